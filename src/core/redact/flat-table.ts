/**
 * A table written onto one line: what a digest, a distilled line or a one-line note makes of a
 * small CSV or Markdown table ("…credential name,db_password,role ann,S3cr3t!x,admin after…",
 * "| Host | User | Password | |---|---|---| | nas | admin | S3cr3t!x |"). The line breaks are
 * gone, the structure is not: a CSV header is a comma group followed by a group of as many
 * fields; a Markdown header is the cells before a separator run, the row the cells after it.
 * Bounded: at most FLAT_WINDOW_CHARS are read around the header. secret-column.ts asks.
 */
import { isEscapedBreak, isSpace } from "./chars.js";
import type { Cell } from "./table.js";

const FLAT_WINDOW_CHARS = 512;
const MAX_FLAT_FIELDS = 12;


/** An escaped line break (`\n`, `\r`) ends just before `i`. */
const endsEscapedBreak = (text: string, i: number): boolean => i >= 2 && isEscapedBreak(text, i - 2);

/** The comma fields of the blank-free group [s, e), or null when it has fewer than 2 or an empty one. */
function commaFields(text: string, s: number, e: number): Cell[] | null {
  const out: Cell[] = [];
  let a = s;
  for (let i = s; i <= e; i++) {
    if (i === e || text.charCodeAt(i) === 44) {
      if (i === a || out.length >= MAX_FLAT_FIELDS) return null;
      out.push([a, i]);
      a = i + 1;
    }
  }
  return out.length >= 2 ? out : null;
}

/** A field that is a JSON member (`"password":"…"`, `{"ts":…`): a JSON line's commas split
 *  members, not the columns of a flattened header (a log of JSON lines read as one header group
 *  and the next line's group as its row would redact the next line's `"logger":"auth"`). */
function isJsonPair(text: string, a: number, b: number): boolean {
  for (let i = a; i < b; i++) {
    const c = text.charCodeAt(i);
    if (c === 123 || c === 125 || (c === 58 && text.charCodeAt(i - 1) === 34)) return true;
  }
  return false;
}

/** CSV flattened: the header group holding `at`, and the cells of the group after it when it
 *  has as many fields. */
export function flatCsv(text: string, at: number): { header: Cell[]; row: Cell[] } | null {
  // Groups end at blanks and at escaped line breaks: a CSV pasted into a JSON string keeps its
  // rows apart with `\n` ("\nname,db_password,role\nann,S3cr3t!x,admin\n").
  let s = at;
  while (s > 0 && at - s < FLAT_WINDOW_CHARS && !isSpace(text.charCodeAt(s - 1)) && !endsEscapedBreak(text, s)) s--;
  let e = at;
  while (e < text.length && e - at < FLAT_WINDOW_CHARS && !isSpace(text.charCodeAt(e)) && !isEscapedBreak(text, e)) e++;
  const header = commaFields(text, s, e);
  if (header === null || header.some(([a, b]) => isJsonPair(text, a, b))) return null;
  let r = e;
  for (let gap = 0; r < text.length && gap < 2; gap++) {
    if (isEscapedBreak(text, r)) r += 2;
    else if (isSpace(text.charCodeAt(r))) r++;
    else break;
  }
  let re = r;
  while (re < text.length && re - r < FLAT_WINDOW_CHARS && !isSpace(text.charCodeAt(re)) && !isEscapedBreak(text, re)) re++;
  const row = re > r ? commaFields(text, r, re) : null;
  return row !== null && row.length === header.length ? { header, row } : null;
}

/** A cell that holds nothing but blanks and escaped line breaks (`\\n` in a JSON string): where
 *  a line break stood between two rows. */
function isEmptyCell(text: string, [a, b]: Cell): boolean {
  for (let i = a; i < b; i++) {
    const c = text.charCodeAt(i);
    if (isEscapedBreak(text, i)) i++;
    else if (!isSpace(c)) return false;
  }
  return true;
}

/** The trimmed cells between consecutive pipes in [s, e). */
function pipeRun(text: string, pipes: readonly number[]): Cell[] {
  const out: Cell[] = [];
  for (let k = 0; k + 1 < pipes.length; k++) {
    let a = pipes[k]! + 1;
    let b = pipes[k + 1]!;
    while (a < b && isSpace(text.charCodeAt(a))) a++;
    while (b > a && isSpace(text.charCodeAt(b - 1))) b--;
    out.push([a, b]);
  }
  return out;
}

const isSeparatorCell = (text: string, [a, b]: Cell): boolean => {
  if (b - a < 3) return false;
  for (let i = a; i < b; i++) {
    const c = text.charCodeAt(i);
    if (c !== 45 && c !== 58) return false;
  }
  return true;
};

/** Markdown flattened: the header cells before the first separator run after `at` (the cell
 *  holding `at` among them) and the row of as many cells after it. */
export function flatPipeTable(text: string, at: number): { header: Cell[]; row: Cell[] } | null {
  const lo = Math.max(0, at - FLAT_WINDOW_CHARS);
  const hi = Math.min(text.length, at + FLAT_WINDOW_CHARS);
  // The pipes of the line around `at` within the window: back to its start, then forward. A
  // header cell holding `at` needs a pipe before it (most nouns in prose have none).
  let first = at;
  while (first > lo) {
    const c = text.charCodeAt(first - 1);
    if (c === 10 || c === 13) break;
    first--;
  }
  const pipes: number[] = [];
  for (let i = first; i < at; i++) if (text.charCodeAt(i) === 124) pipes.push(i);
  if (pipes.length === 0) return null;
  for (let i = at; i < hi; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13) break;
    if (c === 124) pipes.push(i);
  }
  const cells = pipeRun(text, pipes);
  // The first separator cell after `at`, and the run of separator cells it starts.
  let sep = -1;
  for (let k = 0; k < cells.length && sep === -1; k++) if (cells[k]![0] > at && isSeparatorCell(text, cells[k]!)) sep = k;
  if (sep === -1) return null;
  let n = 0;
  while (sep + n < cells.length && isSeparatorCell(text, cells[sep + n]!)) n++;
  // Between "| a | b |" and "|---|" a flattened table has one empty cell ("| |"), which the
  // line break left: the header is the n cells before it, the row the n after it (one empty too).
  const before = sep > 0 && isEmptyCell(text, cells[sep - 1]!) ? sep - 1 : sep;
  const header = cells.slice(before - n, before);
  let rowStart = sep + n;
  if (rowStart < cells.length && isEmptyCell(text, cells[rowStart]!)) rowStart++;
  const row = cells.slice(rowStart, rowStart + n);
  if (header.length !== n || row.length !== n || before - n < 0) return null;
  if (!header.some(([a, b]) => a <= at && at < b)) return null;
  return { header, row };
}
