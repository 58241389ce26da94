/** Cloudflare Origin CA keys: `v1.0-` + 24 hex + `-` + 146 hex. */
import { tokenRule } from "../token-rule.js";

export default tokenRule({
  name: "cloudflare-origin-ca-key",
  prefixes: { "v1.0-": "cloudflare-origin-ca-key" },
  body: "[a-f0-9]{24}-[a-f0-9]{146}",
  tail: "extend",
});
