/** SendGrid API keys: `SG.` + 22 + `.` + 43 characters. */
import { tokenRule } from "../token-rule.js";

export default tokenRule({
  name: "sendgrid-api-key",
  prefixes: { "SG.": "sendgrid-api-key" },
  body: "[A-Za-z0-9_-]{22}\\.[A-Za-z0-9_-]{43}",
  tail: "extend",
});
