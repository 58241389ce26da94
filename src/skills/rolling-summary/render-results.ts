/**
 * The text of an update and of a read of the rolling summary, the same for the session_state
 * tool and `context-kit state`. Only how to write a first summary differs between them (the
 * caller names it).
 */
import type { RollingSummary } from "./parse-summary.js";
import type { UpdateRollingSummaryResult } from "./update-rolling-summary.js";

export function renderUpdate(r: UpdateRollingSummaryResult): string {
  const heading = `"## Rolling Summary (as of ${r.asOf})"`;
  const lines = [
    r.action === "unchanged" ? `${r.file} already holds this summary (as of ${r.asOf}); nothing written.` : `${r.file}: ${r.action === "created" ? "created with" : r.action} ${heading}.`,
    ...r.notes,
  ];
  const findings = r.receipt?.findings ?? [];
  if (findings.length > 0) lines.push(`Redacted ${findings.length} item(s) before writing (${[...new Set(findings.map((f) => f.kind))].join(", ")}).`);
  return lines.join("\n");
}

/** The summary read from `file`, or that there is none; `howToWrite` says how to write one. */
export function renderRead(s: RollingSummary | null, file: string, howToWrite: string): string {
  if (!s) return `No rolling summary in ${file} yet (${howToWrite}).`;
  return s.matches > 1 ? `${s.raw}\n(${file} has ${s.matches} "Rolling Summary" sections; this is the first.)` : s.raw;
}
