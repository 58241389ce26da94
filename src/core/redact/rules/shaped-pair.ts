/**
 * A password that looks like one, written beside the user it belongs to or a noun that names
 * it, in prose and notes: "use demo:Juniper#54harbor# to log in", "NAS: nasadmin /
 * GPFd?%jUi9!__4Bjw", "DB pw for staging: LrsbKM^tSrSUT#4Ne", "帳號：pm_lin 密碼：Saffron%1366maple~".
 *
 * Selected by shape, not by name: a word of 8 to 64 characters with letters, digits and one of
 * the symbols passwords use and identifiers, base64 and templates do not (`# % & * ! ^ ~ ?`), which
 * is not a URL or path, a query string, a flag, an address, a reference such as `issue#4356`, or
 * a template. Such a word is taken only
 *  - after `user:` (a user name glued to it by a colon), or after `user / ` on a line, or
 *    (after `user:` only) a generated credential without a symbol: 16+ characters mixing upper
 *    and lower case and digits with a random string's variety, or
 *  - within the rest of the line after a credential noun (closed class, several languages).
 * Bounded: at most WINDOW_CHARS are read from the anchor.
 */
import type { Rule, Span } from "../rule.js";
import { span } from "../rule.js";
import { isAlnum, isSpace, startsWithCi } from "../chars.js";
import { isPlaceholderValue } from "../values.js";
import { distinctChars, shannonEntropy } from "../entropy.js";
import { isNamedVersion } from "../value-shape.js";

const WINDOW_CHARS = 96;
const MIN_CHARS = 8;
const MAX_CHARS = 64;
const MAX_USER_CHARS = 32;
// Not + = / (base64 and encrypted values), not $ (shell and template variables).
const SYMBOLS = "#%&*!^~?";
/** What ends a word: blanks, quotes, brackets and the CJK punctuation that sits around values. */
const STOPS = " \t\r\n'\"`()[]{}<>,;，；：（）「」、。\\";
const TRAILING = ".,;:!?)";

const NOUNS = ["pw", "pwd", "password", "passwd", "passphrase", "passcode", "creds", "credentials", "login", "account", "密码", "密碼", "口令", "帳號", "账号", "帳密", "登入"];

/** Does `w` look like a password (see the module comment)? */
export function passwordShaped(w: string): boolean {
  if (w.length < MIN_CHARS || w.length > MAX_CHARS) return false;
  let letter = false;
  let digit = false;
  let symbol = false;
  for (let i = 0; i < w.length; i++) {
    const c = w.charCodeAt(i);
    if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122)) letter = true;
    else if (c >= 48 && c <= 57) digit = true;
    else if (SYMBOLS.includes(w[i]!)) symbol = true;
  }
  if (!letter || !digit || !symbol) return false;
  if (w.includes("/") || w.includes("${") || w.includes("{{") || /^[?&-]/.test(w) || /^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(w)) return false;
  // A reference or a colour: issue#4356, PR#12, #a1b2c3.
  if (/^[A-Za-z]{0,12}#\d+$/.test(w) || /^#[0-9a-f]{3,8}$/i.test(w)) return false;
  // A query string: next=%2Fd%2Fabc&orgId=2.
  if (/[A-Za-z_]=[^&=]*&[A-Za-z_]+=/.test(w)) return false;
  return !isPlaceholderValue(w);
}

/** SYMBOLS as a table (all ASCII). */
const SYMBOL_ASCII = new Uint8Array(128);
for (let k = 0; k < SYMBOLS.length; k++) SYMBOL_ASCII[SYMBOLS.charCodeAt(k)] = 1;

/** STOPS as a test on a code unit (a table lookup: every character of the window is asked). */
const STOP_ASCII = new Uint8Array(128);
const STOP_WIDE = new Set<number>();
for (let k = 0; k < STOPS.length; k++) {
  const c = STOPS.charCodeAt(k);
  if (c < 128) STOP_ASCII[c] = 1;
  else STOP_WIDE.add(c);
}
const isStop = (c: number): boolean => (c < 128 ? STOP_ASCII[c] === 1 : STOP_WIDE.has(c));

/** The word starting at `s` (up to a stop character), without trailing punctuation. */
function wordAt(text: string, s: number): [number, number] {
  let e = s;
  while (e < text.length && e - s <= MAX_CHARS && !isStop(text.charCodeAt(e))) e++;
  while (e > s && TRAILING.includes(text[e - 1]!)) e--;
  return [s, e];
}

/** `user:Secret` glued at the colon `q`: the user name is a short word of name characters. */
function afterUserColon(text: string, q: number): Span | null {
  let u = q;
  while (u > 0 && q - u < MAX_USER_CHARS && (isAlnum(text.charCodeAt(u - 1)) || "._-".includes(text[u - 1]!))) u--;
  if (u === q || (u > 0 && !isSpace(text.charCodeAt(u - 1)) && !isStop(text.charCodeAt(u - 1)))) return null;
  const [s, e] = wordAt(text, q + 1);
  // More colons make a record (a pgpass line, host:port:db:user:pw): credential-line.ts reads those.
  // What passwordShaped asks first (the length, a symbol), and the colon, read in place: this
  // runs as the finder at every colon after a name character (each time of day in a log), and
  // most words after one are not cut out of the text to ask.
  if (e - s < MIN_CHARS || e - s > MAX_CHARS) return null;
  let symbol = false;
  for (let i = s; i < e; i++) {
    const c = text.charCodeAt(i);
    if (c === 58) return null;
    if (c < 128 && SYMBOL_ASCII[c] === 1) symbol = true;
  }
  if (symbol) return passwordShaped(text.slice(s, e)) ? span(s, e, "shaped-password", true) : null;
  // (The cheap tests first: this runs at every `name:word` of 16+ characters without a symbol.)
  if (e - s < MIN_RANDOM_CHARS || !mixedAlnum(text, s, e) || NAMESPACES.has(text.slice(u, q).toLowerCase())) return null;
  return randomShaped(text.slice(s, e)) ? span(s, e, "shaped-password", true) : null;
}

/** A generated credential without a symbol (`ops:xddjtzCQyjyfUx2A`, `ci:anFh1m7-xF4FPZcYgYimz2`):
 *  upper and lower case letters and a digit, in the token alphabet, with a random string's
 *  variety; not a name built of words and numbers (`build-2024-Final`). A digest is lower-case
 *  hex (`sha256:9f86…`) and stays. */
const MIN_RANDOM_CHARS = 16;
const MIN_RANDOM_DISTINCT_CHARS = 10;
const MIN_RANDOM_ENTROPY_BITS = 3.3;
/** Is text[s, e) all token characters (`A-Z a-z 0-9 _ -`), with upper and lower case and a digit? */
function mixedAlnum(text: string, s: number, e: number): boolean {
  let upper = false;
  let lower = false;
  let digit = false;
  for (let i = s; i < e; i++) {
    const c = text.charCodeAt(i);
    if (c >= 97 && c <= 122) lower = true;
    else if (c >= 65 && c <= 90) upper = true;
    else if (c >= 48 && c <= 57) digit = true;
    else if (c !== 95 && c !== 45) return false;
  }
  return upper && lower && digit;
}
function randomShaped(w: string): boolean {
  if (distinctChars(w) < MIN_RANDOM_DISTINCT_CHARS || shannonEntropy(w) < MIN_RANDOM_ENTROPY_BITS) return false;
  return !isNamedVersion(w) && !mostlyWords(w) && !isPlaceholderValue(w);
}

/** Are most of the letters in word-like runs (`Build-2026-Final-Candidate2`): runs of 4+ letters,
 *  split where a capital starts one, a third of them vowels? Random letters rarely are. */
function mostlyWords(w: string): boolean {
  let letters = 0;
  let wordy = 0;
  for (const run of w.match(/[A-Z]?[a-z]+|[A-Z]+(?![a-z])/g) ?? []) {
    letters += run.length;
    const vowels = run.match(/[aeiouyAEIOUY]/g)?.length ?? 0;
    if (run.length >= 4 && vowels * 3 >= run.length) wordy += run.length;
  }
  return wordy * 2 >= letters;
}
/** What stands before a colon as a scheme or a kind, not a user: `sha256:…`, `urn:…`, `arn:…`. */
const NAMESPACES = new Set(["sha1", "sha256", "sha384", "sha512", "md5", "urn", "arn", "uuid", "id", "data", "blob", "gid", "did", "ipfs", "git", "tag", "ref", "v", "version", "build", "commit", "image", "digest", "hash"]);

/** A password-shaped word in the rest of the line after `from`. */
function shapedInLine(text: string, from: number): Span | null {
  const limit = Math.min(text.length, from + WINDOW_CHARS);
  let i = from;
  while (i < limit) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13) return null;
    if (isStop(c)) {
      i++;
      continue;
    }
    const [s, e] = wordAt(text, i);
    // user:Secret inside the window: the part after the colon is the candidate.
    // Within the word only: an unbounded indexOf would scan to the end of the text from every
    // noun ("password=" × n has no colon: quadratic).
    let colon = s + 1;
    while (colon < e && text.charCodeAt(colon) !== 58) colon++;
    const vs = colon < e ? colon + 1 : s;
    // (passwordShaped's length test first: most words of the line are not cut out to ask.)
    if (e - vs >= MIN_CHARS && e - vs <= MAX_CHARS) {
      const w = text.slice(vs, e);
      if (!w.includes(":") && passwordShaped(w)) return span(vs, e, "shaped-password", true);
    }
    i = Math.max(e, i + 1);
    while (i < limit && !isStop(text.charCodeAt(i))) i++;
  }
  return null;
}

const isNounEdge = (c: number): boolean => !isAlnum(c) && c !== 95;

const rule: Rule = {
  name: "shaped-pair",
  ids: ["shaped-password"],
  kind: "secret",
  triggers: [
    ...NOUNS.map((n) => (/[a-z]/.test(n) ? { ci: n, edge: isNounEdge } : n)),
    // user:Secret — a colon between a name character and a non-blank.
    { anchor: ":", find: (text, q) => (afterUserColon(text, q) ? q : -1), prev: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-", next: "^ \t\r\n/\\" },
    // user / Secret
    { anchor: "/", find: (text, q) => (text.charCodeAt(q + 1) === 32 ? q : -1), prev: " ", next: " " },
  ],
  match({ text }, at): Span | null {
    const c = text[at];
    if (c === ":") return afterUserColon(text, at);
    if (c === "/") {
      const [s, e] = wordAt(text, at + 2);
      return e > s && passwordShaped(text.slice(s, e)) ? span(s, e, "shaped-password", true) : null;
    }
    // The scanner matched a noun here (ASCII case folded); none holds a letter that another
    // character lower-cases to, so the same fold says which, without a copy per noun.
    const noun = NOUNS.find((n) => startsWithCi(text, n, at));
    return noun === undefined ? null : shapedInLine(text, at + noun.length);
  },
};
export default rule;
