/**
 * What the renderers of distilled files add to a line besides what the notes said: a day
 * pattern's tag and count (" — strengthened (3 earlier days), also a fact"), a second listing's
 * " — also a pattern", an anomaly's " — unexpected: …; interpretation: …", a week pattern's
 * " — 5x this week, trend: stable", an emerging pattern's " — seen on 2 days (Tue, Thu), flagged
 * unexpected on Thu", a month line's lead ("Expect it to recur: ") with its
 * " (5x over 2 weeks, stable)" and " (from week-2026-W38, week-2026-W39)", and cross-reference
 * links (" (related: …)").
 *
 * The forgetting gate reads a distilled file without them, as cover and as content: their
 * numbers are bookkeeping. Read as content, a month line's "5x" once stood for a log's "£5 off"
 * (the log's only specific), and the day file that held it was deleted two runs later
 * (docs/design.md, "Forgetting").
 *
 * Every test below is anchored, or reads the line from its last separator (lastIndexOf): linear
 * on any line.
 */
import { stripRelated } from "./cross-ref.js";

const TRENDS = "(?:strengthening|stable|weakening)";
/** After a line's last " — ": a day pattern's tag, a second listing, a week pattern's count, an
 *  emerging pattern's days (day-format.ts, week-format.ts). */
const TAIL_RE = new RegExp(
  `^(?:(?:new|confirmed|strengthened)(?: \\(\\d+ earlier days?\\))?(?:, also a fact)?|also a (?:pattern|fact)|\\d+x this week, trend: ${TRENDS}|seen on \\d+ days? \\([^)]*\\), flagged unexpected on [^\\n]*)$`,
);
/** An anomaly's reason, English or Chinese (day-format.ts formatAnomaly). */
const ANOMALY_MARKS = [" — unexpected: ", " — 意外之处："];
/** A month line's evidence and sources (month-draft.ts). */
const SPAN_RE = new RegExp(`^ \\(\\d+x over \\d+ weeks?, ${TRENDS}\\)$`);
const FROM_RE = /^ \(from week-\d{4}-W\d{2}(?:, week-\d{4}-W\d{2})*\)$/;
/** A month line's lead, and a week's open one-off (month-draft.ts, week-draft.ts). */
const LEAD_RE = /^(?:Expect it to recur|Weakening|In force|Now expected, was an anomaly|Recurring across weeks, no longer a one-off|One-off so far): /;
const BULLET_RE = /^\s*[-*]\s+/;
/** The date a week's open one-off was flagged on (week-draft.ts): "One-off so far: … (2026-09-12)". */
const ONE_OFF_RE = /^One-off so far: /;
const FLAGGED_ON_RE = /^ \(\d{4}-\d{2}-\d{2}\)$/;

/** `line` (a bullet of a day, week or month file, or its text) without its annotations. */
export function withoutAnnotations(line: string): string {
  const bullet = BULLET_RE.exec(line)?.[0] ?? "";
  let s = stripRelated(line.slice(bullet.length)).trimEnd();
  for (const mark of ANOMALY_MARKS) {
    const at = s.lastIndexOf(mark);
    if (at > 0) s = s.slice(0, at);
  }
  const from = s.lastIndexOf(" (from week-");
  if (from > 0 && FROM_RE.test(s.slice(from))) s = s.slice(0, from);
  const span = s.lastIndexOf(" (");
  if (span > 0 && SPAN_RE.test(s.slice(span))) s = s.slice(0, span);
  const dash = s.lastIndexOf(" — ");
  if (dash > 0 && TAIL_RE.test(s.slice(dash + 3))) s = s.slice(0, dash);
  if (ONE_OFF_RE.test(s)) {
    const on = s.lastIndexOf(" (");
    if (on > 0 && FLAGGED_ON_RE.test(s.slice(on))) s = s.slice(0, on);
  }
  return bullet + s.replace(LEAD_RE, "");
}

/** Every line of a distilled file's body without its annotations. */
export function contentOfDistilled(body: string): string {
  return body.split("\n").map(withoutAnnotations).join("\n");
}
