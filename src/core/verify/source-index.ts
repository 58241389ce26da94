/**
 * The source side of grounding: every value and word a source text holds, as normalised keys
 * (src/core/statements/specifics.ts), in one Set built once. Building is one pass per source text;
 * each draft value is then one Set lookup, so verification is linear in draft + source size.
 *
 * Keys are generous on purpose: a draft may shorten an identifier the source spelled in full
 * ("db-02" for "db-02.internal", "digest.ts" for "src/extract/digest.ts") or spell a small
 * number as a word ("two" / "2"), and neither is an invention.
 */
import { offeredKeys } from "../statements/specifics.js";
import type { Transcript } from "../transcript/types.js";

const NUMBER_WORDS = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty".split(" ");
const TENS: Record<string, number> = { thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90, hundred: 100, thousand: 1000 };
const WORD_VALUE = new Map<string, number>([...NUMBER_WORDS.map((w, i) => [w, i] as const), ...Object.entries(TENS)]);
/** Identifiers with more parts than this add only their whole form and single parts. */
const MAX_JOIN_PARTS = 8;

export class SourceIndex {
  readonly keys = new Set<string>();
  /** Characters read and keys emitted while building: the work, for linearity tests. */
  readonly work = { chars: 0, keys: 0 };

  add(text: string): this {
    if (!text) return this;
    this.work.chars += text.length;
    for (const k of offeredKeys(text)) {
      this.put(k);
      if (k.startsWith("w:")) {
        const word = k.slice(2);
        const n = WORD_VALUE.get(word);
        if (n !== undefined) this.put(`n:${n}`);
        if (/[./@:#]/.test(word)) this.addParts(word);
        // "ABC-12" in a draft is also read as the name "abc"; every run between separators counts.
        if (/[-_./@:#]/.test(word)) for (const part of word.split(/[-_./@:#]+/)) if (part) this.put(`w:${part}`);
      }
    }
    return this;
  }

  /** A date the source carries outside its text (a turn's timestamp), as `d:` and `n:` keys. */
  addDate(iso: string): this {
    const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
    if (m) {
      this.put(`d:${Number(m[2])}-${Number(m[3])}`);
      this.put(`n:${Number(m[1])}`);
    }
    return this;
  }

  has(key: string): boolean {
    return this.keys.has(key);
  }

  private put(k: string): void {
    this.work.keys++;
    this.keys.add(k);
  }

  /** "src/extract/digest.ts" also offers "digest.ts", "extract/digest.ts", "src/extract" … */
  private addParts(word: string): void {
    const parts = word.split(/(?=[./@:#])|(?<=[./@:#])/);
    // parts alternates token, separator, token …; joins are runs starting and ending on a token.
    const tokens: number[] = [];
    for (let i = 0; i < parts.length; i++) if (!/^[./@:#]$/.test(parts[i] as string)) tokens.push(i);
    if (tokens.length > MAX_JOIN_PARTS) {
      for (const i of tokens) this.put(`w:${parts[i]}`);
      return;
    }
    for (let a = 0; a < tokens.length; a++) {
      for (let b = a; b < tokens.length; b++) {
        const s = parts.slice(tokens[a], (tokens[b] as number) + 1).join("");
        this.put(`w:${s.startsWith("v") && /^v\d/.test(s) ? s.slice(1) : s}`);
      }
    }
  }
}

/** The transcript as one source: every turn (tool output included: values are read there),
 *  the tool arguments, earlier summaries, and the turns' dates. */
export function transcriptIndex(t: Transcript): SourceIndex {
  const idx = new SourceIndex();
  for (const turn of t.turns) {
    idx.add(turn.text);
    if (turn.toolArgs) idx.add(turn.toolArgs);
    if (turn.timestamp) idx.addDate(turn.timestamp);
  }
  for (const s of t.summaries) idx.add(s.text);
  return idx;
}
