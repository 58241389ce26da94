/**
 * Removes what a writer killed mid-write leaves behind: fs-safe staging files and folders
 * (`.fs-safe-*.tmp`, `.fs-safe-create-*`) in a folder context-kit writes. Call only while
 * holding that folder's write lock (see locks.ts), which proves no live writer owns them.
 */
import { readdir, rm, lstat } from "node:fs/promises";
import path from "node:path";

const DEBRIS = /^\.fs-safe-(?:create-[0-9a-f-]{36}|(?:\d+-)?[0-9a-f-]{36}\.tmp|move-\d+-[0-9a-f-]{36}\.tmp)$/;

export async function sweepDebris(absDir: string): Promise<number> {
  let names: string[];
  try {
    names = await readdir(absDir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    if (!DEBRIS.test(name)) continue;
    const full = path.join(absDir, name);
    try {
      const st = await lstat(full);
      if (st.isSymbolicLink()) continue; // never follow; not ours
      await rm(full, { recursive: st.isDirectory(), force: true });
      removed++;
    } catch {
      // Raced with another sweeper or already gone: fine.
    }
  }
  return removed;
}
