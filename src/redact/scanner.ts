/**
 * One pass over the text finds every trigger of every rule; each rule then looks at a bounded
 * window around its own triggers. The pass is a single regex that alternates all trigger
 * literals (V8 compiles it to one automaton with a first-character check), so adding a rule adds
 * a few alternatives, not another scan of the whole text.
 */
import type { Rule, ScanContext, Span, Trigger } from "./rule.js";
import { startsWithCi } from "./chars.js";

/** Longest regex source a pattern trigger may have: a guard against accidental complexity. */
const MAX_PATTERN_TRIGGER_CHARS = 200;

interface Entry {
  test(text: string, at: number): boolean;
  rules: number[];
}

export interface Scanner {
  readonly rules: readonly Rule[];
  /** Every span the rules report, in trigger order (unsorted across rules, unmerged). */
  scan(ctx: ScanContext): Span[];
}

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&");

function ciSource(word: string): string {
  let out = "";
  for (const ch of word) {
    const lo = ch.toLowerCase();
    const up = ch.toUpperCase();
    out += lo === up ? escapeRe(ch) : `[${up}${lo}]`;
  }
  return out;
}

function triggerSource(t: Trigger): string {
  if (typeof t === "string") return escapeRe(t);
  if ("ci" in t) return ciSource(t.ci);
  if (t.pattern.length > MAX_PATTERN_TRIGGER_CHARS) throw new Error(`redact: pattern trigger longer than ${MAX_PATTERN_TRIGGER_CHARS} chars: ${t.pattern}`);
  return `(?:${t.pattern})`;
}

function triggerFirstChars(t: Trigger): string {
  if (typeof t === "string") return t.charAt(0);
  if ("ci" in t) return t.ci.charAt(0).toLowerCase() + t.ci.charAt(0).toUpperCase();
  return t.first;
}

function triggerTest(t: Trigger): (text: string, at: number) => boolean {
  if (typeof t === "string") return (text, at) => text.startsWith(t, at);
  if ("ci" in t) {
    const w = t.ci.toLowerCase();
    return (text, at) => startsWithCi(text, w, at);
  }
  const re = new RegExp(t.pattern, "y");
  return (text, at) => {
    re.lastIndex = at;
    return re.test(text);
  };
}

function triggerKey(t: Trigger): string {
  if (typeof t === "string") return "s:" + t;
  if ("ci" in t) return "i:" + t.ci.toLowerCase();
  return "p:" + t.pattern;
}

export function createScanner(rules: readonly Rule[]): Scanner {
  const byKey = new Map<string, { trigger: Trigger; rules: number[] }>();
  rules.forEach((rule, idx) => {
    for (const t of rule.triggers) {
      const k = triggerKey(t);
      const e = byKey.get(k) ?? { trigger: t, rules: [] };
      if (!e.rules.includes(idx)) e.rules.push(idx);
      byKey.set(k, e);
    }
  });
  // Dispatch table: first code unit → triggers that can start with it.
  const byFirst = new Map<number, Entry[]>();
  const sources: string[] = [];
  for (const { trigger, rules: idxs } of byKey.values()) {
    sources.push(triggerSource(trigger));
    const entry: Entry = { test: triggerTest(trigger), rules: idxs };
    for (const ch of triggerFirstChars(trigger)) {
      const c = ch.charCodeAt(0);
      const list = byFirst.get(c) ?? [];
      list.push(entry);
      byFirst.set(c, list);
    }
  }
  // Longer alternatives first, so that a literal that extends another is reported at its start
  // even when the shorter one also matches there (dispatch tests all of them anyway).
  sources.sort((a, b) => b.length - a.length);
  const combined = new RegExp(sources.join("|"), "g");

  return {
    rules,
    scan(ctx) {
      const { text } = ctx;
      const out: Span[] = [];
      // Per rule: the end of its last span (a rule is not re-run inside its own match) and the
      // last position it was called at (two triggers of one rule at one position: call once).
      const covered = new Int32Array(rules.length);
      const calledAt = new Int32Array(rules.length).fill(-1);
      const re = new RegExp(combined); // own lastIndex: scanners may be used re-entrantly
      let m: RegExpExecArray | null;
      while ((m = re.exec(text)) !== null) {
        const at = m.index;
        const entries = byFirst.get(text.charCodeAt(at));
        if (entries) {
          for (const entry of entries) {
            if (!entry.test(text, at)) continue;
            for (const idx of entry.rules) {
              if (calledAt[idx] === at || at < covered[idx]!) continue;
              calledAt[idx] = at;
              const r = rules[idx]!.match(ctx, at);
              if (r === null) continue;
              const kind = rules[idx]!.kind;
              if (Array.isArray(r)) {
                for (const s of r as Span[]) {
                  s.kind ??= kind;
                  out.push(s);
                  if (s.end > covered[idx]!) covered[idx] = s.end;
                }
              } else {
                const s = r as Span;
                s.kind ??= kind;
                out.push(s);
                if (s.end > covered[idx]!) covered[idx] = s.end;
              }
            }
          }
        }
        // Advance by one, not past the match: triggers may overlap ("sk-ant-" inside "sk-").
        re.lastIndex = at + 1;
      }
      return out;
    },
  };
}
