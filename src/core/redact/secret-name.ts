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
  { kw: "pwd", tails: [""], family: "password", boundary: true },
  { kw: "auth", tails: [""], family: "secret", boundary: true },
  { kw: "key", tails: [""], family: "key", boundary: true },
];

/** Every keyword+tail spelling, longest first, with its keyword entry. */
const SPELLINGS = KEYWORDS.flatMap((k) => k.tails.map((t) => ({ sp: k.kw + t, entry: k, bare: t === "" }))).sort((a, b) => b.sp.length - a.sp.length);

const isAlnumCode = (c: number): boolean => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);

/** The family of a whole name (`DB_PASSWORD`, `jwtSecret`, `STRIPE_API_KEY`), or null when it
 *  does not end in a keyword, or names something public (`publicKey`, `PUBLISHABLE_KEY`). The
 *  same test the assignment rule makes on the name before an operator, for rules that find the
 *  name elsewhere: an env entry's `name:`, an env lookup's argument, a variable on the left. */
export function secretNameFamily(name: string): Family | null {
  if (name.length === 0 || name.length > 128) return null;
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
