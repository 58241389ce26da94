/** Cookies set from code: `document.cookie = "session=…; path=/"` (also with a template literal
 *  or single quotes). Each `name=value` pair in the string is judged as a header's would be
 *  (cookie-value.ts); `${token}` interpolations are placeholders, not values. */
import type { Rule, Span } from "../rule.js";
import { span } from "../rule.js";
import { indexOfWithin, isBlank } from "../chars.js";
import { isSecretCookieValue } from "../cookie-value.js";

const MAX_COOKIE_CHARS = 4096;

const rule: Rule = {
  name: "document-cookie",
  ids: ["document-cookie"],
  kind: "secret",
  triggers: ["document.cookie"],
  match({ text }, at) {
    let i = at + "document.cookie".length;
    while (isBlank(text.charCodeAt(i))) i++;
    if (text.charCodeAt(i) === 43 /* + */) i++; // +=
    if (text.charCodeAt(i) !== 61 /* = */ || text.charCodeAt(i + 1) === 61) return null;
    i++;
    while (isBlank(text.charCodeAt(i))) i++;
    // The string's quote may arrive escaped (\" inside a JSON string or a log line).
    const escaped = text.charCodeAt(i) === 92;
    if (escaped) i++;
    const q = text.charCodeAt(i);
    if (q !== 34 && q !== 39 && q !== 96) return null;
    const from = i + 1;
    const limit = Math.min(text.length, from + MAX_COOKIE_CHARS);
    let close = from;
    while (close < limit && text.charCodeAt(close) !== q && text.charCodeAt(close) !== 10) close++;
    if (escaped && close > from && text.charCodeAt(close - 1) === 92) close--; // the closing \"
    const spans: Span[] = [];
    let p = from;
    while (p < close) {
      let e = p;
      while (e < close && text.charCodeAt(e) !== 59 /* ; */) e++;
      const eq = indexOfWithin(text, 61 /* = */, p, e);
      if (eq !== -1) {
        let vs = eq + 1;
        while (vs < e && isBlank(text.charCodeAt(vs))) vs++;
        let ve = e;
        while (ve > vs && isBlank(text.charCodeAt(ve - 1))) ve--;
        if (isSecretCookieValue(text.slice(p, eq), text.slice(vs, ve))) spans.push(span(vs, ve, "document-cookie"));
      }
      p = e + 1;
    }
    return spans.length > 0 ? spans : null;
  },
};
export default rule;
