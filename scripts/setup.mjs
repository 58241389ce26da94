#!/usr/bin/env node
// One-command install for a fresh machine (README "Development").
//
// Why not a plain `npm ci`? OpenClaw 2026.9.6 (our devDependency, for types and the
// end-to-end tests) has a preinstall check that exits on Node < 24.16, and the system
// Node may be 20. So: install without scripts, build the local Node 24 from the `node`
// devDependency, then run the remaining install scripts on that Node 24. After this,
// every npm script runs on Node 24 because npm puts node_modules/.bin first on PATH.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = path.join(root, "node_modules", ".bin");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

function run(args, env = process.env) {
  console.log(`> npm ${args.join(" ")}`);
  const r = spawnSync(npm, args, { cwd: root, stdio: "inherit", env });
  if (r.status !== 0) {
    console.error(`setup: 'npm ${args.join(" ")}' failed with exit code ${r.status}.`);
    process.exit(r.status ?? 1);
  }
}

run(existsSync(path.join(root, "package-lock.json"))
  ? ["ci", "--ignore-scripts", "--no-audit", "--no-fund"]
  : ["install", "--ignore-scripts", "--no-audit", "--no-fund"]);
run(["rebuild", "node"]);
const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ""}` };
run(["rebuild"], env);
const v = spawnSync(path.join(bin, "node"), ["--version"], { encoding: "utf8" });
console.log(`setup: done. npm scripts will run on Node ${v.stdout.trim()}.`);
