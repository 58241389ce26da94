/**
 * Tiers, periods and the file names that hold them. A period is a string whose shape says its
 * tier: `2026-01-15` (day), `2026-W03` (week), `2026-01` (month). All distilled files live
 * directly in `memory/distilled/`; raw daily logs are `memory/YYYY-MM-DD.md`.
 */
import { addDays, daysInMonth, isIsoDate, type IsoDate } from "./dates.js";
import { formatWeekId, isoWeekOf, monthOfWeek, parseWeekId, weekEnd, weekStart, type IsoWeek } from "./iso-week.js";

export type Tier = "day" | "week" | "month";
export const TIERS: readonly Tier[] = ["day", "week", "month"];

export const MEMORY_DIR = "memory";
export const DISTILLED_DIR = "memory/distilled";

const MONTH_RE = /^(\d{4})-(\d{2})$/;

export function isMonthId(s: string): boolean {
  const m = MONTH_RE.exec(s);
  return !!m && Number(m[2]) >= 1 && Number(m[2]) <= 12;
}

/** True when `period` is well-formed for `tier`. */
export function isPeriod(tier: Tier, period: string): boolean {
  if (tier === "day") return isIsoDate(period);
  if (tier === "week") return parseWeekId(period) !== null;
  return isMonthId(period);
}

/** A bad tier or period; `option` names the parameter, so the tool and the CLI can each name it their way. */
export class PeriodError extends RangeError {
  constructor(
    readonly option: "tier" | "period",
    readonly problem: string,
  ) {
    super(`${option}: ${problem}`);
    this.name = "PeriodError";
  }
}

/** Throws a PeriodError naming the expected form of the period for that tier. */
export function assertPeriod(tier: Tier, period: string): string {
  if (!TIERS.includes(tier)) throw new PeriodError("tier", `expected one of ${TIERS.join(", ")}, got ${JSON.stringify(tier)}.`);
  if (typeof period !== "string" || !isPeriod(tier, period)) {
    const form = { day: "YYYY-MM-DD (e.g. 2026-01-15)", week: "YYYY-WNN, an ISO week (e.g. 2026-W03)", month: "YYYY-MM (e.g. 2026-01)" }[tier];
    throw new PeriodError("period", `a ${tier} period is ${form}, got ${JSON.stringify(period)}.`);
  }
  return period;
}

/** First and last date of a period, both included. */
export function periodRange(tier: Tier, period: string): { start: IsoDate; end: IsoDate } {
  if (tier === "day") return { start: period, end: period };
  if (tier === "week") {
    const w = parseWeekId(period) as IsoWeek;
    return { start: weekStart(w), end: weekEnd(w) };
  }
  const [y, m] = period.split("-").map(Number) as [number, number];
  return { start: `${period}-01`, end: `${period}-${String(daysInMonth(y, m)).padStart(2, "0")}` };
}

export const rawLogPath = (date: IsoDate): string => `${MEMORY_DIR}/${date}.md`;
export const distilledName = (tier: Tier, period: string): string => `${tier}-${period}.md`;
export const distilledPath = (tier: Tier, period: string): string => `${DISTILLED_DIR}/${distilledName(tier, period)}`;

export function weekOfDate(date: IsoDate): string {
  return formatWeekId(isoWeekOf(date));
}

/** The month file a week is abstracted into (the month of its Thursday; see iso-week.ts). */
export function monthOfWeekId(weekId: string): string {
  return monthOfWeek(parseWeekId(weekId) as IsoWeek);
}

/** The ISO weeks a month abstracts: those whose Thursday falls in the month. */
export function weeksOfMonth(month: string): string[] {
  const { start, end } = periodRange("month", month);
  const out: string[] = [];
  // The first Thursday on or after the 1st belongs to the first week of the month.
  let d = start;
  while (new Date(`${d}T00:00:00Z`).getUTCDay() !== 4) d = addDays(d, 1);
  for (; d <= end; d = addDays(d, 7)) out.push(weekOfDate(d));
  return out;
}

/** The dates a month abstraction draws on, through its weeks (may start/end in neighbour months). */
export function monthSpan(month: string): { start: IsoDate; end: IsoDate } {
  const weeks = weeksOfMonth(month);
  return { start: periodRange("week", weeks[0] as string).start, end: periodRange("week", weeks[weeks.length - 1] as string).end };
}

const RAW_NAME_RE = /^(\d{4}-\d{2}-\d{2})\.md$/;
const DISTILLED_NAME_RE = /^(day|week|month)-(.+)\.md$/;

/** Date of a raw daily log file name (`2026-01-15.md`), or null. */
export function parseRawLogName(name: string): IsoDate | null {
  const m = RAW_NAME_RE.exec(name);
  return m && isIsoDate(m[1] as string) ? (m[1] as string) : null;
}

/** Tier and period of a distilled file name (`week-2026-W03.md`), or null. */
export function parseDistilledName(name: string): { tier: Tier; period: string } | null {
  const m = DISTILLED_NAME_RE.exec(name);
  if (!m) return null;
  const tier = m[1] as Tier;
  const period = m[2] as string;
  return isPeriod(tier, period) ? { tier, period } : null;
}
