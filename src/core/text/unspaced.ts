/**
 * Scripts written without spaces between words, other than CJK (content-tokens.ts reads Chinese
 * as character bigrams): Thai, Lao, Myanmar and Khmer. Their words are found by ICU's dictionary
 * word segmenter, which Node ships as Intl.Segmenter: "ปั๊มน้ำเสียอีกแล้ว" is ปั๊ม น้ำ เสีย อีก แล้ว.
 * Read as Latin words, a whole clause was one token, and its vowel signs (combining marks, not
 * letters to \p{L}) cut it into fragments that no other line shared (docs/design.md, "Words").
 */

/** Thai, Lao, Myanmar (with Extended-A and -B), Khmer and Khmer symbols. */
export const UNSPACED = "\\u0e00-\\u0eff\\u1000-\\u109f\\ua9e0-\\ua9ff\\uaa60-\\uaa7f\\u1780-\\u17ff\\u19e0-\\u19ff";

/** One character of an unspaced script. */
export const UNSPACED_CHAR_RE = new RegExp(`[${UNSPACED}]`, "u");

// One segmenter for all: ICU picks the dictionary by the script of the text, not by the locale.
let segmenter: Intl.Segmenter | undefined;

/** The words of a run of an unspaced script, in order (punctuation and spaces left out). */
export function unspacedWords(run: string): string[] {
  segmenter ??= new Intl.Segmenter("und", { granularity: "word" });
  const out: string[] = [];
  for (const s of segmenter.segment(run)) if (s.isWordLike) out.push(s.segment);
  return out;
}
