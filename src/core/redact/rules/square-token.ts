/** Square access tokens (EAAA…, sq0atp-) and OAuth secrets (sq0csp-). */
import { tokenRule } from "../token-rule.js";

export default tokenRule({
  name: "square-token",
  prefixes: { "sq0atp-": "square-access-token", "sq0csp-": "square-oauth-secret", EAAA: "square-access-token" },
  body: { "sq0atp-": "[0-9A-Za-z_-]{22}", "sq0csp-": "[0-9A-Za-z_-]{43}", EAAA: "[A-Za-z0-9_-]{60}" },
  tail: "extend",
});
