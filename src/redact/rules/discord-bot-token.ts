/** Discord bot tokens: base64(user id).timestamp.hmac. The first part encodes a decimal
 *  snowflake, so it starts with M, N or O; the trigger is the whole first two parts, which no
 *  prose matches. */
import type { Rule } from "../rule.js";
import { isTokenChar } from "../chars.js";
import { isPlaceholderToken } from "../values.js";

const TOKEN = /[MNO][A-Za-z0-9_-]{23,25}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,38}/y;

const rule: Rule = {
  name: "discord-bot-token",
  ids: ["discord-bot-token"],
  kind: "secret",
  triggers: [{ pattern: "(?<![A-Za-z0-9_-])[MNO][A-Za-z0-9_-]{23,25}\\.[A-Za-z0-9_-]{6}\\.", first: "MNO" }],
  match({ text }, at) {
    TOKEN.lastIndex = at;
    if (!TOKEN.test(text)) return null;
    const end = TOKEN.lastIndex;
    if (end < text.length && isTokenChar(text.charCodeAt(end))) return null;
    if (isPlaceholderToken(text.slice(at, end))) return null;
    return { start: at, end, rule: "discord-bot-token" };
  },
};
export default rule;
