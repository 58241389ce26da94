#!/usr/bin/env node
// `npm test` after the build: the e2e project beside unit + reliability, as two vitest processes.
//
// One vitest process runs its projects' groups one after the other (vitest.config.ts: unit and
// reliability share a pool of a worker per core, e2e runs after them), and a group's projects
// must share one worker count, so the one-file-at-a-time e2e project cannot join the other
// group. But an e2e file keeps about one core busy and waits much of its time (a Gateway
// starting, hooks, the model, npm), while unit + reliability want every core: run apart, each
// phase left a core idle for minutes. Run side by side, the e2e files still run one at a time
// (their own process, fileParallelism off), and no test measures wall time against a limit (the
// linear-time checks time CPU: test/support/cpu-time.mjs).
//
// Arguments go to both runs (`npm test -- -t rolling`); a run whose projects have no matching
// file passes. Exit code: the first failing run's, else 0.
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const vitest = path.join(repo, "node_modules", "vitest", "vitest.mjs");
const extra = process.argv.slice(2);
// e2e is the longer path (alone: ~290 s against ~265 s for unit + reliability), and side by side
// both slowed to 430–490 s: the Gateway starts and chat turns e2e waits on took twice as long
// with the unit workers busy beside them. So the unit + reliability run yields: it runs at a
// lower priority and fills the time e2e leaves idle (a Gateway's sockets, npm, the model's
// timeouts). On Linux with autogroup scheduling (the default), a process's nice value only
// counts against processes of its own session, and the harness starts every Gateway in a
// session of its own; so that run gets a session of its own too, whose autogroup is lowered
// (/proc/<pid>/autogroup). Elsewhere the process's nice value does the same job. No test
// compares wall time against a limit (linear-time checks time CPU: test/support/cpu-time.mjs).
const runs = [
  { label: "unit+reliability", args: ["--project", "unit", "--project", "reliability"], nice: 10 },
  { label: "e2e", args: ["--project", "e2e"], nice: 0 },
];
const children = [];

/** Lowers the priority of `pid`'s autogroup (Linux) or, failing that, of the process itself. */
function lowerPriority(pid, nice) {
  try {
    writeFileSync(`/proc/${pid}/autogroup`, String(nice));
    return;
  } catch {
    // No autogroup here (not Linux, or turned off): the nice value is what counts.
  }
  try {
    os.setPriority(pid, nice);
  } catch {
    // Not allowed (some containers): both runs then share the CPU as equals.
  }
}

function run({ label, args, nice }) {
  const started = Date.now();
  const child = spawn(process.execPath, [vitest, "run", ...args, ...(extra.length ? ["--passWithNoTests", ...extra] : [])], {
    cwd: repo,
    stdio: ["ignore", "pipe", "pipe"],
    // Its own session (and so its own autogroup) when it is to yield; killed with its group below.
    detached: nice > 0,
  });
  children.push(child);
  if (nice > 0 && child.pid) lowerPriority(child.pid, nice);
  // Each line once it is whole, with the run it came from, so the two outputs stay readable.
  for (const [stream, out] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
    let rest = "";
    stream.setEncoding("utf8");
    stream.on("data", (chunk) => {
      const lines = (rest + chunk).split("\n");
      rest = lines.pop();
      for (const line of lines) out.write(`[${label}] ${line}\n`);
    });
    stream.on("end", () => rest && out.write(`[${label}] ${rest}\n`));
  }
  return new Promise((resolve) => {
    child.on("error", (err) => resolve({ label, code: 1, seconds: 0, error: err.message }));
    child.on("close", (code, signal) => resolve({ label, code: code ?? 1, signal, seconds: (Date.now() - started) / 1000 }));
  });
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}

const results = await Promise.all(runs.map(run));
for (const r of results) {
  const how = r.error ? `could not start: ${r.error}` : r.signal ? `killed by ${r.signal}` : r.code === 0 ? "passed" : `failed (exit ${r.code})`;
  console.log(`== ${r.label}: ${how} in ${r.seconds.toFixed(0)} s`);
}
process.exitCode = results.find((r) => r.code !== 0)?.code ?? 0;
