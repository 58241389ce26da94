/** Hugging Face user (hf_) and organisation (api_org_) tokens. `hf_hub_download` and friends do
 *  not fit the body (no underscores in tokens). */
import { tokenRule } from "../token-rule.js";
import { isAlnum } from "../chars.js";

export default tokenRule({
  name: "huggingface-token",
  prefixes: { hf_: "huggingface-token", api_org_: "huggingface-org-token" },
  body: "[A-Za-z0-9]{34,40}",
  tail: "extend",
  tailChar: isAlnum,
});
