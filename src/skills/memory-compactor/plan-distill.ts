/**
 * `planDistill`: what is due up to `now`, and what is wrong, from what is on disk.
 * A period is due once it is complete (its last day ≤ now: the nightly run at 23:00 distills the
 * day it runs on, Sunday's run its week), has data, and has no file, or only a stale one we wrote
 * ourselves. Months wait for their last week (weeks belong to the month of their Thursday), so a
 * month can become due a few days into the next month; the nightly run picks it up then.
 */
import type { Workspace } from "../../core/workspace/types.js";
import { assertIsoDate, type IsoDate } from "./dates.js";
import { MemoryReader } from "./memory-reader.js";
import { distilledPath, monthOfWeekId, monthSpan, periodRange, weekOfDate, weeksOfMonth, type Tier } from "./periods.js";
import { staleness } from "./staleness.js";
import { draftDayFromDisk } from "./sources.js";
import { sourcesFor } from "./write.js";

export interface DueItem {
  tier: Tier;
  period: string;
  path: string;
  /** missing: no file yet; stale: our own draft, built from sources that changed since. */
  reason: "missing" | "stale";
}

export interface PlanProblem {
  path: string;
  tier: Tier;
  period: string;
  kind: "invalid" | "stale-refined" | "stale-sources-forgotten";
  detail: string;
}

export interface DistillPlan {
  now: IsoDate;
  /** In the order they must run: days, then weeks, then months; oldest first. */
  due: DueItem[];
  /** Days whose log holds nothing noteworthy: no file, by design ("No significant facts, …").
   *  Once the week file has recorded reading such a log, the day is settled and not listed. */
  emptyDays: IsoDate[];
  /** Periods with data that are not complete yet, and the date they become due. */
  waiting: Array<{ tier: Tier; period: string; dueOn: IsoDate }>;
  /** Files that are invalid or stale and that distill will not overwrite. */
  problems: PlanProblem[];
}

export async function planDistill(ws: Workspace, opts: { now: IsoDate; tiers?: readonly Tier[] }): Promise<DistillPlan> {
  return planWith(new MemoryReader(ws), opts);
}

export interface PlanOptions {
  now: IsoDate;
  tiers?: readonly Tier[];
  /** Draft missing days to tell quiet ones apart (default true). distillDue passes false: it
   *  drafts each day once, in date order, after the days before it are written, because an
   *  earlier day's file can turn a statement into a recurring pattern. */
  previewDays?: boolean;
}

export async function planWith(reader: MemoryReader, opts: PlanOptions): Promise<DistillPlan> {
  const now = assertIsoDate(opts.now, "now");
  const tiers = new Set(opts.tiers ?? ["day", "week", "month"]);
  const plan: DistillPlan = { now, due: [], emptyDays: [], waiting: [], problems: [] };
  const logs = (await reader.logs()).filter((d) => d <= now);
  const dayFiles = (await reader.distilled("day")).filter((d) => d <= now);

  const check = async (tier: Tier, period: string): Promise<"ok" | "absent" | "due" | "problem"> => {
    const f = await reader.file(tier, period);
    if (!f) return "absent";
    if (!f.validation.ok) {
      plan.problems.push({ path: f.path, tier, period, kind: "invalid", detail: f.validation.problems.join(" ") });
      return "problem";
    }
    const s = staleness(f.stamp, await sourcesFor(reader, tier, period));
    if (!s.stale) return "ok";
    if (f.stamp?.origin === "agent") {
      plan.problems.push({ path: f.path, tier, period, kind: "stale-refined", detail: `changed since it was refined: ${s.changed.join(", ")}; draft and write it again.` });
      return "problem";
    }
    if (s.lost.length) {
      plan.problems.push({ path: f.path, tier, period, kind: "stale-sources-forgotten", detail: `changed: ${s.changed.join(", ")}, but ${s.lost.join(", ")} were forgotten since; kept as is.` });
      return "problem";
    }
    plan.due.push({ tier, period, path: f.path, reason: "stale" });
    return "due";
  };

  if (tiers.has("day")) {
    for (const date of logs) {
      const st = await check("day", date);
      if (st !== "absent") continue;
      // Settled: its week file already read this exact log and found nothing to keep.
      const week = await reader.file("week", weekOfDate(date));
      if (week?.validation.ok && week.stamp && week.stamp.sources.get(`${date}.md`) === (await reader.logHash(date))) continue;
      const quiet = opts.previewDays !== false && !(await draftDayFromDisk(reader, date))?.markdown;
      if (quiet) plan.emptyDays.push(date);
      else plan.due.push({ tier: "day", period: date, path: distilledPath("day", date), reason: "missing" });
    }
  }

  const dataWeeks = new Set<string>([...logs, ...dayFiles].map(weekOfDate));
  const weeks = new Set<string>(dataWeeks);
  for (const w of await reader.distilled("week")) weeks.add(w);
  const sortedWeeks = [...weeks].sort();
  if (tiers.has("week")) {
    for (const w of sortedWeeks) {
      const { end } = periodRange("week", w);
      const hasData = dataWeeks.has(w);
      if (end > now) {
        if (hasData) plan.waiting.push({ tier: "week", period: w, dueOn: end });
        continue;
      }
      const st = await check("week", w);
      if (st === "absent" && hasData) plan.due.push({ tier: "week", period: w, path: distilledPath("week", w), reason: "missing" });
    }
  }

  if (tiers.has("month")) {
    const months = new Set<string>(sortedWeeks.map(monthOfWeekId));
    for (const m of await reader.distilled("month")) months.add(m);
    for (const m of [...months].sort()) {
      const { end } = monthSpan(m);
      if (end > now) {
        plan.waiting.push({ tier: "month", period: m, dueOn: end });
        continue;
      }
      const st = await check("month", m);
      // A month is due when one of its weeks has (or is about to get) a week file.
      const weekDue = plan.due.some((d) => d.tier === "week" && monthOfWeekId(d.period) === m);
      const weekFiles = (await reader.distilled("week")).some((w) => w <= weeksOfMonth(m).at(-1)! && monthOfWeekId(w) === m);
      if (st === "absent" && (weekDue || weekFiles)) plan.due.push({ tier: "month", period: m, path: distilledPath("month", m), reason: "missing" });
    }
  }
  return plan;
}
