// Month names of every language (src/core/time/month-names.ts): the table kept in
// month-names.data.ts is what ICU gives on this Node; a Node whose ICU names a month otherwise
// fails here, and `npm run build && node scripts/month-names.mjs` writes the table anew.
import { describe, expect, it } from "vitest";
import { buildMonthNames, OTHER_MONTHS } from "../../src/core/time/month-names.js";
import { MONTH_NAMES } from "../../src/core/time/month-names.data.js";

describe("month names", () => {
  it("the kept table is what ICU gives today", () => {
    expect(Object.fromEntries(buildMonthNames())).toEqual(MONTH_NAMES);
  });

  it("holds long names, genitives and dotted abbreviations, and no name two languages disagree on", () => {
    expect(OTHER_MONTHS.get("marraskuuta")).toBe(11);
    expect(OTHER_MONTHS.get("ноября")).toBe(11);
    expect(OTHER_MONTHS.get("ก.พ.")).toBe(2);
    expect(OTHER_MONTHS.get("diciembre")).toBe(12);
    expect(OTHER_MONTHS.has("listopad")).toBe(false);
    // Short names without their dot are too often words.
    for (const w of ["out", "set", "pro", "led"]) expect(OTHER_MONTHS.has(w)).toBe(false);
  });

  it("holds the long names of the other languages ICU knows, and none of their short names", () => {
    expect(OTHER_MONTHS.get("oktoobar")).toBe(10); // Somali
    expect(OTHER_MONTHS.get("werurwe")).toBe(3); // Kinyarwanda
    expect(OTHER_MONTHS.get("ottubru")).toBe(10); // Maltese
    expect(OTHER_MONTHS.get("satumba")).toBe(9); // Hausa
    // Hausa's "Yuli" and "Yuni", Welsh-like "here", Irish "du", Tongan "now.": under
    // MORE_MIN_LETTERS, or an abbreviation, so a word after a number stays a word.
    for (const w of ["yuli", "yuni", "here", "du", "lui", "now.", "mae", "masa", "dame"]) expect(OTHER_MONTHS.has(w)).toBe(false);
    // A name the main languages read in full is read still.
    expect(OTHER_MONTHS.get("mai")).toBe(5);
  });
});
