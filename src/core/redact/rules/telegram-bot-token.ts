/** Telegram bot tokens: `<bot id>:AA<33 chars>`. Anchored on the rare `:AA`, then the digits
 *  before it are checked. */
import type { Rule } from "../rule.js";
import { span } from "../rule.js";
import { isAlnum, isDigit, isTokenChar, runStart } from "../chars.js";
import { isPlaceholderToken } from "../values.js";

const SECRET = /AA[A-Za-z0-9_-]{33}/y;
const MAX_ID_DIGITS = 12;

const rule: Rule = {
  name: "telegram-bot-token",
  ids: ["telegram-bot-token"],
  kind: "secret",
  triggers: [":AA"],
  match({ text }, at) {
    const start = runStart(text, at, isDigit, MAX_ID_DIGITS + 1);
    if (at - start < 8 || at - start > MAX_ID_DIGITS) return null;
    if (start > 0 && isAlnum(text.charCodeAt(start - 1))) return null;
    SECRET.lastIndex = at + 1;
    if (!SECRET.test(text)) return null;
    const end = SECRET.lastIndex;
    if (end < text.length && isTokenChar(text.charCodeAt(end))) return null;
    if (isPlaceholderToken(text.slice(at + 3, end))) return null;
    return span(start, end, "telegram-bot-token");
  },
};
export default rule;
