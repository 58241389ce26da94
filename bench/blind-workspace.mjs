/**
 * What the daily-log scorers share (distill-blind, distill-settle): a throw-away copy of a
 * labelled workspace, the real CLI run on it, and the labelled items no longer anywhere in its
 * memory files.
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export const addDays = (d, n) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** `cli(ws, …args)`: the build's `context-kit` on workspace `ws` (exit 1 is a plan's "kept"). */
export function cliOf(dist) {
  return (ws, ...a) => {
    const r = spawnSync(process.execPath, [path.join(dist, "cli/bin.js"), ...a, "--workspace", ws], { encoding: "utf8", env: { ...process.env, HOME: ws } });
    if (r.status !== 0 && r.status !== 1) throw new Error(`context-kit ${a.join(" ")} exited ${r.status}: ${r.stderr}`);
    return r;
  };
}

/** Runs `fn` on a temporary copy of the workspace `src` (its memory/ and MEMORY.md), removed after. */
export async function onCopy(src, prefix, fn) {
  const ws = mkdtempSync(path.join(os.tmpdir(), prefix));
  try {
    cpSync(path.join(src, "memory"), path.join(ws, "memory"), { recursive: true });
    cpSync(path.join(src, "MEMORY.md"), path.join(ws, "MEMORY.md"));
    return await fn(ws);
  } finally {
    rmSync(ws, { recursive: true, force: true });
  }
}

/** Every markdown file under `dir`, recursively: [relative path, text]. The forgetting log
 *  (`forget-log.jsonl`) is no memory: a summary kept there does not count. */
export function memoryFiles(dir, rel = "") {
  const out = [];
  if (!existsSync(dir)) return out;
  for (const n of readdirSync(dir).sort()) {
    const p = path.join(dir, n);
    if (statSync(p).isDirectory()) out.push(...memoryFiles(p, path.join(rel, n)));
    else if (n.endsWith(".md")) out.push([path.join(rel, n), readFileSync(p, "utf8")]);
  }
  return out;
}

/** The labelled day items of `truth` whose key is in no memory file of workspace `ws`. */
export function lostItems(truth, ws) {
  const everything = memoryFiles(path.join(ws, "memory"))
    .map(([, t]) => t.toLowerCase())
    .join("\n");
  const lost = [];
  let labelled = 0;
  for (const [date, d] of Object.entries(truth.days)) {
    for (const it of d.items) {
      labelled++;
      if (!everything.includes(it.key.toLowerCase())) lost.push(`${date} ${it.id} (${it.key})`);
    }
  }
  return { labelled, lost };
}
