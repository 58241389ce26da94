/**
 * The week file format (Tier 2, docs/design.md, "Memory compactor"), written and read back:
 *
 *   # Weekly Compression: 2026 Week 03
 *   ## Durable Facts
 *   - Updated: Atlas deadline moved to March 15 → Atlas deadline is now March 22
 *   ## Confirmed Patterns
 *   - Bob pushed back on the timeline — 3x this week, trend: strengthening
 *   ## Emerging Patterns (promoted from anomalies)
 *   - Client answered within minutes — seen on 2 days (Tue, Thu), flagged unexpected on Tue, Thu
 *   ## Open Questions
 *   - Waiting for legal on the Acme contract
 */
import { splitSuffix } from "./day-format.js";
import { bulletsOf, parseDistilled } from "./parse-distilled.js";

export type Trend = "strengthening" | "stable" | "weakening";
export const TRENDS: readonly Trend[] = ["strengthening", "stable", "weakening"];

export const WEEK_SECTIONS = ["Durable Facts", "Confirmed Patterns", "Emerging Patterns (promoted from anomalies)", "Open Questions"] as const;

/** `2026-W03` → `# Weekly Compression: 2026 Week 03`. */
export function weekTitle(weekId: string): string {
  const [y, w] = weekId.split("-W") as [string, string];
  return `# Weekly Compression: ${y} Week ${w}`;
}

export interface WeekPattern {
  text: string;
  count: number;
  trend: Trend;
}

export interface WeekEmerging {
  text: string;
  /** Days the behaviour was seen this week, flagged or not. */
  days: string[];
  /** Days it was flagged as unexpected. */
  flaggedOn: string[];
}

export interface WeekItems {
  durable: string[];
  updates: Array<{ old: string; new: string }>;
  confirmed: WeekPattern[];
  emerging: WeekEmerging[];
  open: string[];
  /** Days with a log but nothing noteworthy (stated once, so an all-quiet week is still on record). */
  quietDays: number;
}

const WEEKDAY = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
function weekdayName(date: string): string {
  const dow = new Date(`${date}T00:00:00Z`).getUTCDay();
  return WEEKDAY[(dow + 6) % 7] as string;
}

export const formatUpdate = (u: { old: string; new: string }) => `Updated: ${u.old} → ${u.new}`;
export const formatWeekPattern = (p: WeekPattern) => `${p.text} — ${p.count}x this week, trend: ${p.trend}`;
export const formatEmerging = (e: WeekEmerging) =>
  `${e.text} — seen on ${e.days.length} days (${e.days.map(weekdayName).join(", ")}), flagged unexpected on ${e.flaggedOn.map(weekdayName).join(", ")}`;

export function renderWeek(weekId: string, items: WeekItems): string {
  const section = (name: string, lines: string[]) => [`## ${name}`, ...(lines.length ? lines.map((l) => `- ${l}`) : ["_None._"]), ""];
  const facts = [...items.updates.map(formatUpdate), ...items.durable];
  const out = [weekTitle(weekId), ""];
  if (facts.length === 0 && items.confirmed.length + items.emerging.length + items.open.length === 0 && items.quietDays > 0) {
    out.push("## Durable Facts", `- No significant facts, patterns, or anomalies on the ${items.quietDays} logged day${items.quietDays === 1 ? "" : "s"}.`, "");
  } else {
    out.push(...section("Durable Facts", facts));
  }
  out.push(...section("Confirmed Patterns", items.confirmed.map(formatWeekPattern)));
  out.push(...section(WEEK_SECTIONS[2], items.emerging.map(formatEmerging)));
  out.push(...section("Open Questions", items.open));
  return out.join("\n");
}

export interface WeekRecord {
  weekId: string;
  durable: string[];
  updates: Array<{ old: string; new: string }>;
  confirmed: WeekPattern[];
  emerging: Array<{ text: string; days: number }>;
  open: string[];
}

const isNone = (b: string) => /^_?none\.?_?$/i.test(b) || b === "";

export function readWeek(weekId: string, markdown: string): WeekRecord {
  const doc = parseDistilled(markdown);
  const durable: string[] = [];
  const updates: Array<{ old: string; new: string }> = [];
  for (const b of bulletsOf(doc, "Durable Facts")) {
    if (isNone(b) || /^No significant facts/i.test(b)) continue;
    // (.*?) runs to the first arrow, trimmed after: /(.*?)\s*(?:→|->)/ was quadratic on inner spaces.
    const u = /^Updated:\s*(.*?)(?:→|->)\s*(.*)$/.exec(b);
    if (u) updates.push({ old: (u[1] as string).trimEnd(), new: u[2] as string });
    else durable.push(b);
  }
  const confirmed = bulletsOf(doc, "Confirmed Patterns")
    .filter((b) => !isNone(b))
    .map((b) => {
      const { text, suffix } = splitSuffix(b);
      const count = Number(/(\d+)x this week/i.exec(suffix)?.[1] ?? /(\d+)x/i.exec(b)?.[1] ?? 1);
      const trend = (/trend:\s*(strengthening|stable|weakening)/i.exec(b)?.[1]?.toLowerCase() ?? "stable") as Trend;
      return { text, count, trend };
    });
  const emerging = bulletsOf(doc, "Emerging Patterns")
    .filter((b) => !isNone(b))
    .map((b) => {
      const { text, suffix } = splitSuffix(b);
      return { text, days: Number(/(\d+) days?\b/.exec(suffix)?.[1] ?? 2) };
    });
  const open = bulletsOf(doc, "Open Questions").filter((b) => !isNone(b));
  return { weekId, durable, updates, confirmed, emerging, open };
}
