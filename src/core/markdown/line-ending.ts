/**
 * Line-ending helpers. The editor writes new text with the file's own line ending, so a CRLF
 * file stays CRLF and a diff shows only the lines that changed.
 */

import { trimEndOf } from "../text/trim-end.js";

export type LineEnding = "\n" | "\r\n" | "\r";

const FIRST_LINE_ENDING = /\r\n|\r|\n/;
const ANY_LINE_ENDING = /\r\n|\r|\n/g;

/** The first line ending in `source` (CommonMark accepts LF, CRLF and a lone CR); LF when the
 *  text has none, e.g. an empty file. */
export function detectLineEnding(source: string): LineEnding {
  const m = FIRST_LINE_ENDING.exec(source);
  return (m?.[0] as LineEnding | undefined) ?? "\n";
}

/** Rewrites every line ending in `text` to `eol`. */
export function withLineEnding(text: string, eol: LineEnding): string {
  return text.replace(ANY_LINE_ENDING, eol);
}

export function endsWithLineEnding(text: string): boolean {
  const last = text.charCodeAt(text.length - 1);
  return last === 10 || last === 13;
}

/** True when the last line of `text` is blank (spaces or tabs only) and ended: "a\n\n",
 *  "a\r\n \r\n", "\n". A lone CRLF is one line ending, not a CR line and an LF line. */
export function endsWithBlankLine(text: string): boolean {
  const last = /(?:\r\n|\r|\n)$/.exec(text);
  if (!last) return false;
  const rest = trimEndOf(text.slice(0, last.index), " \t", false);
  return rest.length === 0 || endsWithLineEnding(rest);
}

/** Offset of the first character of the line holding `offset`. */
export function lineStartOf(source: string, offset: number): number {
  let i = offset;
  while (i > 0) {
    const c = source.charCodeAt(i - 1);
    if (c === 10 || c === 13) break;
    i--;
  }
  return i;
}

/** Offset just past the line ending of the line holding `offset` (the file length on the last line). */
export function lineEndAfter(source: string, offset: number): number {
  for (let i = offset; i < source.length; i++) {
    const c = source.charCodeAt(i);
    if (c === 10) return i + 1;
    if (c === 13) return source.charCodeAt(i + 1) === 10 ? i + 2 : i + 1;
  }
  return source.length;
}
