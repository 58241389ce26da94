/**
 * Heading keys. A section is named by a key ("Rolling Summary"); the heading in the file may
 * carry decoration the key does not: a different case, extra spaces, or a trailing
 * parenthetical such as a timestamp: `## Rolling Summary (as of 14:05)`.
 */

/** Unicode NFKC, whitespace runs collapsed to one space, trimmed, lower-cased. */
export function normalizeHeadingText(text: string): string {
  return text.normalize("NFKC").replace(/\s+/gu, " ").trim().toLowerCase();
}

/**
 * A matcher for `key`: true when the heading's normalized text equals the normalized key, or is
 * the key followed by one parenthetical, e.g. "(as of 14:05)". "Rolling Summary Archive" does
 * not match "Rolling Summary": a prefix alone is not enough.
 */
export function headingKeyMatcher(key: string): (text: string) => boolean {
  const k = normalizeHeadingText(key);
  return (text) => {
    const t = normalizeHeadingText(text);
    if (t === k) return true;
    if (!t.startsWith(k + " (") || !t.endsWith(")")) return false;
    const inner = t.slice(k.length + 2, -1);
    return !inner.includes("(") && !inner.includes(")");
  };
}
