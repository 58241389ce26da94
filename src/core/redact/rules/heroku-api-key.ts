/** Heroku API keys in the prefixed format (HRKU-). Legacy UUID keys are caught by the keyed
 *  assignment rule (HEROKU_API_KEY=…). */
import { tokenRule } from "../token-rule.js";

export default tokenRule({ name: "heroku-api-key", prefixes: { "HRKU-": "heroku-api-key" }, body: "[A-Za-z0-9_-]{40,80}", tail: "extend" });
