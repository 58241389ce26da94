/**
 * The verbose-mode message (docs/design.md, "Memory compactor"), built from the files about to be forgotten:
 *
 *   📋 Memory Cleanup: These details will be forgotten tomorrow:
 *   - 2026-01-15: Meeting notes with Sarah about API migration
 *   The patterns from these have been captured in week-2026-W03.md.
 *   Reply "keep [date]" to preserve any specific day.
 */
import { bulletsOf, parseDistilled } from "./parse-distilled.js";
import { splitStatements } from "./split-statements.js";
import { clipWords } from "./text.js";
import type { ForgetTier } from "./retention.js";

export const ANNOUNCE_HEADER = "📋 Memory Cleanup: These details will be forgotten tomorrow:";
export const ANNOUNCE_FOOTER = 'Reply "keep [date]" to preserve any specific day.';
const SUMMARY_WORDS = 12;

/** One line saying what a file was about: a log's first statement, a distillation's first bullet. */
export function summarize(tier: ForgetTier, text: string): string {
  if (tier === "log") {
    const first = splitStatements(text).find((s) => !s.isHeading);
    return first ? clipWords(first.text, SUMMARY_WORDS) : "(empty log)";
  }
  const doc = parseDistilled(text);
  const sections = tier === "day" ? ["Facts", "Patterns", "Anomalies"] : ["Durable Facts", "Confirmed Patterns", "Emerging Patterns", "Open Questions"];
  for (const s of sections) {
    const b = bulletsOf(doc, s).find((x) => x && !/^_?none/i.test(x));
    if (b) return clipWords(b.replace(/ — .*$/, ""), SUMMARY_WORDS);
  }
  return "(no items)";
}

export interface AnnounceItem {
  tier: ForgetTier;
  period: string;
  summary: string;
  /** The higher-tier file that holds what this file taught (the week for a day, the month for a week). */
  capturedIn: string;
}

export function formatAnnouncement(items: readonly AnnounceItem[]): string | null {
  if (items.length === 0) return null;
  const label = (i: AnnounceItem) => (i.tier === "log" ? i.period : `${i.period} (${i.tier} file)`);
  const covers = [...new Set(items.map((i) => i.capturedIn.split("/").pop() as string))].sort();
  return [
    ANNOUNCE_HEADER,
    ...items.map((i) => `- ${label(i)}: ${i.summary}`),
    "",
    `The patterns from these have been captured in ${covers.join(", ")}.`,
    ANNOUNCE_FOOTER,
  ].join("\n");
}
