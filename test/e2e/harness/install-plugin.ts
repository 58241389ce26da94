/**
 * Puts the built plugin into a scratch OpenClaw home, the way users get it.
 *
 * Two modes, both verified on OpenClaw 2026.9.6:
 *
 * - "pack" (the default everywhere): `npm pack` the plugin folder, then
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
 *     [plugins] context-kit failed during load from /work/main/dist/index.js: Error: Plugin
 *     source changed while preparing its reload; retry after the edit finishes.
 *     Plugin "context-kit" package owner "context-kit" has conflicting child rows. …
 *   So "link" is only for a quiet tree (e.g. a throwaway plugin while developing the harness).
 *
 * Without `--accept-capabilities` the install fails with "requires capability consent. The
 * plugin was not installed."
 */
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describeFailure, openclawEnv, runOpenclaw, type CliResult } from "./openclaw-cli.js";
import { pluginUnderTest } from "./paths.js";
import { runCommand } from "./process.js";
import type { ConfigValidation, ScratchHome } from "./scratch-home.js";

export type InstallMode = "pack" | "link";

export interface InstallOptions {
  mode?: InstallMode;
  /** The plugin folder (default: pluginUnderTest, i.e. this repo). Must already be built. */
  pluginDir?: string;
  /** Reuse a tarball from packPlugin() instead of packing again (mode "pack"). */
  tarball?: string;
}

export interface InstalledPlugin {
  mode: InstallMode;
  pluginDir: string;
  tarball?: string;
  install: CliResult;
  /** `openclaw config validate --json` after the plugin entry was written. */
  config: ConfigValidation;
  timings: { packMs?: number; installMs: number };
}

export interface PackedPlugin {
  tarball: string;
  /** Paths inside the tarball, as `npm pack --json` lists them. */
  files: string[];
  durationMs: number;
}

/** `npm pack` into outDir. Uses the scratch env so npm never touches the real HOME. */
export async function packPlugin(pluginDir: string, outDir: string, home: string): Promise<PackedPlugin> {
  assertBuilt(pluginDir);
  mkdirSync(outDir, { recursive: true });
  const result = await runCommand("npm", ["pack", "--pack-destination", outDir, "--json"], {
    cwd: pluginDir,
    env: openclawEnv(home),
    timeoutMs: 120_000,
  });
  if (result.code !== 0) throw new Error(describeFailure(result));
  const [info] = JSON.parse(result.stdout) as Array<{ filename: string; files: Array<{ path: string }> }>;
  if (!info) throw new Error(`npm pack printed no package:\n${result.stdout}`);
  return { tarball: path.join(outDir, info.filename), files: info.files.map((f) => f.path), durationMs: result.durationMs };
}

/** Extracts a tarball (npm puts everything under `package/`); returns the package folder. */
export async function unpackTarball(tarball: string, destDir: string): Promise<string> {
  mkdirSync(destDir, { recursive: true });
  const result = await runCommand("tar", ["-xzf", tarball, "-C", destDir], { timeoutMs: 60_000 });
  if (result.code !== 0) throw new Error(describeFailure(result));
  return path.join(destDir, "package");
}

/**
 * Installs the plugin into the scratch home, then writes its `plugins.entries` block (hooks
 * access, plugin config) and checks the result with `openclaw config validate`.
 */
export async function installPlugin(scratch: ScratchHome, options: InstallOptions = {}): Promise<InstalledPlugin> {
  const mode = options.mode ?? "pack";
  const pluginDir = options.pluginDir ?? pluginUnderTest;
  assertBuilt(pluginDir);

  let tarball = options.tarball;
  let packMs: number | undefined;
  if (mode === "pack" && !tarball) {
    const packed = await packPlugin(pluginDir, path.join(scratch.root, "pack"), scratch.home);
    tarball = packed.tarball;
    packMs = packed.durationMs;
  }
  const spec = mode === "pack" ? [`npm-pack:${tarball}`] : ["-l", pluginDir];
  // Generous: the pack install runs `npm install` of the plugin's dependencies from the registry.
  const install = await runOpenclaw(scratch.home, ["plugins", "install", ...spec, "--force", "--accept-capabilities"], {
    timeoutMs: 240_000,
  });
  if (install.code !== 0) throw new Error(describeFailure(install));

  scratch.writePluginEntry();
  const config = await scratch.validateConfig();
  return { mode, pluginDir, tarball, install, config, timings: { packMs, installMs: install.durationMs } };
}

/** Fails early, and clearly, if the plugin's entry has not been built (`npm run build`). */
function assertBuilt(pluginDir: string): void {
  const pkg = JSON.parse(readFileSync(path.join(pluginDir, "package.json"), "utf8")) as { openclaw?: { extensions?: string[] } };
  const entries = pkg.openclaw?.extensions ?? [];
  if (entries.length === 0) throw new Error(`${pluginDir}/package.json has no openclaw.extensions`);
  for (const entry of entries) {
    if (!existsSync(path.join(pluginDir, entry))) {
      throw new Error(`plugin entry ${entry} is missing in ${pluginDir}: run \`npm run build\` first (npm test does)`);
    }
  }
}
