/**
 * `context-kit distill`: memory-compactor from the command line, calling the same core as the
 * `memory_distill` tool. With no subcommand it writes every tier that is due up to --now.
 */
import { readFile } from "node:fs/promises";
import { parseFlags, UsageError, type CliIO } from "../io.js";
import { commandContext, loadConfig } from "../command-context.js";
import { recordCliRun } from "../record-run.js";
import { cronCommands, cronJobs, distillDue, draftDistillation, planDistill, renderCandidates, renderPlan, renderRun, renderWrite, runNote, writeDistillation, PeriodError, TIERS, type Tier } from "../../skills/memory-compactor/index.js";

export const usage = `Usage: context-kit distill [--workspace DIR] [--now YYYY-MM-DD] [--json]
       context-kit distill plan [--workspace DIR] [--now YYYY-MM-DD] [--json]
       context-kit distill draft --tier day|week|month --period PERIOD [--workspace DIR] [--json]
       context-kit distill write --tier day|week|month --period PERIOD [--file FILE] [--workspace DIR] [--json]
       context-kit distill cron [--json]

Distills daily logs memory/YYYY-MM-DD.md into memory/distilled/day-YYYY-MM-DD.md, ISO weeks into
week-YYYY-WNN.md and months into month-YYYY-MM.md. Without a subcommand, writes every tier that
is due up to --now (days, then weeks, then months). A day with nothing noteworthy gets no file.

  (none)   Write everything due. Progress goes to stderr on long runs.
  plan     What is due, what is waiting, and which files are invalid or stale. Writes nothing.
  draft    The deterministic draft of one tier and period, with the refinement template.
  write    Validate a draft (stdin, or --file) and write it under memory/distilled/.
  cron     Print the three \`openclaw cron add\` commands (nightly, Sunday, 1st of the month).

  --workspace DIR   The agent workspace (default: agents.defaults.workspace in the OpenClaw config)
  --now YYYY-MM-DD  Distill as of this date (default: today in the configured time zone)
  --tier, --period  day YYYY-MM-DD | week YYYY-WNN (ISO week) | month YYYY-MM
  --config FILE     OpenClaw config (default: ~/.openclaw/openclaw.json)
  --json            Machine-readable output

Exit status: 0 done; 1 a period failed (it is named with the reason; every other period was
still written); 2 bad usage.`;

const FLAGS = {
  workspace: { type: "string" },
  now: { type: "string" },
  config: { type: "string" },
  tier: { type: "string" },
  period: { type: "string" },
  file: { type: "string" },
  json: { type: "boolean" },
} as const;

const SUBCOMMANDS = ["plan", "draft", "write", "cron"] as const;
/** Below this many due items, progress lines would only be noise. */
const PROGRESS_MIN_ITEMS = 5;

export async function run(argv: string[], io: CliIO): Promise<number> {
  const { values, positionals } = parseFlags(argv, FLAGS, true);
  const [sub, ...extra] = positionals;
  if (extra.length > 0) throw new UsageError(`unexpected argument ${JSON.stringify(extra[0])}.`);
  if (sub !== undefined && !(SUBCOMMANDS as readonly string[]).includes(sub)) {
    throw new UsageError(`unknown subcommand ${JSON.stringify(sub)}; expected one of ${SUBCOMMANDS.join(", ")} (or none, to write everything due).`);
  }
  const out = (obj: unknown, text: string) => io.stdout(values.json ? JSON.stringify(obj, null, 2) + "\n" : text.endsWith("\n") ? text : text + "\n");

  if (sub === "cron") {
    const { config } = await loadConfig(values.config, io);
    out(cronJobs(config), ["# context-kit memory-compactor: the three scheduled runs (needs a running Gateway)", ...cronCommands(config)].join("\n\n"));
    return 0;
  }

  const ctx = await commandContext(values, io);
  if (sub === "plan") {
    const plan = await planDistill(ctx.ws, { now: ctx.now });
    out(plan, renderPlan(plan));
    return 0;
  }
  if (sub === "draft" || sub === "write") {
    const tier = tierFlag(values.tier);
    if (values.period === undefined) throw new UsageError(`--period is required: ${periodForm(tier)}.`);
    const period = values.period;
    try {
      if (sub === "draft") {
        const d = await draftDistillation(ctx.ws, { tier, period });
        // stdout stays the draft alone, so it can be piped to `distill write`; the candidates
        // go to stderr (and into --json), worded as the tool words them.
        out(d, d.markdown ?? d.message ?? "");
        if (!values.json) io.stderr(renderCandidates(d) + "\n");
        return 0;
      }
      const markdown = values.file !== undefined ? await readFile(values.file, "utf8") : (await io.readStdin()).toString("utf8");
      const r = await writeDistillation(ctx.ws, { tier, period, markdown });
      if (r.ok) await recordCliRun(ctx.ws, io, "distill", "distill write", r.path);
      out(r, renderWrite(r));
      return r.ok ? 0 : 1;
    } catch (err) {
      if (err instanceof PeriodError) throw new UsageError(`--${err.option}: ${err.problem}`);
      throw err;
    }
  }

  const result = await distillDue(ctx.ws, {
    now: ctx.now,
    onProgress: (p) => {
      if (p.total >= PROGRESS_MIN_ITEMS) io.progress(`distill: ${p.tier} ${p.period} (${p.index}/${p.total}) ${p.outcome}`);
    },
  });
  await recordCliRun(ctx.ws, io, "distill", "distill", runNote(result));
  out(result, renderRun(result));
  // A period that failed was skipped so the rest could go on; the run as a whole did not do its
  // job, and a person or a system cron job must see that in the exit status, not only in text.
  return result.failed > 0 ? 1 : 0;
}

function tierFlag(v: string | undefined): Tier {
  if (v === undefined || !(TIERS as readonly string[]).includes(v)) throw new UsageError(`--tier: expected one of ${TIERS.join(", ")}${v === undefined ? "" : `, got ${JSON.stringify(v)}`}.`);
  return v as Tier;
}

function periodForm(tier: Tier): string {
  return { day: "YYYY-MM-DD", week: "YYYY-WNN (ISO week, e.g. 2026-W03)", month: "YYYY-MM" }[tier];
}
