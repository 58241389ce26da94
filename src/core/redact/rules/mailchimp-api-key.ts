/** Mailchimp API keys: 32 hex + `-us<datacenter>`. Anchored on `-us`, hex checked backwards. */
import type { Rule } from "../rule.js";
import { span } from "../rule.js";
import { isAlnum, isDigit, isHex, runStart } from "../chars.js";

const rule: Rule = {
  name: "mailchimp-api-key",
  ids: ["mailchimp-api-key"],
  kind: "secret",
  triggers: ["-us"],
  match({ text }, at) {
    const start = runStart(text, at, isHex, 33);
    if (at - start !== 32) return null;
    if (start > 0 && isAlnum(text.charCodeAt(start - 1))) return null;
    let end = at + 3;
    while (end < text.length && end < at + 5 && isDigit(text.charCodeAt(end))) end++;
    if (end === at + 3 || (end < text.length && isAlnum(text.charCodeAt(end)))) return null;
    return span(start, end, "mailchimp-api-key");
  },
};
export default rule;
