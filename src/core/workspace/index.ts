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
 */
import { realpath, stat } from "node:fs/promises";
import path from "node:path";
import { root as fsSafeRoot, FsSafeError, type Root } from "@openclaw/fs-safe";
import type { RedactPolicy } from "../redact/types.js";
import type { Workspace, WriteReceipt } from "./types.js";
import { WorkspaceError, quotePath } from "./errors.js";
import { checkWritablePath, normalizeRelativePath } from "./writable-paths.js";
import { withNamedLock } from "./locks.js";
import { sweepDebris } from "./sweep-debris.js";
import { redactChanged } from "./redact-changed.js";
import { decodeUtf8 } from "./decode-utf8.js";
import { retryRenameRace } from "./read-retry.js";
import { modeForNewFile } from "./file-mode.js";

export type { Workspace, WriteReceipt } from "./types.js";
export { WorkspaceError } from "./errors.js";
export type { WorkspaceErrorCode } from "./errors.js";
export { checkWritablePath, normalizeRelativePath, describeWritableTargets, WRITABLE_TARGETS } from "./writable-paths.js";

export const DEFAULT_MAX_READ_BYTES = 8 * 1024 * 1024; // 8 MiB: far above any file we write
export const MAX_WRITE_BYTES = 4 * 1024 * 1024; // 4 MiB: a digest or note larger than this is a bug

export interface OpenWorkspaceOptions {
  /** Redaction policy for every write (default: strict). `workspaceDir` is filled in. */
  policy?: RedactPolicy;
}

function translate(err: unknown, rel: string, label?: string): never {
  if (err instanceof WorkspaceError) throw err;
  const q = label ?? quotePath(rel);
  if (err instanceof FsSafeError) {
    switch (err.code) {
      case "outside-workspace":
      case "path-alias":
      case "symlink":
      case "hardlink":
        throw new WorkspaceError("outside-workspace", `Refused ${q}: it resolves outside the workspace (${err.code}: a symlink, hardlink or traversal). Nothing was written. Remove the link or use a real folder.`, { cause: err });
      case "already-exists":
        throw new WorkspaceError("already-exists", `${q} already exists.`, { cause: err });
      case "not-found":
        throw new WorkspaceError("not-found", `${q} does not exist.`, { cause: err });
      case "too-large":
        throw new WorkspaceError("too-large", `${q} is larger than context-kit reads (${DEFAULT_MAX_READ_BYTES} bytes). Split or trim the file.`, { cause: err });
      default:
        throw new WorkspaceError("io", `Could not access ${q}: ${err.code}: ${err.message}`, { cause: err });
    }
  }
  const code = (err as NodeJS.ErrnoException)?.code;
  if (code === "ENOENT") throw new WorkspaceError("not-found", `${q} does not exist.`, { cause: err });
  throw new WorkspaceError("io", `Could not access ${q}: ${(err as Error)?.message ?? String(err)}`, { cause: err });
}

function dirOf(rel: string): string {
  const i = rel.lastIndexOf("/");
  return i === -1 ? "" : rel.slice(0, i);
}

export async function openWorkspace(dir: string, options: OpenWorkspaceOptions = {}): Promise<Workspace> {
  if (typeof dir !== "string" || dir.length === 0) {
    throw new WorkspaceError("no-workspace", "No workspace folder given: pass --workspace DIR (the agent workspace, e.g. ~/.openclaw/workspace).");
  }
  let rootDir: string;
  try {
    rootDir = await realpath(path.resolve(dir));
    if (!(await stat(rootDir)).isDirectory()) throw Object.assign(new Error("not a directory"), { code: "ENOTDIR" });
  } catch (err) {
    throw new WorkspaceError("no-workspace", `Workspace ${quotePath(dir)} is not an existing folder (${(err as NodeJS.ErrnoException).code ?? "error"}). Create it or pass the agent workspace with --workspace.`, { cause: err });
  }
  const fsr: Root = await fsSafeRoot(rootDir, { hardlinks: "reject", symlinks: "reject", mkdir: true });
  const policy: RedactPolicy = { mode: "strict", ...options.policy, workspaceDir: rootDir };

  const pick = (p?: RedactPolicy): RedactPolicy => (p ? { ...p, workspaceDir: p.workspaceDir ?? rootDir } : policy);

  async function readRaw(rel: string, maxBytes = DEFAULT_MAX_READ_BYTES): Promise<string | null> {
    const norm = normalizeRelativePath(rel);
    try {
      const buf = await retryRenameRace(() => fsr.readBytes(norm, { maxBytes }));
      return decodeUtf8(buf, norm);
    } catch (err) {
      if (err instanceof FsSafeError && err.code === "not-found") return null;
      if ((err as NodeJS.ErrnoException)?.code === "ENOENT") return null;
      throw translate(err, rel);
    }
  }

  /** Runs a write to `norm` under its folder's lock, after sweeping dead writers' debris. */
  async function underFolderLock<T>(norm: string, fn: () => Promise<T>): Promise<T> {
    const folder = dirOf(norm);
    try {
      return await withNamedLock(rootDir, fsr, `write:${folder || "."}`, async () => {
        await sweepDebris(fsr, folder);
        return fn();
      });
    } catch (err) {
      // The lock lives under memory/, so a symlinked memory/ is refused here, before any write.
      translate(err, norm);
    }
  }

  /** Mode for writing `norm`: none when it exists (fs-safe keeps a replaced file's mode), else
   *  the mode its folder's files have (file-mode.ts). */
  async function modeFor(norm: string, exists?: boolean): Promise<{ mode?: number }> {
    const there = exists ?? (await fsr.exists(norm).catch(() => false));
    return there ? {} : { mode: await modeForNewFile(fsr, dirOf(norm)) };
  }

  function checkSize(norm: string, text: string): void {
    const bytes = Buffer.byteLength(text, "utf8");
    if (bytes > MAX_WRITE_BYTES) {
      throw new WorkspaceError("too-large", `Refused to write ${quotePath(norm)}: ${bytes} bytes is over the ${MAX_WRITE_BYTES}-byte limit for one context-kit file.`);
    }
  }

  const ws: Workspace = {
    root: rootDir,

    readText: (rel, opts) => readRaw(rel, opts?.maxBytes),

    redacted: (text, opts) => redactChanged(null, text, pick(opts?.policy)).text,

    async writeText(rel, text, opts): Promise<WriteReceipt> {
      const norm = checkWritablePath(rel);
      const { text: clean, findings } = redactChanged(null, text, pick(opts?.policy));
      checkSize(norm, clean);
      await underFolderLock(norm, async () => {
        try {
          await fsr.write(norm, clean, { mkdir: true, overwrite: true, ...(await modeFor(norm)) });
        } catch (err) {
          translate(err, rel);
        }
      });
      return { path: norm, bytes: Buffer.byteLength(clean), findings };
    },

    async createText(rel, text, opts): Promise<WriteReceipt> {
      const norm = checkWritablePath(rel);
      const { text: clean, findings } = redactChanged(null, text, pick(opts?.policy));
      checkSize(norm, clean);
      await underFolderLock(norm, async () => {
        try {
          await fsr.create(norm, clean, { mkdir: true, atomic: true, ...(await modeFor(norm, false)) });
        } catch (err) {
          translate(err, rel);
        }
      });
      return { path: norm, bytes: Buffer.byteLength(clean), findings };
    },

    async updateText(rel, fn, opts): Promise<WriteReceipt | null> {
      const norm = checkWritablePath(rel);
      return underFolderLock(norm, async () => {
        const before = await readRaw(norm);
        const next = await fn(before);
        if (next === null || next === before) return null;
        const { text: clean, findings } = redactChanged(before, next, pick(opts?.policy));
        checkSize(norm, clean);
        try {
          await fsr.write(norm, clean, { mkdir: true, overwrite: true, ...(await modeFor(norm, before !== null)) });
        } catch (err) {
          translate(err, rel);
        }
        return { path: norm, bytes: Buffer.byteLength(clean), findings };
      });
    },

    async appendText(rel, text, opts): Promise<WriteReceipt> {
      const receipt = await ws.updateText(rel, (cur) => (cur ?? "") + text, opts);
      const norm = checkWritablePath(rel);
      return receipt ?? { path: norm, bytes: 0, findings: [] };
    },

    async remove(rel): Promise<void> {
      const norm = checkWritablePath(rel);
      try {
        await fsr.remove(norm);
      } catch (err) {
        if (err instanceof FsSafeError && err.code === "not-found") return;
        translate(err, rel);
      }
    },

    async move(fromRel, toRel): Promise<void> {
      const from = checkWritablePath(fromRel);
      const to = checkWritablePath(toRel);
      await underFolderLock(to, async () => {
        try {
          await fsr.mkdir(dirOf(to) || ".").catch(() => undefined);
          await fsr.move(from, to, { overwrite: true });
        } catch (err) {
          // Name both ends: a refusal may come from either the source or the destination.
          translate(err, from, `the move of ${quotePath(from)} to ${quotePath(to)}`);
        }
      });
    },

    async list(relDir): Promise<string[]> {
      const norm = relDir === "" || relDir === "." ? "." : normalizeRelativePath(relDir);
      try {
        const entries = (await fsr.list(norm)) as unknown[];
        return entries
          .map((e) => (typeof e === "string" ? e : String((e as { name?: string }).name ?? "")))
          .filter((n) => n.length > 0)
          .sort();
      } catch (err) {
        if (err instanceof FsSafeError && err.code === "not-found") return [];
        if ((err as NodeJS.ErrnoException)?.code === "ENOENT") return [];
        translate(err, relDir);
      }
    },

    async exists(rel): Promise<boolean> {
      const norm = normalizeRelativePath(rel);
      try {
        return await fsr.exists(norm);
      } catch (err) {
        translate(err, rel);
      }
    },

    async withLock(name, fn) {
      try {
        return await withNamedLock(rootDir, fsr, `named:${name}`, fn);
      } catch (err) {
        if (err instanceof FsSafeError) translate(err, name);
        throw err;
      }
    },
  };
  return ws;
}
