/**
 * Token estimates without a tokenizer. Weighted by code point class because a flat
 * "4 chars per token" undercounts CJK text roughly fourfold: BPE vocabularies hold few CJK
 * merges, so a Han character costs about one token, while English averages ~4 chars a token.
 */

const ASCII_TOKENS_PER_CHAR = 0.25; // ~4 ASCII chars a token (English prose and code)
const CJK_TOKENS_PER_CHAR = 1; // Han, kana, Hangul, fullwidth forms: ~1 token each
const OTHER_BMP_TOKENS_PER_CHAR = 0.5; // accented Latin, Cyrillic, Greek …: ~2 chars a token
const ASTRAL_TOKENS_PER_CHAR = 1.5; // emoji and other supplementary-plane symbols: 1–2 tokens

/** True for code points that tokenize at about one token each (CJK scripts and fullwidth forms). */
export function isCjkCodePoint(cp: number): boolean {
  return (
    (cp >= 0x4e00 && cp <= 0x9fff) || // CJK Unified Ideographs
    (cp >= 0x3400 && cp <= 0x4dbf) || // Extension A
    (cp >= 0x3000 && cp <= 0x30ff) || // CJK punctuation, Hiragana, Katakana
    (cp >= 0xac00 && cp <= 0xd7af) || // Hangul syllables
    (cp >= 0xff00 && cp <= 0xffef) || // Halfwidth and fullwidth forms (，！？)
    (cp >= 0xf900 && cp <= 0xfaff) || // Compatibility ideographs
    (cp >= 0x20000 && cp <= 0x2fa1f) // Extensions B–F, compatibility supplement
  );
}

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
      if (cp >= 0x3000 && cp <= 0x303f) continue;
      if (cp >= 0xff00 && cp <= 0xff20) continue;
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
