/**
 * Every refusal or failure of the workspace layer is a WorkspaceError with a stable code and a
 * message that says what was refused, why, and what to do. Paths in messages are JSON-quoted so
 * NUL, newlines and control characters cannot forge extra log lines.
 */
export type WorkspaceErrorCode =
  | "not-writable" // the path is not one of context-kit's write targets
  | "invalid-path" // malformed: absolute, `..`, NUL/newline, Windows form, dotfile …
  | "outside-workspace" // resolved outside the root (symlink, hardlink, traversal)
  | "too-large"
  | "invalid-utf8"
  | "already-exists"
  | "not-found"
  | "lock-timeout"
  | "no-workspace"
  | "io";

export class WorkspaceError extends Error {
  override name = "WorkspaceError";
  constructor(
    readonly code: WorkspaceErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export function quotePath(p: string): string {
  return JSON.stringify(p);
}
