/**
 * Where the triggers of all rules are: one pass over the text finds every occurrence of every
 * literal trigger and of every finder's anchor character (rule.ts), for the scanner to dispatch.
 *
 * Why a table: a regex that alternates 150 literals costs several nanoseconds at every position
 * of the text, because no single character can be skipped on. A table lookup per code unit costs
 * about one. Why pairs: the table is indexed by each code unit *and the one before it*, and each
 * literal is given one pair of adjacent characters in it as its anchor (`_p` of `ghp_`, `da` of
 * `dapi`, `cr` of `secret`). Many literals have no rare character at all (the prose nouns `key`,
 * `token`, `secret`, `password`; `machine`; `dapi`): anchored on a single character, the pass
 * stopped at every `r` of the text to look for `secret`, and those stops cost more than the rest
 * of the scan. A pair of common characters is rare. The pairs are chosen as a greedy set cover
 * that keeps the expected number of stops low (buildAnchors; long texts are sampled for their own
 * pair counts). A finder (a shape, not a literal: `=` for assignments, `/` for paths) stops at its
 * anchor character after each character its `prev` filter allows, and its `next` filter is
 * checked at the stop. A non-ASCII character can be an anchor on its own (a CJK noun, `ñ`).
 *
 * Hits come out sorted, so that the scanner dispatches them left to right.
 */
import type { Finder, Trigger } from "./rule.js";

/** Estimated share (%) of each character in transcript text (prose, code, JSON, logs), measured
 *  on a generated transcript: the cost model for texts too short to sample. */
const TYPICAL_PERCENT: Record<string, number> = {
  " ": 12, e: 7.5, t: 6.5, s: 5, o: 4.5, a: 4, n: 3.9, r: 3.4, i: 3.2, l: 2.6, u: 2.5, c: 2.5, d: 2.2, p: 1.7, m: 1.6,
  h: 1.5, f: 1.4, g: 1, y: 0.9, w: 0.85, k: 0.8, b: 0.8, x: 0.5, v: 0.4, j: 0.2, q: 0.09, z: 0.05,
  '"': 2.5, ":": 1.7, ".": 1.5, "0": 1.8, "1": 1.5, "2": 1.7, "-": 1.1, "/": 0.9, ",": 0.8, "`": 0.5, _: 0.4, "'": 0.3,
  "=": 0.3, "(": 0.3, ")": 0.3, "[": 0.3, "]": 0.3, "{": 0.27, "}": 0.27, ";": 0.17, "?": 0.14, "!": 0.1, ">": 0.09,
  $: 0.08, "+": 0.05, "*": 0.05, "%": 0.04, "#": 0.04, "<": 0.03, "&": 0.02, "~": 0.01, "\\": 0.01, "@": 0.01, "|": 0.01, "^": 0.001,
  T: 0.4, R: 0.2, E: 0.2, O: 0.19, I: 0.18, N: 0.17, F: 0.13, M: 0.12, P: 0.11, S: 0.1, C: 0.1, G: 0.1, A: 0.1, L: 0.1,
  D: 0.09, W: 0.08, B: 0.07, U: 0.07, K: 0.07, Z: 0.05, H: 0.02, V: 0.01, J: 0.01, Y: 0.01, X: 0.01, Q: 0.01,
};
/** Share (%) of code unit c (0: none, 128: any non-ASCII one) in typical text. */
function typicalPercent(c: number): number {
  if (c === 0) return 0.01;
  if (c >= 128) return 0.5;
  return TYPICAL_PERCENT[String.fromCharCode(c)] ?? (c >= 51 && c <= 57 ? 0.9 : 0.01);
}

/** What a stop costs: the expected share of positions at which the pair (a, b) stands (a as in
 *  the table, b ASCII), and of a non-ASCII character standing alone. */
export interface CostModel {
  pair(a: number, b: number): number;
  wide(c: number): number;
}

export const TYPICAL_COSTS: CostModel = {
  pair: (a, b) => (typicalPercent(a) * typicalPercent(b)) / 100,
  wide: () => 0.01,
};

/** How long texts are sampled for their own costs: this many windows of this many characters,
 *  evenly spread. */
const SAMPLE_WINDOWS = 32;
const SAMPLE_WINDOW_CHARS = 2048;

/** `count` windows of `text` evenly spread, each as [from, to). */
function windows(text: string, count = SAMPLE_WINDOWS): Array<[number, number]> {
  const step = Math.floor(text.length / count);
  return Array.from({ length: count }, (_, w): [number, number] => [w * step, Math.min(text.length, w * step + SAMPLE_WINDOW_CHARS)]);
}

/** A key that texts alike in character make share: the magnitude of each ASCII character's
 *  count in the sample. */
export function sampleKey(text: string): string {
  const chars = new Float64Array(128);
  // A quarter of the sample: this runs on every call, the costs only when the key is new.
  for (const [from, to] of windows(text, SAMPLE_WINDOWS / 4)) {
    for (let i = from; i < to; i++) {
      const c = text.charCodeAt(i);
      if (c < 128) chars[c]!++;
    }
  }
  let key = "";
  for (let c = 0; c < 128; c++) key += String.fromCharCode(65 + Math.round(Math.log2(1 + chars[c]!)));
  return key;
}

/** A cost model from the pair and character counts of a sample of `text`. */
export function sampledCosts(text: string): CostModel {
  const pairs = new Float64Array(129 * 128);
  const wide = new Map<number, number>();
  for (const [from, to] of windows(text)) {
    let prev = 0;
    for (let i = from; i < to; i++) {
      const c = text.charCodeAt(i);
      if (c < 128) {
        pairs[prev * 128 + c]!++;
        prev = c;
      } else {
        wide.set(c, (wide.get(c) ?? 0) + 1);
        prev = 128;
      }
    }
  }
  const sampled = SAMPLE_WINDOWS * SAMPLE_WINDOW_CHARS;
  // Sampled shares, with the typical one as a small prior for pairs the sample missed.
  return {
    pair: (a, b) => (100 * pairs[a * 128 + b]!) / sampled + TYPICAL_COSTS.pair(a, b) / 1000,
    wide: (c) => (100 * (wide.get(c) ?? 0)) / sampled + TYPICAL_COSTS.wide(c) / 1000,
  };
}

/** A literal, stored under its anchor, with every trigger that is this literal: the prose nouns
 *  (`token`, `password`) are triggers of four or five rules each, each with its own edge test,
 *  and one comparison serves them all. */
interface LiteralEntry {
  text: string;
  ci: boolean;
  /** Offset of the anchor's second character (or, for a non-ASCII anchor, of the anchor). */
  offset: number;
  /** The code units the literal's first character may be in the text (both cases of a letter
   *  under `ci`): most stops fail on it, before a call to compare the rest. */
  first: number;
  firstAlt: number;
  triggers: number[];
  /** Per trigger, its `edge` test (rule.ts) as a table, or undefined for none. */
  edges: Array<EdgeTable | undefined>;
  /** Per trigger, its `next` filter (rule.ts) as a filterTable, or undefined for none. */
  nexts: Array<Uint8Array | undefined>;
}

/** An edge test (rule.ts) answered from a table for ASCII code units (every noun of dense
 *  text asks it twice per trigger), and by the test itself for the others. */
interface EdgeTable {
  ascii: Uint8Array;
  test: (c: number) => boolean;
}
const edgeTables = new Map<(c: number) => boolean, EdgeTable>();
function edgeTable(test: (c: number) => boolean): EdgeTable {
  let t = edgeTables.get(test);
  if (t === undefined) {
    const ascii = new Uint8Array(128);
    for (let c = 0; c < 128; c++) ascii[c] = test(c) ? 1 : 0;
    edgeTables.set(test, (t = { ascii, test }));
  }
  return t;
}
const edgeHolds = (e: EdgeTable, c: number): boolean => (c < 128 ? e.ascii[c] === 1 : e.test(c));

interface FinderEntry {
  find(text: string, q: number): number;
  trigger: number;
  prev: Uint8Array | undefined;
  next: Uint8Array | undefined;
}

/** What may start where the pass stops. */
interface Slot {
  literals: LiteralEntry[];
  finders: FinderEntry[];
}

/** The tables of one pass. `pairs[a * 128 + b]` is 1 + the slot for ASCII code unit b after a
 *  (a: the code unit before, 0 for none, 128 for any non-ASCII one); `wide[c]` is 1 + the slot
 *  for a non-ASCII code unit c; 0 means no stop. */
export interface AnchorSet {
  pairs: Uint16Array;
  wide: Uint16Array;
  slots: Slot[];
  /** The anchors, for diagnostics: `cr da _p …`. */
  description: string;
}

/** Allowed-character tables for finder filters: 128 ASCII entries, and entry 128 for every
 *  other character. */
const filterTables = new Map<string, Uint8Array>();
function filterTable(chars: string | undefined): Uint8Array | undefined {
  if (chars === undefined) return undefined;
  let t = filterTables.get(chars);
  if (!t) {
    // "^…" lists the characters that are *not* allowed.
    const negate = chars.startsWith("^");
    t = new Uint8Array(129).fill(negate ? 1 : 0);
    for (let i = negate ? 1 : 0; i < chars.length; i++) {
      const c = chars.charCodeAt(i);
      if (c < 128) t[c] = negate ? 0 : 1;
    }
    // Code 0 stands for "no character" (start or end of the text): always allowed.
    t[0] = 1;
    filterTables.set(chars, t);
  }
  return t;
}

const bucket = (c: number): number => (c < 128 ? c : 128);
const isAsciiLetter = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);

/** The code units a literal's character may be in the text: both cases of an ASCII letter of a
 *  case-insensitive literal (startsWithCi folds ASCII only), else the character itself. */
function variants(c: number, ci: boolean): number[] {
  return ci && isAsciiLetter(c) ? [c | 32, c & ~32] : [c];
}

/** A place a literal can be anchored: a key (`p:` and its pairs, or `w:` and a non-ASCII
 *  character) and the offset it stands for. */
interface Candidate {
  key: string;
  offset: number;
  pairs: number[];
}

/** Pair keys by their smallest pair and shape: the same few hundred pairs recur across 600
 *  literals, and building each key's string once keeps the anchor set's build cheap in a fresh
 *  process (the CLI's every run pays it). */
const pairKeys = new Map<number, { key: string; pairs: number[] }>();

/** The key of the pairs (a, b) for every a in `as` and b in `bs`, both ascending. */
function pairKey(as: readonly number[], bs: readonly number[]): { key: string; pairs: number[] } {
  const code = ((as[0]! * 128 + bs[0]!) << 2) | ((as.length - 1) << 1) | (bs.length - 1);
  let k = pairKeys.get(code);
  if (k === undefined) {
    const pairs: number[] = [];
    for (const a of as) for (const b of bs) pairs.push(a * 128 + b);
    pairKeys.set(code, (k = { key: `p:${pairs.join(",")}`, pairs }));
  }
  return k;
}

/** The code units a literal's character may be in the text, ascending, as buckets. */
function bucketsOf(c: number, ci: boolean): number[] {
  if (c >= 128) return [128];
  return ci && isAsciiLetter(c) ? [c & ~32, c | 32] : [c];
}

/** Where a literal can be anchored: each candidate is a key (`p:` and its pairs, or `w:` and a
 *  non-ASCII character) and the offset it stands for. */
function anchorCandidates(text: string, ci: boolean): Candidate[] {
  const out: Candidate[] = [];
  for (let k = 0; k < text.length; k++) {
    const c = text.charCodeAt(k);
    if (c >= 128) {
      out.push({ key: `w:${c}`, offset: k, pairs: [] });
      continue;
    }
    if (k > 0) {
      const { key, pairs } = pairKey(bucketsOf(text.charCodeAt(k - 1), ci), bucketsOf(c, ci));
      out.push({ key, offset: k, pairs });
    } else if (text.length === 1) {
      // A one-character literal stands after anything.
      const pairs = Array.from({ length: 129 }, (_, a) => a).flatMap((a) => bucketsOf(c, ci).map((b) => a * 128 + b));
      out.push({ key: `p:${pairs.join(",")}`, offset: k, pairs });
    }
  }
  return out;
}

/** The anchors for `triggers` (indexed as in the scanner) under `costs`. */
export function buildAnchors(triggers: readonly Trigger[], costs: CostModel): AnchorSet {
  // Pair slots in an array indexed by pair (each finder without a `prev` filter stands in 129 of
  // them), and the order they were made in, which numbers them.
  const pairSlots: Array<Slot | undefined> = new Array(129 * 128);
  const pairOrder: number[] = [];
  const pairSlot = (p: number): Slot => {
    let s = pairSlots[p];
    if (!s) {
      pairOrder.push(p);
      pairSlots[p] = s = { literals: [], finders: [] };
    }
    return s;
  };
  const wideSlots = new Map<number, Slot>();
  const slotOf = (m: Map<number, Slot>, k: number): Slot => {
    let s = m.get(k);
    if (!s) m.set(k, (s = { literals: [], finders: [] }));
    return s;
  };
  // Finders stop at their anchor after each character their `prev` filter allows: those pairs
  // cost a literal nothing more.
  const literals: Array<{ ti: number; text: string; ci: boolean; edge: ((c: number) => boolean) | undefined; next: Uint8Array | undefined }> = [];
  triggers.forEach((t, ti) => {
    if (typeof t === "object" && "anchor" in t) {
      const f: Finder = t;
      if (f.anchor.length !== 1) throw new Error(`redact: a finder anchor must be one character, got ${JSON.stringify(f.anchor)}`);
      const entry: FinderEntry = { find: f.find, trigger: ti, prev: filterTable(f.prev), next: filterTable(f.next) };
      const c = f.anchor.charCodeAt(0);
      if (c >= 128) slotOf(wideSlots, c).finders.push(entry);
      else for (let a = 0; a < 129; a++) if (entry.prev === undefined || entry.prev[a] !== 0) pairSlot(a * 128 + c).finders.push(entry);
      return;
    }
    const text = typeof t === "string" ? t : t.ci;
    if (text.length === 0) throw new Error("redact: empty trigger");
    literals.push({ ti, text, ci: typeof t === "object", edge: typeof t === "object" ? t.edge : undefined, next: typeof t === "object" ? filterTable(t.next) : undefined });
  });
  const candidates = literals.map((l) => anchorCandidates(l.ci ? l.text.toLowerCase() : l.text, l.ci));
  const cost = new Map<string, number>();
  const costOf = (key: string, pairs: number[]): number => {
    let c = cost.get(key);
    if (c === undefined) {
      if (key.startsWith("w:")) c = wideSlots.has(Number(key.slice(2))) ? 0 : costs.wide(Number(key.slice(2)));
      else c = pairs.reduce((sum, p) => sum + (pairSlots[p] !== undefined ? 0 : costs.pair(Math.floor(p / 128), p % 128)), 0);
      cost.set(key, c);
    }
    return c;
  };
  const chosen = greedyCover(candidates, costOf);
  const described = new Set<string>();
  // Equal literals (same text and case rule) have the same candidates, so the cover gives them
  // the same anchor: one entry each, holding all their triggers.
  const entries = new Map<string, LiteralEntry>();
  literals.forEach((l, li) => {
    const cand = candidates[li]!.find((c) => c.key === chosen[li])!;
    const text = l.ci ? l.text.toLowerCase() : l.text;
    const key = `${l.ci ? "i" : "s"}${cand.offset}:${text}`;
    const known = entries.get(key);
    if (known !== undefined) {
      known.triggers.push(l.ti);
      known.edges.push(l.edge === undefined ? undefined : edgeTable(l.edge));
      known.nexts.push(l.next);
      return;
    }
    const c0 = text.charCodeAt(0);
    const first = l.ci ? variants(c0, true) : [c0];
    const entry: LiteralEntry = { text, ci: l.ci, offset: cand.offset, first: first[0]!, firstAlt: first[first.length - 1]!, triggers: [l.ti], edges: [l.edge === undefined ? undefined : edgeTable(l.edge)], nexts: [l.next] };
    entries.set(key, entry);
    if (cand.key.startsWith("w:")) slotOf(wideSlots, entry.text.charCodeAt(cand.offset)).literals.push(entry);
    else for (const p of cand.pairs) pairSlot(p).literals.push(entry);
    described.add(cand.offset > 0 ? entry.text.slice(cand.offset - 1, cand.offset + 1) : entry.text.charAt(0));
  });
  const slots: Slot[] = [];
  const pairs = new Uint16Array(129 * 128);
  const wide = new Uint16Array(65536);
  for (const p of pairOrder) pairs[p] = slots.push(pairSlots[p]!);
  for (const [c, s] of wideSlots) wide[c] = slots.push(s);
  if (slots.length > 65535) throw new Error("redact: too many anchors");
  return { pairs, wide, slots, description: [...described].sort().join(" ") };
}

/** Greedy set cover: repeatedly the key with the lowest cost per literal it would newly cover
 *  (chosen keys cost nothing more), ties to the key that sorts first; the key chosen for each
 *  literal. Lazily: a key's score only rises as the literals it covers are taken by others, so
 *  a key whose score is still the one it was queued with is the best (a scan of all keys per
 *  choice cost more than the rest of the build). */
export function greedyCover(candidates: ReadonlyArray<ReadonlyArray<{ key: string; pairs: number[] }>>, costOf: (key: string, pairs: number[]) => number): string[] {
  // Keys as numbers, each literal's distinct keys, and how many unassigned literals have each.
  const ids = new Map<string, number>();
  const keys: string[] = [];
  const keyCost: number[] = [];
  const mine = candidates.map((cs) => {
    const out: number[] = [];
    for (const c of cs) {
      let id = ids.get(c.key);
      if (id === undefined) {
        ids.set(c.key, (id = keys.length));
        keys.push(c.key);
        keyCost.push(costOf(c.key, c.pairs));
      }
      if (!out.includes(id)) out.push(id);
    }
    return out;
  });
  const count = new Float64Array(keys.length);
  const holders: number[][] = keys.map(() => []);
  mine.forEach((ks, li) => {
    for (const id of ks) {
      count[id]!++;
      holders[id]!.push(li);
    }
  });
  const queue = new ScoreQueue(keys);
  for (let id = 0; id < keys.length; id++) if (count[id]! > 0) queue.push(id, keyCost[id]! / count[id]!);
  const assigned: Array<string | undefined> = new Array(candidates.length).fill(undefined);
  let remaining = candidates.length;
  while (remaining > 0) {
    const id = queue.pop();
    if (count[id] === 0) continue;
    const now = keyCost[id]! / count[id]!;
    if (now !== queue.topScore) {
      queue.push(id, now);
      continue;
    }
    for (const li of holders[id]!) {
      if (assigned[li] !== undefined) continue;
      assigned[li] = keys[id]!;
      remaining--;
      for (const other of mine[li]!) count[other]!--;
    }
  }
  return assigned as string[];
}

/** A binary min-heap of key ids by score, ties by key. */
class ScoreQueue {
  private readonly ids: number[] = [];
  private readonly scores: number[] = [];
  constructor(private readonly keys: readonly string[]) {}
  /** (idA, scoreA) goes before (idB, scoreB). */
  private precedes(idA: number, scoreA: number, idB: number, scoreB: number): boolean {
    return scoreA < scoreB || (scoreA === scoreB && this.keys[idA]! < this.keys[idB]!);
  }
  push(id: number, score: number): void {
    let i = this.ids.length;
    this.ids.push(id);
    this.scores.push(score);
    while (i > 0) {
      const up = (i - 1) >> 1;
      if (!this.precedes(id, score, this.ids[up]!, this.scores[up]!)) break;
      this.ids[i] = this.ids[up]!;
      this.scores[i] = this.scores[up]!;
      i = up;
    }
    this.ids[i] = id;
    this.scores[i] = score;
  }
  pop(): number {
    if (this.ids.length === 0) throw new Error("redact: the anchor cover ran out of keys");
    const top = this.ids[0]!;
    this.topScore = this.scores[0]!;
    const id = this.ids.pop()!;
    const score = this.scores.pop()!;
    const n = this.ids.length;
    if (n === 0) return top;
    let i = 0;
    for (;;) {
      let m = 2 * i + 1;
      if (m >= n) break;
      if (m + 1 < n && this.precedes(this.ids[m + 1]!, this.scores[m + 1]!, this.ids[m]!, this.scores[m]!)) m++;
      if (!this.precedes(this.ids[m]!, this.scores[m]!, id, score)) break;
      this.ids[i] = this.ids[m]!;
      this.scores[i] = this.scores[m]!;
      i = m;
    }
    this.ids[i] = id;
    this.scores[i] = score;
    return top;
  }
  /** The score the last popped id was queued with. */
  topScore = 0;
}

/** `text` has the literal `word` at `at` from its second code unit on (the caller has compared
 *  the first), ASCII letters folded under `ci` (as startsWithCi, chars.ts). */
function restMatches(text: string, word: string, ci: boolean, at: number): boolean {
  if (at + word.length > text.length) return false;
  for (let i = 1; i < word.length; i++) {
    const c = text.charCodeAt(at + i);
    if ((ci && c >= 65 && c <= 90 ? c + 32 : c) !== word.charCodeAt(i)) return false;
  }
  return true;
}

/** Every trigger occurrence in `text` as start * 2^12 + trigger index (exact in a double while
 *  start < 2^41 and there are fewer than 4096 triggers), in order. Give the array back with
 *  releaseHits once it is read. */
export function findTriggers(text: string, set: AnchorSet): Float64Array {
  const hits = new Hits();
  const { pairs, wide, slots } = set;
  const len = text.length;
  let before = 0;
  for (let q = 0; q < len; q++) {
    const c = text.charCodeAt(q);
    let s: number;
    if (c < 128) {
      s = pairs[before * 128 + c]!;
      before = c;
    } else {
      s = wide[c]!;
      before = 128;
    }
    if (s !== 0) visit(text, q, slots[s - 1]!, hits);
  }
  return hits.done();
}

/** The literals and finders of `slot` tried at the stop q. */
function visit(text: string, q: number, slot: Slot, hits: Hits): void {
  const literals = slot.literals;
  for (let k = 0; k < literals.length; k++) {
    const e = literals[k]!;
    const start = q - e.offset;
    if (start < 0) continue;
    const c0 = text.charCodeAt(start);
    if ((c0 !== e.first && c0 !== e.firstAlt) || !restMatches(text, e.text, e.ci, start)) continue;
    const end = start + e.text.length;
    const before = start === 0 ? -1 : text.charCodeAt(start - 1);
    const after = end >= text.length ? -1 : text.charCodeAt(end);
    const triggers = e.triggers;
    for (let j = 0; j < triggers.length; j++) {
      const edge = e.edges[j];
      if (edge !== undefined && ((before !== -1 && !edgeHolds(edge, before)) || (after !== -1 && !edgeHolds(edge, after)))) continue;
      const next = e.nexts[j];
      if (next !== undefined && after !== -1 && next[after < 128 ? after : 128] === 0) continue;
      hits.push(start, triggers[j]!);
    }
  }
  const finders = slot.finders;
  if (finders.length === 0) return;
  const before = q > 0 ? bucket(text.charCodeAt(q - 1)) : 0;
  const after = q + 1 < text.length ? bucket(text.charCodeAt(q + 1)) : 0;
  for (let k = 0; k < finders.length; k++) {
    const f = finders[k]!;
    if ((f.prev !== undefined && f.prev[before] === 0) || (f.next !== undefined && f.next[after] === 0)) continue;
    const start = f.find(text, q);
    if (start >= 0) hits.push(start, f.trigger);
  }
}

/** Hits kept in order as they arrive: a literal starts a few characters before its anchor, so a
 *  hit is moved back past a few later ones at most. One that would move back further than
 *  MAX_SHIFT is left for a sort at the end (which the order usually spares). */
class Hits {
  buf: Float64Array;
  n = 0;
  sorted = true;
  constructor() {
    this.buf = spareHits ?? new Float64Array(1024);
    spareHits = null; // a scan inside a rule (none does) gets its own
  }
  push(start: number, trigger: number): void {
    const key = start * 4096 + trigger;
    if (this.n === this.buf.length) {
      const bigger = new Float64Array(this.buf.length * 2);
      bigger.set(this.buf);
      this.buf = bigger;
    }
    const buf = this.buf;
    let j = this.n++;
    const stop = j > MAX_SHIFT ? j - MAX_SHIFT : 0;
    while (j > stop && buf[j - 1]! > key) {
      buf[j] = buf[j - 1]!;
      j--;
    }
    if (j > 0 && buf[j - 1]! > key) this.sorted = false;
    buf[j] = key;
  }
  done(): Float64Array {
    const hits = this.buf.subarray(0, this.n);
    return this.sorted ? hits : hits.sort();
  }
}
const MAX_SHIFT = 16;

/** The hit buffer of the last scan, kept for the next one up to this many entries (a new large
 *  buffer per scan costs a page fault per 4 KB on some machines; see BENCHMARKS.md). */
const MAX_SPARE_HITS = 1 << 18;
let spareHits: Float64Array | null = null;

/** Hands the buffer behind `hits` (from findTriggers) back for the next scan. */
export function releaseHits(hits: Float64Array): void {
  if (hits.buffer.byteLength <= MAX_SPARE_HITS * 8) spareHits = new Float64Array(hits.buffer);
}
