/**
 * What covers a file, and does it really? The rules (the heart of "deletion is provably safe"):
 *  - daily log D   ← its day file, if valid and stamped with this log's exact hash (an unstamped,
 *                    hand-made valid day file is accepted as is); otherwise the week file of D,
 *                    if valid and stamped with this log's hash (a quiet day has no day file, so
 *                    the week records the log it read); an unstamped valid week only covers a
 *                    log that has no day file at all;
 *  - day file D    ← the week file of D (ISO week), valid and stamped with this day file's hash;
 *  - week file W   ← the month file of W's Thursday, valid and stamped with this week file's hash;
 *  - month files are never forgotten.
 * A covering file may itself be forgotten in the same run: it is then covered in turn, so the
 * chain always ends in a file that stays (at worst the month). Removal order (logs, days, weeks)
 * keeps each file's direct cover on disk at the moment it is removed.
 */
import type { MemoryReader } from "./memory-reader.js";
import { distilledName, distilledPath, monthOfWeekId, rawLogPath, weekOfDate, type Tier } from "./periods.js";
import type { ForgetTier } from "./retention.js";
import { shortHash } from "./source-stamp.js";

export interface CoverCheck {
  covered: boolean;
  /** Path of the covering file when covered. */
  coveredBy?: string;
  /** Why not, naming the file that would have covered it. */
  reason?: string;
}

/** Does the `tier`/`period` file cover the source `sourceName` whose text hashes to `sourceHash`? */
export async function check(reader: MemoryReader, tier: Tier, period: string, sourceName: string, sourceHash: string, acceptUnstamped: boolean): Promise<CoverCheck> {
  const path = distilledPath(tier, period);
  const f = await reader.file(tier, period);
  if (!f) return { covered: false, reason: `${path} does not exist` };
  if (!f.validation.ok) return { covered: false, reason: `${path} is invalid (${f.validation.problems[0] ?? "format"})` };
  if (!f.stamp) return acceptUnstamped ? { covered: true, coveredBy: path } : { covered: false, reason: `${path} has no source stamp, and a day file exists for this date` };
  const h = f.stamp.sources.get(sourceName);
  if (h === undefined) return { covered: false, reason: `${path} was not built from ${sourceName}` };
  if (h !== sourceHash) return { covered: false, reason: `${sourceName} changed after ${path} was built` };
  return { covered: true, coveredBy: path };
}

/** Coverage of the file `tier`/`period` whose current text is `text`. */
export async function coverOf(reader: MemoryReader, tier: ForgetTier, period: string, text: string): Promise<CoverCheck> {
  const h = shortHash(text);
  if (tier === "log") {
    const hasDayFile = await reader.hasDistilled("day", period);
    const byDay = await check(reader, "day", period, `${period}.md`, h, true);
    if (byDay.covered) return byDay;
    const byWeek = await check(reader, "week", weekOfDate(period), `${period}.md`, h, !hasDayFile);
    if (byWeek.covered) return byWeek;
    return { covered: false, reason: hasDayFile ? `${byDay.reason}; ${byWeek.reason}` : `no day file (quiet day?) and ${byWeek.reason}` };
  }
  if (tier === "day") return check(reader, "week", weekOfDate(period), distilledName("day", period), h, true);
  return check(reader, "month", monthOfWeekId(period), distilledName("week", period), h, true);
}

export function forgetPath(tier: ForgetTier, period: string): string {
  return tier === "log" ? rawLogPath(period) : distilledPath(tier, period);
}
