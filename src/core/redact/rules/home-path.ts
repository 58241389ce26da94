/** Home-relative paths: `~/.ssh/id_rsa`, `~alice/notes`, `$HOME/.aws/credentials`,
 *  `${HOME}/x`. Always a path outside the workspace as far as the text can tell. */
import type { Rule } from "../rule.js";
import { isAlnum } from "../chars.js";
import { scanSegments, type PathScanOptions } from "../path-scan.js";
import { pathSpan } from "./path-replacement.js";

const SCAN: PathScanOptions = { backslash: false };
const PREFIX = /(?:~[A-Za-z_][A-Za-z0-9_.-]{0,31}|~|\$HOME|\$\{HOME\})\//y;

const rule: Rule = {
  name: "home-path",
  ids: ["home-path"],
  kind: "path",
  // `~` anchors both `~/` and `~alice/`; PREFIX decides.
  triggers: [{ anchor: "~", find: (_text, q) => q }, "$HOME/", "${HOME}/"],
  match(ctx, at) {
    const { text } = ctx;
    if (at > 0) {
      const prev = text.charCodeAt(at - 1);
      if (isAlnum(prev) || prev === 47 || prev === 92 || prev === 126) return null;
    }
    PREFIX.lastIndex = at;
    if (!PREFIX.test(text)) return null;
    const { end, count } = scanSegments(text, PREFIX.lastIndex, SCAN);
    if (count === 0) return null;
    return pathSpan(ctx, at, end, "home-path");
  },
};
export default rule;
