// The normaliser accepts what can be fixed (headings, order, tags, dates, boxes, title, counts)
// and says so; it refuses only an empty draft or an absent required section, naming it.
import { describe, it, expect } from "vitest";
import { normaliseCompact } from "../../src/skills/context-compactor/normalise-compact.js";
import { validateCompact } from "../../src/skills/context-compactor/validate.js";

const ctx = { sessionDate: "2026-03-14", now: new Date("2026-03-15T09:30:00Z"), turns: 42, tokensSaved: 9500 };

describe("normaliseCompact", () => {
  it("fixes headings, order, tags and missing lines, and lists every fix", () => {
    const draft = [
      "Decisions",
      "- Use PostgreSQL for sessions",
      "- [2026-03-10] Drop SQLite",
      "## blockers",
      "- Waiting on the DBA",
      "### Facts",
      "* Staging runs 3 replicas",
      "- [tech] Node 24",
      "## Open questions",
      "- Who owns backups?",
      "## next steps",
      "- write the migration",
      "- [] review it",
      "## summary",
      "We moved sessions to PostgreSQL.",
    ].join("\n");
    const r = normaliseCompact(draft.replace(/^Decisions$/m, "## Decisions"), ctx);
    expect(r.refused).toEqual([]);
    expect(validateCompact(r.markdown)).toEqual([]);
    expect(r.markdown).toContain("# Session Compact — 2026-03-15 09:30 UTC\n**Turns**: 42 | **Est. tokens saved**: ~9,500");
    expect(r.markdown).toContain("## Decisions Made\n- [2026-03-14] Use PostgreSQL for sessions\n- [2026-03-10] Drop SQLite");
    expect(r.markdown).toContain("## Facts Established\n- [PROJ] Staging runs 3 replicas\n- [TECH] Node 24");
    expect(r.markdown).toContain("## Pending Actions\n- [ ] write the migration\n- [ ] review it");
    expect(r.markdown).toContain("## Technical Context\n_None._");
    expect(r.markdown).toContain("## Blockers / Open Questions\n- Waiting on the DBA\n- Who owns backups?");
    expect(r.fixed).toEqual(
      expect.arrayContaining([
        'heading "## Decisions" → "## Decisions Made"',
        'heading "## blockers" → "## Blockers / Open Questions"',
        'heading "## Open questions" → "## Blockers / Open Questions"',
        "undated decisions dated 2026-03-14 (the session's date)",
        "untagged facts tagged [PROJ]",
        "pending lines given a [ ] box",
        "sections put in the compact's order",
        'absent section "## Technical Context" added as "_None._"',
      ]),
    );
  });

  it("keeps a valid compact byte for byte apart from the trailing newline", () => {
    const ok = "# Session Compact — 2026-03-15 09:30 UTC\n**Turns**: 4 | **Est. tokens saved**: ~100\n\n## Decisions Made\n- [2026-03-15] A\n\n## Facts Established\n_None._\n\n## Pending Actions\n- [ ] B\n\n## Technical Context\n_None._\n\n## Blockers / Open Questions\n_None._\n\n## Session Summary\nDone.\n";
    const r = normaliseCompact(ok, ctx);
    expect(r.fixed).toEqual([]);
    expect(r.markdown).toBe(ok);
  });

  it("refuses only an empty draft or an absent required section, naming it", () => {
    expect(normaliseCompact("  \n", ctx).refused).toEqual(["the draft is empty: write the six sections (see the compact format)."]);
    const r = normaliseCompact("## Facts\n- x\n## Summary\nok", ctx);
    expect(r.refused).toEqual(['missing section "## Decisions Made"', 'missing section "## Pending Actions"']);
  });

  it("reads a closing-hashes heading, and a 40,000-space heading line in one pass", () => {
    expect(normaliseCompact("## Decisions ##\n- a\n## Pending Actions\n- b\n## Summary\nok", ctx).refused).toEqual([]);
    const r = normaliseCompact(`## ${" ".repeat(40_000)}x\n## Decisions Made\n- a\n## Pending Actions\n- b\n## Session Summary\nok`, ctx);
    expect(r.refused).toEqual([]);
  });
});
