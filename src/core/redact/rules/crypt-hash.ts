/**
 * Password hashes in the modular crypt format, as /etc/shadow, htpasswd files, and user tables
 * store them: `$6$salt$hash`, `$2b$12$…` (bcrypt), `$apr1$salt$hash`, `$y$j9T$salt$hash`
 * (yescrypt), `$argon2id$v=19$m=65536,t=3,p=4$salt$hash`, `$pbkdf2-sha256$29000$salt$hash`.
 * A salted hash lets anyone who holds it try passwords offline, so it is credential material
 * (docs/design.md, "Redaction on every write").
 *
 * Selected by the format's structure, not by a list of scheme ids: `$`, a lower-case scheme id,
 * then at least two more `$`-separated fields of the crypt alphabet, the last (the hash) at least
 * MIN_HASH_CHARS long and mixing character classes. The fields around it (the user name and the
 * ageing fields of a shadow line, `daemon:*:19700:…`) are kept.
 */
import type { Rule } from "../rule.js";
import { span } from "../rule.js";
import { isAlnum, isDigit, isLower, isUpper } from "../chars.js";

const MAX_ID_CHARS = 16;
/** Parameter fields (`rounds=5000`, `v=19`, `m=65536,t=3,p=4`), salt and hash. */
const MAX_FIELDS = 6;
const MAX_FIELD_CHARS = 256;
/** md5crypt's hash is 22 characters, the shortest of the common schemes; 16 leaves room. */
const MIN_HASH_CHARS = 16;

const isIdChar = (c: number): boolean => isLower(c) || isDigit(c) || c === 45;
/** The crypt alphabet ([./0-9A-Za-z]), base64's `+` (argon2, passlib), and the `=` and `,` of
 *  parameter fields. */
const isFieldChar = (c: number): boolean => isAlnum(c) || c === 46 || c === 47 || c === 43 || c === 61 || c === 44 || c === 45;

/** Lower case, upper case and digits: how many of the three `text[s, e)` holds. */
function classes(text: string, s: number, e: number): number {
  let lower = 0;
  let upper = 0;
  let digit = 0;
  for (let i = s; i < e; i++) {
    const c = text.charCodeAt(i);
    if (isLower(c)) lower = 1;
    else if (isUpper(c)) upper = 1;
    else if (isDigit(c)) digit = 1;
  }
  return lower + upper + digit;
}

/** End of the crypt hash that starts with the `$` at `at`, or -1. */
export function cryptHashEnd(text: string, at: number): number {
  let i = at + 1;
  const idStart = i;
  while (i < text.length && i - idStart <= MAX_ID_CHARS && isIdChar(text.charCodeAt(i))) i++;
  if (i === idStart || i - idStart > MAX_ID_CHARS || text.charCodeAt(i) !== 36) return -1;
  let fields = 0;
  let last = -1;
  while (text.charCodeAt(i) === 36 && fields < MAX_FIELDS) {
    const s = ++i;
    while (i < text.length && i - s <= MAX_FIELD_CHARS && isFieldChar(text.charCodeAt(i))) i++;
    if (i - s > MAX_FIELD_CHARS) return -1;
    fields++;
    last = s;
  }
  // A `$` after the last field read: more fields than any scheme has, or a shell word such as
  // `$a$b$c$d$e$f$g`.
  if (fields < 2 || text.charCodeAt(i) === 36) return -1;
  // The hash itself: crypt characters only (`=` and `,` belong to parameter fields; base64
  // padding may end it).
  let e = i;
  while (e > last && text.charCodeAt(e - 1) === 61) e--;
  if (e - last < MIN_HASH_CHARS) return -1;
  for (let k = last; k < e; k++) {
    const c = text.charCodeAt(k);
    if (c === 61 || c === 44 || c === 45) return -1;
  }
  // Random base64 of 16+ characters mixes cases and digits; `$x$y$aaaaaaaaaaaaaaaaaaaa` does not.
  if (classes(text, last, e) < 3) return -1;
  return i;
}

const rule: Rule = {
  name: "crypt-hash",
  ids: ["crypt-hash"],
  kind: "secret",
  triggers: [
    {
      anchor: "$",
      // A hash field starts a line or follows a field separator, a quote or a blank; after a
      // letter or another `$` the `$` is inside a word or a shell expansion.
      prev: ":\"' \t\n\r=,(>`[",
      next: "abcdefghijklmnopqrstuvwxyz0123456789",
      find: (text, q) => q,
    },
  ],
  match({ text }, at) {
    const end = cryptHashEnd(text, at);
    return end === -1 ? null : span(at, end, "crypt-hash");
  },
};
export default rule;
