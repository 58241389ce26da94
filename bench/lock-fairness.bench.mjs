#!/usr/bin/env node
/**
 * Bench: lock fairness under a crowd of real CLI processes. N `context-kit compact write` plus N
 * `context-kit state update` processes on one workspace, all started at once, against the anchor
 * measured in the same run: the same 2N commands one after another. The figure is the ratio of
 * the two wall times (concurrent / serial); a crowd that starves the lock holder shows up as a
 * ratio far above 1, or as failed commands.
 *
 * CONTEXT_KIT_LOCK_BENCH_N sets N (default 40, i.e. 80 processes). Prints a markdown table;
 * writes bench/.out/lock-fairness.json. Needs `npm run build` first.
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync, existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { root as repo } from "./lib.mjs";

const bin = path.join(repo, "dist", "cli", "bin.js");
if (!existsSync(bin)) {
  console.error("dist/cli/bin.js is missing: run `npm run build` first.");
  process.exit(1);
}
const N = Number(process.env.CONTEXT_KIT_LOCK_BENCH_N ?? 40);
const FIXTURE = path.join(repo, "test", "fixtures", "transcripts", "v3-forkful.jsonl");

function run(args, stdin = "") {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, ...args], { stdio: ["pipe", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.setEncoding("utf8").on("data", (d) => (out += d));
    child.stderr.setEncoding("utf8").on("data", (d) => (err += d));
    child.stdin.on("error", () => undefined);
    child.stdin.end(stdin);
    child.once("close", (code) => resolve({ code, out, err }));
  });
}

// The i-th command of the mix: even ones write a compact, odd ones update the rolling summary.
function command(ws, draft, i) {
  const k = i >> 1;
  if (i % 2 === 0) return [["compact", "write", "--workspace", ws, "--now", `2026-03-08T18:${String(k % 60).padStart(2, "0")}:00Z`], draft];
  return [["state", "update", "--workspace", ws, "--now", "2026-03-08T18:00:00Z", "--timezone", "UTC", "--completed", `step ${k}`, "--next", `after ${k}`], ""];
}

async function storm(ws, draft, concurrent) {
  const t0 = performance.now();
  const results = [];
  if (concurrent) results.push(...(await Promise.all(Array.from({ length: 2 * N }, (_, i) => run(...command(ws, draft, i))))));
  else for (let i = 0; i < 2 * N; i++) results.push(await run(...command(ws, draft, i)));
  const ms = performance.now() - t0;
  const failed = results.filter((r) => r.code !== 0);
  return { ms, failed: failed.length, firstError: failed[0]?.err.trim().split("\n")[0] ?? null };
}

const scratch = mkdtempSync(path.join(os.tmpdir(), "ck-lock-bench-"));
try {
  const extracted = await run(["compact", "extract", "--session", FIXTURE, "--now", "2026-03-08T18:00:00Z"]);
  if (extracted.code !== 0) throw new Error(`compact extract failed: ${extracted.err}`);
  const wsSerial = path.join(scratch, "serial");
  const wsConcurrent = path.join(scratch, "concurrent");
  mkdirSync(wsSerial);
  mkdirSync(wsConcurrent);
  const serial = await storm(wsSerial, extracted.out, false);
  const concurrent = await storm(wsConcurrent, extracted.out, true);
  const compacts = (ws) => readdirSync(path.join(ws, "memory", "compacts")).filter((n) => n.endsWith(".md")).length;
  const ratio = concurrent.ms / serial.ms;
  const rows = [
    ["processes (compact write + state update)", `${N} + ${N}`],
    ["serial wall time (anchor)", `${(serial.ms / 1000).toFixed(1)} s`],
    ["concurrent wall time", `${(concurrent.ms / 1000).toFixed(1)} s`],
    ["**concurrent / serial**", `**${ratio.toFixed(2)}×**`],
    ["failed commands (serial / concurrent)", `${serial.failed} / ${concurrent.failed}`],
    ["compacts kept (serial / concurrent)", `${compacts(wsSerial)} / ${compacts(wsConcurrent)}`],
  ];
  console.log(["| figure | value |", "| --- | --- |", ...rows.map(([a, b]) => `| ${a} | ${b} |`)].join("\n"));
  if (concurrent.firstError) console.log(`\nfirst concurrent failure: ${concurrent.firstError}`);
  mkdirSync(path.join(repo, "bench", ".out"), { recursive: true });
  writeFileSync(path.join(repo, "bench", ".out", "lock-fairness.json"), JSON.stringify({ n: N, serialMs: serial.ms, concurrentMs: concurrent.ms, ratio, serialFailed: serial.failed, concurrentFailed: concurrent.failed }, null, 2) + "\n");
  process.exitCode = serial.failed + concurrent.failed === 0 ? 0 : 1;
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
