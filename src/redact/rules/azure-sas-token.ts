/** Azure shared access signatures in URLs and query strings: the `sig=` parameter of a SAS. A
 *  storage SAS also carries the version `sv=`; a Service Bus / Event Hubs / IoT Hub SAS the
 *  resource `sr=` and expiry `se=`. Those are looked up nearby (memoised, so a megabyte of
 *  `sig=` stays linear). */
import type { Rule, ScanContext } from "../rule.js";
import { isAlnum } from "../chars.js";
import { nextIndexOf, prevIndexOf } from "../memo.js";

const SIG = /sig=[A-Za-z0-9%+\/=]{30,200}/y;
/** How far from `sig=` the other SAS parameters may be (a SAS query is a few hundred chars). */
const MAX_PARAM_DISTANCE_CHARS = 1024;

function near(ctx: ScanContext, needle: string, at: number): boolean {
  const before = prevIndexOf(ctx, needle, at);
  if (before !== -1 && at - before <= MAX_PARAM_DISTANCE_CHARS) return true;
  const after = nextIndexOf(ctx, needle, at);
  return after !== -1 && after - at <= MAX_PARAM_DISTANCE_CHARS;
}

const rule: Rule = {
  name: "azure-sas-token",
  ids: ["azure-sas-signature"],
  kind: "secret",
  triggers: ["sig="],
  match(ctx, at) {
    const { text } = ctx;
    if (at > 0 && isAlnum(text.charCodeAt(at - 1))) return null;
    SIG.lastIndex = at;
    if (!SIG.test(text)) return null;
    if (!near(ctx, "sv=", at) && !(near(ctx, "sr=", at) && near(ctx, "se=", at))) return null;
    return { start: at + 4, end: SIG.lastIndex, rule: "azure-sas-signature" };
  },
};
export default rule;
