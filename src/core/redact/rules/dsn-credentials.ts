/**
 * The password of a Go MySQL DSN, which has no scheme for the URL rule to anchor on:
 * `user:password@tcp(db:3306)/app`, `user:password@unix(/run/mysqld.sock)/app`. Anchored on
 * `@tcp(` / `@unix(`; the `user:password` before it is read backwards to a quote, a blank or
 * the start of the line.
 */
import type { Rule, Span } from "../rule.js";
import { isSpace } from "../chars.js";
import { isPlaceholderValue } from "../values.js";

const MAX_USERINFO_CHARS = 256;

const rule: Rule = {
  name: "dsn-credentials",
  ids: ["connection-uri-password"],
  kind: "secret",
  triggers: ["@tcp(", "@unix("],
  match({ text }, at): Span | null {
    // Back to the start of the DSN: a quote, a blank, `=` (DSN=…) or the start of the text.
    let s = at;
    while (s > 0 && at - s < MAX_USERINFO_CHARS) {
      const c = text.charCodeAt(s - 1);
      if (isSpace(c) || c === 34 || c === 39 || c === 96 || c === 61) break;
      s--;
    }
    // The password runs from the first `:` after the user to the `@` (it may hold `:` itself).
    let first = -1;
    for (let i = s; i < at; i++) if (text.charCodeAt(i) === 58) {
      first = i;
      break;
    }
    if (first === -1 || first === s || first + 1 >= at) return null;
    const value = text.slice(first + 1, at);
    if (isPlaceholderValue(value)) return null;
    return { start: first + 1, end: at, rule: "connection-uri-password" };
  },
};
export default rule;
