// The pass that finds triggers (src/core/redact/anchors.ts, scanner.ts) and the pieces it and the rules
// lean on for speed, each against a plain reference: every occurrence of every literal (case-
// sensitive, ASCII case-insensitive, non-ASCII, one character, with an edge test) and every finder
// position is found whichever character pairs are chosen as anchors; bounded forward searches
// answer as a plain search would; span tables merge unsorted rows; the ASCII shortcuts for
// lower-cased searches agree with toLowerCase.
import { describe, it, expect } from "vitest";
import { createScanner } from "../../src/core/redact/scanner.js";
import type { Rule, Trigger } from "../../src/core/redact/rule.js";
import { span } from "../../src/core/redact/rule.js";
import { nextIndexOfWithin } from "../../src/core/redact/memo.js";
import { SpanTable, borrowTable, mergeOverlapping, pickNonOverlapping } from "../../src/core/redact/spans.js";
import { asciiNeedlesCi, asciiWordsCi, isAscii, startsWithCi } from "../../src/core/redact/chars.js";
import { distinctChars } from "../../src/core/redact/entropy.js";
import { mulberry32 } from "../support/secret-samples.js";

const rng = mulberry32(20261201);
const int = (n: number): number => Math.floor(rng() * n);
const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)]!;
const ALPHABET = ["a", "b", "e", "k", "y", "A", "B", "K", "Y", "-", "_", ".", ":", "/", " ", "\n", "é", "密", "钥", "1", "0"];
const randomText = (n: number): string => Array.from({ length: n }, () => pick(ALPHABET)).join("");
const isWordChar = (c: number): boolean => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
const edge = (c: number): boolean => !isWordChar(c);

interface Expected {
  trigger: Trigger;
  at(text: string, q: number): boolean;
}

/** Rules that record where they are called, one per trigger. */
function recordingRules(triggers: readonly Trigger[]): { rules: Rule[]; calls: Array<Set<number>> } {
  const calls = triggers.map(() => new Set<number>());
  const rules = triggers.map((t, i): Rule => ({ name: `r${i}`, ids: [`r${i}`], kind: "secret", triggers: [t], match: (_ctx, at) => (calls[i]!.add(at), null) }));
  return { rules, calls };
}

/** A `next` filter (rule.ts) and what it allows: no ASCII letter but `k`/`K` after the literal. */
const NEXT = "^abcdefghijlmnopqrstuvwxyzABCDEFGHIJLMNOPQRSTUVWXYZ";
const nextAllows = (c: number): boolean => !(c < 128 && /[a-jl-z]/i.test(String.fromCharCode(c)));

function literal(text: string, ci: boolean, withEdge: boolean, withNext = false): Expected {
  const lower = text.toLowerCase();
  const trigger: Trigger = ci ? { ci: text, ...(withEdge ? { edge } : {}), ...(withNext ? { next: NEXT } : {}) } : text;
  const end = (_s: string, q: number): number => q + text.length;
  return {
    trigger,
    at: (s, q) =>
      (ci ? startsWithCi(s, lower, q) : s.startsWith(text, q)) &&
      (!withEdge || ((q === 0 || edge(s.charCodeAt(q - 1))) && (end(s, q) >= s.length || edge(s.charCodeAt(end(s, q)))))) &&
      (!withNext || end(s, q) >= s.length || nextAllows(s.charCodeAt(end(s, q)))),
  };
}

describe("trigger pass", () => {
  it("finds every occurrence of every literal and finder, short and long texts alike", () => {
    for (let round = 0; round < 40; round++) {
      const expected: Expected[] = [];
      for (let k = 0; k < 12; k++) {
        const text = randomText(1 + int(5));
        const ci = rng() < 0.5;
        expected.push(literal(text, ci, ci && rng() < 0.3, ci && rng() < 0.3));
        // The same literal again with other tests: one comparison serves all its triggers
        // (anchors.ts), each with its own edge and next.
        if (ci && rng() < 0.3) expected.push(literal(text, true, rng() < 0.5, rng() < 0.5));
      }
      // A finder on `:` after a letter, reporting the letter (the shape of the Windows-drive one).
      expected.push({
        trigger: { anchor: ":", prev: "abekyABEKY", find: (s, q) => (q > 0 && /[a-z]/i.test(s.charAt(q - 1)) ? q - 1 : -1) },
        at: (s, q) => /[a-z]/i.test(s.charAt(q)) && s.charAt(q + 1) === ":",
      });
      const { rules, calls } = recordingRules(expected.map((e) => e.trigger));
      const scanner = createScanner(rules);
      // Long texts choose their own anchors from sampled pair counts; short ones use typical ones.
      const text = randomText(round % 4 === 0 ? 300_000 : 2_000 + int(3_000));
      scanner.scan({ text, memo: new Map() }, borrowTable(), borrowTable());
      expected.forEach((e, i) => {
        const want: number[] = [];
        for (let q = 0; q < text.length; q++) if (e.at(text, q)) want.push(q);
        expect([...calls[i]!].sort((a, b) => a - b), `trigger ${JSON.stringify(typeof e.trigger === "object" && "find" in e.trigger ? "finder" : e.trigger)}`).toEqual(want);
      });
    }
  });

  it("reports a literal with a next filter only before a character the filter allows", () => {
    const { rules, calls } = recordingRules([{ ci: "key", next: NEXT }, { ci: "key", edge }, { ci: "key" }]);
    createScanner(rules).scan({ text: "key keys keyk api_key KEY_x key", memo: new Map() }, borrowTable(), borrowTable());
    expect([...calls[0]!]).toEqual([0, 9, 18, 22, 28]);
    expect([...calls[1]!]).toEqual([0, 28]);
    expect([...calls[2]!]).toEqual([0, 4, 9, 18, 22, 28]);
  });

  it("does not report a literal with an edge test inside a longer word", () => {
    const { rules, calls } = recordingRules([{ ci: "key", edge }]);
    createScanner(rules).scan({ text: "key keys monkey api_key KEY-x (key)", memo: new Map() }, borrowTable(), borrowTable());
    expect([...calls[0]!]).toEqual([0, 24, 31]);
  });
});

describe("nextIndexOfWithin", () => {
  it("answers as a plain bounded search, for queries moving forward and back", () => {
    for (let round = 0; round < 200; round++) {
      const text = Array.from({ length: 400 }, () => pick(["ab", "END", "x", " ", "E", "EN"])).join("");
      const ctx = { text, memo: new Map() };
      for (let k = 0; k < 30; k++) {
        const from = rng() < 0.8 ? int(text.length) : int(50);
        const to = from + int(120) - 10;
        let want = -1;
        for (let q = from; q < Math.min(to, text.length); q++) {
          if (text.startsWith("END", q)) {
            want = q;
            break;
          }
        }
        expect(nextIndexOfWithin(ctx, "END", from, to)).toBe(want);
      }
    }
  });
});

describe("span tables", () => {
  it("merge and pick rows that arrive out of order as sorted spans would be", () => {
    for (let round = 0; round < 300; round++) {
      const rows = Array.from({ length: 1 + int(40) }, () => {
        const start = int(200);
        return span(start, start + int(30), pick(["a", "b", "c"]), rng() < 0.3);
      });
      const secrets = new SpanTable(4);
      const locations = new SpanTable(4);
      for (const r of rows) {
        secrets.add(r, "secret");
        locations.add(r, "path");
      }
      mergeOverlapping(secrets);
      pickNonOverlapping(locations);
      // Reference: sort objects stably, then merge / pick.
      const sorted = rows.map((r, i) => ({ ...r, i })).sort((a, b) => a.start - b.start || b.end - a.end || (a.weak ? 1 : 0) - (b.weak ? 1 : 0) || a.i - b.i);
      const merged: Array<[number, number, string]> = [];
      for (const s of sorted) {
        const last = merged[merged.length - 1];
        if (last && s.start < last[1]) last[1] = Math.max(last[1], s.end);
        else merged.push([s.start, s.end, s.rule]);
      }
      const wantMerged = merged.filter(([s, e]) => e > s);
      expect(Array.from({ length: secrets.n }, (_, k) => [secrets.start[k], secrets.end[k], secrets.rule(k)])).toEqual(wantMerged);
      const picked: Array<[number, number, string]> = [];
      let end = -1;
      for (const s of rows.map((r, i) => ({ ...r, i })).sort((a, b) => a.start - b.start || b.end - a.end || a.i - b.i)) {
        if (s.start >= end && s.end > s.start) {
          picked.push([s.start, s.end, s.rule]);
          end = s.end;
        }
      }
      expect(Array.from({ length: locations.n }, (_, k) => [locations.start[k], locations.end[k], locations.rule(k)])).toEqual(picked);
    }
  });
});

describe("ASCII shortcuts", () => {
  const words = ["your_", "<key", "example", "xxxx", "****", "n/a", "api_key"];
  const has = asciiNeedlesCi(words);
  const is = asciiWordsCi(words);
  it("agree with toLowerCase for ASCII text, and isAscii tells which text that is", () => {
    for (let k = 0; k < 20_000; k++) {
      const s = Array.from({ length: int(24) }, () => pick(["Y", "o", "u", "R", "_", "<", "K", "e", "y", "x", "X", "*", "a", "P", "i", "n", "/", "é", "M", "l"])).join("");
      const to = int(30);
      if (!isAscii(s)) {
        expect(/[^\x00-\x7f]/.test(s)).toBe(true);
        continue;
      }
      const lower = s.slice(0, to).toLowerCase();
      expect(has(s, to), s).toBe(words.some((w) => lower.includes(w)));
      expect(is(s), s).toBe(words.includes(s.toLowerCase()));
    }
  });

  it("distinctChars counts as a set does", () => {
    for (let k = 0; k < 5_000; k++) {
      const s = Array.from({ length: int(80) }, () => String.fromCharCode(rng() < 0.9 ? int(128) : 128 + int(2000))).join("");
      const w = int(90);
      expect(distinctChars(s, w)).toBe(new Set(s.slice(0, w)).size);
      expect(distinctChars(s)).toBe(new Set(s).size);
    }
  });
});
