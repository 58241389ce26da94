/**
 * From the spans rules report to the text that is written.
 *
 * Secret spans are merged where they overlap (two rules seeing one key, or a key inside an
 * assignment), because keeping either fragment of a secret is a leak. Location spans (strict
 * policy) are chosen left to right, longest first: a URL wins over the path-like part inside
 * it. Then the two are reconciled: a location that contains secrets hides them (or, for
 * `<PROJECT_ROOT>/rel`, keeps its relative part with the secrets replaced inside), and a location
 * that only partly overlaps a secret is merged with it into one secret span.
 *
 * Spans are kept as columns (SpanTable) from the scan to the findings, in tables reused from one
 * call to the next: dense text has a finding every ~100 characters, and an object per span that
 * lives as long as the call was, with the arrays around it, most of the collector's work (see
 * BENCHMARKS.md, "Redaction"). A rule's span object dies as soon as the scanner has copied it.
 */
import type { Span } from "./rule.js";
import type { Finding, FindingKind } from "./types.js";

/** The strings spans carry (rule ids, kinds, replacements) as small numbers, for the tables:
 *  a few hundred distinct constants. Number 0 is `undefined`. */
const names: Array<string | undefined> = [undefined];
const nameIds = new Map<string, number>();
function nameId(s: string | undefined): number {
  if (s === undefined) return 0;
  let id = nameIds.get(s);
  if (id === undefined) {
    if (names.length === 65536) throw new Error("redact: too many distinct rule ids");
    nameIds.set(s, (id = names.push(s) - 1));
  }
  return id;
}

/** Spans as columns of numbers. Row k is the span start[k], end[k], rule(k), …; keepFrom[k] is
 *  -1 when the span keeps none of its text. */
export class SpanTable {
  n = 0;
  start: Int32Array;
  end: Int32Array;
  keepFrom: Int32Array;
  weak: Uint8Array;
  ruleId: Uint16Array;
  kindId: Uint16Array;
  replacementId: Uint16Array;

  constructor(capacity = 64) {
    this.start = new Int32Array(capacity);
    this.end = new Int32Array(capacity);
    this.keepFrom = new Int32Array(capacity);
    this.weak = new Uint8Array(capacity);
    this.ruleId = new Uint16Array(capacity);
    this.kindId = new Uint16Array(capacity);
    this.replacementId = new Uint16Array(capacity);
  }

  get capacity(): number {
    return this.start.length;
  }

  rule(k: number): string {
    return names[this.ruleId[k]!]!;
  }
  kind(k: number): FindingKind {
    return names[this.kindId[k]!] as FindingKind;
  }
  replacement(k: number): string | undefined {
    return names[this.replacementId[k]!];
  }

  add(s: Span, kind: FindingKind): void {
    const k = this.n;
    if (k === this.start.length) this.grow();
    this.start[k] = s.start;
    this.end[k] = s.end;
    this.keepFrom[k] = s.keepFrom ?? -1;
    this.weak[k] = s.weak === true ? 1 : 0;
    this.ruleId[k] = nameId(s.rule);
    this.kindId[k] = nameId(kind);
    this.replacementId[k] = nameId(s.replacement);
    this.n = k + 1;
  }

  /** Row `to` becomes a copy of row `from`. */
  copy(from: number, to: number): void {
    this.start[to] = this.start[from]!;
    this.end[to] = this.end[from]!;
    this.keepFrom[to] = this.keepFrom[from]!;
    this.weak[to] = this.weak[from]!;
    this.ruleId[to] = this.ruleId[from]!;
    this.kindId[to] = this.kindId[from]!;
    this.replacementId[to] = this.replacementId[from]!;
  }

  private columns(): Array<Int32Array | Uint8Array | Uint16Array> {
    return [this.start, this.end, this.keepFrom, this.weak, this.ruleId, this.kindId, this.replacementId];
  }

  private grow(): void {
    const [start, end, keepFrom, weak, ruleId, kindId, replacementId] = this.columns().map((a) => {
      const b = new (a.constructor as new (n: number) => typeof a)(a.length * 2);
      b.set(a);
      return b;
    });
    Object.assign(this, { start, end, keepFrom, weak, ruleId, kindId, replacementId });
  }

  /** Sorts the rows by start, then longest first, then (with `byWeak`) not weak first; rows
   *  equal on all of these keep their order. Rows arrive nearly sorted (in trigger order), so
   *  this is usually one check. */
  sort(byWeak: boolean): void {
    const { start, end, weak, n } = this;
    const before = (a: number, b: number): number => start[a]! - start[b]! || end[b]! - end[a]! || (byWeak ? weak[a]! - weak[b]! : 0);
    let sorted = true;
    for (let k = 1; k < n && sorted; k++) sorted = before(k - 1, k) <= 0;
    if (sorted) return;
    const order: number[] = new Array(n);
    for (let k = 0; k < n; k++) order[k] = k;
    order.sort((a, b) => before(a, b) || a - b);
    // Permute every column by `order` through a copy of it.
    for (const col of this.columns()) {
      const copy = col.slice(0, n);
      for (let k = 0; k < n; k++) col[k] = copy[order[k]!]!;
    }
  }
}

/** Tables kept for the next call, and the most rows a kept table may hold (a table of 2^16 rows
 *  is ~2.5 MB: the findings of a 5 MB text with a path or URL every 100 characters). */
const spare: SpanTable[] = [];
const MAX_SPARE_ROWS = 1 << 16;

export function borrowTable(): SpanTable {
  const t = spare.pop() ?? new SpanTable();
  t.n = 0;
  return t;
}

/** Gives a table back once nothing reads it any more (a table not given back is just garbage). */
export function returnTable(t: SpanTable): void {
  if (spare.length < 4 && t.capacity <= MAX_SPARE_ROWS) spare.push(t);
}

/** Sorted, non-overlapping secret spans; an overlapping group becomes one span that keeps the id
 *  of its earliest (then longest, then not weak) member. In place. */
export function mergeOverlapping(t: SpanTable): void {
  if (t.n === 0) return;
  t.sort(true);
  const { start, end } = t;
  let w = 0;
  let cur = 0;
  for (let k = 1; k < t.n; k++) {
    if (start[k]! < end[cur]!) {
      if (end[k]! > end[cur]!) end[cur] = end[k]!;
    } else {
      if (end[cur]! > start[cur]!) t.copy(cur, w++);
      cur = k;
    }
  }
  if (end[cur]! > start[cur]!) t.copy(cur, w++);
  t.n = w;
}

/** Sorted, non-overlapping spans chosen greedily: earliest start, then longest. In place. */
export function pickNonOverlapping(t: SpanTable): void {
  t.sort(false);
  const { start, end } = t;
  let w = 0;
  let last = -1;
  for (let k = 0; k < t.n; k++) {
    if (start[k]! >= last && end[k]! > start[k]!) {
      last = end[k]!;
      t.copy(k, w++);
    }
  }
  t.n = w;
}

/** One edit of the input: [start, end) becomes `text`. */
export interface Replacement {
  start: number;
  end: number;
  text: string;
}

/** What a secret span [start, end) becomes. */
export type SecretText = (start: number, end: number) => string;

/** Receives edits in order: [start, end) of the input becomes `replacement`. */
export type EditSink = (start: number, end: number, replacement: string) => void;

/** `text[from, to)` with every secret span of rows [i0, i1) inside it replaced. */
function keptWithSecrets(text: string, from: number, to: number, secrets: SpanTable, i0: number, i1: number, secretText: SecretText): string {
  let out = "";
  let pos = from;
  for (let k = i0; k < i1; k++) {
    const s = secrets.start[k]!;
    const e = secrets.end[k]!;
    if (e <= from || s >= to) continue;
    const a = Math.max(s, from);
    out += text.slice(pos, a) + secretText(a, Math.min(e, to));
    pos = Math.min(e, to);
  }
  return out + text.slice(pos, to);
}

/** A location's own replacement: its placeholder, then its kept text with secrets replaced. */
function locationText(text: string, loc: SpanTable, j: number, secrets: SpanTable, i0: number, i1: number, secretText: SecretText): string {
  const keepFrom = loc.keepFrom[j]!;
  const kept = keepFrom === -1 ? "" : i0 === i1 ? text.slice(keepFrom, loc.end[j]) : keptWithSecrets(text, keepFrom, loc.end[j]!, secrets, i0, i1, secretText);
  return (loc.replacement(j) ?? "") + kept;
}

/** The edits for sorted, merged secrets and sorted, non-overlapping location spans, handed to
 *  `emit` one by one. */
export function planReplacements(text: string, secrets: SpanTable, locations: SpanTable, secretText: SecretText, emit: EditSink): void {
  const S = secrets.n;
  const L = locations.n;
  const ss = secrets.start;
  const ls = locations.start;
  let i = 0;
  let j = 0;
  while (i < S || j < L) {
    const takeSecret = j >= L || (i < S && ss[i]! <= ls[j]!);
    const first = takeSecret ? i++ : j++;
    const start = takeSecret ? ss[first]! : ls[first]!;
    const firstEnd = takeSecret ? secrets.end[first]! : locations.end[first]!;
    let end = firstEnd;
    // The common case: nothing else starts inside this span.
    if ((i >= S || ss[i]! >= end) && (j >= L || ls[j]! >= end)) {
      emit(start, end, takeSecret ? secretText(start, end) : locationText(text, locations, first, secrets, 0, 0, secretText));
      continue;
    }
    // Grow the cluster with every span that starts inside it: secrets [i0, i), locations [j0, j).
    const i0 = takeSecret ? first : i;
    const j0 = takeSecret ? j : first;
    for (;;) {
      if (i < S && ss[i]! < end) {
        if (secrets.end[i]! > end) end = secrets.end[i]!;
        i++;
      } else if (j < L && ls[j]! < end) {
        if (locations.end[j]! > end) end = locations.end[j]!;
        j++;
      } else break;
    }
    if (j0 === j) {
      emit(start, end, secretText(start, firstEnd));
      continue;
    }
    let contained = j - j0 === 1;
    for (let k = i0; k < i && contained; k++) contained = ss[k]! >= ls[j0]! && secrets.end[k]! <= locations.end[j0]!;
    // A location cut by a secret: the whole stretch goes, as a secret.
    if (contained) emit(ls[j0]!, locations.end[j0]!, locationText(text, locations, j0, secrets, i0, i, secretText));
    else emit(start, end, secretText(start, end));
  }
}

/** `text` with the planned edits applied, built as they are planned; each edit is also appended
 *  to `edits` when given. Built by concatenation: V8 joins the pieces lazily, so no intermediate
 *  copy of a large text is made here (joining flat chunks instead was slower wherever results
 *  are kept: each chunk is a copy of the text). */
export function rewrite(text: string, plan: (emit: EditSink) => void, edits?: Replacement[]): string {
  let out = "";
  let pos = 0;
  let any = false;
  plan((start, end, replacement) => {
    out += text.slice(pos, start);
    out += replacement;
    pos = end;
    any = true;
    if (edits) edits.push({ start, end, text: replacement });
  });
  return any ? out + text.slice(pos) : text;
}

/** Findings in order (start, then longest first; a secret before a location on a tie) from the
 *  two sorted tables: a merge, not a sort of 100k findings on dense text. Built in chunks and
 *  joined at the end: an array of more than ~16k entries lives outside the young generation,
 *  and storing each new finding into one directly cost several times building the findings. */
export function findingsOf(secrets: SpanTable, locations: SpanTable): Finding[] {
  const chunks: Finding[][] = [];
  let chunk: Finding[] = [];
  let i = 0;
  let j = 0;
  while (i < secrets.n || j < locations.n) {
    const secret = j >= locations.n || (i < secrets.n && (secrets.start[i]! < locations.start[j]! || (secrets.start[i] === locations.start[j] && secrets.end[i]! >= locations.end[j]!)));
    const t = secret ? secrets : locations;
    const k = secret ? i++ : j++;
    if (chunk.length === FINDINGS_CHUNK) {
      chunks.push(chunk);
      chunk = [];
    }
    chunk.push({ kind: t.kind(k), rule: t.rule(k), start: t.start[k]!, end: t.end[k]! });
  }
  if (chunks.length === 0) return chunk;
  chunks.push(chunk);
  return ([] as Finding[]).concat(...chunks);
}
const FINDINGS_CHUNK = 4096;
