/**
 * A read that loses a race with an atomic replace. fs-safe opens a file, then checks that the
 * opened file is still the one at the path; when a writer renames a new version over the path in
 * between, that check fails with `path-mismatch`. Nothing is wrong (the reader would have seen
 * the old or the new file a moment earlier or later), so the read is made again, with a short
 * growing pause, for up to READ_RACE_BUDGET_MS. A mismatch that persists that long is not a
 * rename race and is reported as before.
 */
import { FsSafeError } from "@openclaw/fs-safe";

/** 5 s: under a loaded box a reader against a rename loop of hundreds a second lost 1 read in
 *  3,000 with 1 s; a real rewrite (a checkpoint every few seconds) is passed in one retry. */
export const READ_RACE_BUDGET_MS = 5_000;
const FIRST_PAUSE_MS = 2;
const MAX_PAUSE_MS = 100;

export function lostRenameRace(err: unknown): boolean {
  return err instanceof FsSafeError && err.code === "path-mismatch";
}

export async function retryRenameRace<T>(read: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + READ_RACE_BUDGET_MS;
  let pause = FIRST_PAUSE_MS;
  for (;;) {
    try {
      return await read();
    } catch (err) {
      if (!lostRenameRace(err) || Date.now() >= deadline) throw err;
    }
    // Jitter so a reader and a writer that run in step do not collide on every retry.
    await new Promise((r) => setTimeout(r, pause * (0.5 + Math.random())));
    pause = Math.min(MAX_PAUSE_MS, pause * 2);
  }
}
