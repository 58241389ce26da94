/**
 * memory-compactor core: day → week → month distillation, the deletion planner, vetoes, and the
 * cron declarations. The `memory_distill` tool and the `distill` / `forget` / `keep` CLI commands
 * both call these functions; all file access goes through a `Workspace`.
 */
export { planDistill, type DistillPlan, type DueItem, type PlanProblem } from "./plan-distill.js";
export { draftDistillation, type DraftRequest, type DraftResult } from "./draft.js";
export { writeDistillation, type WriteRequest, type WriteResult } from "./write.js";
export { distillDue, type DistillProgress, type DistillRunResult } from "./distill-due.js";
export { hostDistilledPrompt, checkHostDistilled, replaceDistilled, DISTILLED_REPLY_MAX_TOKENS, type HostDistilledCheck } from "./host-refine.js";
export { planForget, type ForgetPlan, type ForgetItem, type KeptItem, type ReconcileItem, type PlanForgetOptions } from "./plan-forget.js";
export { applyForget, archivePathFor, ARCHIVE_DIR, type ApplyForgetOptions, type ForgetResult } from "./apply-forget.js";
export { keepDate, loadVetoes, parseVetoes, VETO_PATH, type KeepResult } from "./veto.js";
export { FORGET_LOG_PATH, readForgetLog, loggedAsGone, type ForgetLogEntry } from "./forget-log.js";
export { FORGET_PENDING_PATH, readPending, type PendingEntry } from "./forget-pending.js";
export { validateDistillation, MAX_DISTILLED_BYTES, type ValidationResult } from "./validate.js";
export { refinementTemplate } from "./templates.js";
export { cronJobs, cronCommands, CRON_MESSAGES, type CronJobSpec } from "./cron.js";
export { DEFAULT_RETENTION, retentionFromConfig, assertRetention, type Retention, type ForgetTier } from "./retention.js";
export { EMPTY_DAY_MESSAGE } from "./day-format.js";
export { isVerbose } from "./verbose.js";
export { ANNOUNCE_HEADER } from "./announce.js";
export { assertPeriod, PeriodError, distilledPath, rawLogPath, weeksOfMonth, monthOfWeekId, weekOfDate, TIERS, type Tier } from "./periods.js";
export { isIsoDate, assertIsoDate, type IsoDate } from "./dates.js";
export { isoWeekOf, formatWeekId, parseWeekId, weekStart, weekEnd } from "./iso-week.js";
// Pure cores, for tests and for callers that already hold the texts.
export { draftDay, type DayDraftInput, type DayDraft } from "./day-draft.js";
export { draftWeek, type WeekDraftInput } from "./week-draft.js";
export { draftMonth, type MonthDraftInput } from "./month-draft.js";
export { renderDraft, renderCandidates } from "./render-draft.js";
export { renderPlan, renderRun, renderWrite, renderKeep, runNote } from "./render-distill.js";
export { renderForgetPlan, renderForgetResult, type ForgetPlanView } from "./render-forget.js";
export { draftCandidates, MAX_CANDIDATES, type Candidate } from "./draft-candidates.js";
