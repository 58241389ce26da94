/**
 * `context-kit forget`: the deletion planner from the command line. A dry run by default: it
 * prints what would be forgotten (and what is kept, and why). --apply carries it out: logged
 * before each removal, only files a valid higher tier covers, never vetoed dates, MEMORY.md
 * never touched. With `memory-compactor: verbose` in MEMORY.md, files are announced first and
 * forgotten no earlier than the next day's run.
 */
import { parseFlags, type CliIO } from "../io.js";
import { commandContext, intFlag } from "../command-context.js";
import { forgetRunNote } from "../../skills/memory-compactor/forget-note.js";
import { recordCliRun } from "../record-run.js";
import { applyForget, planForget, renderForgetPlan, renderForgetResult, retentionFromConfig, FORGET_LOG_PATH } from "../../skills/memory-compactor/index.js";

export const usage = `Usage: context-kit forget [--workspace DIR] [--now YYYY-MM-DD] [--apply] [--archive] [--json]
                          [--keep-daily-days N] [--keep-day-weeks N] [--keep-week-months N]

Plans (default) or applies the forgetting of memory files that a higher tier covers: raw daily
logs older than 14 days (covered by their day file, or by the week file for a quiet day), day
files older than 8 weeks (covered by their week file), week files older than 6 months (covered by
the month file of their Thursday). Month files are never forgotten; dates in
memory/distilled/keep.md never are either (see: context-kit keep).

  --apply               Forget for real (logged in ${FORGET_LOG_PATH} before each removal)
  --archive             Move to memory/distilled/archive/ instead of deleting (default: config distill.archive)
  --keep-daily-days N   Override distill.keepDailyDays (1–3650)
  --keep-day-weeks N    Override distill.keepDayWeeks (1–520)
  --keep-week-months N  Override distill.keepWeekMonths (1–120)
  --workspace DIR, --now YYYY-MM-DD, --config FILE, --json   As for context-kit distill`;

export async function run(argv: string[], io: CliIO): Promise<number> {
  const { values } = parseFlags(argv, {
    workspace: { type: "string" },
    now: { type: "string" },
    config: { type: "string" },
    apply: { type: "boolean" },
    archive: { type: "boolean" },
    "keep-daily-days": { type: "string" },
    "keep-day-weeks": { type: "string" },
    "keep-week-months": { type: "string" },
    json: { type: "boolean" },
  });
  const overrides = {
    keepDailyDays: intFlag("keep-daily-days", values["keep-daily-days"], 1, 3650),
    keepDayWeeks: intFlag("keep-day-weeks", values["keep-day-weeks"], 1, 520),
    keepWeekMonths: intFlag("keep-week-months", values["keep-week-months"], 1, 120),
  };
  const ctx = await commandContext(values, io);
  const retention = { ...retentionFromConfig(ctx.config.distill), ...Object.fromEntries(Object.entries(overrides).filter(([, v]) => v !== undefined)) };
  const archive = values.archive ?? ctx.config.distill.archive;
  const plan = await planForget(ctx.ws, { now: ctx.now, retention });
  if (!values.apply) {
    io.stdout(values.json ? JSON.stringify({ dryRun: true, archive, ...plan }, null, 2) + "\n" : renderForgetPlan(plan, { archive, applyHint: "add --apply" }) + "\n");
    return 0;
  }
  const result = await applyForget(ctx.ws, plan, { archive });
  await recordCliRun(ctx.ws, io, "forget", "forget --apply", forgetRunNote(plan, result));
  io.stdout(values.json ? JSON.stringify(result, null, 2) + "\n" : renderForgetResult(result, plan) + "\n");
  return 0;
}
