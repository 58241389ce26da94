/** Alibaba Cloud AccessKey ids: `LTAI` + 12–20 base62. Weak prefix. */
import { tokenRule } from "../token-rule.js";
import { isAlnum } from "../chars.js";

export default tokenRule({ name: "alibaba-access-key-id", prefixes: { LTAI: "alibaba-access-key-id" }, body: "[A-Za-z0-9]{12,20}", tail: "reject", tailChar: isAlnum });
