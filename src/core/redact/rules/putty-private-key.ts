/** PuTTY private key files (.ppk v2/v3): the private part runs from `Private-Lines:` to the
 *  `Private-MAC:` line. The public lines above it are kept. A file cut before its MAC line (or
 *  pasted on one line and clipped with "…") is redacted from `Private-Lines:` to the end of the
 *  base64 that follows it. */
import type { Rule } from "../rule.js";
import { span } from "../rule.js";
import { isBase64Char, isBlank, isDigit } from "../chars.js";
import { nextIndexOfWithin } from "../memo.js";

/** Shortest base64 run taken for private lines (.ppk wraps at 64). */
const MIN_PRIVATE_LINE_CHARS = 16;

/** End of the private lines after `Private-Lines: N` at `from`, cut before the MAC line: runs
 *  of base64 separated by line breaks or blanks, the last one possibly clipped; or -1. */
function cutPrivateEnd(text: string, from: number): number {
  const limit = Math.min(text.length, from + MAX_PRIVATE_PART_CHARS);
  let i = from;
  let end = -1;
  while (i < limit) {
    let b = i;
    while (b < limit && b - i < 4 && (isBlank(text.charCodeAt(b)) || text.charCodeAt(b) === 10 || text.charCodeAt(b) === 13)) b++;
    if (b === i) break;
    let j = b;
    while (j < limit && isBase64Char(text.charCodeAt(j))) j++;
    if (j - b < MIN_PRIVATE_LINE_CHARS) {
      // A short last piece counts only when clipped ("…") or at the very end.
      if (end !== -1 && j > b && (j === text.length || text.charCodeAt(j) === 0x2026)) end = j;
      break;
    }
    i = end = j;
  }
  return end;
}

const MAX_PRIVATE_PART_CHARS = 32 * 1024;
const MAC = /Private-MAC: [0-9a-fA-F]{20,128}/y;

const rule: Rule = {
  name: "putty-private-key",
  ids: ["putty-private-key"],
  kind: "secret",
  triggers: ["Private-Lines:"],
  match(ctx, at) {
    const macAt = nextIndexOfWithin(ctx, "Private-MAC:", at, at + MAX_PRIVATE_PART_CHARS + 1);
    if (macAt !== -1) {
      MAC.lastIndex = macAt;
      if (MAC.test(ctx.text)) return span(at, MAC.lastIndex, "putty-private-key");
    }
    // Cut before the MAC line: `Private-Lines: 3` and the base64 after it.
    let i = at + "Private-Lines:".length;
    while (i < ctx.text.length && isBlank(ctx.text.charCodeAt(i))) i++;
    const digits = i;
    while (i < ctx.text.length && i - digits < 4 && isDigit(ctx.text.charCodeAt(i))) i++;
    if (i === digits) return null;
    const end = cutPrivateEnd(ctx.text, i);
    return end === -1 ? null : span(at, end, "putty-private-key");
  },
};
export default rule;
