/**
 * The compact format (docs/design.md, "Context compactor"): a title with the UTC time, a turns / tokens-saved
 * line, then six sections in a fixed order. One definition here serves the renderer and the
 * validator, so what we write is what we accept.
 */

export const MAX_COMPACT_CHARS = 8_000; // ~2k tokens of English: the hard cap for any compact, drafted or extracted
export const TARGET_RATIO = 20; // aim: a compact ~1/20 of the conversation it replaces
// Short sessions keep what was found: the ratio only matters on long ones. ~1,500 tokens is
// about 6,000 characters of English, under the hard cap and the injection cap (8,000). At 900,
// the 44 read blind sessions lost 42 found items to the budget (recall 40.2%; 44.5% with no
// budget at all, 44.0% at 1,500; transcript bytes per compact byte, median 29:1 → 28:1).
export const MIN_TARGET_TOKENS = 1_500;

export const SECTIONS = [
  { key: "decisions", heading: "## Decisions Made" },
  { key: "facts", heading: "## Facts Established" },
  { key: "pending", heading: "## Pending Actions" },
  { key: "technical", heading: "## Technical Context" },
  { key: "blockers", heading: "## Blockers / Open Questions" },
  { key: "summary", heading: "## Session Summary" },
] as const;

export type SectionKey = (typeof SECTIONS)[number]["key"];

export const TITLE_PREFIX = "# Session Compact — ";
export const TITLE_RE = /^# Session Compact — (\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}) UTC$/;
export const META_RE = /^\*\*Turns\*\*: ([\d,]+) \| \*\*Est\. tokens saved\*\*: ~([\d,]+)$/;

/** Bullet shapes per section (lines starting with "- "); other lines in a section are notes. */
export const BULLET_RULES: Partial<Record<SectionKey, { re: RegExp; shape: string }>> = {
  decisions: { re: /^- \[\d{4}-\d{2}-\d{2}\] \S/, shape: "- [YYYY-MM-DD] …" },
  facts: { re: /^- \[(?:PROJ|TECH|PREF)\] \S/, shape: "- [PROJ] … (or [TECH], [PREF])" },
  pending: { re: /^- \[[ xX]\] \S/, shape: "- [ ] …" },
};

/** `2026-03-31 17:00 UTC` for the title. */
export function titleTime(now: Date): string {
  const iso = now.toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/** 9500 → "9,500" ("," as thousands separator, independent of the host locale). */
export function formatCount(n: number): string {
  return Math.max(0, Math.round(n)).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

export function parseCount(s: string): number {
  return Number(s.replace(/,/g, ""));
}
