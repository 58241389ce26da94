/** JSON Web Tokens (and JWS): three base64url parts, the first a JSON header. The header is
 *  decoded and must name `alg`, `typ`, `kid` or `enc`, so base64 JSON cursors and similar
 *  blobs are kept. An unsigned token (empty third part) is still a credential. */
import type { Rule } from "../rule.js";
import { isAlnum, isTokenChar } from "../chars.js";

const TOKEN = /eyJ[A-Za-z0-9_-]{5,4096}\.[A-Za-z0-9_-]{5,16384}\.[A-Za-z0-9_-]{0,4096}/y;

function headerLooksLikeJwt(b64: string): boolean {
  const json = Buffer.from(b64, "base64url").toString("latin1");
  return /"(?:alg|typ|kid|enc)"/.test(json);
}

const rule: Rule = {
  name: "jwt",
  ids: ["jwt"],
  kind: "secret",
  triggers: ["eyJ"],
  match({ text }, at) {
    if (at > 0 && isAlnum(text.charCodeAt(at - 1))) return null;
    TOKEN.lastIndex = at;
    if (!TOKEN.test(text)) return null;
    const end = TOKEN.lastIndex;
    if (end < text.length && isTokenChar(text.charCodeAt(end))) return null;
    const dot = text.indexOf(".", at);
    if (!headerLooksLikeJwt(text.slice(at, dot))) return null;
    return { start: at, end, rule: "jwt" };
  },
};
export default rule;
