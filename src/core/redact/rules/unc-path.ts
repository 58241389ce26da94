/** UNC paths: `\\server\share\dir`, and the JSON-escaped `\\\\server\\share`. Host names must
 *  have two characters so escaped text such as `"\\n\\t"` is not a path. */
import type { Rule } from "../rule.js";
import { isAlnum } from "../chars.js";
import { scanSegments, type PathScanOptions } from "../path-scan.js";
import { pathSpan } from "./path-replacement.js";

/** Two (or, JSON-escaped, four) backslashes, a host of 2+ characters, a separator, a share. */
const LEAD = /\\\\(?:\\\\)?[A-Za-z0-9][A-Za-z0-9._$-]{1,62}\\{1,2}[A-Za-z0-9$]/y;
const extra = (c: number): boolean => c === 36 || c === 40 || c === 41;
const SCAN: PathScanOptions = { backslash: true, extra };

const rule: Rule = {
  name: "unc-path",
  ids: ["unc-path"],
  kind: "path",
  // Anchored on the first backslash of the leading pair, after a boundary.
  triggers: [
    {
      anchor: "\\",
      next: "\\",
      find(text, q) {
        if (text.charCodeAt(q + 1) !== 92) return -1;
        const prev = text.charCodeAt(q - 1);
        if (q > 0 && (prev === 92 || isAlnum(prev) || prev === 95)) return -1;
        LEAD.lastIndex = q;
        return LEAD.test(text) ? q : -1;
      },
    },
  ],
  match(ctx, at) {
    const { text } = ctx;
    let i = at;
    while (i < text.length && i < at + 4 && text.charCodeAt(i) === 92) i++;
    const { end, count } = scanSegments(text, i, SCAN);
    if (count < 2) return null;
    return pathSpan(ctx, at, end, "unc-path");
  },
};
export default rule;
