/**
 * Text recognition reads a printed label's letters as digits: "passw0rd", "c0de", "Activation
 * c0de", "PlN". The rules find a secret by the noun that names it, so a label read that way
 * hides its value. This fold writes such a word as the noun it was (`0` → o, `1` → l, and a
 * lower-case `l` among capitals → I), only where the result is a credential's noun, and keeps the
 * length: the rules scan the folded text and their spans are the input's, as with other
 * scripts' digits (core/text/digits.ts). Values are never folded: only a whole word that becomes
 * one of NOUNS changes. See docs/design.md, "Redaction".
 */

import { isAlnum, isAlpha } from "./chars.js";

/** The nouns a misread label is folded back to (lower case). */
const NOUNS = new Set(["password", "passwort", "passcode", "passphrase", "code", "pin", "puk", "key", "token", "secret", "login", "pwd", "pass"]);
/** The longest and shortest word folded (`passphrase`, `pin`). */
const MAX_WORD_CHARS = 10;
const MIN_WORD_CHARS = 3;

/** A character of a misread word: a letter, or the `0` and `1` read for o, l and I. */
const isWordChar = (c: number): boolean => isAlpha(c) || c === 48 || c === 49;

function unmisread(word: string): string {
  let out = "";
  for (let i = 0; i < word.length; i++) {
    const c = word[i]!;
    const upper = i > 0 && i < word.length - 1 && /[A-Z]/.test(word[i - 1]!) && /[A-Z]/.test(word[i + 1]!);
    out += c === "0" ? (upper ? "O" : "o") : c === "1" || (c === "l" && upper) ? (upper ? "I" : "l") : c;
  }
  return out;
}

/** The misread word around a `0`, `1` or `l` at `i`: [start, end), or null when the word is no
 *  whole word of 3 to 10 such characters. */
function wordAround(text: string, i: number): [number, number] | null {
  let s = i;
  while (s > 0 && i - s < MAX_WORD_CHARS && isWordChar(text.charCodeAt(s - 1))) s--;
  let e = i + 1;
  while (e < text.length && e - s <= MAX_WORD_CHARS && isWordChar(text.charCodeAt(e))) e++;
  if (e - s < MIN_WORD_CHARS || e - s > MAX_WORD_CHARS) return null;
  if ((s > 0 && isAlnum(text.charCodeAt(s - 1))) || (e < text.length && isAlnum(text.charCodeAt(e)))) return null;
  return [s, e];
}

/** `text` with misread credential nouns written as the nouns (the same length), or `text`.
 *  Only a `0` or `1` between letters, or an `l` between `P` and `N`, starts a look at its word;
 *  the native `indexOf` finds them, faster than a loop over every character. */
export function foldMisreadNouns(text: string): string {
  let out: string | null = null;
  let last = 0;
  let zero = text.indexOf("0");
  let one = text.indexOf("1");
  let pin = text.indexOf("PlN");
  while (zero !== -1 || one !== -1 || pin !== -1) {
    let i = Infinity;
    if (zero !== -1) i = zero;
    if (one !== -1 && one < i) i = one;
    if (pin !== -1 && pin + 1 < i) i = pin + 1;
    if (i === zero) zero = text.indexOf("0", i + 1);
    else if (i === one) one = text.indexOf("1", i + 1);
    else pin = text.indexOf("PlN", i + 1);
    if (i < last || !isAlpha(text.charCodeAt(i - 1)) || !isAlpha(text.charCodeAt(i + 1))) continue;
    const w = wordAround(text, i);
    if (w === null) continue;
    const word = text.slice(w[0], w[1]);
    const folded = unmisread(word);
    if (folded !== word && NOUNS.has(folded.toLowerCase())) {
      out = (out ?? "") + text.slice(last, w[0]) + folded;
      last = w[1];
    }
  }
  return out === null ? text : out + text.slice(last);
}
