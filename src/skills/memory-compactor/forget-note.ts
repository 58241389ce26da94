/**
 * The one-line record of a forget run that status shows ("forget 2 min ago by … (3 removed; 2
 * old files kept: statements no higher tier holds)"), shared by the tool and the CLI so the
 * wording cannot drift.
 */
import type { ForgetResult } from "./apply-forget.js";
import type { ForgetPlan } from "./plan-forget.js";

/** Old files kept because their statements are in no covering file (the content gate). */
export function keptForContent(plan: ForgetPlan): number {
  return plan.kept.filter((k) => (k.uncovered ?? 0) > 0).length;
}

export function forgetRunNote(plan: ForgetPlan, result: ForgetResult): string {
  const kept = keptForContent(plan);
  return `${result.removed.length} removed${kept ? `; ${kept} old file${kept === 1 ? "" : "s"} kept: statements no higher tier holds` : ""}`;
}
