/**
 * The distill scorer counts month principles twice: over every labelled month, and over the
 * months the distiller has written by `now` (complete months). Both tests would fail if the
 * scorer's month end drifted from the distiller's (periods.ts), or if a running month's
 * principles were counted as due.
 */
import { describe, expect, it } from "vitest";
import { monthSpan } from "../../src/skills/memory-compactor/periods.js";
// @ts-expect-error plain JS evaluator, shared with the bench
import { evaluate } from "../fixtures/distill/evaluate.mjs";

const monthFile = (...keys: string[]) => `# Monthly Abstraction\n\n## Principles Learned\n${keys.map((k) => `- ${k} keeps coming back (from week-2026-W06, week-2026-W07)`).join("\n")}\n`;

describe("distill scorer: principles of complete months", () => {
  it("counts a month as complete on the day the distiller makes it due, and not the day before", () => {
    const truth = (now: string) => ({
      now,
      days: {},
      weeks: {},
      months: { "2026-01": { principles: [{ id: "a", key: "boiler" }] }, "2026-02": { principles: [{ id: "b", key: "ferry" }, { id: "c", key: "invoice" }] } },
    });
    const files: Record<string, string> = { "memory/distilled/month-2026-01.md": monthFile("boiler") };
    const read = (rel: string) => files[rel] ?? null;
    // February's weeks end on the Sunday after its last Thursday (2026-02-26): 2026-03-01.
    expect(monthSpan("2026-02").end).toBe("2026-03-01");
    const running = evaluate(read, truth("2026-02-28")).principles;
    expect(running).toMatchObject({ planted: 3, found: 1, complete: { planted: 1, found: 1 } });
    const done = evaluate(read, truth("2026-03-01")).principles;
    expect(done).toMatchObject({ planted: 3, found: 1, complete: { planted: 3, found: 1 } });
  });

  it("agrees with the distiller on the end of every month from 2025 to 2030", () => {
    const now = (d: string) => ({ now: d, days: {}, weeks: {}, months: {} as Record<string, { principles: Array<{ id: string; key: string }> }> });
    for (let y = 2025; y <= 2030; y++) {
      for (let m = 1; m <= 12; m++) {
        const month = `${y}-${String(m).padStart(2, "0")}`;
        const end = monthSpan(month).end;
        const dayBefore = new Date(`${end}T00:00:00Z`);
        dayBefore.setUTCDate(dayBefore.getUTCDate() - 1);
        const t = now(end);
        t.months[month] = { principles: [{ id: "p", key: "k" }] };
        expect(evaluate(() => null, t).principles.complete.planted).toBe(1);
        const u = now(dayBefore.toISOString().slice(0, 10));
        u.months[month] = { principles: [{ id: "p", key: "k" }] };
        expect(evaluate(() => null, u).principles.complete.planted).toBe(0);
      }
    }
  });
});
