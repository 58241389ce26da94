/**
 * Clock time and calendar date in an IANA timezone: the one date-in-zone helper, for `(as of
 * HH:MM)` headings, daily-note names and "today" for the memory compactor. Formatters are cached
 * per zone: Intl.DateTimeFormat construction is the slow part.
 */

/** A time zone or an instant the formatters cannot use; the message starts with the option at
 *  fault (`timezone:` or `now:`) and says what is allowed. */
export class TimeZoneError extends RangeError {
  override name = "TimeZoneError";
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function formatter(cache: Map<string, Intl.DateTimeFormat>, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let f = cache.get(timeZone);
  if (!f) {
    if (typeof timeZone !== "string" || timeZone === "") {
      throw new TimeZoneError(`timezone: expected an IANA timezone such as "UTC", "Europe/Berlin" or "Asia/Shanghai", got ${JSON.stringify(timeZone)}.`);
    }
    try {
      f = new Intl.DateTimeFormat("en-US", { ...options, timeZone });
    } catch {
      throw new TimeZoneError(`timezone: "${timeZone}" is not an IANA timezone (e.g. "UTC", "Europe/Berlin", "Asia/Shanghai").`);
    }
    cache.set(timeZone, f);
  }
  return f;
}

function checkDate(now: Date): void {
  if (!(now instanceof Date) || Number.isNaN(now.getTime())) {
    throw new TimeZoneError(`now: expected a valid Date, got ${String(now)}.`);
  }
}

function parts(f: Intl.DateTimeFormat, now: Date): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of f.formatToParts(now)) out[p.type] = p.value;
  return out;
}

/** "HH:MM", 24-hour, in `timeZone`. Throws TimeZoneError naming `timezone` or `now`. */
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

/** Throws TimeZoneError unless `timeZone` is an IANA zone this runtime knows. */
export function checkTimezone(timeZone: string): string {
  formatter(timeFormats, timeZone, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  return timeZone;
}
