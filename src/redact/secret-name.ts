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
