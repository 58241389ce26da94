// The clock of the linear-time checks (cpu-time.mjs) must count work and nothing else: if it
// stood still, every ratio would read 0 and no quadratic case could fail them; if it counted
// waiting, a busy neighbour could fail a linear one again.
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { cpuMs, cpuNow } from "./cpu-time.mjs";

function spin(iterations: number): number {
  let x = 0;
  for (let i = 0; i < iterations; i++) x = (x + i * 7) % 1_000_003;
  return x;
}

describe("cpu-time", () => {
  it("grows with the work done, about in proportion", () => {
    spin(1e6); // warm the JIT
    const one = Math.min(cpuMs(() => spin(2e7)), cpuMs(() => spin(2e7)));
    const four = cpuMs(() => spin(8e7));
    expect(one).toBeGreaterThan(0);
    expect(four / one).toBeGreaterThan(2);
    expect(four / one).toBeLessThan(8);
  });

  it("does not count time spent waiting", async () => {
    const t0 = cpuNow();
    await sleep(300);
    expect(cpuNow() - t0).toBeLessThan(100);
  });
});
