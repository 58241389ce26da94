/** PlanetScale service tokens (pscale_tkn_), passwords (pscale_pw_) and OAuth tokens. */
import { tokenRule } from "../token-rule.js";

export default tokenRule({
  name: "planetscale-token",
  prefixes: { pscale_tkn_: "planetscale-token", pscale_pw_: "planetscale-password", pscale_oauth_: "planetscale-token" },
  body: "[A-Za-z0-9_.-]{32,64}",
  tail: "extend",
});
