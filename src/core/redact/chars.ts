/** Character-class tests on UTF-16 code units, shared by rules that scan by hand (no regex, so
 *  no backtracking and no per-call allocation). */

export const isDigit = (c: number): boolean => c >= 48 && c <= 57;
export const isUpper = (c: number): boolean => c >= 65 && c <= 90;
export const isLower = (c: number): boolean => c >= 97 && c <= 122;
export const isAlpha = (c: number): boolean => isUpper(c) || isLower(c);
export const isAlnum = (c: number): boolean => isAlpha(c) || isDigit(c);
/** The ASCII letters, for a trigger's `prev` or `next` filter. */
export const ASCII_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
/** The number of bits set in a 32-bit mask: how many distinct members a set kept as bits holds
 *  (the digits of a code, the characters of a value). */
export function bitCount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}
export const isHex = (c: number): boolean => isDigit(c) || (c >= 97 && c <= 102) || (c >= 65 && c <= 70);
/** Characters of an API token body: [A-Za-z0-9_-]. */
export const isTokenChar = (c: number): boolean => isAlnum(c) || c === 95 || c === 45;
/** Base64 (standard and URL-safe) with padding. */
export const isBase64Char = (c: number): boolean => isAlnum(c) || c === 43 || c === 47 || c === 61 || c === 95 || c === 45;
/** Space, tab, CR, LF, and the other ASCII blanks. */
export const isSpace = (c: number): boolean => c === 32 || (c >= 9 && c <= 13);
/** Horizontal whitespace only (does not cross a line). */
export const isBlank = (c: number): boolean => c === 32 || c === 9;
/** A quote that opens a string literal: `"`, `'` or a backtick. */
export const isQuote = (c: number): boolean => c === 34 || c === 39 || c === 96;
/** `\\n` or `\\r` at `i`: a line break as a JSON string or a log writes it (a file pasted into
 *  one keeps its lines that way). */
export const isEscapedBreak = (text: string, i: number): boolean => text.charCodeAt(i) === 92 && (text.charCodeAt(i + 1) === 110 || text.charCodeAt(i + 1) === 114);

/** Is there an escape sequence at `i` (`\n`, `\r`, `\t`, `\"`), as in a JSON string? Rules that
 *  read a word by its edges treat one as a blank: the `n` of `\nValue` is not the word's. */
export function isEscapeAt(text: string, i: number): boolean {
  if (i < 0 || text.charCodeAt(i) !== 92) return false;
  const c = text.charCodeAt(i + 1);
  return c === 110 || c === 114 || c === 116 || c === 34;
}

/** Does a word run on into text[s] from the character before it: a letter or digit, not the
 *  `n` of an escape (`\nLKT6W-…` in a JSON string: the `n` is the line break's)? */
export function wordRunsInto(text: string, s: number): boolean {
  return s > 0 && isAlnum(text.charCodeAt(s - 1)) && !isEscapeAt(text, s - 2);
}

/** Is text[s] inside a longer token: a word runs into it (wordRunsInto), or a `-` or `_` joins
 *  it to what stands before? A group of a key starts a key only after neither. */
export function joinedBefore(text: string, s: number): boolean {
  const c = text.charCodeAt(s - 1);
  return wordRunsInto(text, s) || c === 45 || c === 95;
}

/** ASCII lower-casing of one code unit. */
export const lower = (c: number): number => (isUpper(c) ? c + 32 : c);

/** True when `text` has `word` at `at`, comparing ASCII letters case-insensitively.
 *  `word` must be lower case. */
export function startsWithCi(text: string, word: string, at: number): boolean {
  if (at < 0 || at + word.length > text.length) return false;
  for (let i = 0; i < word.length; i++) {
    if (lower(text.charCodeAt(at + i)) !== word.charCodeAt(i)) return false;
  }
  return true;
}

/** Index of the end of the run of characters satisfying `test`, starting at `from`, reading at
 *  most `max` characters. */
export function runEnd(text: string, from: number, test: (c: number) => boolean, max: number): number {
  const limit = Math.min(text.length, from + max);
  let i = from;
  while (i < limit && test(text.charCodeAt(i))) i++;
  return i;
}

/** Index of the start of the run of characters satisfying `test` that ends at `to` (exclusive),
 *  reading at most `max` characters backwards. */
export function runStart(text: string, to: number, test: (c: number) => boolean, max: number): number {
  const limit = Math.max(0, to - max);
  let i = to;
  while (i > limit && test(text.charCodeAt(i - 1))) i--;
  return i;
}

/** End of the line that starts at or after `i` (its \n or \r), at most `limit`. */
export function lineEndWithin(text: string, i: number, limit: number): number {
  while (i < limit && text.charCodeAt(i) !== 10 && text.charCodeAt(i) !== 13) i++;
  return i;
}

/** End of text[s, e) without its trailing blanks and carriage returns (`s` at the least). */
export function trimmedEnd(text: string, s: number, e: number): number {
  while (e > s && (isBlank(text.charCodeAt(e - 1)) || text.charCodeAt(e - 1) === 13)) e--;
  return e;
}

/** Is text[s, e) blank: spaces, tabs and carriage returns only, or nothing? */
export function isBlankBetween(text: string, s: number, e: number): boolean {
  return trimmedEnd(text, s, e) === s;
}

/** Offset of `ch` in `text` within [from, to), or -1. A bounded `indexOf`: an unbounded one
 *  from every trigger would make a rule quadratic on text without that character. */
export function indexOfWithin(text: string, ch: number, from: number, to: number): number {
  const limit = Math.min(text.length, to);
  for (let i = from; i < limit; i++) if (text.charCodeAt(i) === ch) return i;
  return -1;
}

/** `s.toLowerCase()`, without a copy when `s` is ASCII with no capital letter (then it is `s`
 *  itself): `toLowerCase` makes a new string every time, and this runs for every host, value and
 *  word the rules judge. */
export function lowerAscii(s: string): string {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c > 127 || (c >= 65 && c <= 90)) return s.toLowerCase();
  }
  return s;
}

/** True when every code unit of `s` is ASCII. */
export function isAscii(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) > 127) return false;
  return true;
}

/** A test for whether any of `needles` (lower-case ASCII) occurs in `s[0, to)`, ignoring ASCII
 *  case: for ASCII `s`, what `s.slice(0, to).toLowerCase().includes(n)` says for some n, in one
 *  pass with a table of first characters, without the lower-cased copy (toLowerCase costs more
 *  than the search). */
export function asciiNeedlesCi(needles: readonly string[]): (s: string, to: number) => boolean {
  const byFirst: string[][] = Array.from({ length: 128 }, () => []);
  for (const n of needles) byFirst[n.charCodeAt(0)]!.push(n);
  return (s, to) => {
    const end = Math.min(s.length, to);
    for (let i = 0; i < end; i++) {
      const c = lower(s.charCodeAt(i));
      if (c > 127) continue;
      const list = byFirst[c]!;
      for (let k = 0; k < list.length; k++) {
        const n = list[k]!;
        if (i + n.length <= end && startsWithCi(s, n, i)) return true;
      }
    }
    return false;
  };
}

/** A test for whether ASCII `s` is one of `words` (lower-case ASCII), ignoring ASCII case: what
 *  `words.has(s.toLowerCase())` says, without the copy. */
export function asciiWordsCi(words: Iterable<string>): (s: string) => boolean {
  const byLength: string[][] = [];
  for (const w of words) (byLength[w.length] ??= []).push(w);
  return (s) => {
    const list = byLength[s.length];
    if (list === undefined) return false;
    for (const w of list) if (startsWithCi(s, w, 0)) return true;
    return false;
  };
}

/** Where `needle` starts in text[from, to), or -1: `indexOf` that never reads past `to` (a rule
 *  asked at every trigger must not search to the end of the text each time). */
export function indexWithin(text: string, needle: string, from: number, to: number): number {
  const end = Math.min(text.length, to);
  if (end - from < needle.length) return -1;
  const k = text.slice(from, end).indexOf(needle);
  return k === -1 ? -1 : from + k;
}

/** Where `needle` last starts in text[from, to), or -1 (`lastIndexOf` bounded the same way). */
export function lastIndexWithin(text: string, needle: string, from: number, to: number): number {
  const start = Math.max(0, from);
  const k = text.slice(start, Math.min(text.length, to)).lastIndexOf(needle);
  return k === -1 ? -1 : start + k;
}
