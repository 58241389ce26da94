/**
 * Verification of model-written drafts against their sources: grounding, coverage and findings.
 * Each skill's own check (verify-compact.ts, verify-distilled.ts) builds on these.
 */
export { SourceIndex, transcriptIndex } from "./source-index.js";
export { groundDraft, type Ungrounded, type GroundingResult } from "./grounding.js";
export { expectedItems, missingItems, PER_SECTION, type MissingItem } from "./coverage.js";
export { findingLines, renderFindings, hasWarnings, emptyFindings, fallbackReason, type Findings } from "./render-findings.js";
export { VERIFY_MODES, DEFAULT_VERIFY_MODE, type VerifyMode } from "./mode.js";
