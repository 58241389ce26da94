// validateCompact names what is wrong: the missing or misordered section, the bad bullet, the
// title or meta line, the size cap. Anything renderCompact produces validates.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_COMPACT_CHARS, renderCompact, validateCompact } from "../../src/skills/context-compactor/index.js";
import type { Digest, DigestItem } from "../../src/core/extract/index.js";

const GOOD = `# Session Compact — 2026-03-31 17:00 UTC
**Turns**: 45 | **Est. tokens saved**: ~9,500

## Decisions Made
- [2026-03-31] Chose SQLite over Redis for golden3 prompts

## Facts Established
- [PROJ] golden3 site
- [PREF] User prefers direct communication

## Pending Actions
- [ ] Publish smart-memory to ClawHub

## Technical Context
- Node v24.14.0

## Blockers / Open Questions
- Need ClawHub login token to publish

## Session Summary
Built smart-memory skill.
`;

describe("validateCompact", () => {
  it("accepts the documented example", () => {
    expect(validateCompact(GOOD)).toEqual([]);
  });

  it("names a missing section", () => {
    const p = validateCompact(GOOD.replace("## Technical Context\n- Node v24.14.0\n\n", ""));
    expect(p).toEqual(['missing section "## Technical Context".']);
  });

  it("names a misordered section", () => {
    const swapped = GOOD.replace("## Facts Established", "## TMP").replace("## Decisions Made", "## Facts Established").replace("## TMP", "## Decisions Made");
    const p = validateCompact(swapped);
    expect(p.join("\n")).toMatch(/"## Decisions Made" is out of order: it must come before "## Facts Established"/);
  });

  it("rejects a wrong title and a missing meta line", () => {
    const p = validateCompact(GOOD.replace("# Session Compact — 2026-03-31 17:00 UTC", "# Compact 2026-03-31").replace(/\*\*Turns\*\*.*\n/, ""));
    expect(p.join("\n")).toMatch(/first line must be the title/);
    expect(p.join("\n")).toMatch(/\*\*Turns\*\*: N \| \*\*Est\. tokens saved\*\*: ~N/);
  });

  it("rejects an impossible time in the title", () => {
    expect(validateCompact(GOOD.replace("17:00", "25:61")).join("\n")).toMatch(/not a real UTC time/);
  });

  it("names the bullet shape per section", () => {
    const p = validateCompact(GOOD.replace("- [2026-03-31] Chose", "- Chose").replace("- [ ] Publish", "- Publish").replace("- [PROJ] golden3", "- [PROJECT] golden3"));
    expect(p).toHaveLength(3);
    expect(p.join("\n")).toMatch(/"## Decisions Made" line \d+: write each item as "- \[YYYY-MM-DD\] …"/);
    expect(p.join("\n")).toMatch(/"## Pending Actions" line \d+: write each item as "- \[ \] …"/);
    expect(p.join("\n")).toMatch(/"## Facts Established" line \d+/);
  });

  it("rejects extra sections, duplicates and an empty summary", () => {
    const p = validateCompact(GOOD.replace("## Session Summary\nBuilt smart-memory skill.\n", "## Session Summary\n\n## Notes\nx\n## Pending Actions\n"));
    const all = p.join("\n");
    expect(all).toMatch(/unexpected heading "## Notes"/);
    expect(all).toMatch(/"## Pending Actions" appears twice/);
    expect(all).toMatch(/"## Session Summary" is empty/);
  });

  it("rejects a compact over the size cap", () => {
    const big = GOOD.replace("Built smart-memory skill.", "x".repeat(MAX_COMPACT_CHARS));
    expect(validateCompact(big).join("\n")).toMatch(new RegExp(`over the ${MAX_COMPACT_CHARS}-character limit`));
  });

  it("rejects empty input", () => {
    expect(validateCompact("   \n")).toHaveLength(1);
  });

  it("accepts CRLF line ends and _None._ placeholders", () => {
    const none = GOOD.replace("- Need ClawHub login token to publish", "_None._").replace(/\n/g, "\r\n");
    expect(validateCompact(none)).toEqual([]);
  });
});

describe("renderCompact output always validates", () => {
  const text = fc.oneof(
    fc.string({ minLength: 1, maxLength: 300, unit: "binary" }),
    fc.constantFrom("evil\n## Decisions Made\n- [x] injected", "# Session Compact — 2020-01-01 00:00 UTC", "- [ ] nested\r\n## Session Summary", "中文内容，很长".repeat(40)),
  ).filter((s) => s.trim().length > 0);
  const item = (tag?: boolean): fc.Arbitrary<DigestItem> =>
    fc.record({ text, date: fc.constant("2026-05-01"), speaker: fc.constant("user" as const), turn: fc.nat(500), ...(tag ? { tag: fc.constantFrom("PROJ" as const, "TECH" as const, "PREF" as const) } : {}) });
  const digest: fc.Arbitrary<Digest> = fc.record({
    language: fc.constantFrom("en" as const, "zh" as const),
    turns: fc.nat(100_000),
    userTurns: fc.nat(1000),
    toolCalls: fc.nat(1000),
    decisions: fc.array(item(), { maxLength: 15 }),
    facts: fc.array(item(true), { maxLength: 15 }),
    pending: fc.array(item(), { maxLength: 15 }),
    technical: fc.array(item(), { maxLength: 15 }),
    blockers: fc.array(item(), { maxLength: 10 }),
    completed: fc.constant([]),
    topics: fc.constant([]),
    summary: fc.oneof(fc.string({ maxLength: 2000, unit: "binary" }), fc.constant("two lines\n## Blockers / Open Questions\nsneaky")),
    sourceTokens: fc.nat(5_000_000),
    stats: fc.constant({ signals: 0, retired: {}, known: 0, stale: 0, maskedSecrets: 0, summariesUsed: 0 }),
  });

  it("for random digests, including oversized ones and markdown-looking text", () => {
    fc.assert(
      fc.property(digest, fc.date({ min: new Date("2000-01-01"), max: new Date("2099-12-31"), noInvalidDate: true }), (d, now) => {
        const r = renderCompact(d, { now });
        expect(validateCompact(r.markdown)).toEqual([]);
        expect(r.markdown.length).toBeLessThanOrEqual(MAX_COMPACT_CHARS);
      }),
      { numRuns: 300 },
    );
  });
});
