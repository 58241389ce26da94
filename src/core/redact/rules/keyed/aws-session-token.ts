/** AWS temporary session tokens (STS): long base64 assigned to `aws_session_token` /
 *  `SessionToken`. */
import type { KeyedRule } from "./keyed-rule.js";

export default {
  id: "aws-session-token",
  key: (k) => k.endsWith("sessiontoken") && (k.includes("aws") || k === "sessiontoken"),
  value: (v) => v.length >= 100 && /^[A-Za-z0-9/+=]+$/.test(v),
} satisfies KeyedRule;
