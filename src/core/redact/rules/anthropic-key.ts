/** Anthropic keys: API (sk-ant-api03-…), admin (sk-ant-admin01-…) and OAuth access/refresh
 *  tokens (sk-ant-oat01-…, sk-ant-ort01-…). */
import type { Rule } from "../rule.js";
import { span } from "../rule.js";
import { isAlnum, isTokenChar } from "../chars.js";
import { isPlaceholderToken } from "../values.js";

const HEAD = /sk-ant-(api|admin|oat|ort|sid)[0-9]{2}-/y;
const MAX_KEY_CHARS = 400;
const IDS: Record<string, string> = { api: "anthropic-api-key", admin: "anthropic-admin-key", oat: "anthropic-oauth-token", ort: "anthropic-oauth-token", sid: "anthropic-session-key" };

const rule: Rule = {
  name: "anthropic-key",
  ids: [...new Set(Object.values(IDS))],
  kind: "secret",
  triggers: ["sk-ant-"],
  match({ text }, at) {
    if (at > 0 && isAlnum(text.charCodeAt(at - 1))) return null;
    HEAD.lastIndex = at;
    const m = HEAD.exec(text);
    if (m === null) return null;
    const bodyStart = HEAD.lastIndex;
    const limit = Math.min(text.length, at + MAX_KEY_CHARS);
    let end = bodyStart;
    while (end < limit && isTokenChar(text.charCodeAt(end))) end++;
    const body = text.slice(bodyStart, end);
    if (body.length < 20) return null;
    if (isPlaceholderToken(body)) return { skipTo: end };
    return span(at, end, IDS[m[1]!]!);
  },
};
export default rule;
