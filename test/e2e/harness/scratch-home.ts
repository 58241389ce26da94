/**
 * A throwaway OpenClaw home: `<root>/home` (HOME, holding ~/.openclaw/openclaw.json),
 * `<root>/workspace` (the agent workspace) and `<root>/logs` (gateway log, requests.jsonl).
 *
 * openclaw.json gets: the fake model provider (`models.providers.fake`, api
 * "openai-completions") as `agents.defaults.model`, the workspace, a loopback Gateway on a free
 * port with a random token, the log file, and – after install – `plugins.entries["context-kit"]`
 * with `enabled`, `hooks.allowConversationAccess` (without it conversation hooks are silently
 * blocked) and the optional plugin `config`.
 * Everything lives under a fresh mkdtemp in os.tmpdir(), never a fixed path, so parallel test
 * files and parallel CI jobs cannot see each other, and cleanup() removes it all.
 *
 * Set CONTEXT_KIT_E2E_KEEP=1 to keep the folders after the run for debugging (the path is
 * printed).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { describeFailure, runOpenclaw } from "./openclaw-cli.js";
import { pluginUnderTest } from "./paths.js";

/** The id of the plugin under test, as its manifest declares it. */
export const PLUGIN_ID: string = JSON.parse(readFileSync(path.join(pluginUnderTest, "openclaw.plugin.json"), "utf8")).id;

export interface ScratchHomeOptions {
  /** The fake model server's base URL, e.g. `server.baseUrl` (or call useModel() later). */
  modelBaseUrl?: string;
  modelId?: string;
  /** Reported to OpenClaw as the model's context window; context-% triggers are relative to it. */
  contextWindow?: number;
  pluginId?: string;
  /** `plugins.entries.<id>.config` – validated by OpenClaw against the manifest's configSchema. */
  pluginConfig?: Record<string, unknown>;
  /** `plugins.entries.<id>.hooks.allowConversationAccess` (default true; without it conversation hooks are silently blocked). */
  allowConversationAccess?: boolean;
  /**
   * Keep OpenClaw's built-in heartbeat (default false: `agents.defaults.heartbeat.every: "0m"`).
   * Its scheduled turn on agent:main:main calls the model in the middle of a test – seen a few
   * minutes into a Gateway's life on 2026.9.6, despite the 30 min default cadence.
   */
  heartbeat?: boolean;
  /** Deep-merged over the generated config last, for one-off settings. */
  extraConfig?: Record<string, unknown>;
  /** A name fragment for the temp folder, to tell runs apart when CONTEXT_KIT_E2E_KEEP is set. */
  label?: string;
  /** Where to create the temp folder (default os.tmpdir()), e.g. the e2e run folder. */
  parentDir?: string;
  /**
   * This exact folder instead of a new temp folder (created if missing; parentDir and label are
   * then unused). An openclaw.json already in it – a restored installed home, see
   * installed-home.ts – keeps the keys the generated config does not set (what `plugins
   * install` added); the generated ones replace its own.
   */
  root?: string;
}

/** `openclaw config validate --json`, e.g. {"valid":true,"path":…,"warnings":[{path,message}]}. */
export interface ConfigValidation {
  valid: boolean;
  path?: string;
  warnings?: Array<{ path: string; message: string }>;
  errors?: unknown;
  [key: string]: unknown;
}

export interface ScratchHome {
  root: string;
  /** The HOME every OpenClaw process of this test gets. */
  home: string;
  /** `<home>/.openclaw` */
  stateDir: string;
  configPath: string;
  workspace: string;
  logDir: string;
  pluginId: string;
  gateway: { port: number; token: string };
  /** `plugins.entries.<pluginId>` as this home wants it (enabled, hooks, config). */
  pluginEntry: Record<string, unknown>;
  /** Merges pluginEntry into openclaw.json; installPlugin() calls it after installing. */
  writePluginEntry(): void;
  /** Points OpenClaw's default model at an OpenAI-compatible server (provider "fake"). */
  useModel(baseUrl: string, model?: { modelId?: string; contextWindow?: number }): void;
  readConfig(): Record<string, any>;
  writeConfig(config: Record<string, unknown>): void;
  /** Read-modify-write of openclaw.json (e.g. after `plugins install` added its own keys). */
  updateConfig(mutate: (config: Record<string, any>) => void): void;
  /** `openclaw config validate --json` against this home; throws with the CLI output if invalid. */
  validateConfig(): Promise<ConfigValidation>;
  cleanup(): void;
}

export async function createScratchHome(options: ScratchHomeOptions = {}): Promise<ScratchHome> {
  const root = options.root ?? mkdtempSync(path.join(options.parentDir ?? os.tmpdir(), `ck-e2e-${options.label ? `${options.label}-` : ""}`));
  const home = path.join(root, "home");
  const stateDir = path.join(home, ".openclaw");
  const workspace = path.join(root, "workspace");
  const logDir = path.join(root, "logs");
  for (const dir of [stateDir, workspace, logDir]) mkdirSync(dir, { recursive: true });
  const configPath = path.join(stateDir, "openclaw.json");
  const gateway = { port: await freePort(), token: `e2e-${randomBytes(12).toString("hex")}` };

  let config: Record<string, any> = {
    agents: { defaults: { workspace, ...(options.heartbeat ? {} : { heartbeat: { every: "0m" } }) } },
    // controlUi off: preparing the dashboard's assets is a startup sidecar that ran ~14 s on 2
    // cores, after "ready", i.e. during the first chat turns; no test uses the dashboard
    // (docs/web/control-ui.md; the WebSocket RPC the tests use stays).
    gateway: { mode: "local", bind: "loopback", port: gateway.port, auth: { mode: "token", token: gateway.token }, controlUi: { enabled: false } },
    // The default log is the shared, fixed /tmp/openclaw/openclaw-YYYY-MM-DD.log whatever HOME
    // is (docs/gateway/logging.md); keep each home's log with the home.
    logging: { file: path.join(logDir, "openclaw.log") },
  };
  if (options.modelBaseUrl) config = deepMerge(config, modelConfig(options.modelBaseUrl, options, workspace));
  if (options.extraConfig) config = deepMerge(config, options.extraConfig);
  const previous = existsSync(configPath) ? (JSON.parse(readFileSync(configPath, "utf8")) as Record<string, any>) : {};
  writeJson(configPath, deepMerge(previous, config));

  return scratchHomeAt(root, options);
}

/**
 * The ScratchHome of a folder createScratchHome() made earlier and left in place, e.g. the run's
 * plugin template home (plugin-template.ts): same paths, the Gateway port and token its
 * openclaw.json holds, the plugin entry built from `options` as createScratchHome() builds it.
 */
export function scratchHomeAt(root: string, options: ScratchHomeOptions = {}): ScratchHome {
  const home = path.join(root, "home");
  const stateDir = path.join(home, ".openclaw");
  const workspace = path.join(root, "workspace");
  const logDir = path.join(root, "logs");
  const configPath = path.join(stateDir, "openclaw.json");
  if (!existsSync(configPath)) throw new Error(`no scratch home at ${root}: ${configPath} is missing`);
  const pluginId = options.pluginId ?? PLUGIN_ID;
  const saved = JSON.parse(readFileSync(configPath, "utf8")) as { gateway?: { port?: number; auth?: { token?: string } } };
  const gateway = { port: saved.gateway?.port ?? 0, token: saved.gateway?.auth?.token ?? "" };

  // Written by writePluginEntry() *after* `plugins install`: an entry for a plugin that is not
  // installed yet makes the install print "Plugin "context-kit" data/settings upgrade is
  // unfinished … Run "openclaw update repair"" and defer a state migration (seen on 2026.9.6).
  const pluginEntry = {
    enabled: true,
    hooks: { allowConversationAccess: options.allowConversationAccess ?? true },
    ...(options.pluginConfig ? { config: options.pluginConfig } : {}),
  };

  const scratch: ScratchHome = {
    root,
    home,
    stateDir,
    configPath,
    workspace,
    logDir,
    pluginId,
    gateway,
    pluginEntry,
    writePluginEntry() {
      scratch.updateConfig((config) => {
        config.plugins ??= {};
        config.plugins.entries ??= {};
        config.plugins.entries[pluginId] = { ...config.plugins.entries[pluginId], ...pluginEntry };
      });
    },
    useModel(baseUrl, model = {}) {
      scratch.updateConfig((current) => {
        const next = deepMerge(current, modelConfig(baseUrl, { ...options, ...model }, workspace));
        for (const key of Object.keys(next)) current[key] = next[key];
      });
    },
    readConfig: () => JSON.parse(readFileSync(configPath, "utf8")) as Record<string, any>,
    writeConfig: (next) => writeJson(configPath, next),
    updateConfig(mutate) {
      const current = scratch.readConfig();
      mutate(current);
      writeJson(configPath, current);
    },
    async validateConfig() {
      const result = await runOpenclaw(home, ["config", "validate", "--json"]);
      const report = result.code === 0 ? result.json<ConfigValidation>() : undefined;
      if (!report?.valid) throw new Error(`openclaw config validate rejected ${configPath}\n${describeFailure(result)}`);
      return report;
    },
    cleanup() {
      if (process.env.CONTEXT_KIT_E2E_KEEP === "1") {
        console.log(`[e2e] keeping scratch home ${root}`);
        return;
      }
      if (existsSync(root)) rmSync(root, { recursive: true, force: true, maxRetries: 3 });
    },
  };
  return scratch;
}

/** The `models` provider block and default model for a fake OpenAI-compatible server. */
function modelConfig(baseUrl: string, options: { modelId?: string; contextWindow?: number }, workspace: string): Record<string, any> {
  const modelId = options.modelId ?? "fake-model";
  return {
    models: {
      // Offline: no hosted model catalog request (catalog.openclaw.ai) at start-up and every 6 h
      // (docs/gateway/config-runtime.md); the fake model is declared right here.
      catalogRefresh: { enabled: false },
      mode: "merge",
      providers: {
        fake: {
          baseUrl,
          apiKey: "fake-key",
          api: "openai-completions",
          models: [{ id: modelId, name: "Fake Model", contextWindow: options.contextWindow ?? 128_000, maxTokens: 4096 }],
        },
      },
    },
    agents: { defaults: { model: { primary: `fake/${modelId}` }, workspace } },
  };
}

/**
 * A port that was free a moment ago (bind to 0, read it, release it). There is a small window
 * before the Gateway binds it; the Gateway fails loudly (EADDRINUSE) rather than silently if
 * something else grabs it, and startGateway() reports its log.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function writeJson(file: string, value: unknown): void {
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function deepMerge<T extends Record<string, unknown>>(base: T, patch: Record<string, unknown>): T {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    out[key] = isPlainObject(value) && isPlainObject(out[key]) ? deepMerge(out[key] as Record<string, unknown>, value) : value;
  }
  return out as T;
}
