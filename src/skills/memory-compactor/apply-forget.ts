/**
 * `applyForget`: carries out a forget plan, safely.
 *  - It re-plans under the distill lock and acts only on items that are in both the given plan
 *    and the fresh one with the same sha256: a plan made yesterday, or before someone edited a
 *    file or added a veto, cannot delete anything that is not deletable now.
 *  - Each removal is logged (forget-log.jsonl) before the file is removed or archived.
 *  - Interrupted removals from an earlier run are finished or cancelled first (reconcile).
 *  - Verbose mode: announced items are recorded in forget-pending.json (before any removal, so
 *    a crash only delays forgetting), and the announcement is returned for the agent to show.
 *  - MEMORY.md is never written: the workspace layer refuses it, and nothing here asks.
 */
import type { Workspace } from "../../core/workspace/types.js";
import { appendForgetLog, type ForgetLogEntry } from "./forget-log.js";
import { readPending, writePending, type PendingEntry } from "./forget-pending.js";
import { LOCK_NAME } from "./lock.js";
import { MemoryReader } from "./memory-reader.js";
import { DISTILLED_DIR, MEMORY_DIR } from "./periods.js";
import { planForgetWith, type ForgetItem, type ForgetPlan, type ReconcileItem } from "./plan-forget.js";
import { formatAnnouncement } from "./announce.js";

export const ARCHIVE_DIR = `${DISTILLED_DIR}/archive`;

/** memory/2026-01-10.md → memory/distilled/archive/memory/2026-01-10.md;
 *  memory/distilled/day-2026-01-10.md → memory/distilled/archive/day-2026-01-10.md. */
export function archivePathFor(file: string): string {
  const name = file.split("/").pop() as string;
  return file.startsWith(`${DISTILLED_DIR}/`) ? `${ARCHIVE_DIR}/${name}` : `${ARCHIVE_DIR}/${MEMORY_DIR}/${name}`;
}

export interface ApplyForgetOptions {
  /** Move into memory/distilled/archive/ instead of deleting (config distill.archive). */
  archive?: boolean;
}

export interface ForgetResult {
  now: string;
  /** Log lines written for this run's removals (and the files are gone). */
  removed: ForgetLogEntry[];
  /** Verbose mode: announced now, to be forgotten on a later run. */
  announced: ForgetItem[];
  announcement: string | null;
  /** Interrupted removals found and dealt with. */
  reconciled: ReconcileItem[];
  /** Items of the given plan that are no longer deletable (changed, vetoed, uncovered since). */
  skipped: Array<{ file: string; reason: string }>;
}

export async function applyForget(ws: Workspace, plan: ForgetPlan, opts: ApplyForgetOptions = {}): Promise<ForgetResult> {
  return ws.withLock(LOCK_NAME, async () => {
    const reader = new MemoryReader(ws);
    const fresh = await planForgetWith(reader, { now: plan.now, retention: plan.retention });
    const result: ForgetResult = { now: plan.now, removed: [], announced: [], announcement: null, reconciled: [], skipped: [] };

    // 1. Finish or cancel what an interrupted run left behind.
    const cancels: ForgetLogEntry[] = [];
    for (const r of fresh.reconcile) {
      if (r.action === "complete") await removeFile(ws, r.entry.file, r.entry.action === "archive" ? r.entry.to : undefined);
      else cancels.push({ v: 1, at: plan.now, action: "cancel", file: r.entry.file, tier: r.entry.tier, period: r.entry.period, sha256: r.entry.sha256, reason: r.reason });
      result.reconciled.push(r);
    }
    await appendForgetLog(ws, cancels);

    // 2. Verbose: record what is announced today, before removing anything. Entries being
    //    removed now stay listed until they are gone, so an interrupted run can only finish a
    //    removal that was announced on an earlier day.
    const previous = fresh.verbose ? new Map((await readPending(ws)).map((p) => [p.file, p])) : new Map<string, PendingEntry>();
    const announcedNow: PendingEntry[] = fresh.announce.map((i) => {
      const p = previous.get(i.file);
      const announcedOn = p && p.sha256 === i.sha256 && p.announcedOn <= plan.now ? p.announcedOn : plan.now;
      return { file: i.file, tier: i.tier, period: i.period, sha256: i.sha256, announcedOn };
    });
    const maturing = fresh.delete.map((i) => previous.get(i.file)).filter((p): p is PendingEntry => p !== undefined);
    if (fresh.verbose) {
      if (announcedNow.length + maturing.length > 0 || previous.size > 0) await writePending(ws, [...maturing, ...announcedNow]);
      const newlyAnnounced = fresh.announce.filter((i) => announcedNow.find((a) => a.file === i.file)?.announcedOn === plan.now && previous.get(i.file)?.announcedOn !== plan.now);
      result.announced = newlyAnnounced;
      result.announcement = formatAnnouncement(newlyAnnounced);
    }

    // 3. Remove: only what both plans agree on, lowest tier first, each logged before removal.
    const freshByFile = new Map(fresh.delete.map((i) => [i.file, i]));
    for (const item of plan.delete) {
      const now = freshByFile.get(item.file);
      if (!now || now.sha256 !== item.sha256) {
        result.skipped.push({ file: item.file, reason: now ? "changed since the plan was made" : reasonKept(fresh, item.file) });
      }
    }
    const todo = fresh.delete.filter((i) => plan.delete.some((p) => p.file === i.file && p.sha256 === i.sha256));
    for (const item of todo) {
      const to = opts.archive ? archivePathFor(item.file) : undefined;
      const entry: ForgetLogEntry = {
        v: 1,
        at: plan.now,
        action: to ? "archive" : "delete",
        file: item.file,
        tier: item.tier,
        period: item.period,
        coveredBy: item.coveredBy,
        sha256: item.sha256,
        bytes: item.bytes,
        ...(to ? { to } : {}),
      };
      await appendForgetLog(ws, [entry]);
      await removeFile(ws, item.file, to);
      result.removed.push(entry);
    }
    if (fresh.verbose && maturing.length > 0) await writePending(ws, announcedNow);
    return result;
  });
}

function reasonKept(plan: ForgetPlan, file: string): string {
  return plan.kept.find((k) => k.file === file)?.reason ?? (plan.announce.some((a) => a.file === file) ? "not announced on an earlier day" : "no longer due");
}

async function removeFile(ws: Workspace, file: string, archiveTo?: string): Promise<void> {
  if (archiveTo) await ws.move(file, archiveTo);
  else await ws.remove(file);
}
