/** Verification of model-written drafts against their sources (grounding, coverage, format). */
export { SourceIndex } from "./source-index.js";
export { groundDraft, type Ungrounded, type GroundingResult } from "./grounding.js";
export { expectedItems, missingItems, PER_SECTION, type MissingItem } from "./coverage.js";
export { normaliseCompact, REQUIRED, type NormalisedCompact } from "./normalise-compact.js";
export { verifyCompactDraft, transcriptIndex, compactProse, type VerifiedCompact } from "./verify-compact.js";
export { findingLines, renderFindings, hasWarnings, emptyFindings, type Findings } from "./render-findings.js";
export { VERIFY_MODES, DEFAULT_VERIFY_MODE, type VerifyMode } from "./mode.js";
