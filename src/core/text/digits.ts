/**
 * Decimal digits of other scripts read as ASCII digits (docs/design.md, "Digits of other scripts"): notes are
 * written with the digits of their script (Bengali "৳১১,০০০", Devanagari "२५", Persian "۱۴۰۳",
 * Thai "๑๒", fullwidth "３月１５日"), and every reader of values (specifics, tokens, amounts,
 * slots) matches ASCII digits. Each of these digits is one UTF-16 code unit, and so is its ASCII
 * digit: the folded text has the same length, so an offset or a span read from it points at the
 * same characters of the text as written, whose spelling is what a draft quotes.
 */

/** The zero of each run of ten decimal digits (Unicode category Nd) in the Basic Multilingual
 *  Plane, besides ASCII's: Arabic-Indic, Extended Arabic-Indic (Persian, Urdu), NKo, Devanagari,
 *  Bengali, Gurmukhi, Gujarati, Oriya, Tamil, Telugu, Kannada, Malayalam, Sinhala, Thai, Lao,
 *  Tibetan, Myanmar (two), Khmer, Mongolian, Limbu, New Tai Lue, Tai Tham (two), Balinese,
 *  Sundanese, Lepcha, Ol Chiki, Vai, Saurashtra, Kayah Li, Javanese, Myanmar Tai Laing, Cham,
 *  Meetei Mayek, Fullwidth. */
const ZEROS = [
  0x0660, 0x06f0, 0x07c0, 0x0966, 0x09e6, 0x0a66, 0x0ae6, 0x0b66, 0x0be6, 0x0c66, 0x0ce6, 0x0d66, 0x0de6, 0x0e50, 0x0ed0, 0x0f20,
  0x1040, 0x1090, 0x17e0, 0x1810, 0x1946, 0x19d0, 0x1a80, 0x1a90, 0x1b50, 0x1bb0, 0x1c40, 0x1c50, 0xa620, 0xa8d0, 0xa900, 0xa9d0,
  0xa9f0, 0xaa50, 0xabf0, 0xff10,
];
/** Per UTF-16 code unit: 0 for no digit of another script, else the digit's value plus one.
 *  Looked up per character (a regex test per call cost a tenth of a cold distill run). */
const DIGIT_VALUE = new Uint8Array(0x10000);
for (const zero of ZEROS) for (let d = 0; d < 10; d++) DIGIT_VALUE[zero + d] = d + 1;
const FIRST_OTHER_DIGIT = ZEROS[0]!;

/** `text` with the decimal digits of other scripts written as ASCII digits, the same length. */
export function foldDigits(text: string): string {
  let i = 0;
  for (; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= FIRST_OTHER_DIGIT && DIGIT_VALUE[c] !== 0) break;
  }
  if (i === text.length) return text;
  let out = text.slice(0, i);
  for (; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const v = c >= FIRST_OTHER_DIGIT ? DIGIT_VALUE[c]! : 0;
    out += v !== 0 ? String.fromCharCode(47 + v) : text[i];
  }
  return out;
}
