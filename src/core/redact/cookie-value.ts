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
