// The forgetting gate's "implied" statements: a log's date line needs no cover of its own
// (docs/design.md, "Forgetting"), whatever language its weekday is written in.
import { describe, expect, it } from "vitest";
import { impliedBy } from "../../src/skills/memory-compactor/content-gate.js";
import { RoutineIndex } from "../../src/core/statements/routine.js";

describe("a log's own date line", () => {
  const implied = impliedBy("log", "2026-07-09");

  it("is implied with its weekday in English, German, Chinese or none", () => {
    for (const line of ["2026-07-09", "2026-07-09 (Thu)", "Thursday, 9 July 2026", "2026-07-09 Do", "2026-07-09 周四", "July 9th"]) expect(implied(line), line).toBe(true);
  });

  it("is news with another date, or with words beside the date", () => {
    for (const line of ["2026-07-10 Fr", "2026-07-09 Garden log", "2026-07-09 园务日志", "2026-07-09 Do: HU at DEKRA"]) expect(implied(line), line).toBe(false);
  });
});

// A log's title says its date in the words of its language, which no list holds: the weekdays'
// and months' names are the words the record's logs open with on other days too.
describe("a log's title", () => {
  const WEEKDAYS = ["Arateĩ", "Arakõi", "Araapy", "Ararundy", "Arapo", "Arapoteĩ", "Arapokõi"];
  const logs: Array<[string, string[]]> = [];
  for (let d = 7; d <= 31; d++) {
    const date = `2029-05-${String(d).padStart(2, "0")}`;
    logs.push([date, [`${WEEKDAYS[(d - 7) % 7]}, ${d} jasypo`, `Entrega hoja verde: ${d * 100} kg`]]);
  }
  const routine = new RoutineIndex([...logs, ["2029-06-01", ["Arapo, 1 jasypoteĩ: HU at DEKRA"]]]);

  it("is implied when it holds the day's own date and the words the record's titles hold", () => {
    expect(impliedBy("log", "2029-05-13", routine)("Arapokõi, 13 jasypo", true)).toBe(true);
    expect(impliedBy("log", "2029-05-13", routine)("5/13 Arapokõi", true)).toBe(true);
  });

  it("is news with a word no other title holds, another day's date, or no date", () => {
    expect(impliedBy("log", "2029-06-01", routine)("Arapo, 1 jasypoteĩ: HU at DEKRA", true)).toBe(false);
    expect(impliedBy("log", "2029-05-13", routine)("Arapokõi, 14 jasypo", true)).toBe(false);
    expect(impliedBy("log", "2029-05-13", routine)("Arapokõi jasypo", true)).toBe(false);
  });

  it("is read so only as the heading a log opens with, and only with the record", () => {
    expect(impliedBy("log", "2029-05-13", routine)("Arapokõi, 13 jasypo", false)).toBe(false);
    expect(impliedBy("log", "2029-05-13")("Arapokõi, 13 jasypo", true)).toBe(false);
  });
});
