// Code lines are dropped before any detector runs (segment.ts). Two of its tests were regexes
// that backtrack n² on long runs (a 20,000-character turn of digits or of ")" took seconds);
// their linear rewrites must say exactly what the regexes said.
import { describe, expect, it } from "vitest";
import { isBareCallLine } from "../../src/core/extract/bare-call.js";
import { authoredLines, CLOSING_LINE_RE } from "../../src/core/extract/segment.js";
import { Rng } from "../support/prng.mjs";

// The patterns as they were (the specification), run here only on short lines.
const BARE_CALL_RE = /^[^a-zA-Z\u4e00-\u9fff]*[\w$.\]]+\s*\(.*\)\s*;?\s*$/;
const CLOSERS_RE = /^\s*(?:return\b.*;|[}\])]+[;,)]*)\s*$/;

/** `count` random lines of up to `maxLength - 1` picks from `alphabet` (seeded, so a failure replays). */
function lines(alphabet: string[], count: number, maxLength: number, seed: number): string[] {
  const rng = new Rng(seed);
  return Array.from({ length: count }, () => Array.from({ length: rng.int(0, maxLength) }, () => rng.pick(alphabet)).join(""));
}

describe("isBareCallLine", () => {
  it("says what the bare-call regex said, on hand-picked lines", () => {
    const cases = ["foo(bar);", "  console.log(x)", "obj.method( a, b ) ;", "arr[0](x)", "1. foo(x)", "$(sel).hide()", "_.map(xs, f)", "await foo(x)",
      "use foo(x) here", "我们用 foo(x)", "foo (x)", "foo(x) bar", "foo(x);;", "(x)", "123(4)", "foo()\r", "foo(\u2028)", "foo\u2028(x)", "", ")", "f(", "f)", "f(x)) ;  "];
    for (const line of cases) expect(isBareCallLine(line), JSON.stringify(line)).toBe(BARE_CALL_RE.test(line));
  });

  it("says what the bare-call regex said, on 20,000 random lines of the characters it cares about", () => {
    const alphabet = ["a", "Z", "中", "0", "9", "_", "$", ".", "]", "[", "(", ")", ";", " ", "\t", "\r", "\u2028", "-", "!", "x"];
    for (const line of lines(alphabet, 20_000, 14, 20261129)) expect(isBareCallLine(line), JSON.stringify(line)).toBe(BARE_CALL_RE.test(line));
  });

  it("recognizes a call after a long run of digits and refuses the run alone", () => {
    expect(isBareCallLine(`${"0".repeat(50_000)}(x)`)).toBe(true);
    expect(isBareCallLine("0".repeat(50_000))).toBe(false);
    expect(isBareCallLine(`${"._]".repeat(20_000)}x(`)).toBe(false);
  });
});

describe("CLOSING_LINE_RE", () => {
  it("matches exactly the lines the old pattern matched, on 20,000 random lines of closers and separators", () => {
    const alphabet = ["}", "]", ")", ";", ",", " ", "\t", "x", "r"];
    for (const line of [...lines(alphabet, 20_000, 10, 7), "return x;", "  return;", "})", "]);", "}),", "  ) ;", "});)", "};]", ",)", "x)"]) {
      expect(CLOSING_LINE_RE.test(line), JSON.stringify(line)).toBe(CLOSERS_RE.test(line));
    }
  });

  it("is a code line for the segmenter, and a long run of ')' is answered at once", () => {
    expect(authoredLines("});\nWe ship on Friday.")).toEqual(["We ship on Friday."]);
    expect(CLOSING_LINE_RE.test(")".repeat(50_000) + "x")).toBe(false);
    expect(CLOSING_LINE_RE.test(")".repeat(50_000) + ";")).toBe(true);
  });
});
