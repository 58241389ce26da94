/** Twilio API key SIDs' secrets are keyword-based (see keyed/); the API key itself is `SK` + 32
 *  hex. `SK` is a weak prefix (SKU, SKIP), so a longer word is not a key. */
import { tokenRule } from "../token-rule.js";

export default tokenRule({
  name: "twilio-api-key",
  prefixes: { SK: "twilio-api-key" },
  body: "[0-9a-f]{32}",
  tail: "reject",
});
