/**
 * The one definition of CJK text in src/: the Unicode ranges of Han, kana and Hangul, and of the
 * CJK punctuation and fullwidth forms that tokenize like them. Every CJK test (the extractor's
 * and the distiller's regexes, token weights, word counts, language detection) is built from the
 * strings below, so the ranges cannot drift apart. The code-point tests read the same strings.
 */

/** Han ideographs of the BMP: Extension A, the Unified block and the compatibility ideographs. */
export const HAN = "\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff";
/** Han ideographs beyond the BMP (Extensions B–F and the compatibility supplement). */
const HAN_ASTRAL = "\\u{20000}-\\u{2fa1f}";
/** Hiragana and katakana. */
export const KANA = "\\u3040-\\u30ff";
/** Hangul syllables. */
export const HANGUL = "\\uac00-\\ud7af";
/** CJK symbols and punctuation (、。「」). */
const CJK_PUNCTUATION = "\\u3000-\\u303f";
/** Halfwidth and fullwidth forms (，！？ and fullwidth digits and letters). */
const FULLWIDTH = "\\uff00-\\uffef";
/** The fullwidth punctuation and digits before the fullwidth letters (U+FF00–U+FF20). */
const FULLWIDTH_NON_LETTERS = "\\uff00-\\uff20";

/** The characters of CJK text that end a word where no space does: the letters (each one a
 *  word or part of one) and the punctuation, for a character class (`[\\s${CJK_WORD_BREAKS}]`). */
export const CJK_WORD_BREAKS = `${HAN}${KANA}${HANGUL}${CJK_PUNCTUATION}${FULLWIDTH_NON_LETTERS}`;

/** One Han character. */
export const HAN_RE = new RegExp(`[${HAN}]`);
/** A CJK letter: Han, kana or Hangul. */
export const CJK_LETTER_RE = new RegExp(`[${HAN}${KANA}${HANGUL}]`);
/** Runs of CJK letters (global: for replace and matchAll, never for test). */
export const CJK_LETTER_RUNS_RE = new RegExp(`[${HAN}${KANA}${HANGUL}]+`, "g");
/** Runs of Han characters (global: for replace and matchAll, never for test). */
export const HAN_RUNS_RE = new RegExp(`[${HAN}]+`, "g");

type Ranges = ReadonlyArray<readonly [number, number]>;

/** The ranges of a class written as above ("\u3400-\u4dbf…", "\u{20000}-\u{2fa1f}"). */
function rangesOf(...classes: string[]): Ranges {
  const out: Array<[number, number]> = [];
  for (const c of classes) {
    for (const m of c.matchAll(/\\u\{?([0-9a-f]{4,5})\}?-\\u\{?([0-9a-f]{4,5})\}?/g)) out.push([parseInt(m[1] as string, 16), parseInt(m[2] as string, 16)]);
  }
  return out;
}

const inRanges = (ranges: Ranges, cp: number): boolean => ranges.some(([a, b]) => cp >= a && cp <= b);

/** Membership of each BMP code unit, one bit per class, so the per-character tests in hot loops
 *  (token estimates over whole transcripts) are one lookup. */
const HAN_BIT = 1;
const KANA_BIT = 2;
const TOKEN_BIT = 4; // tokenizes at about one token: CJK letters, CJK punctuation, fullwidth forms
const LETTER_BIT = 8; // counts as a CJK letter in a language share (TOKEN_BIT without punctuation)
const PUNCTUATION_BIT = 16; // CJK punctuation and the fullwidth punctuation and digits
const BMP = new Uint8Array(0x10000);
const mark = (ranges: Ranges, bits: number, except: Ranges = []) => {
  for (const [a, b] of ranges) for (let c = a; c <= b; c++) if (!inRanges(except, c)) BMP[c] = (BMP[c] as number) | bits;
};
mark(rangesOf(HAN), HAN_BIT);
mark(rangesOf(KANA), KANA_BIT);
mark(rangesOf(HAN, KANA, HANGUL, CJK_PUNCTUATION, FULLWIDTH), TOKEN_BIT);
mark(rangesOf(HAN, KANA, HANGUL, CJK_PUNCTUATION, FULLWIDTH), LETTER_BIT, rangesOf(CJK_PUNCTUATION, FULLWIDTH_NON_LETTERS));
mark(rangesOf(CJK_PUNCTUATION, FULLWIDTH_NON_LETTERS), PUNCTUATION_BIT);
const ASTRAL_HAN = rangesOf(HAN_ASTRAL);

const bitsOf = (cp: number): number => (cp < 0x10000 ? (BMP[cp] as number) : inRanges(ASTRAL_HAN, cp) ? HAN_BIT | TOKEN_BIT | LETTER_BIT : 0);

/** True for a Han code point (BMP or beyond). */
export const isHanCodePoint = (cp: number): boolean => (bitsOf(cp) & HAN_BIT) !== 0;
/** True for hiragana and katakana. */
export const isKanaCodePoint = (cp: number): boolean => (bitsOf(cp) & KANA_BIT) !== 0;
/** True for code points that tokenize at about one token each (CJK scripts and fullwidth forms). */
export const isCjkCodePoint = (cp: number): boolean => (bitsOf(cp) & TOKEN_BIT) !== 0;
/** True for the CJK code points that count as letters in a language share: isCjkCodePoint minus
 *  CJK punctuation and the fullwidth punctuation and digits. */
export const isCjkLetterCodePoint = (cp: number): boolean => (bitsOf(cp) & LETTER_BIT) !== 0;

/** True for CJK punctuation and the fullwidth punctuation and digits (U+3000–U+303F,
 *  U+FF00–U+FF20): what ends a word or a path segment in CJK text. */
export const isCjkPunctuationCodePoint = (cp: number): boolean => (bitsOf(cp) & PUNCTUATION_BIT) !== 0;

/** Whether `s` holds a Han character. */
export const hasHan = (s: string): boolean => HAN_RE.test(s);

/** How many Han characters of the BMP `s` holds. */
export function countHan(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) if ((BMP[s.charCodeAt(i)] as number) & HAN_BIT) n++;
  return n;
}
