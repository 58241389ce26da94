// Trailing trims without regexes (src/core/text/trim-end.ts and its callers). Each caller used an
// unanchored /[…]+$/ or /\s*…$/ that the engine retried from every position of an inner run of
// its class (quadratic); the loops must give exactly what those regexes gave, and stay linear.
import { describe, expect, it } from "vitest";
import { trimEndOf, withoutClosingHashes } from "../../src/core/text/trim-end.js";
import { parseDistilled } from "../../src/skills/memory-compactor/parse-distilled.js";
import { splitStatements } from "../../src/skills/memory-compactor/split-statements.js";
import { configValues } from "../../src/core/extract/techfacts.js";
import { parseRollingSummary } from "../../src/skills/rolling-summary/parse-summary.js";
import { tidy, clipWords, stripRecurrence } from "../../src/skills/memory-compactor/text.js";
import { stripRelated } from "../../src/skills/memory-compactor/cross-ref.js";
import { compressStatement } from "../../src/skills/memory-compactor/day-draft.js";
import { trimAtWord } from "../../src/skills/rolling-summary/trim-at-word.js";
import { cleanGeneric } from "../../src/core/extract/clean.js";
import { endsWithBlankLine } from "../../src/core/markdown/line-ending.js";
import { Rng } from "../support/prng.mjs";
import { cpuMs } from "../support/cpu-time.mjs";

const rng = new Rng(11);
const rand = (n: number) => rng.int(0, n);
const soup = (atoms: string[], max = 16) => Array.from({ length: rand(max) }, () => atoms[rand(atoms.length)]).join("");
const ATOMS = [" ", "\t", "\n", "\u00a0", "\u3000", ",", ";", ":", ".", "-", "–", "—", "x", "word", "。", "!", "吧", "(related: a.md)", "(related: ", ")", "(", "_", "！", "，"];

/**
 * CPU milliseconds for one call on an input of about a million characters. A linear trim takes
 * milliseconds there; the backtracking regexes these helpers replaced are quadratic or worse,
 * which at this size is hours. The bound leaves a wide margin both ways (a 16×-growth ratio
 * did not: one collection in the large run read as 51× against a limit of 48), and CPU time
 * (test/support/cpu-time.mjs) does not grow with a busy neighbour.
 */
const MILLION = 1 << 20;
const LINEAR_BOUND_MS = 3_000;
function elapsed(fn: (n: number) => unknown, n = MILLION): number {
  return cpuMs(() => fn(n));
}

describe("trimEndOf", () => {
  it("removes exactly what the regex it replaces removed", () => {
    for (let i = 0; i < 3000; i++) {
      const s = soup(ATOMS);
      expect(trimEndOf(s, ",;:.-–—"), JSON.stringify(s)).toBe(s.replace(/[\s,;:.\-–—]+$/u, ""));
      expect(trimEndOf(s, " \t", false), JSON.stringify(s)).toBe(s.replace(/[ \t]*$/, ""));
      expect(trimEndOf(s, ""), JSON.stringify(s)).toBe(s.replace(/\s+$/u, ""));
    }
  });

  it("withoutClosingHashes gives the capture of the heading regex it replaces", () => {
    const atoms = [" ", "\t", "#", "##", "a", "b c", "\u00a0"];
    for (let i = 0; i < 3000; i++) {
      const s = "x" + soup(atoms, 10);
      expect(withoutClosingHashes(s), JSON.stringify(s)).toBe(/^(.*?)\s*#*\s*$/.exec(s)![1]);
    }
  });

  it("is linear on a long inner run of the class", () => {
    expect(elapsed((n) => trimEndOf(" ".repeat(n) + "x" + " ".repeat(n), ""))).toBeLessThan(LINEAR_BOUND_MS);
  });
});

describe("callers agree with their old regexes", () => {
  const oldStripRelated = (s: string) => s.replace(/\s*\(related: [^)]*\)\s*$/, "");
  const oldTidy = (s: string) => s.replace(/\s+/g, " ").replace(/^[\s\-*•·]+/, "").replace(/[\s,;:]+$/, "").trim();

  it("stripRelated", () => {
    for (let i = 0; i < 3000; i++) {
      const s = soup(ATOMS);
      expect(stripRelated(s), JSON.stringify(s)).toBe(oldStripRelated(s));
    }
    expect(stripRelated("Deploy failed (related: day-2026-01-02.md, week-2026-W01.md)  ")).toBe("Deploy failed");
  });

  it("tidy", () => {
    for (let i = 0; i < 3000; i++) {
      const s = soup(ATOMS);
      expect(tidy(s), JSON.stringify(s)).toBe(oldTidy(s));
    }
  });

  it("stripRecurrence drops one trailing , ; or : as before", () => {
    expect(stripRecurrence("Bob pushed back again,")).toBe("Bob pushed back");
    expect(stripRecurrence("a, b;  ")).toBe("a, b");
    expect(stripRecurrence("a::")).toBe("a:");
  });

  it("trimAtWord, compressStatement, cleanGeneric keep their results", () => {
    expect(trimAtWord("alpha beta, gamma delta", 13)).toBe("alpha beta…");
    expect(compressStatement("The deploy failed...")).toBe("The deploy failed");
    expect(compressStatement("So the deploy failed. (lol)")).toBe("The deploy failed.");
    expect(cleanGeneric("let's ship it!!! ")).toBe("Let's ship it");
    expect(cleanGeneric("就这样吧")).toBe("就这样");
    expect(endsWithBlankLine("a\n \t\n")).toBe(true);
    expect(endsWithBlankLine("a\n \tb\n")).toBe(false);
  });
});

describe("linear on long inner runs: a million characters in well under a second (the old regexes took hours)", () => {
  it.each([
    ["stripRelated", (n: number) => stripRelated(" ".repeat(n) + "x)")],
    ["tidy", (n: number) => tidy(",".repeat(n) + "x")],
    ["clipWords", (n: number) => clipWords("a " + ",".repeat(n) + " x y", 2)],
    ["compressStatement", (n: number) => compressStatement(".".repeat(n) + "x")],
    ["trimAtWord", (n: number) => trimAtWord("a" + "-".repeat(n) + "x" + "y".repeat(n), 2 * n)],
    ["cleanGeneric", (n: number) => cleanGeneric("a" + "!".repeat(n) + "x" + " ".repeat(n) + "吧x")],
    ["endsWithBlankLine", (n: number) => endsWithBlankLine(" ".repeat(n) + "x\n")],
    // Lazy (.*?) before \s*…$ inside one line: quadratic or cubic (a 4 KB heading took a minute).
    ["parseDistilled headings", (n: number) => parseDistilled(`# a${" ".repeat(n)}x\n\n## b${" ".repeat(n)}y\n- z\n`)],
    ["splitStatements heading", (n: number) => splitStatements(`# a${" ".repeat(n)}x\nThe deploy failed.\n`)],
    ["configValues line", (n: number) => configValues(`port = 5${" ".repeat(n)}x\nhost = a ${" ".repeat(n)}#c\n`, "app.env")],
    ["parseRollingSummary label", (n: number) => parseRollingSummary(`## Rolling Summary (as of 10:00)\n- a${" ".repeat(n)}x: y\n`)],
  ])("%s", (_name, fn) => {
    expect(elapsed(fn as (n: number) => unknown)).toBeLessThan(LINEAR_BOUND_MS);
  });
});

describe("a day line keeps the closing dot of a date written day. month.", () => {
  it("with or without a space after the day's dot", () => {
    expect(compressStatement("Petr končí k 31. 12.")).toBe("Petr končí k 31. 12.");
    expect(compressStatement("Kita zu ab 27.07.")).toBe("Kita zu ab 27.07.");
    expect(compressStatement("Came back on page 12.")).toBe("Came back on page 12");
  });
});
