/**
 * Content tokens for matching statements across days and sessions: Latin words (stemmed, stop
 * words and recurrence markers removed, numbers kept) and CJK bigrams. No NLP library: the
 * heuristics must be deterministic, fast, and explainable in a test (docs/design.md,
 * "Statements").
 */
import { foldDigits } from "./digits.js";
import { HAN } from "./cjk.js";
import { UNSPACED, unspacedWords } from "./unspaced.js";

/** English stop words and filler that carry no subject or keyword. */
export const STOP_WORDS = new Set(
  (
    "a an the and or but if so of to in on at by for with from into onto about over under after before " +
    "is are was were be been being am do does did done has have had having it its it's this that these those " +
    "there here then than as up down out off again also just very really quite too still yet even only " +
    "i me my we us our you your he him his she her they them their who whom which what when where why how " +
    "not no nor all any some more most other such own same can could will would shall should may might must " +
    "today tonight yesterday tomorrow morning afternoon evening week day time times now ok okay"
  ).split(" "),
);

/** Words that mark recurrence or surprise: useful for classifying, useless for matching. */
export const MARKER_WORDS = new Set(
  (
    "again usual usually always never first once unusual unusually surprising surprisingly unexpected unexpectedly " +
    "instead skipped skip consistently repeatedly another every each habit tends tend keeps keep kept " +
    "2nd 3rd 4th 5th 6th 7th 8th 9th 10th second third fourth fifth time"
  ).split(" "),
);

/** Crude English stemmer: enough to match "pushed"/"pushes"/"pushing" and "deadlines"/"deadline". */
export function stem(word: string): string {
  let w = word.toLowerCase();
  if (w.length > 5 && w.endsWith("ies")) return w.slice(0, -3) + "y";
  if (w.length > 5 && w.endsWith("ing")) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith("ed")) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith("es") && /(?:ss|sh|ch|x)es$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith("s") && !w.endsWith("ss")) w = w.slice(0, -1);
  // pushing → push, stopped → stopp → stop
  if (w.length > 3 && /([b-df-hj-np-tv-z])\1$/.test(w)) w = w.slice(0, -1);
  // moves / moved / moving → mov: drop a final e so both sides of "-ed" meet.
  if (w.length > 3 && w.endsWith("e")) w = w.slice(0, -1);
  return w;
}

/** A run of Han characters (group 1), a run of an unspaced script (group 2, unspaced.ts) or a
 *  word (group 3). A Latin word stops where Chinese starts: "6幢的电梯" is the number 6 and the
 *  bigrams of 幢的电梯, not one token (Han characters are letters to \p{L}). A word holds its
 *  combining marks: the vowel signs of Devanagari, Bengali or Tamil ("सर्वर") are marks, not
 *  letters, and a word cut at each of them matched nothing. */
/** A letter or digit of a spaced script (any but Chinese and the unspaced scripts), as a regex
 *  source; SPACED_LETTER_OR_MARK also takes combining marks, which go on a word, never start it. */
export const SPACED_LETTER = `(?![${HAN}${UNSPACED}])[\\p{L}\\p{N}]`;
export const SPACED_LETTER_OR_MARK = `(?![${HAN}${UNSPACED}])[\\p{L}\\p{M}\\p{N}]`;
const HAN_RUN_OR_WORD_RE = new RegExp(`([${HAN}]+)|([${UNSPACED}]+)|(${SPACED_LETTER}(?:${SPACED_LETTER_OR_MARK}|['’-])*)`, "gu");

export interface Token {
  /** Normalized form used for matching. */
  norm: string;
  /** As written (for spotting names). */
  raw: string;
}

/**
 * Content tokens: Latin words (stemmed, stop words and markers removed, numbers kept) and CJK
 * bigrams (Chinese has no spaces; bigrams are the usual cheap stand-in for words).
 */
export function contentTokens(s: string): Token[] {
  const out: Token[] = [];
  // Digits of other scripts are numbers too (digits.ts): "৳১১,০০০" is no word.
  const text = foldDigits(s).replace(/`[^`]*`/g, " ");
  for (const m of text.matchAll(HAN_RUN_OR_WORD_RE)) {
    if (m[1]) {
      const chars = [...m[1]];
      if (chars.length === 1) out.push({ norm: chars[0] as string, raw: chars[0] as string });
      for (let i = 0; i + 1 < chars.length; i++) {
        const bg = (chars[i] as string) + (chars[i + 1] as string);
        if (!CJK_STOP_BIGRAMS.has(bg)) out.push({ norm: bg, raw: bg });
      }
      continue;
    }
    if (m[2]) {
      for (const w of unspacedWords(m[2])) if ([...w].length >= 2 || /\p{N}/u.test(w)) out.push({ norm: w, raw: w });
      continue;
    }
    const raw = (m[3] as string).replace(/['’]s$/, "");
    const lower = raw.toLowerCase();
    if (STOP_WORDS.has(lower) || MARKER_WORDS.has(lower)) continue;
    if (lower.length < 2 && !/\d/.test(lower)) continue;
    out.push({ norm: /\d/.test(lower) ? lower : stem(lower), raw });
  }
  return out;
}

/** Bigrams of Chinese function words and markers that would make unrelated lines look alike. */
const CJK_STOP_BIGRAMS = new Set(
  "今天 昨天 明天 我们 他们 你们 一个 这个 那个 还是 已经 因为 所以 但是 然后 没有 就是 可以 自己 什么 一下 一直 总是 又一 再次 第一 一次 首次 居然 竟然 意外 每天 每周 照例 依旧 仍然".split(" "),
);

export function tokenSet(s: string): Set<string> {
  return new Set(contentTokens(s).map((t) => t.norm));
}

/** Jaccard overlap of two token sets (0 when either is empty). */
export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let inter = 0;
  for (const x of a) if (b.has(x)) inter++;
  return inter / (a.size + b.size - inter);
}

