/** AWS access key ids (AKIA long-term, ASIA temporary, ABIA/ACCA/A3T… others): prefix + 16
 *  upper-case base32. The matching secret has no prefix; when it sits right next to the id
 *  (`AKIA…,wJalr…` in credentials.csv, `AKIA… wJalr…` in a pasted table) it is redacted here,
 *  otherwise by the keyed assignment rule (`aws_secret_access_key = …`). */
import type { Rule, Span } from "../rule.js";
import { span } from "../rule.js";
import { isAlnum, isBase64Char } from "../chars.js";
import { isPlaceholderToken } from "../values.js";

const ID = /(?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])[A-Z0-9]{16}/y;
const SECRET_LEN = 40;
/** Separators allowed between the id and an adjacent secret (`,`, `:`, `|`, tab, spaces). */
const MAX_GAP_CHARS = 4;

const isSecretChar = (c: number): boolean => isAlnum(c) || c === 43 || c === 47; // + /

const rule: Rule = {
  name: "aws-access-key-id",
  ids: ["aws-access-key-id", "aws-secret-access-key"],
  kind: "secret",
  triggers: ["AKIA", "ASIA", "ABIA", "ACCA", "A3T"],
  match({ text }, at) {
    if (at > 0 && isAlnum(text.charCodeAt(at - 1))) return null;
    ID.lastIndex = at;
    if (!ID.test(text)) return null;
    const end = ID.lastIndex;
    if (end < text.length && isAlnum(text.charCodeAt(end))) return null;
    if (isPlaceholderToken(text.slice(at + 4, end))) return null;
    const spans: Span[] = [span(at, end, "aws-access-key-id")];
    let i = end;
    const gapLimit = Math.min(text.length, end + MAX_GAP_CHARS);
    while (i < gapLimit && " \t,:|;".includes(text.charAt(i))) i++;
    if (i > end) {
      let j = i;
      const limit = Math.min(text.length, i + SECRET_LEN + 1);
      while (j < limit && isSecretChar(text.charCodeAt(j))) j++;
      const after = j < text.length ? text.charCodeAt(j) : 32;
      if (j - i === SECRET_LEN && !isBase64Char(after) && !isPlaceholderToken(text.slice(i, j))) {
        spans.push(span(i, j, "aws-secret-access-key"));
      }
    }
    return spans;
  },
};
export default rule;
