/** age encryption identities: `AGE-SECRET-KEY-1` + 58 bech32 characters. */
import { tokenRule } from "../token-rule.js";

export default tokenRule({
  name: "age-secret-key",
  prefixes: { "AGE-SECRET-KEY-1": "age-secret-key" },
  body: "[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}",
  tail: "extend",
});
