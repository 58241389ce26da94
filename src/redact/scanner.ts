/**
 * One pass over the text finds the occurrences of a few *anchor characters*, and with them every
 * trigger of every rule; each rule then looks at a bounded window around its own triggers.
 *
 * Why anchors: a regex that alternates 150 literals costs several nanoseconds at every position
 * of the text, because no single character can be skipped on. A lookup of each code unit in a
 * 64K table (planSet) costs about one. So each literal trigger is assigned one of its characters
 * as anchor (the `_` of `ghp_`, the `K` of `AKIA`, the `J` of `eyJ`), chosen as a set cover that
 * keeps the total number of anchor occurrences low (buildPlans; long texts are sampled for their
 * own character counts): the work per occurrence, not the pass, grows with the anchors. At each
 * occurrence the scanner checks, by the character just before or after it (one AND of two
 * bitmasks, CompiledPlan.prevMask / nextMask), which few literals could sit there. Rules whose
 * triggers are shapes rather than literals supply a `find` for an anchor character (`=` for
 * assignments, `.` for IPv4, `/` for paths), with cheap filters on the neighbours.
 *
 * Triggers found by different anchors arrive out of order; they are sorted once and dispatched
 * left to right, so a rule is never re-run inside a span it already reported (what keeps rules
 * that read far ahead, such as URLs and PEM blocks, linear on adversarial input).
 */
import type { Finder, Rule, ScanContext, Skip, Span, Trigger } from "./rule.js";
import { startsWithCi } from "./chars.js";
import type { SpanTable } from "./spans.js";

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
const typicalCost = (ch: string): number => TYPICAL_PERCENT[ch] ?? (ch >= "3" && ch <= "9" ? 0.9 : 0.01);

/** Texts at least this long get anchors chosen from their own character counts. */
const ADAPTIVE_MIN_CHARS = 256 * 1024;
/** How the counts are sampled: this many windows of this many characters, evenly spread. */
const SAMPLE_WINDOWS = 32;
const SAMPLE_WINDOW_CHARS = 2048;

/** A literal trigger, indexed under its anchor character. */
interface LiteralEntry {
  text: string;
  ci: boolean;
  /** Offset of the anchor character inside `text`. */
  offset: number;
  trigger: number;
  /** Trigger's `edge` test on the code units around the literal (rule.ts), if it has one. */
  edge: ((c: number) => boolean) | undefined;
}

interface AnchorPlan {
  /** Anchor character (a single UTF-16 code unit). */
  code: number;
  /** Literals keyed by the code unit before the anchor (anchor not first) … */
  byPrev: Map<number, LiteralEntry[]>;
  /** … or after it (anchor first in a literal longer than one). */
  byNext: Map<number, LiteralEntry[]>;
  /** One-character literals and custom finders: tried at every occurrence. */
  always: Array<{ find(text: string, q: number): number; trigger: number; prev?: Uint8Array; next?: Uint8Array }>;
}

/** Allowed-character tables for finder filters: 128 ASCII entries, and entry 128 for every
 *  other character. Small enough to stay in cache in the hot loop. */
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

/** AnchorPlan with the neighbour maps flattened into arrays for the hot loop. */
interface CompiledPlan {
  ch: string;
  prev: Array<LiteralEntry[] | undefined>;
  next: Array<LiteralEntry[] | undefined>;
  /** Neighbours outside ASCII (rare: CJK literals). */
  prevWide: Map<number, LiteralEntry[]>;
  nextWide: Map<number, LiteralEntry[]>;
  finders: Array<(text: string, q: number) => number>;
  finderTriggers: number[];
  /** What can start at an occurrence, by the code unit before it (`prevMask`, index 128 for
   *  any non-ASCII one) and after it (`nextMask`): bit f for finder f when its filter allows that
   *  neighbour, PREV_LIST when literals are keyed by that previous character, NEXT_LIST when by
   *  that next one. `prevMask[before] & nextMask[after]` is the work at an occurrence; at most
   *  occurrences it is 0 and the scan moves on. */
  prevMask: Int32Array;
  nextMask: Int32Array;
}

const PREV_LIST = 1 << 30;
const NEXT_LIST = 1 << 31;
const FINDER_BITS = (1 << 30) - 1;

const ANY = new Uint8Array(129).fill(1);

function compile(p: AnchorPlan): CompiledPlan {
  const prev: Array<LiteralEntry[] | undefined> = new Array(128).fill(undefined);
  const next: Array<LiteralEntry[] | undefined> = new Array(128).fill(undefined);
  const prevWide = new Map<number, LiteralEntry[]>();
  const nextWide = new Map<number, LiteralEntry[]>();
  for (const [c, l] of p.byPrev) if (c < 128) prev[c] = l;
  else prevWide.set(c, l);
  for (const [c, l] of p.byNext) if (c < 128) next[c] = l;
  else nextWide.set(c, l);
  if (p.always.length > 30) throw new Error("redact: more than 30 finders on one anchor character");
  const prevMask = new Int32Array(129);
  const nextMask = new Int32Array(129);
  for (let c = 0; c < 129; c++) {
    let pm = NEXT_LIST;
    let nm = PREV_LIST;
    p.always.forEach((a, f) => {
      if ((a.prev ?? ANY)[c] !== 0) pm |= 1 << f;
      if ((a.next ?? ANY)[c] !== 0) nm |= 1 << f;
    });
    if (c < 128 ? prev[c] !== undefined : prevWide.size > 0) pm |= PREV_LIST;
    if (c < 128 ? next[c] !== undefined : nextWide.size > 0) nm |= NEXT_LIST;
    prevMask[c] = pm;
    nextMask[c] = nm;
  }
  return {
    ch: String.fromCharCode(p.code),
    prev,
    next,
    prevWide,
    nextWide,
    finders: p.always.map((a) => a.find),
    finderTriggers: p.always.map((a) => a.trigger),
    prevMask,
    nextMask,
  };
}

/** Plans with their lookup table: entry c is 1 + the index of the plan anchored on code unit c,
 *  or 0. One pass over the text with this table visits every anchor occurrence; an `indexOf`
 *  pass per anchor character reads the whole text once per anchor (20 passes over a long text
 *  cost twice as much as one). */
interface PlanSet {
  plans: CompiledPlan[];
  table: Uint8Array;
  /** Every plan's prevMask and nextMask end to end (plan i at i * 129): the hot loop reads
   *  one typed array instead of a plan object and its fields at every occurrence. */
  prevMasks: Int32Array;
  nextMasks: Int32Array;
}

function planSet(plans: CompiledPlan[]): PlanSet {
  if (plans.length > 255) throw new Error("redact: more than 255 anchor characters");
  const table = new Uint8Array(65536);
  const prevMasks = new Int32Array(plans.length * 129);
  const nextMasks = new Int32Array(plans.length * 129);
  plans.forEach((p, i) => {
    table[p.ch.charCodeAt(0)] = i + 1;
    prevMasks.set(p.prevMask, i * 129);
    nextMasks.set(p.nextMask, i * 129);
  });
  return { plans, table, prevMasks, nextMasks };
}

/** Trigger hits as start * 2^12 + trigger index (exact in a double while start < 2^41 and there
 *  are fewer than 4096 triggers), kept in order as they arrive: a literal starts a few characters
 *  before its anchor, so a hit is moved back past a few later ones at most. One moved back
 *  further than MAX_SHIFT is left for a sort at the end (which the order usually spares). */
class Hits {
  buf: Float64Array;
  n = 0;
  sorted = true;
  constructor() {
    this.buf = spareHits ?? new Float64Array(1024);
    spareHits = null; // a scan inside a rule (none does) would get its own
  }
  push(start: number, trigger: number): void {
    const key = start * 4096 + trigger;
    if (this.n === this.buf.length) this.buf = grown(this.buf);
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
  /** The hits in order. */
  done(): Float64Array {
    const hits = this.buf.subarray(0, this.n);
    return this.sorted ? hits : hits.sort();
  }
}
const MAX_SHIFT = 16;

/** Every trigger occurrence in `text`, in order (by start, then trigger index). */
function findTriggers(text: string, set: PlanSet): Float64Array {
  const hits = new Hits();
  const len = text.length;
  const { plans, table, prevMasks, nextMasks } = set;
  // One pass over the text: the table says which anchor (if any) each code unit is.
  for (let q = 0; q < len; q++) {
    // Tight skip loop first: most code units are no anchor.
    let t = table[text.charCodeAt(q)]!;
    while (t === 0 && ++q < len) t = table[text.charCodeAt(q)]!;
    if (q === len) break;
    const before = q > 0 ? text.charCodeAt(q - 1) : 0;
    const after = q + 1 < len ? text.charCodeAt(q + 1) : 0;
    const base = (t - 1) * 129;
    const work = prevMasks[base + (before < 128 ? before : 128)]! & nextMasks[base + (after < 128 ? after : 128)]!;
    if (work !== 0) occurrence(text, q, work, plans[t - 1]!, hits);
  }
  return hits.done();
}

/** The literals and finders of plan `p` that `work` (its masks for the neighbours of q) admits,
 *  tried at the anchor occurrence q. */
function occurrence(text: string, q: number, work: number, p: CompiledPlan, hits: Hits): void {
  const before = q > 0 ? text.charCodeAt(q - 1) : 0;
  const after = q + 1 < text.length ? text.charCodeAt(q + 1) : 0;
  for (let side = 0; side < 2; side++) {
    if (side === 0 ? (work & PREV_LIST) === 0 || q === 0 : (work & NEXT_LIST) === 0) continue;
    const c = side === 0 ? before : after;
    const list = c < 128 ? (side === 0 ? p.prev[c] : p.next[c]) : (side === 0 ? p.prevWide : p.nextWide).get(c);
    if (list === undefined) continue;
    for (let k = 0; k < list.length; k++) {
      const e = list[k]!;
      const start = q - e.offset;
      if (start < 0) continue;
      if (e.ci ? startsWithCi(text, e.text, start) : text.startsWith(e.text, start)) {
        if (e.edge !== undefined && !edgesHold(e.edge, text, start, start + e.text.length)) continue;
        hits.push(start, e.trigger);
      }
    }
  }
  // Finders whose filters let both neighbours through, lowest bit first.
  work &= FINDER_BITS;
  while (work !== 0) {
    const f = 31 - Math.clz32(work & -work);
    work &= work - 1;
    const start = p.finders[f]!(text, q);
    if (start >= 0) hits.push(start, p.finderTriggers[f]!);
  }
}

/** The hit buffer of the last scan, kept for the next one up to this many entries (a new large
 *  buffer per scan costs a page fault per 4 KB on some machines; see BENCHMARKS.md). */
const MAX_SPARE_HITS = 1 << 18;
let spareHits: Float64Array | null = null;

/** Hands the buffer behind `sorted` (from findTriggers) back for the next scan. */
function release(sorted: Float64Array): void {
  if (sorted.buffer.byteLength <= MAX_SPARE_HITS * 8) spareHits = new Float64Array(sorted.buffer);
}

/** Counts of each ASCII character in SAMPLE_WINDOWS evenly spread windows of `text`. */
function sampleCounts(text: string): Float64Array {
  const counts = new Float64Array(128);
  const step = Math.floor(text.length / SAMPLE_WINDOWS);
  for (let w = 0; w < SAMPLE_WINDOWS; w++) {
    const from = w * step;
    const to = Math.min(text.length, from + SAMPLE_WINDOW_CHARS);
    for (let i = from; i < to; i++) {
      const c = text.charCodeAt(i);
      if (c < 128) counts[c]!++;
    }
  }
  return counts;
}

function grown(hits: Float64Array): Float64Array {
  const bigger = new Float64Array(hits.length * 2);
  bigger.set(hits);
  return bigger;
}

export interface Scanner {
  readonly rules: readonly Rule[];
  /** Anchor characters scanned for in short texts (for diagnostics and tests). */
  readonly anchors: string;
  /** Anchor characters that would be scanned for in `text` (long texts choose their own). */
  anchorsFor(text: string): string;
  /** Adds every span the rules report to `secrets` or `locations` by its kind, each in trigger
   *  order (unsorted across rules, unmerged). */
  scan(ctx: ScanContext, secrets: SpanTable, locations: SpanTable): void;
}

/** A literal's `edge` test (rule.ts) on the code units just before and just after it. */
function edgesHold(edge: (c: number) => boolean, text: string, start: number, end: number): boolean {
  return (start === 0 || edge(text.charCodeAt(start - 1))) && (end >= text.length || edge(text.charCodeAt(end)));
}

function push<K, V>(m: Map<K, V[]>, k: K, v: V): void {
  const list = m.get(k);
  if (list) list.push(v);
  else m.set(k, [v]);
}

function triggerKey(t: Trigger): string | null {
  if (typeof t === "string") return "s:" + t;
  if ("ci" in t) return t.edge ? null : "i:" + t.ci.toLowerCase(); // an edge test is the rule's own
  return null; // finders are never shared
}

export function createScanner(rules: readonly Rule[]): Scanner {
  // Distinct triggers and the rules listening to each.
  const triggers: Array<{ t: Trigger; rules: number[] }> = [];
  const seen = new Map<string, number>();
  rules.forEach((rule, idx) => {
    for (const t of rule.triggers) {
      const k = triggerKey(t);
      const known = k === null ? undefined : seen.get(k);
      if (known !== undefined) {
        if (!triggers[known]!.rules.includes(idx)) triggers[known]!.rules.push(idx);
        continue;
      }
      if (k !== null) seen.set(k, triggers.length);
      triggers.push({ t, rules: [idx] });
    }
  });

  /**
   * Anchor plans for a cost per character (its expected number of occurrences). Choosing each
   * literal's rarest character on its own yields many distinct, fairly common anchors (`c` for
   * `curl`, `p` for `dapi`, `g` for `glpat-`), and every anchor costs a pass over its
   * occurrences. So anchors are chosen as a greedy set cover: repeatedly take the character with
   * the lowest cost per literal it would newly cover, where the characters finders need anyway
   * cost nothing.
   */
  const buildPlans = (cost: (ch: string) => number): AnchorPlan[] => {
    const plans = new Map<number, AnchorPlan>();
    const plan = (code: number): AnchorPlan => {
      let p = plans.get(code);
      if (!p) plans.set(code, (p = { code, byPrev: new Map(), byNext: new Map(), always: [] }));
      return p;
    };
    // Anchor keys: one character, or both cases of a letter for a case-insensitive literal.
    const keyOf = (ch: string, ci: boolean): string => (ci && ch.toLowerCase() !== ch.toUpperCase() ? ch.toLowerCase() + ch.toUpperCase() : ch);
    const keyCost = (key: string): number => [...key].reduce((a, c) => a + cost(c), 0);
    const chosen = new Set<string>();
    const fixed = new Set<string>();
    const literals: Array<{ ti: number; text: string; ci: boolean; edge: ((c: number) => boolean) | undefined }> = [];
    triggers.forEach(({ t }, ti) => {
      if (typeof t === "object" && "anchor" in t) {
        const f: Finder = t;
        if (f.anchor.length !== 1) throw new Error(`redact: a finder anchor must be one character, got ${JSON.stringify(f.anchor)}`);
        const entry: AnchorPlan["always"][number] = { find: f.find, trigger: ti };
        const prev = filterTable(f.prev);
        const next = filterTable(f.next);
        if (prev) entry.prev = prev;
        if (next) entry.next = next;
        plan(f.anchor.charCodeAt(0)).always.push(entry);
        chosen.add(f.anchor);
        fixed.add(f.anchor);
        return;
      }
      const ci = typeof t === "object";
      const text = typeof t === "string" ? t : t.ci;
      if (text.length === 0) throw new Error("redact: empty trigger");
      literals.push({ ti, text, ci, edge: typeof t === "object" ? t.edge : undefined });
    });
    // Each literal's candidate anchor keys, computed once.
    const keysOf = literals.map((l) => [...new Set([...l.text].map((ch) => keyOf(ch, l.ci)))]);
    const costs = new Map<string, number>();
    const costOf = (k: string): number => {
      let c = costs.get(k);
      if (c === undefined) costs.set(k, (c = keyCost(k)));
      return c;
    };
    const assigned: Array<string | undefined> = new Array(literals.length).fill(undefined);
    let remaining = literals.length;
    while (remaining > 0) {
      let bestKey = "";
      let bestScore = Infinity;
      const covers = new Map<string, number>();
      for (let li = 0; li < literals.length; li++) {
        if (assigned[li] !== undefined) continue;
        for (const k of keysOf[li]!) covers.set(k, (covers.get(k) ?? 0) + 1);
      }
      for (const [k, n] of covers) {
        const score = (chosen.has(k) ? 0 : costOf(k)) / n;
        if (score < bestScore || (score === bestScore && k < bestKey)) {
          bestScore = score;
          bestKey = k;
        }
      }
      chosen.add(bestKey);
      for (let li = 0; li < literals.length; li++) {
        if (assigned[li] === undefined && keysOf[li]!.includes(bestKey)) {
          assigned[li] = bestKey;
          remaining--;
        }
      }
    }
    // Greedy order can leave an anchor whose literals all contain a later, also chosen anchor
    // (`v` for `hvs.` before `.` was needed anyway): drop such anchors, costliest first.
    for (const key of [...chosen].filter((k) => !fixed.has(k)).sort((a, b) => costOf(b) - costOf(a))) {
      const mine: number[] = [];
      for (let li = 0; li < literals.length; li++) if (assigned[li] === key) mine.push(li);
      const alternative = (li: number): string | undefined => keysOf[li]!.find((k) => k !== key && chosen.has(k));
      if (mine.every((li) => alternative(li) !== undefined)) {
        for (const li of mine) assigned[li] = alternative(li);
        chosen.delete(key);
      }
    }
    literals.forEach((l, li) => {
      const key = assigned[li]!;
      const { ti, text, ci, edge } = l;
      const offset = [...text].findIndex((ch) => keyOf(ch, ci) === key);
      const entry: LiteralEntry = { text: ci ? text.toLowerCase() : text, ci, offset, trigger: ti, edge };
      for (const v of key) {
        const p = plan(v.charCodeAt(0));
        if (text.length === 1) {
          p.always.push({ find: edge ? (s, q) => (edgesHold(edge, s, q, q + 1) ? q : -1) : (_s, q) => q, trigger: ti });
          continue;
        }
        // Key by the neighbour inside the literal (both cases for a case-insensitive letter).
        const useNext = offset === 0;
        const nb = text.charAt(useNext ? 1 : offset - 1);
        for (const n of keyOf(nb, ci)) push(useNext ? p.byNext : p.byPrev, n.charCodeAt(0), entry);
      }
    });
    return [...plans.values()];
  };
  const compileAll = (plans: AnchorPlan[]): CompiledPlan[] => plans.map(compile);
  // What dispatch needs, in flat arrays: the rules listening to each trigger, and each rule's
  // match function (bound: a rule may use `this`) and kind.
  const triggerRules = triggers.map((t) => Int32Array.from(t.rules));
  const matchers = rules.map((r) => r.match.bind(r));
  const kinds = rules.map((r) => r.kind);
  const staticPlans = compileAll(buildPlans(typicalCost));
  const staticSet = planSet(staticPlans);

  const anchors = staticPlans.map((p) => p.ch).join("");

  /** Plan sets of recent long texts, by the magnitude of each ASCII character's sampled count:
   *  texts alike in character make share a plan set instead of building one each (every plan
   *  set is correct; the counts only make one faster than another). */
  const recentSets = new Map<string, PlanSet>();
  const adaptiveSet = (text: string): PlanSet => {
    const counts = sampleCounts(text);
    let key = "";
    for (let c = 0; c < 128; c++) key += String.fromCharCode(65 + Math.round(Math.log2(1 + counts[c]!)));
    let set = recentSets.get(key);
    if (set === undefined) {
      set = planSet(adaptivePlans(counts));
      if (recentSets.size >= 8) recentSets.delete(recentSets.keys().next().value!);
    } else recentSets.delete(key); // re-inserted below: most recent last
    recentSets.set(key, set);
    return set;
  };

  /** Plans for a long text, from its own character counts (sampled): the rarest character of
   *  each literal in *this* text, e.g. `.` rather than `c` for `.local` in code-heavy text. */
  const adaptivePlans = (counts: Float64Array): CompiledPlan[] => {
    // Sampled counts, with the typical share as a small prior for characters the sample missed.
    const sampled = SAMPLE_WINDOWS * SAMPLE_WINDOW_CHARS;
    return compileAll(
      buildPlans((ch) => {
        const c = ch.charCodeAt(0);
        return (c < 128 ? counts[c]! : 0) / sampled + typicalCost(ch) / 1000;
      }),
    );
  };

  return {
    rules,
    anchors,
    anchorsFor: (text) => (text.length >= ADAPTIVE_MIN_CHARS ? adaptiveSet(text) : staticSet).plans.map((p) => p.ch).join(""),
    scan(ctx, secrets, locations) {
      const { text } = ctx;
      const sorted = findTriggers(text, text.length >= ADAPTIVE_MIN_CHARS ? adaptiveSet(text) : staticSet);
      // Per rule: the end of its last span (a rule is not re-run inside its own match) and the
      // last position it was called at (two triggers of one rule at one position: call once).
      const covered = new Int32Array(rules.length);
      const calledAt = new Int32Array(rules.length).fill(-1);
      const take = (s: Span, idx: number): void => {
        const kind = s.kind ?? kinds[idx]!;
        (kind === "secret" ? secrets : locations).add(s, kind);
        if (s.end > covered[idx]!) covered[idx] = s.end;
      };
      for (let k = 0; k < sorted.length; k++) {
        const key = sorted[k]!;
        const at = Math.floor(key / 4096);
        const list = triggerRules[key - at * 4096]!;
        for (let j = 0; j < list.length; j++) {
          const idx = list[j]!;
          if (calledAt[idx] === at || at < covered[idx]!) continue;
          calledAt[idx] = at;
          const r = matchers[idx]!(ctx, at);
          if (r === null) continue;
          if (Array.isArray(r)) for (const s of r as readonly Span[]) take(s, idx);
          else if ((r as Skip).skipTo !== undefined) {
            const skip = r as Skip;
            if (skip.skipTo > covered[idx]!) covered[idx] = skip.skipTo;
            if (skip.spans) for (const s of skip.spans) take(s, idx);
          } else take(r as Span, idx);
        }
      }
      release(sorted);
    },
  };
}
