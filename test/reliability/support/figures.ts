/**
 * Figures for BENCHMARKS.md "Reliability". Each part records what it did (writes, trials,
 * refusals, timings); bench/reliability.bench.mjs runs the suite with CONTEXT_KIT_FIGURES set to
 * a file and turns the records into the table. Without the variable, figures go to the test log
 * only, so a plain `npm test` writes nothing outside its temp folders.
 */
import fs from "node:fs";

export interface Figure {
  part: string;
  name: string;
  value: number | string;
  unit?: string;
}

export function recordFigure(part: string, name: string, value: number | string, unit?: string): void {
  const fig: Figure = unit === undefined ? { part, name, value } : { part, name, value, unit };
  const out = process.env.CONTEXT_KIT_FIGURES;
  if (out) fs.appendFileSync(out, JSON.stringify(fig) + "\n");
  console.log(`[reliability] ${part}: ${name} = ${value}${unit ? " " + unit : ""}`);
}
