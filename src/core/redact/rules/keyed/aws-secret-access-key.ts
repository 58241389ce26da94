/** AWS secret access keys: 40 base64 characters assigned to `aws_secret_access_key`,
 *  `SecretAccessKey`, `AWS_SECRET_ACCESS_KEY`. */
import type { KeyedRule } from "./keyed-rule.js";

export default {
  id: "aws-secret-access-key",
  key: (k) => k.endsWith("secretaccesskey") || (k.includes("aws") && k.endsWith("secretkey")),
  value: (v) => /^[A-Za-z0-9/+]{40}$/.test(v),
} satisfies KeyedRule;
