/**
 * What the `distill`, `forget` and `keep` commands share: the workspace (--workspace, else the
 * OpenClaw config's agents.defaults.workspace), the plugin config (for retention, archive and
 * time zone), and `--now` (else today in the configured time zone), with input errors as
 * UsageErrors that name the flag and the expected form.
 */
import { ConfigError, DEFAULT_CONFIG, resolveConfig, type ContextKitConfig } from "../core/config.js";
import { UsageError, type CliIO } from "./io.js";
import { pluginEntry } from "../core/host-config/host-config-problems.js";
import { defaultHostConfigPath, readHostConfig, workspaceFromHostConfig } from "../core/host-config/read-host-config.js";
import { openWorkspace } from "../core/workspace/index.js";
import type { Workspace } from "../core/workspace/types.js";
import { isIsoDate, type IsoDate } from "../skills/memory-compactor/dates.js";
import { formatDateInZone } from "../core/time/in-zone.js";

export interface CommandContext {
  ws: Workspace;
  config: ContextKitConfig;
  now: IsoDate;
}

/** A calendar date, or a UsageError naming the flag or argument (`--now`, `DATE`) and the form. */
export function dateArg(label: string, value: string): IsoDate {
  if (!isIsoDate(value)) throw new UsageError(`${label}: expected a calendar date YYYY-MM-DD (e.g. 2026-03-01), got ${JSON.stringify(value)}.`);
  return value;
}

/** `--name` as an integer in [min, max], or a UsageError naming the flag and the range. */
export function intFlag(name: string, value: string | undefined, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < min || n > max) throw new UsageError(`--${name}: expected a whole number from ${min} to ${max}, got ${JSON.stringify(value)}.`);
  return n;
}

export async function loadConfig(configFlag: string | undefined, io: CliIO): Promise<{ config: ContextKitConfig; host: unknown }> {
  const file = configFlag ?? defaultHostConfigPath(io.env);
  const host = await readHostConfig(file);
  if (host.error && configFlag) io.stderr(`context-kit: ${host.error}\n`);
  try {
    return { config: resolveConfig(pluginEntry(host.config)?.config), host: host.config };
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    io.stderr(`context-kit: ${err.message} Using the defaults.\n`);
    return { config: DEFAULT_CONFIG, host: host.config };
  }
}

export async function commandContext(values: { workspace?: string; config?: string; now?: string }, io: CliIO): Promise<CommandContext> {
  const { config, host } = await loadConfig(values.config, io);
  const dir = values.workspace ?? workspaceFromHostConfig(host, io.env);
  const now = values.now !== undefined ? dateArg("--now", values.now) : formatDateInZone(new Date(), config.timezone);
  return { ws: await openWorkspace(dir, { policy: { mode: config.redaction.policy, allowHosts: config.redaction.allowHosts } }), config, now };
}
