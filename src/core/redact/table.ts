/**
 * Reading tables line by line for rules/secret-column.ts: a Markdown table (a header row, a
 * `|---|:--:|` separator row, then rows with pipes) or delimited text (CSV, TSV, `;`-separated:
 * a header row, then rows with the same number of fields). Cells are [start, end) ranges into
 * the text, so a rule can redact one cell and keep the rest of the row byte for byte. Every
 * read is bounded: a line by MAX_LINE_CHARS, a table by the caller's row and character limits.
 */
import { isBlank } from "./chars.js";

/** Longer lines are not table rows worth reading (a minified file, a log line). */
export const MAX_LINE_CHARS = 2048;

export type Cell = [start: number, end: number];

/** Start of the line holding `at`, or -1 if it lies more than MAX_LINE_CHARS back. */
export function lineStart(text: string, at: number): number {
  let i = at;
  while (i > 0 && at - i <= MAX_LINE_CHARS) {
    const c = text.charCodeAt(i - 1);
    if (c === 10 || c === 13) return i;
    i--;
  }
  return i === 0 ? 0 : -1;
}

/** End of the line that starts at `s` (its \r or \n, or the end of the text), or -1 past
 *  MAX_LINE_CHARS. */
export function lineEnd(text: string, s: number): number {
  const limit = Math.min(text.length, s + MAX_LINE_CHARS + 1);
  for (let i = s; i < limit; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13) return i;
  }
  return limit === text.length ? limit : -1;
}

/** Start of the line after the one that ends at `e` (past \r\n), or -1 at the end of the text. */
export function nextLine(text: string, e: number): number {
  if (e >= text.length) return -1;
  return text.charCodeAt(e) === 13 && text.charCodeAt(e + 1) === 10 ? e + 2 : e + 1;
}

/** `[s, e)` with blanks trimmed on both sides. */
function trimmed(text: string, s: number, e: number): Cell {
  while (s < e && isBlank(text.charCodeAt(s))) s++;
  while (e > s && isBlank(text.charCodeAt(e - 1))) e--;
  return [s, e];
}

/** The cells of a Markdown row `[s, e)` (a leading and a trailing pipe are the table's frame,
 *  `\|` is a pipe inside a cell), trimmed; null if the line has no pipe. */
export function pipeCells(text: string, s: number, e: number): Cell[] | null {
  return framedCells(text, s, e, 124);
}

/** The cells of a row `[s, e)` whose cells `bar` divides and frames (a leading and a trailing
 *  `bar` are the frame, a backslash before one keeps it inside a cell), trimmed; null if the
 *  line has no `bar`. */
function framedCells(text: string, s: number, e: number, bar: number): Cell[] | null {
  [s, e] = trimmed(text, s, e);
  let bars = 0;
  for (let i = s; i < e; i++) if (text.charCodeAt(i) === bar) bars++;
  if (bars === 0) return null;
  if (text.charCodeAt(s) === bar) s++;
  if (e > s && text.charCodeAt(e - 1) === bar && text.charCodeAt(e - 2) !== 92) e--;
  const cells: Cell[] = [];
  let from = s;
  for (let i = s; i <= e; i++) {
    if (i === e || (text.charCodeAt(i) === bar && text.charCodeAt(i - 1) !== 92)) {
      cells.push(trimmed(text, from, i));
      from = i + 1;
    }
  }
  return cells;
}

/** The cells of a row `[s, e)` divided by runs of pipes (`|` or `||`), as Muse
 *  (`Device || Login`), XWiki (`|=System|=User`) and MoinMoin (`||a||b||`) write tables; a leading
 *  and a trailing run are the frame; trimmed. Null if the line has no pipe. */
export function pipeRunCells(text: string, s: number, e: number): Cell[] | null {
  [s, e] = trimmed(text, s, e);
  let i = s;
  let pipes = false;
  while (i < e && text.charCodeAt(i) === 124) {
    i++;
    pipes = true;
  }
  const cells: Cell[] = [];
  let from = i;
  while (i < e) {
    if (text.charCodeAt(i) !== 124) {
      i++;
      continue;
    }
    pipes = true;
    cells.push(trimmed(text, from, i));
    while (i < e && text.charCodeAt(i) === 124) i++;
    from = i;
  }
  if (from < e) cells.push(trimmed(text, from, e));
  return pipes ? cells : null;
}

/** Is the line `[s, e)` a Markdown separator row (`|---|:--:|`, `--- | ---`), or the rule
 *  psql prints under a result's header (`----+-------+-----`)? */
export function isSeparatorRow(text: string, s: number, e: number): boolean {
  if (isJunctionRule(text, s, e)) return true;
  const cells = pipeCells(text, s, e);
  if (cells === null || cells.length < 2) return false;
  for (const [a, b] of cells) {
    let dashes = 0;
    for (let i = a; i < b; i++) {
      const c = text.charCodeAt(i);
      if (c === 45) dashes++;
      else if (c !== 58 || (i !== a && i !== b - 1)) return false;
    }
    if (dashes === 0) return false;
  }
  return true;
}

/** Dashes joined by `+` and nothing else, with at least two columns (`-----+----`), inside
 *  pipes as org-mode writes it (`|-----+----|`), or framed by `+` as MySQL's client and
 *  reStructuredText's grid tables draw it (`+----+-----+`, `+====+=====+`). */
export function isJunctionRule(text: string, s: number, e: number): boolean {
  [s, e] = trimmed(text, s, e);
  const framed = e - s > 2 && text.charCodeAt(s) === 43 && text.charCodeAt(e - 1) === 43;
  if (e - s > 2 && ((text.charCodeAt(s) === 124 && text.charCodeAt(e - 1) === 124) || framed)) {
    s++;
    e--;
  }
  // The rule's character: `-`, or `=` in a grid table's frame.
  const dash = framed && text.charCodeAt(s) === 61 ? 61 : 45;
  let plus = 0;
  for (let i = s; i < e; i++) {
    const c = text.charCodeAt(i);
    if (c === 43) {
      if (i === s || i === e - 1 || text.charCodeAt(i - 1) !== dash || text.charCodeAt(i + 1) !== dash) return false;
      plus++;
    } else if (c !== dash) return false;
  }
  return plus > 0 || (framed && e > s);
}

/** The fields of a delimited line `[s, e)` split at `delim` (a quoted field may hold it and
 *  `""`), trimmed, quotes kept; null if a quote is left open. */
export function delimitedCells(text: string, s: number, e: number, delim: number): Cell[] | null {
  const cells: Cell[] = [];
  let from = s;
  let quoted = false;
  for (let i = s; i <= e; i++) {
    const c = i < e ? text.charCodeAt(i) : -1;
    if (quoted) {
      if (c === -1) return null;
      if (c === 34) {
        if (text.charCodeAt(i + 1) === 34 && i + 1 < e) i++;
        else quoted = false;
      }
      continue;
    }
    if (c === 34 && trimmed(text, from, i)[0] === i) quoted = true;
    else if (c === delim || c === -1) {
      cells.push(trimmed(text, from, i));
      from = i + 1;
    }
  }
  return cells;
}

/** The delimiters of delimited text, most specific first. */
export const DELIMITERS: readonly number[] = [9 /* \t */, 44 /* , */, 59 /* ; */];

/** The cells of a box-drawn table row (`│ a │ b │`, what DuckDB, sqlite's box mode and many CLIs
 *  print), trimmed; null if the line has no `│`. */
export function boxCells(text: string, s: number, e: number): Cell[] | null {
  return framedCells(text, s, e, 0x2502);
}

/** Is the line a box-drawn rule under a header (`├────┼────┤`, `╞════╪════╡`)? */
export function isBoxRule(text: string, s: number, e: number): boolean {
  [s, e] = trimmed(text, s, e);
  if (e - s < 3) return false;
  let junction = false;
  for (let i = s; i < e; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x253c || c === 0x256a || c === 0x253f) junction = true;
    else if (!(c === 0x2500 || c === 0x2501 || c === 0x2550 || c === 0x251c || c === 0x2524 || c === 0x255e || c === 0x2561 || c === 0x251d || c === 0x2525)) return false;
  }
  return junction;
}
