/**
 * Where the value bound to a secret-named variable sits when code does not write it right after
 * the operator. The assignment rule (rules/assignment.ts) has found the name and the operator;
 * these read past what code puts in between:
 *
 *   - a type: `const SECRET: &[u8] = b"…"`, `jwt_secret: str = …`, `val token: String = "…"`,
 *     Go's `var apiKey string = "…"`, and the Pascal family's `:=` after it (Ada's
 *     `Db_Password : constant String := "…";`, IEC 61131-3 Structured Text's
 *     `sHmiPassword : STRING(20) := '…';`, Delphi's and Modula's);
 *   - a lookup with a fallback: `getenv("X") ?: "…"`, `Environment.GetEnvironmentVariable("X")
 *     ?? "…"`, `env::var("X").unwrap_or_else(|_| "…".into())`, `cmp.Or(os.Getenv("X"), "…")`,
 *     `config.get('auth.secret', '…')`, `Field(default="…")`: the fallback literal is the value
 *     the variable holds whenever the environment does not say otherwise;
 *   - ODBC's braces: `Pwd={…};`.
 *
 * Everything is read within one line and a bounded window.
 */
import { isAlnum, isBlank, isDigit, isQuote, startsWithCi } from "./chars.js";

/** How far an expression is read for its fallback literal. */
const MAX_EXPRESSION_CHARS = 256;
const MAX_TYPE_CHARS = 48;
const MAX_LITERAL_CHARS = 1024;
const MAX_BRACE_VALUE_CHARS = 256;

const isIdent = (c: number): boolean => isAlnum(c) || c === 95;

/** Characters of a type annotation: `&'static str`, `Option<String>`, `[]byte`, `str | None`,
 *  `std::string::String`, `*const u8`. */
const isTypeChar = (c: number): boolean => isIdent(c) || c === 46 || c === 60 || c === 62 || c === 91 || c === 93 || c === 38 || c === 39 || c === 42 || c === 63 || c === 124 || c === 58 || c === 32;

const MAX_TYPE_NAME_CHARS = 24;

/** A sized type's size (`STRING(20)`, `VARCHAR(64)`, `CHAR (8)`): read as part of the type. */
const TYPE_SIZE = /\s?\(\d{1,4}\)/g;

/** `str`, `&'static str`, `Optional[str]`, `Option<String>`, `&[u8]`, `std::string::String`,
 *  `STRING(20)`: names made of words, digits only at their end (`u8`, `Int64`), and a size in
 *  brackets. A random token is not one. */
function isTypeLike(t: string): boolean {
  const names = t.replace(TYPE_SIZE, "").split(/[^A-Za-z0-9_]+/).filter((n) => n.length > 0);
  if (names.length === 0 || names.length > 6) return false;
  return names.every((n) => n.length <= MAX_TYPE_NAME_CHARS && /^[A-Za-z_]+[0-9]*$/.test(n));
}

/**
 * At `i`, just after `name:` (and its blanks): when a type follows and then `=`, the offset just
 * after that `=`; otherwise -1. `password: string;` has no `=` and stays a declaration.
 */
export function afterTypeAnnotation(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (!(isAlnum(c) || c === 38 || c === 91 || c === 42)) return -1; // a letter, &, [, *
  const limit = Math.min(text.length, i + MAX_TYPE_CHARS);
  let j = i;
  while (j < limit && (isTypeChar(text.charCodeAt(j)) || isSizeBracket(text, j))) j++;
  // The Pascal family assigns with `:=` after the type; the scan took its `:` as a type's `::`.
  const pascal = text.charCodeAt(j) === 61 && text.charCodeAt(j - 1) === 58 && text.charCodeAt(j - 2) !== 58;
  const typeEnd = pascal ? j - 1 : j;
  // Code puts blanks around this `=`; a value with an `=` in it (`password: ZjJD…=`, base64
  // padding) has none before it.
  if (text.charCodeAt(j) !== 61 /* = */ || !isBlank(text.charCodeAt(typeEnd - 1))) return -1;
  if (!isTypeLike(text.slice(i, typeEnd))) return -1; // `x-api-key: Zk3p9Qw… = …`: a value
  const n = text.charCodeAt(j + 1);
  if (n === 61 || n === 62) return -1; // ==, =>
  if (hasTokenRun(text, i, j)) return -1; // `x-api-key: sNvGKhM8R0…P = `: a value, not a type
  return j + 1;
}

/** A bracket of a sized type (`STRING(20)`): `(` before a digit, `)` after one. */
function isSizeBracket(text: string, j: number): boolean {
  const c = text.charCodeAt(j);
  if (c === 40) return isDigit(text.charCodeAt(j + 1));
  return c === 41 && isDigit(text.charCodeAt(j - 1));
}

/** Type names are words (`Uint8Array`, `int64`); a long run that mixes letters and digits is a
 *  token, so what precedes the `=` is the value itself. */
const MIN_TOKEN_RUN = 16;
function hasTokenRun(text: string, from: number, to: number): boolean {
  let len = 0;
  let digit = false;
  let letter = false;
  for (let k = from; k <= to; k++) {
    const c = k < to ? text.charCodeAt(k) : 32;
    if (isAlnum(c)) {
      len++;
      if (c >= 48 && c <= 57) digit = true;
      else letter = true;
      continue;
    }
    if (len >= MIN_TOKEN_RUN && digit && letter) return true;
    len = 0;
    digit = letter = false;
  }
  return false;
}

/** Go's value types between a name and `=` (`var apiKey string = "…"`). */
const GO_TYPES = ["string", "[]byte"];

/** Length of a Go type and the blanks before it that end at `end` (` string` of
 *  `var apiKey string =`), or 0. */
export function goTypeBefore(text: string, end: number): number {
  const last = text.charCodeAt(end - 1);
  if (last !== 103 /* g */ && last !== 101 /* e */) return 0;
  for (const t of GO_TYPES) {
    const s = end - t.length;
    if (s > 1 && startsWithCi(text, t, s) && isBlank(text.charCodeAt(s - 1))) {
      let b = s;
      while (b > 0 && end - b < t.length + 8 && isBlank(text.charCodeAt(b - 1))) b--;
      return end - b;
    }
  }
  return 0;
}

/** Length of a Go type and the blanks after it at `at` (`string ` of `apiKey string = …`), or 0. */
export function goTypeAt(text: string, at: number): number {
  for (const t of GO_TYPES) {
    if (!text.startsWith(t, at) || !isBlank(text.charCodeAt(at + t.length))) continue;
    let e = at + t.length;
    while (e - at < t.length + 8 && isBlank(text.charCodeAt(e))) e++;
    return text.charCodeAt(e) === 61 ? e - at : 0;
  }
  return 0;
}

/** Go's second results that a secret shares a `:=` with (`key, err := hex.DecodeString("…")`). */
const GO_SECOND_RESULTS = [", _", ", err", ",_", ",err"];

/** Length of a Go second result that ends at `end`, or 0. */
export function goSecondResultBefore(text: string, end: number): number {
  const last = text.charCodeAt(end - 1);
  if (last !== 95 /* _ */ && last !== 114 /* r */) return 0;
  for (const r of GO_SECOND_RESULTS) if (text.startsWith(r, end - r.length)) return r.length;
  return 0;
}

/** Length of a Go second result and the blanks after it at `at`, or 0. */
export function goSecondResultAt(text: string, at: number): number {
  for (const r of GO_SECOND_RESULTS) {
    if (!text.startsWith(r, at) || isIdent(text.charCodeAt(at + r.length))) continue;
    let e = at + r.length;
    while (e - at < r.length + 8 && isBlank(text.charCodeAt(e))) e++;
    return e - at;
  }
  return 0;
}

/** Methods whose (first) argument is a fallback: `unwrap_or("…")`, `orElse("…")`. */
const FALLBACK_CALLS = ["unwrap_or", "unwrap_or_else", "unwrap_or_default", "orElse", "or_else", "getOrElse", "ifEmpty"];

/** Does what precedes the literal opening at `q` make it a fallback or default (not the name
 *  looked up)? */
function isFallbackPosition(text: string, q: number, from: number): boolean {
  let j = q;
  // b"…", r"…": the literal's own prefix.
  const p = text.charCodeAt(j - 1);
  if ((p === 98 || p === 114) && !isIdent(text.charCodeAt(j - 2))) j--;
  while (j > from && isBlank(text.charCodeAt(j - 1))) j--;
  const a = text.charCodeAt(j - 1);
  const b = text.charCodeAt(j - 2);
  if (a === 44 /* , */) return true;
  if ((a === 63 && b === 63) || (a === 58 && b === 63) || (a === 124 && b === 124)) return true; // ?? ?: ||
  if (a === 124 && b === 95 && text.charCodeAt(j - 3) === 124) return true; // |_| (a Rust closure)
  if (a === 114 && b === 111 && isBlank(text.charCodeAt(j - 3))) return true; // Python `or`
  if (a === 61 || a === 58) {
    // default="…", default: "…" (a named argument)
    let k = j - 1;
    while (k > from && isBlank(text.charCodeAt(k - 1))) k--;
    return startsWithCi(text, "default", k - 7) && !isIdent(text.charCodeAt(k - 8));
  }
  if (a === 40 /* ( */) {
    const e = j - 1;
    let s = e;
    while (s > from && e - s < 24 && isIdent(text.charCodeAt(s - 1))) s--;
    return FALLBACK_CALLS.includes(text.slice(s, e));
  }
  return false;
}

/** End of the one-line string literal whose opening quote is at `q`, or -1. */
function literalEnd(text: string, q: number): number {
  const quote = text.charCodeAt(q);
  const limit = Math.min(text.length, q + 1 + MAX_LITERAL_CHARS);
  for (let j = q + 1; j < limit; j++) {
    const c = text.charCodeAt(j);
    if (c === 10 || c === 13) return -1;
    if (c === 92) j++;
    else if (c === quote) return j;
  }
  return -1;
}

/**
 * The fallback literal of the expression starting at `from` (the right-hand side of an
 * assignment that is not itself a literal): [start, end) of its content, or null. The
 * expression ends at the end of the line, a `;` outside brackets, or a bracket it did not open.
 * Literals in lookup position (`getenv("X")`, `config["Jwt:Key"]`) are names, not values.
 */
export function fallbackLiteral(text: string, from: number): [number, number] | null {
  const limit = Math.min(text.length, from + MAX_EXPRESSION_CHARS);
  let depth = 0;
  for (let i = from; i < limit; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13) return null;
    if (isQuote(c)) {
      const e = literalEnd(text, i);
      if (e === -1) return null;
      if (isFallbackPosition(text, i, from)) return [i + 1, e];
      i = e;
      continue;
    }
    if (c === 40 || c === 91 || c === 123) depth++;
    else if (c === 41 || c === 93 || c === 125) {
      if (depth === 0) return null;
      depth--;
    } else if (c === 59 && depth === 0) return null;
  }
  return null;
}

/** ODBC and ADO.NET quote a value with braces (`Pwd={e*b6…};`): the content's [start, end), or
 *  null when `i` is no such value (`{{ template }}` is a placeholder, not a brace value). */
export function braceValue(text: string, i: number): [number, number] | null {
  if (text.charCodeAt(i) !== 123 || text.charCodeAt(i + 1) === 123) return null;
  const limit = Math.min(text.length, i + 1 + MAX_BRACE_VALUE_CHARS);
  for (let j = i + 1; j < limit; j++) {
    const c = text.charCodeAt(j);
    if (c === 10 || c === 13 || c === 123 || c === 32 || c === 36) return null;
    if (c === 125) {
      const n = text.charCodeAt(j + 1);
      // The field ends after the brace: `;`, a closing quote, or the end of the line.
      const ends = Number.isNaN(n) || n === 59 || n === 34 || n === 39 || n === 10 || n === 13;
      return ends && j > i + 1 ? [i + 1, j] : null;
    }
  }
  return null;
}
