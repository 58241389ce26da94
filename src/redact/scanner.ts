/**
 * One pass per *anchor character* finds every trigger of every rule; each rule then looks at a
 * bounded window around its own triggers.
 *
 * Why anchors: a regex that alternates 150 literals costs several nanoseconds at every position
 * of the text, because no single character can be skipped on. `String#indexOf` of one character
 * runs at memory speed. So each literal trigger is assigned its rarest character (the `_` of
 * `ghp_`, the `K` of `AKIA`, the `J` of `eyJ`); the scanner walks the occurrences of each anchor
 * character and checks, by the character just before or after it, which few literals could sit
 * there. Rules whose triggers are shapes rather than literals supply a `find` for an anchor
 * character (`=` for assignments, `.` for IPv4, `/` for paths).
 *
 * Triggers found by different anchors arrive out of order; they are sorted once and dispatched
 * left to right, so a rule is never re-run inside a span it already reported (what keeps rules
 * that read far ahead, such as URLs and PEM blocks, linear on adversarial input).
 */
import type { Rule, ScanContext, Span, Trigger } from "./rule.js";
import { startsWithCi } from "./chars.js";

/** How common a character is in transcript text (lower is rarer). Anchors are chosen by it. */
function rarity(ch: string): number {
  if ("~$%\\|^`".includes(ch)) return 1;
  if ("_@#!;?".includes(ch)) return 2;
  if ("QZXJKqzxj".includes(ch)) return 3;
  if (ch >= "A" && ch <= "Z") return 4;
  if ("=+".includes(ch)) return 5;
  if (ch >= "0" && ch <= "9") return 6;
  if ("vkbgyp".includes(ch)) return 7;
  if (":-/\"'".includes(ch)) return 8;
  if ("fwmuc".includes(ch)) return 9;
  if ("dlh.".includes(ch)) return 10;
  if (ch === " ") return 30;
  return 11; // e t a o i n s r, and anything else
}

/** A literal trigger, indexed under its anchor character. */
interface LiteralEntry {
  text: string;
  ci: boolean;
  /** Offset of the anchor character inside `text`. */
  offset: number;
  trigger: number;
}

interface AnchorPlan {
  /** Anchor character (a single UTF-16 code unit). */
  code: number;
  /** Literals keyed by the code unit before the anchor (anchor not first) … */
  byPrev: Map<number, LiteralEntry[]>;
  /** … or after it (anchor first in a literal longer than one). */
  byNext: Map<number, LiteralEntry[]>;
  /** One-character literals and custom finders: tried at every occurrence. */
  always: Array<{ find(text: string, q: number): number; trigger: number }>;
}

export interface Scanner {
  readonly rules: readonly Rule[];
  /** Anchor characters scanned for, rarest first (for diagnostics and tests). */
  readonly anchors: string;
  /** Every span the rules report, in trigger order (unsorted across rules, unmerged). */
  scan(ctx: ScanContext): Span[];
}

function push<K, V>(m: Map<K, V[]>, k: K, v: V): void {
  const list = m.get(k);
  if (list) list.push(v);
  else m.set(k, [v]);
}

function triggerKey(t: Trigger): string | null {
  if (typeof t === "string") return "s:" + t;
  if ("ci" in t) return "i:" + t.ci.toLowerCase();
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

  const plans = new Map<number, AnchorPlan>();
  const plan = (code: number): AnchorPlan => {
    let p = plans.get(code);
    if (!p) plans.set(code, (p = { code, byPrev: new Map(), byNext: new Map(), always: [] }));
    return p;
  };
  triggers.forEach(({ t }, ti) => {
    if (typeof t === "object" && "anchor" in t) {
      if (t.anchor.length !== 1) throw new Error(`redact: a finder anchor must be one character, got ${JSON.stringify(t.anchor)}`);
      plan(t.anchor.charCodeAt(0)).always.push({ find: t.find, trigger: ti });
      return;
    }
    const ci = typeof t === "object";
    const text = typeof t === "string" ? t : t.ci;
    if (text.length === 0) throw new Error("redact: empty trigger");
    let offset = 0;
    for (let i = 1; i < text.length; i++) if (rarity(text.charAt(i)) < rarity(text.charAt(offset))) offset = i;
    const entry: LiteralEntry = { text: ci ? text.toLowerCase() : text, ci, offset, trigger: ti };
    const ch = text.charAt(offset);
    const variants = ci && ch.toLowerCase() !== ch.toUpperCase() ? [ch.toLowerCase(), ch.toUpperCase()] : [ch];
    for (const v of variants) {
      const p = plan(v.charCodeAt(0));
      if (text.length === 1) {
        p.always.push({ find: (_s, q) => q, trigger: ti });
        continue;
      }
      // Key by the neighbour inside the literal (both cases for a case-insensitive letter).
      const useNext = offset === 0;
      const nb = text.charAt(useNext ? 1 : offset - 1);
      const nbs = ci && nb.toLowerCase() !== nb.toUpperCase() ? [nb.toLowerCase(), nb.toUpperCase()] : [nb];
      for (const n of nbs) push(useNext ? p.byNext : p.byPrev, n.charCodeAt(0), entry);
    }
  });
  const anchorList = [...plans.values()];
  const anchors = anchorList.map((p) => String.fromCharCode(p.code)).join("");

  return {
    rules,
    anchors,
    scan(ctx) {
      const { text } = ctx;
      // Trigger hits as start * 2^12 + trigger index, sorted numerically: exact in a double
      // while start < 2^41 and there are fewer than 4096 triggers.
      let hits = new Float64Array(1024);
      let n = 0;
      const add = (start: number, ti: number): void => {
        if (n === hits.length) {
          const bigger = new Float64Array(hits.length * 2);
          bigger.set(hits);
          hits = bigger;
        }
        hits[n++] = start * 4096 + ti;
      };
      const verify = (e: LiteralEntry, q: number): void => {
        const start = q - e.offset;
        if (start < 0) return;
        if (e.ci ? startsWithCi(text, e.text, start) : text.startsWith(e.text, start)) add(start, e.trigger);
      };
      for (const p of anchorList) {
        const ch = String.fromCharCode(p.code);
        const hasPrev = p.byPrev.size > 0;
        const hasNext = p.byNext.size > 0;
        for (let q = text.indexOf(ch); q !== -1; q = text.indexOf(ch, q + 1)) {
          if (hasPrev && q > 0) {
            const list = p.byPrev.get(text.charCodeAt(q - 1));
            if (list) for (const e of list) verify(e, q);
          }
          if (hasNext) {
            const list = p.byNext.get(text.charCodeAt(q + 1));
            if (list) for (const e of list) verify(e, q);
          }
          for (const f of p.always) {
            const start = f.find(text, q);
            if (start >= 0) add(start, f.trigger);
          }
        }
      }
      const sorted = hits.subarray(0, n).sort();

      const out: Span[] = [];
      // Per rule: the end of its last span (a rule is not re-run inside its own match) and the
      // last position it was called at (two triggers of one rule at one position: call once).
      const covered = new Int32Array(rules.length);
      const calledAt = new Int32Array(rules.length).fill(-1);
      for (let k = 0; k < sorted.length; k++) {
        const key = sorted[k]!;
        const at = Math.floor(key / 4096);
        const ti = key - at * 4096;
        for (const idx of triggers[ti]!.rules) {
          if (calledAt[idx] === at || at < covered[idx]!) continue;
          calledAt[idx] = at;
          const rule = rules[idx]!;
          const r = rule.match(ctx, at);
          if (r === null) continue;
          for (const s of (Array.isArray(r) ? r : [r]) as Span[]) {
            s.kind ??= rule.kind;
            out.push(s);
            if (s.end > covered[idx]!) covered[idx] = s.end;
          }
        }
      }
      return out;
    },
  };
}
