#!/usr/bin/env node
// `npm run bench`: runs every bench/*.bench.mjs in turn (each prints a markdown table and writes
// bench/.out/<name>.json). Benchmarks compare against an anchor measured in the same run, so
// their ratios mean something on any machine. Pass names to run a subset: npm run bench -- redact
import { readdirSync } from "node:fs";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const benches = readdirSync(here)
  .filter((f) => f.endsWith(".bench.mjs"))
  .filter((f) => only.length === 0 || only.some((o) => f.startsWith(o)))
  .sort();
let failed = 0;
for (const file of benches) {
  console.log(`\n## ${file}\n`);
  const t0 = Date.now();
  const r = spawnSync(process.execPath, ["--expose-gc", path.join(here, file)], { stdio: "inherit" });
  console.log(`\n(${file}: ${((Date.now() - t0) / 1000).toFixed(1)} s, exit ${r.status})`);
  if (r.status !== 0) failed++;
}
process.exitCode = failed > 0 ? 1 : 0;
