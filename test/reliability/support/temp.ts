/**
 * Scratch folders for a test: a workspace, and a sentinel folder *outside* it that containment
 * tests watch. Always under os.tmpdir() with mkdtemp, never a fixed path, so parallel test files
 * and parallel CI jobs cannot collide.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `ck-rel-${prefix}-`));
}

/** A workspace folder (real path: macOS /tmp is a symlink, and fs-safe compares real paths). */
export function tempWorkspace(prefix = "ws"): string {
  return fs.realpathSync(tempDir(prefix));
}

export function removeDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
}
