/**
 * Snapshot of a folder tree (without following links), to prove that nothing changed where
 * nothing may change: outside the workspace after a refused write, or on disk after hostile input.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export interface Entry {
  kind: "file" | "dir" | "symlink" | "other";
  /** sha256 of a file's bytes, a symlink's target, "" for folders. */
  digest: string;
  ino: number;
}

export type Tree = Map<string, Entry>;

export function snapshot(root: string): Tree {
  const out: Tree = new Map();
  const walk = (dir: string) => {
    let names: string[];
    try {
      names = fs.readdirSync(dir);
    } catch {
      return;
    }
    for (const name of names) {
      const full = path.join(dir, name);
      const rel = path.relative(root, full);
      const st = fs.lstatSync(full);
      if (st.isSymbolicLink()) out.set(rel, { kind: "symlink", digest: fs.readlinkSync(full), ino: st.ino });
      else if (st.isDirectory()) {
        out.set(rel, { kind: "dir", digest: "", ino: st.ino });
        walk(full);
      } else if (st.isFile()) {
        out.set(rel, { kind: "file", digest: crypto.createHash("sha256").update(fs.readFileSync(full)).digest("hex"), ino: st.ino });
      } else out.set(rel, { kind: "other", digest: "", ino: st.ino });
    }
  };
  walk(root);
  return out;
}

/** Human-readable differences between two snapshots ([] when identical). */
export function diff(before: Tree, after: Tree): string[] {
  const out: string[] = [];
  for (const [p, e] of before) {
    const a = after.get(p);
    if (!a) out.push(`removed ${p}`);
    else if (a.kind !== e.kind || a.digest !== e.digest) out.push(`changed ${p}`);
  }
  for (const p of after.keys()) if (!before.has(p)) out.push(`added ${p}`);
  return out.sort();
}

/** Every regular file below `root` (relative paths), dot-folders included. */
export function allFiles(root: string): string[] {
  return [...snapshot(root)].filter(([, e]) => e.kind === "file").map(([p]) => p).sort();
}
