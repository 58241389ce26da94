/** npm access tokens: `npm_` + 36 base62 (identifiers such as npm_config_cache do not fit). */
import { tokenRule } from "../token-rule.js";
import { isAlnum } from "../chars.js";

export default tokenRule({
  name: "npm-token",
  prefixes: { npm_: "npm-token" },
  body: "[A-Za-z0-9]{36}",
  tail: "extend",
  tailChar: isAlnum,
});
