/**
 * A login written as `user / password` after a noun that names it: "Login: ops-admin /
 * e_NXgcfQ…", "test account: qa01 / 3VjmC…", "测试账号：qa01 / 3VjmC…", "creds admin/Zk3p…".
 * The word after the slash is the password when it has one's shape (value-shape.ts); the user
 * name before it stays. Read within the rest of the line.
 */
import type { Rule, Span } from "../rule.js";
import { isAlnum, isBlank, isSpace } from "../chars.js";
import { isBoundSecret } from "../value-shape.js";
import { placeholderAt } from "../placeholders.js";

const NOUNS = ["login", "logins", "account", "accounts", "creds", "credentials", "user/pass", "账号", "帐号", "账户", "用户名/密码", "帳號", "帳戶", "帳密"];
const MAX_CLAUSE_CHARS = 80;
const MAX_WORD_CHARS = 128;

const isCjk = (c: number): boolean => c >= 0x2e80;
const isWordChar = (c: number): boolean => !isSpace(c) && !isCjk(c) && c !== 0xff1a && c !== 0xff0c;

const rule: Rule = {
  name: "prose-login",
  ids: ["prose-secret"],
  kind: "secret",
  triggers: NOUNS.map((n) => (/[a-z]/.test(n) ? { ci: n } : n)),
  match({ text }, at): Span | null {
    const c0 = text.charCodeAt(at);
    if (!isCjk(c0) && at > 0 && (isAlnum(text.charCodeAt(at - 1)) || text.charCodeAt(at - 1) === 95)) return null;
    const noun = NOUNS.find((n) => text.slice(at, at + n.length).toLowerCase() === n);
    if (noun === undefined) return null;
    const limit = Math.min(text.length, at + noun.length + MAX_CLAUSE_CHARS);
    // The first `/` of the line after the noun (not the one in `user/pass`).
    let slash = -1;
    for (let i = at + noun.length; i < limit; i++) {
      const c = text.charCodeAt(i);
      if (c === 10 || c === 13) return null;
      if (c === 47) {
        slash = i;
        break;
      }
    }
    if (slash === -1) return null;
    // The user name: the word before the slash (blanks allowed around it).
    let u = slash;
    while (u > at && isBlank(text.charCodeAt(u - 1))) u--;
    const userEnd = u;
    while (u > at && userEnd - u < MAX_WORD_CHARS && isWordChar(text.charCodeAt(u - 1))) u--;
    if (u === userEnd || u <= at + noun.length - 1) return null;
    // The password: the word after it.
    let s = slash + 1;
    while (s < limit && isBlank(text.charCodeAt(s))) s++;
    if (placeholderAt(text, s)) return null;
    let e = s;
    while (e < text.length && e - s < MAX_WORD_CHARS && isWordChar(text.charCodeAt(e)) && text.charCodeAt(e) !== 47) e++;
    while (e > s && ".,;!?)".includes(text.charAt(e - 1))) e--;
    if (e === s || !isBoundSecret(text.slice(s, e), "password")) return null;
    return { start: s, end: e, rule: "prose-secret", weak: true };
  },
};
export default rule;
