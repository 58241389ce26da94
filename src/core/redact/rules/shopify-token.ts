/** Shopify Admin API access tokens (shpat_), custom app (shpca_), private app (shppa_) tokens
 *  and shared secrets (shpss_): prefix + 32 hex. */
import { tokenRule } from "../token-rule.js";

export default tokenRule({
  name: "shopify-token",
  prefixes: { shpat_: "shopify-access-token", shpca_: "shopify-custom-app-token", shppa_: "shopify-private-app-token", shpss_: "shopify-shared-secret" },
  body: "[a-fA-F0-9]{32}",
  tail: "extend",
});
