/** Sentry organisation auth tokens (sntrys_ + base64 JSON) and user tokens (sntryu_ + 64 hex). */
import { tokenRule } from "../token-rule.js";
import { isBase64Char } from "../chars.js";

export default tokenRule({
  name: "sentry-token",
  prefixes: { sntrys_: "sentry-org-token", sntryu_: "sentry-user-token" },
  body: { sntrys_: "eyJ[A-Za-z0-9+/=_-]{30,2048}", sntryu_: "[a-f0-9]{64}" },
  tail: "extend",
  tailChar: isBase64Char,
});
