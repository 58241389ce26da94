/**
 * Removes what a writer killed mid-write leaves behind: fs-safe staging files and folders
 * (`.fs-safe-*.tmp`, `.fs-safe-create-*`) in a folder context-kit writes. Call only while
 * holding that folder's write lock (see locks.ts), which proves no live writer owns them.
 *
 * Listing and removal go through the fs-safe root, never plain node:fs: a symlinked
 * memory/compacts must make the sweep refuse, not delete look-alike files outside.
 */
import { FsSafeError, type Root } from "@openclaw/fs-safe";
import { entryNames } from "./entry-names.js";

const DEBRIS = /^\.fs-safe-(?:create-[0-9a-f-]{36}|(?:\d+-)?[0-9a-f-]{36}\.tmp|move-\d+-[0-9a-f-]{36}\.tmp)$/;

export async function sweepDebris(root: Root, relDir: string): Promise<number> {
  let names: unknown[];
  try {
    names = (await root.list(relDir || ".")) as unknown[];
  } catch (err) {
    if (err instanceof FsSafeError && err.code === "not-found") return 0;
    throw err; // e.g. a symlinked folder: the caller turns it into a refusal
  }
  let removed = 0;
  for (const name of entryNames(names)) {
    if (!DEBRIS.test(name)) continue;
    try {
      await root.remove(relDir ? `${relDir}/${name}` : name, { recursive: true, force: true, maxEntries: 1000, maxDepth: 4 });
      removed++;
    } catch {
      // Raced with another sweeper, or refused by the root policy: leave it.
    }
  }
  return removed;
}
