/**
 * When are two statements "the same thing"? Patterns are recurring behaviours, so a statement
 * on Tuesday must be recognised on Thursday in other words. Two tests, either suffices:
 *  - the same subject and the same specific keyword ("Bob pushed back on the timeline" /
 *    "Bob pushed back on scope": bob + push), or
 *  - at least half of their content tokens shared (word order and filler do not matter).
 * The subject key also drives "Updated: old → new" at the week tier: same subject, other value.
 */
import { GENERIC_VERBS, NOT_NAMES } from "./cues.js";
import { contentTokens, jaccard, type Token } from "./text.js";

export interface StatementKey {
  tokens: Set<string>;
  subject: string;
  keyword: string;
  /** Tokens without values (numbers, amounts, dates): what a fact is *about*. */
  about: Set<string>;
  /** A person or organisation name the statement is about, if one is visible. */
  name: string | null;
}

const MATCH_JACCARD = 0.5;
const VALUE_TOKEN_RE = /\d|^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*$|^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/i;
/** Verbs and prepositions of change: "deadline moved to March 15" is about the deadline. */
const CHANGE_WORDS = new Set(["mov", "move", "chang", "change", "set", "cut", "rais", "raise", "increas", "decreas", "reduc", "updat", "now", "approv", "confirm", "shift", "push", "postpon", "reschedul", "slipp", "extend", "is", "be"]);

function isName(t: Token): boolean {
  return /^\p{Lu}[\p{Ll}\p{Lu}]+$/u.test(t.raw) && !NOT_NAMES.has(t.raw);
}

export function statementKey(text: string): StatementKey {
  const toks = contentTokens(text);
  const tokens = new Set(toks.map((t) => t.norm));
  const nameTok = toks.find(isName) ?? null;
  const subjectTok = nameTok ?? toks[0];
  const subject = subjectTok?.norm ?? "";
  const keyword = toks.find((t) => t.norm !== subject && !/\d/.test(t.norm))?.norm ?? "";
  const about = new Set(toks.filter((t) => !VALUE_TOKEN_RE.test(t.norm) && !CHANGE_WORDS.has(t.norm)).map((t) => t.norm));
  return { tokens, subject, keyword, about, name: nameTok ? nameTok.raw : null };
}

/** True when `a` and `b` describe the same recurring behaviour or the same subject. */
export function sameStatement(a: StatementKey, b: StatementKey): boolean {
  if (a.tokens.size === 0 || b.tokens.size === 0) return false;
  if (jaccard(a.tokens, b.tokens) >= MATCH_JACCARD) return true;
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

/** True when two facts are about the same thing (to detect "Updated: old → new"). */
export function sameSubject(a: StatementKey, b: StatementKey): boolean {
  if (a.about.size === 0 || b.about.size === 0) return false;
  return jaccard(a.about, b.about) >= 0.6;
}
