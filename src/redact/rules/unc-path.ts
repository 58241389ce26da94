/** UNC paths: `\\server\share\dir`, and the JSON-escaped `\\\\server\\share`. Host names must
 *  have two characters so escaped text such as `"\\n\\t"` is not a path. */
import type { Rule } from "../rule.js";
import { scanSegments } from "../path-scan.js";
import { pathSpan } from "./path-replacement.js";

const extra = (c: number): boolean => c === 36 || c === 40 || c === 41;

const rule: Rule = {
  name: "unc-path",
  ids: ["unc-path"],
  kind: "path",
  triggers: [{ pattern: "(?<![A-Za-z0-9_\\\\])\\\\\\\\(?:\\\\\\\\)?[A-Za-z0-9][A-Za-z0-9._$-]{1,62}\\\\{1,2}[A-Za-z0-9$]", first: "\\" }],
  match(ctx, at) {
    const { text } = ctx;
    let i = at;
    while (i < text.length && i < at + 4 && text.charCodeAt(i) === 92) i++;
    const { end, segments } = scanSegments(text, i, { backslash: true, extra });
    if (segments.length < 2) return null;
    return pathSpan(ctx, at, end, "unc-path");
  },
};
export default rule;
