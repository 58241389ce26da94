/** Google OAuth credentials: client secrets (GOCSPX-), access tokens (ya29.) and refresh
 *  tokens (1//0…). */
import { tokenRule } from "../token-rule.js";

export default tokenRule({
  name: "google-oauth",
  prefixes: { "GOCSPX-": "google-oauth-client-secret", "ya29.": "google-oauth-access-token", "1//0": "google-oauth-refresh-token" },
  body: { "GOCSPX-": "[A-Za-z0-9_-]{28}", "ya29.": "[0-9A-Za-z_-]{20,2048}", "1//0": "[A-Za-z0-9_-]{40,512}" },
  tail: "extend",
});
