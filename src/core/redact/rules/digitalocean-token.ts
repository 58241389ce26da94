/** DigitalOcean personal access (dop_v1_), OAuth (doo_v1_) and refresh (dor_v1_) tokens. */
import { tokenRule } from "../token-rule.js";

export default tokenRule({
  name: "digitalocean-token",
  prefixes: { dop_v1_: "digitalocean-pat", doo_v1_: "digitalocean-oauth-token", dor_v1_: "digitalocean-refresh-token" },
  body: "[a-f0-9]{64}",
  tail: "extend",
});
