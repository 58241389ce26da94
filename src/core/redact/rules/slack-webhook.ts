/** Slack incoming webhooks and workflow triggers: the whole URL is the credential, so the whole
 *  URL is redacted (scheme included), under every policy. */
import type { Rule } from "../rule.js";
import { span } from "../rule.js";

const PATH = /(?:services|workflows|triggers)\/[A-Za-z0-9_+\/-]{20,200}/y;

const rule: Rule = {
  name: "slack-webhook",
  ids: ["slack-webhook"],
  kind: "secret",
  triggers: ["hooks.slack.com/"],
  match({ text }, at) {
    PATH.lastIndex = at + "hooks.slack.com/".length;
    if (!PATH.test(text)) return null;
    let start = at;
    if (text.startsWith("https://", at - 8)) start = at - 8;
    else if (text.startsWith("http://", at - 7)) start = at - 7;
    return span(start, PATH.lastIndex, "slack-webhook");
  },
};
export default rule;
