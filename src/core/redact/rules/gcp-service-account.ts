/** GCP service-account key files: the `private_key` itself is a PEM block (private-key rule);
 *  this rule removes the `private_key_id` that names it. */
import type { Rule } from "../rule.js";
import { span } from "../rule.js";

/** The name, its closing quote and the value's opening quote may be escaped any number of
 *  times (`\"private_key_id\": \"…\"`: a key file inside a JSON string, as tool results carry
 *  it), so the trigger is the bare name and the quotes around it are optional. */
const VALUE = /private_key_id\\{0,15}"?\s{0,8}:\s{0,8}\\{0,15}"?([a-f0-9]{40})(?![a-f0-9])/y;

const rule: Rule = {
  name: "gcp-service-account",
  ids: ["gcp-service-account-key-id"],
  kind: "secret",
  triggers: ["private_key_id"],
  match({ text }, at) {
    VALUE.lastIndex = at;
    if (!VALUE.test(text)) return null;
    const end = VALUE.lastIndex;
    return span(end - 40, end, "gcp-service-account-key-id");
  },
};
export default rule;
