/**
 * How long each layer lives before the deletion planner may forget it (if a higher tier covers
 * it). Ages are measured from the last day of the file's period to `now`, in whole days.
 */
import type { ContextKitConfig } from "../../core/config.js";
import { addMonths, daysBetween, type IsoDate } from "./dates.js";
import { periodRange } from "./periods.js";

export interface Retention {
  /** Raw daily logs `memory/YYYY-MM-DD.md` older than this many days (default 14). */
  keepDailyDays: number;
  /** Day files older than this many weeks (default 8). */
  keepDayWeeks: number;
  /** Week files whose Sunday is more than this many months ago (default 6). Month files: never. */
  keepWeekMonths: number;
}

export const DEFAULT_RETENTION: Retention = { keepDailyDays: 14, keepDayWeeks: 8, keepWeekMonths: 6 };
const DAYS_PER_WEEK = 7;

export function retentionFromConfig(distill: ContextKitConfig["distill"]): Retention {
  return { keepDailyDays: distill.keepDailyDays, keepDayWeeks: distill.keepDayWeeks, keepWeekMonths: distill.keepWeekMonths };
}

/** Throws a RangeError naming the field and its allowed values. */
export function assertRetention(r: Partial<Retention> | undefined): Retention {
  const out = { ...DEFAULT_RETENTION, ...r };
  for (const [k, max] of [["keepDailyDays", 3650], ["keepDayWeeks", 520], ["keepWeekMonths", 120]] as const) {
    const v = out[k];
    if (!Number.isInteger(v) || v < 1 || v > max) throw new RangeError(`retention.${k}: expected an integer from 1 to ${max}, got ${JSON.stringify(v)}.`);
  }
  return out;
}

export type ForgetTier = "log" | "day" | "week";

/** True when a file of `tier` for `period` is old enough to be forgotten at `now`. */
export function isExpired(tier: ForgetTier, period: string, now: IsoDate, r: Retention): boolean {
  if (tier === "log") return daysBetween(period, now) > r.keepDailyDays;
  if (tier === "day") return daysBetween(period, now) > r.keepDayWeeks * DAYS_PER_WEEK;
  return periodRange("week", period).end < addMonths(now, -r.keepWeekMonths);
}
