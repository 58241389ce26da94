/**
 * Token estimates without a tokenizer. Weighted by code point class because a flat
 * "4 chars per token" undercounts CJK text roughly fourfold: BPE vocabularies hold few CJK
 * merges, so a Han character costs about one token, while English averages ~4 chars a token.
 */
import { isCjkCodePoint, isCjkLetterCodePoint } from "./cjk.js";

const ASCII_TOKENS_PER_CHAR = 0.25; // ~4 ASCII chars a token (English prose and code)
const CJK_TOKENS_PER_CHAR = 1; // Han, kana, Hangul, fullwidth forms: ~1 token each
const OTHER_BMP_TOKENS_PER_CHAR = 0.5; // accented Latin, Cyrillic, Greek …: ~2 chars a token
const ASTRAL_TOKENS_PER_CHAR = 1.5; // emoji and other supplementary-plane symbols: 1–2 tokens

export { isCjkCodePoint } from "./cjk.js";

/** Estimated tokens of `text`, code-point weighted. Deterministic; 0 for the empty string. */
export function estimateTokens(text: string): number {
  let t = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) {
      t += ASCII_TOKENS_PER_CHAR;
    } else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const cp = text.codePointAt(i) ?? c;
      i++;
      t += isCjkCodePoint(cp) ? CJK_TOKENS_PER_CHAR : ASTRAL_TOKENS_PER_CHAR;
    } else {
      t += isCjkCodePoint(c) ? CJK_TOKENS_PER_CHAR : OTHER_BMP_TOKENS_PER_CHAR;
    }
  }
  return Math.ceil(t);
}

/** Share of CJK code points among the letters of `text` (0..1); ignores digits, punctuation and
 *  whitespace so that code and numbers do not dilute a Chinese conversation. */
export function cjkShare(text: string): number {
  let cjk = 0;
  let letters = 0;
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    if (isCjkCodePoint(cp)) {
      // Fullwidth punctuation is CJK-ish but not a letter; count only ideographs/kana/Hangul.
      if (!isCjkLetterCodePoint(cp)) continue;
      cjk++;
      letters++;
    } else if (cp < 0x80) {
      if ((cp >= 0x41 && cp <= 0x5a) || (cp >= 0x61 && cp <= 0x7a)) letters++;
    } else if (/\p{L}/u.test(ch)) {
      letters++;
    }
  }
  return letters === 0 ? 0 : cjk / letters;
}
