/**
 * A login written as `user / password` after a noun that names it: "Login: ops-admin /
 * e_NXgcfQ…", "test account: qa01 / 3VjmC…", "测试账号：qa01 / 3VjmC…", "creds admin/Zk3p…",
 * and a network's name and passphrase after "Wi-Fi" ("Barn wifi is SaltmarshGuest / Ripple…").
 * The word after the slash is the password when it has one's shape (value-shape.ts); the user
 * name before it stays. Read within the rest of the line.
 *
 * The pair needs no such noun where its shape says enough: right after a label's colon, whatever
 * the label names ("Wifi: SeaviewLoft_5G / Obsidian-sorrel74", "Router admin: admin /
 * HSLPCa1JSW_daf", "desk laptop: frontdesk / Yonder-umber16"), or after an e-mail address ("it's
 * orders@studio.example / tO5nnE+JCSw=AyR"). Anchored on the ` / ` between the two.
 */
import type { Rule, Span } from "../rule.js";
import { isAlnum, isAlpha, isBlank, isSpace } from "../chars.js";
import { isBoundSecret } from "../value-shape.js";
import { placeholderAt } from "../placeholders.js";

const NOUNS = ["login", "logins", "account", "accounts", "creds", "credentials", "user/pass", "wifi", "wi-fi", "wlan", "账号", "帐号", "账户", "用户名/密码", "帳號", "帳戶", "帳密"];
const MAX_CLAUSE_CHARS = 80;
const MAX_WORD_CHARS = 128;

const isCjk = (c: number): boolean => c >= 0x2e80;
const isWordChar = (c: number): boolean => !isSpace(c) && !isCjk(c) && c !== 0xff1a && c !== 0xff0c;

const EMAIL = /^[^@\s]+@[^@\s]+\.[A-Za-z]{2,}$/;
const COLON = 58;
const VERSION = /[0-9]\.[0-9]/;
const FULL_WIDTH_COLON = 0xff1a;

/** The password [start, end) after the slash at `slash` (the line's first), or null: the word
 *  after it, in a password's shape. */
function passwordAfter(text: string, slash: number): [number, number] | null {
  let s = slash + 1;
  while (s < text.length && isBlank(text.charCodeAt(s))) s++;
  if (placeholderAt(text, s)) return null;
  let e = s;
  while (e < text.length && e - s < MAX_WORD_CHARS && isWordChar(text.charCodeAt(e)) && text.charCodeAt(e) !== 47) e++;
  while (e > s && ".,;!?)".includes(text.charAt(e - 1))) e--;
  return e > s && isBoundSecret(text.slice(s, e), "password") ? [s, e] : null;
}

/** Where the password of a `user / password` pair around the slash at `q` starts, or -1: the
 *  user is an e-mail address, or stands right after a label's colon (see the module comment). */
function pairAt(text: string, q: number): number {
  // The user's last character, past the blanks before the slash (a list aligns them: `a  /  b`).
  let userEnd = q - 1;
  while (userEnd > 0 && q - userEnd < 8 && isBlank(text.charCodeAt(userEnd - 1))) userEnd--;
  let u = userEnd;
  while (u > 0 && userEnd - u < MAX_WORD_CHARS && isWordChar(text.charCodeAt(u - 1))) u--;
  if (u === userEnd) return -1;
  if (!EMAIL.test(text.slice(u, userEnd))) {
    let k = u;
    while (k > 0 && isBlank(text.charCodeAt(k - 1))) k--;
    const c = text.charCodeAt(k - 1);
    // A label's colon, after a letter or `)`: not a time's (`10:30 / …`) or a URL's.
    const before = text.charCodeAt(k - 2);
    if (k === u || !(c === COLON || c === FULL_WIDTH_COLON) || !(isAlpha(before) || before === 41 || before >= 0x80)) return -1;
  }
  const found = passwordAfter(text, q);
  // A version in it (`Claude-3.5-Sonnet`, `Node-20.11`): two products compared, not a login.
  return found && !VERSION.test(text.slice(found[0], found[1])) ? found[0] : -1;
}

const rule: Rule = {
  name: "prose-login",
  ids: ["prose-secret"],
  kind: "secret",
  triggers: [...NOUNS.map((n) => (/[a-z]/.test(n) ? { ci: n } : n)), { anchor: "/", prev: " ", next: " ", find: pairAt }],
  match({ text }, at): Span | null {
    const c0 = text.charCodeAt(at);
    // A pair's password (pairAt found it): blanks, and the slash before them, stand before it.
    let slashAt = at;
    while (slashAt > 0 && isBlank(text.charCodeAt(slashAt - 1))) slashAt--;
    if (slashAt < at && text.charCodeAt(slashAt - 1) === 47) {
      const found = passwordAfter(text, slashAt - 1);
      if (found) return { start: found[0], end: found[1], rule: "prose-secret", weak: true };
    }
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
    const found = passwordAfter(text, slash);
    return found ? { start: found[0], end: found[1], rule: "prose-secret", weak: true } : null;
  },
};
export default rule;
