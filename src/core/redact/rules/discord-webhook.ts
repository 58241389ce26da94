/** Discord webhooks: `discord.com/api/webhooks/<id>/<token>` (also discordapp.com, canary.,
 *  ptb.). The whole URL is the credential. */
import type { Rule } from "../rule.js";
import { span } from "../rule.js";
import { isAlnum, runStart } from "../chars.js";

const TAIL = /[0-9]{17,20}\/[A-Za-z0-9_-]{60,68}/y;
const MARK = "/api/webhooks/";
const MAX_SUBDOMAIN_CHARS = 16;

const isHostChar = (c: number): boolean => isAlnum(c) || c === 46 || c === 45;

const rule: Rule = {
  name: "discord-webhook",
  ids: ["discord-webhook"],
  kind: "secret",
  triggers: ["discord.com/api/webhooks/", "discordapp.com/api/webhooks/"],
  match({ text }, at) {
    TAIL.lastIndex = text.indexOf(MARK, at) + MARK.length;
    if (!TAIL.test(text)) return null;
    let start = runStart(text, at, isHostChar, MAX_SUBDOMAIN_CHARS);
    if (text.startsWith("https://", start - 8)) start -= 8;
    else if (text.startsWith("http://", start - 7)) start -= 7;
    return span(start, TAIL.lastIndex, "discord-webhook");
  },
};
export default rule;
