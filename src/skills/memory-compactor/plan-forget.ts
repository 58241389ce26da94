/**
 * `planForget`: which files may be forgotten at `now`, and why each other old file is kept.
 * Nothing is written. A file is listed for deletion only if
 *   1. it is older than its retention (retention.ts),
 *   2. no date of its period is vetoed (keep.md),
 *   3. a higher tier covers it (coverage.ts: exists, is valid, was built from this exact content),
 *      and says what it said: each salient statement is represented there (content-gate.ts),
 *   4. in verbose mode (MEMORY.md: `memory-compactor: verbose`), it was announced on an earlier
 *      day with the same content; otherwise it is listed for announcement instead.
 * It also lists log lines whose removal did not complete (a crash mid-apply) and what the next
 * apply will do about each.
 */
import type { Workspace } from "../../core/workspace/types.js";
import { formatAnnouncement, summarize } from "./announce.js";
import { checkContent, describeMissing } from "./content-gate.js";
import { coverOf, forgetPath } from "./coverage.js";
import { assertIsoDate, dateRange, type IsoDate } from "./dates.js";
import { loggedAsGone, readForgetLog, type ForgetLogEntry } from "./forget-log.js";
import { readPending, type PendingEntry } from "./forget-pending.js";
import { MemoryReader } from "./memory-reader.js";
import { distilledPath, monthOfWeekId, periodRange, weekOfDate } from "./periods.js";
import { assertRetention, isExpired, type ForgetTier, type Retention } from "./retention.js";
import { sha256Hex } from "./source-stamp.js";
import { isVerbose } from "./verbose.js";
import { loadVetoes } from "./veto.js";

export interface ForgetItem {
  /** Workspace-relative path. */
  file: string;
  tier: ForgetTier;
  period: string;
  coveredBy: string;
  sha256: string;
  bytes: number;
  /** What the file was about, for the announcement. */
  summary: string;
  /** Where its patterns live on: the week file for a log or day file, the month for a week. */
  capturedIn: string;
}

export interface KeptItem {
  file: string;
  tier: ForgetTier;
  period: string;
  reason: string;
  /** Kept because this many salient statements are in no covering file (content-gate.ts). */
  uncovered?: number;
}

export interface ReconcileItem {
  entry: ForgetLogEntry;
  /** complete: finish the logged removal (still covered); cancel: append a cancel line (file stays). */
  action: "complete" | "cancel";
  reason: string;
}

export interface ForgetPlan {
  now: IsoDate;
  retention: Retention;
  verbose: boolean;
  /** What apply will remove, in removal order (logs, then day files, then week files). */
  delete: ForgetItem[];
  /** Verbose mode: what apply will announce now and remove on a later day. */
  announce: ForgetItem[];
  /** The "📋 Memory Cleanup" message for `announce`, or null. */
  announcement: string | null;
  /** Old enough, but kept: vetoed or not covered (with the reason). */
  kept: KeptItem[];
  /** Logged removals that did not complete (interrupted run). */
  reconcile: ReconcileItem[];
  /** Malformed lines found in the forgetting log (skipped). */
  logMalformed: number;
}

export interface PlanForgetOptions {
  now: IsoDate;
  retention?: Partial<Retention>;
}

const TIER_ORDER: Record<ForgetTier, number> = { log: 0, day: 1, week: 2 };

export async function planForget(ws: Workspace, opts: PlanForgetOptions): Promise<ForgetPlan> {
  return planForgetWith(new MemoryReader(ws), opts);
}

/** The dates a file's period spans (for vetoes). */
function datesOf(tier: ForgetTier, period: string): IsoDate[] {
  if (tier !== "week") return [period];
  const { start, end } = periodRange("week", period);
  return dateRange(start, end);
}

/**
 * Interrupted removals: the log says gone, the same content is still there. One that is still
 * eligible (and, in verbose mode, announced on an earlier day: the clock may have moved back
 * since) is completed, and leaves `eligible`; any other is cancelled, with the reason.
 */
async function reconcileInterrupted(reader: MemoryReader, plan: ForgetPlan, eligible: Map<string, ForgetItem>, pending: ReadonlyMap<string, PendingEntry>): Promise<void> {
  const log = await readForgetLog(reader.ws);
  plan.logMalformed = log.malformed;
  for (const entry of loggedAsGone(log.entries).values()) {
    const text = await reader.text(entry.file);
    if (text === null || sha256Hex(text) !== entry.sha256) continue;
    const e = eligible.get(entry.file);
    const p = pending.get(entry.file);
    const announced = !plan.verbose || (p !== undefined && p.sha256 === entry.sha256 && p.announcedOn < plan.now);
    if (e && announced) {
      plan.reconcile.push({ entry, action: "complete", reason: "removal was logged but interrupted; the file is still covered" });
      eligible.delete(entry.file); // handled by reconcile, not a second log line
    } else {
      const kept = plan.kept.find((k) => k.file === entry.file);
      plan.reconcile.push({ entry, action: "cancel", reason: kept ? kept.reason : e ? "not announced on an earlier day" : "no longer due for forgetting" });
    }
  }
}

export async function planForgetWith(reader: MemoryReader, opts: PlanForgetOptions): Promise<ForgetPlan> {
  const now = assertIsoDate(opts.now, "now");
  const retention = assertRetention(opts.retention);
  const ws = reader.ws;
  const verbose = isVerbose(await reader.text("MEMORY.md"));
  const vetoes = await loadVetoes(ws);
  const pending = new Map<string, PendingEntry>((verbose ? await readPending(ws) : []).map((p) => [p.file, p]));
  const plan: ForgetPlan = { now, retention, verbose, delete: [], announce: [], announcement: null, kept: [], reconcile: [], logMalformed: 0 };

  const candidates: Array<{ tier: ForgetTier; period: string }> = [
    ...(await reader.logs()).map((period) => ({ tier: "log" as const, period })),
    ...(await reader.distilled("day")).map((period) => ({ tier: "day" as const, period })),
    ...(await reader.distilled("week")).map((period) => ({ tier: "week" as const, period })),
  ];
  const eligible = new Map<string, ForgetItem>();
  for (const c of candidates) {
    if (!isExpired(c.tier, c.period, now, retention)) continue;
    const file = forgetPath(c.tier, c.period);
    if (datesOf(c.tier, c.period).some((d) => vetoes.has(d))) {
      plan.kept.push({ file, tier: c.tier, period: c.period, reason: "vetoed in keep.md" });
      continue;
    }
    const text = await reader.text(file);
    if (text === null) continue;
    const cover = await coverOf(reader, c.tier, c.period, text);
    if (!cover.covered) {
      plan.kept.push({ file, tier: c.tier, period: c.period, reason: `not covered: ${cover.reason}` });
      continue;
    }
    // Existence is not enough: the higher tiers must also say what this file said.
    const content = await checkContent(reader, c.tier, c.period, file);
    if (content.missing.length > 0) {
      plan.kept.push({ file, tier: c.tier, period: c.period, reason: `not covered: ${describeMissing(content)}`, uncovered: content.missing.length });
      continue;
    }
    // A log is best described by its day file (what it taught), when there is one.
    const dayText = c.tier === "log" ? await reader.text(distilledPath("day", c.period)) : null;
    const higher = c.tier === "week" ? distilledPath("month", monthOfWeekId(c.period)) : distilledPath("week", weekOfDate(c.period));
    eligible.set(file, {
      file,
      tier: c.tier,
      period: c.period,
      coveredBy: cover.coveredBy as string,
      sha256: sha256Hex(text),
      bytes: Buffer.byteLength(text, "utf8"),
      summary: dayText ? summarize("day", dayText) : summarize(c.tier, text),
      capturedIn: (await reader.text(higher)) !== null ? higher : (cover.coveredBy as string),
    });
  }

  await reconcileInterrupted(reader, plan, eligible, pending);

  const ordered = [...eligible.values()].sort((a, b) => TIER_ORDER[a.tier] - TIER_ORDER[b.tier] || (a.period < b.period ? -1 : a.period > b.period ? 1 : 0));
  for (const item of ordered) {
    if (!verbose) {
      plan.delete.push(item);
      continue;
    }
    const p = pending.get(item.file);
    if (p && p.sha256 === item.sha256 && p.announcedOn < now) plan.delete.push(item);
    else plan.announce.push(item);
  }
  plan.announcement = formatAnnouncement(plan.announce);
  return plan;
}
