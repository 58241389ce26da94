/**
 * openWorkspace(): the one door through which context-kit touches an agent workspace.
 *
 * - Containment: @openclaw/fs-safe `root()` with symlinks and hardlinks rejected, so `..`,
 *   absolute paths, a symlinked `memory/` or a hardlink to a file outside cannot be written.
 * - Targets: writes are allowed only to the paths in writable-paths.ts.
 * - Secrets: every write is redacted first (redact-changed.ts), with the workspace's policy.
 * - Atomicity: fs-safe writes stage a temp file and rename it over the target, so a reader or a
 *   crash sees the old or the new file, never a torn one; a read that loses the race with such a
 *   rename is made again (read-retry.ts).
 * - Modes: a replaced file keeps its mode; a new one takes its folder's usual mode (file-mode.ts).
 * - No lost update: writes to one folder are serialized by a cross-process lock (locks.ts), and
 *   updateText() holds it across read-modify-write.
 * The file operations themselves, with their error messages, are in root-access.ts.
 */
import { realpath, stat } from "node:fs/promises";
import path from "node:path";
import { root as fsSafeRoot } from "@openclaw/fs-safe";
import type { RedactPolicy } from "../redact/types.js";
import type { Workspace, WriteReceipt } from "./types.js";
import { WorkspaceError, quotePath } from "./errors.js";
import { checkWritablePath } from "./writable-paths.js";
import { redactChanged } from "./redact-changed.js";
import { MAX_WRITE_BYTES } from "./limits.js";
import { RootAccess } from "./root-access.js";

export { DEFAULT_MAX_READ_BYTES, MAX_WRITE_BYTES } from "./limits.js";

export interface OpenWorkspaceOptions {
  /** Redaction policy for every write (default: strict). `workspaceDir` is filled in. */
  policy?: RedactPolicy;
}

/** The real path of `dir`, or a "no-workspace" WorkspaceError saying what to pass. */
async function resolveRoot(dir: string): Promise<string> {
  if (typeof dir !== "string" || dir.length === 0) {
    throw new WorkspaceError("no-workspace", "No workspace folder given: pass --workspace DIR (the agent workspace, e.g. ~/.openclaw/workspace).");
  }
  try {
    const rootDir = await realpath(path.resolve(dir));
    if (!(await stat(rootDir)).isDirectory()) throw Object.assign(new Error("not a directory"), { code: "ENOTDIR" });
    return rootDir;
  } catch (err) {
    throw new WorkspaceError("no-workspace", `Workspace ${quotePath(dir)} is not an existing folder (${(err as NodeJS.ErrnoException).code ?? "error"}). Create it or pass the agent workspace with --workspace.`, { cause: err });
  }
}

/** `text` redacted against `before` (what changed only), refused when over MAX_WRITE_BYTES. */
function cleanWrite(norm: string, before: string | null, text: string, policy: RedactPolicy): WriteReceipt & { text: string } {
  const { text: clean, findings } = redactChanged(before, text, policy);
  const bytes = Buffer.byteLength(clean, "utf8");
  if (bytes > MAX_WRITE_BYTES) {
    throw new WorkspaceError("too-large", `Refused to write ${quotePath(norm)}: ${bytes} bytes is over the ${MAX_WRITE_BYTES}-byte limit for one context-kit file.`);
  }
  return { path: norm, bytes, findings, text: clean };
}

const receipt = ({ path, bytes, findings }: WriteReceipt): WriteReceipt => ({ path, bytes, findings });

export async function openWorkspace(dir: string, options: OpenWorkspaceOptions = {}): Promise<Workspace> {
  const rootDir = await resolveRoot(dir);
  const io = new RootAccess(rootDir, await fsSafeRoot(rootDir, { hardlinks: "reject", symlinks: "reject", mkdir: true }));
  const policy: RedactPolicy = { mode: "strict", ...options.policy, workspaceDir: rootDir };
  const pick = (p?: RedactPolicy): RedactPolicy => (p ? { ...p, workspaceDir: p.workspaceDir ?? rootDir } : policy);

  const ws: Workspace = {
    root: rootDir,
    readText: (rel, opts) => io.read(rel, opts?.maxBytes),

    redacted: (text, opts) => redactChanged(null, text, pick(opts?.policy)).text,

    async writeText(rel, text, opts) {
      const norm = checkWritablePath(rel);
      const w = cleanWrite(norm, null, text, pick(opts?.policy));
      await io.underFolderLock(norm, () => io.replace(norm, w.text, rel));
      return receipt(w);
    },

    async createText(rel, text, opts) {
      const norm = checkWritablePath(rel);
      const w = cleanWrite(norm, null, text, pick(opts?.policy));
      await io.underFolderLock(norm, () => io.create(norm, w.text, rel));
      return receipt(w);
    },

    async updateText(rel, fn, opts) {
      const norm = checkWritablePath(rel);
      return io.underFolderLock(norm, async () => {
        const before = await io.read(norm);
        const next = await fn(before);
        if (next === null || next === before) return null;
        const w = cleanWrite(norm, before, next, pick(opts?.policy));
        await io.replace(norm, w.text, rel, before !== null);
        return receipt(w);
      });
    },

    async appendText(rel, text, opts) {
      const r = await ws.updateText(rel, (cur) => (cur ?? "") + text, opts);
      return r ?? { path: checkWritablePath(rel), bytes: 0, findings: [] };
    },

    async remove(rel) {
      await io.remove(checkWritablePath(rel), rel);
    },
    async move(fromRel, toRel) {
      const from = checkWritablePath(fromRel);
      await io.move(from, checkWritablePath(toRel));
    },
    list: (relDir) => io.list(relDir),
    exists: (rel) => io.exists(rel),
    withLock: (name, fn) => io.withLock(name, fn),
  };
  return ws;
}
