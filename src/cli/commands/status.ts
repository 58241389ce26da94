/**
 * `context-kit status`: the CLI twin of `/context_kit`.
 */
import { parseFlags, type CliIO } from "../io.js";
import { buildStatus, formatStatus } from "../../plugin/status/build-status.js";
import { hostConfigProblems, type Problem } from "../../core/host-config/host-config-problems.js";
import { commandWorkspace, readSettings } from "../command-context.js";

export const usage = `Usage: context-kit status [--workspace DIR] [--config FILE] [--json]

Shows which context-kit files exist in the workspace, when each skill last ran, which triggers
are pending, and configuration problems (for example conversation hooks blocked because
plugins.entries.context-kit.hooks.allowConversationAccess is not set).

  --workspace DIR  The agent workspace (default: agents.defaults.workspace from the config,
                   else ~/.openclaw/workspace)
  --config FILE    OpenClaw config to check (default: $OPENCLAW_CONFIG_PATH or ~/.openclaw/openclaw.json)
  --json           Print the report as JSON
Exit code: 0 when no problem is an error, 1 otherwise.`;

export async function run(argv: string[], io: CliIO): Promise<number> {
  const { values } = parseFlags(argv, { workspace: { type: "string" }, config: { type: "string" }, json: { type: "boolean" } });
  const s = await readSettings(values.config, io.env);
  // What could not be used is part of the report: hostConfigProblems names a bad plugin config.
  const problems: Problem[] = [...(s.hostError ? [{ severity: "warning" as const, message: s.hostError }] : []), ...hostConfigProblems(s.host)];
  const ws = await commandWorkspace(values, s, io);
  const report = await buildStatus(ws, s.config, problems);
  io.stdout(values.json ? JSON.stringify(report, null, 2) + "\n" : formatStatus(report));
  return report.problems.some((p) => p.severity === "error") ? 1 : 0;
}
