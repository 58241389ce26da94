/** Google API keys (Maps, Gemini, Firebase web config…): `AIza` + 35 characters. */
import { tokenRule } from "../token-rule.js";

export default tokenRule({
  name: "google-api-key",
  prefixes: { AIza: "google-api-key" },
  body: "[0-9A-Za-z_-]{35}",
  tail: "extend",
});
