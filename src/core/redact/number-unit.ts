/**
 * Does a unit follow a number ("6 digits", "3 attempts")? Then the number counts or measures,
 * and is no code or password.
 */
import { isAlpha, isBlank, lowerAscii } from "./chars.js";

/** A unit after the number: it counts or measures, it opens nothing. */
const UNITS = new Set([
  "digit", "digits", "character", "characters", "chars", "attempt", "attempts", "tries", "times", "minute", "minutes", "min", "mins", "second", "seconds", "sec", "secs", "hour", "hours", "day", "days", "week", "weeks", "month", "months", "year", "years", "ms",
  // What a number of a code base or a document counts.
  "byte", "bytes", "kb", "mb", "gb", "line", "lines", "token", "tokens", "word", "words", "file", "files", "row", "rows", "page", "pages", "test", "tests", "error", "errors", "warning", "warnings",
]);

/** Is the word after the number that ends at `e` (past blanks) a unit of UNITS? */
export function unitAfter(text: string, e: number): boolean {
  let k = e;
  while (k < text.length && isBlank(text.charCodeAt(k))) k++;
  let w = k;
  while (w < text.length && isAlpha(text.charCodeAt(w))) w++;
  return w > k && UNITS.has(lowerAscii(text.slice(k, w)));
}
