/** Replicate API tokens: `r8_` + 37 base62. */
import { tokenRule } from "../token-rule.js";

export default tokenRule({ name: "replicate-api-token", prefixes: { r8_: "replicate-api-token" }, body: "[A-Za-z0-9]{37}", tail: "extend" });
