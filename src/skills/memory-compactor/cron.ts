/**
 * The three scheduled runs (docs/design.md, "Memory compactor"), as data: the plugin service registers them through the
 * runtime's cron API (idempotent by `declarationKey`), and `context-kit distill cron` prints the
 * equivalent `openclaw cron add` commands for people who prefer to manage jobs themselves.
 * Each run is an isolated session with no delivery; its message tells the agent to call the
 * `memory_distill` tool, which does the deterministic work and hands back drafts to refine.
 */
import type { ContextKitConfig } from "../../core/config.js";

export interface CronJobSpec {
  /** Stable key: registering twice updates, never duplicates. */
  declarationKey: string;
  name: string;
  description: string;
  enabled: boolean;
  schedule: { kind: "cron"; expr: string; tz?: string };
  sessionTarget: "isolated";
  wakeMode: "now";
  payload: { kind: "agentTurn"; message: string; lightContext: boolean };
  delivery: { mode: "none" };
}

const FORGET_NOTE = "Then call memory_distill with action \"forget\" (a plan first; apply only what the plan lists) so old files that a higher tier covers are forgotten.";

export const CRON_MESSAGES = {
  nightly:
    "memory-compactor nightly: call the memory_distill tool with action \"plan\", then for each due day call action \"draft\", refine the draft (facts, patterns tagged new/confirmed/strengthened, anomalies with why and one interpretation; no file for a quiet day) and write it with action \"write\". " +
    FORGET_NOTE,
  weekly:
    "memory-compactor weekly: call the memory_distill tool with action \"plan\"; for the week that just ended call action \"draft\" with tier \"week\", keep the computed counts and trends, refine, and write it with action \"write\". " +
    FORGET_NOTE,
  monthly:
    "memory-compactor monthly: call the memory_distill tool with action \"plan\"; for the month that is due call action \"draft\" with tier \"month\", turn the evidence into principles (each naming its weeks), relationship dynamics, operational insights and updated priors, and write it with action \"write\". Think carefully. " +
    FORGET_NOTE,
} as const;

export function cronJobs(config: Pick<ContextKitConfig, "timezone"> & Partial<Pick<ContextKitConfig, "distill">>): CronJobSpec[] {
  const tz = config.timezone;
  const job = (key: string, name: string, description: string, expr: string, message: string): CronJobSpec => ({
    declarationKey: `context-kit:${key}`,
    name,
    description,
    enabled: true,
    schedule: { kind: "cron", expr, ...(tz ? { tz } : {}) },
    sessionTarget: "isolated",
    wakeMode: "now",
    payload: { kind: "agentTurn", message, lightContext: true },
    delivery: { mode: "none" },
  });
  return [
    job("distill-nightly", "context-kit-distill-nightly", "Tier 1: distill today's daily log (memory-compactor), then forget what is covered.", "0 23 * * *", CRON_MESSAGES.nightly),
    job("distill-weekly", "context-kit-distill-weekly", "Tier 2: compress the week's day files (memory-compactor).", "30 23 * * 0", CRON_MESSAGES.weekly),
    job("distill-monthly", "context-kit-distill-monthly", "Tier 3: abstract last month's weeks into principles (memory-compactor).", "0 0 1 * *", CRON_MESSAGES.monthly),
  ];
}

/** POSIX-shell single quoting. */
function sq(s: string): string {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}

/** The `openclaw cron add` commands equivalent to `cronJobs(config)`. */
export function cronCommands(config: Pick<ContextKitConfig, "timezone">): string[] {
  return cronJobs(config).map((j) =>
    [
      "openclaw cron add",
      `--name ${sq(j.name)}`,
      `--cron ${sq(j.schedule.expr)}`,
      ...(j.schedule.tz ? [`--tz ${sq(j.schedule.tz)}`] : []),
      `--declaration-key ${sq(j.declarationKey)}`,
      `--description ${sq(j.description)}`,
      "--session isolated",
      "--light-context",
      "--no-deliver",
      // The monthly abstraction gets deeper thinking: the jump to principles needs judgment.
      ...(j.declarationKey.endsWith("monthly") ? ["--thinking high"] : []),
      `--message ${sq(j.payload.message)}`,
    ].join(" \\\n  "),
  );
}
