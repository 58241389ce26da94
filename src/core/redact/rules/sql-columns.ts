/**
 * Rows a database statement or dump gives by column: `INSERT INTO api_keys (id, name, secret)
 * VALUES (…, 'billing-sync', '27e0…'), (…)`, and psql's `COPY public.webhooks (id, url,
 * signing_secret) FROM stdin;` with its tab-separated rows up to `\.`. A column named like a
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
import { isAlnum, isBlank, startsWithCi } from "../chars.js";
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
function secretColumns(text: string, table: string, open: number): { columns: Set<number>; end: number } | null {
  const close = text.indexOf(")", open);
  if (close === -1 || close - open > MAX_COLUMN_LIST_CHARS) return null;
  const names = text.slice(open + 1, close).split(",").map((n) => n.trim().replace(/^[`"[]|[`"\]]$/g, ""));
  const keyTable = /key|secret|token|credential/i.test(table);
  const columns = new Set<number>();
  names.forEach((n, idx) => {
    if (!/^[A-Za-z_][\w]*$/.test(n)) return;
    if (n.toLowerCase() === "key" && !keyTable) return;
    if (secretNameFamily(n) !== null) columns.add(idx);
  });
  return columns.size > 0 ? { columns, end: close + 1 } : null;
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

/** The secret fields of COPY's tab-separated rows from `i` up to the `\.` line. */
function copyRows(text: string, i: number, columns: Set<number>, limit: number, out: Span[]): void {
  while (i < limit) {
    let e = text.indexOf("\n", i);
    if (e === -1 || e > limit) e = limit;
    const line = text.slice(i, e).replace(/\r$/, "");
    if (line === "\\." || line === "") return;
    let s = i;
    let idx = 0;
    for (let k = i; k <= i + line.length; k++) {
      if (k === i + line.length || text.charCodeAt(k) === 9) {
        if (columns.has(idx)) {
          const found = valueSpan(text, s, k);
          if (found) out.push(found);
        }
        idx++;
        s = k + 1;
      }
    }
    i = e + 1;
  }
}

const rule: Rule = {
  name: "sql-columns",
  ids: ["sql-columns"],
  kind: "secret",
  triggers: [{ ci: "insert into", edge: isEdge }, { ci: "copy", edge: isEdge }],
  match({ text }, at) {
    const insert = startsWithCi(text, "insert into", at);
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
      const nl = text.indexOf("\n", i);
      if (nl === -1) return null;
      copyRows(text, nl + 1, cols.columns, limit, out);
    }
    return out.length > 0 ? out : null;
  },
};
export default rule;
