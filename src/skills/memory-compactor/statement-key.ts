/**
 * When are two statements "the same thing"? Patterns are recurring behaviours, so a statement
 * on Tuesday must be recognised on Thursday in other words. Two tests, either suffices:
 *  - the same subject and the same specific keyword ("Bob pushed back on the timeline" /
 *    "Bob pushed back on scope": bob + push), or
 *  - at least half of their content tokens shared (word order and filler do not matter), or
 *  - three or more tokens shared, covering most of the shorter one (a repeat with extra detail).
 * The subject key also drives "Updated: old → new" at the week tier: same subject, other value.
 */
import { foldDigits } from "../../core/text/digits.js";
import { DURABLE_RE, GENERIC_VERBS, NOT_NAMES } from "./cues.js";
import { contentTokens, jaccard, type Token } from "./text.js";
import { hasHan } from "../../core/text/cjk.js";
import { rowMessage, withoutColumnNames } from "../../core/statements/table-rows.js";
import { memoize } from "../../core/statements/memo.js";

export interface StatementKey {
  tokens: Set<string>;
  subject: string;
  keyword: string;
  /** Tokens without values (numbers, amounts, dates): what a fact is *about*. */
  about: Set<string>;
  /** Tokens before the first value or change word: the fact's subject, when it leads. */
  head: Set<string>;
  /** Kinds of value the statement carries (money, percent, time, date, number). */
  values: Set<ValueKind>;
  /** A person or organisation name the statement is about, if one is visible. */
  name: string | null;
}

export type ValueKind = "money" | "percent" | "time" | "date" | "number";

const VALUE_KIND_RES: ReadonlyArray<[ValueKind, RegExp]> = [
  ["money", /[€$£¥]\s?\d|\d[\d,.]*\s?(?:[kKmM]\b)?\s?(?:€|EUR|USD|RMB|元|万元)/],
  ["percent", /\d\s?(?:%|percent\b)/],
  ["time", /\b\d{1,2}:\d{2}\b|\b\d{1,2}\s?(?:am|pm)\b/i],
  ["date", /\b\d{4}-\d{2}-\d{2}\b|\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:tember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.? \d{1,2}\b|\d{1,2}月\d{1,2}[日号號]/i],
  ["number", /\d/],
];

function valueKinds(text: string): Set<ValueKind> {
  const out = new Set<ValueKind>();
  for (const [k, re] of VALUE_KIND_RES) if (re.test(text)) out.add(k);
  if (out.size > 1) out.delete("number"); // "€50K" is money, not also a bare number
  return out;
}

const MATCH_JACCARD = 0.5;
/** Or: this many shared tokens, covering this share of the shorter statement (reworded repeats). */
const MATCH_MIN_SHARED = 3;
const MATCH_OVERLAP = 0.6;
const VALUE_TOKEN_RE = /\d|^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*$|^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/i;
/** Verbs and prepositions of change: "deadline moved to March 15" is about the deadline. */
const CHANGE_WORDS = new Set(["mov", "move", "chang", "change", "set", "cut", "rais", "raise", "increas", "decreas", "reduc", "updat", "now", "approv", "confirm", "shift", "push", "postpon", "reschedul", "slipp", "extend", "is", "be"]);

const CAPITALIZED_RE = /^\p{Lu}\p{Ll}[\p{L}]*$/u;
/** Sentence-initial words that are verbs, not names: "Refactored the …", "Went through …". */
const VERBISH_RE = /(?:ed|ing|ly|ise|ize|ised|ized)$/;

/**
 * Names are capitalized words that are not at the start of the statement; a capitalized first
 * word counts only if it does not look like a verb and is not a known non-name ("Bob pushed …"
 * yes, "Refactored the …" no). All-caps acronyms (API, CI) are not names.
 */
function isName(t: Token, first: boolean): boolean {
  if (!CAPITALIZED_RE.test(t.raw) || NOT_NAMES.has(t.raw)) return false;
  return !first || !VERBISH_RE.test(t.raw.toLowerCase());
}

/** A statement's key, computed once per text: each day's draft reads the same history lines,
 *  and the week and month drafts read them again. Keys are never changed by their readers. */
export const statementKey: (statement: string) => StatementKey = memoize(computeKey);

function computeKey(statement: string): StatementKey {
  // Other scripts' digits are values as ASCII ones are (digits.ts).
  const folded = foldDigits(statement);
  const cells = withoutColumnNames(folded);
  const cellToks = contentTokens(cells);
  const tokens = new Set(cellToks.map((t) => t.norm));
  // A row's or a record's subject, keyword and head are in its message: its author and its
  // category are every such record's, and made any two by one author in one category "the
  // same behaviour" (docs/design.md, "Statements").
  const message = rowMessage(folded);
  const text = message === folded ? cells : message;
  const toks = message === folded ? cellToks : contentTokens(message);
  const firstWord = /^[\s"“'(]*([\p{L}\p{N}]+)/u.exec(text)?.[1] ?? "";
  const nameIdx = toks.findIndex((t) => isName(t, t.raw === firstWord));
  const nameTok = nameIdx >= 0 ? (toks[nameIdx] as Token) : null;
  const subjectIdx = nameIdx >= 0 ? nameIdx : 0;
  const subject = toks[subjectIdx]?.norm ?? "";
  // The keyword is what the subject does: the first token after it ("In planning, Bob pushed"
  // → push, not planning).
  const after = toks.slice(subjectIdx + 1).find((t) => !/\d/.test(t.norm));
  const keyword = (after ?? toks.find((t) => t.norm !== subject && !/\d/.test(t.norm)))?.norm ?? "";
  const isAbout = (t: Token) => !VALUE_TOKEN_RE.test(t.norm) && !CHANGE_WORDS.has(t.norm);
  const about = new Set(toks.filter(isAbout).map((t) => t.norm));
  // The head: what comes before the first value or change word ("Atlas deadline" in "Atlas
  // deadline moved to March 22 after the vendor slipped").
  const stop = toks.findIndex((t) => !isAbout(t));
  const head = new Set((stop < 0 ? [] : toks.slice(0, stop)).map((t) => t.norm));
  return { tokens, subject, keyword, about, head, values: valueKinds(text), name: nameTok ? nameTok.raw : null };
}

/** True when `a` and `b` describe the same recurring behaviour or the same subject. */
export function sameStatement(a: StatementKey, b: StatementKey): boolean {
  if (a.tokens.size === 0 || b.tokens.size === 0) return false;
  if (jaccard(a.tokens, b.tokens) >= MATCH_JACCARD) return true;
  let shared = 0;
  for (const t of a.tokens) if (b.tokens.has(t)) shared++;
  if (shared >= MATCH_MIN_SHARED && shared / Math.min(a.tokens.size, b.tokens.size) >= MATCH_OVERLAP) return true;
  return (
    a.subject !== "" &&
    a.subject === b.subject &&
    a.keyword !== "" &&
    a.keyword === b.keyword &&
    !GENERIC_VERBS.has(a.keyword) &&
    a.tokens.size >= 2 &&
    b.tokens.size >= 2
  );
}

const SUBJECT_JACCARD = 0.6;

/** True when two facts are about the same thing: the same head ("Atlas deadline …"), or mostly
 *  the same words apart from their values. */
export function sameSubject(a: StatementKey, b: StatementKey): boolean {
  if (a.head.size > 0 && b.head.size > 0 && jaccard(a.head, b.head) >= SUBJECT_JACCARD) return true;
  // "Budget approved: €50K" / "Finance cut the budget to €40K": one's head is inside the other.
  const within = (x: Set<string>, y: Set<string>) => x.size > 0 && [...x].every((t) => y.has(t));
  if (within(a.head, b.about) || within(b.head, a.about)) return true;
  if (a.about.size === 0 || b.about.size === 0) return false;
  return jaccard(a.about, b.about) >= SUBJECT_JACCARD;
}

/** True when two facts about the same subject state a different value of the same kind
 *  (9:30 → 10:00, €50K → €40K, March 15 → March 22): the later one updates the earlier. */
export function contradicts(a: { text: string; key: StatementKey }, b: { text: string; key: StatementKey }, valuesOf: (s: string) => string): boolean {
  // Two meeting times are two meetings; a changed deadline, budget or schedule is an update.
  if (!DURABLE_RE.test(a.text) && !DURABLE_RE.test(b.text)) return false;
  if (!sameSubject(a.key, b.key)) return false;
  if (![...a.key.values].some((k) => b.key.values.has(k))) return false;
  const va = valuesOf(a.text);
  return va !== "" && va !== valuesOf(b.text);
}

/** The same behaviour is worded differently each time ("Maya asked for bullet points" / "Maya
 *  wanted the update as bullet points"): the looser test used to recognise a recurrence (pattern
 *  tags, weekly counts and trends, monthly clusters). Facts keep the strict test. */
const LOOSE_MIN_SHARED = 3;
const LOOSE_OVERLAP = 0.4;
/** Chinese is matched on character bigrams, which inflate token counts: a lower share suffices. */
const LOOSE_OVERLAP_CJK = 0.3;

export function similarBehaviour(a: StatementKey, b: StatementKey): boolean {
  if (sameStatement(a, b)) return true;
  let shared = 0;
  let cjk = false;
  for (const t of a.tokens) {
    if (!b.tokens.has(t)) continue;
    shared++;
    if (hasHan(t)) cjk = true;
  }
  return shared >= LOOSE_MIN_SHARED && shared / Math.min(a.tokens.size, b.tokens.size) >= (cjk ? LOOSE_OVERLAP_CJK : LOOSE_OVERLAP);
}
