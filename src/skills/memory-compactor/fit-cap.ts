/**
 * A deterministic draft that fits its tier's size cap (validate.ts, MAX_DISTILLED_BYTES). A
 * week of long log lines (JSON Lines records quoted whole, pasted tables) can render past the
 * cap, and a draft our own validator refuses is a week or month with no file at all. So the
 * longest item texts are clipped, each to the same length, the longest length that fits: every
 * item stays, with its subject and first words, and no short item is touched. What a clipped
 * line no longer carries stays in the files below it: the forgetting gate keeps a file whose
 * statements the tier above does not hold (content-gate.ts). See docs/design.md, "Memory
 * compactor".
 *
 * A text is redacted before it is cut: a secret cut in half no longer has the shape the write
 * path's redaction knows it by (a week can be drafted from a day's log that has no day file yet).
 */
import { redact } from "../../core/redact/index.js";

/** No text is clipped below this many characters: shorter, a line no longer says what it is about. */
export const MIN_CLIP_CHARS = 60;

export interface Fitted {
  markdown: string;
  /** How many item texts were clipped to fit (0 when the draft fit as it was). */
  clipped: number;
}

/**
 * `render(clip)` renders the draft with every item text passed through `clip`. Returns the
 * render with no clipping when it fits `capBytes`, else the one with the longest clip length
 * that fits (binary search: the size only grows with the length), else the one at
 * MIN_CLIP_CHARS, which the validator then reports.
 */
export function fitToCap(capBytes: number, render: (clip: (text: string) => string) => string): Fitted {
  let longest = 0;
  const whole = render((t) => {
    longest = Math.max(longest, [...t].length);
    return t;
  });
  if (Buffer.byteLength(whole, "utf8") <= capBytes) return { markdown: whole, clipped: 0 };
  // Each long text is redacted once, not once per length the search tries.
  const redacted = new Map<string, string[]>();
  const redactedChars = (t: string): string[] => {
    let chars = redacted.get(t);
    if (!chars) redacted.set(t, (chars = [...redact(t).text]));
    return chars;
  };
  const at = (limit: number): Fitted => {
    let clipped = 0;
    const markdown = render((t) => {
      if ([...t].length <= limit) return t;
      const chars = redactedChars(t);
      if (chars.length <= limit) return chars.join("");
      clipped++;
      return `${chars.slice(0, limit - 1).join("").trimEnd()}…`;
    });
    return { markdown, clipped };
  };
  let lo = MIN_CLIP_CHARS;
  let hi = longest;
  let best = at(lo);
  if (Buffer.byteLength(best.markdown, "utf8") > capBytes) return best;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    const f = at(mid);
    if (Buffer.byteLength(f.markdown, "utf8") <= capBytes) {
      lo = mid;
      best = f;
    } else hi = mid - 1;
  }
  return best;
}
