/**
 * `context-kit keep DATE`: the forgetting veto ("Reply keep [date]"). Adds DATE to
 * memory/distilled/keep.md; its daily log, day file and week file are then never forgotten.
 */
import { parseFlags, UsageError, type CliIO } from "../io.js";
import { commandContext, dateArg } from "../command-context.js";
import { keepDate, renderKeep } from "../../skills/memory-compactor/index.js";

export const usage = `Usage: context-kit keep [--workspace DIR] DATE [--json]

Vetoes forgetting for DATE (YYYY-MM-DD): its daily log, day file and the week file that contains
it are never deleted. Recorded in memory/distilled/keep.md (a readable list you may edit).
Idempotent: keeping a date twice adds one line.

  --workspace DIR  The agent workspace (default: agents.defaults.workspace in the OpenClaw config)
  --config FILE    OpenClaw config (default: ~/.openclaw/openclaw.json)
  --json           Machine-readable output`;

export async function run(argv: string[], io: CliIO): Promise<number> {
  const { values, positionals } = parseFlags(argv, { workspace: { type: "string" }, config: { type: "string" }, json: { type: "boolean" } }, true);
  if (positionals.length !== 1) throw new UsageError(`expected exactly one DATE (YYYY-MM-DD), got ${positionals.length === 0 ? "none" : positionals.map((p) => JSON.stringify(p)).join(" ")}.`);
  const date = dateArg("DATE", positionals[0] as string);
  const ctx = await commandContext(values, io);
  const r = await keepDate(ctx.ws, date, { today: ctx.now });
  io.stdout(values.json ? JSON.stringify(r, null, 2) + "\n" : renderKeep(r) + "\n");
  return 0;
}
