/**
 * Cross-process locks for read-modify-write, built on @openclaw/fs-safe's sidecar file locks.
 *
 * Why a lock per *directory* for writes: all writers of one folder take the same lock, so while we
 * hold it no other live writer of that folder exists. Anything half-written left there (fs-safe's
 * `.fs-safe-*` staging files) must then belong to a writer that died, and can be swept safely.
 * Writes are small, so serializing a folder costs little.
 *
 * Stale locks: a SIGKILLed holder leaves its sidecar. The payload carries pid and host; a lock
 * whose pid is gone on this host (or that is older than STALE_LOCK_MS) is reclaimed.
 *
 * Waiting is first come, first served (lock-queue.ts): only the oldest waiter polls the sidecar,
 * so a crowd of waiting processes neither starves the holder of CPU nor starves an early waiter.
 */
import { existsSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { withFileLock } from "@openclaw/fs-safe/file-lock";
import { trimEndOf } from "../text/trim-end.js";
import type { Root } from "@openclaw/fs-safe";
import { WorkspaceError } from "./errors.js";
import { LockQueue } from "./lock-queue.js";
import { pidAlive } from "./pid-alive.js";

export const LOCK_DIR = "memory/.locks"; // sidecars live here, inside the root, never beside user files
export const STALE_LOCK_MS = 60_000; // a healthy holder keeps a lock for milliseconds
// How long a waiter waits while nothing moves: neither a waiter ahead of it is served nor, at
// the front, the holder lets go. A healthy holder keeps a lock for milliseconds.
export const LOCK_TIMEOUT_MS = 60_000;
// A sidecar is created empty, then its payload is written: for a moment a live holder's record
// is unreadable. Only an unreadable record older than this is a crash leftover.
export const TORN_SIDECAR_MS = 5_000;
const STALE_RACE_RETRIES = 20; // fs-safe reports "stale" when a reclaim raced with a new holder
const WAIT_SLICE_MS = 2_000; // wait in slices; between slices, clear a dead reclaimer's guard
// A waiter at the front of the queue that leaves a free lock untaken this long is stopped or
// hung: the others stop waiting for it and go for the lock themselves (fairness yields to
// progress).
const STUCK_HEAD_MS = 2_000;

/**
 * fs-safe guards a stale-lock reclaim with a `<lock>.reclaim` file holding the reclaimer's pid.
 * A reclaimer killed mid-reclaim leaves it behind and every later writer would wait forever;
 * fs-safe leaves the liveness decision to the application, so: remove it when its pid is gone
 * (or it is unreadable and older than TORN_SIDECAR_MS).
 */
async function clearDeadReclaimGuard(lockRoot: Root, relGuard: string, absGuard: string): Promise<void> {
  let raw: string;
  try {
    raw = (await lockRoot.readBytes(relGuard)).toString("utf8");
  } catch {
    return; // no guard
  }
  let pid: unknown;
  try {
    pid = (JSON.parse(raw) as { pid?: unknown }).pid;
  } catch {
    pid = undefined;
  }
  let dead: boolean;
  if (typeof pid === "number") dead = !pidAlive(pid);
  else {
    try {
      dead = Date.now() - statSync(absGuard).mtimeMs > TORN_SIDECAR_MS;
    } catch {
      dead = false;
    }
  }
  if (dead) await lockRoot.remove(relGuard).catch(() => undefined);
}

const HOST = os.hostname();

function lockSlug(name: string): string {
  // trimEndOf, not /_+$/: that is quadratic on an inner run of underscores.
  const slug = trimEndOf(name.replace(/[^A-Za-z0-9_-]+/g, "_").replace(/^_+/, ""), "_", false) || "root";
  return slug.slice(0, 100);
}

function timeoutError(name: string, slug: string, cause?: unknown): WorkspaceError {
  return new WorkspaceError("lock-timeout", `Timed out waiting for the context-kit lock "${name}": nothing moved for ${LOCK_TIMEOUT_MS / 1000}s. Another writer holds it; if none is running, delete ${LOCK_DIR}/${slug}.lock.`, { cause });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Waits until our ticket is at the front of the lock's queue (see lock-queue.ts). The time limit
 * is on the queue standing still, not on the whole wait: behind 80 waiters whose writes take half
 * a second each on a busy machine, a 60 s limit on the total would fail the last ones although
 * every holder was quick. Each time a waiter ahead of us is served the limit starts again.
 * Returns the deadline for taking the lock itself, counted from our reaching the front.
 */
async function waitForTurn(queue: LockQueue, lockPath: string, name: string, slug: string): Promise<number> {
  let freeSince: number | null = null;
  let deadline = Date.now() + LOCK_TIMEOUT_MS;
  let lastAhead = Infinity;
  for (;;) {
    const ahead = await queue.place();
    const now = Date.now();
    if (ahead < lastAhead) deadline = now + LOCK_TIMEOUT_MS; // the queue moved
    lastAhead = ahead;
    if (ahead === 0) return deadline;
    if (now >= deadline) throw timeoutError(name, slug);
    if (existsSync(lockPath)) freeSince = null;
    else if ((freeSince ??= now) + STUCK_HEAD_MS <= now) return deadline;
    await sleep(Math.min(LockQueue.delay(ahead), Math.max(1, deadline - now)));
  }
}

export async function withNamedLock<T>(rootDir: string, lockRoot: Root, name: string, fn: () => Promise<T>): Promise<T> {
  const slug = lockSlug(name);
  const lockPath = path.join(rootDir, LOCK_DIR, `${slug}.lock`);
  const relGuard = `${LOCK_DIR}/${slug}.lock.reclaim`;
  await clearDeadReclaimGuard(lockRoot, relGuard, `${lockPath}.reclaim`);
  const queue = new LockQueue(lockRoot, `${LOCK_DIR}/${slug}.queue`, LOCK_TIMEOUT_MS);
  await queue.join();
  try {
    const deadline = await waitForTurn(queue, lockPath, name, slug);
    return await acquire(rootDir, lockRoot, name, slug, lockPath, relGuard, deadline, () => {
      void queue.leave(); // the next waiter may start polling while we work
      return fn();
    });
  } finally {
    await queue.leave();
  }
}

async function acquire<T>(rootDir: string, lockRoot: Root, name: string, slug: string, lockPath: string, relGuard: string, deadline: number, fn: () => Promise<T>): Promise<T> {
  let staleRaces = 0;
  for (;;) {
    try {
      return await withFileLock(
        path.join(rootDir, LOCK_DIR, slug),
        {
          managerKey: "context-kit",
          lockPath,
          lockRoot,
          staleMs: STALE_LOCK_MS,
          timeoutMs: Math.min(WAIT_SLICE_MS, Math.max(0, deadline - Date.now())),
          staleRecovery: "remove-if-unchanged",
          // fs-safe removes a stale record only with this approval (it still checks the record is
          // unchanged since shouldReclaim saw it).
          shouldRemoveStaleLock: () => true,
          // Short polls: only the front of the queue polls, and writes hold the lock for milliseconds.
          retry: { factor: 1.5, minTimeout: 2, maxTimeout: 25, randomize: true },
          payload: () => ({ pid: process.pid, host: HOST, at: Date.now() }),
          shouldReclaim: ({ payload, staleMs, nowMs, heldByThisProcess }) => {
            if (heldByThisProcess) return false;
            const p = payload as { pid?: unknown; host?: unknown; at?: unknown } | null;
            if (!p || typeof p.pid !== "number") {
              // Unreadable: a holder between create and write, or a crash leftover. Tell them apart by age.
              try {
                return Date.now() - statSync(lockPath).mtimeMs > TORN_SIDECAR_MS;
              } catch {
                return false; // gone already: retry normally
              }
            }
            if (p.host === HOST && !pidAlive(p.pid)) return true;
            return typeof p.at === "number" && nowMs - p.at > staleMs;
          },
        },
        fn,
      );
    } catch (err) {
      const e = err as { code?: string; name?: string };
      if (e?.code === "file_lock_stale" && staleRaces++ < STALE_RACE_RETRIES) {
        await new Promise((r) => setTimeout(r, 5 + Math.random() * 20));
        continue;
      }
      if (e?.code === "file_lock_timeout" && Date.now() < deadline) {
        await clearDeadReclaimGuard(lockRoot, relGuard, `${lockPath}.reclaim`);
        continue;
      }
      if (e?.code === "file_lock_timeout" || /timeout/i.test(String((err as Error)?.message))) {
        if (!(err instanceof WorkspaceError)) throw timeoutError(name, slug, err);
      }
      throw err;
    }
  }
}
