// A turn can hold thousands of statements (a pasted spec, a list, a log that reads like prose).
// Every new signal is matched against the open items of its kind, so the open lists are bounded:
// a long paste costs time in proportion to its length, and the digest still shows the newest.
import { describe, expect, it } from "vitest";
import { extract } from "../../src/core/extract/index.js";
import { SessionState } from "../../src/core/extract/state.js";
import { transcriptOf } from "./make-transcript.js";

describe("open items stay bounded", () => {
  it("keeps at most a few hundred open decisions after 3,000 rejections, the newest among them, and every item on record", () => {
    const state = new SessionState();
    for (let k = 0; k < 3000; k++) state.apply({ kind: "reject", text: `feature${k} 先不做了`, object: `feature${k}` }, { turn: 1 + Math.floor(k / 100), speaker: "user" });
    const open = state.live("decision");
    expect(open.length).toBeLessThanOrEqual(512);
    expect(open.length).toBeGreaterThanOrEqual(256);
    expect(open.at(-1)?.text).toBe("feature2999 先不做了");
    expect(state.items).toHaveLength(3000);
  });

  it("still reverses a recent decision, and the digest lists the newest of a long pasted list", () => {
    const list = Array.from({ length: 1000 }, (_, k) => `- task${k} 先不做了`).join("\n");
    const d = extract(transcriptOf([["user", "Let's use Kafka for the event bus."], ["user", list], ["user", "Kafka 先不做了"]]), { now: new Date("2026-06-02T00:00:00Z") });
    const texts = d.decisions.map((i) => i.text).join("\n");
    expect(texts).not.toMatch(/use Kafka for the event bus/);
    expect(texts).toMatch(/task999/);
    expect(texts).not.toMatch(/task0 /);
  });
});
