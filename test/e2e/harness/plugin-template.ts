/**
 * One real npm-pack install per e2e run, reused by every Gateway file (install mode "template").
 *
 * `openclaw plugins install npm-pack:<tgz>` took 33–37 s per file on the 2-core box (it runs
 * `npm install` of the plugin's dependencies several times; a shared npm cache did not help), and
 * each Gateway file paid it before its Gateway could start. Now the first file that needs the
 * plugin packs it and installs the tarball – for real, with `npm-pack:` – into a template home in
 * the run folder (global-setup.ts); every Gateway file then copies the package folder OpenClaw
 * installed (`~/.openclaw/npm/projects/<name>/`: the unpacked tarball in
 * `node_modules/<name>/` beside its production dependencies, and the `openclaw` peer linked to
 * the host install) into its own scratch folder and installs that copy with
 * `openclaw plugins install -l <copy>/node_modules/<name>` (~10 s). So the Gateway loads exactly
 * the packed files with the dependencies OpenClaw's npm install resolved, from a folder nothing
 * edits during the run (the reason "link" of the repo itself is not used, see install-plugin.ts).
 *
 * Why not copy the whole template ~/.openclaw: OpenClaw keeps its install records in
 * state/openclaw.sqlite with absolute paths into the template home (checked on 2026.9.6).
 *
 * plugin-install.test.ts proves that npm-pack install itself: it runs its checks (inspect,
 * skills list, config validate, ClawHub's validator on the tarball) in the template home
 * (templateInstall() below), so a run packs and installs from the registry once, not twice.
 *
 * A lock folder makes creation safe if e2e files ever run in parallel; without a run folder
 * (the harness used outside vitest.config.ts's e2e project) there is no template and callers
 * fall back to a pack install of their own.
 */
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { describeFailure, runOpenclaw } from "./openclaw-cli.js";
import { packPlugin } from "./pack.js";
import type { CommandResult } from "./process.js";
import { e2eRunDir } from "./run-dir.js";
import { createScratchHome } from "./scratch-home.js";

export interface PluginTemplate {
  pluginDir: string;
  tarball: string;
  /** Paths inside the tarball, as `npm pack --json` listed them. */
  files: string[];
  /** The scratch folder of the template home (scratchHomeAt() opens it). */
  root: string;
  /** `plugins install npm-pack:` as it ran (command, exit code, output, duration). */
  install: CommandResult;
  /** The npm project OpenClaw installed into: `<template home>/.openclaw/npm/projects/<name>`. */
  projectDir: string;
  /** The package inside it, relative to projectDir: `node_modules/<name>`. */
  packagePath: string;
  packMs: number;
  installMs: number;
}

const LOCK_WAIT_MS = 600_000;

/** The run's template for pluginDir, creating it on first use; undefined without a run folder. */
export async function sharedPluginTemplate(pluginDir: string): Promise<PluginTemplate | undefined> {
  const runDir = e2eRunDir();
  if (!runDir) return undefined;
  const dir = path.join(runDir, `plugin-template-${createHash("sha256").update(pluginDir).digest("hex").slice(0, 12)}`);
  const record = path.join(dir, "template.json");
  const lock = `${dir}.lock`;
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    if (existsSync(record)) return JSON.parse(readFileSync(record, "utf8")) as PluginTemplate;
    try {
      mkdirSync(lock);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      if (Date.now() > deadline) throw new Error(`e2e: waited ${LOCK_WAIT_MS} ms for the plugin template (lock ${lock})`);
      await sleep(1_000);
      continue;
    }
    try {
      if (existsSync(record)) continue;
      rmSync(dir, { recursive: true, force: true });
      const template = await createTemplate(pluginDir, dir);
      console.log(`[e2e timing] plugin template, once per run: npm pack ${secs(template.packMs)}, plugins install npm-pack ${secs(template.installMs)}`);
      writeFileSync(`${record}.tmp`, JSON.stringify(template, null, 2));
      renameSync(`${record}.tmp`, record);
      return template;
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

async function createTemplate(pluginDir: string, dir: string): Promise<PluginTemplate> {
  mkdirSync(dir, { recursive: true });
  const scratch = await createScratchHome({ label: "template", parentDir: dir });
  const packed = await packPlugin(pluginDir, path.join(scratch.root, "pack"), scratch.home);
  const install = await runOpenclaw(scratch.home, ["plugins", "install", `npm-pack:${packed.tarball}`, "--force", "--accept-capabilities"], {
    timeoutMs: 240_000,
  });
  if (install.code !== 0 || !install.stdout.includes("Installed plugin:")) throw new Error(describeFailure(install));
  const name = (JSON.parse(readFileSync(path.join(pluginDir, "package.json"), "utf8")) as { name: string }).name;
  const projects = path.join(scratch.stateDir, "npm", "projects");
  const packagePath = path.join("node_modules", name);
  const found = existsSync(projects) ? readdirSync(projects).filter((p) => existsSync(path.join(projects, p, packagePath, "package.json"))) : [];
  if (found.length !== 1) {
    throw new Error(`e2e: expected one npm project holding ${packagePath} under ${projects} after the install, found ${JSON.stringify(found)}\n${describeFailure(install)}`);
  }
  return {
    pluginDir,
    tarball: packed.tarball,
    files: packed.files,
    root: scratch.root,
    install: { command: install.command, args: install.args, code: install.code, signal: install.signal, stdout: install.stdout, stderr: install.stderr, durationMs: install.durationMs, timedOut: install.timedOut },
    projectDir: path.join(projects, found[0]!),
    packagePath,
    packMs: packed.durationMs,
    installMs: install.durationMs,
  };
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

function secs(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}
