/** Is a cookie's value a credential? Shared by `Cookie:`/`Set-Cookie:` headers and cookies set
 *  from code (`document.cookie = "…"`). A cookie named for a session or a token (`sid`,
 *  `session_id`, `auth_token`, `jwt`) is held to a shorter minimum than an arbitrary one
 *  (`theme=dark`, `lang=en`); attributes (`Path`, `Expires`) are never values. */
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
