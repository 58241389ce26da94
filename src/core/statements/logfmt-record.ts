/**
 * A logfmt record as a statement. Some assistants keep their daily notes as one record a line
 * of `key=value` pairs, a value with spaces in double quotes (`ts=2027-05-03T06:08:14+02:00
 * who=Ante cat=fuel msg="Fuel dock open, 5,430 l of diesel"`), as Heroku's and Go's loggers
 * write them. Read as prose, every record of a day was one sentence of keys and quotes, and
 * no two days' records were alike enough to be routine or a pattern. A record is read as a JSON
 * Lines record is (json-record.ts): its fields labelled by their names and joined by "; ",
 * "ts: 2027-05-03T06:08:14+02:00; who: Ante; cat: fuel; msg: Fuel dock open, 5,430 l of diesel"
 * (docs/design.md, "Statements").
 *
 * The grammar is small enough to read by hand, in one pass: a key of letters, digits and
 * `_ . - /`; `=`; a value, either a double-quoted string (`\"` and `\\` escape) or a run of
 * non-space characters (possibly empty); whitespace between pairs.
 */

import { collapseSpaces, MAX_RECORD_CHARS, readQuoted } from "./record-syntax.js";

/** Fewer pairs than this are a sentence with a setting in it ("set retries=3 and timeout=30s"). */
const MIN_PAIRS = 3;

const KEY_CHAR_RE = /[\p{L}\p{M}\p{N}_./-]/u;
const SPACE_RE = /\s/;

/**
 * The statement of `line` when it is nothing but MIN_PAIRS or more `key=value` pairs with at
 * least one value that is not empty ("ts: …; who: Ante; …"); null otherwise. Whitespace inside
 * a value is collapsed, as a table cell's is; an empty value is left out.
 */
export function logfmtStatement(line: string): string | null {
  const t = line.trim();
  if (t.length === 0 || t.length > MAX_RECORD_CHARS) return null;
  const fields: string[] = [];
  let pairs = 0;
  let i = 0;
  while (i < t.length) {
    const keyStart = i;
    while (i < t.length && KEY_CHAR_RE.test(t[i] as string)) i++;
    if (i === keyStart || t[i] !== "=") return null;
    const key = t.slice(keyStart, i);
    i++;
    let value: string;
    if (t[i] === '"') {
      const q = readQuoted(t, i);
      if (q === null) return null; // an unclosed quote: not a record
      value = q.value;
      i = q.end;
    } else {
      const valueStart = i;
      while (i < t.length && !SPACE_RE.test(t[i] as string)) i++;
      value = t.slice(valueStart, i);
    }
    // A pair ends at whitespace or at the line's end ("a="b"c" is no pair).
    if (i < t.length && !SPACE_RE.test(t[i] as string)) return null;
    while (i < t.length && SPACE_RE.test(t[i] as string)) i++;
    pairs++;
    const v = collapseSpaces(value);
    if (v !== "") fields.push(`${key}: ${v}`);
  }
  return pairs >= MIN_PAIRS && fields.length > 0 ? fields.join("; ") : null;
}
