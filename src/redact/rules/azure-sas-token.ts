/** Azure Storage shared access signatures in URLs and query strings: the `sig=` parameter of a
 *  query that also carries the SAS version `sv=`. */
import type { Rule } from "../rule.js";
import { isAlnum } from "../chars.js";

const SIG = /sig=[A-Za-z0-9%+\/=]{30,200}/y;
/** How far back the `sv=` parameter may be (a SAS query is a few hundred characters). */
const MAX_QUERY_LOOKBACK_CHARS = 1024;

const rule: Rule = {
  name: "azure-sas-token",
  ids: ["azure-sas-signature"],
  kind: "secret",
  triggers: ["sig="],
  match({ text }, at) {
    if (at > 0 && isAlnum(text.charCodeAt(at - 1))) return null;
    SIG.lastIndex = at;
    if (!SIG.test(text)) return null;
    const from = Math.max(0, at - MAX_QUERY_LOOKBACK_CHARS);
    const window = text.slice(from, at);
    const lineStart = Math.max(window.lastIndexOf("\n"), window.lastIndexOf(" "));
    const query = window.slice(lineStart + 1);
    if (!/(?:^|[?&;])sv=\d{4}-\d{2}-\d{2}/.test(query) && !/[?&]sv=/.test(text.slice(at, SIG.lastIndex + 256))) return null;
    return { start: at + 4, end: SIG.lastIndex, rule: "azure-sas-signature" };
  },
};
export default rule;
