/** Azure Storage shared access signatures in URLs and query strings: the `sig=` parameter of a
 *  query that also carries the SAS version `sv=`. */
import type { Rule } from "../rule.js";
import { indexOfWithin, isAlnum, lastIndexOfWithin } from "../chars.js";

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
    // The rest of the SAS on the same line: a storage SAS carries `sv=` (version), a Service
    // Bus / Event Hubs / IoT Hub SAS carries `sr=` (resource) and `se=` (expiry).
    const from = Math.max(0, at - MAX_QUERY_LOOKBACK_CHARS);
    const to = Math.min(text.length, SIG.lastIndex + MAX_QUERY_LOOKBACK_CHARS);
    const nlBefore = lastIndexOfWithin(text, 10, from, at);
    const lineFrom = nlBefore === -1 ? from : nlBefore;
    const nlAfter = indexOfWithin(text, 10, at, to);
    const lineTo = nlAfter === -1 ? to : nlAfter;
    const line = text.slice(lineFrom, lineTo);
    if (!/[?&;\s]sv=/.test(line) && !(/[?&;\s]sr=/.test(line) && /[?&;\s]se=/.test(line))) return null;
    return { start: at + 4, end: SIG.lastIndex, rule: "azure-sas-signature" };
  },
};
export default rule;
