/** Figma personal access tokens: `figd_` + 40+ characters. */
import { tokenRule } from "../token-rule.js";

export default tokenRule({ name: "figma-token", prefixes: { figd_: "figma-token" }, body: "[A-Za-z0-9_-]{40,64}", tail: "extend" });
