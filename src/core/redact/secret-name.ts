/** The keywords that make a name secret-sounding (`DB_PASSWORD`, `apiKey`, `client_secret`), and
 *  the family each belongs to: what the value is then held to (values.ts, judge-value.ts). */

export type Family = "password" | "key" | "secret";

/** keyword → allowed endings after it (`pass` + `word`), family, and whether the keyword needs a
 *  word boundary before it (short keywords: `bypass`, `monkey`, `oauth` are not keys). */
export const KEYWORDS: ReadonlyArray<{ kw: string; tails: readonly string[]; family: Family; boundary: boolean }> = [
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
  // Wi-Fi pre-shared key (wpa_supplicant `psk="…"`, `wpa_psk`).
  { kw: "psk", tails: [""], family: "password", boundary: true },
];

/** Words a name may carry after its keyword and still name the secret itself: an encoding of
 *  the value (`JWT_SECRET_B64`, `ENCRYPTION_KEY_HEX`) or Rails's `secret_key_base`. Lower case,
 *  each joined to the keyword by `_` or `-`. */
export const NAME_SUFFIXES: readonly string[] = ["base64", "base", "b64", "hex"];

const isNameCode = (c: number): boolean => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;

/** Length of a `_suffix` / `-suffix` of NAME_SUFFIXES at `at` in `text` that ends the name
 *  (`_BASE` of `SECRET_KEY_BASE:`), or 0. */
export function nameSuffixAt(text: string, at: number): number {
  const j = text.charCodeAt(at);
  if (j !== 95 && j !== 45) return 0;
  for (const sfx of NAME_SUFFIXES) {
    const end = at + 1 + sfx.length;
    if (text.slice(at + 1, end).toLowerCase() === sfx && !isNameCode(text.charCodeAt(end))) return 1 + sfx.length;
  }
  return 0;
}

/** Length of a `_suffix` / `-suffix` of NAME_SUFFIXES that ends at `end` in `text`, or 0. */
export function nameSuffixBefore(text: string, end: number): number {
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

const isAlnumCode = (c: number): boolean => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);

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
    const needsBoundary = entry.boundary || (entry.kw === "pass" && bare);
    if (needsBoundary && at > 0) {
      const prev = name.charCodeAt(at - 1);
      const cur = name.charCodeAt(at);
      const camel = cur >= 65 && cur <= 90 && !(prev >= 65 && prev <= 90);
      if (isAlnumCode(prev) && !camel && !lower.endsWith("api" + sp)) continue;
    }
    return entry.family;
  }
  return null;
}
