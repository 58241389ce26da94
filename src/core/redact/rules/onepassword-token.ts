/** 1Password service account tokens (ops_eyJ…) and account secret keys (A3-XXXXXX-…). */
import { tokenRule } from "../token-rule.js";
import { isBase64Char } from "../chars.js";

export default tokenRule({
  name: "onepassword-token",
  prefixes: { ops_eyJ: "onepassword-service-account-token", "A3-": "onepassword-secret-key" },
  body: {
    ops_eyJ: "[A-Za-z0-9+/=_-]{100,4096}",
    "A3-": "[A-Z0-9]{6}-(?:[A-Z0-9]{11}|[A-Z0-9]{6}-[A-Z0-9]{5})-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}",
  },
  tail: "extend",
  tailChar: isBase64Char,
});
