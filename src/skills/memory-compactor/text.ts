/**
 * Small text helpers shared by every tier: word counts that treat CJK fairly, tokens for
 * matching statements across days, and light normalization. No NLP library: the heuristics must
 * be deterministic, fast, and explainable in a test.
 */
import { trimEndOf } from "../../core/text/trim-end.js";
import { CJK_LETTER_RE, CJK_LETTER_RUNS_RE } from "../../core/text/cjk.js";

const WORD_RE = /[\p{L}\p{N}][\p{L}\p{N}'’._%€$£¥-]*/gu;

export function hasCjk(s: string): boolean {
  return CJK_LETTER_RE.test(s);
}

/** Words, with a CJK run counting one word per two characters (a common average for Chinese). */
export function countWords(s: string): number {
  let cjkChars = 0;
  const rest = s.replace(CJK_LETTER_RUNS_RE, (run) => {
    cjkChars += [...run].length;
    return " ";
  });
  const latin = rest.match(WORD_RE)?.length ?? 0;
  return latin + Math.ceil(cjkChars / 2);
}

// Tokens for matching statements live with the shared text helpers (core); re-exported for the
// distiller's modules.
export { STOP_WORDS, MARKER_WORDS, stem, contentTokens, tokenSet, jaccard, type Token } from "../../core/text/content-tokens.js";

/** Collapses whitespace and trims trailing punctuation that bullets do not need. */
export function tidy(s: string): string {
  const t = s.replace(/\s+/g, " ").replace(/^[\s\-*•·]+/, "");
  // A loop, not /[\s,;:]+$/: that regex is quadratic on a long inner run of commas (trim-end.ts).
  return trimEndOf(t, ",;:").trim();
}

/** At most `maxWords` words (CJK counted as in countWords), ending with "…" when cut. */
export function clipWords(s: string, maxWords: number): string {
  if (countWords(s) <= maxWords) return s;
  const parts = s.split(/(\s+)/);
  let out = "";
  for (const p of parts) {
    if (countWords(out + p) > maxWords) break;
    out += p;
  }
  if (!out.trim()) {
    // One long CJK run: cut by characters.
    out = [...s].slice(0, maxWords * 2).join("");
  }
  return trimEndOf(out, ",;:") + "…";
}

const RECURRENCE_PHRASE_RE = /,?\s*\(?\b(?:for )?the (?:second|third|fourth|fifth|sixth|\d+(?:st|nd|rd|th)) time(?: this (?:week|month))?\b\)?|,?\s*\(?\b(?:yet |once )?again\b\)?|,?\s*\(?\b(?:for )?the \d+(?:st|nd|rd|th) time(?: this (?:week|month))?\b\)?|,?\s*\(?\b\d+(?:st|nd|rd|th) time(?: this (?:week|month))?\b\)?|,?\s*\bas (?:usual|always)\b/gi;

/** "Bob pushed back again (3rd time this week)" → "Bob pushed back": the week states its own,
 *  computed count, so the writer's running tally must not contradict it. */
export function stripRecurrence(s: string): string {
  const t = s.replace(RECURRENCE_PHRASE_RE, "").replace(/\s{2,}/g, " ").replace(/\s+([,.;:])/g, "$1").trimEnd();
  // One trailing , ; or : goes (was /[,;:]\s*$/; checked on the trimmed end, without a regex scan).
  const out = (/[,;:]$/.test(t) ? t.slice(0, -1) : t).trim();
  return out || s;
}
