#!/usr/bin/env node
// One-command install for a fresh machine (README "Development").
//
// Why not a plain `npm ci`? OpenClaw 2026.9.6 (our devDependency, for types and the
// end-to-end tests) has a preinstall check that exits on Node < 24.16, and the system
// Node may be 20. So: install without scripts, build the local Node 24 from the `node`
// devDependency, then run the remaining install scripts on that Node 24. After this,
// every npm script runs on Node 24 because npm puts node_modules/.bin first on PATH.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = path.join(root, "node_modules", ".bin");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

// The first steps run on the system Node, which may be older than what OpenClaw and its
// dependencies declare in `engines`: npm then prints an EBADENGINE block (5 lines) for each such
// package, over a hundred in all, and the real output drowns. They are expected here (every
// install script runs later on the local Node 24), so those lines are dropped and counted, and
// one line says why. Every other line of npm's output is passed through as it comes.
const ENGINE_LINE = /^npm (?:warn|WARN) EBADENGINE\b/;
let hiddenEngineWarnings = 0;

function run(args, env = process.env, { filterEngines = false } = {}) {
  console.log(`> npm ${args.join(" ")}`);
  return new Promise((resolve) => {
    const child = spawn(npm, args, { cwd: root, stdio: ["inherit", "inherit", filterEngines ? "pipe" : "inherit"], env });
    if (filterEngines) {
      createInterface({ input: child.stderr }).on("line", (line) => {
        if (!ENGINE_LINE.test(line)) process.stderr.write(line + "\n");
        else if (/Unsupported engine/.test(line)) hiddenEngineWarnings++;
      });
    }
    child.once("error", (err) => {
      console.error(`setup: could not run npm: ${err.message}`);
      process.exit(1);
    });
    child.once("close", (code) => {
      if (code !== 0) {
        console.error(`setup: 'npm ${args.join(" ")}' failed with exit code ${code}.`);
        process.exit(code ?? 1);
      }
      resolve();
    });
  });
}

function explainEngineWarnings() {
  if (hiddenEngineWarnings === 0) return;
  console.log(`setup: hid ${hiddenEngineWarnings} EBADENGINE warning(s): npm on Node ${process.versions.node} checks packages that want a newer Node; expected, since their install scripts run on the local Node 24 below.`);
}

await run(
  existsSync(path.join(root, "package-lock.json"))
    ? ["ci", "--ignore-scripts", "--no-audit", "--no-fund"]
    : ["install", "--ignore-scripts", "--no-audit", "--no-fund"],
  process.env,
  { filterEngines: true },
);
await run(["rebuild", "node"], process.env, { filterEngines: true });
explainEngineWarnings();
const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ""}` };
// npm on Node 20 skips optional dependencies whose `engines` want Node ≥ 22, among them
// @openclaw/fs-safe's native helper (@openclaw/fs-safe-<platform>): without it fs-safe falls
// back to its best-effort JavaScript paths, which can leave a staging file outside the
// workspace when a folder is swapped for a symlink mid-write. Users run on OpenClaw's Node 24
// and get the helper, so the tests must too: let npm, now on Node 24, add what the lockfile
// lists for this platform (nothing is saved; the lockfile stays as it is).
const npmCli = process.env.npm_execpath;
if (npmCli && /npm-cli\.js$/.test(npmCli)) {
  const nodeBin = path.join(bin, process.platform === "win32" ? "node.cmd" : "node");
  console.log("> npm install --no-save (on the local Node 24, for platform-specific optional dependencies)");
  const r = spawnSync(nodeBin, [npmCli, "install", "--no-save", "--ignore-scripts", "--no-audit", "--no-fund"], { cwd: root, stdio: "inherit", env });
  if (r.status !== 0) {
    console.error(`setup: 'npm install --no-save' on Node 24 failed with exit code ${r.status}.`);
    process.exit(r.status ?? 1);
  }
} else {
  console.warn("setup: run me as `npm run setup` so that optional native helpers for Node 24 are installed too.");
}
await run(["rebuild"], env);
const v = spawnSync(path.join(bin, "node"), ["--version"], { encoding: "utf8" });
console.log(`setup: done. npm scripts will run on Node ${v.stdout.trim()}.`);
