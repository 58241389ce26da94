/** OpenAI keys: project (sk-proj-), service account (sk-svcacct-), admin (sk-admin-), legacy
 *  user keys (sk- + 48, or with the `T3BlbkFJ` marker), and the many OpenAI-compatible
 *  providers that issue `sk-` + 32..200 base62 (DeepSeek, Moonshot, …). Anthropic (sk-ant-) and
 *  OpenRouter (sk-or-) have their own rules. `sk-...`, `sk-learn` and `sk-xxxx` are kept. */
import type { Rule } from "../rule.js";
import { span } from "../rule.js";
import { isAlnum, isDigit, isTokenChar } from "../chars.js";
import { isPlaceholderToken } from "../values.js";

const MAX_KEY_CHARS = 300;
const NAMED: ReadonlyArray<[string, string]> = [
  ["sk-proj-", "openai-project-key"],
  ["sk-svcacct-", "openai-service-account-key"],
  ["sk-admin-", "openai-admin-key"],
  ["sk-None-", "openai-api-key"],
];

const rule: Rule = {
  name: "openai-key",
  ids: ["openai-project-key", "openai-service-account-key", "openai-admin-key", "openai-api-key", "sk-api-key"],
  kind: "secret",
  triggers: ["sk-"],
  match({ text }, at) {
    if (at > 0 && isAlnum(text.charCodeAt(at - 1))) return null;
    if (text.startsWith("sk-ant-", at) || text.startsWith("sk-or-", at)) return null;
    const limit = Math.min(text.length, at + MAX_KEY_CHARS);
    for (const [prefix, id] of NAMED) {
      if (!text.startsWith(prefix, at)) continue;
      let end = at + prefix.length;
      while (end < limit && isTokenChar(text.charCodeAt(end))) end++;
      const body = text.slice(at + prefix.length, end);
      if (body.length < 20) return null;
      if (isPlaceholderToken(body)) return { skipTo: end };
      return span(at, end, id);
    }
    let end = at + 3;
    while (end < limit && isAlnum(text.charCodeAt(end))) end++;
    // `sk-abc…-def` style keys continue with - or _; a plain body is base62 only.
    if (end < text.length && isTokenChar(text.charCodeAt(end))) {
      while (end < limit && isTokenChar(text.charCodeAt(end))) end++;
    }
    const body = text.slice(at + 3, end);
    if (body.length < 32) return null;
    if (isPlaceholderToken(body)) return { skipTo: end };
    let digits = 0;
    for (let i = 0; i < body.length; i++) if (isDigit(body.charCodeAt(i))) digits++;
    if (digits === 0 || digits === body.length) return { skipTo: end }; // words-with-dashes, or a number
    const legacy = body.includes("T3BlbkFJ") || (body.length === 48 && /^[A-Za-z0-9]+$/.test(body));
    return span(at, end, legacy ? "openai-api-key" : "sk-api-key");
  },
};
export default rule;
