// A form's dotted leader is no full stop (content-statements.ts SENTENCE_SPLIT_RE): the label
// stays with its value, so a daily reading line is one statement the routine index can compare
// across days, and a reading far outside its range is found.
import { describe, expect, it } from "vitest";
import { contentStatements, splitSentences } from "../../src/core/statements/content-statements.js";
import { RoutineIndex } from "../../src/core/statements/routine.js";

const day = (i: number) => `2027-09-${String(i).padStart(2, "0")}`;
const fridge = (a: string, b: string, c: string) => `[07] Fridge .......... ${a} / ${b} / ${c} °C`;

describe("dotted leaders", () => {
  it("keep a label with its value", () => {
    expect(splitSentences("[07] Fridge .......... 4,5 / 3,9 / 3,6 °C")).toEqual(["[07] Fridge .......... 4,5 / 3,9 / 3,6 °C"]);
    expect(splitSentences("Total ... 45 EUR")).toEqual(["Total ... 45 EUR"]);
    expect(splitSentences("[05] Z report........ №0849, 253 receipts")).toEqual(["[05] Z report........ №0849, 253 receipts"]);
  });

  it("leave real sentence ends alone", () => {
    expect(splitSentences("Fridge checked. 3 boxes in.")).toEqual(["Fridge checked.", "3 boxes in."]);
    expect(splitSentences("Wait... then it broke. OK now")).toEqual(["Wait... then it broke.", "OK now"]);
  });

  it("let the routine index read a form's daily reading, and its outlier", () => {
    const r = ["4,5", "6,0", "5,5", "4,0", "6,5", "5,0", "4,5", "6,0", "5,5", "4,0", "5,0", "6,5"];
    const logs: Array<[string, string[]]> = [];
    for (let i = 1; i <= 12; i++) logs.push([day(i), contentStatements(fridge(r[i - 1]!, r[(i + 3) % 12]!, r[(i + 6) % 12]!))]);
    const index = new RoutineIndex(logs);
    expect(index.isRoutine(day(12), fridge("5,0", "5,5", "6,0"))).toBe(true);
    expect(index.outlierReading(day(12), fridge("11,8", "5,5", "6,0"))?.raw).toBe("11,8");
  });
});
