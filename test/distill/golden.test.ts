/**
 * Golden outputs: the fixture workspace distilled up to its `now`; selected day, week and month
 * files must match test/fixtures/distill/golden/ byte for byte. Regenerate after an intended
 * change with UPDATE_GOLDEN=1 and review the diff.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { distillDue } from "../../src/skills/memory-compactor/index.js";
import { MemWorkspace } from "./helpers/mem-workspace.js";
import { FIXTURE_DIR, fixtureFiles, fixtureTruth } from "./helpers/fixture.js";
// @ts-expect-error plain JS generator, shared with the bench
import { generate } from "../fixtures/distill/generate.mjs";

const GOLDEN_DIR = path.join(FIXTURE_DIR, "golden");
const GOLDEN = [
  "day-2026-01-13.md", // first-time anomaly, a new pattern
  "day-2026-01-22.md", // Chinese pattern, a contract
  "day-2026-02-03.md", // the writer's own "(usual: 2 days)" as the reason
  "day-2026-02-16.md", // strengthened pattern linked to analytics/, an anomaly that will prove normal
  "week-2026-W01.md", // ISO week-year 2026 starting 2025-12-29, a quiet holiday
  "week-2026-W03.md", // recurring anomaly promoted
  "week-2026-W04.md", // deadline updated across weeks
  "week-2026-W06.md", // budget updated within the week, anomaly promoted
  "week-2026-W08.md", // anomaly that proved normal, weakening trend, open question
  "month-2026-01.md",
  "month-2026-02.md",
];

describe("golden distillations of the fixture workspace", () => {
  let ws: MemWorkspace;
  beforeAll(async () => {
    ws = new MemWorkspace(fixtureFiles());
    await distillDue(ws, { now: fixtureTruth().now });
  });

  it("uses the fixture the generator produces (no hand edits drift from truth.json)", () => {
    const { files, truth } = generate(null) as { files: Record<string, string>; truth: unknown };
    expect(fixtureFiles()).toEqual(files);
    expect(fixtureTruth()).toEqual(JSON.parse(JSON.stringify(truth)));
  });

  for (const name of GOLDEN) {
    it(`matches golden/${name}`, () => {
      const actual = ws.files.get(`memory/distilled/${name}`);
      expect(actual, `${name} was not written`).toBeDefined();
      const file = path.join(GOLDEN_DIR, name);
      if (process.env.UPDATE_GOLDEN === "1" || !existsSync(file)) {
        mkdirSync(GOLDEN_DIR, { recursive: true });
        writeFileSync(file, actual!);
      }
      expect(actual).toBe(readFileSync(file, "utf8"));
    });
  }
});
