/**
 * Reviews a model-written compact before it is written: normalise the format (fixable problems
 * are fixed and noted), then, when the session transcript is at hand, ground every concrete value
 * in the transcript and check the draft keeps what the extractor is sure of. Under `verify:
 * "refuse"` a draft with findings is not written; under "warn" it is, and the result says why
 * the writer should look again. An empty draft or an absent required section is always refused.
 */
import { extractCompact } from "./extract-compact.js";
import type { Transcript } from "../../core/transcript/types.js";
import { expectedItems, missingItems } from "../../core/verify/coverage.js";
import { groundDraft } from "../../core/verify/grounding.js";
import { normaliseCompact } from "./normalise-compact.js";
import { hasWarnings, type Findings } from "../../core/verify/render-findings.js";
import { transcriptIndex } from "../../core/verify/source-index.js";
import type { VerifyMode } from "../../core/verify/mode.js";

export interface VerifyCompactOptions {
  now: Date;
  mode: VerifyMode;
  /** The session the draft digests; without it only the format is checked. */
  transcript?: Transcript;
  memoryMd?: string;
}

export interface VerifiedCompact {
  /** The normalised draft (what would be written). */
  markdown: string;
  findings: Findings;
  /** False when the draft is refused: by structure, or by findings under "refuse". */
  write: boolean;
  /** Whether grounding and coverage ran (they need the transcript). */
  checked: boolean;
}

/** The writer's own words in a compact: no title, counts line, headings or item tags. */
export function compactProse(markdown: string): string {
  return markdown
    .split("\n")
    .filter((l) => !/^#{1,6}\s/.test(l) && !/^\*\*Turns\*\*:/.test(l))
    .map((l) => l.replace(/^-\s+\[[^\]]{0,12}\]\s*/, "- ").replace(/_None\._/g, ""))
    .join("\n");
}

export function sessionDateOf(t: Transcript | undefined, now: Date): string {
  for (let i = (t?.turns.length ?? 0) - 1; i >= 0; i--) {
    const ts = t!.turns[i]!.timestamp;
    if (ts && /^\d{4}-\d{2}-\d{2}/.test(ts)) return ts.slice(0, 10);
  }
  return now.toISOString().slice(0, 10);
}

export function verifyCompactDraft(draft: string, opts: VerifyCompactOptions): VerifiedCompact {
  const t = opts.transcript;
  const extracted = t ? extractCompact(t, { now: opts.now, ...(opts.memoryMd ? { memoryMd: opts.memoryMd } : {}) }) : null;
  const norm = normaliseCompact(draft, {
    sessionDate: sessionDateOf(t, opts.now),
    now: opts.now,
    turns: extracted?.stats.turns ?? 0,
    tokensSaved: extracted?.stats.tokensSaved ?? 0,
  });
  const findings: Findings = { ungrounded: [], missing: [], fixed: norm.fixed, refused: norm.refused };
  if (norm.refused.length > 0) return { markdown: norm.markdown, findings, write: false, checked: false };
  if (!t || !extracted) return { markdown: norm.markdown, findings, write: true, checked: false };
  // Values the extractor computed (turn counts, its dates) are grounded by code, not invented.
  const source = transcriptIndex(t).add(extracted.markdown);
  const prose = compactProse(norm.markdown);
  findings.ungrounded = groundDraft(prose, source).ungrounded;
  findings.missing = missingItems(expectedItems(extracted.digest), prose);
  return { markdown: norm.markdown, findings, write: opts.mode === "warn" || !hasWarnings(findings), checked: true };
}
