/**
 * The rolling-summary core: SESSION-STATE.md's `## Rolling Summary (as of HH:MM)` section
 * (write, read), its limits (docs/design.md, "Rolling summary"), and the end-of-session daily note. Plugin hooks and the
 * session_state tool call these; so does `context-kit state`.
 */
export {
  SUMMARY_FIELDS,
  FIELD_LABELS,
  MAX_FIELD_CHARS,
  MAX_TOTAL_CHARS,
  EMPTY_FIELD,
  SUMMARY_HEADING_KEY,
  DEFAULT_STATE_FILE,
  STATE_FILE_TITLE,
  emptyFields,
  type SummaryFieldName,
  type RollingSummaryFields,
  type RollingSummaryInput,
} from "./fields.js";
export { SessionStateError, SummaryLimitError } from "./errors.js";
export { countChars } from "./count-chars.js";
export { normalizeFields, normalizeFieldText } from "./normalize-fields.js";
export { trimAtWord, ELLIPSIS } from "./trim-at-word.js";
export { enforceLimits, checkOverflowMode, OVERFLOW_MODES, type OverflowMode, type TrimmedField, type LimitedFields } from "./enforce-limits.js";
export { formatTimeInZone, formatDateInZone, checkTimezone, TimeZoneError } from "../../core/time/in-zone.js";
export { renderSummary, renderSummaryBody, summaryTitle, SUMMARY_SELECTOR } from "./render-summary.js";
export { parseRollingSummary, type RollingSummary } from "./parse-summary.js";
export { updateRollingSummary, type UpdateRollingSummaryOptions, type UpdateRollingSummaryResult, type FieldsOrUpdater } from "./update-rolling-summary.js";
export { readRollingSummary } from "./read-rolling-summary.js";
export { renderUpdate, renderRead } from "./render-results.js";
export { appendDailyNote, dailyNotePath, renderDailyNoteBlock, type DailyNoteEntry, type DailyNoteResult } from "./append-daily-note.js";
export { hostSummaryPrompt, checkHostSummary, SUMMARY_REPLY_MAX_TOKENS, type HostSummaryCheck } from "./host-refine.js";
