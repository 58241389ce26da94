/**
 * Child-process plumbing shared by the e2e harness.
 *
 * Every child is spawned `detached`, i.e. as the leader of its own process group. OpenClaw
 * spawns helpers of its own (npm during `plugins install`, workers inside the Gateway), and
 * killing only the direct child would leak those. Killing the group (`process.kill(-pid)`)
 * takes the whole tree down, and `isProcessGroupAlive` lets tests prove nothing leaked.
 */
import { execFileSync, spawn, type ChildProcess, type SpawnOptions } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";

export interface CommandResult {
  command: string;
  args: string[];
  /** Exit code; null when the process was killed by a signal (e.g. our timeout). */
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  durationMs: number;
  timedOut: boolean;
}

export interface RunCommandOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Generous by default: this is a guard against hangs, not an assertion on speed. */
  timeoutMs?: number;
  input?: string;
}

/** Runs a command to completion in its own process group and captures its output. */
export function runCommand(command: string, args: string[], options: RunCommandOptions = {}): Promise<CommandResult> {
  const started = Date.now();
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    detached: true,
    stdio: [options.input === undefined ? "ignore" : "pipe", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  if (options.input !== undefined) child.stdin?.end(options.input);

  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    killProcessGroup(child.pid, "SIGKILL");
  }, options.timeoutMs ?? 120_000);

  return new Promise((resolve, reject) => {
    child.once("error", (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.once("close", (code, signal) => {
      clearTimeout(timer);
      // The direct child is gone, but grandchildren it left behind would still hold the group.
      killProcessGroup(child.pid, "SIGKILL");
      resolve({ command, args, code, signal, stdout, stderr, durationMs: Date.now() - started, timedOut });
    });
  });
}

/** Spawns a long-running process as its own process group (caller must stop it). */
export function spawnDetached(command: string, args: string[], options: SpawnOptions): ChildProcess {
  return spawn(command, args, { ...options, detached: true });
}

/** Sends a signal to a whole process group; ignores groups that are already gone. */
export function killProcessGroup(pid: number | undefined, signal: NodeJS.Signals = "SIGTERM"): void {
  if (!pid) return;
  try {
    process.kill(-pid, signal);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ESRCH") throw err;
  }
}

/** True while any process of the group still exists (signal 0 probes without killing). */
export function isProcessGroupAlive(pid: number | undefined): boolean {
  if (!pid) return false;
  try {
    process.kill(-pid, 0);
    return true;
  } catch (err) {
    // EPERM means it exists but belongs to someone else – still alive.
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Stops a process group: SIGTERM, wait up to `graceMs` for an orderly exit (the Gateway flushes
 * state on shutdown), then SIGKILL. Resolves true if the group is gone afterwards.
 */
export async function stopProcessGroup(pid: number | undefined, graceMs = 10_000): Promise<boolean> {
  if (!pid || !isProcessGroupAlive(pid)) return true;
  killProcessGroup(pid, "SIGTERM");
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline) {
    if (!isProcessGroupAlive(pid)) return true;
    await sleep(100);
  }
  killProcessGroup(pid, "SIGKILL");
  for (let i = 0; i < 50 && isProcessGroupAlive(pid); i++) await sleep(100);
  return !isProcessGroupAlive(pid);
}

/**
 * All live descendants of `pid` (children, grandchildren, …), whatever their process group.
 * Needed because not every helper stays in the group: the Gateway's spawn broker
 * (openclaw/dist/process/spawn-broker/worker.js) runs in a process group of its own.
 */
export function listDescendants(pid: number): number[] {
  let table: string;
  try {
    table = execFileSync("ps", ["-A", "-o", "pid=,ppid="], { encoding: "utf8" });
  } catch {
    return [];
  }
  const children = new Map<number, number[]>();
  for (const line of table.split("\n")) {
    const [child, parent] = line.trim().split(/\s+/).map(Number);
    if (!child || parent === undefined || Number.isNaN(parent)) continue;
    children.set(parent, [...(children.get(parent) ?? []), child]);
  }
  const out: number[] = [];
  const queue = [...(children.get(pid) ?? [])];
  while (queue.length > 0) {
    const next = queue.shift()!;
    out.push(next);
    queue.push(...(children.get(next) ?? []));
  }
  return out;
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Thrown from a waitFor() probe to stop waiting at once (e.g. the process being waited on died). */
export class WaitAborted extends Error {}

/**
 * Polls `probe` until it returns a value other than undefined, or throws after `timeoutMs` with
 * `describe()` in the message so a failing test says what it was waiting for and what it saw.
 */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined> | T | undefined,
  options: { timeoutMs?: number; intervalMs?: number; describe?: () => string | Promise<string> } = {},
): Promise<T> {
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  let lastError: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (err) {
      if (err instanceof WaitAborted) {
        const extra = options.describe ? `\n${await options.describe()}` : "";
        throw new Error(`gave up waiting for ${what}: ${err.message}${extra}`);
      }
      lastError = err;
    }
    if (Date.now() >= deadline) break;
    await sleep(options.intervalMs ?? 250);
  }
  const extra = options.describe ? `\n${await options.describe()}` : "";
  const last = lastError ? `\nlast error: ${String((lastError as Error).message ?? lastError)}` : "";
  throw new Error(`timed out waiting for ${what}${last}${extra}`);
}
