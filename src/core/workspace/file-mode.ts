/**
 * The permission bits of a file context-kit creates. fs-safe keeps a replaced file's mode and
 * gives a new file 0600; in an agent workspace that makes context-kit's files the odd ones out
 * (OpenClaw writes its own 0644), unreadable to a backup job or an editor running as a group
 * member. So a new file follows its neighbours: the most common mode among the regular files of
 * its folder, else of the nearest parent folder that has some, else what the process's umask
 * gives a new file (0666 & ~umask). The owner always keeps read and write (context-kit rewrites
 * its files), and no execute bit is copied (they are text files).
 */
import { readFileSync } from "node:fs";
import type { Root } from "@openclaw/fs-safe";

function typical(entries: ReadonlyArray<{ name: string; isFile: boolean; mode: number }>): number | null {
  const counts = new Map<number, number>();
  for (const e of entries) {
    if (!e.isFile || e.name.startsWith(".")) continue; // dotfiles: lock records, staging files
    const mode = e.mode & 0o666;
    counts.set(mode, (counts.get(mode) ?? 0) + 1);
  }
  let best: number | null = null;
  for (const [mode, n] of counts) {
    // Most common; on a tie the narrower mode, so a tie never widens access.
    if (best === null || n > counts.get(best)! || (n === counts.get(best)! && mode < best)) best = mode;
  }
  return best;
}

function parentOf(rel: string): string | null {
  if (rel === "" || rel === ".") return null;
  const i = rel.lastIndexOf("/");
  return i === -1 ? "" : rel.slice(0, i);
}

/** The process's umask. On Linux it is read from /proc: `process.umask()` reads it by setting it
 *  to 0 and back, and a file another thread creates in between would get mode 0666. */
export function currentUmask(): number {
  try {
    const m = /^Umask:\s*([0-7]+)$/m.exec(readFileSync("/proc/self/status", "utf8"));
    if (m) return parseInt(m[1]!, 8);
  } catch {
    // not Linux
  }
  return process.umask();
}

/** Mode for a new file in `relDir` (relative to the root, "" for the root itself). */
export async function modeForNewFile(root: Root, relDir: string): Promise<number> {
  for (let dir: string | null = relDir; dir !== null; dir = parentOf(dir)) {
    let entries: Array<{ name: string; isFile: boolean; mode: number }>;
    try {
      entries = await root.list(dir || ".", { withFileTypes: true });
    } catch {
      continue; // not created yet: look further up
    }
    const mode = typical(entries);
    if (mode !== null) return mode | 0o600;
  }
  return (0o666 & ~currentUmask()) | 0o600;
}
