/** scp-style Git remotes: `git@github.com:org/repo.git`. Classified like URLs. */
import type { Rule } from "../rule.js";
import { isAlnum } from "../chars.js";
import { classifyUrl, urlEnd } from "./url.js";

const REMOTE = /git@([A-Za-z0-9.-]{1,253}):(?=[A-Za-z0-9~_])/y;

const rule: Rule = {
  name: "scp-url",
  ids: ["url", "internal-url"],
  kind: "url",
  triggers: ["git@"],
  match(ctx, at) {
    const { text } = ctx;
    if (at > 0 && (isAlnum(text.charCodeAt(at - 1)) || text.charCodeAt(at - 1) === 47)) return null;
    REMOTE.lastIndex = at;
    const m = REMOTE.exec(text);
    if (m === null) return null;
    return classifyUrl(ctx, at, urlEnd(text, REMOTE.lastIndex), m[1]!, "url");
  },
};
export default rule;
