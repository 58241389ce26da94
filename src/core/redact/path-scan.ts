/**
 * Where a file path ends. Shared by the Unix, home, Windows and UNC path rules. Paths end at
 * whitespace, quotes and brackets, except in two places where real paths carry spaces: inside
 * quotes (`"/Users/Jane Doe/My File.txt"`) and in the user-name segment of a home directory
 * (`/Users/Jane Doe/…`, `C:\Users\Jane Doe\…`), which must never survive in part.
 */
import { isAlnum } from "./chars.js";
import { isCjkPunctuationCodePoint } from "../text/cjk.js";

/** Longest path we look at. */
const MAX_PATH_CHARS = 4096;
/** How far a space-containing segment may run before a separator must appear. */
const MAX_SPACED_SEGMENT_CHARS = 64;

const ASCII_PATH_CHARS = new Uint8Array(128);
for (let c = 0; c < 128; c++) ASCII_PATH_CHARS[c] = isAlnum(c) || c === 46 || c === 95 || c === 45 || c === 126 || c === 64 || c === 37 || c === 43 ? 1 : 0;

/** Characters of a path segment: ASCII word characters, `.~@%+-`, and letters of other scripts
 *  (CJK and accented names), but not CJK or general punctuation. */
export function isPathChar(c: number): boolean {
  if (c < 128) return ASCII_PATH_CHARS[c] === 1;
  if (c < 0xc0) return false;
  if (c >= 0x2000 && c <= 0x206f) return false; // general punctuation
  if (isCjkPunctuationCodePoint(c)) return false; // CJK symbols and punctuation, full-width punctuation
  if (c >= 0xd800 && c <= 0xdfff) return false; // surrogates (emoji)
  return c !== 0xfeff;
}

const isSep = (c: number): boolean => c === 47 || c === 92;
/** Characters of a spaced directory or user name (`Jane Doe`, `Program Files (x86)`): no dots,
 *  so a file name never starts a spaced run, and none of `~@%+`. */
const isNameChar = (c: number): boolean => isAlnum(c) || c === 95 || c === 45 || c === 40 || c === 41 || c === 39 || (c >= 0xc0 && isPathChar(c));

export interface PathScanOptions {
  /** Separators: `/` only (Unix) or `/` and `\` (Windows, UNC). */
  backslash: boolean;
  /** Extra segment characters (Windows names may hold `(`, `)`, `$`, `'`, `&`). */
  extra?: (c: number) => boolean;
  /** May the segment after the first `count` segments (the first of which is `first`) contain
   *  spaces: a user name under /Users, a Windows directory such as `Program Files`? Such a
   *  segment still has to end at a separator. */
  spaced?: (count: number, first: string) => boolean;
}

/** If the path at `start` is quoted (`"…"`, `'…'`, backtick) and the quote closes on the same
 *  line, the offset of the closing quote; else -1. */
export function quotedPathEnd(text: string, start: number): number {
  const q = text.charCodeAt(start - 1);
  if (q !== 34 && q !== 39 && q !== 96) return -1;
  const limit = Math.min(text.length, start + MAX_PATH_CHARS);
  for (let i = start; i < limit; i++) {
    const c = text.charCodeAt(i);
    if (c === q) return i;
    if (c === 10 || c === 13 || c === 60 /* < */ || c === 62 /* > */) return -1;
  }
  return -1;
}

/** What scanSegments found: where the path ends, how many segments it has, and its first and
 *  last segment (the callers' plausibility checks need no more). */
export interface ScannedPath {
  readonly end: number;
  readonly count: number;
  readonly first: string;
  readonly last: string;
}

/** A ScannedPath whose first and last segments are cut from the text only when asked for: most
 *  callers need neither (a workspace path, a home path). One instance serves every call (this
 *  runs for every path of the text): a result is valid until the next scanSegments call. */
class Scanned implements ScannedPath {
  text = "";
  end = 0;
  count = 0;
  firstStart = 0;
  firstEnd = 0;
  lastStart = 0;
  lastEnd = 0;
  get first(): string {
    return this.text.slice(this.firstStart, this.firstEnd);
  }
  get last(): string {
    return this.count > 0 ? this.text.slice(this.lastStart, this.lastEnd) : "";
  }
}
const scanned = new Scanned();

/** End offset of the path whose first segment starts at `from` (after any root or drive), and
 *  its segments; valid until the next call. */
export function scanSegments(text: string, from: number, opts: PathScanOptions): ScannedPath {
  const limit = Math.min(text.length, from + MAX_PATH_CHARS);
  const extra = opts.extra;
  const backslash = opts.backslash;
  let count = 0;
  let firstStart = from;
  let firstEnd = from;
  let lastStart = from;
  let lastEnd = from;
  let i = from;
  let end = from;
  while (i < limit) {
    const segStart = i;
    while (i < limit) {
      const c = text.charCodeAt(i);
      if (!isPathChar(c) && !(extra !== undefined && extra(c))) break;
      i++;
    }
    // A space inside a segment counts only if a separator follows within the same segment
    // (a directory name such as `Jane Doe`), never for the last segment.
    if (i < limit && text.charCodeAt(i) === 32 && i > segStart && opts.spaced?.(count, count === 0 ? "" : text.slice(firstStart, firstEnd))) {
      // Words separated by single spaces, no dots (a file name is a last segment), then a
      // separator and another segment.
      let j = i;
      const spacedLimit = Math.min(limit, segStart + MAX_SPACED_SEGMENT_CHARS);
      while (j < spacedLimit) {
        const c = text.charCodeAt(j);
        if (c === 32 ? text.charCodeAt(j + 1) === 32 || text.charCodeAt(j - 1) === 32 : !isNameChar(c)) break;
        j++;
      }
      const after = text.charCodeAt(j + 1);
      if (j < spacedLimit && (text.charCodeAt(j) === 47 || (backslash && text.charCodeAt(j) === 92)) && text.charCodeAt(j - 1) !== 32 && (isPathChar(after) || (extra !== undefined && extra(after)))) i = j;
    }
    if (i === segStart) break;
    if (count === 0) {
      firstStart = segStart;
      firstEnd = i;
    }
    count++;
    lastStart = segStart;
    lastEnd = i;
    end = i;
    // Separator run (`/`, `\`, JSON-escaped `\\`), then the next segment must start.
    let j = i;
    while (j < limit && (text.charCodeAt(j) === 47 || (backslash && text.charCodeAt(j) === 92))) j++;
    const next = text.charCodeAt(j);
    if (j === i || j >= text.length || !(isPathChar(next) || (extra !== undefined && extra(next)))) {
      // A trailing separator belongs to the path (`/var/log/`).
      if (j > i && (j - i === 1 || backslash)) end = j;
      break;
    }
    i = j;
  }
  // Sentence punctuation after a path is not part of it: "see <path>." or "(<path>)".
  while (end > from && ".,:;!?".includes(text.charAt(end - 1)) && !isSep(text.charCodeAt(end - 2))) end--;
  while (lastEnd > lastStart && ".,:;!?".includes(text.charAt(lastEnd - 1))) lastEnd--;
  if (lastEnd === lastStart && count > 0) count--; // the last "segment" was only punctuation
  scanned.text = text;
  scanned.end = end;
  scanned.count = count;
  scanned.firstStart = firstStart;
  scanned.firstEnd = firstEnd;
  scanned.lastStart = lastStart;
  scanned.lastEnd = lastEnd;
  return scanned;
}
