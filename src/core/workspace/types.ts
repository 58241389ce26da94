/**
 * Public types of the safe workspace layer. Every file context-kit writes goes through a
 * `Workspace`: paths are checked against the allowed write targets, content is redacted,
 * writes are atomic, and read-modify-write is serialized by a lock.
 */
import type { RedactPolicy, Finding } from "../redact/types.js";

export interface WriteReceipt {
  /** Path relative to the workspace root, with `/` separators. */
  path: string;
  bytes: number;
  /** What redaction removed before the write (kinds and rule ids only). */
  findings: Finding[];
}

export interface Workspace {
  /** Absolute, real path of the workspace root. */
  readonly root: string;
  /** Reads a UTF-8 file; `null` when it does not exist. Throws WorkspaceError on escape,
   *  on a file larger than `maxBytes` (default 8 MiB) and on invalid UTF-8. */
  readText(rel: string, opts?: { maxBytes?: number }): Promise<string | null>;
  /** Redacts, then atomically replaces the file. */
  writeText(rel: string, text: string, opts?: { policy?: RedactPolicy }): Promise<WriteReceipt>;
  /** Creates the file only if absent (redacted, atomic). Throws WorkspaceError("already-exists"). */
  createText(rel: string, text: string, opts?: { policy?: RedactPolicy }): Promise<WriteReceipt>;
  /** Read-modify-write under the file's lock. `fn` gets the current text (or null) and returns the
   *  new text, or null to leave the file alone. The new text is redacted before it is written. */
  updateText(
    rel: string,
    fn: (current: string | null) => string | null | Promise<string | null>,
    opts?: { policy?: RedactPolicy },
  ): Promise<WriteReceipt | null>;
  /** Appends under the lock (redacted, atomic replace of the whole file). */
  appendText(rel: string, text: string, opts?: { policy?: RedactPolicy }): Promise<WriteReceipt>;
  /** What a write of `text` would store: the redaction step alone, nothing is written (to compare
   *  new content with what is already on disk, which was redacted on its way there). */
  redacted(text: string, opts?: { policy?: RedactPolicy }): string;
  /** Removes a file inside an allowed target folder. */
  remove(rel: string): Promise<void>;
  /** Moves a file between allowed targets (e.g. into the archive folder). */
  move(fromRel: string, toRel: string): Promise<void>;
  /** File names (not paths) directly in `relDir`; [] when the folder is missing. */
  list(relDir: string): Promise<string[]>;
  exists(rel: string): Promise<boolean>;
  /** Runs `fn` while holding the named lock (e.g. "memory/compacts" for retention). */
  withLock<T>(name: string, fn: () => Promise<T>): Promise<T>;
}
