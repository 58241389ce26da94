/** Microsoft Entra ID (Azure AD) client secrets: 3 chars, a digit, `Q~`, 31–34 chars. The `Q~`
 *  pair is rare enough to anchor on. */
import type { Rule } from "../rule.js";
import { span } from "../rule.js";
import { isAlnum } from "../chars.js";

const SECRET = /[A-Za-z0-9_~.]{3}[0-9]Q~[A-Za-z0-9_~.-]{31,34}/y;
const isSecretChar = (c: number): boolean => isAlnum(c) || c === 95 || c === 126 || c === 46 || c === 45;

const rule: Rule = {
  name: "azure-ad-client-secret",
  ids: ["azure-ad-client-secret"],
  kind: "secret",
  triggers: ["Q~"],
  match({ text }, at) {
    const start = at - 4;
    if (start < 0 || (start > 0 && isAlnum(text.charCodeAt(start - 1)))) return null;
    SECRET.lastIndex = start;
    if (!SECRET.test(text)) return null;
    const end = SECRET.lastIndex;
    if (end < text.length && isSecretChar(text.charCodeAt(end))) return null;
    return span(start, end, "azure-ad-client-secret");
  },
};
export default rule;
