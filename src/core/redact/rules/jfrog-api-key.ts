/** JFrog Artifactory API keys: `AKCp` + ~69 base62. */
import { tokenRule } from "../token-rule.js";
import { isAlnum } from "../chars.js";

export default tokenRule({ name: "jfrog-api-key", prefixes: { AKCp: "jfrog-api-key" }, body: "[A-Za-z0-9]{60,80}", tail: "extend", tailChar: isAlnum });
