/**
 * Puts the built plugin into a scratch OpenClaw home, the way users get it.
 *
 * Three modes, all verified on OpenClaw 2026.9.6:
 *
 * - "pack" (installPlugin's default): `npm pack` the plugin folder, then
 *   `openclaw plugins install npm-pack:<tgz> --force --accept-capabilities`. This is what users
 *   get from npm/ClawHub: it proves the `files` list ships dist/, skills/ and the manifest, and
 *   OpenClaw installs `dependencies` from the npm registry into ~/.openclaw/npm/projects/… and
 *   links the `openclaw` peer to the host install. ~10–20 s on an idle 2-core box (much more
 *   under load); needs the npm registry. The tarball is a snapshot, so edits in the working tree
 *   while the tests run cannot disturb the installed plugin.
 * - "link": `openclaw plugins install -l <dir> --force --accept-capabilities` – OpenClaw loads
 *   <dir>/dist in place. Offline, and no npm. The install's code-safety scan
 *   refuses node_modules symlinks pointing outside the plugin root; the repo's npm-installed
 *   node_modules (real copies, .bin links staying inside) passed the scan, including the real
 *   `openclaw` devDependency, and the plugin then resolves `openclaw/plugin-sdk/*` to the very
 *   same package the host runs. But OpenClaw fingerprints the whole plugin root (the repo, with
 *   its 900 MB node_modules) and failed while other files in the working tree were being edited:
 *     [plugins] context-kit failed during load from <checkout>/dist/index.js: Error: Plugin
 *     source changed while preparing its reload; retry after the edit finishes.
 *     Plugin "context-kit" package owner "context-kit" has conflicting child rows. …
 *   So "link" is only for a quiet tree (e.g. a throwaway plugin while developing the harness).
 * - "template" (startOpenclawEnvironment's default): the run's one real "pack" install,
 *   restored from its snapshot at the folder it was made in (installed-home.ts), without the
 *   ~35 s npm install per file. When that home is held by another environment: a copy of its
 *   npm project installed with `-l` (plugin-template.ts; the copy's `node_modules/openclaw`
 *   link to the host install passed the scan). Falls back to "pack" when there is no e2e run
 *   folder.
 *
 * Without `--accept-capabilities` the install fails with "requires capability consent. The
 * plugin was not installed."
 */
import path from "node:path";
import { claimInstalledHome } from "./installed-home.js";
import { describeFailure, runOpenclaw, type CliResult } from "./openclaw-cli.js";
import { assertBuilt, packPlugin, type PackedPlugin } from "./pack.js";
import { pluginUnderTest } from "./paths.js";
import { copyTemplatePackage, sharedPluginTemplate } from "./plugin-template.js";
import type { ConfigValidation, ScratchHome } from "./scratch-home.js";

export { assertBuilt, packPlugin, unpackTarball, type PackedPlugin } from "./pack.js";

export type InstallMode = "pack" | "link" | "template";

export interface InstallOptions {
  mode?: InstallMode;
  /** The plugin folder (default: pluginUnderTest, i.e. this repo). Must already be built. */
  pluginDir?: string;
  /** Reuse a tarball from packPlugin() instead of packing again (mode "pack"). */
  tarball?: string;
}

export interface InstalledPlugin {
  /** The mode used: "template" falls back to "pack" when there is no run folder. */
  mode: InstallMode;
  pluginDir: string;
  tarball?: string;
  /** Mode "template": the copied package folder that was installed with `-l`. */
  linkedDir?: string;
  install: CliResult;
  /**
   * `openclaw config validate --json` after the plugin entry was written. Undefined for a
   * restored home that starts a Gateway (index.ts): the Gateway validates the same config and
   * exits 78 on an invalid one, which startGateway() reports with its log.
   */
  config?: ConfigValidation;
  timings: { packMs?: number; installMs: number };
}

/**
 * Installs the plugin into the scratch home, then writes its `plugins.entries` block (hooks
 * access, plugin config) and checks the result with `openclaw config validate`.
 */
export async function installPlugin(scratch: ScratchHome, options: InstallOptions = {}): Promise<InstalledPlugin> {
  const pluginDir = options.pluginDir ?? pluginUnderTest;
  assertBuilt(pluginDir);
  const template = options.mode === "template" ? await sharedPluginTemplate(pluginDir) : undefined;
  const mode = options.mode === "template" && !template ? "pack" : (options.mode ?? "pack");

  let tarball = options.tarball ?? template?.tarball;
  let packMs: number | undefined;
  if (mode === "pack" && !tarball) {
    const packed = await packPlugin(pluginDir, path.join(scratch.root, "pack"), scratch.home);
    tarball = packed.tarball;
    packMs = packed.durationMs;
  }
  const linkedDir = template ? copyTemplatePackage(template, path.join(scratch.root, "plugin")) : undefined;
  const spec = mode === "pack" ? [`npm-pack:${tarball}`] : ["-l", linkedDir ?? pluginDir];
  // Generous: the pack install runs `npm install` of the plugin's dependencies from the registry.
  const install = await runOpenclaw(scratch.home, ["plugins", "install", ...spec, "--force", "--accept-capabilities"], {
    timeoutMs: 240_000,
  });
  if (install.code !== 0) throw new Error(describeFailure(install));

  scratch.writePluginEntry();
  const config = await scratch.validateConfig();
  return { mode, pluginDir, tarball, linkedDir, install, config, timings: { packMs, installMs: install.durationMs } };
}

/**
 * The run's one real `npm pack` + `plugins install npm-pack:` (installed-home.ts), opened for
 * checks on what it left: the installed home restored, with the plugin entry written and
 * validated as installPlugin() does after its own install, the tarball, and the install as it
 * ran. The caller must call scratch.cleanup(), which gives the home back to the run. Undefined
 * without an e2e run folder or while another environment holds the home (the caller then packs
 * and installs in a home of its own).
 */
export async function templateInstall(pluginDir = pluginUnderTest): Promise<{ scratch: ScratchHome; packed: PackedPlugin; installed: InstalledPlugin } | undefined> {
  assertBuilt(pluginDir);
  const claimed = await claimInstalledHome({}, pluginDir);
  if (!claimed) return undefined;
  const { scratch, record } = claimed;
  try {
    const config = await scratch.validateConfig();
    return {
      scratch,
      packed: { tarball: record.tarball, files: record.files, durationMs: record.packMs },
      installed: { mode: "pack", pluginDir, tarball: record.tarball, install: claimed.install, config, timings: { packMs: record.packMs, installMs: record.installMs } },
    };
  } catch (err) {
    scratch.cleanup();
    throw err;
  }
}
