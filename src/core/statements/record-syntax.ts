/**
 * What the one-line record readers share (json-record.ts, logfmt-record.ts, quoted-record.ts):
 * their length bound, a double-quoted string as logfmt and property lists write it, and a value's
 * whitespace collapsed as a table cell's is.
 */

/** Longer lines are not parsed: a record in a daily note is a note, not a dump. */
export const MAX_RECORD_CHARS = 8_000;

/**
 * The double-quoted string whose opening quote is at `t[at]` (`\"` and `\\` escape): its value
 * and the index just past its closing quote; null when it is left open.
 */
export function readQuoted(t: string, at: number): { value: string; end: number } | null {
  let i = at + 1;
  let v = "";
  for (;;) {
    if (i >= t.length) return null;
    const c = t[i] as string;
    if (c === "\\" && i + 1 < t.length) {
      v += t[i + 1];
      i += 2;
      continue;
    }
    i++;
    if (c === '"') return { value: v, end: i };
    v += c;
  }
}

/** `v` with its runs of whitespace made one space, and trimmed. */
export function collapseSpaces(v: string): string {
  return v.replace(/\s+/g, " ").trim();
}
