/** Slack tokens: bot (xoxb-), user (xoxp-), legacy workspace/app (xoxa-, xoxo-, xoxs-, xoxr-),
 *  refresh (xoxe-), configuration (xoxe.xoxp-/xoxe.xoxb-) and app-level (xapp-). */
import { tokenRule } from "../token-rule.js";
import { isDigit } from "../chars.js";

export default tokenRule({
  name: "slack-token",
  prefixes: {
    "xoxb-": "slack-bot-token",
    "xoxp-": "slack-user-token",
    "xoxa-": "slack-legacy-token",
    "xoxo-": "slack-legacy-token",
    "xoxs-": "slack-legacy-token",
    "xoxr-": "slack-legacy-token",
    "xoxe-": "slack-refresh-token",
    "xoxe.xoxp-": "slack-config-token",
    "xoxe.xoxb-": "slack-config-token",
    "xapp-": "slack-app-token",
  },
  body: "[0-9A-Za-z-]{20,250}",
  tail: "extend",
  // Real Slack tokens always carry numeric team/user ids; `xoxb-your-bot-token-here` does not.
  accept: (b) => {
    for (let i = 0; i < b.length; i++) if (isDigit(b.charCodeAt(i))) return true;
    return false;
  },
});
