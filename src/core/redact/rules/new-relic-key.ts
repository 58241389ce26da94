/** New Relic user API keys (NRAK-), browser keys (NRJS-) and insert keys (NRII-). */
import { tokenRule } from "../token-rule.js";

export default tokenRule({
  name: "new-relic-key",
  prefixes: { "NRAK-": "new-relic-user-api-key", "NRJS-": "new-relic-browser-key", "NRII-": "new-relic-insert-key" },
  body: { "NRAK-": "[A-Z0-9]{27}", "NRJS-": "[a-f0-9]{19}", "NRII-": "[A-Za-z0-9_-]{32}" },
  tail: "extend",
});
