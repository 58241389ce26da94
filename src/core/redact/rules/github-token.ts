/** GitHub classic tokens: ghp_ (personal access), gho_ (OAuth), ghu_ (user-to-server),
 *  ghs_ (server-to-server), ghr_ (refresh). 36 base62 characters after the prefix. */
import { tokenRule } from "../token-rule.js";
import { isAlnum } from "../chars.js";

export default tokenRule({
  name: "github-token",
  prefixes: { ghp_: "github-pat", gho_: "github-oauth-token", ghu_: "github-user-token", ghs_: "github-server-token", ghr_: "github-refresh-token" },
  body: "[A-Za-z0-9]{36}",
  tail: "extend",
  tailChar: isAlnum,
});
