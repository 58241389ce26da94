/** Notion integration tokens: `ntn_` (current) and `secret_` + 43 base62 (legacy). Identifiers
 *  such as `secret_key_base` do not fit the body. */
import { tokenRule } from "../token-rule.js";
import { isAlnum } from "../chars.js";

export default tokenRule({
  name: "notion-token",
  prefixes: { ntn_: "notion-token", secret_: "notion-token" },
  body: { ntn_: "[0-9]{11}[A-Za-z0-9]{35}", secret_: "[A-Za-z0-9]{43}" },
  tail: "reject",
  tailChar: isAlnum,
});
