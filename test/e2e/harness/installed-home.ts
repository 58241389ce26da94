/**
 * The run's one real plugin install (`npm pack` + `openclaw plugins install npm-pack:<tgz>`, the
 * way users get the plugin), made once per e2e run in a home at a fixed folder of the run and
 * snapshotted there; every Gateway file (and plugin-install.test.ts) restores the snapshot to that
 * folder instead of installing again.
 *
 * Why once: `plugins install npm-pack:` took 33–58 s on the 2-core box (it runs `npm install` of
 * the plugin's dependencies several times; a shared npm cache did not help). Why a fixed folder:
 * OpenClaw keeps its install records in `state/openclaw.sqlite` with absolute paths into the
 * home (checked on 2026.9.6), so a copied home only works at the path it was installed at. The
 * install is made at that path in the first place, so the Gateways run the npm-pack install
 * itself (earlier runs copied its npm project into a second home and installed that with
 * `plugins install -l`, another 10–38 s a run). No Gateway has run in the snapshot: each file
 * starts from the state an install leaves, and writes its own config over it (port, token,
 * model, plugin entry and config; see createScratchHome's `root`).
 *
 * The folder is one per run, so only one environment can hold it: the holder keeps a lock
 * folder until its scratch.cleanup(). Another environment meanwhile (parallel files), or after a
 * teardown that kept its home because a process survived, gets undefined and installs into a
 * home of its own (installPlugin, mode "template": a copy of the snapshot's npm project,
 * installed with `-l`).
 */
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describeFailure, parseJsonOutput, runOpenclaw, type CliResult } from "./openclaw-cli.js";
import { assertBuilt, packPlugin } from "./pack.js";
import { pluginUnderTest } from "./paths.js";
import type { CommandResult } from "./process.js";
import { e2eRunDir } from "./run-dir.js";
import { createScratchHome, type ScratchHome, type ScratchHomeOptions } from "./scratch-home.js";

/** The run's install, kept beside the snapshot (snapshot.json). */
export interface InstalledHomeRecord {
  pluginDir: string;
  /** The packed tarball (in the run folder, outside the home). */
  tarball: string;
  /** Paths inside the tarball, as `npm pack --json` listed them. */
  files: string[];
  /** `plugins install npm-pack:` as it ran (command, exit code, output, duration). */
  install: CommandResult;
  /** The npm project OpenClaw installed into, in the snapshot: `…/home/.openclaw/npm/projects/<name>`. */
  projectDir: string;
  /** The package inside it, relative to projectDir: `node_modules/<name>`. */
  packagePath: string;
  packMs: number;
  installMs: number;
}

export interface ClaimedHome {
  /** The restored home with this environment's config; its cleanup() frees the path. */
  scratch: ScratchHome;
  /** The run's `plugins install npm-pack:`, as it ran when the snapshot was made. */
  install: CliResult;
  record: InstalledHomeRecord;
  /** Restoring the snapshot (and making it, for the run's first file that claims it). */
  restoreMs: number;
}

/** The fixed folder of pluginDir's installed home in the run folder, and its snapshot. */
export function installedHomePaths(runDir: string, pluginDir: string): { root: string; snapshot: string; recordFile: string } {
  const root = path.join(runDir, `gateway-home-${createHash("sha256").update(pluginDir).digest("hex").slice(0, 12)}`);
  const snapshot = `${root}.snapshot`;
  return { root, snapshot, recordFile: path.join(snapshot, "snapshot.json") };
}

/**
 * The run's installed home at its fixed path, with `options` applied as createScratchHome
 * applies them, and the plugin entry written. Undefined without an e2e run folder, or while
 * another environment holds the path: the caller then installs into a home of its own.
 */
export async function claimInstalledHome(options: ScratchHomeOptions, pluginDir = pluginUnderTest): Promise<ClaimedHome | undefined> {
  const runDir = e2eRunDir();
  if (!runDir) return undefined;
  assertBuilt(pluginDir);
  const { root, snapshot, recordFile } = installedHomePaths(runDir, pluginDir);
  const lock = `${root}.in-use`;
  try {
    mkdirSync(lock);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "EEXIST") return undefined;
    throw err;
  }
  try {
    const started = Date.now();
    if (!existsSync(recordFile)) await makeSnapshot(pluginDir, root, snapshot, recordFile);
    const record = JSON.parse(readFileSync(recordFile, "utf8")) as InstalledHomeRecord;
    rmSync(root, { recursive: true, force: true, maxRetries: 3 });
    cpSync(snapshot, root, { recursive: true, verbatimSymlinks: true, filter: (src) => src !== recordFile });
    const scratch = await createScratchHome({ ...options, root });
    scratch.writePluginEntry();
    const cleanup = scratch.cleanup;
    scratch.cleanup = () => {
      if (process.env.CONTEXT_KIT_E2E_KEEP === "1") {
        // The next file needs the path: keep this one's folder under another name.
        const kept = `${root}-kept-${Date.now()}`;
        renameSync(root, kept);
        console.log(`[e2e] keeping scratch home ${kept} (moved from ${root}; its state's absolute paths still name the old one)`);
      } else {
        cleanup();
      }
      rmSync(lock, { recursive: true, force: true });
    };
    const install: CliResult = { ...record.install, json: <T>() => parseJsonOutput<T>(record.install.stdout) };
    return { scratch, install, record, restoreMs: Date.now() - started };
  } catch (err) {
    rmSync(lock, { recursive: true, force: true });
    throw err;
  }
}

/** `npm pack` + `plugins install npm-pack:` into a fresh home at `root`, copied to `snapshot`. */
async function makeSnapshot(pluginDir: string, root: string, snapshot: string, recordFile: string): Promise<void> {
  rmSync(root, { recursive: true, force: true });
  rmSync(snapshot, { recursive: true, force: true });
  const scratch = await createScratchHome({ root });
  const packed = await packPlugin(pluginDir, `${root}.pack`, scratch.home);
  const install = await runOpenclaw(scratch.home, ["plugins", "install", `npm-pack:${packed.tarball}`, "--force", "--accept-capabilities"], { timeoutMs: 240_000 });
  if (install.code !== 0 || !install.stdout.includes("Installed plugin:")) throw new Error(describeFailure(install));
  const name = (JSON.parse(readFileSync(path.join(pluginDir, "package.json"), "utf8")) as { name: string }).name;
  const projects = path.join(scratch.stateDir, "npm", "projects");
  const packagePath = path.join("node_modules", name);
  const found = existsSync(projects) ? readdirSync(projects).filter((p) => existsSync(path.join(projects, p, packagePath, "package.json"))) : [];
  if (found.length !== 1) {
    throw new Error(`e2e: expected one npm project holding ${packagePath} under ${projects} after the install, found ${JSON.stringify(found)}\n${describeFailure(install)}`);
  }
  // Not in the snapshot: the private TMPDIR (install scratch files and the compile-cache link;
  // openclawEnv() makes it again) and npm's download cache of the install.
  const skipped = new Set([path.join(scratch.home, ".tmp"), path.join(scratch.home, ".npm")]);
  cpSync(root, snapshot, { recursive: true, verbatimSymlinks: true, filter: (src) => !skipped.has(src) });
  const { json: _json, ...result } = install;
  const record: InstalledHomeRecord = {
    pluginDir,
    tarball: packed.tarball,
    files: packed.files,
    install: result,
    projectDir: path.join(snapshot, path.relative(root, path.join(projects, found[0]!))),
    packagePath,
    packMs: packed.durationMs,
    installMs: install.durationMs,
  };
  writeFileSync(recordFile, JSON.stringify(record, null, 2));
  console.log(`[e2e timing] the run's plugin install, once per run: npm pack ${secs(packed.durationMs)}, plugins install npm-pack ${secs(install.durationMs)}`);
}

function secs(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}
