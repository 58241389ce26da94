/**
 * The text of a forgetting plan (the dry run) and of its application, the same for the
 * memory_distill tool and `context-kit forget`. Only the way to apply a dry run differs between
 * them (`apply=true`, `--apply`): the caller names it.
 */
import type { ForgetPlan } from "./plan-forget.js";
import type { ForgetResult } from "./apply-forget.js";
import { FORGET_LOG_PATH } from "./forget-log.js";

const files = (n: number) => `${n} file${n === 1 ? "" : "s"}`;

export interface ForgetPlanView {
  /** Move to memory/distilled/archive/ instead of deleting. */
  archive: boolean;
  /** How the caller applies the plan, e.g. "add --apply" or "call forget with apply=true". */
  applyHint: string;
}

export function renderForgetPlan(p: ForgetPlan, view: ForgetPlanView): string {
  const verb = view.archive ? "archive" : "forget";
  const lines = [`Dry run as of ${p.now} (nothing changed; ${view.applyHint} to ${verb}).`];
  lines.push(p.delete.length ? `Would ${verb} ${files(p.delete.length)}:` : `Nothing to ${verb} now.`);
  for (const i of p.delete) lines.push(`- ${i.file} (covered by ${i.coveredBy})`);
  if (p.verbose && p.announce.length) lines.push(`Would announce ${files(p.announce.length)} (memory-compactor: verbose; forgotten on a later run):`, ...p.announce.map((i) => `- ${i.file}`));
  if (p.announcement) lines.push("", p.announcement, "");
  if (p.kept.length) lines.push(`Kept although old enough (${p.kept.length}):`, ...p.kept.map((k) => `- ${k.file}: ${k.reason}`));
  for (const r of p.reconcile) lines.push(`Interrupted earlier: ${r.entry.file} will be ${r.action === "complete" ? "finished" : "kept (cancel logged)"}: ${r.reason}`);
  if (p.logMalformed) lines.push(`Warning: ${p.logMalformed} malformed line(s) in ${FORGET_LOG_PATH} were skipped.`);
  return lines.join("\n").trimEnd();
}

export function renderForgetResult(r: ForgetResult, p: ForgetPlan): string {
  const lines = [`Forgot ${files(r.removed.length)} as of ${r.now}${r.removed.length ? ` (logged in ${FORGET_LOG_PATH})` : ""}.`];
  for (const e of r.removed) lines.push(`- ${e.action === "archive" ? `archived ${e.file} → ${e.to}` : `deleted ${e.file}`} (covered by ${e.coveredBy})`);
  for (const s of r.skipped) lines.push(`- kept ${s.file}: ${s.reason}`);
  for (const c of r.reconciled) lines.push(`- interrupted earlier: ${c.entry.file}: ${c.action === "complete" ? "finished" : "cancelled"} (${c.reason})`);
  if (p.kept.length) lines.push(`${files(p.kept.length).replace("file", "old file")} kept (vetoed or not covered); see the dry run for reasons.`);
  if (r.announcement) lines.push("", r.announcement);
  return lines.join("\n");
}
