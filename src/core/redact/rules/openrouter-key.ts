/** OpenRouter API keys: `sk-or-v1-` + 64 hex. */
import { tokenRule } from "../token-rule.js";

export default tokenRule({
  name: "openrouter-key",
  prefixes: { "sk-or-v1-": "openrouter-api-key" },
  body: "[a-f0-9]{64}",
  tail: "extend",
});
