/**
 * The text of the distillation results (plan, run, write, keep), the same for the memory_distill
 * tool and `context-kit distill` / `context-kit keep`, so the wording cannot drift between them.
 * Drafts are rendered in render-draft.ts, forgetting in render-forget.ts.
 */
import type { DistillPlan, PlanProblem } from "./plan-distill.js";
import type { DistillRunResult } from "./distill-due.js";
import type { WriteResult } from "./write.js";
import type { KeepResult } from "./veto.js";
import type { Tier } from "./periods.js";
import { EMPTY_DAY_MESSAGE } from "./day-format.js";

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

const problemLine = (p: PlanProblem) => `Problem: ${p.path}: ${p.kind}: ${p.detail}`;
const waitingLine = (w: { tier: Tier; period: string; dueOn: string }) => `Waiting: ${w.tier} ${w.period} is complete on ${w.dueOn}.`;

export function renderPlan(p: DistillPlan): string {
  const lines = [`Distillation plan as of ${p.now}:`];
  lines.push(p.due.length ? `Due (${p.due.length}):` : "Nothing is due.");
  for (const d of p.due) lines.push(`- ${d.tier} ${d.period}: ${d.reason === "stale" ? "stale (sources changed)" : "missing"} → ${d.path}`);
  if (p.emptyDays.length) lines.push(`Quiet days, no file by design ("${EMPTY_DAY_MESSAGE}"): ${p.emptyDays.join(", ")}`);
  lines.push(...p.waiting.map(waitingLine), ...p.problems.map(problemLine));
  return lines.join("\n");
}

export function renderRun(r: DistillRunResult): string {
  const lines = [`Distilled as of ${r.now}: ${plural(r.written.length, "file")} written.`];
  for (const w of r.written) lines.push(`- wrote ${w.path}${w.reason === "stale" ? " (rebuilt: sources changed)" : ""}${w.redactions ? ` (${plural(w.redactions, "redaction")})` : ""}${w.note ? `: ${w.note}` : ""}`);
  if (r.emptyDays.length) lines.push(`No file for ${plural(r.emptyDays.length, "quiet day")}: ${EMPTY_DAY_MESSAGE} (${r.emptyDays.join(", ")})`);
  if (r.failed) lines.push(`${plural(r.failed, "period")} failed and ${r.failed === 1 ? "was" : "were"} skipped (the rest of the run went on):`);
  for (const s of r.skipped) lines.push(`- skipped ${s.tier} ${s.period}: ${s.reason}`);
  lines.push(...r.problems.map(problemLine), ...r.waiting.map(waitingLine));
  return lines.join("\n");
}

/** The one-line record of a run that status shows ("3 written, 1 failed"). */
export function runNote(r: DistillRunResult): string {
  return `${r.written.length} written${r.failed ? `, ${r.failed} failed` : ""}`;
}

export function renderWrite(r: WriteResult): string {
  return r.ok ? `Wrote ${r.path}.` : `${r.path} was not written:\n${r.problems.map((p) => `- ${p}`).join("\n")}`;
}

export function renderKeep(r: KeepResult): string {
  return `${r.added ? "Kept" : "Already kept"}: ${r.date} will never be forgotten (${r.path}).`;
}
