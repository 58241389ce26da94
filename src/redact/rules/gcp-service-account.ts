/** GCP service-account key files: the `private_key` itself is a PEM block (private-key rule);
 *  this rule removes the `private_key_id` that names it. */
import type { Rule } from "../rule.js";

const VALUE = /"private_key_id"\s{0,8}:\s{0,8}"([a-f0-9]{40})"/y;

const rule: Rule = {
  name: "gcp-service-account",
  ids: ["gcp-service-account-key-id"],
  kind: "secret",
  triggers: ['"private_key_id"'],
  match({ text }, at) {
    VALUE.lastIndex = at;
    if (!VALUE.test(text)) return null;
    const end = VALUE.lastIndex - 1;
    return { start: end - 40, end, rule: "gcp-service-account-key-id" };
  },
};
export default rule;
