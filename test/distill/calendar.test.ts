import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { addDays, addMonths, assertIsoDate, daysBetween, isIsoDate } from "../../src/skills/memory-compactor/dates.js";
import { formatDateInZone } from "../../src/core/time/in-zone.js";
import { formatWeekId, isoWeekOf, parseWeekId, weekDates, weekEnd, weekStart, weeksInIsoYear } from "../../src/skills/memory-compactor/iso-week.js";
import { monthOfWeekId, monthSpan, parseDistilledName, parseRawLogName, periodRange, weekOfDate, weeksOfMonth } from "../../src/skills/memory-compactor/periods.js";

describe("calendar dates", () => {
  it("rejects dates that do not exist", () => {
    expect(isIsoDate("2026-13-01")).toBe(false);
    expect(isIsoDate("2026-02-29")).toBe(false);
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2026-1-01")).toBe(false);
    expect(() => assertIsoDate("2026-13-01", "now")).toThrow(/now: expected a calendar date YYYY-MM-DD/);
  });

  it("clamps month arithmetic to the end of the month", () => {
    expect(addMonths("2026-08-31", -6)).toBe("2026-02-28");
    expect(addMonths("2026-01-15", -1)).toBe("2025-12-15");
  });

  it("gives the user's calendar date in their time zone", () => {
    const instant = new Date("2026-01-01T02:00:00Z");
    expect(formatDateInZone(instant, "UTC")).toBe("2026-01-01");
    expect(formatDateInZone(instant, "America/New_York")).toBe("2025-12-31");
  });
});

describe("ISO weeks", () => {
  it("uses the ISO week-year around New Year", () => {
    expect(formatWeekId(isoWeekOf("2025-12-29"))).toBe("2026-W01");
    expect(formatWeekId(isoWeekOf("2027-01-01"))).toBe("2026-W53");
    expect(formatWeekId(isoWeekOf("2021-01-03"))).toBe("2020-W53");
    expect(weeksInIsoYear(2026)).toBe(53);
    expect(weeksInIsoYear(2025)).toBe(52);
    expect(parseWeekId("2025-W53")).toBeNull();
  });

  it("runs Monday to Sunday", () => {
    const w = parseWeekId("2026-W03")!;
    expect(weekStart(w)).toBe("2026-01-12");
    expect(weekEnd(w)).toBe("2026-01-18");
    expect(weekDates(w)).toHaveLength(7);
  });

  it("puts every date in exactly one week, and that week contains it", () => {
    fc.assert(
      fc.property(fc.integer({ min: -20000, max: 40000 }), (offset) => {
        const d = addDays("2000-01-01", offset);
        const id = weekOfDate(d);
        const { start, end } = periodRange("week", id);
        expect(start <= d && d <= end).toBe(true);
        expect(daysBetween(start, end)).toBe(6);
        expect(formatWeekId(parseWeekId(id)!)).toBe(id);
      }),
    );
  });

  it("gives every week exactly one month: the month of its Thursday", () => {
    expect(monthOfWeekId("2026-W01")).toBe("2026-01"); // Mon 2025-12-29, Thu 2026-01-01
    expect(monthOfWeekId("2026-W05")).toBe("2026-01"); // Thu 2026-01-29, ends Sun 2026-02-01
    expect(weeksOfMonth("2026-01")).toEqual(["2026-W01", "2026-W02", "2026-W03", "2026-W04", "2026-W05"]);
    expect(monthSpan("2026-01")).toEqual({ start: "2025-12-29", end: "2026-02-01" });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), (offset) => {
        const id = weekOfDate(addDays("2020-01-06", offset));
        const owners = [-1, 0, 1].map((k) => addMonths(`${monthOfWeekId(id)}-15`, k).slice(0, 7)).filter((m) => weeksOfMonth(m).includes(id));
        expect(owners).toEqual([monthOfWeekId(id)]);
      }),
    );
  });
});

describe("file names", () => {
  it("parses raw logs and distilled files, and nothing else", () => {
    expect(parseRawLogName("2026-01-15.md")).toBe("2026-01-15");
    expect(parseRawLogName("2026-02-30.md")).toBeNull();
    expect(parseDistilledName("week-2026-W03.md")).toEqual({ tier: "week", period: "2026-W03" });
    expect(parseDistilledName("month-2026-13.md")).toBeNull();
    expect(parseDistilledName("keep.md")).toBeNull();
    expect(parseDistilledName("day-2026-01-15.md.bak")).toBeNull();
  });
});
