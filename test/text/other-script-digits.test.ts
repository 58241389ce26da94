// Digits of other scripts are numbers (core/text/digits.ts): a note written with Bengali,
// Devanagari, Persian, Thai or fullwidth digits has values as one with ASCII digits has, at the
// same offsets, quoted in its own spelling; and a standing line that only changes its numbers
// is routine however they are written.
import { describe, expect, it } from "vitest";
import { foldDigits } from "../../src/core/text/digits.js";
import { specificSpans } from "../../src/core/statements/specifics.js";
import { RoutineIndex } from "../../src/core/statements/routine.js";
import { contentTokens } from "../../src/core/text/content-tokens.js";

describe("folding other scripts' digits", () => {
  it.each([
    ["Bengali", "৳১১,০০০", "৳11,000"],
    ["Devanagari", "२५ किलो", "25 किलो"],
    ["Persian", "۱۴۰۳/۰۸/۱۲", "1403/08/12"],
    ["Arabic-Indic", "٢٥ دينار", "25 دينار"],
    ["Thai", "๑๒ กล่อง", "12 กล่อง"],
    ["fullwidth", "３月１５日", "3月15日"],
  ])("%s", (_name, text, ascii) => {
    expect(foldDigits(text)).toBe(ascii);
    expect(foldDigits(text).length).toBe(text.length);
  });

  it("leaves ASCII digits and letters alone", () => {
    const t = "Kasse 1.477,44 € · HSC-28 · মাহিন";
    expect(foldDigits(t)).toBe(t);
  });
});

describe("values in other scripts' digits", () => {
  it("are read as numbers, quoted as written", () => {
    const spans = specificSpans("৭. আজকের ফি কালেকশন: ৳১১,০০০ (নগদ ৳৬,৭০০), ৫ জন।");
    expect(spans.map((s) => s.key)).toEqual(expect.arrayContaining(["n:11000", "n:6700", "n:5"]));
    expect(spans.find((s) => s.key === "n:11000")?.raw).toBe("১১,০০০");
  });

  it("are no words of a statement", () => {
    const words = contentTokens("উপস্থিত ২৬ জন").map((t) => t.norm);
    expect(words).not.toContain("২৬");
  });

  it("a standing line that only changes its Bengali numbers is routine", () => {
    const bn = (n: number) => String(n).replace(/[0-9]/g, (d) => String.fromCharCode(0x09e6 + Number(d)));
    const day = (i: number) => `2027-10-${String(i).padStart(2, "0")}`;
    const logs: Array<[string, string[]]> = [];
    for (let i = 1; i <= 8; i++) logs.push([day(i), [`১. সকাল ৭টার SSC সায়েন্স ব্যাচ: উপস্থিত ${bn(20 + ((i * 7) % 9))} জন, ফি ৳${bn(4000 + i * 350)}`]]);
    const r = new RoutineIndex(logs);
    expect(r.isRoutine(day(8), logs[7]![1][0]!)).toBe(true);
  });
});
