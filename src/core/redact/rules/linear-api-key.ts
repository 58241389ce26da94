/** Linear personal API keys: `lin_api_` + 40 base62. */
import { tokenRule } from "../token-rule.js";

export default tokenRule({ name: "linear-api-key", prefixes: { lin_api_: "linear-api-key" }, body: "[A-Za-z0-9]{40}", tail: "extend" });
