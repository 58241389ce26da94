/**
 * The run's one real npm-pack install (installed-home.ts) as a template for environments that
 * cannot hold the run's installed home (another environment holds it: parallel files, or a
 * teardown that kept its home). They copy the npm project OpenClaw installed
 * (`~/.openclaw/npm/projects/<name>/`: the unpacked tarball in `node_modules/<name>/` beside its
 * production dependencies, and the `openclaw` peer linked to the host install) from the snapshot
 * into their own scratch folder and install that copy with
 * `openclaw plugins install -l <copy>/node_modules/<name>` (~10 s): the same packed files with
 * the dependencies OpenClaw's npm install resolved, from a folder nothing edits during the run
 * (the reason "link" of the repo itself is not used, see install-plugin.ts).
 *
 * Without a run folder (the harness used outside vitest.config.ts's e2e project) there is no
 * template, and callers fall back to a pack install of their own.
 */
import { cpSync, existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { claimInstalledHome, installedHomePaths, type InstalledHomeRecord } from "./installed-home.js";
import { e2eRunDir } from "./run-dir.js";

export type PluginTemplate = InstalledHomeRecord;

const WAIT_MS = 600_000;

/** The run's install of pluginDir, making it on first use; undefined without a run folder. */
export async function sharedPluginTemplate(pluginDir: string): Promise<PluginTemplate | undefined> {
  const runDir = e2eRunDir();
  if (!runDir) return undefined;
  const { recordFile } = installedHomePaths(runDir, pluginDir);
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    if (existsSync(recordFile)) return JSON.parse(readFileSync(recordFile, "utf8")) as PluginTemplate;
    // Claiming the home makes the install if nobody has; give the home back at once.
    const claimed = await claimInstalledHome({}, pluginDir);
    if (claimed) {
      claimed.scratch.cleanup();
      return claimed.record;
    }
    // Held by an environment that may be making the install right now.
    if (Date.now() > deadline) throw new Error(`e2e: waited ${WAIT_MS} ms for the run's plugin install (${recordFile})`);
    await sleep(1_000);
  }
}

/**
 * Copies the template's npm project into destDir and returns the package folder to install
 * with `-l`. Symlinks are copied as they are: node_modules/.bin links stay relative (inside the
 * copy), and the `openclaw` peer link keeps pointing at the host install, as OpenClaw made it.
 */
export function copyTemplatePackage(template: PluginTemplate, destDir: string): string {
  const project = path.join(destDir, path.basename(template.projectDir));
  mkdirSync(destDir, { recursive: true });
  cpSync(template.projectDir, project, { recursive: true, verbatimSymlinks: true });
  return path.join(project, template.packagePath);
}
