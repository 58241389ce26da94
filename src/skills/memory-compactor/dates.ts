/**
 * Calendar dates as `YYYY-MM-DD` strings. Every period in the memory compactor is a whole day
 * (a daily log's date, an ISO week, a month), so we never carry times or time zones around:
 * the caller decides what "today" is in the user's zone (formatDateInZone, core/time/in-zone.ts)
 * and everything below is plain day arithmetic on a proleptic Gregorian calendar (UTC epoch
 * days, no DST surprises).
 */

export type IsoDate = string;

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** True for a real calendar date in `YYYY-MM-DD` form (rejects 2026-13-01 and 2026-02-30). */
export function isIsoDate(s: string): boolean {
  const m = DATE_RE.exec(s);
  if (!m) return false;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  if (mo < 1 || mo > 12 || d < 1) return false;
  return d <= daysInMonth(y, mo);
}

/** Throws a RangeError naming `what` and the expected form unless `s` is a real date. */
export function assertIsoDate(s: string, what = "date"): IsoDate {
  if (typeof s !== "string" || !isIsoDate(s)) {
    throw new RangeError(`${what}: expected a calendar date YYYY-MM-DD (e.g. 2026-03-01), got ${JSON.stringify(s)}.`);
  }
  return s;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

// A run works on a few hundred dates and converts each many times (every statement's day
// against every other's): both directions are remembered. Bounded like core/statements/memo.ts.
const MAX_CACHED_DATES = 10_000;
const epochOf = new Map<IsoDate, number>();
const dateOf = new Map<number, IsoDate>();

/** Days since 1970-01-01 (negative before). */
export function toEpochDay(date: IsoDate): number {
  let n = epochOf.get(date);
  if (n === undefined) {
    const [y, m, d] = date.split("-").map(Number) as [number, number, number];
    n = Math.round(Date.UTC(y, m - 1, d) / MS_PER_DAY);
    if (epochOf.size >= MAX_CACHED_DATES) epochOf.clear();
    epochOf.set(date, n);
  }
  return n;
}

export function fromEpochDay(day: number): IsoDate {
  let s = dateOf.get(day);
  if (s === undefined) {
    s = new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
    if (dateOf.size >= MAX_CACHED_DATES) dateOf.clear();
    dateOf.set(day, s);
  }
  return s;
}

export function addDays(date: IsoDate, n: number): IsoDate {
  return fromEpochDay(toEpochDay(date) + n);
}

/** Whole days from `a` to `b` (positive when `b` is later). */
export function daysBetween(a: IsoDate, b: IsoDate): number {
  return toEpochDay(b) - toEpochDay(a);
}

/** Same day-of-month `n` months away, clamped to the month's end (2026-08-31 − 6 months = 2026-02-28). */
export function addMonths(date: IsoDate, n: number): IsoDate {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + n;
  const ny = Math.floor(total / 12);
  const nm = (total % 12) + 1;
  const nd = Math.min(d, daysInMonth(ny, nm));
  return `${String(ny).padStart(4, "0")}-${String(nm).padStart(2, "0")}-${String(nd).padStart(2, "0")}`;
}

/** 1 = Monday … 7 = Sunday, as ISO 8601 numbers them. */
export function isoWeekday(date: IsoDate): number {
  const dow = new Date(toEpochDay(date) * MS_PER_DAY).getUTCDay();
  return dow === 0 ? 7 : dow;
}

/** Every date from `start` to `end`, both included. */
export function dateRange(start: IsoDate, end: IsoDate): IsoDate[] {
  const out: IsoDate[] = [];
  for (let d = toEpochDay(start), e = toEpochDay(end); d <= e; d++) out.push(fromEpochDay(d));
  return out;
}
