// The digest's size follows the session (about 1/20 of it, under the hard cap) instead of a small
// fixed count per section; over budget, the least salient items go first and what was left out
// is counted in the summary.
import { describe, expect, it } from "vitest";
import { extractCompact, MAX_COMPACT_CHARS, MIN_TARGET_TOKENS } from "../../src/skills/context-compactor/index.js";
import { renderCompact, withLeftOut } from "../../src/skills/context-compactor/render.js";
import type { Digest, DigestItem } from "../../src/core/extract/index.js";
import { salience } from "../../src/core/extract/salience.js";
import { transcriptOf } from "../extract/make-transcript.js";

const NOW = new Date("2026-12-01T09:30:00Z");

function pendingOf(md: string): string {
  return md.split("## Pending Actions")[1]?.split("## ")[0] ?? "";
}

describe("budget grows with the session", () => {
  it("keeps more than 15 tasks when the session is long enough to pay for them", () => {
    const lines: Array<["user", string]> = [];
    for (let i = 0; i < 30; i++) lines.push(["user", `TODO: migrate report number ${i} to the new format`]);
    // Padding the user did not author as intent makes the session long: the budget is ~1/20 of it.
    for (let i = 0; i < 40; i++) lines.push(["user", `\`\`\`\n${"const x = 1;\n".repeat(60)}\`\`\``]);
    const r = extractCompact(transcriptOf(lines), { now: NOW });
    expect(pendingOf(r.markdown).match(/^- \[ \]/gm)?.length).toBe(30);
    expect(r.markdown.length).toBeLessThanOrEqual(MAX_COMPACT_CHARS);
  });

  it("counts what did not fit in the summary", () => {
    const lines: Array<["user", string]> = [];
    for (let i = 0; i < 60; i++) lines.push(["user", `TODO: migrate report number ${i} to the new ${"very long description ".repeat(6)}format`]);
    const r = extractCompact(transcriptOf(lines), { now: NOW, targetTokens: 300 });
    const summary = r.markdown.split("## Session Summary")[1] ?? "";
    expect(r.stats.dropped.pending).toBeGreaterThan(0);
    expect(summary).toContain(`Left out for size: ${r.stats.dropped.pending} more pending actions.`);
  });

  it("a short session keeps what was found: 40 specific tasks (~1,200 tokens) are all listed", () => {
    // Below ~30,000 tokens the 1/20 ratio would give a compact too small to hold a working
    // session's open items; the floor (MIN_TARGET_TOKENS) keeps them, under the hard cap.
    const lines: Array<["user", string]> = [];
    for (let i = 0; i < 40; i++) lines.push(["user", `TODO: move the invoice export for client ${i + 100} to the Frankfurt bucket, budget €${(i + 1) * 150}`]);
    const r = extractCompact(transcriptOf(lines), { now: NOW });
    expect(r.stats.sourceTokens).toBeLessThan(20 * MIN_TARGET_TOKENS);
    expect(r.stats.dropped.pending ?? 0).toBe(0);
    expect(pendingOf(r.markdown).match(/^- \[ \]/gm)?.length).toBe(40);
    expect(r.stats.compactTokens).toBeLessThanOrEqual(MIN_TARGET_TOKENS);
  });

  it("says nothing about left-out items when everything fits", () => {
    const r = extractCompact(transcriptOf([["user", "TODO: draft the README"]]), { now: NOW });
    expect(r.markdown).not.toMatch(/Left out/);
  });
});

describe("salience", () => {
  it("ranks a statement with names and numbers over one without, and the user's over the assistant's", () => {
    expect(salience("Move the nightly export to 02:30 on db-replica-2", "user")).toBeGreaterThan(salience("Move the export later", "user"));
    expect(salience("Move the export later", "user")).toBeGreaterThan(salience("Move the export later", "assistant"));
  });

  it("drops the oldest item first, the least salient among items of one turn", () => {
    const item = (text: string, turn: number, s: number): DigestItem => ({ text, date: "2026-01-01", speaker: "user", turn, salience: s });
    const d: Digest = {
      language: "en",
      turns: 10,
      userTurns: 5,
      toolCalls: 0,
      decisions: [],
      facts: [item("Old but specific: the store opens at 07:00 on Saturdays at 12 Mill Road", 1, 4), item("Something vague about the weather being nice", 2, 1), item("Newer specific: the van is booked for 14:30 at depot 3", 3, 4), item("Another vague remark about things in general", 3, 1), item("Newest fact about branch 14 in Leeds", 4, 3)],
      pending: [],
      technical: [],
      blockers: [],
      completed: [],
      topics: [],
      summary: "A session.",
      sourceTokens: 100,
      stats: { signals: 0, retired: {}, known: 0, stale: 0, maskedSecrets: 0, summariesUsed: 0 },
    };
    const full = renderCompact(d, { now: NOW, targetTokens: 100_000 }).markdown;
    // Budget for all but three facts: turns 1 and 2 go, then of turn 3's two the vaguer one.
    const r = renderCompact(d, { now: NOW, maxChars: full.length - 120, targetTokens: 100_000 });
    expect(r.dropped.facts).toBe(3);
    expect(r.markdown).not.toContain("07:00");
    expect(r.markdown).not.toContain("weather");
    expect(r.markdown).not.toContain("vague remark");
    expect(r.markdown).toContain("depot 3");
    expect(r.markdown).toContain("branch 14");
  });

  it("stays under the hard cap once the tokens-saved figure is written, at every cap", () => {
    // The figure in the header ("~1,234,567") is only known after the fit; measured as "~0" while
    // fitting, a compact that fit to the character came out up to 9 characters over the cap.
    const facts = Array.from({ length: 60 }, (_, i): DigestItem => ({ text: `Branch ${i + 10} in Leeds opens at 07:${String(i).padStart(2, "0")} on Saturdays`, date: "2026-01-01", speaker: "user", turn: i, salience: 2 }));
    const d: Digest = {
      language: "en",
      turns: 10,
      userTurns: 5,
      toolCalls: 0,
      decisions: [],
      facts,
      pending: [],
      technical: [],
      blockers: [],
      completed: [],
      topics: [],
      summary: "A session.",
      sourceTokens: 9_876_543,
      stats: { signals: 0, retired: {}, known: 0, stale: 0, maskedSecrets: 0, summariesUsed: 0 },
    };
    for (let maxChars = 1_500; maxChars < 1_600; maxChars++) {
      const r = renderCompact(d, { now: NOW, maxChars, targetTokens: 100_000 });
      expect(r.markdown.length, `maxChars ${maxChars}`).toBeLessThanOrEqual(maxChars);
      expect(r.markdown).toContain(`~${(r.tokensSaved).toLocaleString("en-US")}`);
    }
  });

  it("names each section's left-out count in the summary's language", () => {
    expect(withLeftOut("S.", { facts: 12, decisions: 1 }, "en")).toBe("S. Left out for size: 1 more decision, 12 more facts.");
    expect(withLeftOut("摘要。", { facts: 3 }, "zh")).toBe("摘要。因篇幅省略：3 条事实。");
    expect(withLeftOut("S.", {}, "en")).toBe("S.");
  });
});
