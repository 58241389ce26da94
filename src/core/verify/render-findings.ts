/**
 * One rendering of verification findings for the tools and the CLI: one finding a line, each
 * starting with its kind, so a model can act on it and a script can grep it.
 *   ungrounded: `v15.2`       a value the source never mentions
 *   missing: pending: …       an item the extractor holds that the draft leaves out
 *   fixed: …                  a format problem that was corrected
 *   refused: …                why nothing was written
 */
import type { Ungrounded } from "./grounding.js";
import type { MissingItem } from "./coverage.js";

export interface Findings {
  ungrounded: Ungrounded[];
  missing: MissingItem[];
  fixed: string[];
  /** Structural refusals (empty draft, required section absent). */
  refused: string[];
}

export const emptyFindings = (): Findings => ({ ungrounded: [], missing: [], fixed: [], refused: [] });

/** Does the draft need the writer's attention (not counting fixes already made)? */
export function hasWarnings(f: Findings): boolean {
  return f.ungrounded.length > 0 || f.missing.length > 0;
}

export function findingLines(f: Findings): string[] {
  return [
    ...f.refused.map((r) => `refused: ${r}`),
    ...f.ungrounded.map((u) => `ungrounded: \`${u.shown}\``),
    ...f.missing.map((m) => `missing: ${m.section}: ${m.text}`),
    ...f.fixed.map((x) => `fixed: ${x}`),
  ];
}

/** A short paragraph for a tool result: what was not found where, then the lines. */
export function renderFindings(f: Findings, sourceName: string): string {
  const head: string[] = [];
  if (f.ungrounded.length) head.push(`Not found in ${sourceName}: ${f.ungrounded.map((u) => `\`${u.shown}\``).join(", ")}. Correct or remove these values.`);
  if (f.missing.length) head.push(`Not in your draft: ${f.missing.map((m) => `${m.section} "${m.text}"`).join("; ")}. Add them if they still hold.`);
  if (f.fixed.length) head.push(`Normalised: ${f.fixed.join("; ")}.`);
  return head.join("\n");
}

/** Why a host model's draft does not replace the deterministic file, in one line for status
 *  ("ungrounded: `v15.2`; missing: pending: …"); null when nothing speaks against it. */
export function fallbackReason(f: Findings): string | null {
  const parts: string[] = [];
  if (f.refused.length) parts.push(`invalid: ${f.refused.join("; ")}`);
  if (f.ungrounded.length) parts.push(`ungrounded: ${f.ungrounded.map((u) => `\`${u.shown}\``).join(", ")}`);
  if (f.missing.length) parts.push(`missing: ${f.missing.map((m) => `${m.section}: ${m.text}`).join("; ")}`);
  if (parts.length === 0) return null;
  const line = parts.join("; ");
  return line.length > 300 ? `${line.slice(0, 299)}…` : line;
}
