/**
 * The content half of the forgetting rule (coverage.ts checks the other half: the covering
 * file exists, is valid and was built from this exact content). A file may be forgotten only
 * when each of its salient statements is represented in a file of a higher tier that covers it
 * (directly or up the chain: day-D, the week of D, the month of that week), or in MEMORY.md.
 * Routine is judged against the same tier's files on record (logs against logs, day files
 * against day files), so a heartbeat line, or the boilerplate every day file carries, needs no
 * cover. See docs/design.md, "Forgetting".
 */
import { coverLines, uncoveredStatements, type CoverLine } from "../../core/statements/coverage.js";
import { contentOfDistilledFile, contentOfFile, type MemoryReader } from "./memory-reader.js";
import { check, coverOf } from "./coverage.js";
import { distilledPath, monthOfWeekId, weekOfDate } from "./periods.js";
import { shortHash } from "./source-stamp.js";
import { valueKeys } from "../../core/statements/specifics.js";
import { titleWords, type RoutineIndex } from "../../core/statements/routine.js";
import { contentStatements } from "../../core/statements/content-statements.js";
import { PLACEHOLDERS } from "../../core/redact/index.js";
import type { ForgetTier } from "./retention.js";

/** Statements quoted in a "kept" reason (the count says how many there are in all). */
export const QUOTED_STATEMENTS = 2;
const QUOTE_CHARS = 80;

export interface ContentCheck {
  /** Salient statements of the file that no covering file represents. */
  missing: string[];
  /** The files that were checked as cover (those that exist). */
  coverFiles: string[];
}


/**
 * The files that cover `tier`/`period` (whose raw text is `text`), up the chain: each link is a
 * valid file stamped with the exact content of the one below (coverage.ts). Content in a file
 * that does not cover this one (stale, built from something else) does not count.
 */
async function coverChain(reader: MemoryReader, tier: ForgetTier, period: string, text: string): Promise<string[]> {
  const chain: string[] = [];
  let week: string | null = null;
  let weekCovered = false;
  if (tier === "log") {
    const h = shortHash(text);
    const hasDay = await reader.hasDistilled("day", period);
    const byDay = (await check(reader, "day", period, `${period}.md`, h, true)).covered;
    if (byDay) chain.push(distilledPath("day", period));
    week = weekOfDate(period);
    weekCovered = (await check(reader, "week", week, `${period}.md`, h, !hasDay)).covered;
    if (!weekCovered && byDay) {
      const dayText = await reader.text(distilledPath("day", period));
      weekCovered = dayText !== null && (await coverOf(reader, "day", period, dayText)).covered;
    }
  } else if (tier === "day") {
    week = weekOfDate(period);
    weekCovered = (await coverOf(reader, "day", period, text)).covered;
  } else {
    week = period;
    weekCovered = true; // the week itself: its month is checked below
  }
  if (!weekCovered) return chain;
  const weekPath = distilledPath("week", week);
  if (tier !== "week") chain.push(weekPath);
  const weekText = tier === "week" ? text : await reader.text(weekPath);
  if (weekText !== null && (await coverOf(reader, "week", week, weekText)).covered) chain.push(distilledPath("month", monthOfWeekId(week)));
  return chain;
}

/**
 * A line that says nothing but the file's own date ("2026-01-05 (Mon)", "Monday, 5 Jan 2026",
 * "2026-07-09 Do"): besides the date, at most one word of up to three letters, a weekday's
 * abbreviation in whatever language the notes are kept in.
 *
 * The heading a log opens with (`title`) is read with the record (`routine`): a note's title says
 * its date in the words of its language ("# Arapokõi, 13 jasypo", "# 2/5 星期四", "# Martes, 13 de
 * mayo"). Its numbers are the date's own (the day of the month among them; the month's number
 * counts there too), and each of its other words of three letters or more opens the record's
 * logs on other days as well (RoutineIndex.titleWord: the weekdays' and months' names, a constant
 * "Garden log"). A word only this title holds is news ("2026-07-09 Do: HU at DEKRA"), and no
 * other line gets this reading: "Dentist 13 May", said on the 13th, is the day's news.
 */
export function impliedBy(tier: ForgetTier, period: string, routine?: RoutineIndex | null): (statement: string, title?: boolean) => boolean {
  if (tier === "week") return () => false;
  const [y, m, d] = period.split("-").map(Number) as [number, number, number];
  const own = new Set([`d:${m}-${d}`, `n:${y}`, `n:${d}`]);
  const day = new Set([`d:${m}-${d}`, `n:${d}`]);
  return (st, title = false) => {
    // The keys first: most statements hold none, or another date, and need no word count.
    const keys = [...valueKeys(st)];
    if (title && routine && keys.some((k) => day.has(k)) && keys.every((k) => own.has(k) || k === `n:${m}`)) {
      if (titleWords(withoutDateWords(st)).every((w) => routine.titleWord(period, w))) return true;
    }
    if (keys.length === 0 || !keys.every((k) => own.has(k))) return false;
    const words = withoutDateWords(st).replace(/\d+/g, " ").split(/\s+/).filter((w) => /\p{L}/u.test(w));
    return words.length === 0 || (words.length === 1 && [...(words[0] as string)].length <= 3);
  };
}

/** A date line without its punctuation and the weekday's and month's names it may say in English
 *  or Chinese. */
function withoutDateWords(st: string): string {
  return st.replace(/\b(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b|[^\p{L}\p{N}]+|星期.|周./giu, " ").replace(/\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/gi, " ");
}

/** A covering file's lines, analysed once per plan (a week covers up to seven logs and days). */
async function linesOf(reader: MemoryReader, path: string): Promise<CoverLine[] | null> {
  return reader.memo(`cover-lines:${path}`, async () => {
    const t = await reader.source(path);
    // A distilled file covers with what it says, not with its counts and sources ("5x over 2
    // weeks" is no "£5 off"); MEMORY.md is the user's own text, read as written.
    return t === null ? null : coverLines([path === "MEMORY.md" ? t : contentOfDistilledFile(t)]);
  });
}

export async function checkContent(reader: MemoryReader, tier: ForgetTier, period: string, file: string): Promise<ContentCheck> {
  const raw = await reader.text(file);
  const text = await reader.source(file);
  if (text === null || raw === null) return { missing: [], coverFiles: [] };
  const coverFiles: string[] = [];
  const lines: CoverLine[] = [];
  // MEMORY.md is the user's own record: what it already holds is not lost with the log.
  for (const p of [...(await coverChain(reader, tier, period, raw)), "MEMORY.md"]) {
    const l = await linesOf(reader, p);
    if (l === null) continue;
    if (p !== "MEMORY.md") coverFiles.push(p);
    lines.push(...l);
  }
  const routine = await reader.routine(tier);
  const missing = uncoveredStatements(contentOfFile(tier, text), lines, period, routine, impliedBy(tier, period, routine));
  // A secret never reaches a distilled file (every write redacts it), so a statement that held
  // one is represented nowhere above: its placeholder matches the placeholder. The log keeps
  // the only copy (a gate code, a password the user noted), unless MEMORY.md, the user's own
  // record, holds each of the file's secrets as written. Quoted from the redacted text.
  if (tier === "log") {
    const secrets = await reader.secrets(file);
    if (secrets.size > 0) {
      const kept = await reader.secrets("MEMORY.md");
      if ([...secrets].some((v) => !kept.has(v))) for (const st of contentStatements(text)) if (st.includes(PLACEHOLDERS.secret) && !missing.includes(st)) missing.push(st);
    }
  }
  return { missing, coverFiles };
}

/** "2 statements not in day-2026-03-09.md, week-2026-W11.md: '…', '…'". */
export function describeMissing(check: ContentCheck): string {
  const n = check.missing.length;
  const where = check.coverFiles.length ? check.coverFiles.map((f) => f.split("/").pop()).join(", ") : "any higher tier";
  const quoted = check.missing.slice(0, QUOTED_STATEMENTS).map((s) => `'${s.length > QUOTE_CHARS ? `${s.slice(0, QUOTE_CHARS - 1)}…` : s}'`);
  const more = n > QUOTED_STATEMENTS ? `, and ${n - QUOTED_STATEMENTS} more` : "";
  return `${n} statement${n === 1 ? "" : "s"} not in ${where}: ${quoted.join(", ")}${more}`;
}
