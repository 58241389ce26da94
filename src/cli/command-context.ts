/**
 * The one place a CLI command gets its context: the OpenClaw config and the plugin config in it
 * (--config), the workspace (--workspace, else the config's agents.defaults.workspace) opened
 * with the configured redaction policy, and the shared flags (--now, --policy, --verify, whole
 * numbers), each refused with a UsageError that names the flag and the expected form.
 */
import { ConfigError, fallbackConfig, resolveConfig, type ContextKitConfig } from "../core/config.js";
import { UsageError, type CliIO } from "./io.js";
import { pluginEntry } from "../core/host-config/host-config-problems.js";
import { defaultHostConfigPath, readHostConfig, workspaceFromHostConfig } from "../core/host-config/read-host-config.js";
import { REDACTION_MODES, type RedactionMode } from "../core/redact/index.js";
import { VERIFY_MODES, type VerifyMode } from "../core/verify/index.js";
import { openWorkspace } from "../core/workspace/index.js";
import type { Workspace } from "../core/workspace/types.js";
import { formatDateInZone } from "../core/time/in-zone.js";
import { isIsoDate, type IsoDate } from "../skills/memory-compactor/dates.js";

/** What `distill`, `forget` and `keep` share: the workspace, the plugin config and today. */
export interface CommandContext {
  ws: Workspace;
  config: ContextKitConfig;
  now: IsoDate;
}

export interface HostSettings {
  /** The plugin config, or fallbackConfig() when it is invalid (configError says why). */
  config: ContextKitConfig;
  /** The OpenClaw config as read (undefined when it could not be: hostError says why). */
  host: unknown;
  hostError?: string;
  configError?: ConfigError;
}

/** A calendar date, or a UsageError naming the flag or argument (`--now`, `DATE`) and the form. */
export function dateArg(label: string, value: string): IsoDate {
  if (!isIsoDate(value)) throw new UsageError(`${label}: expected a calendar date YYYY-MM-DD (e.g. 2026-03-01), got ${JSON.stringify(value)}.`);
  return value;
}

/** `--now` as an ISO date-time (the current time when absent). */
export function instantArg(value: string | undefined): Date {
  if (value === undefined) return new Date();
  const d = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(d.getTime())) {
    throw new UsageError(`--now: expected an ISO date-time such as 2026-03-31T17:00:00Z, got ${JSON.stringify(value)}.`);
  }
  return d;
}

/** `--name` as an integer in [min, max], or a UsageError naming the flag and the range. */
export function intFlag(name: string, value: string | undefined, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < min || n > max) throw new UsageError(`--${name}: expected a whole number from ${min} to ${max}, got ${JSON.stringify(value)}.`);
  return n;
}

/** `--policy strict|secrets`; undefined when absent. */
export function policyFlag(value: string | undefined): RedactionMode | undefined {
  if (value === undefined || (REDACTION_MODES as readonly string[]).includes(value)) return value as RedactionMode | undefined;
  throw new UsageError(`--policy: ${JSON.stringify(value)} is not allowed; use strict (secrets, paths, URLs, internal hosts) or secrets (secrets only).`);
}

/** `--verify warn|refuse`; undefined when absent. */
export function verifyFlag(value: string | undefined): VerifyMode | undefined {
  if (value === undefined || (VERIFY_MODES as readonly string[]).includes(value)) return value as VerifyMode | undefined;
  throw new UsageError(`--verify: ${JSON.stringify(value)} is not allowed; use warn (write and list the findings) or refuse (write nothing while there are findings).`);
}

/** The OpenClaw config (--config, else the default path) and the plugin config in it, quietly. */
export async function readSettings(configFlag: string | undefined, env: NodeJS.ProcessEnv): Promise<HostSettings> {
  const host = await readHostConfig(configFlag ?? defaultHostConfigPath(env));
  const out: HostSettings = { config: fallbackConfig(), host: host.config, ...(host.error ? { hostError: host.error } : {}) };
  try {
    out.config = resolveConfig(pluginEntry(host.config)?.config);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    out.configError = err;
  }
  return out;
}

/** readSettings, saying on stderr what could not be used (a missing default config is normal). */
export async function loadConfig(configFlag: string | undefined, io: CliIO): Promise<HostSettings> {
  const s = await readSettings(configFlag, io.env);
  if (s.hostError && configFlag) io.stderr(`context-kit: ${s.hostError}\n`);
  if (s.configError) io.stderr(`context-kit: ${s.configError.message} Using the defaults.\n`);
  return s;
}

/**
 * The workspace (--workspace, else the OpenClaw config's), opened with the configured redaction
 * policy; `mode` overrides the policy's mode (--policy). `required`: the UsageError when
 * --workspace is not given, for commands that do not fall back to the config's workspace.
 */
export async function commandWorkspace(values: { workspace?: string }, s: HostSettings, io: CliIO, opts: { mode?: RedactionMode; required?: string } = {}): Promise<Workspace> {
  if (opts.required !== undefined && !values.workspace) throw new UsageError(opts.required);
  const dir = values.workspace ?? workspaceFromHostConfig(s.host, io.env);
  return openWorkspace(dir, { policy: { mode: opts.mode ?? s.config.redaction.policy, allowHosts: s.config.redaction.allowHosts } });
}

export async function commandContext(values: { workspace?: string; config?: string; now?: string }, io: CliIO): Promise<CommandContext> {
  const s = await loadConfig(values.config, io);
  const now = values.now !== undefined ? dateArg("--now", values.now) : formatDateInZone(new Date(), s.config.timezone);
  return { ws: await commandWorkspace(values, s, io), config: s.config, now };
}
