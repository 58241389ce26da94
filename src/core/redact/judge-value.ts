/**
 * Is the value assigned to a secret-sounding name a secret? The value has no format to check, so
 * it has to look like one: not a placeholder or reference (values.ts), not a type or identifier
 * (`password: string`, `apiKey: config.apiKey`), not prose (`Token: the unit of text…`), and for
 * tokens and keys, random enough (entropy.ts). Specific providers without a prefix (AWS secret
 * keys, Datadog, Twilio…) are keyed rules asked first, for a precise id.
 */
import { isAlpha, isSpace, isUpper } from "./chars.js";
import { charClasses, distinctChars, shannonEntropy } from "./entropy.js";
import { isPlaceholderValue } from "./values.js";
import { isLabelledDigest } from "./value-shape.js";
import { KEYED_RULES } from "./rules/keyed/index.js";
import { secretNameFamily, stripNameSuffix, type Family } from "./secret-name.js";

/** What the judgement needs to know about the assignment a value came from. */
export interface Assigned {
  /** The name as written (`DB_PASSWORD`, `apiKey`). */
  key: string;
  family: Family;
  quoted: boolean;
  /** `=`, `:`, `:=`, `=>`, `?:` (a TypeScript optional property: a type), `xml`. */
  op: string;
  /** Unquoted value after `:` with more words following on the same line. */
  prose?: boolean;
}

/** Shortest password that is redacted; `pw`, `abc` are not worth a false positive. */
const MIN_PASSWORD_CHARS = 4;
/** Unquoted single words shorter than this are taken for identifiers (`password: hash`). */
const MIN_BARE_WORD_PASSWORD_CHARS = 6;
const MIN_SECRET_CHARS = 10;
const MIN_SECRET_ENTROPY_BITS = 3.0;
/** A bare `key:` is the most ambiguous name (React keys, S3 keys, i18n keys): stricter. */
const MIN_BARE_KEY_CHARS = 20;
const MIN_BARE_KEY_ENTROPY_BITS = 3.3;
/** Entropy and character classes are judged on at most this many characters of a value. */
const ENTROPY_WINDOW_CHARS = 256;

/** `my-app-secret`, `my_secret_v2`, `mySecretName`, `Password`: names, not values. */
const WORDS = /^(?:[a-z]+[0-9]*(?:[-_.][a-z]+[0-9]*)*|[A-Za-z][a-z]+(?:[A-Z][a-z]+)*[0-9]*|[A-Z]+(?:_[A-Z]+)*)$/;

/** `req.body.password`, `settings.SECRET_KEY`: a reference to a value, not a value. Each part
 *  must read as a name, so a password with a dot (`k4tB.Vx2`) is not mistaken for one. */
function isIdentifierPath(v: string): boolean {
  if (!v.includes(".") || v.length > 128) return false;
  const parts = v.split(".");
  return parts.every((p, k) => WORDS.test(k === 0 ? p.replace(/^[$_]/, "") : p));
}

function hasNonAscii(v: string): boolean {
  for (let i = 0; i < v.length; i++) if (v.charCodeAt(i) > 126) return true;
  return false;
}

function hasBlank(v: string): boolean {
  for (let i = 0; i < v.length; i++) if (isSpace(v.charCodeAt(i))) return true;
  return false;
}

/** Paths and URLs assigned to a key (`ssh_key: ~/.ssh/id_rsa`) name where a secret lives. */
const PATH_OR_URL = /^(?:~?\/|\.{1,2}\/|[A-Za-z]:[\\/])|:\/\//;
/** Base64 key material that happens to open with `/` (`/xwL5iXIZ…+QZ84i3=`, one WireGuard key in
 *  64): base64 only, padded or with a `+`, both cases and a digit. No path reads so. */
const BASE64_MATERIAL = /^[A-Za-z0-9+/]{20,}={0,2}$/;
function isPathOrUrl(v: string): boolean {
  if (!PATH_OR_URL.test(v)) return false;
  return !(BASE64_MATERIAL.test(v) && (v.endsWith("=") || v.includes("+")) && /[a-z]/.test(v) && /[A-Z]/.test(v) && /[0-9]/.test(v));
}

/** Changes of case between neighbouring letters at which a value reads as typed at random
 *  (`uyYzCtUa7`: six), where a camelCase name has one or two per word (`dbPassword2`: two). */
const RANDOM_CASE_CHANGES = 5;
/** Does the last part of a dotted value end in a digit after letters whose case changes at
 *  random (`ya.uyYzCtUa7`), not a numbered field (`form.password2`, `config.dbPassword2`)? */
function endsInNumberedPart(v: string): boolean {
  const last = v.slice(v.lastIndexOf(".") + 1);
  if (!/[0-9]$/.test(last)) return false;
  let changes = 0;
  for (let i = 1; i < last.length; i++) {
    const a = last.charCodeAt(i - 1);
    const b = last.charCodeAt(i);
    if (isAlpha(a) && isAlpha(b) && isUpper(a) !== isUpper(b)) changes++;
  }
  return changes >= RANDOM_CASE_CHANGES;
}

function isPasswordValue(v: string, p: Assigned): boolean {
  if (v.length < MIN_PASSWORD_CHARS || p.op === "?:") return false;
  if (hasBlank(v) || hasNonAscii(v) || isPlaceholderValue(v) || isPathOrUrl(v)) return false;
  // A capitalised word is a label (`"password": "Passwort"` in a translation file).
  if (/^[A-Z][a-z]+$/.test(v)) return false;
  if (!p.quoted) {
    // A reference (`settings.DB_PASSWORD`), unless a part ends in a number, as chosen passwords
    // do (`Nebula.Thunder2034`; two parts, the first numbered: `plo3.Sirxrn`) and names of
    // settings hardly ever; a numbered field (`form.password2`, `cfg.db1.password`) is still a
    // reference.
    if (isIdentifierPath(v) && !/[0-9]{2}/.test(v) && !/^[^.]*[0-9]\.[^.]+$/.test(v) && !endsInNumberedPart(v)) return false;
    if (/^[A-Za-z_]+$/.test(v)) {
      // Unquoted single word: a type (`Password`), a variable (`hashedPassword`, `pass_hash`),
      // or a short word. Only a plain lower-case word of some length is taken for a password.
      if (!/^[a-z]+$/.test(v) || v.length < MIN_BARE_WORD_PASSWORD_CHARS) return false;
    }
  }
  return true;
}

function isSecretValue(value: string, p: Assigned, bareKey: boolean): boolean {
  if (p.op === "?:") return false;
  const v = value.length > ENTROPY_WINDOW_CHARS ? value.slice(0, ENTROPY_WINDOW_CHARS) : value;
  if (v.length < (bareKey ? MIN_BARE_KEY_CHARS : MIN_SECRET_CHARS)) return false;
  if (hasBlank(v) || hasNonAscii(v) || isPlaceholderValue(v) || isPathOrUrl(v)) return false;
  if (/^[0-9.:\-/+TZ]+$/.test(v)) return false; // numbers, dates, versions, times
  if (isIdentifierPath(v) || WORDS.test(v)) return false;
  if (charClasses(v) < 2) return false;
  // Entropy is at most log2(distinct characters): too few distinct ones cannot pass.
  if (distinctChars(v) < 2 ** (bareKey ? MIN_BARE_KEY_ENTROPY_BITS : MIN_SECRET_ENTROPY_BITS)) return false;
  if (bareKey) {
    // File names, i18n keys, host names: words and digits joined by dots (a generated salt
    // holds a dot among other symbols: WordPress's `LOGGED_IN_KEY`).
    if (v.includes(".") && /^[\w.\-]+$/.test(v)) return false;
    if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v)) return false; // ids
    if (v.includes("/") && charClasses(v) < 3) return false; // S3 object keys, paths
    if (isLabelledDigest(value)) return false; // CI cache keys: words and a digest
    return shannonEntropy(v) >= MIN_BARE_KEY_ENTROPY_BITS;
  }
  return shannonEntropy(v) >= MIN_SECRET_ENTROPY_BITS;
}

/** What makes a `…Key` name a credential (`apiKey`, `secret_key`, `PRIVATE_KEY`, `appKey`).
 *  Other keys name things (`sessionKey`, `cacheKey`, `idempotencyKey`, `sortKey`) and get the
 *  stricter test of a bare `key`. */
const SECRET_KEY_QUALIFIERS = [
  "api", "secret", "private", "access", "signing", "sign", "encryption", "encrypt", "master", "license", "licence",
  "auth", "client", "service", "account", "admin", "app", "bot", "webhook", "ssh", "gpg", "pgp", "hmac", "jwt",
  "deploy", "integration", "personal", "root", "shared", "subscription", "write", "read", "ingest", "server", "consumer",
  "sdk",
];

/** `agent:main:telegram:42`, `user:42:profile`: colon-separated names and numbers, an id. */
const COLON_ID = /^[A-Za-z][A-Za-z0-9_-]*(?::[A-Za-z0-9_.+-]+)+$/;
function isColonIdentifier(v: string): boolean {
  if (!COLON_ID.test(v)) return false;
  return v.split(":").every((part) => WORDS.test(part) || /^[+-]?[0-9]+$/.test(part) || /^[a-z]+(?:[-_][a-z0-9]+)*$/.test(part));
}

/** A normalised name (letters and digits) that names a wireless network's key (also OpenWrt's
 *  `wireless.default_radio0.key`). */
const NETWORK_KEY = /(?:wifi|wlan|wpa|wpa2|wireless|wep)key$|^wireless\w*key$/;

export function classify(p: Assigned, v: string): string | null {
  // `Token: the unit of text…`: a word before more words is prose. Letters in no word's shape
  // (`aDhMNDdkQlRINGNOVjNiSDRu`, base64 that happens to hold no digit) are still a value.
  if (p.prose && /^[A-Za-z]+$/.test(v) && WORDS.test(v)) return null;
  const norm = p.key.toLowerCase().replace(/[^a-z0-9]/g, "");
  // Public keys and publishable keys are public by design.
  if (norm.includes("public") || norm.includes("publishable")) return null;
  for (const k of KEYED_RULES) if (k.key(norm) && k.value(v) && !isPlaceholderValue(v)) return k.id;
  // A network's key is its passphrase (`wifi_key`, `wlan_key`, `wpa_key`): judged as a password.
  if (p.family === "password" || (p.family === "key" && NETWORK_KEY.test(norm))) return isPasswordValue(v, p) ? "generic-password" : null;
  if (isColonIdentifier(v)) return null;
  const qualifier = p.family === "key" ? norm.slice(0, -"key".length) : "";
  const bare = p.family === "key" && !SECRET_KEY_QUALIFIERS.some((q) => qualifier.endsWith(q));
  if (!isSecretValue(v, p, bare)) return null;
  return p.family === "key" ? "generic-api-key" : "generic-secret";
}

/** The rule id for `value` bound to `name` by some syntax other than `name = value` (an env
 *  entry's `name`/`value` pair, an env lookup's fallback, a .netrc line), or null when the name
 *  is not secret-sounding or the value is not a secret. `quoted`: the value was a string
 *  literal (a bare word is then judged as a password may be). */
export function judgeNamedValue(name: string, value: string, quoted: boolean): string | null {
  const family = secretNameFamily(name);
  if (family === null) return null;
  return classify({ key: stripNameSuffix(name), family, quoted, op: "=" }, value);
}
