/**
 * Runs the real OpenClaw CLI (and the clawhub CLI) against a scratch HOME.
 *
 * The environment is built from scratch-safe parts rather than inherited wholesale:
 * - any OPENCLAW_* variable from the developer's shell (a config path, a state dir, a gateway
 *   token) would silently point the test at real state;
 * - VITEST*, NODE_ENV, TEST: OpenClaw 2026.9.6 checks `process.env.VITEST` in ~250 places (it is
 *   tested with vitest itself) and changes behaviour under it – e.g. a Gateway spawned from a
 *   vitest worker wrote *nothing* to stdout/stderr. The child must look like a real install;
 * - npm_*: `npm test` exports npm's resolved config (npm_config_userconfig=<real>/.npmrc,
 *   npm_config_cache=<real>/.npm, …) and the npm that `plugins install` runs would use the real
 *   home through them. Only npm_config_registry is kept, so a CI registry mirror still works.
 */
import { existsSync, mkdirSync, symlinkSync } from "node:fs";
import path from "node:path";
import { clawhubEntry, node24, nodeModulesBin, openclawEntry } from "./paths.js";
import { runCommand, type CommandResult, type RunCommandOptions } from "./process.js";
import { e2eRunDir } from "./run-dir.js";

export interface CliResult extends CommandResult {
  /** Parses stdout as JSON (see parseJsonOutput); throws with the captured output on failure. */
  json<T = unknown>(): T;
}

/**
 * Environment for any OpenClaw process under `home`.
 * - HOME/USERPROFILE: everything OpenClaw keeps lives under ~/.openclaw of the scratch home.
 * - PATH: node_modules/.bin first, so the npm that `plugins install` spawns, and any `#!/usr/bin/env
 *   node` script, runs on Node 24.
 * - The embedding preset from node_modules/openclaw/docs/gateway/embedding.md: no mDNS/Bonjour
 *   multicast (tests must stay on loopback), no detached respawn (we own the pid), no login-shell
 *   snapshot, no channel start-up.
 * - OPENCLAW_NO_AUTO_UPDATE: no update check against telemetry.openclaw.ai (tests are offline).
 */
export function openclawEnv(home: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (DROPPED_ENV.test(key) && key !== "npm_config_registry") continue;
    env[key] = value;
  }
  // A private TMPDIR keeps what OpenClaw and npm put under os.tmpdir() (terminal staging, install
  // temp files) with the scratch home. Two fixed paths remain on 2026.9.6 whatever TMPDIR says:
  // /tmp/openclaw/ for logs (redirected with logging.file, see scratch-home.ts) and
  // /tmp/openclaw-state-locks-<uid>/ for SQLite lifecycle locks – hard-coded "/tmp", but keyed
  // by a hash of the state database path, so scratch homes never share a lock.
  const tmp = path.join(home, ".tmp");
  mkdirSync(tmp, { recursive: true });
  shareCompileCache(tmp);
  return {
    ...env,
    HOME: home,
    USERPROFILE: home,
    TMPDIR: tmp,
    TMP: tmp,
    TEMP: tmp,
    PATH: `${nodeModulesBin}${path.delimiter}${process.env.PATH ?? ""}`,
    NO_COLOR: "1",
    FORCE_COLOR: "0",
    OPENCLAW_DISABLE_BONJOUR: "1",
    OPENCLAW_NO_RESPAWN: "1",
    OPENCLAW_EXEC_SHELL_SNAPSHOT: "0",
    OPENCLAW_SKIP_CHANNELS: "1",
    OPENCLAW_NO_AUTO_UPDATE: "1",
    ...extra,
  };
}

/**
 * openclaw.mjs turns on Node's compile cache (V8 code cache of the modules it loads, keyed by
 * the OpenClaw version and install) in `os.tmpdir()/node-compile-cache`, i.e. in the private
 * TMPDIR of each scratch home: every home started cold and compiled OpenClaw's ~thousands of
 * modules again in its first processes (a CLI call ~1.5–3 s slower cold than warm on the 2-core
 * box). Pointing that folder at one cache in the e2e run folder lets all homes of a run share
 * it. Only compiled code is shared, no OpenClaw state; NODE_COMPILE_CACHE is not used because
 * openclaw.mjs respawns itself when it is set to anything but its own sub-folder.
 */
function shareCompileCache(tmp: string): void {
  const runDir = e2eRunDir();
  const link = path.join(tmp, "node-compile-cache");
  if (!runDir || existsSync(link)) return;
  const shared = path.join(runDir, "node-compile-cache");
  mkdirSync(shared, { recursive: true });
  try {
    symlinkSync(shared, link, "dir");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
  }
}

const DROPPED_ENV = /^(OPENCLAW_|CLAWHUB_|CLAWDHUB_|VITEST|VITE_|JEST_|npm_|NODE_ENV$|TEST$|NODE_OPTIONS$|CONTEXT_KIT_)/;

export interface OpenclawRunOptions extends Omit<RunCommandOptions, "env"> {
  /** Extra environment on top of openclawEnv(home). */
  env?: Record<string, string>;
}

/** `openclaw <args>` with the scratch home; never throws on a non-zero exit (check `.code`). */
export async function runOpenclaw(home: string, args: string[], options: OpenclawRunOptions = {}): Promise<CliResult> {
  const result = await runCommand(node24, [openclawEntry, ...args], {
    cwd: options.cwd ?? home,
    timeoutMs: options.timeoutMs ?? 120_000,
    input: options.input,
    env: openclawEnv(home, options.env),
  });
  return withJson(result);
}

/** Like runOpenclaw, but throws (with stdout/stderr) unless the command exits 0. */
export async function runOpenclawOk(home: string, args: string[], options: OpenclawRunOptions = {}): Promise<CliResult> {
  const result = await runOpenclaw(home, args, options);
  if (result.code !== 0) throw new Error(describeFailure(result));
  return result;
}

/** `clawhub <args>` with the same scratch environment (clawhub keeps its own state under HOME). */
export async function runClawhub(home: string, args: string[], options: OpenclawRunOptions = {}): Promise<CliResult> {
  const result = await runCommand(node24, [clawhubEntry, ...args], {
    cwd: options.cwd ?? home,
    timeoutMs: options.timeoutMs ?? 120_000,
    env: openclawEnv(home, options.env),
  });
  return withJson(result);
}

/**
 * Extracts the JSON document from CLI output. `--json` output is normally pure JSON, but plugin
 * loading can print log lines first; we take the first line that starts a JSON value and parse
 * from there to the end.
 */
export function parseJsonOutput<T = unknown>(stdout: string): T {
  const text = stdout.trim();
  try {
    return JSON.parse(text) as T;
  } catch {
    const lines = text.split("\n");
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i]!.trimStart();
      if (!line.startsWith("{") && !line.startsWith("[")) continue;
      try {
        return JSON.parse(lines.slice(i).join("\n")) as T;
      } catch {
        // a log line that merely starts with a brace; keep looking
      }
    }
    throw new Error(`output is not JSON:\n${truncate(stdout)}`);
  }
}

export function describeFailure(result: CommandResult): string {
  const cmd = [path.basename(result.args[0] ?? result.command), ...result.args.slice(1)].join(" ");
  const status = result.timedOut ? `timed out after ${result.durationMs} ms` : `exit ${result.code ?? result.signal}`;
  return `\`${cmd}\` failed (${status})\n--- stdout ---\n${truncate(result.stdout)}\n--- stderr ---\n${truncate(result.stderr)}`;
}

function withJson(result: CommandResult): CliResult {
  return {
    ...result,
    json<T>() {
      try {
        return parseJsonOutput<T>(result.stdout);
      } catch (err) {
        throw new Error(`${(err as Error).message}\n${describeFailure(result)}`);
      }
    },
  };
}

function truncate(text: string, max = 6000): string {
  return text.length <= max ? text : `${text.slice(0, max / 2)}\n…[${text.length - max} chars]…\n${text.slice(-max / 2)}`;
}
