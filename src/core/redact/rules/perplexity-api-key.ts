/** Perplexity API keys: `pplx-` + 48 base62. */
import { tokenRule } from "../token-rule.js";

export default tokenRule({ name: "perplexity-api-key", prefixes: { "pplx-": "perplexity-api-key" }, body: "[A-Za-z0-9]{48}", tail: "extend" });
