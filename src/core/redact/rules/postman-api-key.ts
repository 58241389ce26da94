/** Postman API keys: `PMAK-` + 24 hex + `-` + 34 hex. */
import { tokenRule } from "../token-rule.js";

export default tokenRule({ name: "postman-api-key", prefixes: { "PMAK-": "postman-api-key" }, body: "[a-f0-9]{24}-[a-f0-9]{34}", tail: "extend" });
