/** Azure shared access signatures in URLs and query strings: the `sig=` parameter of a SAS. A
 *  storage SAS also carries the version `sv=`; a Service Bus / Event Hubs / IoT Hub SAS the
 *  resource `sr=` and expiry `se=`. Those are looked for within a bounded window around `sig=`. */
import type { Rule } from "../rule.js";
import { span } from "../rule.js";
import { isAlnum } from "../chars.js";

const SIG = /sig=[A-Za-z0-9%+\/=]{30,200}/y;
/** How far from `sig=` the other SAS parameters may be (a SAS query is a few hundred chars). */
const MAX_PARAM_DISTANCE_CHARS = 1024;

const rule: Rule = {
  name: "azure-sas-token",
  ids: ["azure-sas-signature"],
  kind: "secret",
  triggers: ["sig="],
  match({ text }, at) {
    if (at > 0 && isAlnum(text.charCodeAt(at - 1))) return null;
    SIG.lastIndex = at;
    if (!SIG.test(text)) return null;
    const end = SIG.lastIndex;
    const around = text.slice(Math.max(0, at - MAX_PARAM_DISTANCE_CHARS), end + MAX_PARAM_DISTANCE_CHARS);
    const isSas = around.includes("sv=") || (around.includes("sr=") && around.includes("se="));
    // Not a SAS: a later `sig=` inside this value is part of the value, so skip past it.
    return isSas ? span(at + 4, end, "azure-sas-signature") : { skipTo: end };
  },
};
export default rule;
