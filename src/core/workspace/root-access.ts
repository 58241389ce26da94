/**
 * File operations on one workspace root, each with its errors turned into WorkspaceErrors:
 * reads that retry a lost rename race, writes under their folder's lock (after sweeping dead
 * writers' debris) with the folder's usual mode for a new file. Paths are already checked by the
 * caller (open-workspace.ts); nothing here redacts.
 */
import { FsSafeError, type Root } from "@openclaw/fs-safe";
import { decodeUtf8 } from "./decode-utf8.js";
import { quotePath } from "./errors.js";
import { modeForNewFile } from "./file-mode.js";
import { entryNames } from "./entry-names.js";
import { isNotFound, rethrowAsWorkspaceError } from "./fs-errors.js";
import { DEFAULT_MAX_READ_BYTES } from "./limits.js";
import { withNamedLock } from "./locks.js";
import { retryRenameRace } from "./read-retry.js";
import { sweepDebris } from "./sweep-debris.js";
import { normalizeRelativePath } from "./writable-paths.js";

function dirOf(rel: string): string {
  const i = rel.lastIndexOf("/");
  return i === -1 ? "" : rel.slice(0, i);
}

export class RootAccess {
  constructor(
    readonly rootDir: string,
    private readonly fsr: Root,
  ) {}

  /** The file's text; null when it does not exist. */
  async read(rel: string, maxBytes = DEFAULT_MAX_READ_BYTES): Promise<string | null> {
    const norm = normalizeRelativePath(rel);
    try {
      const buf = await retryRenameRace(() => this.fsr.readBytes(norm, { maxBytes }));
      return decodeUtf8(buf, norm);
    } catch (err) {
      if (isNotFound(err)) return null;
      rethrowAsWorkspaceError(err, rel);
    }
  }

  /** Runs a write to `norm` under its folder's lock, after sweeping dead writers' debris. */
  async underFolderLock<T>(norm: string, fn: () => Promise<T>): Promise<T> {
    const folder = dirOf(norm);
    try {
      return await withNamedLock(this.rootDir, this.fsr, `write:${folder || "."}`, async () => {
        await sweepDebris(this.fsr, folder);
        return fn();
      });
    } catch (err) {
      // The lock lives under memory/, so a symlinked memory/ is refused here, before any write.
      rethrowAsWorkspaceError(err, norm);
    }
  }

  /** Mode for writing `norm`: none when it exists (fs-safe keeps a replaced file's mode), else
   *  the mode its folder's files have (file-mode.ts). */
  private async modeFor(norm: string, exists?: boolean): Promise<{ mode?: number }> {
    const there = exists ?? (await this.fsr.exists(norm).catch(() => false));
    return there ? {} : { mode: await modeForNewFile(this.fsr, dirOf(norm)) };
  }

  /** Atomically replaces (or creates) `norm`. `exists`, when known, saves a look. Errors name `rel`. */
  async replace(norm: string, text: string, rel: string, exists?: boolean): Promise<void> {
    try {
      await this.fsr.write(norm, text, { mkdir: true, overwrite: true, ...(await this.modeFor(norm, exists)) });
    } catch (err) {
      rethrowAsWorkspaceError(err, rel);
    }
  }

  /** Creates `norm`, failing with "already-exists" when it is there. Errors name `rel`. */
  async create(norm: string, text: string, rel: string): Promise<void> {
    try {
      await this.fsr.create(norm, text, { mkdir: true, atomic: true, ...(await this.modeFor(norm, false)) });
    } catch (err) {
      rethrowAsWorkspaceError(err, rel);
    }
  }

  async remove(norm: string, rel: string): Promise<void> {
    try {
      await this.fsr.remove(norm);
    } catch (err) {
      if (err instanceof FsSafeError && err.code === "not-found") return;
      rethrowAsWorkspaceError(err, rel);
    }
  }

  /** Moves `from` over `to` under the destination folder's lock. */
  async move(from: string, to: string): Promise<void> {
    await this.underFolderLock(to, async () => {
      try {
        await this.fsr.mkdir(dirOf(to) || ".").catch(() => undefined);
        await this.fsr.move(from, to, { overwrite: true });
      } catch (err) {
        // Name both ends: a refusal may come from either the source or the destination.
        rethrowAsWorkspaceError(err, from, `the move of ${quotePath(from)} to ${quotePath(to)}`);
      }
    });
  }

  /** Sorted file names in `relDir`; [] when it does not exist. */
  async list(relDir: string): Promise<string[]> {
    const norm = relDir === "" || relDir === "." ? "." : normalizeRelativePath(relDir);
    try {
      return entryNames((await this.fsr.list(norm)) as unknown[])
        .filter((n) => n.length > 0)
        .sort();
    } catch (err) {
      if (isNotFound(err)) return [];
      rethrowAsWorkspaceError(err, relDir);
    }
  }

  async exists(rel: string): Promise<boolean> {
    const norm = normalizeRelativePath(rel);
    try {
      return await this.fsr.exists(norm);
    } catch (err) {
      rethrowAsWorkspaceError(err, rel);
    }
  }

  async withLock<T>(name: string, fn: () => Promise<T>): Promise<T> {
    try {
      return await withNamedLock(this.rootDir, this.fsr, `named:${name}`, fn);
    } catch (err) {
      if (err instanceof FsSafeError) rethrowAsWorkspaceError(err, name);
      throw err;
    }
  }
}
