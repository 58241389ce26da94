/**
 * Trailing-character trims without a regex.
 *
 * Why: /[…]+$/, /\s+$/ and /\s*$/ are not anchored at their start, so the regex engine retries
 * them from every position of an inner run of the class that does not reach the end of the text
 * (" ".repeat(n) + "x" costs n²/2 steps: seconds at 64 KB, for every read of a file that holds
 * such a run). A loop from the end touches only the characters it removes, plus one.
 */

/**
 * `text` without its trailing run of characters from `chars` and, when `whitespace` is true,
 * of whitespace (exactly the set \s and String.prototype.trimEnd use). `chars` is compared by
 * UTF-16 code unit, so it must hold BMP characters only.
 */
export function trimEndOf(text: string, chars: string, whitespace = true): string {
  let end = text.length;
  while (end > 0) {
    const c = text[end - 1] as string;
    // A one-code-unit string trims to "" exactly when it is \s whitespace.
    if (chars.includes(c) || (whitespace && c.trim() === "")) end--;
    else break;
  }
  return end === text.length ? text : text.slice(0, end);
}

/**
 * `text` without a trailing `\s*#*\s*` (an ATX heading's closing sequence and the spaces around
 * it): what the capture of /^#+\s+(.*?)\s*#*\s*$/ held. That regex tries every split of an inner
 * whitespace run between its two \s* at every lazy step (cubic: a 4 KB heading line took a minute).
 */
export function withoutClosingHashes(text: string): string {
  return trimEndOf(trimEndOf(trimEndOf(text, ""), "#", false), "");
}
