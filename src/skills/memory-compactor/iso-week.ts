/**
 * ISO 8601 weeks: Monday to Sunday, numbered within an ISO *week-year* that can differ from the
 * calendar year near New Year (2025-12-29 is in 2026-W01; 2027-01-01 is in 2026-W53). A week
 * belongs to the year, and here also to the month, that holds its Thursday.
 */
import { addDays, isoWeekday, toEpochDay, type IsoDate } from "./dates.js";

export interface IsoWeek {
  /** ISO week-year (not always the calendar year of every day in the week). */
  year: number;
  /** 1–53. */
  week: number;
}

const WEEK_ID_RE = /^(\d{4})-W(\d{2})$/;

export function isoWeekOf(date: IsoDate): IsoWeek {
  const thursday = addDays(date, 4 - isoWeekday(date));
  const year = Number(thursday.slice(0, 4));
  const jan1 = `${String(year).padStart(4, "0")}-01-01`;
  const week = Math.floor((toEpochDay(thursday) - toEpochDay(jan1)) / 7) + 1;
  return { year, week };
}

/** `2026-W03`, the form used in file names (`week-2026-W03.md`). */
export function formatWeekId(w: IsoWeek): string {
  return `${String(w.year).padStart(4, "0")}-W${String(w.week).padStart(2, "0")}`;
}

export function weekIdOf(date: IsoDate): string {
  return formatWeekId(isoWeekOf(date));
}

/** Number of ISO weeks (52 or 53) in an ISO week-year: 28 December is always in the last one. */
export function weeksInIsoYear(year: number): number {
  return isoWeekOf(`${String(year).padStart(4, "0")}-12-28`).week;
}

/** Parses `YYYY-WNN`; null unless the week exists in that ISO year. */
export function parseWeekId(id: string): IsoWeek | null {
  const m = WEEK_ID_RE.exec(id);
  if (!m) return null;
  const year = Number(m[1]);
  const week = Number(m[2]);
  if (week < 1 || week > weeksInIsoYear(year)) return null;
  return { year, week };
}

/** Monday of ISO week `w`. */
export function weekStart(w: IsoWeek): IsoDate {
  // 4 January is always in week 1.
  const jan4 = `${String(w.year).padStart(4, "0")}-01-04`;
  const monday1 = addDays(jan4, 1 - isoWeekday(jan4));
  return addDays(monday1, (w.week - 1) * 7);
}

/** Sunday of ISO week `w`. */
export function weekEnd(w: IsoWeek): IsoDate {
  return addDays(weekStart(w), 6);
}

/** The seven dates of the week, Monday first. */
export function weekDates(w: IsoWeek): IsoDate[] {
  const start = weekStart(w);
  return Array.from({ length: 7 }, (_, i) => addDays(start, i));
}

/** The week before `w` (crosses ISO years correctly). */
export function previousWeek(w: IsoWeek): IsoWeek {
  return isoWeekOf(addDays(weekStart(w), -7));
}

/**
 * The month (`YYYY-MM`) a week is abstracted into: the month of its Thursday. Every week thus has
 * exactly one covering month file, the same rule ISO 8601 uses to give a week its year, and no
 * week is counted in two months' abstractions.
 */
export function monthOfWeek(w: IsoWeek): string {
  return addDays(weekStart(w), 3).slice(0, 7);
}
