/**
 * From the spans rules report to the text that is written. Secret spans are merged where they
 * overlap (two rules seeing one key, or a key inside an assignment), because keeping either
 * fragment of a secret is a leak. Location spans are chosen left to right, longest first: a URL
 * wins over the path-like part inside it.
 */
import type { Span } from "./rule.js";

/** Sorted, non-overlapping secret spans; an overlapping group becomes one span that keeps the id
 *  of its earliest (then longest) member. */
export function mergeOverlapping(spans: Span[]): Span[] {
  if (spans.length === 0) return spans;
  spans.sort((a, b) => a.start - b.start || b.end - a.end);
  const out: Span[] = [];
  let cur = { ...spans[0]! };
  for (let k = 1; k < spans.length; k++) {
    const s = spans[k]!;
    if (s.start < cur.end) {
      if (s.end > cur.end) cur.end = s.end;
    } else {
      out.push(cur);
      cur = { ...s };
    }
  }
  out.push(cur);
  return out.filter((s) => s.end > s.start);
}

/** Sorted, non-overlapping spans chosen greedily: earliest start, then longest. */
export function pickNonOverlapping(spans: Span[]): Span[] {
  spans.sort((a, b) => a.start - b.start || b.end - a.end);
  const out: Span[] = [];
  let end = -1;
  for (const s of spans) {
    if (s.start >= end && s.end > s.start) {
      out.push(s);
      end = s.end;
    }
  }
  return out;
}

/** One applied replacement: where it was in the input and where it is in the output. */
export interface Edit {
  start: number;
  end: number;
  outStart: number;
  outEnd: number;
}

/** Replaces sorted, non-overlapping spans; returns the text and the edits (for offset mapping). */
export function applySpans(text: string, spans: readonly Span[], replacement: (s: Span) => string): { text: string; edits: Edit[] } {
  if (spans.length === 0) return { text, edits: [] };
  const parts: string[] = [];
  const edits: Edit[] = [];
  let pos = 0;
  let outLen = 0;
  for (const s of spans) {
    parts.push(text.slice(pos, s.start));
    outLen += s.start - pos;
    const r = replacement(s);
    parts.push(r);
    edits.push({ start: s.start, end: s.end, outStart: outLen, outEnd: outLen + r.length });
    outLen += r.length;
    pos = s.end;
  }
  parts.push(text.slice(pos));
  return { text: parts.join(""), edits };
}

/** Maps an offset in the output of `applySpans` back to the input. An offset inside a
 *  replacement maps to the start (for a span start) or end (for a span end) of what it
 *  replaced. */
export function toInputOffset(edits: readonly Edit[], x: number, side: "start" | "end"): number {
  let lo = 0;
  let hi = edits.length - 1;
  let k = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (edits[mid]!.outStart <= x) {
      k = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  if (k === -1) return x;
  const e = edits[k]!;
  if (x === e.outStart) return e.start;
  if (x < e.outEnd) return side === "start" ? e.start : e.end;
  return e.end + (x - e.outEnd);
}
