/**
 * What a test reads back from the agent workspace: which compacts a step wrote, in the store's
 * order, and whether a string reached any file. Plain reads of the scratch folder, no OpenClaw.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** name → mtime+size of the .md files in dir (compacts are named per minute, so a second one in
 * the same minute may rewrite a file instead of adding one). */
export function snapshotMarkdown(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((f) => f.endsWith(".md"));
  } catch {
    return out;
  }
  for (const name of names) {
    const st = statSync(path.join(dir, name));
    out.set(name, `${st.mtimeMs}:${st.size}`);
  }
  return out;
}

/** Files of `dir` that are new or changed since `before` (a snapshotMarkdown). */
export function changedMarkdown(dir: string, before: Map<string, string>): string[] {
  return [...snapshotMarkdown(dir)].filter(([name, stamp]) => before.get(name) !== stamp).map(([name]) => name);
}

/** Compact names in the store's order (YYYY-MM-DD-HHMM, then the -N suffix). */
export function byCompactOrder(a: string, b: string): number {
  const key = (n: string) => {
    const m = /^(\d{4}-\d\d-\d\d-\d{4})(?:-(\d+))?\.md$/.exec(n);
    return m ? `${m[1]}-${String(Number(m[2] ?? 1)).padStart(5, "0")}` : n;
  };
  return key(a).localeCompare(key(b));
}

/** Workspace files (relative paths) whose text contains `needle`. */
export function filesContaining(root: string, needle: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && readFileSync(full).includes(needle)) out.push(path.relative(root, full));
    }
  };
  walk(root);
  return out;
}
