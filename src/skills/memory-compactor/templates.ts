/**
 * Refinement templates handed to the agent with every draft. The draft is evidence counted by
 * code; the template says what judgment to add and which rules `write` will enforce, so an agent
 * rewrite passes validation the first time.
 */
import type { Tier } from "./periods.js";

const COMMON = [
  "Rules that `write` enforces (it rejects the file otherwise):",
  "- Keep the title line and the `##` headings exactly as in the draft, in the same order; add no other `##` sections.",
  "- Every bullet has content (no empty `- `, no `[placeholder]`). Write `_None._` under a section with nothing in it.",
  "- Do not invent facts or counts: every statement must come from the draft or its sources.",
];

export function refinementTemplate(tier: Tier, period: string): string {
  if (tier === "day") {
    return [
      `Refine the daily distillation for ${period}. Extract exactly three things, ruthlessly (about 50–100 words per 500 words of log):`,
      "- Facts: concrete new information (names, decisions, numbers, commitments, deadlines).",
      "- Patterns: recurring behaviours; end each with ` — new`, ` — confirmed` or ` — strengthened`.",
      "- Anomalies: what broke expectations; end each with ` — unexpected: <why>; interpretation: <one possible interpretation>`.",
      "If nothing is noteworthy, do not write a file: the answer is \"No significant facts, patterns, or anomalies.\"",
      "",
      ...COMMON,
    ].join("\n");
  }
  if (tier === "week") {
    return [
      `Refine the weekly compression for ${period}. Merge the week's day files:`,
      "- Durable Facts: facts that matter beyond this week; a changed fact is `Updated: <old> → <new>`; drop one-offs.",
      "- Confirmed Patterns: keep the computed `Nx this week, trend: strengthening|stable|weakening` suffix exactly; do not change counts.",
      "- Emerging Patterns (promoted from anomalies): anomalies that recurred; drop those that proved normal.",
      "- Open Questions: what remains unresolved and needs watching.",
      "",
      ...COMMON,
    ].join("\n");
  }
  return [
    `Refine the monthly abstraction for ${period}: turn observations into operating knowledge (facts → principles).`,
    "- Principles Learned: a general rule plus what to do about it, e.g. \"Bob avoids commitments on deadlines. Mitigation: set his deadlines 20% earlier.\" Each ends with its sources, e.g. `(from week-2026-W03, week-2026-W04)`.",
    "- Relationship Dynamics: person and team dynamics that crystallized this month.",
    "- Operational Insights: what works, what does not, what to change.",
    "- Updated Priors: beliefs that changed on this month's evidence.",
    "",
    ...COMMON,
    "- Every bullet under Principles Learned keeps a `(from …)` naming the week files it rests on.",
  ].join("\n");
}
