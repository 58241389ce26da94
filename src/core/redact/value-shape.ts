/**
 * Does a bare word have the shape of a secret, with nothing around it but the noun that named it
 * a few words before (prose-secret.ts)? No prefix and no `=` vouch for it, so the shape has to:
 *   - key, token, secret: a UUID, or hex of 20+ characters with letters and digits, or 16+
 *     characters of base64/token alphabet with at least two character classes, a digit, and
 *     high entropy (a word, a name, `snake_case` or a path never has all three);
 *   - password: 8+ printable ASCII characters with letters, digits and a third class (upper
 *     case or a symbol), and not an e-mail address, a path, a URL, a version or a date.
 * Placeholders (`your-api-key-here`, `<token>`, `xxxx`, `AKIA…EXAMPLE`) are never secrets.
 */
import { charClasses, distinctChars, shannonEntropy } from "./entropy.js";
import { isPlaceholderToken, isPlaceholderValue } from "./values.js";
import { isMisreadCode, isYear } from "./code-slot.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const HEX = /^[0-9a-f]{20,512}$|^[0-9A-F]{20,512}$/;
const TOKEN = /^[A-Za-z0-9+/_-]{16,510}={0,2}$/;
const PRINTABLE = /^[!-~]{8,256}$/;
const EMAIL = /^[^@]+@[^@]+\.[A-Za-z]{2,}$/;
const MIN_TOKEN_ENTROPY_BITS = 3.3;
const MIN_TOKEN_DISTINCT_CHARS = 10;
const MIN_PASSWORD_ENTROPY_BITS = 2.8;
/** Hex has 16 digits to draw from, so a random key shows fewer of them than its length suggests:
 *  fewer than 10 in about 1 of 20 random 20-digit keys and 1 of 8,000 32-digit ones (a test drew
 *  `8e4f4319bee1e18931d81b1ddbd8e3f1`, 9); fewer than 8 in about 1 of 1,600 20-digit keys. A
 *  filler such as `deadbeefdeadbeef…` shows 5. */
const MIN_HEX_DISTINCT_CHARS = 8;

const hasDigit = (v: string): boolean => /[0-9]/.test(v);

/** Hex lengths of the common digests (MD5, SHA-1, SHA-256). */
const DIGEST_HEX_LENGTHS = new Set([32, 40, 64]);
const MAX_LABEL_SEGMENT_CHARS = 24;

/**
 * `node-cache-Linux-x64-npm-<sha256>`, `Linux-cargo-<sha1>`: a name built from two or more words
 * and a content digest, as CI caches, build artifacts and lock files are keyed. It is an
 * identifier named "key", not a credential: a random secret has no readable label in front of
 * its random part. Only for the ambiguous `key` (judge-value.ts) and for nouns in prose.
 */
export function isLabelledDigest(v: string): boolean {
  const parts = v.split(/[-_:]/);
  if (parts.length < 3) return false;
  const digest = parts[parts.length - 1]!;
  if (!DIGEST_HEX_LENGTHS.has(digest.length) || !/^[0-9a-f]+$/.test(digest)) return false;
  let letters = 0;
  for (let k = 0; k < parts.length - 1; k++) {
    const p = parts[k]!;
    if (p.length === 0 || p.length > MAX_LABEL_SEGMENT_CHARS || !/^[A-Za-z0-9.]+$/.test(p)) return false;
    letters += p.replace(/[^A-Za-z]/g, "").length;
  }
  return letters >= 4;
}
const hasLetter = (v: string): boolean => /[A-Za-z]/.test(v);

const MAX_WORD_SEGMENT_CHARS = 12;
const MAX_MIXED_SEGMENT_CHARS = 3;

/**
 * `gpt-4o-mini-2024-07-18`, `claude-3-5-sonnet-20241022`, `node-20-alpine-x64`: a name made of
 * words, numbers and short tags (`4o`, `v2`, `x64`) joined by `-` or `_`. Random keys split that
 * way have long mixed segments (`9741971b-ae93-…`, `sdk-242c1371-…`).
 */
export function isNamedVersion(v: string): boolean {
  const parts = v.split(/[-_]/);
  if (parts.length < 3) return false;
  let words = 0;
  for (const p of parts) {
    if (/^[0-9]{1,8}$/.test(p)) continue;
    if (/^[A-Za-z]+$/.test(p) && p.length <= MAX_WORD_SEGMENT_CHARS) {
      words++;
      continue;
    }
    if (p.length > MAX_MIXED_SEGMENT_CHARS || !/^[A-Za-z0-9]+$/.test(p)) return false;
  }
  return words >= 1;
}

/** Shortest random segment after a leading `/` that is a key, not a path. */
const MIN_SLASH_TOKEN_CHARS = 20;

/**
 * A key whose base64 starts with `/` (`/WFvA3tSGrokJSN1X1knpJSYmNDwhvBSYcT6kevh`): one long
 * segment after the slashes, with no further `/` or `.`, in three character classes and random
 * enough for a token. A path's first segment is a word (`/usr`, `/srv/app`, `/var/log/x.log`).
 */
function isSlashFirstToken(v: string): boolean {
  let i = 0;
  while (i < v.length && v.charCodeAt(i) === 47) i++;
  const body = v.slice(i);
  if (i > 2 || body.length < MIN_SLASH_TOKEN_CHARS || body.includes("/") || body.includes(".")) return false;
  return TOKEN.test(body) && charClasses(body) >= 3 && distinctChars(body) >= MIN_TOKEN_DISTINCT_CHARS && shannonEntropy(body) >= MIN_TOKEN_ENTROPY_BITS;
}

export function isProseSecret(v: string, family: "password" | "key"): boolean {
  // Every shape below needs a digit: most words of a sentence leave here, before the costlier
  // placeholder tests (the clause after a noun is read word by word).
  if (v.length < 8 || !hasDigit(v)) return false;
  // Paths and URLs (cheap) before the placeholder tests; every test here only rules out.
  if (v.includes("://") || v.startsWith("~") || v.startsWith("./") || (v.startsWith("/") && !isSlashFirstToken(v))) return false;
  // A `;` inside a word of prose joins two things (fields of a connection string, statements).
  if (v.includes(";") || isLabelledDigest(v)) return false;
  if (isPlaceholderValue(v) || isPlaceholderToken(v)) return false;
  if (UUID.test(v)) return true;
  if (HEX.test(v)) return hasDigit(v) && hasLetter(v) && distinctChars(v) >= MIN_HEX_DISTINCT_CHARS;
  if (TOKEN.test(v) && hasDigit(v) && hasLetter(v) && charClasses(v) >= 2 && distinctChars(v) >= MIN_TOKEN_DISTINCT_CHARS && shannonEntropy(v) >= MIN_TOKEN_ENTROPY_BITS) {
    // `snake_case_words_2`, `kebab-case-name-v2`: identifiers, not keys.
    if (/^[a-z0-9]+(?:[_-][a-z0-9]+)+$/.test(v) && !/[0-9][a-z]|[a-z][0-9]/.test(v.replace(/v[0-9]+$/, ""))) return false;
    if (isNamedVersion(v)) return false;
    return true;
  }
  if (family !== "password") return false;
  if (!PRINTABLE.test(v) || EMAIL.test(v) || /^[0-9.:\-/+TZ]+$/.test(v) || namesAThing(v)) return false;
  return hasDigit(v) && hasLetter(v) && charClasses(v) >= 3 && shannonEntropy(v) >= MIN_PASSWORD_ENTROPY_BITS;
}

/** A number this long, or longer, is a PIN or passcode when a password's name introduces it. */
const MIN_NAMED_DIGITS = 4;
const MAX_NAMED_DIGITS = 12;
const MIN_NAMED_WORD_CHARS = 8;
const MIN_NAMED_WORD_DIGITS = 2;
const MIN_NAMED_WORD_LETTERS = 3;

/**
 * A value that stands where a password's name puts its value ("the password is 971848",
 * "Manager password ....... 971848", "password is TDLN1336", "pwd kestrel298"): right after the
 * noun, its colon or its "is". The name vouches for it, so a simpler shape than isProseSecret's
 * passes: a number of MIN..MAX_NAMED_DIGITS digits that is no year, or a word of letters and
 * digits. The caller checks what follows the number (a unit: "8 characters").
 */
export function isNamedPasswordValue(v: string): boolean {
  if (/^[0-9]+$/.test(v)) return v.length >= MIN_NAMED_DIGITS && v.length <= MAX_NAMED_DIGITS && !isYear(v, 0, v.length);
  // Digits that text recognition misread ("Supervisor password 2181066B" on a photographed screen).
  if (isMisreadCode(v)) return true;
  if (v.length < MIN_NAMED_WORD_CHARS || !/^[A-Za-z0-9]+$/.test(v)) return false;
  const digits = v.replace(/[^0-9]/g, "").length;
  if (digits < MIN_NAMED_WORD_DIGITS || v.length - digits < MIN_NAMED_WORD_LETTERS) return false;
  return !isPlaceholderValue(v) && !isPlaceholderToken(v) && !isNamedVersion(v);
}

const MAX_PASSPHRASE_CHARS = 64;
/** What joins the words of a chosen passphrase: `-`, `_`, `.`, and the symbols sites ask for.
 *  Not `/ \\ : @ ;` or brackets and quotes, which join paths, URLs, addresses and code. */
const PASSPHRASE = /^[A-Za-z0-9]*[A-Za-z0-9](?:[-_.+=!#?&~*$%^]+[A-Za-z0-9]*)+$/;
/** A symbol a site asks for, beyond the joiners a name may have (`-`, `_`, `.`). */
const PASSWORD_SYMBOL = /[+=!#?&~*$%^]/;

/**
 * A passphrase of words joined by separators, with digits or a symbol, where a password's name
 * puts its value ("the password is quartz-puffin-willow-71", "pw: Obsidian_65rhubarb+",
 * "パスワードは Kaze-545!"): what password generators and people choose. isProseSecret rules
 * these shapes out in prose at large, where `kebab-case-name-2` and `gpt-4o-mini` are names; the
 * password's name in its slot says otherwise. Still not a file or host name (`backup-2024.kdbx`),
 * a version (`2.4.1-rc1`), a setting (`min_length=12`) or a placeholder.
 */
export function isNamedPassphrase(v: string): boolean {
  if (v.length > MAX_PASSPHRASE_CHARS || !PASSPHRASE.test(v)) return false;
  let digits = 0;
  let letters = 0;
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if (c >= 48 && c <= 57) digits++;
    else if ((c | 32) >= 97 && (c | 32) <= 122) letters++;
  }
  if (letters < MIN_NAMED_WORD_LETTERS + 1) return false;
  if (digits < MIN_NAMED_WORD_DIGITS && !(digits > 0 && PASSWORD_SYMBOL.test(v))) return false;
  if (/\.[A-Za-z]{1,5}$/.test(v) || namesAThing(v) || /^[A-Za-z_]+=[0-9]+$/.test(v)) return false;
  return !isPlaceholderValue(v) && !isPlaceholderToken(v);
}

/** A generated passphrase of words alone (`zipper-jigsaw-nectar-eagle-clover-radish`,
 *  `islet_sable_quince_garnet`): four to ten words of three to ten letters, all lower case or all
 *  capitalised, joined by one `-`, `_` or `.` each (the same throughout), four distinct words at
 *  least. A password's name in its slot vouches for it, as for isNamedPassphrase; in prose at
 *  large a hyphenated compound is a phrase. */
const WORD_PASSPHRASE = /^(?:[a-z]{3,10}|[A-Z][a-z]{2,9})(?:([-_.])(?:[a-z]{3,10}|[A-Z][a-z]{2,9}))(?:\1(?:[a-z]{3,10}|[A-Z][a-z]{2,9})){2,8}$/;
/** Words that join a phrase ("case-sensitive-and-long", "first-in-first-out"), not a list of
 *  random words. */
const PHRASE_WORDS = new Set(["and", "the", "for", "with", "not", "but", "only", "any", "all", "are", "was", "from", "into", "out", "off", "per", "via", "then", "than"]);
export function isWordPassphrase(v: string): boolean {
  if (v.length > MAX_PASSPHRASE_CHARS || !WORD_PASSPHRASE.test(v)) return false;
  const words = v.split(/[-_.]/);
  if (words.some((w) => PHRASE_WORDS.has(w.toLowerCase()))) return false;
  const lowerCase = words.every((w) => w === w.toLowerCase());
  const capitalised = words.every((w) => w !== w.toLowerCase());
  return (lowerCase || capitalised) && new Set(words.map((w) => w.toLowerCase())).size >= 4 && !isPlaceholderValue(v);
}

/** A file name (`vault-2024.kdbx`), a version (`v2.4.1-rc1`, `KeePassXC-2.7.9`) or a dotted
 *  reference in lower case (`cfg.smtp.pass1`): what a password's clause names beside the value
 *  ("the password is in vault-2024.kdbx"), not a value. */
function namesAThing(v: string): boolean {
  return /\.[a-z]{2,4}$/.test(v) || /^v?[0-9]+\.[0-9]/.test(v) || /[-_ ]v?[0-9]+\.[0-9]+(?:\.[0-9]+)*$/.test(v) || /^[a-z][a-z0-9_]*(?:\.[a-z][a-z0-9_]*)+$/.test(v);
}

const MIN_BOUND_CHARS = 10;
const MIN_BOUND_DISTINCT_CHARS = 8;

/**
 * A value a secret's name stands next to without an operator (rules/spaced-assignment.ts,
 * rules/secret-block.ts): the name vouches for it, so a shorter value than in prose passes, if
 * it mixes letters, digits and a third class (`OKo7_aO2tPQYBf3`), or has a prose secret's shape.
 */
export function isBoundSecret(v: string, family: "password" | "key"): boolean {
  if (isProseSecret(v, family) || (family === "password" && isWordPassphrase(v))) return true;
  if (v.length < MIN_BOUND_CHARS || !hasDigit(v) || !hasLetter(v) || charClasses(v) < 3) return false;
  if (distinctChars(v) < MIN_BOUND_DISTINCT_CHARS || isPlaceholderValue(v) || isNamedVersion(v) || isLabelledDigest(v)) return false;
  return !v.includes("://") && !v.includes(";") && !/^[0-9.:\-/+TZ]+$/.test(v);
}
