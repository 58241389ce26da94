/**
 * Tables whose header names a secret column: a Markdown table, or CSV / TSV / `;`-separated
 * text, where a column is headed "Password", "senha_inicial", "API key", "Пароль", "密码" and
 * the like. The header vouches for the column, so each of its cells is redacted unless it is
 * empty or a placeholder (`<…>`, `${…}`, `***`, `-`, `n/a`) or has no secret's shape at all (a
 * word such as "changed", a date). The header and every other column are kept.
 *
 * Selected by structure (table.ts): a header line with a separator row under it (Markdown's,
 * psql's `---+---`, org-mode's `|---+---|`, a box-drawn `├──┼──┤`), or with the next line split
 * into as many fields, or a MediaWiki table's `! … !! …` header over its `| … || …` rows, or a
 * header of cells between runs of pipes (Muse, XWiki, MoinMoin, PmWiki, Jira) over a line of as
 * many; the nouns only say which column. A header word that the
 * column's value belongs to instead ("Password hint", "Token expiry", "Secret name") leaves
 * the column alone, as OTHER_OWNERS does in prose-secret.ts.
 */
import type { Rule, Span } from "../rule.js";
import { span } from "../rule.js";
import { isAlpha, isBlank } from "../chars.js";
import { isPlaceholderValue } from "../values.js";
import { isBoundSecret } from "../value-shape.js";
import { flatCsv, flatPipeTable } from "../flat-table.js";
import { boxCells, type Cell, DELIMITERS, delimitedCells, isBoxRule, isJunctionRule, isSeparatorRow, lineEnd, lineStart, MAX_LINE_CHARS, nextLine, pipeCells, pipeRunCells } from "../table.js";
import { CODE_OPENERS } from "../code-slot.js";

type Family = "password" | "key" | "pin" | "code";

/** Header words (lower case) and the family of the column they head. */
const WORDS = new Map<string, Family>([
  ["password", "password"], ["passwd", "password"], ["pwd", "password"], ["pass", "password"], ["passphrase", "password"],
  ["passcode", "password"], ["senha", "password"], ["contraseña", "password"], ["passwort", "password"], ["kennwort", "password"],
  ["пароль", "password"], ["token", "key"], ["secret", "key"], ["apikey", "key"], ["pin", "pin"],
  // The short names secret-name.ts knows for settings: a Wi-Fi or VPN pre-shared key, `pw`, and a
  // SIM's PUK beside its PIN.
  ["psk", "password"], ["pw", "password"], ["puk", "pin"],
]);
/** Header words that name what a column's numbers open (a door, an alarm, a key safe: "keysafe",
 *  "kennel_door", "cd_cabinet_code"): the column of access codes a handover sheet or a booking
 *  export keeps. Its cells are codes of CODE_MIN_DIGITS or more, as for a door named in prose
 *  (code-slot.ts, OPENER_NOUNS): a door or a gate also has numbers that open nothing. */
const OPENER_WORDS = new Set(["alarm", "door", "gate", "keypad", "keysafe", "keybox", "lockbox", "padlock", "combination", "locker", "cabinet"]);
/** Words before `code` that make its column a column of access codes ("installer_code", "Door code"). */
const CODE_QUALIFIERS = new Set([...OPENER_WORDS, ...CODE_OPENERS]);
const CODE_MIN_DIGITS = 5;
/** Header words of a table of networks: its bare `Key` column is the networks' password. */
const NETWORK_WORDS = new Set(["ssid", "wifi", "wlan", "wpa", "wpa2", "network", "networks"]);
/** Nouns written without spaces around them (CJK) or across words: found inside the cell. */
const INFIXES: ReadonlyArray<[string, Family]> = [
  ["mot de passe", "password"], ["密码", "password"], ["口令", "password"], ["パスワード", "password"], ["비밀번호", "password"],
  ["密钥", "key"], ["暗証番号", "pin"],
];
/** `key` heads a secret column only after one of these ("API key", "secret_key"); alone it is
 *  the key of a key/value table. */
const KEY_QUALIFIERS = new Set(["api", "secret", "access", "private", "signing", "encryption", "master", "license", "auth"]);
/** A header word the column's value belongs to instead of the secret. */
const OTHER_OWNERS = new Set([
  "id", "ids", "uuid", "name", "type", "hint", "policy", "reset", "length", "expiry", "expires", "expiration", "ttl", "age", "date",
  "changed", "updated", "created", "last", "status", "required", "strength", "count", "scope", "scopes", "url", "endpoint", "file",
  "path", "version", "hash", "manager", "location", "rotation", "rotated", "owner", "set", "fail", "rate", "format",
]);

/** The scanner's triggers: every noun above, a whole word where it is Latin. */
const isHeaderEdge = (c: number): boolean => !isAlpha(c) && !(c >= 0xc0 && c < 0x2e80);
const TRIGGERS = [...[...WORDS.keys()].filter((w) => w !== "пароль"), "key", "mot de passe", "code", ...OPENER_WORDS].map((w) => ({ ci: w, edge: isHeaderEdge }));

const MAX_HEADER_CELL_CHARS = 48;
/** Delimited cells a header ending in a question mark needs: a form export's questions, not a
 *  sentence with a comma in it. */
const MIN_QUESTION_HEADER_CELLS = 3;
const MAX_HEADER_WORDS = 5;
/** A table is read this far (rows and characters) from its header. */
const MAX_ROWS = 2000;
const MAX_TABLE_CHARS = 256 * 1024;
const MAX_VALUE_CHARS = 256;

/** The family of the column a header cell heads, or null. */
export function headerFamily(cell: string, networks = false): Family | null {
  if (cell.length === 0 || cell.length > MAX_HEADER_CELL_CHARS) return null;
  // A note in brackets says how to fill the column in ("Till PIN (6 digits - pick your own)"):
  // the column's name is what stands outside it.
  const lower = cell.toLowerCase().replace(/\([^()]*\)/g, " ");
  // A number after a word numbers the column (`PIN1`, `PUK2`, `password_2`).
  const words = headerWords(lower);
  if (networks && words.length === 1 && words[0] === "key") return "password";
  if (words.length > MAX_HEADER_WORDS || words.some((w) => OTHER_OWNERS.has(w))) return null;
  for (const [infix, family] of INFIXES) if (lower.includes(infix)) return family;
  for (let k = 0; k < words.length; k++) {
    const family = WORDS.get(words[k]!);
    if (family !== undefined) return family;
    if (words[k] === "key" && k > 0 && KEY_QUALIFIERS.has(words[k - 1]!)) return "key";
  }
  if (words.some((w) => OPENER_WORDS.has(w)) || words.some((w, k) => w === "code" && k > 0 && CODE_QUALIFIERS.has(words[k - 1]!))) return "code";
  return null;
}

function headerWords(lower: string): string[] {
  return lower.split(/[^\p{L}\p{N}]+/u).filter((w) => w !== "").map((w) => (/^\p{L}+[0-9]{1,2}$/u.test(w) ? w.replace(/[0-9]+$/, "") : w));
}

/** Does a header name a table of networks (an `SSID` or `Network` column)? */
function isNetworkTable(text: string, header: ReadonlyArray<readonly [number, number]>): boolean {
  return header.some(([a, b]) => b - a <= MAX_HEADER_CELL_CHARS && headerWords(text.slice(a, b).toLowerCase()).some((w) => NETWORK_WORDS.has(w)));
}

/** Does a cell of a column of `family` hold a secret? The header vouches for it, so a password
 *  needs no more than not to be a placeholder, a plain word, a date, a URL or an address. */
export function isColumnSecret(v: string, family: Family): boolean {
  if (v.length > MAX_VALUE_CHARS || /\s/.test(v)) return false;
  if (family === "pin") return /^[0-9]{4,12}$/.test(v);
  if (family === "code") return v.length >= CODE_MIN_DIGITS && v.length <= 10 && /^[0-9]+$/.test(v);
  // A leading `!`, `&` or `*` makes a YAML tag or anchor (`!vault`, `*default`) of a value; in a
  // table cell it is the password's first character unless a bare name follows.
  const tagged = /^[!&*]/.test(v) && !/^[!&*][A-Za-z_]*$/.test(v);
  if (isPlaceholderValue(tagged ? v.slice(1) : v)) return false;
  if (family === "key") return isBoundSecret(v, "key");
  if (v.length < 6 || v.includes("://") || /^[^@]+@[^@]+\.[a-z]{2,}$/i.test(v)) return false;
  if (/^\p{L}+$/u.test(v) && v.length < 12) return false;
  return /^[0-9]+$/.test(v) || !/^[0-9.:\-/+TZ]+$/.test(v);
}

/** A cell without the quotes or backticks around it. */
function unwrap(text: string, [s, e]: Cell): Cell {
  const q = text.charCodeAt(s);
  if (e - s >= 2 && (q === 34 || q === 39 || q === 96) && text.charCodeAt(e - 1) === q) return [s + 1, e - 1];
  return [s, e];
}

/** A CSV header cell is a label: not empty (a trailing delimiter ends a line of code or JSON,
 *  `"password": "x",`), and no `key: value` pair or braces in it. */
function isHeaderCell(text: string, a: number, b: number): boolean {
  let i = a;
  while (i < b && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i++;
  if (i === b) return false;
  for (let k = i; k < b; k++) {
    const c = text.charCodeAt(k);
    if (c === 58 && k + 1 < b && (text.charCodeAt(k + 1) === 32 || text.charCodeAt(k + 1) === 34)) return false; // "a": "b", a: b
    if (c === 123 || c === 125) return false; // { }
  }
  return true;
}

const separatorBit = (c: number): number => (c === 124 ? 1 : c === 9 ? 2 : c === 44 ? 4 : c === 59 ? 8 : 0);
/** Any separator, and (not a separator) a brace: a line with a brace has a cell that
 *  isHeaderCell refuses, whatever the delimiter (code, JSON). */
const SEPARATORS = 15;
const BRACE = 16;
/** A box-drawing `│` (a table a CLI drew). */
const BOX = 32;
/** A `!`: MediaWiki's header cells (`! System !! User !! Password`). */
const WIKI = 64;
const SEPARATOR_BITS = Uint8Array.from({ length: 128 }, (_, c) => (c === 123 || c === 125 ? BRACE : c === 33 ? WIKI : separatorBit(c)));

/** The cells of a MediaWiki table line from `s` to `e` that opens with `mark` (`!` for the
 *  header, `|` for a row) and divides its cells with the mark doubled, trimmed; [] for a row
 *  separator (`|-`), null for anything else (the table's end `|}`, another line). */
function wikiCells(text: string, s: number, e: number, mark: number): Cell[] | null {
  while (s < e && (text.charCodeAt(s) === 32 || text.charCodeAt(s) === 9)) s++;
  if (text.charCodeAt(s) !== mark) return null;
  if (mark === 124 && text.charCodeAt(s + 1) === 45) return []; // |-
  if (mark === 124 && (text.charCodeAt(s + 1) === 125 || text.charCodeAt(s + 1) === 43)) return null; // |} |+
  const cells: Cell[] = [];
  let from = s + 1;
  for (let i = s + 1; i <= e; i++) {
    if (i === e || (text.charCodeAt(i) === mark && text.charCodeAt(i + 1) === mark)) {
      let a = from;
      let b = i;
      while (a < b && (text.charCodeAt(a) === 32 || text.charCodeAt(a) === 9)) a++;
      while (b > a && (text.charCodeAt(b - 1) === 32 || text.charCodeAt(b - 1) === 9 || text.charCodeAt(b - 1) === 13)) b--;
      cells.push([a, b]);
      from = i + 2;
      i++;
    }
  }
  return cells;
}

/** The line holding `at` as table.ts's lineStart and lineEnd find it, and which of the pipe and
 *  the delimiters occur on it (separatorBit flags, and BRACE), in one read of its characters; null where
 *  either gives -1 (a line longer than MAX_LINE_CHARS around `at`).
 *
 *  A header, or a table flattened onto the line, has a pipe or a delimiter on it: most lines
 *  with a noun have neither, and are left without splitting them four ways (dense text has such
 *  a line every ~100 characters; see BENCHMARKS.md, "Redaction"). */
function lineAround(text: string, at: number): LineMemo | null {
  let has = 0;
  let s = at;
  for (;;) {
    if (s === 0) break;
    if (at - s > MAX_LINE_CHARS) return null;
    const c = text.charCodeAt(s - 1);
    if (c === 10 || c === 13) break;
    if (c < 128) has |= SEPARATOR_BITS[c]!;
    else if (c === 0x2502) has |= BOX;
    s--;
  }
  const limit = Math.min(text.length, s + MAX_LINE_CHARS + 1);
  let e = at;
  while (e < limit) {
    const c = text.charCodeAt(e);
    if (c === 10 || c === 13) break;
    if (c < 128) has |= SEPARATOR_BITS[c]!;
    else if (c === 0x2502) has |= BOX;
    e++;
  }
  if (e === limit && limit !== text.length) return null;
  return { s, e, has, noTable: false };
}

/** The line [s, e) a call last read, which separators it has, and whether it is known to head
 *  no table (tableOf gave null). */
interface LineMemo {
  s: number;
  e: number;
  has: number;
  noTable: boolean;
}
const LINE_MEMO = "secret-column line";

/** What a header without a separator row under it may be split by: a CSV's, a TSV's, and
 *  `|` without a frame (sqlite's and `psql -A`'s output, pipe-separated exports: `supplier|login|password`). */
const HEADER_DELIMITERS: readonly number[] = [...DELIMITERS, 124];

/** The row splitter of the table whose header is the line [s, e), and where its rows start. */
function tableOf(text: string, s: number, e: number, has: number): { split: (a: number, b: number) => Cell[] | null; header: Cell[]; rows: number } | null {
  // A MediaWiki table: `! A !! B` over `|-` and `| a || b` rows.
  if ((has & WIKI) !== 0) {
    const header = wikiCells(text, s, e, 33);
    if (header !== null && header.length >= 2 && header.every(([a, b]) => isHeaderCell(text, a, b))) {
      const rows = nextLine(text, e);
      if (rows === -1) return null;
      return { split: (a, b) => {
        const row = wikiCells(text, a, b, 124);
        return row !== null && (row.length === 0 || row.length === header.length) ? row : null;
      }, header, rows };
    }
  }
  const n = nextLine(text, e);
  const ne = n === -1 ? -1 : lineEnd(text, n);
  if (ne === -1) return null;
  const header = (has & separatorBit(124)) !== 0 ? pipeCells(text, s, e) : null;
  if (header !== null && header.length >= 2 && isSeparatorRow(text, n, ne)) {
    const rows = nextLine(text, ne);
    // A grid table draws a rule between its rows (`+----+----+`): read past it.
    return rows === -1 ? null : { split: (a, b) => (isJunctionRule(text, a, b) ? [] : pipeCells(text, a, b)), header, rows };
  }
  // A box-drawn table: `│` cells over a `├──┼──┤` rule.
  const box = (has & BOX) !== 0 ? boxCells(text, s, e) : null;
  if (box !== null && box.length >= 2 && isBoxRule(text, n, ne)) {
    const rows = nextLine(text, ne);
    return rows === -1 ? null : { split: (a, b) => boxCells(text, a, b), header: box, rows };
  }
  const last = text.charCodeAt(e - 1);
  // A sentence, not a header; but a form's export heads its columns with its questions
  // ("Shop or kitchen?"), so a line ending in `?` may still head a table of as many fields.
  if (last === 46 || last === 33 || last === 58) return null;
  const asks = last === 63;
  if ((has & BRACE) !== 0) return null;
  const ps = s === 0 ? -1 : lineStart(text, s - (text.charCodeAt(s - 1) === 10 && text.charCodeAt(s - 2) === 13 ? 2 : 1));
  // The end of the line before (its \n, or its \r of a \r\n).
  const pe = s - 1 - (text.charCodeAt(s - 2) === 13 ? 1 : 0);
  for (const d of HEADER_DELIMITERS) {
    if ((has & separatorBit(d)) === 0) continue; // one field: not a header
    const cells = delimitedCells(text, s, e, d);
    if (cells === null || cells.length < (asks ? MIN_QUESTION_HEADER_CELLS : 2) || !cells.every(([a, b]) => isHeaderCell(text, a, b))) continue;
    const split = (a: number, b: number) => {
      const row = delimitedCells(text, a, b, d);
      return row !== null && row.length === cells.length ? row : null;
    };
    if (split(n, ne) === null) continue;
    // The first row of a run: a row before it with as many fields makes this one data, unless
    // that row is a spreadsheet export's title ("Glossbook staff export;;;;;": one field filled).
    const before = ps === -1 ? null : split(ps, pe);
    if (before !== null && before.filter(([a, b]) => b > a && text.slice(a, b).trim() !== "").length > 1) return null;
    return { split, header: cells, rows: n };
  }
  // Pipes in runs or as a frame, with no separator row: Muse's `||` header over `|` rows, XWiki's
  // `|=System|=User`, MoinMoin's and PmWiki's `||a||b||`, Jira's `||A||B||` over `|a|b|`. The
  // next line has as many cells; a line under a rule or under a row of as many cells is a row.
  if (asks) return null;
  if ((has & separatorBit(124)) !== 0) {
    const cells = pipeRunCells(text, s, e);
    if (cells === null || cells.length < 2 || !cells.every(([a, b]) => isHeaderCell(text, a, b))) return null;
    const split = (a: number, b: number) => {
      const row = pipeRunCells(text, a, b);
      return row !== null && row.length === cells.length ? row : null;
    };
    if (split(n, ne) === null) return null;
    if (ps !== -1 && (split(ps, pe) !== null || isSeparatorRow(text, ps, pe))) return null;
    return { split, header: cells, rows: n };
  }
  return null;
}

/** Dash runs a rule under a header needs: one per column. */
const MIN_RULED_COLUMNS = 2;

/**
 * A table of columns aligned by blanks, under a rule of one dash run per column: what `sqlcmd`,
 * SQL*Plus, PowerShell's `Format-Table` and `net user` print ("login   role   temp_password" over
 * "-----   ----   -------------"). Each run gives its column's start, and a column runs to where
 * the next one starts; a row whose cells do not start after a blank at those places is not one
 * of the table's rows (it ends the table).
 */
function ruledTable(text: string, s: number, e: number): { split: (a: number, b: number) => Cell[] | null; header: Cell[]; rows: number } | null {
  const n = nextLine(text, e);
  if (n === -1) return null;
  // Most lines with a noun have prose under them: the first character tells, before the line is read.
  let f = n;
  while (isBlank(text.charCodeAt(f))) f++;
  if (text.charCodeAt(f) !== 45) return null;
  const ne = lineEnd(text, n);
  if (ne === -1) return null;
  const starts: number[] = [];
  for (let i = n; i < ne; i++) {
    const c = text.charCodeAt(i);
    if (c === 45) {
      if (i === n || text.charCodeAt(i - 1) !== 45) starts.push(i - n);
      continue;
    }
    if (!isBlank(c) && c !== 13) return null;
  }
  if (starts.length < MIN_RULED_COLUMNS) return null;
  const split = (a: number, b: number): Cell[] | null => {
    const cells: Cell[] = [];
    for (let k = 0; k < starts.length; k++) {
      const from = a + starts[k]!;
      if (from > a && from < b && !isBlank(text.charCodeAt(from - 1))) return null;
      const to = k + 1 < starts.length ? Math.min(b, a + starts[k + 1]!) : b;
      let x = Math.min(from, b);
      let y = to;
      while (x < y && isBlank(text.charCodeAt(x))) x++;
      while (y > x && (isBlank(text.charCodeAt(y - 1)) || text.charCodeAt(y - 1) === 13)) y--;
      cells.push([x, y]);
    }
    return cells;
  };
  const header = split(s, e);
  if (header === null || header.filter(([a, b]) => b > a).length < MIN_RULED_COLUMNS) return null;
  const rows = nextLine(text, ne);
  return rows === -1 ? null : { split, header, rows };
}

/** A table flattened onto one line (flat-table.ts): the secret cells of its one row. */
function flatTable(text: string, at: number, has: number): { skipTo: number; spans: Span[] } | null {
  // Its header is a comma group or pipe cells on this line (`has`: separatorsIn of the line).
  const flat = ((has & separatorBit(44)) !== 0 ? flatCsv(text, at) : null) ?? ((has & separatorBit(124)) !== 0 ? flatPipeTable(text, at) : null);
  if (flat === null) return null;
  const spans: Span[] = [];
  const networks = isNetworkTable(text, flat.header);
  flat.header.forEach(([a, b], k) => {
    const family = headerFamily(text.slice(a, b), networks);
    const cell = flat.row[k];
    if (family === null || cell === undefined) return;
    const [x, y] = unwrap(text, cell);
    if (y > x && isColumnSecret(text.slice(x, y), family)) spans.push(span(x, y, "secret-column"));
  });
  return spans.length > 0 ? { skipTo: flat.row[flat.row.length - 1]![1], spans } : null;
}

const rule: Rule = {
  name: "secret-column",
  ids: ["secret-column"],
  kind: "secret",
  triggers: [...TRIGGERS, "пароль", "Пароль", "ПАРОЛЬ", ...INFIXES.filter(([w]) => !/^[a-z ]+$/.test(w)).map(([w]) => w)],
  match(ctx, at) {
    const { text } = ctx;
    // The line last read, when `at` is on it: a paragraph of prose names several nouns, and
    // each would read the whole line (and try it as a header) again.
    let line = ctx.memo.get(LINE_MEMO) as LineMemo | undefined;
    if (line === undefined || at < line.s || at >= line.e) {
      const read = lineAround(text, at);
      // Too long a line for a header: nothing on it is asked again.
      if (read === null) {
        const nl = text.indexOf("\n", at);
        return { skipTo: nl === -1 ? text.length : nl };
      }
      ctx.memo.set(LINE_MEMO, (line = read));
    }
    const { s, e, has } = line;
    const delimited = (has & (SEPARATORS | BOX | WIKI)) !== 0;
    // No table on the lines here; perhaps one flattened onto this line, around this noun.
    if (line.noTable) return delimited ? flatTable(text, at, has) : null;
    // A header without a separator on it heads a table only over a rule of dash runs.
    const table = delimited ? tableOf(text, s, e, has) : ruledTable(text, s, e);
    if (table === null) line.noTable = true;
    if (table === null && !delimited) return null;
    const columns: Array<[number, Family]> = [];
    if (table !== null) {
      const networks = isNetworkTable(text, table.header);
      table.header.forEach(([a, b], k) => {
        const family = headerFamily(text.slice(a, b), networks);
        if (family !== null) columns.push([k, family]);
      });
    }
    if (table === null) return flatTable(text, at, has);
    if (columns.length === 0) return { skipTo: e };
    const spans: Span[] = [];
    let i = table.rows;
    let end = e;
    for (let rows = 0; i !== -1 && rows < MAX_ROWS && i - s < MAX_TABLE_CHARS; rows++) {
      const re = lineEnd(text, i);
      const cells = re === -1 || re === i ? null : table.split(i, re);
      if (cells === null) break;
      for (const [k, family] of columns) {
        const cell = cells[k];
        if (cell === undefined) continue;
        const [a, b] = unwrap(text, cell);
        if (b > a && isColumnSecret(text.slice(a, b), family)) spans.push(span(a, b, "secret-column"));
      }
      end = re;
      i = nextLine(text, re);
    }
    return { skipTo: end, spans };
  },
};
export default rule;
