/**
 * Clock time and calendar date in an IANA timezone, for `(as of HH:MM)` headings and daily-note
 * names. Formatters are cached per zone: Intl.DateTimeFormat construction is the slow part.
 */
import { SessionStateError } from "./errors.js";

const timeFormats = new Map<string, Intl.DateTimeFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function formatter(cache: Map<string, Intl.DateTimeFormat>, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let f = cache.get(timeZone);
  if (!f) {
    if (typeof timeZone !== "string" || timeZone === "") {
      throw new SessionStateError("invalid-option", `timezone: expected an IANA timezone such as "UTC", "Europe/Berlin" or "Asia/Shanghai", got ${JSON.stringify(timeZone)}.`);
    }
    try {
      f = new Intl.DateTimeFormat("en-US", { ...options, timeZone });
    } catch {
      throw new SessionStateError("invalid-option", `timezone: "${timeZone}" is not an IANA timezone (e.g. "UTC", "Europe/Berlin", "Asia/Shanghai").`);
    }
    cache.set(timeZone, f);
  }
  return f;
}

function checkDate(now: Date): void {
  if (!(now instanceof Date) || Number.isNaN(now.getTime())) {
    throw new SessionStateError("invalid-option", `now: expected a valid Date, got ${String(now)}.`);
  }
}

function parts(f: Intl.DateTimeFormat, now: Date): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of f.formatToParts(now)) out[p.type] = p.value;
  return out;
}

/** "HH:MM", 24-hour, in `timeZone`. Throws SessionStateError naming `timezone` or `now`. */
export function formatTimeInZone(now: Date, timeZone: string): string {
  checkDate(now);
  const p = parts(formatter(timeFormats, timeZone, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" }), now);
  return `${p.hour}:${p.minute}`;
}

/** "YYYY-MM-DD" in `timeZone`. */
export function formatDateInZone(now: Date, timeZone: string): string {
  checkDate(now);
  const p = parts(formatter(dateFormats, timeZone, { year: "numeric", month: "2-digit", day: "2-digit" }), now);
  return `${(p.year ?? "").padStart(4, "0")}-${p.month}-${p.day}`;
}

/** Throws SessionStateError unless `timeZone` is an IANA zone this runtime knows. */
export function checkTimezone(timeZone: string): string {
  formatter(timeFormats, timeZone, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  return timeZone;
}
