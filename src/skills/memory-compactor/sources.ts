/**
 * What each tier is built from, read from disk, and the source stamp it will carry:
 *  - day D:   the raw log memory/D.md;
 *  - week W:  per day of W, its day file when valid and up to date (stamped with the day file and,
 *             through the day file's own stamp, the log), else the log itself, distilled in memory
 *             (stamped with the log; a quiet log is recorded this way too, which is what later
 *             lets the deletion planner forget a quiet day's log);
 *  - month M: the valid week files of the weeks whose Thursday is in M.
 * The previous week (its day files, else its week file) feeds trends; earlier day files feed
 * pattern tags.
 */
import { addDays, dateRange, type IsoDate } from "./dates.js";
import { draftDay, PATTERN_LOOKBACK_DAYS, type DayDraft } from "./day-draft.js";
import { readDay, type DayRecord } from "./day-format.js";
import type { MemoryReader } from "./memory-reader.js";
import { distilledName, periodRange, weeksOfMonth } from "./periods.js";
import { shortHash } from "./source-stamp.js";
import { parseWeekId, previousWeek, formatWeekId, weekDates, type IsoWeek } from "./iso-week.js";
import { readWeek, type WeekRecord } from "./week-format.js";
import type { WeekDraftInput } from "./week-draft.js";
import type { MonthDraftInput } from "./month-draft.js";

export const logName = (date: IsoDate) => `${date}.md`;
/** How many earlier weeks (their week files, and their day files while on disk) a week looks
 *  back at for facts it updates ("deadline moved"): about two months. A price quoted in early
 *  January and revised in late February is one update; with four weeks it was two unrelated
 *  facts (docs/design.md, "Subjects"). */
export const EARLIER_WEEKS_FOR_UPDATES = 9;

/** Valid day records of the lookback window before `date` (pattern history). */
export async function dayHistory(reader: MemoryReader, date: IsoDate): Promise<DayRecord[]> {
  const out: DayRecord[] = [];
  for (let i = PATTERN_LOOKBACK_DAYS; i >= 1; i--) {
    const d = addDays(date, -i);
    if (!(await reader.hasDistilled("day", d))) continue;
    const r = await reader.dayRecord(d);
    if (r) out.push(r);
  }
  return out;
}

/** The day draft for `date` from its log, or null when there is no log. */
export async function draftDayFromDisk(reader: MemoryReader, date: IsoDate): Promise<DayDraft | null> {
  return reader.memo(`day-draft:${date}`, async () => {
    const log = await reader.logSource(date);
    if (log === null) return null;
    return draftDay({
      date,
      log,
      history: await dayHistory(reader, date),
      knownFacts: await reader.memoryFacts(),
      crossRefs: await reader.crossRefIndex(),
      routine: await reader.routine("log"),
      subjects: await reader.subjects(),
    });
  });
}

export async function daySources(reader: MemoryReader, date: IsoDate): Promise<Map<string, string>> {
  const h = await reader.logHash(date);
  return new Map(h ? [[logName(date), h]] : []);
}

/**
 * Is the day file for `date` an up-to-date distillation of its log? True when it is valid and its
 * stamp names the log's current hash; an unstamped (hand-made) valid file is taken as it is.
 */
export async function dayFileIsCurrent(reader: MemoryReader, date: IsoDate): Promise<boolean> {
  const f = await reader.file("day", date);
  if (!f || !f.validation.ok) return false;
  const h = await reader.logHash(date);
  if (!f.stamp || h === null) return true;
  return f.stamp.sources.get(logName(date)) === h;
}

export interface WeekInputs {
  input: WeekDraftInput;
  sources: Map<string, string>;
  /** Dates whose log had to be distilled in memory (no current day file). */
  draftedInMemory: IsoDate[];
  /** Whether the week has anything at all (a log or a day file). */
  hasData: boolean;
}

export async function weekInputs(reader: MemoryReader, weekId: string): Promise<WeekInputs> {
  return reader.memo(`week-inputs:${weekId}`, () => buildWeekInputs(reader, weekId));
}

async function buildWeekInputs(reader: MemoryReader, weekId: string): Promise<WeekInputs> {
  const w = parseWeekId(weekId) as IsoWeek;
  const days: DayRecord[] = [];
  const sources = new Map<string, string>();
  const draftedInMemory: IsoDate[] = [];
  let quietDays = 0;
  let hasData = false;
  for (const date of weekDates(w)) {
    const dayFile = await reader.file("day", date);
    const logHash = await reader.logHash(date);
    if (dayFile || logHash) hasData = true;
    if (dayFile && dayFile.validation.ok && (await dayFileIsCurrent(reader, date))) {
      days.push(readDay(date, await reader.content(dayFile)));
      sources.set(distilledName("day", date), shortHash(dayFile.text));
      // The day file vouches for the log it was made from (only a stamped one can).
      if (logHash && dayFile.stamp?.sources.get(logName(date)) === logHash) sources.set(logName(date), logHash);
      continue;
    }
    if (logHash) {
      const draft = await draftDayFromDisk(reader, date);
      sources.set(logName(date), logHash);
      if (draft?.markdown) {
        days.push(readDay(date, draft.markdown));
        draftedInMemory.push(date);
      } else quietDays++;
    }
  }
  const prev = previousWeek(w);
  const prevId = formatWeekId(prev);
  const previousDays: DayRecord[] = [];
  for (const d of weekDates(prev)) {
    const r = await reader.dayRecord(d);
    if (r) previousDays.push(r);
  }
  // Earlier week files (newest first) for trends and for facts this week updates, and the day
  // files of those weeks still on disk (their facts too may be updated).
  const earlierWeeks: WeekRecord[] = [];
  const earlierDays: DayRecord[] = [...previousDays];
  let cursor = prev;
  for (let i = 0; i < EARLIER_WEEKS_FOR_UPDATES; i++) {
    const id = formatWeekId(cursor);
    const f = await reader.file("week", id);
    if (f && f.validation.ok) earlierWeeks.push(readWeek(id, await reader.content(f)));
    if (i > 0) {
      for (const d of weekDates(cursor)) {
        const r = await reader.dayRecord(d);
        if (r) earlierDays.push(r);
      }
    }
    cursor = previousWeek(cursor);
  }
  const previousWeekRecord = earlierWeeks.find((r) => r.weekId === prevId) ?? null;
  return {
    input: { weekId, days, quietDays, previousDays, previousWeek: previousWeekRecord, earlierWeeks, earlierDays, subjects: await reader.subjects(), routine: await reader.routine("log") },
    sources,
    draftedInMemory,
    hasData,
  };
}

export interface MonthInputs {
  input: MonthDraftInput;
  sources: Map<string, string>;
  /** Weeks of the month with data but no valid week file (their days are not in the month). */
  weeksWithoutFile: string[];
}

export async function monthInputs(reader: MemoryReader, month: string): Promise<MonthInputs> {
  const weeks: WeekRecord[] = [];
  const sources = new Map<string, string>();
  const weeksWithoutFile: string[] = [];
  for (const weekId of weeksOfMonth(month)) {
    const f = await reader.file("week", weekId);
    if (f && f.validation.ok) {
      weeks.push(readWeek(weekId, await reader.content(f)));
      sources.set(distilledName("week", weekId), shortHash(f.text));
    } else {
      const { start, end } = periodRange("week", weekId);
      let logs = false;
      let days = false;
      for (const d of dateRange(start, end)) {
        logs ||= await reader.hasLog(d);
        days ||= await reader.hasDistilled("day", d);
      }
      if (logs || days) weeksWithoutFile.push(weekId);
    }
  }
  return { input: { month, weeks, subjects: await reader.subjects() }, sources, weeksWithoutFile };
}
