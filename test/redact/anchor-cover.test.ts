import { describe, expect, it } from "vitest";
import { greedyCover } from "../../src/core/redact/anchors.js";
import { Rng } from "../support/prng.mjs";

type Candidates = Array<Array<{ key: string; pairs: number[] }>>;

/** The cover as first written: every key's score read again before each choice. */
function scanningCover(candidates: Candidates, costOf: (key: string) => number): string[] {
  const keys = [...new Set(candidates.flatMap((cs) => cs.map((c) => c.key)))];
  const cost = new Map(keys.map((k) => [k, costOf(k)]));
  const assigned: Array<string | undefined> = candidates.map(() => undefined);
  while (assigned.some((a) => a === undefined)) {
    let best: string | undefined;
    let bestScore = Infinity;
    for (const k of keys) {
      const count = candidates.filter((cs, li) => assigned[li] === undefined && cs.some((c) => c.key === k)).length;
      if (count === 0) continue;
      const score = cost.get(k)! / count;
      if (score < bestScore || (score === bestScore && k < best!)) [best, bestScore] = [k, score];
    }
    cost.set(best!, 0);
    candidates.forEach((cs, li) => {
      if (assigned[li] === undefined && cs.some((c) => c.key === best)) assigned[li] = best;
    });
  }
  return assigned as string[];
}

describe("the anchor cover", () => {
  it("chooses what a scan of every key's score before each choice chooses, ties included", () => {
    const rng = new Rng(20261205);
    for (let round = 0; round < 200; round++) {
      const keyCount = rng.int(2, 40);
      // Few distinct costs, so that ties are common.
      const costs = Array.from({ length: keyCount }, () => rng.int(0, 4) / 2);
      const candidates: Candidates = Array.from({ length: rng.int(1, 30) }, () =>
        Array.from({ length: rng.int(1, 6) }, () => ({ key: `p:${rng.int(0, keyCount)}`, pairs: [] })),
      );
      const costOf = (key: string) => costs[Number(key.slice(2))]!;
      expect(greedyCover(candidates, costOf), `round ${round}`).toEqual(scanningCover(candidates, costOf));
    }
  });
});
