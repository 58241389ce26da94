/**
 * fs-safe and Node errors → WorkspaceError, with a message that names the file and what to do.
 */
import { FsSafeError } from "@openclaw/fs-safe";
import { WorkspaceError, quotePath } from "./errors.js";
import { DEFAULT_MAX_READ_BYTES } from "./limits.js";

/** Throws the WorkspaceError for `err` met on `rel` (or on what `label` names). */
export function rethrowAsWorkspaceError(err: unknown, rel: string, label?: string): never {
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

/** True for "there is no such file" from fs-safe or Node. */
export function isNotFound(err: unknown): boolean {
  return (err instanceof FsSafeError && err.code === "not-found") || (err as NodeJS.ErrnoException)?.code === "ENOENT";
}
