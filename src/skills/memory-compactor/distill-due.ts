/**
 * `distillDue`: writes every tier that is due up to `now`, from what is on disk: all days first,
 * then weeks (re-planned, so a week sees the day files just written), then months. Re-running
 * it right away writes nothing: every file it writes is stamped with its sources and is then
 * fresh.
 */
import type { Workspace } from "../../core/workspace/types.js";
import { assertIsoDate, type IsoDate } from "./dates.js";
import { draftBodyWith, sizeCapNote } from "./draft.js";
import { LOCK_NAME } from "./lock.js";
import { MemoryReader } from "./memory-reader.js";
import { planWith, type DueItem, type PlanProblem } from "./plan-distill.js";
import { TIERS, type Tier } from "./periods.js";
import { writeWith } from "./write.js";

export interface DistillProgress {
  tier: Tier;
  period: string;
  /** 1-based position within this tier's due items, and their number. */
  index: number;
  total: number;
  /** empty: a quiet day, no file by design; skipped: a due item that produced nothing (see result). */
  outcome: "written" | "empty" | "skipped";
  path?: string;
}

export interface DistillRunResult {
  now: IsoDate;
  written: Array<DueItem & { bytes: number; redactions: number; note?: string }>;
  /** Quiet days: their log held nothing noteworthy, so no file. */
  emptyDays: IsoDate[];
  /** Due items that produced nothing (e.g. a stale day whose log is now empty), with the reason. */
  skipped: Array<{ tier: Tier; period: string; reason: string }>;
  /** How many of `skipped` failed with an error (a bug or an I/O failure) rather than by design. */
  failed: number;
  problems: PlanProblem[];
  waiting: Array<{ tier: Tier; period: string; dueOn: IsoDate }>;
}

/** `tiers` (default all, always run in day → week → month order) lets a caller act between
 *  tiers, e.g. refine the day files before the week is drafted from them. */
export async function distillDue(ws: Workspace, opts: { now: IsoDate; tiers?: readonly Tier[]; onProgress?: (p: DistillProgress) => void }): Promise<DistillRunResult> {
  const now = assertIsoDate(opts.now, "now");
  const tiers = TIERS.filter((t) => !opts.tiers || opts.tiers.includes(t));
  return ws.withLock(LOCK_NAME, async () => {
    const reader = new MemoryReader(ws);
    const result: DistillRunResult = { now, written: [], emptyDays: [], skipped: [], failed: 0, problems: [], waiting: [] };
    for (const tier of tiers) {
      const plan = await planWith(reader, { now, tiers: [tier], previewDays: false });
      result.problems.push(...plan.problems);
      result.waiting.push(...plan.waiting);
      const items = plan.due.filter((d) => d.tier === tier);
      let index = 0;
      for (const item of items) {
        index++;
        const progress = (outcome: DistillProgress["outcome"], path?: string) =>
          opts.onProgress?.({ tier, period: item.period, index, total: items.length, outcome, ...(path ? { path } : {}) });
        // One bad period (a drafter bug on odd notes, an unreadable file) is a counted, reported
        // skip: it must not cost every later period and tier of the run. Its file is left as it
        // was, so the next run tries it again.
        try {
          const draft = await draftBodyWith(reader, item);
          if (!draft.markdown) {
            if (tier === "day" && item.reason === "missing") {
              result.emptyDays.push(item.period);
              progress("empty");
            } else {
              result.skipped.push({ tier, period: item.period, reason: draft.message ?? "nothing to write" });
              progress("skipped");
            }
            continue;
          }
          const w = await writeWith(reader, { tier, period: item.period, markdown: draft.markdown, origin: "draft" });
          if (!w.ok) {
            // Our own draft failed our validator: a bug, reported rather than hidden.
            result.skipped.push({ tier, period: item.period, reason: `draft failed validation: ${w.problems.join(" ")}` });
            progress("skipped");
            continue;
          }
          // A draft's note worth the user's eye: what was left out or clipped to fit the size cap.
          const note = sizeCapNote(tier, draft.clipped ?? 0, draft.restated ?? 0);
          result.written.push({ ...item, bytes: w.receipt.bytes, redactions: w.receipt.findings.length, ...(note ? { note } : {}) });
          progress("written", w.path);
        } catch (err) {
          result.failed++;
          result.skipped.push({ tier, period: item.period, reason: `failed: ${errorText(err)}` });
          progress("skipped");
        }
      }
    }
    return result;
  });
}

/** One line naming the error (the reason is shown to the user and recorded; no stack). */
function errorText(err: unknown): string {
  const e = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  const line = e.split("\n")[0] ?? e;
  return line.length > 300 ? `${line.slice(0, 299)}…` : line;
}
