/** Legacy Heroku API keys: a UUID assigned to HEROKU_API_KEY. */
import type { KeyedRule } from "./keyed-rule.js";

export default {
  id: "heroku-api-key",
  key: (k) => k.includes("heroku") && (k.endsWith("apikey") || k.endsWith("token")),
  value: (v) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v),
} satisfies KeyedRule;
