/** Tailscale auth, API, OAuth client, SCIM and webhook keys: `tskey-<kind>-<id>-<secret>`. */
import { tokenRule } from "../token-rule.js";

export default tokenRule({
  name: "tailscale-key",
  prefixes: { "tskey-": "tailscale-key" },
  body: "(?:auth|api|client|scim|webhook)-[A-Za-z0-9]{6,40}-[A-Za-z0-9]{16,64}",
  tail: "extend",
});
