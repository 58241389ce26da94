/**
 * The text of a `draft` result, the same for the tool and the CLI: the draft (or why there is
 * none), the candidates with their file and line, and the refinement template.
 */
import type { DraftResult } from "./draft.js";
import { EMPTY_DAY_MESSAGE } from "./day-format.js";

export function renderCandidates(d: Pick<DraftResult, "candidates" | "candidateCount">): string {
  if (d.candidateCount === 0) return "Candidates: none (every statement of the sources is routine or small talk).";
  const more = d.candidateCount > d.candidates.length ? ` (the first ${d.candidates.length} shown)` : "";
  return [
    `Candidates: ${d.candidateCount} salient statement${d.candidateCount === 1 ? "" : "s"} of the sources${more}. Keep each one, or leave it out only if it is routine; a source is forgotten only when the file above holds all of its candidates.`,
    ...d.candidates.map((c) => `- ${c.file}:${c.line}: ${c.text}`),
  ].join("\n");
}

export function renderDraft(d: DraftResult): string {
  const head = d.markdown === null ? (d.message ?? EMPTY_DAY_MESSAGE) : d.markdown;
  const parts = [head, renderCandidates(d)];
  if (d.markdown !== null) parts.push(`---\n${d.template}`);
  return parts.join("\n\n");
}
