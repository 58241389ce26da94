/**
 * Tier 1, pure: one raw daily log (+ the day files before it) → the day distillation, or null
 * for a day with nothing noteworthy. Deterministic heuristics, no model:
 *  - anomalies: explicit surprise markers ("first time", "instead of the usual", "skipped", 居然 …),
 *    a standing line whose number is far outside its readings on other days, or a statement
 *    that negates a behaviour recorded on ≥2 earlier days;
 *  - patterns: recurrence markers ("again", "as usual", 又 …) or a statement matching an item of
 *    an earlier day (tagged confirmed after 1 earlier day, strengthened after ≥2);
 *  - facts: concrete information (decisions, commitments, amounts, dates, names, open questions);
 *  - facts: every other salient statement (recall first: it carries a specific, or is more than
 *    small talk), ordered by how concrete it is;
 *  - a statement can be both: a fact whose subject comes back on another day of its week is also
 *    listed as that pattern's occurrence, and an occurrence that says something no other day
 *    holds (a value, a date, a name) is also listed as a fact (docs/design.md, "Fact and pattern");
 *  - routine (what the workspace's own logs repeat, statements/routine.ts) and small talk are
 *    dropped. A day with nothing else gets no file.
 */
import { isPlaceholder } from "./placeholder.js";
import { AMOUNT_RE, ANOMALY_CUES, DATE_VALUE_RE, DECISION_RE, NEGATION_RE, OPEN_RE, PATTERN_CUE_RE, VERSION_RE, type AnomalyCue } from "./cues.js";
import { relatedEntries, type CrossRefIndex } from "./cross-ref.js";
import { formatAlsoPattern, formatAnomaly, formatPattern, isEmptyDay, renderDay, type DayAnomaly, type DayItems, type DayPattern, type DayRecord, type PatternTag } from "./day-format.js";
import { splitStatements, type Statement } from "./split-statements.js";
import { impliedBy } from "./content-gate.js";
import { trimEndOf } from "../../core/text/trim-end.js";
import { sameStatement, similarBehaviour, statementKey, type StatementKey } from "./statement-key.js";
import { clipWords, countWords, hasCjk, jaccard, tidy } from "./text.js";
import { analyse, isSalient } from "../../core/statements/coverage.js";
import { CONSONANT_WORD, contentStatements } from "../../core/statements/content-statements.js";
import { specificsOf, valueKeys } from "../../core/statements/specifics.js";
import { RoutineIndex, skeleton, templateWords } from "../../core/statements/routine.js";
import { isNews, type SubjectIndex } from "../../core/statements/subjects.js";
import { withoutClockStamp, withoutFieldStamp } from "../../core/statements/clock-stamp.js";
import { weekIdOf } from "./iso-week.js";
import type { IsoDate } from "./dates.js";

/** One bullet's statement is clipped to this many words (reasons come on top). */
export const MAX_ITEM_WORDS = 80;
/** Earlier days looked at when tagging patterns (day files are kept 8 weeks, so this is on disk). */
export const PATTERN_LOOKBACK_DAYS = 28;
const FACT_MIN_SCORE = 2;
/** A subject told anew (in other words) on this many other days of the lookback is evidence
 *  that a day was more than routine. */
export const SUBJECT_PATTERN_DAYS = 2;
/**
 * A statement whose subject comes back on this many other days of the lookback, with no
 * recurrence cue and no earlier day-file line like it, is a pattern. On two other days it is
 * more often a fact said again or changed (a booking and its new date, a score and its rerun):
 * on the read blind workspaces, two days called 82 labelled facts patterns for 35 patterns
 * they found (docs/design.md, "Memory compactor").
 */
export const SUBJECT_ONLY_PATTERN_DAYS = 3;
const KNOWN_FACT_JACCARD = 0.7;

export interface DayDraftInput {
  date: string;
  log: string;
  /** Earlier day files (any order; only dates before `date` within the lookback are used). */
  history?: readonly DayRecord[];
  /** Bullets of MEMORY.md: facts already curated there are not repeated. */
  knownFacts?: readonly string[];
  crossRefs?: CrossRefIndex;
  /** What recurs in the workspace's logs (routine is skipped); none: nothing is routine. */
  routine?: RoutineIndex;
  /** What the record's statements are about (statements/subjects.ts); none: wording only. */
  subjects?: SubjectIndex;
}

export interface DayDraft {
  /** null: nothing noteworthy, no file (the message says so). */
  markdown: string | null;
  items: DayItems;
  inWords: number;
  outWords: number;
}

interface Candidate {
  st: Statement;
  text: string;
  key: StatementKey;
  priority: number;
  kind: "fact" | "pattern" | "anomaly";
  line: string;
  pattern?: DayPattern;
  anomaly?: DayAnomaly;
  fact?: string;
  /** Evidence that the day was more than routine: a day without any gets no file. */
  signal?: boolean;
  /** It names a name, identifier or date that no other day holds (null: no record to judge by). */
  news?: boolean | null;
  /** A fact that is also an occurrence of a pattern: its pattern line. */
  alsoPattern?: DayPattern;
  /** A pattern occurrence that is also a fact: its fact line (not DayPattern.alsoFact, which
   *  marks a pattern line as a fact's second listing). */
  alsoFactLine?: string;
}

interface HistoryItem {
  date: string;
  key: StatementKey;
  text: string;
  section: "fact" | "pattern" | "anomaly";
}

const FILLER_RE = /^(?:(?:so|also|then|and|but|ok|okay|well|apparently|basically|btw|fyi|note|update|today|this morning|this afternoon|tonight|in the (?:morning|afternoon|evening)|i think|we think|it seems)[,:]?\s+)+/i;

const DAY_MONTH_END_RE = /(?:^|[^\d.])\d{1,2}\. ?\d{1,2}\.\s*$/;
/** A name's initial at the end ("… quem vai cobrir é o Renato P."): its dot is part of the name. */
const INITIAL_END_RE = /(?:^|[\s(])\p{Lu}\.\s*$/u;
/** An abbreviation of dotted letters at the end ("until 5 p.m.", "ปิดถึง 28 ก.พ.", "in the U.S."):
 *  its last dot is part of it. Letters may carry marks (มี.ค.). */
const DOTTED_ABBREVIATION_END_RE = /(?:^|[\s(])(?:\p{L}\p{M}*\p{L}?\p{M}*\.){2,}\s*$/u;
/** A word of one to three consonants at the end ("… 27.300 kr.", "pri dr."): an abbreviation, as
 *  the sentence splitter reads one (CONSONANT_WORD), and its dot is part of it. Dropped,
 *  "27.300 kr." was in no line once its log was forgotten. */
const CONSONANT_ABBREVIATION_END_RE = new RegExp(String.raw`(?:^|[\s(])${CONSONANT_WORD}\s*$`, "iu");

/** A statement as a bullet: filler cut, trailing period dropped (not a date's), clipped. */
export function compressStatement(s: string): string {
  let t = tidy(s).replace(FILLER_RE, "");
  // trimEndOf, not .replace(/[.。]+$/, ""): that is quadratic on an inner run of dots.
  t = t.replace(/\s*\((?:lol|haha|sigh|ugh|fun|again)\)\s*/gi, " ");
  // The closing dot of "22.09." or "11. 12." is part of the date (day.month., as German, Czech
  // and Slovak write it), that of an initial part of the name, and that of a dotted abbreviation
  // ("p.m.", "ก.พ.") or of a word of consonants ("kr.") part of it, not the sentence's end.
  t = DAY_MONTH_END_RE.test(t) || INITIAL_END_RE.test(t) || DOTTED_ABBREVIATION_END_RE.test(t) || CONSONANT_ABBREVIATION_END_RE.test(t) ? t.trim() : trimEndOf(t, ".。", false).trim();
  if (t) t = t[0]!.toUpperCase() + t.slice(1);
  return clipWords(t, MAX_ITEM_WORDS);
}

/** Labels of the end-of-session block that rolling-summary appends to the daily note. */
const DECISION_LABEL_RE = /^(?:decisions?|decided)\s*[:：]\s*\S/i;
const BLOCKER_LABEL_RE = /^(?:blockers?|blocked|open questions?)\s*[:：]\s*[^\s—-]/i;

function factScore(s: string, key: StatementKey): number {
  let score = 0;
  if (DECISION_LABEL_RE.test(s) || BLOCKER_LABEL_RE.test(s)) score += 2;
  if (DECISION_RE.test(s)) score += 2;
  if (AMOUNT_RE.test(s)) score += 2;
  if (DATE_VALUE_RE.test(s)) score += 2;
  if (VERSION_RE.test(s)) score += 1;
  else if (/\d/.test(s) && score === 0) score += 1;
  if (key.name) score += 1;
  if (OPEN_RE.test(s) && key.tokens.size >= 3) score += 1;
  return score;
}

const WHY: Record<AnomalyCue["kind"] | "deviation" | "marked", { en: string; zh: string; interpEn: string; interpZh: string }> = {
  first: { en: "never happened before", zh: "以前从未发生", interpEn: "a shift in role or habit", interpZh: "角色或习惯可能在变，留意是否重复" },
  skip: { en: "a routine step did not happen", zh: "例行环节没有发生", interpEn: "a schedule change or overload", interpZh: "日程变化或负荷过重" },
  contrast: { en: "differs from the usual", zh: "与平常不同", interpEn: "a one-off cause, or the baseline moved", interpZh: "偶然原因，或常态已变" },
  surprise: { en: "contradicted expectations", zh: "与预期相反", interpEn: "an assumption may be wrong", interpZh: "某个假设可能有误" },
  rare: { en: "outside the normal range", zh: "超出正常范围", interpEn: "likely a one-off unless it recurs", interpZh: "若不再出现，多半是偶发" },
  marked: { en: "marked as a surprise in the note", zh: "记录里以感叹标出", interpEn: "a one-off unless it recurs", interpZh: "若不再出现，多半是偶发" },
  deviation: { en: "breaks a recurring pattern", zh: "打破了反复出现的模式", interpEn: "the pattern may be weakening", interpZh: "该模式可能在减弱" },
};

const USUAL_PAREN_RE = /\s*\(((?:usual(?:ly)?|normally|typically)\b[^)]*)\)/i;

/** "(usual: 2 days)", "instead of the usual Friday", "first skip in 6 weeks": the writer's own reason. */
function explicitReason(s: string): string | null {
  const paren = USUAL_PAREN_RE.exec(s);
  if (paren) return (paren[1] as string).replace(/:\s*/, " ").trim();
  // Up to the end of the clause: a comma or period followed by a space ("$9,000" stays whole).
  const instead = /\b(?:instead of|(?:higher|lower|more|less|faster|slower|longer|shorter|bigger|smaller|earlier|later) than) (?:the |our |his |her |their )?usual\b(?:(?![,.;:](?:\s|$)).)*/i.exec(s);
  if (instead) return instead[0].trim();
  const firstIn = /\bfirst \w+ in \d+ (?:days|weeks|months)\b/i.exec(s);
  if (firstIn) return firstIn[0].trim();
  return null;
}

function anomalyFor(kind: AnomalyCue["kind"] | "deviation" | "marked", s: string, zh: boolean, detail?: string): DayAnomaly {
  const w = WHY[kind];
  const own = explicitReason(s);
  // The writer's own reason beats our generic one; it then need not be repeated in the statement.
  const why = detail ?? own ?? (zh ? w.zh : w.en);
  const text = compressStatement(own && USUAL_PAREN_RE.test(s) ? s.replace(USUAL_PAREN_RE, "") : s);
  return { text, why, interpretation: zh ? w.interpZh : w.interpEn };
}

/** An exclamation or alarm sign ending a clause: the writer marks a one-off as a surprise, in any
 *  language ("K1 parked at Westpunt since yesterday, key inside!", "⚠ paid twice"). Not "!=", "![". */
const SURPRISE_MARK_RE = /[!！‼](?=\s|$|[)"'”’»\p{Extended_Pictographic}])|[❗⚠😱😳😮🤯]/u;

function markedAnomaly(st: Statement, text: string, key: StatementKey, s: string, zh: boolean, crossRefs: CrossRefIndex): Candidate {
  const anomaly = anomalyFor("marked", s, zh);
  anomaly.related = relatedEntries(crossRefs, s, { kind: "anomaly" });
  return { st, text, key, kind: "anomaly", priority: 85, anomaly, line: formatAnomaly(anomaly, zh), signal: true };
}

function historyItems(history: readonly DayRecord[], date: string): HistoryItem[] {
  const out: HistoryItem[] = [];
  const from = new Date(Date.parse(`${date}T00:00:00Z`) - PATTERN_LOOKBACK_DAYS * 86_400_000).toISOString().slice(0, 10);
  for (const d of history) {
    if (d.date >= date || d.date < from) continue;
    for (const f of d.facts) out.push({ date: d.date, key: statementKey(f), text: f, section: "fact" });
    for (const p of d.patterns) out.push({ date: d.date, key: statementKey(p.text), text: p.text, section: "pattern" });
    for (const a of d.anomalies) out.push({ date: d.date, key: statementKey(a), text: a, section: "anomaly" });
  }
  return out;
}

interface Context {
  hist: readonly HistoryItem[];
  crossRefs: CrossRefIndex;
  routine: RoutineIndex;
  subjects: SubjectIndex | undefined;
  date: string;
}

/** The other days of the lookback on which an episodic term of `s` was said (statements/subjects.ts). */
function episodicDays(s: string, ctx: Context): string[] {
  return ctx.subjects ? ctx.subjects.episodicDays(ctx.date, s, PATTERN_LOOKBACK_DAYS) : [];
}

/**
 * Other days of the lookback, before or after, holding a salient statement on the subject of
 * `s`, however it was worded (statements/subjects.ts). Later days count too: the routine index
 * reads every log on record, and so does this; a nightly run simply has none yet.
 */
function subjectDays(s: string, ctx: Context, told?: Array<[day: string, statement: string]>): string[] {
  if (!ctx.subjects) return [];
  return ctx.subjects.recurrence(ctx.date, s, PATTERN_LOOKBACK_DAYS, (d, t) => {
    if (!isSalient(analyse(t), d, ctx.routine)) return false;
    told?.push([d, t]);
    return true;
  });
}

/** Two statements whose value-free words overlap this much (Jaccard) are one line said again. */
const SAID_AGAIN_JACCARD = 0.6;

const templateSet = (text: string) => new Set(templateWords(text).split(" ").filter(Boolean));

/**
 * The days among `told` (the other tellings of the subject of `s`) with a statement that is not
 * `s` said again, values aside, or names too ("Read a couple of chapters of Designing
 * Data-Intensive Applications", "… of a sci-fi novel"): a line said again in the same words is
 * a standing one, too rare to be routine; a problem that comes back is told in other words.
 */
function rewordedDays(s: string, told: ReadonlyArray<[string, string]>): number {
  const words = new Set(skeleton(s));
  const template = templateSet(s);
  const saidAgain = (t: string) =>
    words.size > 0 && (jaccard(words, new Set(skeleton(t))) >= SAID_AGAIN_JACCARD || (template.size > 0 && jaccard(template, templateSet(t)) >= SAID_AGAIN_JACCARD));
  const days = new Set<string>();
  for (const [d, t] of told) if (!saidAgain(t)) days.add(d);
  return days.size;
}

/** A decision, a date or a sum of money: what a fact states, and a later fact may change. The
 *  clock stamp a line opens with ("[23/11 09:47] Ana: …") says when it was written: its date is
 *  none of the statement's. */
export function statesValue(s: string, key: StatementKey): boolean {
  return DECISION_RE.test(s) || DATE_VALUE_RE.test(s) || key.values.has("money") || [...valueKeys(withoutClockStamp(s))].some((k) => k.startsWith("d:"));
}

function patternTag(earlierDays: number): PatternTag {
  return earlierDays >= 2 ? "strengthened" : earlierDays === 1 ? "confirmed" : "new";
}

/** The pattern line of `s` (compressed to `text`), told on `earlierDays` earlier days, with the
 *  cross-references of the person it names. */
function patternItem(s: string, text: string, key: StatementKey, earlierDays: number, crossRefs: CrossRefIndex): DayPattern {
  const pattern: DayPattern = { text, tag: patternTag(earlierDays), earlierDays };
  if (key.name) pattern.related = relatedEntries(crossRefs, s, { kind: "person", name: key.name });
  return pattern;
}

function classify(st: Statement, ctx: Context): Candidate | null {
  const { hist, crossRefs, routine, date } = ctx;
  const whole = st.text;
  // Routine is what this workspace's own logs repeat; small talk carries nothing specific.
  if (PROTOCOL_TOKEN_RE.test(whole) || !isSalient(analyse(whole), date, routine) || routineLines(st, ctx)) return null;
  // A record is judged by what it says, without the stamp every record has (a date and a time
  // no other record holds); its line keeps the stamp, which the forgetting gate asks for.
  const s = withoutFieldStamp(whole);
  const key = statementKey(s);
  if (key.tokens.size === 0) return null;
  const zh = hasCjk(s);
  const text = compressStatement(whole);
  // An attachment marker ("[Video]") has a placeholder's shape: it says nothing, and the
  // validator would refuse the whole day for it.
  if (isPlaceholder(text)) return null;

  const cue = ANOMALY_CUES.find((c) => c.re.test(s));
  if (cue) {
    const anomaly = anomalyFor(cue.kind, s, zh);
    anomaly.related = relatedEntries(crossRefs, s, { kind: "anomaly" });
    return { st, text, key, kind: "anomaly", priority: 100, anomaly, line: formatAnomaly(anomaly, zh), signal: true };
  }

  // A standing line whose number lies far outside its readings on the other days (the till at
  // three times its usual): the routine's words, the day's news (statements/routine.ts).
  // A measure worded anew each day is judged by the same measure in other days' statements on
  // its words: an anomaly only where the line is a standing one, otherwise a fact or a pattern.
  const odd = routine.outlierReading(date, s) ?? (routine.isStanding(date, s) ? routine.measureOutlier(date, s) : null);
  if (odd) {
    const detail = zh ? `${odd.raw} 远超出这一行在其他 ${odd.days} 天的读数` : `${odd.raw} is far outside what this line reads on the other ${odd.days} days`;
    const anomaly = anomalyFor("rare", s, zh, detail);
    anomaly.related = relatedEntries(crossRefs, s, { kind: "anomaly" });
    return { st, text, key, kind: "anomaly", priority: 90, anomaly, line: formatAnomaly(anomaly, zh), signal: true };
  }

  // Recurrence: behaviours are reworded from day to day, facts are restated.
  const matches = hist.filter((h) => (h.section === "fact" ? sameStatement(key, h.key) : similarBehaviour(key, h.key)));
  const matchedDays = new Set(matches.map((m) => m.date));
  // A behaviour seen on ≥2 earlier days, negated today, is a deviation even without a marker.
  if (matchedDays.size >= 2 && NEGATION_RE.test(s) && !matches.some((m) => NEGATION_RE.test(m.text))) {
    const first = matches[0] as HistoryItem;
    const detail = zh ? `打破了反复出现的模式「${first.text}」（之前 ${matchedDays.size} 天）` : `breaks the recurring pattern "${first.text}" (seen on ${matchedDays.size} earlier days)`;
    const anomaly = anomalyFor("deviation", s, zh, detail);
    anomaly.related = relatedEntries(crossRefs, s, { kind: "anomaly" });
    return { st, text, key, kind: "anomaly", priority: 95, anomaly, line: formatAnomaly(anomaly, zh), signal: true };
  }

  const fScore = factScore(s, key);
  const cued = PATTERN_CUE_RE.test(s);
  // A name, identifier or date that no other day holds is news: a fact, even on a subject that
  // comes back (docs/design.md, "Memory compactor"). Without a subject index (a day drafted
  // alone) there is no record to judge news or a quiet day by: null, and every candidate counts
  // as evidence.
  const news = ctx.subjects ? isNews(ctx.subjects.unsharedNews(date, s)) : null;
  if (!cued && news) {
    const days = [...subjectDays(s, ctx), ...episodicDays(s, ctx)];
    if (days.length === 0 && matchedDays.size === 0 && SURPRISE_MARK_RE.test(s)) return markedAnomaly(st, text, key, s, zh, crossRefs);
    const c: Candidate = { ...factCandidate(st, text, key, fScore, matches), signal: true, news };
    // … and an occurrence of a pattern too when its subject comes back within its week ("Ondas
    // finally paid €1,500 of the €3,100" among the week's other lines on Ondas's payment).
    const week = weekIdOf(date as IsoDate);
    if (days.some((d) => weekIdOf(d as IsoDate) === week)) c.alsoPattern = { ...patternItem(s, text, key, days.filter((d) => d < date).length, crossRefs), alsoFact: true };
    return c;
  }
  const matchedPatterns = matches.some((m) => m.section !== "fact");
  // A statement of a decision, a date or a sum of money is a fact even when its subject recurs:
  // a later one with another value is what the week turns into "Updated: old → new".
  const told: Array<[string, string]> = [];
  const valued = statesValue(s, key);
  const bySubject = valued ? [] : subjectDays(s, ctx, told);
  // A word that is a subject on its own (statements/subjects.ts, episodic terms) is one too.
  const byTerm = valued ? [] : episodicDays(s, ctx);
  // A restated or changed fact (same subject, no recurrence cue) stays a fact: the week turns a
  // changed value into "Updated: old → new". Behaviours become patterns.
  const byHistory = matchedDays.size > 0 && (cued || matchedPatterns || fScore < FACT_MIN_SCORE);
  const recurs = byHistory || cued || bySubject.length >= SUBJECT_ONLY_PATTERN_DAYS;
  if (recurs || byTerm.length > 0) {
    const earlier = new Set([...matchedDays, ...bySubject.filter((d) => d < date), ...byTerm.filter((d) => d < date)]);
    const pattern = patternItem(s, text, key, earlier.size, crossRefs);
    const tag = pattern.tag;
    // A behaviour that only looks like earlier days' (wording, no cue, no subject coming back
    // on other days) is no evidence that the day was more than routine.
    // Nor is a line said again in the same words on the days its subject comes back.
    // A statement that is a pattern by its episodic word alone is evidence when it would be as a
    // fact: the word tells what it is about, not whether the day said more than its routine (a
    // dog's name in the daily walk, worded anew each day, is episodic too).
    const signal = news !== false || cued || rewordedDays(s, told) >= SUBJECT_PATTERN_DAYS || (!recurs && factSignal(s, key, news, told));
    const c: Candidate = { st, text, key, kind: "pattern", priority: tag === "strengthened" ? 80 : tag === "confirmed" ? 70 : 60, pattern, line: formatPattern(pattern), signal, news };
    // An occurrence that says something the record holds nowhere else (a count, a date, a name:
    // "glossary review finished: 37 hours in total") is a fact as well, and so is one that brings
    // in news the record holds from that day on (a new contact's full name, said again later).
    if (ctx.subjects && (ctx.subjects.unsharedSpecifics(date, s).length > 0 || isNews(ctx.subjects.firstSaidNews(date, s)))) c.alsoFactLine = formatAlsoPattern(text);
    return c;
  }
  if (matchedDays.size === 0 && SURPRISE_MARK_RE.test(s)) return markedAnomaly(st, text, key, s, zh, crossRefs);
  // A fact with nothing specific in it (no value, name, identifier, decision or date) is small talk.
  return { ...factCandidate(st, text, key, fScore, matches), signal: factSignal(s, key, news, told), news };
}

/**
 * Is the fact `s` evidence that its day said more than routine? News, a decision, a date or a
 * sum, or anything specific, unless it is a reading: a line that only changes its numbers
 * ("Calls overnight: 2", "Sunny, 22°C") on the days its subject comes back (`told`). A subject
 * told anew on other days (below the pattern's bar) is evidence as a pattern is.
 */
function factSignal(s: string, key: StatementKey, news: boolean | null, told: ReadonlyArray<[string, string]>): boolean {
  if (news !== false || statesValue(s, key)) return true;
  const reworded = told.length > 0 ? rewordedDays(s, told) : 0;
  const reading = [...specificsOf(s)].every((k) => /^[nt]:/.test(k)) && told.length > 0 && reworded === 0;
  return (specificsOf(s).size > 0 && !reading) || reworded >= SUBJECT_PATTERN_DAYS;
}

/**
 * Recall first: every salient statement that is not routine is kept; the score only orders. A
 * fact that restates an earlier one with a new value ("launch moved to April 21") is what the
 * week turns into "Updated: old → new": it ranks with the patterns.
 */
function factCandidate(st: Statement, text: string, key: StatementKey, fScore: number, matches: readonly HistoryItem[]): Candidate {
  const changed = matches.some((m) => m.section === "fact");
  return { st, text, key, kind: "fact", priority: 20 + fScore * 8 + (changed ? 30 : 0), fact: text, line: text };
}

/**
 * Does the candidate show that the day said something? A signal (above) that is not a heading,
 * and says something new to the record: an anomaly's or a recurrence's cue, a name, identifier
 * or date no other day holds, or a word no other day says. A line in a standing slot (the
 * day's lunch, weather or reading) is none unless it has a cue or news, however new its words.
 * Before this test, 250 of the 397 quiet days of the read blind workspaces got a file
 * (docs/design.md, "Quiet days").
 */
function isEvidence(c: Candidate, ctx: Context): boolean {
  if (!c.signal || c.st.isHeading) return false;
  // The writer's own cue: something broke the usual, or a problem is back ("failed again").
  if (c.kind === "anomaly" || PATTERN_CUE_RE.test(c.st.text)) return true;
  // News beats the slot: a date, an identifier or a full name no other day holds is told once
  // ("Decided to ship part 6 of Atlas by March 6" among a week of such lines). A sum alone does
  // not: in a standing slot or a line whose numbers change from day to day, it is the day's
  // reading (the week's vegetables, "भाजी ₹2,650: …"; the till; a car handed over for "US$ 192").
  if (c.news === true && !readingSum(c, ctx)) return true;
  if (ctx.routine.inStandingSlot(ctx.date, c.st.text)) return false;
  return c.news === null || ctx.routine.freshWords(ctx.date, c.st.text).length > 0;
}

/** Is every piece of news of `c` a sum of money said in a standing slot or in a line whose
 *  numbers vary from one day to the next (RoutineIndex.readingsVary): a reading, not news? */
function readingSum(c: Candidate, ctx: Context): boolean {
  const news = ctx.subjects?.unsharedNews(ctx.date, withoutFieldStamp(c.st.text)) ?? [];
  if (news.length === 0 || !news.every((n) => n.key.startsWith("a:"))) return false;
  return ctx.routine.inStandingSlot(ctx.date, c.st.text) || ctx.routine.readingsVary(ctx.date, c.st.text);
}

/**
 * Is `st`, joined from the lines of a hard-wrapped paragraph, routine line by line? The routine
 * index and the forgetting gate read the log as written, one line at a time
 * (core/statements/content-statements.ts), so they never see the joined sentence: "Han dormit 45
 * i han esmorzat d'hora; a les 9 h la casa ja era" / "buida i a la tarda …" is a standing line
 * in two halves, each said on most days. When no statement of any of its lines is salient, the
 * gate asks for none of them, and the draft keeps none.
 */
function routineLines(st: Statement, ctx: Context): boolean {
  if (!st.lines) return false;
  return st.lines.every((l) => contentStatements(l).every((p) => !isSalient(analyse(p), ctx.date, ctx.routine)));
}

/** `a` holds a specific that `b` lacks. */
function namesMore(a: string, b: string): boolean {
  const kb = specificsOf(b);
  return [...specificsOf(a)].some((k) => !kb.has(k));
}

/** OpenClaw's own protocol tokens, never content. */
const PROTOCOL_TOKEN_RE = /\bHEARTBEAT_OK\b|\bNO_REPLY\b/;

export function draftDay(input: DayDraftInput): DayDraft {
  // A heading that says only the day's own date ("# 2026-01-05 (Mon)") is the file's label.
  const implied = impliedBy("log", input.date, input.routine);
  // The heading the log opens with may say the date in the words of its language ("# Arapokõi,
  // 13 jasypo"): the gate reads it so too.
  const statements = splitStatements(input.log).filter((s) => !(s.isHeading && implied(s.text, s.isTitle === true)));
  const inWords = countWords(statements.map((s) => s.text).join(" "));
  const hist = historyItems(input.history ?? [], input.date);
  const known = (input.knownFacts ?? []).map((k) => statementKey(k).tokens);
  const ctx: Context = { hist, crossRefs: input.crossRefs ?? [], routine: input.routine ?? new RoutineIndex([]), subjects: input.subjects, date: input.date };

  const picked: Candidate[] = [];
  for (const st of statements) {
    const c = classify(st, ctx);
    if (!c) continue;
    if (c.kind === "fact" && known.some((k) => jaccard(k, c.key.tokens) >= KNOWN_FACT_JACCARD)) continue;
    // A line that restates another but names something it does not ("Priya Raman (@praman)
    // accepted …" after the TL;DR's "Priya Raman joins") is kept too: the gate asks for both.
    const dup = picked.findIndex((p) => sameStatement(p.key, c.key) && !namesMore(c.st.text, p.st.text));
    if (dup >= 0) {
      // Same thing said twice today: keep the stronger reading (an anomaly beats a fact), but not
      // in place of a line that names something it does not. Replaced, "Nimco travels to Berbera
      // tomorrow to meet Saylac Fresh" gave way to a later line on Nimco that a past day had made
      // a pattern, and the day lost its one piece of news: no file at all.
      const p = picked[dup] as Candidate;
      if (p.priority < c.priority) {
        if (namesMore(p.st.text, c.st.text)) picked.push(c);
        else picked[dup] = c;
      }
      continue;
    }
    picked.push(c);
  }

  withLead(picked, statements);
  // Recall first: nothing salient is dropped for length. The forgetting gate deletes a log only
  // when its day file (or a tier above) holds every salient statement, so a budget here would
  // only keep logs forever (docs/design.md, "Forgetting").
  const kept = new Set<Candidate>(picked);
  const used = picked.reduce((n, c) => n + countWords(c.line), 0);
  const inOrder = picked.filter((c) => kept.has(c));
  const items: DayItems = {
    facts: inOrder.flatMap((c) => (c.kind === "fact" ? [c.fact as string] : c.alsoFactLine !== undefined ? [c.alsoFactLine] : [])),
    patterns: inOrder.flatMap((c) => (c.kind === "pattern" ? [c.pattern as DayPattern] : c.alsoPattern ? [c.alsoPattern] : [])),
    anomalies: inOrder.filter((c) => c.kind === "anomaly").map((c) => c.anomaly as DayAnomaly),
  };
  // A quiet day gets no file: nothing but routine, small talk and lines that only look like
  // earlier days' (docs/design.md, "Quiet days"). A heading is a label ("… — weekend"), never
  // evidence on its own.
  if (isEmptyDay(items) || !picked.some((c) => isEvidence(c, ctx))) return { markdown: null, items, inWords, outWords: 0 };
  const markdown = renderDay(input.date, items, hasCjk);
  return { markdown, items, inWords, outWords: used };
}

/** The most characters of a log line shown before a kept sentence of it (withLead): a stamp, a
 *  tag and a reading, not a paragraph. */
const MAX_LEAD_CHARS = 160;

/**
 * A kept sentence without values of its own ("every car is rented, …") is shown with the
 * sentences before it on its log line that the draft left out, when they hold the values it is
 * about: the line is one entry. "[06:58] 🚗 #fleet 14/14 pafó! Tur auto ta hür, …" opens with a
 * standing reading, routine on its own; apart, the day file held the second sentence without the
 * 14/14 it is about, and forgetting took the first with the log (sealed daily-log set 46). Only
 * what is shown changes: each sentence is still judged alone (classify), and the gate reads the
 * longer line sentence by sentence. See docs/design.md, "Statements".
 */
function withLead(picked: readonly Candidate[], statements: readonly Statement[]): void {
  const kept = new Set<number>();
  for (const c of picked) if (c.st.run !== undefined) kept.add(c.st.index);
  if (kept.size === 0) return;
  const byIndex = new Map(statements.map((st) => [st.index, st]));
  for (const c of picked) {
    const run = c.st.run;
    if (run === undefined || valueKeys(c.st.text).size > 0) continue;
    const lead: string[] = [];
    let chars = 0;
    for (let i = c.st.index - 1; ; i--) {
      const prev = byIndex.get(i);
      if (!prev || prev.run !== run || kept.has(i)) break;
      chars += prev.text.length + 1;
      lead.unshift(prev.text);
    }
    if (lead.length === 0 || chars > MAX_LEAD_CHARS || !lead.some((l) => valueKeys(l).size > 0)) continue;
    const shown = compressStatement([...lead, c.st.text].join(" "));
    c.text = shown;
    if (c.fact !== undefined) c.fact = shown;
    if (c.pattern) c.pattern.text = shown;
    if (c.alsoPattern) c.alsoPattern.text = shown;
    if (c.alsoFactLine !== undefined) c.alsoFactLine = formatAlsoPattern(shown);
    if (c.anomaly) c.anomaly.text = shown;
    c.line = c.kind === "fact" ? shown : c.kind === "pattern" ? formatPattern(c.pattern as DayPattern) : formatAnomaly(c.anomaly as DayAnomaly, hasCjk(shown));
  }
}
