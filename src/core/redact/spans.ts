/**
 * From the spans rules report to the text that is written.
 *
 * Secret spans are merged where they overlap (two rules seeing one key, or a key inside an
 * assignment), because keeping either fragment of a secret is a leak. Location spans (strict
 * policy) are chosen left to right, longest first: a URL wins over the path-like part inside
 * it. Then the two are reconciled: a location that contains secrets hides them (or, for
 * `<PROJECT_ROOT>/rel`, keeps its relative part with the secrets replaced inside), and a location
 * that only partly overlaps a secret is merged with it into one secret span.
 */
import type { Span } from "./rule.js";

/** Sorted, non-overlapping secret spans; an overlapping group becomes one span that keeps the id
 *  of its earliest (then longest, then not weak) member. */
export function mergeOverlapping(spans: Span[]): Span[] {
  if (spans.length === 0) return spans;
  spans.sort((a, b) => a.start - b.start || b.end - a.end || (a.weak === true ? 1 : 0) - (b.weak === true ? 1 : 0));
  // The spans are this scan's own objects: the first of each group is extended in place (no
  // copy per span: on dense text that allocation was a good part of the collector's work).
  const out: Span[] = [];
  let cur = spans[0]!;
  for (let k = 1; k < spans.length; k++) {
    const s = spans[k]!;
    if (s.start < cur.end) {
      if (s.end > cur.end) cur.end = s.end;
    } else {
      if (cur.end > cur.start) out.push(cur);
      cur = s;
    }
  }
  if (cur.end > cur.start) out.push(cur);
  return out;
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

/** One edit of the input: [start, end) becomes `text`. */
export interface Replacement {
  start: number;
  end: number;
  text: string;
}

/** `text[from, to)` with every secret span inside it replaced. */
function keptWithSecrets(text: string, from: number, to: number, secrets: readonly Span[], secretText: (s: Span) => string): string {
  let out = "";
  let pos = from;
  for (const s of secrets) {
    if (s.end <= from || s.start >= to) continue;
    const a = Math.max(s.start, from);
    out += text.slice(pos, a) + secretText({ ...s, start: a, end: Math.min(s.end, to) });
    pos = Math.min(s.end, to);
  }
  return out + text.slice(pos, to);
}

/** The edits for sorted, merged secrets and sorted, non-overlapping location spans. */
export function planReplacements(text: string, secrets: readonly Span[], locations: readonly Span[], secretText: (s: Span) => string): Replacement[] {
  const out: Replacement[] = [];
  let i = 0;
  let j = 0;
  while (i < secrets.length || j < locations.length) {
    const takeSecret = j >= locations.length || (i < secrets.length && secrets[i]!.start <= locations[j]!.start);
    const first = takeSecret ? secrets[i++]! : locations[j++]!;
    // The common case: nothing else starts inside this span.
    const nextStart = Math.min(i < secrets.length ? secrets[i]!.start : Infinity, j < locations.length ? locations[j]!.start : Infinity);
    if (nextStart >= first.end) {
      const kept = !takeSecret && first.keepFrom !== undefined ? text.slice(first.keepFrom, first.end) : "";
      out.push({ start: first.start, end: first.end, text: takeSecret ? secretText(first) : (first.replacement ?? "") + kept });
      continue;
    }
    const inSecrets: Span[] = takeSecret ? [first] : [];
    const inLocations: Span[] = takeSecret ? [] : [first];
    let end = first.end;
    // Grow the cluster with every span that starts inside it.
    for (;;) {
      if (i < secrets.length && secrets[i]!.start < end) {
        const s = secrets[i++]!;
        inSecrets.push(s);
        if (s.end > end) end = s.end;
      } else if (j < locations.length && locations[j]!.start < end) {
        const l = locations[j++]!;
        inLocations.push(l);
        if (l.end > end) end = l.end;
      } else break;
    }
    const start = first.start;
    if (inLocations.length === 0) {
      out.push({ start, end, text: secretText(first) });
      continue;
    }
    const loc = inLocations[0]!;
    const contained = inLocations.length === 1 && inSecrets.every((s) => s.start >= loc.start && s.end <= loc.end);
    if (contained) {
      const kept = loc.keepFrom === undefined ? "" : keptWithSecrets(text, loc.keepFrom, loc.end, inSecrets, secretText);
      out.push({ start: loc.start, end: loc.end, text: (loc.replacement ?? "") + kept });
    } else {
      // A location cut by a secret: the whole stretch goes, as a secret.
      out.push({ start, end, text: secretText({ ...(inSecrets[0] ?? first), start, end }) });
    }
  }
  return out;
}

/** Applies sorted, non-overlapping replacements. Built by concatenation: V8 joins the pieces
 *  lazily, so no intermediate copy of a large text is made here. */
export function applyReplacements(text: string, edits: readonly Replacement[]): string {
  if (edits.length === 0) return text;
  let out = "";
  let pos = 0;
  for (const e of edits) {
    out += text.slice(pos, e.start);
    out += e.text;
    pos = e.end;
  }
  return out + text.slice(pos);
}
