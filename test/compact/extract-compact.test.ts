// extractCompact on the fixtures: golden digests (UPDATE_GOLDEN=1 rewrites them after a
// reviewed change), the ~20:1 budget on a long generated session, the hard size cap, redaction.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { extractCompact, MAX_COMPACT_CHARS, validateCompact } from "../../src/skills/context-compactor/index.js";
import { readTranscriptFile, readTranscriptJsonl } from "../../src/core/transcript/index.js";
import { estimateTokens } from "../../src/core/extract/index.js";
// @ts-expect-error: plain ESM generator shared with the bench
import { synthSession } from "../fixtures/transcripts/synth.mjs";
import { transcriptOf } from "../extract/make-transcript.js";

const here = path.dirname(fileURLToPath(import.meta.url));
const dir = path.join(here, "../fixtures/transcripts");
const NOW = new Date("2026-12-01T09:30:00Z");
const FIXTURES = ["v3-forkful", "v4-pointmall-zh", "v4-blog-move", "v1-legacy", "heldout-bakery", "heldout-blog-zh", "heldout2-pawtrack", "heldout2-qianbao-zh", "heldout3-pgpage", "heldout3-doucang-zh", "heldout4-tidewatch"];

describe("golden digests", () => {
  for (const name of FIXTURES) {
    it(`${name} matches ${name}.golden.md`, async () => {
      const t = await readTranscriptFile(path.join(dir, `${name}.jsonl`));
      const { markdown } = extractCompact(t, { now: NOW });
      const golden = path.join(dir, `${name}.golden.md`);
      if (process.env.UPDATE_GOLDEN === "1" || !existsSync(golden)) writeFileSync(golden, markdown);
      expect(markdown).toBe(readFileSync(golden, "utf8"));
      expect(validateCompact(markdown)).toEqual([]);
    });
  }
});

describe("format", () => {
  it("stamps the title with the UTC time and the turns line with thousands separators", () => {
    const { markdown } = extractCompact(transcriptOf([["user", "Let's use Postgres for the main store."]]), { now: new Date("2026-03-31T17:00:59+02:00") });
    expect(markdown.split("\n")[0]).toBe("# Session Compact — 2026-03-31 15:00 UTC");
    expect(markdown.split("\n")[1]).toMatch(/^\*\*Turns\*\*: 1 \| \*\*Est\. tokens saved\*\*: ~\d[\d,]*$/);
  });

  it("dates each decision with the day it was made, not the day of the compact", () => {
    const { markdown } = extractCompact(transcriptOf([["user", "Let's use Postgres for the main store."]], "2026-01-05T08:00:00Z"), { now: NOW });
    expect(markdown).toMatch(/- \[2026-01-05\] Use Postgres for the main store/);
  });

  it("writes an empty section as _None._ and still validates", () => {
    const { markdown } = extractCompact(transcriptOf([["user", "hello"]]), { now: NOW });
    expect(markdown).toMatch(/## Decisions Made\n_None\._/);
    expect(validateCompact(markdown)).toEqual([]);
  });

  it("returns the LLM refinement prompt with the draft and the rules", () => {
    const r = extractCompact(transcriptOf([["user", "Let's use Postgres."]]), { now: NOW });
    expect(r.refinePrompt).toContain(r.markdown.trimEnd());
    expect(r.refinePrompt).toMatch(/latest statement wins/i);
    expect(r.refinePrompt).toMatch(/Never include secrets/);
  });
});

describe("size", () => {
  const long = synthSession({ targetBytes: 1_500_000, seed: 9 }) as { jsonl: string; planted: { decisions: string[]; pending: string[]; blockers: string[]; superseded: string[] } };
  const t = readTranscriptJsonl(long.jsonl);
  const r = extractCompact(t, { now: NOW });

  it("compresses a long session at least 20:1 and stays under the hard cap", () => {
    expect(r.stats.ratio).toBeGreaterThanOrEqual(20);
    expect(r.markdown.length).toBeLessThanOrEqual(MAX_COMPACT_CHARS);
    expect(r.stats.tokensSaved).toBe(r.stats.sourceTokens - r.stats.compactTokens);
  });

  it("keeps the current state of a long session: the last choices, the open task and blocker", () => {
    for (const d of long.planted.decisions) expect(r.markdown.toLowerCase()).toContain(d);
    expect(r.markdown).toMatch(/rotate the staging database credentials/i);
    expect(r.markdown).toMatch(/sandbox keys/);
    for (const s of long.planted.superseded) expect(r.markdown).not.toContain(s.replace(/^Let's use /, "Use "));
  });

  it("drops the oldest items first when a digest is over budget, keeping the newest", () => {
    const lines: Array<["user", string]> = [];
    for (let i = 0; i < 60; i++) lines.push(["user", `TODO: migrate report number ${i} to the new ${"very long description ".repeat(6)}format`]);
    const big = extractCompact(transcriptOf(lines), { now: NOW, targetTokens: 300 });
    const pending = big.markdown.split("## Pending Actions")[1]?.split("## ")[0] ?? "";
    expect(pending).toMatch(/report number 59\b/);
    expect(pending).not.toMatch(/report number 0\b/);
    expect(big.stats.dropped.pending).toBeGreaterThan(0);
    expect(estimateTokens(big.markdown)).toBeLessThanOrEqual(400);
  });
});

describe("redaction", () => {
  it("redacts planted secrets under the default strict policy", () => {
    const r = extractCompact(transcriptOf([["user", "the deploy token is ghp_16C7e42F292c6912E7710c838347Ae178B4a and the db is postgres://app:hunter22@10.0.0.5/main"]]), { now: NOW });
    expect(r.markdown).not.toContain("ghp_16C7e42F292c6912E7710c838347Ae178B4a");
    expect(r.markdown).not.toContain("hunter22");
  });
});
