/**
 * Where a file path ends. Shared by the Unix, home, Windows and UNC path rules. Paths end at
 * whitespace, quotes and brackets, except in two places where real paths carry spaces: inside
 * quotes (`"/Users/Jane Doe/My File.txt"`) and in the user-name segment of a home directory
 * (`/Users/Jane Doe/…`, `C:\Users\Jane Doe\…`), which must never survive in part.
 */
import { isAlnum } from "./chars.js";

/** Longest path we look at. */
const MAX_PATH_CHARS = 4096;
/** How far a space-containing segment may run before a separator must appear. */
const MAX_SPACED_SEGMENT_CHARS = 64;

/** Characters of a path segment: ASCII word characters, `.~@%+-`, and letters of other scripts
 *  (CJK and accented names), but not CJK or general punctuation. */
export function isPathChar(c: number): boolean {
  if (isAlnum(c) || c === 46 || c === 95 || c === 45 || c === 126 || c === 64 || c === 37 || c === 43) return true;
  if (c < 0xc0) return false;
  if (c >= 0x2000 && c <= 0x206f) return false; // general punctuation
  if (c >= 0x3000 && c <= 0x303f) return false; // CJK symbols and punctuation
  if (c >= 0xff00 && c <= 0xff20) return false; // full-width punctuation
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
  /** May the segment after `previous` contain spaces (a user name under /Users, a Windows
   *  directory such as `Program Files`)? Such a segment still has to end at a separator. */
  spaced?: (previous: readonly string[]) => boolean;
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

/** End offset of the path whose first segment starts at `from` (after any root or drive). Returns
 *  the segment texts too, for the callers' plausibility checks. */
export function scanSegments(text: string, from: number, opts: PathScanOptions): { end: number; segments: string[] } {
  const segs: string[] = [];
  const limit = Math.min(text.length, from + MAX_PATH_CHARS);
  const isSegChar = (c: number): boolean => isPathChar(c) || (opts.extra !== undefined && opts.extra(c));
  const isSeparator = (c: number): boolean => c === 47 || (opts.backslash && c === 92);
  let i = from;
  let end = from;
  while (i < limit) {
    const segStart = i;
    while (i < limit && isSegChar(text.charCodeAt(i))) i++;
    // A space inside a segment counts only if a separator follows within the same segment
    // (a directory name such as `Jane Doe`), never for the last segment.
    if (i < limit && text.charCodeAt(i) === 32 && i > segStart && opts.spaced?.(segs)) {
      // Words separated by single spaces, no dots (a file name is a last segment), then a
      // separator and another segment.
      let j = i;
      const spacedLimit = Math.min(limit, segStart + MAX_SPACED_SEGMENT_CHARS);
      while (j < spacedLimit) {
        const c = text.charCodeAt(j);
        if (c === 32 ? text.charCodeAt(j + 1) === 32 || text.charCodeAt(j - 1) === 32 : !isNameChar(c)) break;
        j++;
      }
      if (j < spacedLimit && isSeparator(text.charCodeAt(j)) && text.charCodeAt(j - 1) !== 32 && isSegChar(text.charCodeAt(j + 1))) i = j;
    }
    if (i === segStart) break;
    segs.push(text.slice(segStart, i));
    end = i;
    // Separator run (`/`, `\`, JSON-escaped `\\`), then the next segment must start.
    let j = i;
    while (j < limit && isSeparator(text.charCodeAt(j))) j++;
    if (j === i || j >= text.length || !isSegChar(text.charCodeAt(j))) {
      // A trailing separator belongs to the path (`/home/alice/`).
      if (j > i && (j - i === 1 || opts.backslash)) end = j;
      break;
    }
    i = j;
  }
  // Sentence punctuation after a path is not part of it: "see /etc/hosts." or "(/tmp/x)".
  while (end > from && ".,:;!?".includes(text.charAt(end - 1)) && !isSep(text.charCodeAt(end - 2))) end--;
  if (segs.length > 0) {
    const last = segs[segs.length - 1]!;
    const trimmed = last.replace(/[.,:;!?]+$/, "");
    segs[segs.length - 1] = trimmed;
  }
  return { end, segments: segs.filter((s) => s.length > 0) };
}
