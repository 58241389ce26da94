/**
 * `context-kit status`: the CLI twin of `/context_kit`.
 */
import { parseFlags, type CliIO } from "../io.js";
import { openWorkspace } from "../../core/workspace/index.js";
import { resolveConfig, ConfigError, DEFAULT_CONFIG, type ContextKitConfig } from "../../core/config.js";
import { buildStatus, formatStatus } from "../../plugin/status/build-status.js";
import { hostConfigProblems, pluginEntry, type Problem } from "../../core/host-config/host-config-problems.js";
import { defaultHostConfigPath, readHostConfig, workspaceFromHostConfig } from "../../core/host-config/read-host-config.js";

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
  const cfgPath = values.config ?? defaultHostConfigPath(io.env);
  const host = await readHostConfig(cfgPath);
  const problems: Problem[] = [];
  if (host.error) problems.push({ severity: "warning", message: host.error });
  problems.push(...hostConfigProblems(host.config));
  let config: ContextKitConfig = DEFAULT_CONFIG;
  try {
    config = resolveConfig(pluginEntry(host.config)?.config);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err; // already reported by hostConfigProblems
  }
  const dir = values.workspace ?? workspaceFromHostConfig(host.config, io.env);
  const ws = await openWorkspace(dir);
  const report = await buildStatus(ws, config, problems);
  io.stdout(values.json ? JSON.stringify(report, null, 2) + "\n" : formatStatus(report));
  return report.problems.some((p) => p.severity === "error") ? 1 : 0;
}
