/** HashiCorp Vault service (hvs.), batch (hvb.) and recovery (hvr.) tokens. */
import { tokenRule } from "../token-rule.js";

export default tokenRule({
  name: "vault-token",
  prefixes: { "hvs.": "vault-token", "hvb.": "vault-token", "hvr.": "vault-token" },
  body: "[A-Za-z0-9_-]{24,1024}",
  tail: "extend",
});
