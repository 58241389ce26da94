/** Mailgun private API keys: `key-` + 32 hex. A weak prefix, so a longer run is not a key. */
import { tokenRule } from "../token-rule.js";

export default tokenRule({
  name: "mailgun-api-key",
  prefixes: { "key-": "mailgun-api-key" },
  body: "[0-9a-f]{32}",
  tail: "reject",
});
