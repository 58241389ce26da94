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
  // Anchored on the first dot: six token characters and a second dot must follow, and the
  // first part (24–26 characters back) must start with M, N or O.
  triggers: [
    {
      anchor: ".",
      find(text, q) {
        if (text.charCodeAt(q + 7) !== 46) return -1;
        for (let i = q + 1; i < q + 7; i++) if (!isTokenChar(text.charCodeAt(i))) return -1;
        for (let start = q - 24; start >= q - 26 && start >= 0; start--) {
          const c = text.charCodeAt(start);
          if (c === 77 || c === 78 || c === 79) return start;
        }
        return -1;
      },
    },
  ],
  match({ text }, at) {
    if (at > 0 && isTokenChar(text.charCodeAt(at - 1))) return null;
    TOKEN.lastIndex = at;
    if (!TOKEN.test(text)) return null;
    const end = TOKEN.lastIndex;
    if (end < text.length && isTokenChar(text.charCodeAt(end))) return null;
    if (isPlaceholderToken(text.slice(at, end))) return null;
    return { start: at, end, rule: "discord-bot-token" };
  },
};
export default rule;
