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
});
