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

/** Workspace files (relative paths) whose text contains `needle`. The Gateway may still be
 *  writing while the walk runs: a staging file listed by readdir can be renamed to its final
 *  name before it is read. Such a walk is done again (the final file is then in the listing),
 *  so a file that vanished is never simply skipped. */
export function filesContaining(root: string, needle: string): string[] {
  for (let attempt = 1; ; attempt++) {
    const out: string[] = [];
    let vanished = false;
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (entry.isFile()) {
          let text: Buffer;
          try {
            text = readFileSync(full);
          } catch (e) {
            if ((e as NodeJS.ErrnoException).code !== "ENOENT") throw e;
            vanished = true;
            continue;
          }
          if (text.includes(needle)) out.push(path.relative(root, full));
        }
      }
    };
    walk(root);
    if (!vanished || attempt >= MAX_WALKS) {
      if (vanished) throw new Error(`filesContaining: files under ${root} kept vanishing during ${MAX_WALKS} walks`);
      return out;
    }
  }
}
/** Walks of a workspace that is still being written before filesContaining gives up. */
const MAX_WALKS = 5;
