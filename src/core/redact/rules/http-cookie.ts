/** Session cookies in `Cookie:` and `Set-Cookie:` headers (also as a quoted key, `"Set-Cookie":
 *  "…"`, in a logged header map), in a logged cookie jar (`"cookies": {"sid": "…"}`) and in
 *  curl's `-b` / `--cookie`: each random-looking value is
 *  removed, names and attributes (Path, Expires, HttpOnly) are kept. */
import type { Rule } from "../rule.js";
import { isAlnum, isBlank, startsWithCi } from "../chars.js";
import { cookieListSpans, cookieMapSpans } from "../cookie-value.js";

const MAX_HEADER_CHARS = 8192;
/** How far back on its line `curl` may be for a `-b`. */
const MAX_COMMAND_LOOKBACK_CHARS = 512;

/** Where the cookie list starts after the trigger at `at`, or -1. */
function listStart(text: string, at: number): number {
  const c = text.charCodeAt(at);
  if (c === 45 /* - */) {
    // curl -b "…" / --cookie "…": only curl's -b is a cookie.
    const flag = text.startsWith("--cookie", at) ? 8 : 2;
    if (!isBlank(text.charCodeAt(at + flag)) || (at > 0 && !isBlank(text.charCodeAt(at - 1)))) return -1;
    if (flag === 2) {
      let s = at;
      while (s > 0 && at - s < MAX_COMMAND_LOOKBACK_CHARS && text.charCodeAt(s - 1) !== 10) s--;
      if (!/(?:^|[\s;|&(])curl\s/.test(text.slice(s, at))) return -1;
    }
    let i = at + flag;
    while (isBlank(text.charCodeAt(i))) i++;
    const q = text.charCodeAt(i);
    return q === 34 || q === 39 ? i + 1 : i;
  }
  if (at > 0 && isAlnum(text.charCodeAt(at - 1)) && !/set-$/i.test(text.slice(Math.max(0, at - 4), at))) return -1;
  let i = at + "cookie".length;
  if (text.charCodeAt(i) === 34 || text.charCodeAt(i) === 39) {
    // "Set-Cookie": "…" in a logged header map.
    i++;
    if (text.charCodeAt(i) !== 58) return -1;
    i++;
    while (isBlank(text.charCodeAt(i))) i++;
    return text.charCodeAt(i) === 34 || text.charCodeAt(i) === 39 ? i + 1 : -1;
  }
  return text.charCodeAt(i) === 58 ? i + 1 : -1;
}

const rule: Rule = {
  name: "http-cookie",
  ids: ["http-cookie"],
  kind: "secret",
  triggers: [{ ci: "cookie:" }, { ci: 'cookie":' }, { ci: "cookie':" }, "--cookie ", "-b ", { ci: 'cookies":' }, { ci: "cookies':" }],
  match({ text }, at) {
    if (startsWithCi(text, "cookies", at)) {
      // A logged cookie jar: "cookies": {"sid": "…", "lang": "en"}.
      let i = at + 9;
      while (i < text.length && i - at < 16 && isBlank(text.charCodeAt(i))) i++;
      if (text.charCodeAt(i) !== 123 /* { */) return null;
      const { spans, end } = cookieMapSpans(text, i, "http-cookie");
      return spans.length > 0 ? spans : { skipTo: end };
    }
    const from = listStart(text, at);
    if (from === -1) return null;
    const limit = Math.min(text.length, from + MAX_HEADER_CHARS);
    let lineEnd = from;
    while (lineEnd < limit && text.charCodeAt(lineEnd) !== 10 && text.charCodeAt(lineEnd) !== 13 && text.charCodeAt(lineEnd) !== 34 && !(text.charCodeAt(lineEnd) === 39 && text.charCodeAt(from - 1) === 39)) lineEnd++;
    const spans = cookieListSpans(text, from, lineEnd, "http-cookie");
    // The whole header line was read: a later `cookie:` on it is part of this header's value.
    return spans.length > 0 ? spans : { skipTo: lineEnd };
  },
};
export default rule;
