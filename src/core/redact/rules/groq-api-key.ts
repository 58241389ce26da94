/** Groq API keys: `gsk_` + 52 base62. */
import { tokenRule } from "../token-rule.js";

export default tokenRule({ name: "groq-api-key", prefixes: { gsk_: "groq-api-key" }, body: "[A-Za-z0-9]{52}", tail: "extend" });
