/** Stripe secret (sk_live_/sk_test_), restricted (rk_…) and webhook signing (whsec_) keys.
 *  Publishable keys (pk_…) are public by design and kept. */
import { tokenRule } from "../token-rule.js";

export default tokenRule({
  name: "stripe-key",
  prefixes: {
    sk_live_: "stripe-secret-key",
    sk_test_: "stripe-secret-key",
    rk_live_: "stripe-restricted-key",
    rk_test_: "stripe-restricted-key",
    whsec_: "stripe-webhook-secret",
  },
  body: "[A-Za-z0-9]{20,247}",
  tail: "extend",
});
