/**
 * Rows a database statement or dump gives by column: `INSERT INTO api_keys (id, name, secret)
 * VALUES (…, 'billing-sync', '27e0…'), (…)`, and psql's `COPY public.webhooks (id, url,
 * signing_secret) FROM stdin;` with its tab-separated rows up to `\.` (also when a digest or a
 * JSON string has flattened them onto one line), and the rows a shell prints under a `select a,
 * b, token from …` query. A column named like a
 * secret (secret-name.ts: `secret`, `client_secret`, `api_token`, `password`) vouches for its
 * values, as a table header does (secret-column.ts); a column named just `key` does so only in
 * a table named for keys, secrets, tokens or credentials. Every other value is kept, and so is
 * an empty value, NULL, `\N` or a placeholder.
 *
 * Selected by structure: the column list is read once, then each tuple or row, within
 * MAX_STATEMENT_CHARS of the statement's start.
 */
import type { Rule, Span } from "../rule.js";
import { span } from "../rule.js";
import { indexOfWithin, indexWithin, isAlnum, isBlank, isEscapedBreak, lastIndexWithin, startsWithCi } from "../chars.js";
import { secretNameFamily } from "../secret-name.js";
import { isPlaceholderValue } from "../values.js";

const MAX_STATEMENT_CHARS = 64 * 1024;
const MAX_COLUMN_LIST_CHARS = 2_000;
const MIN_VALUE_CHARS = 4;

const isEdge = (c: number): boolean => !isAlnum(c) && c !== 95;
const isNameChar = (c: number): boolean => isAlnum(c) || c === 95 || c === 46 || c === 36 || c === 34 || c === 96;

function skipBlanks(text: string, i: number): number {
  while (i < text.length && (isBlank(text.charCodeAt(i)) || text.charCodeAt(i) === 10 || text.charCodeAt(i) === 13)) i++;
  return i;
}

/** The columns whose values are secret, by index, from the list `(a, b, c)` that starts at
 *  `open`; and where the list ends. */
function secretColumns(text: string, table: string, open: number): { columns: Set<number>; count: number; end: number } | null {
  const close = indexOfWithin(text, 41, open, open + MAX_COLUMN_LIST_CHARS);
  if (close === -1) return null;
  const names = text.slice(open + 1, close).split(",").map((n) => n.trim().replace(/^[`"[]|[`"\]]$/g, ""));
  const keyTable = /key|secret|token|credential/i.test(table);
  const columns = new Set<number>();
  names.forEach((n, idx) => {
    if (!/^[A-Za-z_][\w]*$/.test(n)) return;
    if (n.toLowerCase() === "key" && !keyTable) return;
    if (secretNameFamily(n) !== null) columns.add(idx);
  });
  return columns.size > 0 ? { columns, count: names.length, end: close + 1 } : null;
}

function valueSpan(text: string, s: number, e: number): Span | null {
  if (e - s < MIN_VALUE_CHARS) return null;
  const v = text.slice(s, e);
  if (v === "\\N" || /^null$/i.test(v) || isPlaceholderValue(v)) return null;
  return span(s, e, "sql-columns");
}

/** The secret values of `VALUES (…), (…)` tuples from `i`. */
function tupleValues(text: string, i: number, columns: Set<number>, limit: number, out: Span[]): void {
  for (;;) {
    i = skipBlanks(text, i);
    if (text.charCodeAt(i) !== 40) return; // (
    i++;
    let idx = 0;
    for (;;) {
      i = skipBlanks(text, i);
      if (i >= limit) return;
      const q = text.charCodeAt(i);
      if (q === 39 || q === 34) {
        // A quoted literal; a doubled quote or a backslash escapes one inside it.
        const s = i + 1;
        let k = s;
        for (; k < limit; k++) {
          const c = text.charCodeAt(k);
          if (c === 92) k++;
          else if (c === q) {
            if (text.charCodeAt(k + 1) === q) k++;
            else break;
          }
        }
        if (k >= limit) return;
        if (columns.has(idx)) {
          const found = valueSpan(text, s, k);
          if (found) out.push(found);
        }
        i = k + 1;
      } else {
        // A number, NULL, true, a function call: up to the next `,` or `)` outside parentheses.
        let depth = 0;
        while (i < limit) {
          const c = text.charCodeAt(i);
          if (c === 40) depth++;
          else if (c === 41) {
            if (depth === 0) break;
            depth--;
          } else if (c === 44 && depth === 0) break;
          i++;
        }
      }
      i = skipBlanks(text, i);
      const c = text.charCodeAt(i);
      if (c === 44) {
        idx++;
        i++;
        continue;
      }
      if (c !== 41) return;
      i++;
      break;
    }
    i = skipBlanks(text, i);
    if (text.charCodeAt(i) !== 44) return; // , before the next tuple
    i++;
  }
}

/** The secret fields of COPY's tab-separated rows from `i` up to the `\.` marker. A row ends
 *  at a line break; in a dump flattened onto one line (a digest line, a JSON string) a row's last
 *  field and the next row's first are joined by a space, which the tab after them tells apart. */
function copyRows(text: string, i: number, columns: Set<number>, count: number, limit: number, out: Span[]): void {
  const marker = indexWithin(text, "\\.", i, limit);
  const end = marker === -1 ? limit : marker;
  let s = i;
  let col = 0;
  const field = (a: number, b: number, c: number): void => {
    if (!columns.has(c)) return;
    while (a < b && isBlank(text.charCodeAt(a))) a++;
    while (b > a && (isBlank(text.charCodeAt(b - 1)) || text.charCodeAt(b - 1) === 13)) b--;
    const found = valueSpan(text, a, b);
    if (found) out.push(found);
  };
  for (let k = i; k <= end; k++) {
    let c = k < end ? text.charCodeAt(k) : 10;
    // Inside a JSON string the tabs and line breaks are escaped (`\t`, `\n`).
    let width = 1;
    if (c === 92 && k + 1 < end) {
      const e = text.charCodeAt(k + 1);
      if (e === 116 || e === 110) {
        c = e === 116 ? 9 : 10;
        width = 2;
      }
    }
    if (c === 9) {
      if (col === count - 1) {
        // The last field ran into the next row's first: split at the last space.
        const sp = lastIndexWithin(text, " ", s, k);
        if (sp < s) return;
        field(s, sp, col);
        field(sp + 1, k, 0);
        col = 1;
      } else {
        field(s, k, col);
        col++;
      }
      s = k + width;
      k += width - 1;
    } else if (c === 10) {
      if (k > s || col > 0) field(s, k, col);
      col = 0;
      s = k + width;
      k += width - 1;
    }
  }
}

/** How many rows of a query's output are read under it. */
const MAX_OUTPUT_ROWS = 200;

/** The `|` or tab separated fields of the line [s, e), trimmed, or null when it has neither. */
function outputFields(text: string, s: number, e: number, sep: number): Array<[number, number]> | null {
  const fields: Array<[number, number]> = [];
  let from = s;
  for (let k = s; k <= e; k++) {
    if (k === e || text.charCodeAt(k) === sep) {
      let a = from;
      let b = k;
      while (a < b && isBlank(text.charCodeAt(a))) a++;
      while (b > a && (isBlank(text.charCodeAt(b - 1)) || text.charCodeAt(b - 1) === 13)) b--;
      fields.push([a, b]);
      from = k + 1;
    }
  }
  return fields.length > 1 ? fields : null;
}

/**
 * `sqlite3 bot.db "select id, name, token from bots"` and the rows the shell prints under it
 * (`1|standup-bot|ffa3…`; `psql -A`'s, `mysql -B`'s tab-separated): the select list names the
 * columns, and each next line with as many `|` or tab fields is a row. Only plain column names
 * (a table's prefix allowed), no `*`, no expressions.
 */
function selectOutput(text: string, at: number): Span[] | null {
  // The select list, on the statement's line: up to ` from ` in either case.
  const limit = Math.min(text.length, at + 7 + MAX_COLUMN_LIST_CHARS);
  let fromCi = -1;
  for (let k = at + 7; k < limit; k++) {
    const c = text.charCodeAt(k);
    if (c === 10) return null;
    if (c === 32 && startsWithCi(text, " from ", k)) {
      fromCi = k;
      break;
    }
  }
  if (fromCi === -1) return null;
  const list = text.slice(at + 7, fromCi);
  const names = list.split(",").map((n) => n.trim().replace(/^[`"[]|[`"\]]$/g, ""));
  if (names.length < 2 || names.some((n) => !/^(?:[A-Za-z_]\w*\.)?[A-Za-z_]\w*$/.test(n))) return null;
  const columns = new Set<number>();
  names.forEach((n, idx) => {
    const bare = n.slice(n.indexOf(".") + 1);
    if (bare.toLowerCase() !== "key" && secretNameFamily(bare) !== null) columns.add(idx);
  });
  if (columns.size === 0) return null;
  // The rows start on the line after the statement's.
  const nl = indexOfWithin(text, 10, fromCi, Math.min(text.length, fromCi + MAX_COLUMN_LIST_CHARS));
  if (nl === -1) return null;
  const out: Span[] = [];
  let i = nl + 1;
  let sep = -1;
  for (let rows = 0; rows < MAX_OUTPUT_ROWS && i < text.length; rows++) {
    let e = indexOfWithin(text, 10, i, Math.min(text.length, i + MAX_COLUMN_LIST_CHARS));
    if (e === -1) e = Math.min(text.length, i + MAX_COLUMN_LIST_CHARS);
    if (sep === -1) sep = indexOfWithin(text, 124, i, e) !== -1 ? 124 : 9;
    const fields = outputFields(text, i, e, sep);
    if (fields === null || fields.length !== names.length) break;
    for (const k of columns) {
      const [a, b] = fields[k]!;
      const found = valueSpan(text, a, b);
      if (found) out.push(found);
    }
    i = e + 1;
  }
  return out.length > 0 ? out : null;
}

const rule: Rule = {
  name: "sql-columns",
  ids: ["sql-columns"],
  kind: "secret",
  // No edge in the trigger: a statement may follow an escaped line break (`\nINSERT INTO` inside
  // a JSON string), which match() lets through.
  triggers: [{ ci: "insert into" }, { ci: "copy" }, { ci: "select " }],
  match({ text }, at) {
    const before = text.charCodeAt(at - 1);
    if (at > 0 && !isEdge(before) && !(at > 1 && isEscapedBreak(text, at - 2))) return null;
    if ((text.charCodeAt(at) | 32) === 115) return selectOutput(text, at);
    const insert = startsWithCi(text, "insert into", at);
    if (!insert && !isEdge(text.charCodeAt(at + 4))) return null;
    let i = skipBlanks(text, at + (insert ? 11 : 4));
    const nameStart = i;
    while (i < text.length && i - nameStart < 128 && isNameChar(text.charCodeAt(i))) i++;
    if (i === nameStart) return null;
    const table = text.slice(nameStart, i);
    i = skipBlanks(text, i);
    if (text.charCodeAt(i) !== 40) return null;
    const cols = secretColumns(text, table, i);
    if (cols === null) return null;
    i = skipBlanks(text, cols.end);
    const limit = Math.min(text.length, at + MAX_STATEMENT_CHARS);
    const out: Span[] = [];
    if (insert) {
      if (!startsWithCi(text, "values", i)) return null;
      tupleValues(text, i + 6, cols.columns, limit, out);
    } else {
      if (!startsWithCi(text, "from stdin", i)) return null;
      i += 10;
      if (text.charCodeAt(i) === 59) i++; // ;
      copyRows(text, skipBlanks(text, i), cols.columns, cols.count, limit, out);
    }
    return out.length > 0 ? out : null;
  },
};
export default rule;
