/**
 * One pass over the text finds every trigger of every rule (anchors.ts); each rule then looks at a
 * bounded window around its own triggers.
 *
 * Triggers are dispatched left to right, so a rule is never re-run inside a span it already
 * reported (what keeps rules that read far ahead, such as URLs and PEM blocks, linear on
 * adversarial input), and the spans go straight into the secret or location table (spans.ts).
 */
import type { Rule, ScanContext, Skip, Span, Trigger } from "./rule.js";
import { buildAnchors, findTriggers, releaseHits, sampledCosts, sampleKey, TYPICAL_COSTS, type AnchorSet } from "./anchors.js";
import type { SpanTable } from "./spans.js";

/** Texts at least this long get anchors chosen from their own character pair counts. */
const ADAPTIVE_MIN_CHARS = 256 * 1024;
/** Anchor sets kept for recent long texts. */
const MAX_RECENT_SETS = 8;

export interface Scanner {
  readonly rules: readonly Rule[];
  /** Anchors of the pass over short texts (for diagnostics). */
  readonly anchors: string;
  /** Anchors of the pass over `text` (long texts choose their own). */
  anchorsFor(text: string): string;
  /** Adds every span the rules report to `secrets` or `locations` by its kind, each in trigger
   *  order (unsorted across rules, unmerged). */
  scan(ctx: ScanContext, secrets: SpanTable, locations: SpanTable): void;
}

function triggerKey(t: Trigger): string | null {
  if (typeof t === "string") return "s:" + t;
  if ("ci" in t) return t.edge || t.next !== undefined ? null : "i:" + t.ci.toLowerCase(); // an edge or next test is the rule's own
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
  if (triggers.length >= 4096) throw new Error("redact: more than 4095 triggers");
  const all = triggers.map((t) => t.t);
  // Built on first use: a process that only ever redacts under one policy builds one scanner.
  let staticSet: AnchorSet | undefined;

  /** Anchor sets of recent long texts, by the magnitude of each ASCII character's sampled count:
   *  texts alike in character make share one instead of building one each (every set finds
   *  every trigger; the counts only make one faster than another). */
  const recentSets = new Map<string, AnchorSet>();
  const anchorSet = (text: string): AnchorSet => {
    if (text.length < ADAPTIVE_MIN_CHARS) return (staticSet ??= buildAnchors(all, TYPICAL_COSTS));
    const key = sampleKey(text);
    let set = recentSets.get(key);
    if (set === undefined) {
      set = buildAnchors(all, sampledCosts(text));
      if (recentSets.size >= MAX_RECENT_SETS) recentSets.delete(recentSets.keys().next().value!);
    } else recentSets.delete(key); // re-inserted below: most recent last
    recentSets.set(key, set);
    return set;
  };

  // What dispatch needs, in flat arrays: the rules listening to each trigger, and each rule's
  // match function (bound: a rule may use `this`) and kind.
  const triggerRules = triggers.map((t) => Int32Array.from(t.rules));
  const matchers = rules.map((r) => r.match.bind(r));
  const kinds = rules.map((r) => r.kind);

  return {
    rules,
    get anchors() {
      return anchorSet("").description;
    },
    anchorsFor: (text) => anchorSet(text).description,
    scan(ctx, secrets, locations) {
      const sorted = findTriggers(ctx.text, anchorSet(ctx.text));
      // Per rule: the start and end of its last span (a rule is not re-run inside its own
      // match, but is between the trigger and the span: "password … 新的密钥是 <hex>。" / "<uuid>",
      // where the first trigger's value lies past the second's) and the last position it was
      // called at (two triggers of one rule at one position: call once).
      const coveredFrom = new Int32Array(rules.length);
      const covered = new Int32Array(rules.length);
      const calledAt = new Int32Array(rules.length).fill(-1);
      const take = (s: Span, idx: number, at: number): void => {
        const kind = s.kind ?? kinds[idx]!;
        (kind === "secret" ? secrets : locations).add(s, kind);
        if (s.end > covered[idx]!) {
          // A span after triggers not yet read leaves them to run; one that reaches back over
          // the trigger covers everything up to its end.
          coveredFrom[idx] = s.start > at ? s.start : 0;
          covered[idx] = s.end;
        }
      };
      for (let k = 0; k < sorted.length; k++) {
        const key = sorted[k]!;
        const at = Math.floor(key / 4096);
        const list = triggerRules[key - at * 4096]!;
        for (let j = 0; j < list.length; j++) {
          const idx = list[j]!;
          if (calledAt[idx] === at || (at >= coveredFrom[idx]! && at < covered[idx]!)) continue;
          calledAt[idx] = at;
          const r = matchers[idx]!(ctx, at);
          if (r === null) continue;
          if (Array.isArray(r)) for (const s of r as readonly Span[]) take(s, idx, at);
          else if ((r as Skip).skipTo !== undefined) {
            const skip = r as Skip;
            if (skip.spans) for (const s of skip.spans) take(s, idx, at);
            // A skip says where the rule may run next: nothing before it.
            coveredFrom[idx] = 0;
            if (skip.skipTo > covered[idx]!) covered[idx] = skip.skipTo;
          } else take(r as Span, idx, at);
        }
      }
      releaseHits(sorted);
    },
  };
}
