/**
 * Text recognition reads a printed label's letters as digits: "passw0rd", "c0de", "Activation
 * c0de", "PlN". The rules find a secret by the noun that names it, so a label read that way
 * hides its value. This fold writes such a word as the noun it was (`0` → o, `1` → l, and a
 * lower-case `l` among capitals → I), only where the result is a credential's noun, and keeps the
 * length: the rules scan the folded text and their spans are the input's, as with other
 * scripts' digits (core/text/digits.ts). Values are never folded: only a whole word that becomes
 * one of NOUNS changes. See docs/design.md, "Redaction".
 */

/** The nouns a misread label is folded back to (lower case). */
const NOUNS = new Set(["password", "passwort", "passcode", "passphrase", "code", "pin", "puk", "key", "token", "secret", "login", "pwd", "pass"]);
/** A word of letters with a `0` or `1` in it (or a PIN with a lower-case l), 3 to 10 characters. */
const CANDIDATE = /(?<![A-Za-z0-9])(?=[A-Za-z01]{3,10}(?![A-Za-z0-9]))[A-Za-z]*[01][A-Za-z01]*|(?<![A-Za-z0-9])P[l1]N(?![A-Za-z0-9])/g;

function unmisread(word: string): string {
  let out = "";
  for (let i = 0; i < word.length; i++) {
    const c = word[i]!;
    const upper = i > 0 && i < word.length - 1 && /[A-Z]/.test(word[i - 1]!) && /[A-Z]/.test(word[i + 1]!);
    out += c === "0" ? (upper ? "O" : "o") : c === "1" || (c === "l" && upper) ? (upper ? "I" : "l") : c;
  }
  return out;
}

/** `text` with misread credential nouns written as the nouns (the same length), or `text`. */
export function foldMisreadNouns(text: string): string {
  // Most texts have no letter-digit mix of this kind near a noun: a cheap test first.
  if (!/[A-Za-z][01]|[01][A-Za-z]|PlN/.test(text)) return text;
  let out: string | null = null;
  let last = 0;
  for (const m of text.matchAll(CANDIDATE)) {
    const word = m[0];
    const folded = unmisread(word);
    if (folded === word || !NOUNS.has(folded.toLowerCase())) continue;
    const at = m.index ?? 0;
    out = (out ?? "") + text.slice(last, at) + folded;
    last = at + word.length;
  }
  return out === null ? text : out + text.slice(last);
}
