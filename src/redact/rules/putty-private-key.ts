/** PuTTY private key files (.ppk v2/v3): the private part runs from `Private-Lines:` to the
 *  `Private-MAC:` line. The public lines above it are kept. */
import type { Rule } from "../rule.js";
import { nextIndexOf } from "../memo.js";

const MAX_PRIVATE_PART_CHARS = 32 * 1024;
const MAC = /Private-MAC: [0-9a-fA-F]{20,128}/y;

const rule: Rule = {
  name: "putty-private-key",
  ids: ["putty-private-key"],
  kind: "secret",
  triggers: ["Private-Lines:"],
  match(ctx, at) {
    const macAt = nextIndexOf(ctx, "Private-MAC:", at);
    if (macAt === -1 || macAt - at > MAX_PRIVATE_PART_CHARS) return null;
    MAC.lastIndex = macAt;
    if (!MAC.test(ctx.text)) return null;
    return { start: at, end: MAC.lastIndex, rule: "putty-private-key" };
  },
};
export default rule;
