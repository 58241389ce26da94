/** Discord bot tokens: base64(user id).timestamp.hmac. The first part encodes a decimal
 *  snowflake, so it starts with M, N or O; the trigger is the whole first two parts, which no
 *  prose matches. */
import type { Rule } from "../rule.js";
import { span } from "../rule.js";
import { isTokenChar } from "../chars.js";
import { isPlaceholderToken } from "../values.js";

const TOKEN = /[MNO][A-Za-z0-9_-]{23,25}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,38}/y;

/** `q` when a token can start there: not inside a word, and a dot 24–26 characters on, then six
 *  characters and a second dot. */
function firstPartStart(text: string, q: number): number {
  if (q > 0 && isTokenChar(text.charCodeAt(q - 1))) return -1;
  for (let dot = q + 24; dot <= q + 26; dot++) {
    if (text.charCodeAt(dot) === 46) return text.charCodeAt(dot + 7) === 46 ? q : -1;
    if (!isTokenChar(text.charCodeAt(dot))) return -1;
  }
  return -1;
}

const rule: Rule = {
  name: "discord-bot-token",
  ids: ["discord-bot-token"],
  kind: "secret",
  // Anchored on the M, N or O that starts the first part (rarer than the dots).
  triggers: ["M", "N", "O"].map((anchor) => ({ anchor, find: firstPartStart, prev: "^ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-" })),
  match({ text }, at) {
    if (at > 0 && isTokenChar(text.charCodeAt(at - 1))) return null;
    TOKEN.lastIndex = at;
    if (!TOKEN.test(text)) return null;
    const end = TOKEN.lastIndex;
    if (end < text.length && isTokenChar(text.charCodeAt(end))) return null;
    if (isPlaceholderToken(text.slice(at, end))) return null;
    return span(at, end, "discord-bot-token");
  },
};
export default rule;
