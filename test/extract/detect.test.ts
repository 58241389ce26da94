// Detectors over a table of natural phrasings (test/fixtures/transcripts/paraphrases.yaml):
// decisions, tasks, completions, blockers, preferences, in English and Chinese, and sentences
// that must produce nothing. Each row is its own test, named after the sentence.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { clauses, detectClause, type Signal } from "../../src/core/extract/detect.js";

const here = path.dirname(fileURLToPath(import.meta.url));
interface Row {
  text: string;
  expect: string;
  speaker?: "user" | "assistant";
}
const rows = parse(readFileSync(path.join(here, "../fixtures/transcripts/paraphrases.yaml"), "utf8")) as Row[];

/** The primary signal of a sentence: the first clause's first signal that is not a retraction. */
export function primary(text: string, speaker: "user" | "assistant" = "user"): string {
  const sigs: Signal[] = clauses(text).flatMap((c) => detectClause(c, speaker)).filter((s) => s.kind !== "retract");
  const s = sigs[0];
  if (!s) return "none";
  return s.kind === "fact" ? `fact:${s.tag}` : s.kind;
}

describe("paraphrase table", () => {
  it("has both positive and negative rows in both languages", () => {
    expect(rows.filter((r) => r.expect === "none").length).toBeGreaterThan(10);
    expect(rows.filter((r) => /[\u4e00-\u9fff]/.test(r.text)).length).toBeGreaterThan(20);
  });
  for (const r of rows) {
    it(`${r.expect.padEnd(9)} ← ${r.text}`, () => {
      expect(primary(r.text, r.speaker ?? "user")).toBe(r.expect);
    });
  }
});
