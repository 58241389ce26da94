/**
 * Passwords in .netrc credentials (curl, git, ftp): `machine HOST login USER password PASS`,
 * one token pair per line or all on one line. Only a record made of netrc keywords is read
 * (a host after `machine`, then `login`, `password`, `account`, `port` pairs, with both a login
 * and a password), so prose such as "the machine learning password policy" is not one.
 */
import type { Rule, Span } from "../rule.js";
import { span } from "../rule.js";
import { isSpace } from "../chars.js";
import { isPlaceholderValue } from "../values.js";

/** A record is read this far at most (a few lines). */
const MAX_RECORD_CHARS = 1024;
const MAX_TOKEN_CHARS = 256;
const MIN_PASSWORD_CHARS = 4;
const KEYS = new Set(["login", "password", "passwd", "account", "port"]);

/** Quotes and brackets a netrc record may be written in, by the character that closes each. */
const CLOSER_OF: Record<number, number> = { 39: 39, 34: 34, 96: 96, 40: 41, 91: 93 };

const rule: Rule = {
  name: "netrc",
  ids: ["netrc-password"],
  kind: "secret",
  triggers: [{ ci: "machine" }],
  match({ text }, at) {
    // The record starts a line or a word, or is quoted in a sentence ('machine … password …',
    // `machine …`, (machine …)); the matching closer then ends the password, not part of it.
    const opener = at > 0 ? text.charCodeAt(at - 1) : 32;
    if (!isSpace(opener) && !(opener in CLOSER_OF)) return null;
    const closer = CLOSER_OF[opener] ?? -1;
    const limit = Math.min(text.length, at + MAX_RECORD_CHARS);
    let i = at + "machine".length;
    if (!isSpace(text.charCodeAt(i))) return null;
    /** The next whitespace-separated token: [start, end], or null at the limit. */
    const next = (): [number, number] | null => {
      while (i < limit && isSpace(text.charCodeAt(i))) i++;
      const s = i;
      while (i < limit && i - s < MAX_TOKEN_CHARS && !isSpace(text.charCodeAt(i))) i++;
      return i > s ? [s, i] : null;
    };
    if (next() === null) return null; // the host
    let login = false;
    let password: [number, number] | null = null;
    for (;;) {
      const k = next();
      if (k === null) break;
      const key = text.slice(k[0], k[1]).toLowerCase();
      if (!KEYS.has(key)) break;
      const v = next();
      if (v === null) break;
      if (key === "login") login = true;
      else if (key === "password" || key === "passwd") password = v;
    }
    if (!login || password === null) return { skipTo: i };
    const [start, stop] = password;
    const end = stop - 1 > start && text.charCodeAt(stop - 1) === closer ? stop - 1 : stop;
    const value = text.slice(start, end);
    if (value.length < MIN_PASSWORD_CHARS || isPlaceholderValue(value)) return { skipTo: i };
    return span(start, end, "netrc-password");
  },
};
export default rule;
