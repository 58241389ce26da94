/**
 * ReDoS screening. Each regex runs in a worker thread (workers/regex-screen.mjs) on adversarial
 * inputs derived from its own source, at a size S and at 4×S. A catastrophic pattern never
 * returns, so the parent keeps a watchdog: no progress within `timeoutMs` terminates the worker,
 * records the input it was stuck on, and carries on with the next input in a fresh worker.
 *
 * Verdict, per input: superlinear when 4×S is not done within `timeoutMs` twice (the second time
 * alone, in a fresh worker, with RETRY_FACTOR × the time: a wall-clock watchdog also fires when a
 * busy box gave this process no core), or takes more than RATIO_LIMIT × the time at S and more
 * than `floorMs` of CPU time, in two readings (linear work over these sizes stays far below it;
 * the worker takes a superlinear reading again, since a thread's CPU clock on a loaded box once
 * read microseconds as milliseconds).
 */
import { Worker } from "node:worker_threads";
import { fork, type ChildProcess } from "node:child_process";
import path from "node:path";
import { WORKERS } from "./dist.js";

export const RATIO_LIMIT = 6; // 4× the input: linear ≈ 4×, quadratic ≈ 16×
/** A timed-out input's second chance: this many times the watchdog, in a worker of its own. */
const RETRY_FACTOR = 40;
/** A worker's time to post a job's first input (ms): a thread start when the worker is fresh,
 *  then the pattern's compile and its inputs' recipes, none of them a search. */
const BOOT_MS = 60_000;

export interface ScreenJob {
  id: string;
  source: string;
  flags: string;
}

export interface ScreenVerdict {
  id: string;
  family: string;
  tSmall: number;
  tLarge: number;
  timedOut: boolean;
}

export interface ScreenReport {
  regexes: number;
  inputs: number;
  flagged: ScreenVerdict[];
  /** Slowest large-input timing seen among inputs that passed (ms). */
  slowestPassMs: number;
  /** Inputs that ran past the watchdog once and were run again alone (each counted once more
   *  in `inputs` or `flagged` by that run). */
  retried: number;
}

export async function screenRegexes(jobs: ScreenJob[], opts: { size: number; timeoutMs: number; floorMs: number; maxFlagsPerRegex?: number; threads?: number }): Promise<ScreenReport> {
  const report: ScreenReport = { regexes: jobs.length, inputs: 0, flagged: [], slowestPassMs: 0, retried: 0 };
  const retryMs = opts.timeoutMs * RETRY_FACTOR;
  const script = path.join(WORKERS, "regex-screen.mjs");
  const maxFlags = opts.maxFlagsPerRegex ?? Infinity;
  const flagsOf = (id: string) => report.flagged.filter((f) => f.id === id).length;

  // One lane per thread: each lane owns a worker and takes the next job when it is free.
  const lane = async (next: () => number | null): Promise<void> => {
  let worker: Worker | null = null;

  // `only`: run family `skip` alone, with the longer budget (a retry after a timeout).
  const runJob = (index: number, skip: number, only = false): Promise<void> =>
    new Promise((resolve, reject) => {
      const job = jobs[index]!;
      worker ??= new Worker(script, { workerData: { role: "screen" } });
      const w = worker;
      let current = { family: skip, name: "?" };
      let timer: NodeJS.Timeout | undefined;
      const budget = only ? retryMs : opts.timeoutMs;
      const arm = (ms: number) => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          w.removeAllListeners();
          void w.terminate();
          worker = null;
          if (current.name === "?") {
            // Not even the first input started: the worker did not start or could not build the
            // job's inputs (neither takes a minute, however loaded the box). That is a broken
            // harness, not a verdict.
            reject(new Error(`regex-screen worker did not post the first input within ${ms} ms (${job.id})`));
          } else if (!only) {
            // A watchdog on wall time also fires when the scheduler gave this process no core
            // (the suite runs at a low priority beside the e2e Gateway): a first timeout is
            // confirmed alone, in a fresh worker, with a budget a linear input never needs.
            report.retried++;
            runJob(index, current.family, true)
              .then(() => (flagsOf(job.id) >= maxFlags ? undefined : runJob(index, current.family + 1)))
              .then(resolve, reject);
          } else {
            report.inputs++;
            report.flagged.push({ id: job.id, family: current.name, tSmall: NaN, tLarge: NaN, timedOut: true });
            resolve();
          }
        }, ms);
      };
      w.removeAllListeners();
      w.on("error", (err) => {
        clearTimeout(timer);
        reject(err);
      });
      w.on("message", (msg: { kind: string; family?: number; name?: string; results?: Array<{ name: string; tSmall: number; tLarge: number }> }) => {
        if (msg.kind === "start") {
          current = { family: msg.family ?? 0, name: msg.name ?? "?" };
          arm(budget);
        } else if (msg.kind === "done") {
          clearTimeout(timer);
          for (const r of msg.results ?? []) {
            report.inputs++;
            const superlinear = r.tLarge > opts.floorMs && r.tLarge > RATIO_LIMIT * Math.max(r.tSmall, 0.01);
            if (superlinear) report.flagged.push({ id: job.id, family: r.name, tSmall: r.tSmall, tLarge: r.tLarge, timedOut: false });
            else report.slowestPassMs = Math.max(report.slowestPassMs, r.tLarge);
          }
          resolve();
        }
      });
      // Until the first input starts, the clock covers a thread start (a fresh worker), a compile
      // and the inputs' recipes, not a search: a busy box stretches them past the watchdog too.
      arm(BOOT_MS);
      w.postMessage({ index, source: job.source, flags: job.flags, size: opts.size, skip, only, floorMs: opts.floorMs, ratio: RATIO_LIMIT });
    });

  try {
    for (let i = next(); i !== null; i = next()) await runJob(i, 0);
  } finally {
    const w = worker as Worker | null;
    if (w) await w.terminate();
  }
  };
  let cursor = 0;
  const next = () => (cursor < jobs.length ? cursor++ : null);
  await Promise.all(Array.from({ length: opts.threads ?? 1 }, () => lane(next)));
  return report;
}

export interface DriveCase {
  id: string;
  driver: string;
  input: { kind: "generic"; index: number } | { kind: "family"; source: string; flags: string; index: number };
  /** Small size in characters; the large run is 4×. */
  n: number;
  /** For progress output. */
  label?: string;
}

export interface DriveResult {
  id: string;
  driver: string;
  tSmall: number;
  tLarge: number;
  /** Did not finish within the watchdog's time at all. */
  timedOut: boolean;
  /** The entry point threw something other than a clear refusal (the child's stderr has it). */
  crashed?: boolean;
}

/**
 * Runs each case through its entry point of the built package in a child process
 * (workers/entry-drive.mjs). A case whose small run does not come back within `timeoutMs`, or
 * whose large runs take longer than `timeoutMs` and (3 × limit + 2) × the small run, is killed
 * and reported as timed out: only superlinear work takes that long. A first ratio of
 * `confirmFrom` (default: `limit`) or more is confirmed by the median of `confirmRuns` (default 3)
 * runs of each size, taken in turns.
 */
export async function driveCases(cases: DriveCase[], opts: { timeoutMs: number; limit: number; confirmFrom?: number; confirmRuns?: number }): Promise<DriveResult[]> {
  const script = path.join(WORKERS, "entry-drive.mjs");
  const runs = opts.confirmRuns ?? 3;
  const results: DriveResult[] = [];
  let child: ChildProcess | null = null;
  const fresh = () =>
    new Promise<ChildProcess>((resolve, reject) => {
      const c = fork(script, [], { execArgv: [], stdio: ["ignore", "ignore", "inherit", "ipc"] });
      c.once("message", () => resolve(c));
      c.once("error", reject);
      c.once("exit", (code) => reject(new Error(`entry-drive exited (${code}) before it was ready`)));
    });
  try {
    for (const c of cases) {
      child ??= await fresh();
      const p = child;
      p.removeAllListeners("exit");
      const res = await new Promise<DriveResult>((resolve, reject) => {
        let tSmall = NaN;
        const expire = () => {
          p.removeAllListeners();
          p.kill("SIGKILL");
          child = null;
          resolve({ id: c.id, driver: c.driver, tSmall, tLarge: NaN, timedOut: true });
        };
        let timer = setTimeout(expire, opts.timeoutMs);
        p.removeAllListeners("message");
        p.once("exit", () => {
          clearTimeout(timer);
          child = null;
          resolve({ id: c.id, driver: c.driver, tSmall: NaN, tLarge: NaN, timedOut: false, crashed: true });
        });
        p.on("message", (m: { progress?: boolean; tSmall: number; tLarge: number; wallSmall?: number }) => {
          clearTimeout(timer);
          if (m.progress) {
            // The small run is done: what is left is at most `runs` runs at 4× and `runs` - 1 at 1×. A
            // fixed deadline would call slow-but-linear work on a loaded box superlinear (a
            // 1 MB extraction that takes 30 s in 4 pieces of 7 s); this one lets linear work
            // finish and still stops a run that has gone far past `limit` × the small time.
            // The times are CPU times; the deadline is wall time, so it scales with the small
            // run's wall time, which the same load stretched.
            tSmall = m.tSmall;
            timer = setTimeout(expire, Math.max(opts.timeoutMs, (runs * opts.limit + runs - 1) * Math.max(m.tSmall, m.wallSmall ?? 0)));
            return;
          }
          p.removeAllListeners("exit");
          p.removeAllListeners("message");
          resolve({ id: c.id, driver: c.driver, tSmall: m.tSmall, tLarge: m.tLarge, timedOut: false });
        });
        p.send({ id: c.id, driver: c.driver, input: c.input, n: c.n, confirmFrom: opts.confirmFrom ?? opts.limit, confirmRuns: runs });
      });
      results.push(res);
      if (process.env.CONTEXT_KIT_RELIABILITY_VERBOSE === "1") process.stderr.write(`[redos] ${c.driver} ${c.label ?? c.id} n=${c.n}: ${res.crashed ? "crashed" : res.timedOut ? "timeout" : `${res.tSmall.toFixed(0)} → ${res.tLarge.toFixed(0)} ms`}\n`);
    }
  } finally {
    const p = child as ChildProcess | null;
    if (p) p.kill("SIGKILL");
  }
  return results;
}
