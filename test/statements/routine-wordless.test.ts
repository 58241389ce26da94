// A line of names and readings only (no word of its own): routine by the same names on enough
// other days, its readings aside (docs/design.md, "Routine and salience").
import { describe, it, expect } from "vitest";
import { RoutineIndex, ROUTINE_MIN_DAYS } from "../../src/core/statements/routine.js";

const day = (i: number) => `2027-06-${String(i).padStart(2, "0")}`;
const cold = (a: string, b: string, c: string) => `🌡️ K1 ${a} °C · K2 ${b} °C · K3 ${c} °C (07:00)`;
const readings = ["4,5", "6,0", "5,5", "4,0", "6,5", "5,0", "4,5", "6,0", "5,5", "4,0", "5,0", "6,5"];

function index(n: number, line: (i: number) => string): RoutineIndex {
  const logs: Array<[string, string[]]> = [];
  for (let i = 1; i <= n; i++) logs.push([day(i), [line(i), `Shift ${i} notes kept by the assistant`]]);
  return new RoutineIndex(logs);
}

describe("routine lines with no words of their own", () => {
  it("a cold room's daily readings under the same room names are routine", () => {
    const r = index(6, (i) => cold(readings[i]!, readings[i + 1]!, readings[i + 2]!));
    expect(r.isRoutine(day(6), cold("4,0", "5,5", "6,0"))).toBe(true);
  });

  it("a name or identifier the line never held is news", () => {
    const r = index(6, (i) => cold(readings[i]!, readings[i + 1]!, readings[i + 2]!));
    expect(r.isRoutine(day(6), "🌡️ K1 4,0 °C · K4 5,5 °C · K3 6,0 °C (07:00)")).toBe(false);
  });

  it(`needs the same names on ${ROUTINE_MIN_DAYS} other days`, () => {
    const r = index(ROUTINE_MIN_DAYS, (i) => cold(readings[i]!, readings[i + 1]!, readings[i + 2]!));
    expect(r.isRoutine(day(ROUTINE_MIN_DAYS), cold("4,0", "5,5", "6,0"))).toBe(false);
    const r2 = index(ROUTINE_MIN_DAYS + 1, (i) => cold(readings[i]!, readings[i + 1]!, readings[i + 2]!));
    expect(r2.isRoutine(day(ROUTINE_MIN_DAYS + 1), cold("4,0", "5,5", "6,0"))).toBe(true);
  });

  it("a reading far outside the line's range is the day's news", () => {
    const r = index(12, (i) => cold(readings[i - 1]!, readings[(i + 3) % 12]!, readings[(i + 6) % 12]!));
    expect(r.isRoutine(day(12), cold("19,5", "5,5", "6,0"))).toBe(false);
    expect(r.isRoutine(day(12), cold("5,0", "5,5", "6,0"))).toBe(true);
  });

  it("a line of numbers alone, with no name, is never routine by this rule", () => {
    const r = index(8, (i) => `${i * 3} / ${i + 40} / 07:00`);
    expect(r.isRoutine(day(8), "21 / 45 / 07:00")).toBe(false);
  });
});
