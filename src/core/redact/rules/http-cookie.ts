/** Session cookies in `Cookie:` and `Set-Cookie:` headers: each random-looking value is removed,
 *  names and attributes (Path, Expires, HttpOnly) are kept. */
import type { Rule, Span } from "../rule.js";
import { span } from "../rule.js";
import { indexOfWithin, isAlnum, isBlank } from "../chars.js";
import { isSecretCookieValue } from "../cookie-value.js";

const MAX_HEADER_CHARS = 8192;

const rule: Rule = {
  name: "http-cookie",
  ids: ["http-cookie"],
  kind: "secret",
  triggers: [{ ci: "cookie:" }],
  match({ text }, at) {
    if (at > 0 && isAlnum(text.charCodeAt(at - 1)) && !/set-$/i.test(text.slice(Math.max(0, at - 4), at))) return null;
    const from = at + "cookie:".length;
    const limit = Math.min(text.length, from + MAX_HEADER_CHARS);
    let lineEnd = from;
    while (lineEnd < limit && text.charCodeAt(lineEnd) !== 10 && text.charCodeAt(lineEnd) !== 13 && text.charCodeAt(lineEnd) !== 34) lineEnd++;
    const spans: Span[] = [];
    let i = from;
    while (i < lineEnd) {
      while (i < lineEnd && (isBlank(text.charCodeAt(i)) || text.charAt(i) === ";")) i++;
      const eq = indexOfWithin(text, 61 /* = */, i, lineEnd);
      if (eq === -1) break;
      const name = text.slice(i, eq);
      let e = eq + 1;
      while (e < lineEnd && text.charAt(e) !== ";" && !isBlank(text.charCodeAt(e))) e++;
      const value = text.slice(eq + 1, e).replace(/^"|"$/g, "");
      if (isSecretCookieValue(name, value)) {
        spans.push(span(eq + 1, e, "http-cookie"));
      }
      i = e;
    }
    // The whole header line was read: a later `cookie:` on it is part of this header's value.
    return spans.length > 0 ? spans : { skipTo: lineEnd };
  },
};
export default rule;
