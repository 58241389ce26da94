// The forgetting gate's "implied" statements: a log's date line needs no cover of its own
// (docs/design.md, "Forgetting"), whatever language its weekday is written in.
import { describe, expect, it } from "vitest";
import { impliedBy } from "../../src/skills/memory-compactor/content-gate.js";

describe("a log's own date line", () => {
  const implied = impliedBy("log", "2026-07-09");

  it("is implied with its weekday in English, German, Chinese or none", () => {
    for (const line of ["2026-07-09", "2026-07-09 (Thu)", "Thursday, 9 July 2026", "2026-07-09 Do", "2026-07-09 周四", "July 9th"]) expect(implied(line), line).toBe(true);
  });

  it("is news with another date, or with words beside the date", () => {
    for (const line of ["2026-07-10 Fr", "2026-07-09 Garden log", "2026-07-09 园务日志", "2026-07-09 Do: HU at DEKRA"]) expect(implied(line), line).toBe(false);
  });
});
