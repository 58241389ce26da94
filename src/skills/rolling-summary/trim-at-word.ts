/**
 * Shortens text to at most `maxChars` code points, at a word boundary when one is reasonably
 * near, ending with "…" (which counts). Text without a usable space (CJK, a long URL) is cut at
 * a code point, never inside a surrogate pair.
 */
import { countChars } from "./count-chars.js";
import { trimEndOf } from "../../core/text/trim-end.js";
import { isCjkCodePoint } from "../../core/text/cjk.js";

export const ELLIPSIS = "…";
/** A word boundary is used only if it keeps at least this share of the allowed length. */
const MIN_KEEP_RATIO = 0.5;
/** A run of this many non-blank characters is a value (a token, a hash, a key): never kept in
 *  part. A fragment says nothing, and a fragment of a secret no longer matches the redaction
 *  rule that knows the whole ("ATATT3wFd0mA-uAG…"). */
const VALUE_RUN_CHARS = 16;

/** CJK text has no spaces between words: a long run of it is prose, not a value. */
function hasCjk(all: string[], from: number, to: number): boolean {
  for (let k = from; k < to; k++) if (isCjkCodePoint((all[k] as string).codePointAt(0)!)) return true;
  return false;
}

export function trimAtWord(text: string, maxChars: number): string {
  if (countChars(text) <= maxChars) return text;
  if (maxChars <= 1) return maxChars === 1 ? ELLIPSIS : "";
  const all = Array.from(text);
  const room = maxChars - 1; // one code point is left for the ellipsis
  let cut = room;
  // If the first dropped character is a space, the kept part already ends at a word boundary;
  // otherwise back off to the last space inside it, when that keeps enough of the text.
  if (!/\s/u.test(all[room] ?? "")) {
    let i = room;
    while (i > 0 && !/\s/u.test(all[i - 1] as string)) i--;
    if (i > 0 && i >= room * MIN_KEEP_RATIO) cut = i;
    else if (room - i >= VALUE_RUN_CHARS && !hasCjk(all, i, room)) cut = i;
  }
  const kept = trimEndOf(all.slice(0, cut).join(""), ",;:.-–—");
  return kept + ELLIPSIS;
}
