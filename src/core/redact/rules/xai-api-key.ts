/** xAI (Grok) API keys: `xai-` + 80 base62. */
import { tokenRule } from "../token-rule.js";

export default tokenRule({ name: "xai-api-key", prefixes: { "xai-": "xai-api-key" }, body: "[A-Za-z0-9]{80}", tail: "extend" });
