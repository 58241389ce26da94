#!/usr/bin/env node
// Reliability figures for BENCHMARKS.md: runs test/reliability (CI-sized, or the long-run
// sizes with CONTEXT_KIT_RELIABILITY=long) with CONTEXT_KIT_FIGURES pointing at a scratch file,
// then prints the figures each part recorded as a markdown table and writes
// bench/.out/reliability.json. The verdicts are the tests' own: this only collects what they
// measured (writes, trials, refusals, timings), so the table and the suite cannot disagree.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { root as repo } from "./lib.mjs";

const scratch = mkdtempSync(path.join(os.tmpdir(), "ck-rel-bench-"));
const figuresFile = path.join(scratch, "figures.jsonl");
const vitest = path.join(repo, "node_modules", ".bin", "vitest");
const t0 = Date.now();
const r = spawnSync(vitest, ["run", "test/reliability"], {
  cwd: repo,
  stdio: ["ignore", "ignore", "inherit"],
  env: { ...process.env, CONTEXT_KIT_FIGURES: figuresFile, PATH: `${path.join(repo, "node_modules", ".bin")}${path.delimiter}${process.env.PATH ?? ""}` },
});
const seconds = ((Date.now() - t0) / 1000).toFixed(0);
const figures = existsSync(figuresFile) ? readFileSync(figuresFile, "utf8").split("\n").filter(Boolean).map((l) => JSON.parse(l)) : [];
rmSync(scratch, { recursive: true, force: true });

const PARTS = ["secrets", "concurrency", "crash", "containment", "deletion", "hostile", "redos", "injection"];
const lines = [`Suite: ${process.env.CONTEXT_KIT_RELIABILITY === "long" ? "long" : "CI-sized"}, ${seconds} s, vitest exit ${r.status}.`, "", "| part | figure | value |", "| --- | --- | --- |"];
for (const part of [...PARTS, ...new Set(figures.map((f) => f.part).filter((p) => !PARTS.includes(p)))]) {
  for (const f of figures.filter((x) => x.part === part)) lines.push(`| ${part} | ${f.name.replace(/\|/g, "\\|")} | ${f.value}${f.unit ? ` ${f.unit}` : ""} |`);
}
console.log(lines.join("\n"));
mkdirSync(path.join(repo, "bench", ".out"), { recursive: true });
writeFileSync(path.join(repo, "bench", ".out", "reliability.json"), JSON.stringify({ seconds: Number(seconds), exit: r.status, figures }, null, 2) + "\n");
process.exitCode = r.status === 0 ? 0 : 1;
