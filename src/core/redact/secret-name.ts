/** The keywords that make a name secret-sounding (`DB_PASSWORD`, `apiKey`, `client_secret`), and
 *  the family each belongs to: what the value is then held to (values.ts, judge-value.ts). */

export type Family = "password" | "key" | "secret";

/** keyword → allowed endings after it (`pass` + `word`), family, and whether the keyword needs a
 *  word boundary before it (short keywords: `bypass`, `monkey`, `oauth` are not keys). */
export const KEYWORDS: ReadonlyArray<{ kw: string; tails: readonly string[]; family: Family; boundary: boolean; compound?: boolean }> = [
  { kw: "credential", tails: ["", "s"], family: "secret", boundary: false },
  { kw: "secret", tails: ["", "s", "key"], family: "secret", boundary: false },
  { kw: "token", tails: [""], family: "secret", boundary: false },
  { kw: "pass", tails: ["word", "wd", "phrase", ""], family: "password", boundary: false },
  // Listed before `pw`, which is its prefix: a keyword is looked up by its first letters.
  { kw: "pwd", tails: [""], family: "password", boundary: true },
  // DB_PW, adminPw: the short spelling of password in env files and notes.
  { kw: "pw", tails: [""], family: "password", boundary: true },
  // `authtok`: PAM's and SSSD's name for the bind password (ldap_default_authtok).
  { kw: "auth", tails: ["", "tok"], family: "secret", boundary: true },
  { kw: "key", tails: [""], family: "key", boundary: true },
  // GITHUB_PAT, azureDevopsPat: a personal access token.
  { kw: "pat", tails: [""], family: "secret", boundary: true },
  // BW_SESSION, OP_SESSION_my, appSession: a session key is a bearer credential. Only as the
  // last part of a longer name (`compound`): a receipt's "Session: 8171…" is the id of a charge.
  { kw: "session", tails: [""], family: "secret", boundary: true, compound: true },
  // A TOTP seed (Bitwarden's item JSON: `"totp": "ZI6P…"`, `TOTP_SECRET`), which mints every
  // second factor to come.
  { kw: "totp", tails: [""], family: "secret", boundary: true },
  // Wi-Fi pre-shared key (wpa_supplicant `psk="…"`, `wpa_psk`).
  { kw: "psk", tails: [""], family: "password", boundary: true },
  // A site's hashing salt (Drupal's `hash_salt`, WordPress's `AUTH_SALT`, `passwordSalt`): whoever
  // holds it can forge the site's tokens and test password hashes offline. Only as the last part
  // of a longer name: a bare `salt: 16` is a length.
  { kw: "salt", tails: [""], family: "secret", boundary: true, compound: true },
];

/** Words a name may carry after its keyword and still name the secret itself: an encoding of
 *  the value (`JWT_SECRET_B64`, `ENCRYPTION_KEY_HEX`) or Rails's `secret_key_base`. Lower case,
 *  each joined to the keyword by `_` or `-`. */
export const NAME_SUFFIXES: readonly string[] = ["base64", "base", "b64", "hex"];

/** `text` has the lower-case `word` at `at`, ASCII letters compared case-insensitively. */
function startsWithLowerCi(text: string, word: string, at: number): boolean {
  if (at + word.length > text.length) return false;
  for (let i = 0; i < word.length; i++) {
    const c = text.charCodeAt(at + i);
    if ((c >= 65 && c <= 90 ? c + 32 : c) !== word.charCodeAt(i)) return false;
  }
  return true;
}

const isNameCode = (c: number): boolean => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;

/** Length of a `_suffix` / `-suffix` of NAME_SUFFIXES at `at` in `text` that ends the name
 *  (`_BASE` of `SECRET_KEY_BASE:`), or 0. */
export function nameSuffixAt(text: string, at: number): number {
  const j = text.charCodeAt(at);
  if (j !== 95 && j !== 45) return 0;
  const c = text.charCodeAt(at + 1) | 32;
  if (c !== 98 /* b */ && c !== 104 /* h */) return 0;
  for (const sfx of NAME_SUFFIXES) {
    const end = at + 1 + sfx.length;
    if (startsWithLowerCi(text, sfx, at + 1) && !isNameCode(text.charCodeAt(end))) return 1 + sfx.length;
  }
  return 0;
}

/** Length of a `_suffix` / `-suffix` of NAME_SUFFIXES that ends at `end` in `text`, or 0.
 *  Asked at every `=` and `:` after a letter: the last character rules out almost all. */
export function nameSuffixBefore(text: string, end: number): number {
  const last = text.charCodeAt(end - 1) | 32;
  if (last !== 101 /* e */ && last !== 52 /* 4 */ && last !== 120 /* x */) return 0;
  for (const sfx of NAME_SUFFIXES) {
    const at = end - sfx.length - 1;
    if (at > 0 && nameSuffixAt(text, at) === sfx.length + 1) return sfx.length + 1;
  }
  return 0;
}

/** `name` without one of NAME_SUFFIXES after its keyword (`SECRET_KEY_BASE` → `SECRET_KEY`). */
export function stripNameSuffix(name: string): string {
  const lower = name.toLowerCase();
  for (const sfx of NAME_SUFFIXES) {
    const at = name.length - sfx.length - 1;
    if (at > 0 && lower.endsWith(sfx) && (name.charCodeAt(at) === 95 || name.charCodeAt(at) === 45)) return name.slice(0, at);
  }
  return name;
}

/** Every keyword+tail spelling, longest first, with its keyword entry. */
const SPELLINGS = KEYWORDS.flatMap((k) => k.tails.map((t) => ({ sp: k.kw + t, entry: k, bare: t === "" }))).sort((a, b) => b.sp.length - a.sp.length);

const isLowerCode = (c: number): boolean => c >= 97 && c <= 122;
const isUpperCode = (c: number): boolean => c >= 65 && c <= 90;
/**
 * Does a word start at `at` by its case: camelCase after a lower-case letter or digit (`apiKey`,
 * `db2Pwd`), or a Capitalised word after an acronym (`syncHMACKey`, `JWTSecret`: the acronym's
 * last capital is followed by the word's own, then a lower-case letter)?
 */
export function camelBoundary(text: string, at: number): boolean {
  const cur = text.charCodeAt(at);
  if (!isUpperCode(cur) || at === 0) return false;
  const prev = text.charCodeAt(at - 1);
  return isLowerCode(prev) || (prev >= 48 && prev <= 57) || (isUpperCode(prev) && isLowerCode(text.charCodeAt(at + 1)));
}

const isAlnumCode = (c: number): boolean => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);

/** Does a keyword at `at` end a longer name: after `_` or `-` that follows a letter or digit
 *  (`BW_SESSION`), or at a camelCase boundary (`appSession`)? */
export function isCompoundJoin(text: string, at: number): boolean {
  if (at >= 2 && (text.charCodeAt(at - 1) === 95 || text.charCodeAt(at - 1) === 45) && isAlnumCode(text.charCodeAt(at - 2))) return true;
  return camelBoundary(text, at);
}

/** The family of a whole name (`DB_PASSWORD`, `jwtSecret`, `STRIPE_API_KEY`), or null when it
 *  does not end in a keyword, or names something public (`publicKey`, `PUBLISHABLE_KEY`). The
 *  same test the assignment rule makes on the name before an operator, for rules that find the
 *  name elsewhere: an env entry's `name:`, an env lookup's argument, a variable on the left. */
export function secretNameFamily(whole: string): Family | null {
  if (whole.length === 0 || whole.length > 128) return null;
  const name = stripNameSuffix(whole);
  const lower = name.toLowerCase();
  if (lower.includes("public") || lower.includes("publishable")) return null;
  for (const { sp, entry, bare } of SPELLINGS) {
    if (!lower.endsWith(sp)) continue;
    const at = name.length - sp.length;
    if (entry.compound && (at === 0 || !isCompoundJoin(name, at))) continue;
    const needsBoundary = entry.boundary || (entry.kw === "pass" && bare);
    if (needsBoundary && at > 0) {
      const prev = name.charCodeAt(at - 1);
      if (isAlnumCode(prev) && !camelBoundary(name, at) && !lower.endsWith("api" + sp)) continue;
    }
    return entry.family;
  }
  return null;
}

/** Is the run of ASCII letters text[from, to) one of `tails` (lower case), ignoring case? What
 *  `tails.includes(text.slice(from, to).toLowerCase())` says, without the copy: this runs for
 *  every keyword of the text (`input_tokens` in every tool result). */
function hasTail(text: string, from: number, to: number, tails: readonly string[]): boolean {
  for (const tail of tails) if (tail.length === to - from && startsWithLowerCi(text, tail, from)) return true;
  return false;
}

/** A keyword found at a position of a text, as the end of a name. */
export interface NameKeyword {
  /** The keyword's family. */
  family: Family;
  /** End of the keyword and its tail (`DB_PASSWORD` → after `PASSWORD`). */
  keywordEnd: number;
  /** End of the name: after a NAME_SUFFIXES suffix, if one follows. */
  nameEnd: number;
  /** Whether the keyword starts a word (`_`, punctuation, camelCase, `api`); `requirepass`,
   *  `masterauth` end in one without a boundary. */
  boundary: boolean;
}

/**
 * At `at`, a keyword that ends a name (`TOKEN` of `TWILIO_AUTH_TOKEN `, `pass` of
 * `--requirepass `): its family and where the keyword and the name end, or null when the
 * keyword runs on into a longer word (`passed`, `tokenizer`, `password_hash`). The caller decides
 * whether a keyword without a word boundary may end its name.
 */
export function keywordEndingName(text: string, at: number): NameKeyword | null {
  let best: NameKeyword | null = null;
  const c0 = text.charCodeAt(at) | 32;
  for (const { kw, tails, family, boundary: needs, compound } of KEYWORDS) {
    if (kw.charCodeAt(0) !== c0 || !startsWithLowerCi(text, kw, at)) continue;
    let t = at + kw.length;
    while (t - at - kw.length <= 12 && ((text.charCodeAt(t) | 32) >= 97 && (text.charCodeAt(t) | 32) <= 122)) t++;
    if (!hasTail(text, at + kw.length, t, tails)) continue;
    const nameEnd = t + nameSuffixAt(text, t);
    const next = text.charCodeAt(nameEnd);
    if (isAlnumCode(next) || next === 95) continue;
    if ((next === 46 || next === 45) && isAlnumCode(text.charCodeAt(nameEnd + 1))) continue;
    const prev = at > 0 ? text.charCodeAt(at - 1) : 32;
    if (compound && !isCompoundJoin(text, at)) continue;
    const camel = camelBoundary(text, at);
    const api = at >= 3 && startsWithLowerCi(text, "api", at - 3);
    const boundary = !isAlnumCode(prev) || camel || api || !(needs || (kw === "pass" && t === at + kw.length));
    if (best === null || t > best.keywordEnd) best = { family, keywordEnd: t, nameEnd, boundary };
  }
  return best;
}

/** The family of a label that names a group of secrets: a secret name (`admin_password`), or
 *  one in the plural (`tokens`, `passwords`, `api_keys`). */
export function groupLabelFamily(label: string): Family | null {
  const f = secretNameFamily(label);
  if (f !== null || label.length < 2) return f;
  const last = label.charCodeAt(label.length - 1) | 32;
  return last === 115 /* s */ ? secretNameFamily(label.slice(0, -1)) : null;
}

/** Last characters of every secret name and its plural: passworD, passphrasE, pasS, pW, tokeN,
 *  secreT, keY, autH, authtoK, credentiaL, paT, psK, sessioN, totP, and the suffixes _basE,
 *  _b64, _heX. */
const NAME_ENDINGS = new Uint8Array(128);
for (const c of "dDeEsSwWnNtTyYhHkKlLpP4xX") NAME_ENDINGS[c.charCodeAt(0)] = 1;

/** Can a secret name end in the character `c`? The one test hot paths make before reading a
 *  name: most names end in something else. */
export const mayEndSecretName = (c: number): boolean => c < 128 && NAME_ENDINGS[c] === 1;
