/** JSON Web Tokens (and JWS): three base64url parts, the first a JSON header. The header is
 *  decoded and must name `alg`, `typ`, `kid` or `enc`, so base64 JSON cursors and similar
 *  blobs are kept. An unsigned token (empty third part) is still a credential. Parsed by hand:
 *  when a part is not followed by a dot, no `eyJ` inside that run can start a token either, so
 *  the scanner is told to skip the run. */
import type { Rule } from "../rule.js";
import { span } from "../rule.js";
import { isAlnum, isTokenChar, runEnd } from "../chars.js";

const MAX_HEADER_CHARS = 4096;
/** Payloads can be large (claims with group lists); the run is read once and skipped after. */
const MAX_PAYLOAD_CHARS = 256 * 1024;
const MAX_SIGNATURE_CHARS = 4096;

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
    const h = runEnd(text, at, isTokenChar, MAX_HEADER_CHARS + 1);
    if (text.charCodeAt(h) !== 46 || h - at < 8 || h - at > MAX_HEADER_CHARS) return { skipTo: h };
    const p = runEnd(text, h + 1, isTokenChar, MAX_PAYLOAD_CHARS + 1);
    if (text.charCodeAt(p) !== 46 || p - h - 1 < 5 || p - h - 1 > MAX_PAYLOAD_CHARS) return { skipTo: h };
    const end = runEnd(text, p + 1, isTokenChar, MAX_SIGNATURE_CHARS + 1);
    if (end - p - 1 > MAX_SIGNATURE_CHARS) return { skipTo: h };
    if (!headerLooksLikeJwt(text.slice(at, h))) return { skipTo: h };
    return span(at, end, "jwt");
  },
};
export default rule;
