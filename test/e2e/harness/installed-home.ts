/**
 * One plugin-installed Gateway home per e2e run, restored for each Gateway file, instead of a
 * `plugins install -l` (plus its code-safety scan) in a fresh home per file.
 *
 * Why a fixed folder: OpenClaw keeps its install records in `state/openclaw.sqlite` with
 * absolute paths into the home (checked on 2026.9.6), so a copied home only works at the path
 * it was installed at. The first Gateway file of a run makes `<run>/gateway-home-<hash>`: a
 * scratch home with the run's template package (plugin-template.ts, the one real npm-pack
 * install) copied in and installed with `-l`, exactly as install mode "template" does, and saves
 * it beside itself as a snapshot. Every Gateway file then restores the snapshot to that same path
 * and writes its own config over it (port, token, model, plugin entry and config; see
 * createScratchHome's `root`). No Gateway has run in the snapshot: each file starts from the
 * state an install leaves, as before.
 *
 * The path is one per run, so only one environment can hold it: the holder keeps a lock folder
 * until its scratch.cleanup(). Another environment meanwhile (parallel files), or after a
 * teardown that kept its home because a process survived, gets undefined and installs into a
 * home of its own (installPlugin, mode "template").
 */
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describeFailure, parseJsonOutput, runOpenclaw, type CliResult } from "./openclaw-cli.js";
import { assertBuilt } from "./pack.js";
import { pluginUnderTest } from "./paths.js";
import { copyTemplatePackage, sharedPluginTemplate } from "./plugin-template.js";
import type { CommandResult } from "./process.js";
import { e2eRunDir } from "./run-dir.js";
import { createScratchHome, type ScratchHome, type ScratchHomeOptions } from "./scratch-home.js";

/** What the snapshot's install was, kept beside it (snapshot.json). */
interface SnapshotRecord {
  pluginDir: string;
  tarball: string;
  /** The package folder installed with `-l`, inside the home's folder. */
  linkedDir: string;
  install: CommandResult;
}

export interface ClaimedHome {
  /** The restored home with this environment's config; its cleanup() frees the path. */
  scratch: ScratchHome;
  /** The snapshot's `plugins install -l`, as it ran when the snapshot was made. */
  install: CliResult;
  tarball: string;
  linkedDir: string;
  /** Restoring the snapshot (and making it, for the run's first Gateway file). */
  restoreMs: number;
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
  const root = path.join(runDir, `gateway-home-${createHash("sha256").update(pluginDir).digest("hex").slice(0, 12)}`);
  const lock = `${root}.in-use`;
  try {
    mkdirSync(lock);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "EEXIST") return undefined;
    throw err;
  }
  try {
    const started = Date.now();
    const snapshot = `${root}.snapshot`;
    const recordFile = path.join(snapshot, "snapshot.json");
    if (!existsSync(recordFile)) await makeSnapshot(pluginDir, root, snapshot, recordFile);
    const record = JSON.parse(readFileSync(recordFile, "utf8")) as SnapshotRecord;
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
    return { scratch, install, tarball: record.tarball, linkedDir: record.linkedDir, restoreMs: Date.now() - started };
  } catch (err) {
    rmSync(lock, { recursive: true, force: true });
    throw err;
  }
}

/** A home at `root` with the template package installed with `-l`, copied to `snapshot`. */
async function makeSnapshot(pluginDir: string, root: string, snapshot: string, recordFile: string): Promise<void> {
  const template = await sharedPluginTemplate(pluginDir);
  if (!template) throw new Error("e2e: no plugin template without a run folder");
  rmSync(root, { recursive: true, force: true });
  rmSync(snapshot, { recursive: true, force: true });
  const scratch = await createScratchHome({ root });
  const linkedDir = copyTemplatePackage(template, path.join(root, "plugin"));
  const install = await runOpenclaw(scratch.home, ["plugins", "install", "-l", linkedDir, "--force", "--accept-capabilities"], { timeoutMs: 240_000 });
  if (install.code !== 0) throw new Error(describeFailure(install));
  // The private TMPDIR holds install scratch files and the compile-cache link; openclawEnv()
  // makes it again.
  const tmp = path.join(scratch.home, ".tmp");
  cpSync(root, snapshot, { recursive: true, verbatimSymlinks: true, filter: (src) => src !== tmp });
  const { json: _json, ...result } = install;
  const record: SnapshotRecord = { pluginDir, tarball: template.tarball, linkedDir, install: result };
  writeFileSync(recordFile, JSON.stringify(record, null, 2));
  console.log(`[e2e timing] installed Gateway home, once per run: plugins install -l ${(install.durationMs / 1000).toFixed(1)} s`);
}
