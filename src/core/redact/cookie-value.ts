/** Is a cookie's value a credential? Shared by `Cookie:`/`Set-Cookie:` headers and cookies set
 *  from code (`document.cookie = "…"`). A cookie named for a session or a token (`sid`,
 *  `session_id`, `auth_token`, `jwt`) is held to a shorter minimum than an arbitrary one
 *  (`theme=dark`, `lang=en`); attributes (`Path`, `Expires`) are never values. */
import type { Span } from "./rule.js";
import { span } from "./rule.js";
import { indexOfWithin, isBlank } from "./chars.js";
import { charClasses, shannonEntropy } from "./entropy.js";
import { isPlaceholderValue } from "./values.js";

const MIN_COOKIE_VALUE_CHARS = 16;
const MIN_SESSION_COOKIE_VALUE_CHARS = 8;
const MIN_COOKIE_ENTROPY_BITS = 3.0;
const MIN_SESSION_COOKIE_ENTROPY_BITS = 2.5;
const ATTRIBUTES = new Set(["path", "domain", "expires", "max-age", "samesite", "secure", "httponly", "priority", "partitioned", "version", "comment"]);
const SESSION_NAME = /sid|sess|token|auth|jwt|remember|login/;

export function isSecretCookieValue(name: string, value: string): boolean {
  const n = name.trim().toLowerCase();
  if (ATTRIBUTES.has(n)) return false;
  const session = SESSION_NAME.test(n);
  if (value.length < (session ? MIN_SESSION_COOKIE_VALUE_CHARS : MIN_COOKIE_VALUE_CHARS) || isPlaceholderValue(value)) return false;
  return shannonEntropy(value) >= (session ? MIN_SESSION_COOKIE_ENTROPY_BITS : MIN_COOKIE_ENTROPY_BITS) && charClasses(value) >= 2;
}

/** Is `name` a session or token cookie's name (`sessionid`, `__Host-sid`, `remember_token`)? */
export const isSessionCookieName = (name: string): boolean => SESSION_NAME.test(name.toLowerCase());

/** The secret values of the cookie list `text[from, end)` (`a=1; sid=…; Path=/`), as spans of
 *  `rule`: names and attributes stay. */
export function cookieListSpans(text: string, from: number, end: number, rule: string): Span[] {
  const spans: Span[] = [];
  let i = from;
  while (i < end) {
    while (i < end && (isBlank(text.charCodeAt(i)) || text.charCodeAt(i) === 59 /* ; */)) i++;
    const eq = indexOfWithin(text, 61 /* = */, i, end);
    if (eq === -1) break;
    const name = text.slice(i, eq);
    let e = eq + 1;
    while (e < end && text.charCodeAt(e) !== 59 && !isBlank(text.charCodeAt(e))) e++;
    const value = text.slice(eq + 1, e).replace(/^"|"$/g, "");
    if (isSecretCookieValue(name, value)) spans.push(span(eq + 1, e, rule));
    i = e;
  }
  return spans;
}

const MAX_COOKIE_MAP_CHARS = 8192;

/** The secret values of a cookie jar logged as a map, `{"sid": "…", "lang": "en"}` (JSON, or a
 *  Python dict with single quotes), from the `{` at `from`: spans of `rule`, and where the map
 *  was read to. Read up to its `}`, within MAX_COOKIE_MAP_CHARS; a value that is neither a
 *  string nor a bare number or word (a nested map) ends the reading. */
export function cookieMapSpans(text: string, from: number, rule: string): { spans: Span[]; end: number } {
  const spans: Span[] = [];
  const limit = Math.min(text.length, from + MAX_COOKIE_MAP_CHARS);
  let i = from + 1;
  /** The string at `i` (after blanks and a `,`): [start, end] of its body, or null. */
  const str = (): [number, number] | null => {
    while (i < limit && (isSpaceOrComma(text.charCodeAt(i)))) i++;
    const q = text.charCodeAt(i);
    if (q !== 34 && q !== 39) return null;
    const s = i + 1;
    let j = s;
    while (j < limit && text.charCodeAt(j) !== q && text.charCodeAt(j) !== 10) j += text.charCodeAt(j) === 92 ? 2 : 1;
    if (text.charCodeAt(j) !== q) return null;
    i = j + 1;
    return [s, j];
  };
  for (;;) {
    const k = str();
    if (k === null) break;
    while (i < limit && isBlank(text.charCodeAt(i))) i++;
    if (text.charCodeAt(i) !== 58) break;
    i++;
    while (i < limit && isBlank(text.charCodeAt(i))) i++;
    const v = str();
    if (v === null) {
      // A number, `true`, `null`: no cookie's value, and the next pair follows its `,`.
      while (i < limit && isBareChar(text.charCodeAt(i))) i++;
      if (text.charCodeAt(i) !== 44) break;
      continue;
    }
    if (isSecretCookieValue(text.slice(k[0], k[1]), text.slice(v[0], v[1]))) spans.push(span(v[0], v[1], rule));
  }
  return { spans, end: i };
}

const isSpaceOrComma = (c: number): boolean => c === 32 || c === 9 || c === 10 || c === 13 || c === 44;
const isBareChar = (c: number): boolean => (c >= 48 && c <= 57) || (c >= 97 && c <= 122) || c === 46 || c === 45;
