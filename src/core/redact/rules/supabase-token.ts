/** Supabase personal access tokens (sbp_ + 40 hex) and secret API keys (sb_secret_). */
import { tokenRule } from "../token-rule.js";

export default tokenRule({
  name: "supabase-token",
  prefixes: { sbp_: "supabase-access-token", sb_secret_: "supabase-secret-key" },
  body: { sbp_: "[a-f0-9]{40}", sb_secret_: "[A-Za-z0-9_-]{20,64}" },
  tail: "extend",
});
