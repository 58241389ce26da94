/**
 * Text recognition's commonest slip in capitals, undone for the rules' reading: a capital I read
 * as a lower-case l inside a word of capitals ("PlN", "KEYPAD", "FlLL STATlON", "UNlT 4",
 * "Merchant lD"). A photo of a sticky note, a laminated card or a settings screen names its codes
 * in capitals, and "PlN: l95399" names no PIN to a rule that reads "PIN".
 *
 * The fold is one character for one, so every offset a rule reports points at the same
 * characters of the text as written, and the output is built from the text as written (as
 * core/text/digits.ts does for other scripts' digits). A word on its own (no digit against it)
 * is folded when its letters are capitals but for at least one `l`, with two capitals or more:
 * no word of ordinary text has that shape ("lb", "Il", "iPhone" do not; "lD" is left too). What a misread code looks like ("l95399", "237O78")
 * is the rules' own reading (code-slot.ts, misreadDigits).
 */
import { isUpper } from "./chars.js";

const L = 108;
/** Capitals a folded word needs besides its `l`: "Il" and "El" are words of a sentence. */
const MIN_CAPITALS = 2;

/** `text` with the `l` of words in capitals read as `I`, the same length. */
export function foldOcrCapitals(text: string): string {
  let at = text.indexOf("l");
  if (at === -1) return text;
  let out = "";
  let from = 0;
  while (at !== -1) {
    // The word around this `l`: letters only.
    let s = at;
    while (s > 0 && isLetter(text.charCodeAt(s - 1))) s--;
    let e = at + 1;
    while (e < text.length && isLetter(text.charCodeAt(e))) e++;
    // A word on its own: a run of letters inside a token of digits too ("…OUl4Vll6…" in base64,
    // a key's "…2TlKWIA") is no word.
    if (capitalsButL(text, s, e) && !isDigitAt(text, s - 1) && !isDigitAt(text, e)) {
      out += text.slice(from, s);
      for (let k = s; k < e; k++) out += text.charCodeAt(k) === L ? "I" : text[k];
      from = e;
    }
    at = text.indexOf("l", e);
  }
  return from === 0 ? text : out + text.slice(from);
}

const isLetter = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isDigitAt = (text: string, i: number): boolean => {
  const c = text.charCodeAt(i);
  return c >= 48 && c <= 57;
};

/** Is text[s, e) a word of capitals and `l`, with MIN_CAPITALS capitals? */
function capitalsButL(text: string, s: number, e: number): boolean {
  if (e - s < 2) return false;
  let capitals = 0;
  for (let k = s; k < e; k++) {
    const c = text.charCodeAt(k);
    if (isUpper(c)) capitals++;
    else if (c !== L) return false;
  }
  return capitals >= MIN_CAPITALS;
}
