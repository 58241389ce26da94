/**
 * Secrets in name/value entries, where the secret-sounding name and its value are two fields of
 * one entry rather than `NAME=value`: Kubernetes and ECS container env (`- name: DB_PASSWORD`
 * then `value: "…"` on the next line, or the other way round), the same as JSON
 * (`{"name": "API_TOKEN", "value": "…"}`; a parameter store's path too, `{"Name":
 * "/prod/db/password", "Type": "SecureString", "Value": "…"}`), HCL (`{ name = "API_TOKEN",
 * value = "…" }`), .NET and NuGet XML (`<add key="ClearTextPassword" value="…" />`) and Postman's
 * `{"key": "token", "value": "…"}`, and a password manager's `{"label": "password", "value": "…"}`; and a HAR export's cookies, in its `Cookie` and `Set-Cookie`
 * header entries and its `"cookies"` arrays. The fields may carry a prefix of their own
 * (`FieldName`/`FieldValue` of a PDF form's field dump, CloudFormation's `ParameterKey`/
 * `ParameterValue`, `OptionName` beside `Value`, `option_value`/`option_name`); the other field then
 * carries the same prefix or none. Anchored on the `:` or `=` after `name`, `key`, `label` or
 * `value`; the other field is looked for in the rest of the same entry, within a bounded window.
 */
import type { Rule, Span } from "../rule.js";
import { isAlnum, isAlpha, isBlank, isLower, isSpace, isUpper } from "../chars.js";
import { judgeNamedValue } from "../judge-value.js";
import { cookieListSpans, isSecretCookieValue, isSessionCookieName } from "../cookie-value.js";
import { endBeforeEllipsis } from "../values.js";

/** How far after one field the other may be (a few lines of one entry). */
const MAX_ENTRY_CHARS = 256;
const MAX_NAME_CHARS = 128;
const MAX_VALUE_CHARS = 1024;

const isQuote = (c: number): boolean => c === 34 || c === 39;
const isNameChar = (c: number): boolean => isAlnum(c) || c === 95 || c === 45 || c === 46;

/** The fields of an entry: what names it, and what it holds. */
/** `label`: what password managers' CLIs name a field by (1Password's `op item get --format
 *  json`: `"label": "password", "value": "…"`). */
const NAME_FIELDS = ["name", "key", "label"];
const VALUE_FIELDS = ["value"];
const FIELDS = [...NAME_FIELDS, ...VALUE_FIELDS];

/** The field word (lower case) that starts at `s` and ends at `e`, or null. */
function fieldAt(text: string, s: number, e: number): string | null {
  for (const f of FIELDS) {
    if (e - s !== f.length) continue;
    let ok = true;
    for (let k = 0; k < f.length && ok; k++) ok = (text.charCodeAt(s + k) | 32) === f.charCodeAt(k);
    if (ok) return f;
  }
  return null;
}

/** At the operator `q`, the start of a field name before it (`name:`, `"key":`, `value =`), or -1. */
function fieldBefore(text: string, q: number): number {
  let i = q;
  while (i > 0 && q - i < 4 && isBlank(text.charCodeAt(i - 1))) i--;
  if (isQuote(text.charCodeAt(i - 1))) i--;
  // Inside a JSON string the field's quotes arrive escaped: \"name\": \"…\".
  if (i > 0 && text.charCodeAt(i - 1) === 92) i--;
  // Every field ends in `e`, `y` or `l` (name, value, key, label): most JSON keys are ruled out here.
  const l = text.charCodeAt(i - 1) | 32;
  if (l !== 101 && l !== 121 && l !== 108) return -1;
  let s = fieldEndingAt(text, i);
  if (s === -1) return -1;
  // `FieldName:`, `"ParameterKey":`, `option_name =`: the field under a prefix of its own.
  const p = s > 0 ? prefixStart(text, s) : -1;
  if (p !== -1) s = p;
  if (s > 0 && (isNameChar(text.charCodeAt(s - 1)) || text.charCodeAt(s - 1) === 36 /* $ */)) return -1; // hostname:, $name =
  if (text.charCodeAt(q) === 61 && text.charCodeAt(q + 1) === 61) return -1; // ==
  return s;
}

/** Letters a field's prefix may have (`Parameter` of `ParameterKey`). */
const MAX_PREFIX_CHARS = 16;
/** The longest field word (`label`, `value`). */
const MAX_FIELD_CHARS = Math.max(...FIELDS.map((f) => f.length));
/** A prefixed field's characters at most: the prefix, its `_`, the field word. */
const MAX_PREFIXED_FIELD_CHARS = MAX_PREFIX_CHARS + 1 + MAX_FIELD_CHARS;

/**
 * The start of a prefix written onto the field word at `s`, or -1: `FieldName` and `FieldValue`
 * of a PDF form's field dump (`pdftk … dump_data_fields`), `ParameterKey` and `ParameterValue` of
 * a CloudFormation stack's parameters, `OptionName` beside `Value` (Elastic Beanstalk), and
 * `field_name` beside `field_value`. The field word starts a word of its own: a capital after a
 * lower-case letter, or an `_` after letters. The prefix is letters only, and starts a name.
 */
function prefixStart(text: string, s: number): number {
  const before = text.charCodeAt(s - 1);
  let p: number;
  if (before === 95 /* _ */) p = s - 1;
  else if (isUpper(text.charCodeAt(s)) && isLower(before)) p = s;
  else return -1;
  let k = p;
  while (k > 0 && p - k < MAX_PREFIX_CHARS && isAlpha(text.charCodeAt(k - 1))) k--;
  if (k === p || (k > 0 && isNameChar(text.charCodeAt(k - 1)))) return -1;
  return k;
}

/** The start of the field word (name, key, label, value) that ends at `e`, or -1. */
function fieldEndingAt(text: string, e: number): number {
  for (const f of FIELDS) if (e - f.length >= 0 && fieldAt(text, e - f.length, e) !== null) return e - f.length;
  return -1;
}

/** The field that starts at `at`, prefix and all: its prefix (lower case, without a trailing
 *  `_`), its field word and where that word starts; or null. */
function prefixedFieldAt(text: string, at: number): { prefix: string; field: string; start: number } | null {
  let e = at;
  while (e - at < MAX_PREFIXED_FIELD_CHARS && isNameChar(text.charCodeAt(e))) e++;
  const fs = fieldEndingAt(text, e);
  if (fs === -1 || fs < at) return null;
  const field = text.slice(fs, e).toLowerCase();
  if (fs === at) return { prefix: "", field, start: fs };
  if (prefixStart(text, fs) !== at) return null;
  return { prefix: prefixOf(text, at, fs), field, start: fs };
}

/** The prefix text[from, to) as entries are matched by it: lower case, without its trailing `_`. */
function prefixOf(text: string, from: number, to: number): string {
  const prefix = text.slice(from, to).toLowerCase();
  return prefix.endsWith("_") ? prefix.slice(0, -1) : prefix;
}

/** Offset just after the field's operator and blanks: `name: ` → the name's first character. */
function afterOperator(text: string, at: number, field: string): number {
  let i = at + field.length;
  if (text.charCodeAt(i) === 92 && isQuote(text.charCodeAt(i + 1))) i++;
  if (isQuote(text.charCodeAt(i))) i++;
  while (isBlank(text.charCodeAt(i))) i++;
  const op = text.charCodeAt(i);
  if (op !== 58 && op !== 61) return -1;
  i++;
  while (isBlank(text.charCodeAt(i))) i++;
  return i;
}

/** The name a name field holds at `i` (`DB_PASSWORD`, `"DB_PASSWORD"`, `\"DB_PASSWORD\"`). */
function readName(text: string, i: number): string | null {
  const escaped = text.charCodeAt(i) === 92 && isQuote(text.charCodeAt(i + 1));
  if (escaped) i++;
  const quote = text.charCodeAt(i);
  if (isQuote(quote)) i++;
  const start = i;
  // A quoted name may hold blanks: a password manager's field label ("one-time password").
  // A quoted name may be a path too: a parameter store's (`"Name": "/prod/db/password"`).
  while (i < text.length && i - start < MAX_NAME_CHARS && (isNameChar(text.charCodeAt(i)) || (isQuote(quote) && (text.charCodeAt(i) === 47 || (text.charCodeAt(i) === 32 && isNameChar(text.charCodeAt(i + 1))))))) i++;
  if (i === start) return null;
  const name = text.slice(start, i);
  if (escaped && text.charCodeAt(i) === 92) i++;
  if (isQuote(quote) && text.charCodeAt(i) !== quote) return null;
  return name;
}

/** A field value at `i` (quoted, or bare to the end of the line or field): [start, end, quoted]. */
function readValue(text: string, i: number): [number, number, boolean] | null {
  const c = text.charCodeAt(i);
  // Quoted inside a JSON string or a log line, the quotes arrive escaped: \"value\".
  if (c === 92 && isQuote(text.charCodeAt(i + 1))) {
    const q = text.charCodeAt(i + 1);
    const limit = Math.min(text.length, i + 2 + MAX_VALUE_CHARS);
    for (let j = i + 2; j < limit; j++) {
      const d = text.charCodeAt(j);
      if (d === 10 || d === 13) return null;
      if (d === q && text.charCodeAt(j - 1) === 92) return [i + 2, endBeforeEllipsis(text, i + 2, j - 1), true];
    }
    return null;
  }
  if (isQuote(c)) {
    const limit = Math.min(text.length, i + 1 + MAX_VALUE_CHARS);
    for (let j = i + 1; j < limit; j++) {
      const d = text.charCodeAt(j);
      if (d === 10 || d === 13) return null;
      if (d === c && text.charCodeAt(j - 1) !== 92) return [i + 1, endBeforeEllipsis(text, i + 1, j), true];
    }
    return null;
  }
  const limit = Math.min(text.length, i + MAX_VALUE_CHARS);
  let j = i;
  while (j < limit) {
    const d = text.charCodeAt(j);
    if (isSpace(d) || d === 44 || d === 125 || d === 93 || d === 35) break; // , } ] #
    // Chinese or Japanese text right after it, or a closing quote, is the sentence around it.
    if (d >= 0x2e80 || (isQuote(d) && !isAlnum(text.charCodeAt(j + 1)))) break;
    j++;
  }
  return j > i ? [i, endBeforeEllipsis(text, i, j), false] : null;
}

/**
 * The first of `fields` in the rest of the entry from `from`, as the offset after its operator,
 * or -1. The entry ends where it closes (`}`, the `>` of an XML element) or where the next list
 * item starts (`\n  - `).
 */
function findField(text: string, from: number, fields: readonly string[], prefix = ""): number {
  const limit = Math.min(text.length, from + MAX_ENTRY_CHARS);
  let lineStart = false;
  for (let j = from; j < limit; j++) {
    const c = text.charCodeAt(j);
    if (c === 125 /* } */ || c === 62 /* > */) return -1;
    if (c === 10) {
      lineStart = true;
      continue;
    }
    if (lineStart && !isBlank(c)) {
      if (c === 45 /* - */) return -1;
      lineStart = false;
    }
    const l = c | 32;
    if (l !== 118 /* v */ && l !== 110 /* n */ && l !== 107 /* k */ && l !== 108 /* l */) continue;
    // Right after a name character, the field must carry the entry's own prefix (`FieldValue`
    // after `FieldName`); an unprefixed field stands alone (`Value` beside `OptionName`).
    if (isNameChar(text.charCodeAt(j - 1)) && (prefix === "" || !hasPrefixBefore(text, j, prefix))) continue;
    for (const f of fields) {
      if (l !== f.charCodeAt(0) || fieldAt(text, j, j + f.length) === null || isNameChar(text.charCodeAt(j + f.length))) continue;
      const k = afterOperator(text, j, f);
      if (k !== -1) return k; // valueFrom, values, keys: not this field
    }
  }
  return -1;
}

/** Does the field word at `j` carry `prefix` (lower case), written on as prefixStart reads it? */
function hasPrefixBefore(text: string, j: number, prefix: string): boolean {
  const k = prefixStart(text, j);
  if (k === -1) return false;
  return prefixOf(text, k, j) === prefix;
}

/** How far back a HAR entry looks for the `"cookies"` array it may be in. */
const MAX_COOKIE_LIST_LOOKBACK_CHARS = 512;

/** Is the entry at `at` in a `"cookies": [` array (a HAR export's cookies, each a
 *  `{"name": "sessionid", "value": "…"}`) that has not closed before it? Only asked for an entry
 *  named like a session cookie, so the bounded look back is rare. */
function inCookieList(text: string, at: number): boolean {
  const from = Math.max(0, at - MAX_COOKIE_LIST_LOOKBACK_CHARS);
  const k = text.slice(from, at).toLowerCase().lastIndexOf('"cookies"');
  if (k === -1) return false;
  let i = from + k + 9;
  while (i < at && isSpace(text.charCodeAt(i))) i++;
  if (text.charCodeAt(i) !== 58) return false;
  for (i++; i < at; i++) if (text.charCodeAt(i) === 93 /* ] */) return false;
  return true;
}

const rule: Rule = {
  name: "env-entry",
  ids: ["env-entry-secret"],
  kind: "secret",
  triggers: [
    { anchor: ":", find: fieldBefore, prev: "eEyYlL\"' \t" },
    { anchor: "=", find: fieldBefore, prev: "eEyYlL\"' \t" },
  ],
  match({ text }, at) {
    const pf = prefixedFieldAt(text, at);
    if (pf === null) return null;
    const { prefix, field } = pf;
    const i = afterOperator(text, pf.start, field);
    if (i === -1) return null;
    let name: string | null;
    let value: [number, number, boolean] | null;
    if (field === "value") {
      // `- value: "…"` then `name: SMTP_PASSWORD`: the value comes first.
      value = readValue(text, i);
      if (value === null) return null;
      const n = findField(text, value[1], NAME_FIELDS, prefix);
      name = n === -1 ? null : readName(text, n);
    } else {
      name = readName(text, i);
      if (name === null) return null;
      const v = findField(text, i + name.length, VALUE_FIELDS, prefix);
      value = v === -1 ? null : readValue(text, v);
    }
    if (name === null || value === null) return null;
    const [start, end, quoted] = value;
    const lower = name.toLowerCase();
    // A HAR export's headers: `{"name": "Cookie", "value": "sid=…; theme=dark"}` holds a cookie
    // list, read as the `Cookie:` header is (cookie-value.ts).
    if (lower === "cookie" || lower === "set-cookie") {
      const spans = cookieListSpans(text, start, end, "env-entry-secret");
      return spans.length > 0 ? spans : null;
    }
    const v = text.slice(start, end);
    if (judgeNamedValue(name, v, quoted) === null && !(isSessionCookieName(name) && inCookieList(text, at) && isSecretCookieValue(name, v))) return null;
    const span: Span = { start, end, rule: "env-entry-secret" };
    return span;
  },
};
export default rule;
