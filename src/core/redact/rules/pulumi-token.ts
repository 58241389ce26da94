/** Pulumi access tokens: `pul-` + 40 hex. */
import { tokenRule } from "../token-rule.js";

export default tokenRule({ name: "pulumi-token", prefixes: { "pul-": "pulumi-token" }, body: "[a-f0-9]{40}", tail: "reject" });
