/**
 * The only places context-kit ever writes. Checking the relative path against this list before
 * anything touches the disk means a tool argument, a CLI flag or a crafted transcript cannot
 * steer a write anywhere else; @openclaw/fs-safe then enforces containment on the real
 * filesystem (symlinks, hardlinks, races).
 */
import { WorkspaceError, quotePath } from "./errors.js";

const DATE = String.raw`\d{4}-\d{2}-\d{2}`;

/** Write targets, as anchored patterns over the normalized relative path. */
export const WRITABLE_TARGETS: ReadonlyArray<{ pattern: RegExp; describe: string }> = [
  { pattern: /^(?:SESSION-STATE|[A-Z][A-Z0-9_-]{0,40}-STATE)\.md$/, describe: "SESSION-STATE.md (or another *-STATE.md) at the workspace root" },
  { pattern: new RegExp(`^memory/${DATE}\\.md$`), describe: "daily notes memory/YYYY-MM-DD.md" },
  { pattern: new RegExp(`^memory/compacts/${DATE}-\\d{4}(?:-\\d{1,4})?\\.md$`), describe: "compacts memory/compacts/YYYY-MM-DD-HHMM[-N].md" },
  { pattern: /^memory\/distilled\/(?:archive\/(?:memory\/)?)?[A-Za-z0-9][A-Za-z0-9._-]{0,80}\.(?:md|jsonl|json)$/, describe: "distillations and their bookkeeping under memory/distilled/" },
  { pattern: /^memory\/context-kit-state\.json$/, describe: "context-kit's trigger state memory/context-kit-state.json" },
];

/** Files context-kit must never modify, whatever the patterns say (user-curated). */
const NEVER_WRITE = new Set(["MEMORY.md", "AGENTS.md", "SOUL.md", "IDENTITY.md", "USER.md", "BOOTSTRAP.md", "HEARTBEAT.md", "TOOLS.md"]);

export function describeWritableTargets(): string {
  return WRITABLE_TARGETS.map((t) => t.describe).join("; ");
}

/**
 * Normalizes a workspace-relative path and rejects every form that could mean something other
 * than a plain path below the root. Used for reads too (reads may go anywhere inside the root).
 */
export function normalizeRelativePath(rel: string): string {
  if (typeof rel !== "string" || rel.length === 0) {
    throw new WorkspaceError("invalid-path", "Refused an empty path: pass a path relative to the workspace, e.g. \"memory/compacts/2026-11-29-1405.md\".");
  }
  const q = quotePath(rel);
  if (rel.length > 512) throw new WorkspaceError("invalid-path", `Refused ${q.slice(0, 80)}…: paths are limited to 512 characters.`);
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(rel)) {
    throw new WorkspaceError("invalid-path", `Refused ${q}: control characters (NUL, newline, …) are not allowed in file names.`);
  }
  if (rel.includes("\\") || /^[A-Za-z]:/.test(rel)) {
    throw new WorkspaceError("invalid-path", `Refused ${q}: Windows-style paths (backslashes, drive letters, UNC) are not accepted; use forward slashes relative to the workspace.`);
  }
  if (rel.startsWith("/") || rel.startsWith("~")) {
    throw new WorkspaceError("invalid-path", `Refused ${q}: absolute and home-relative paths are not accepted; pass a path relative to the workspace.`);
  }
  const parts = rel.split("/");
  for (const part of parts) {
    if (part === "" || part === ".") continue;
    if (part === "..") throw new WorkspaceError("invalid-path", `Refused ${q}: ".." segments would leave the workspace.`);
  }
  return parts.filter((p) => p !== "" && p !== ".").join("/");
}

/** Throws unless `rel` is one of context-kit's write targets. Returns the normalized path. */
export function checkWritablePath(rel: string): string {
  const norm = normalizeRelativePath(rel);
  const q = quotePath(rel);
  if (norm.split("/").some((p) => p.startsWith("."))) {
    throw new WorkspaceError("invalid-path", `Refused ${q}: context-kit never writes dotfiles or into dot-folders.`);
  }
  if (NEVER_WRITE.has(norm) || NEVER_WRITE.has(norm.split("/").pop() ?? "")) {
    throw new WorkspaceError("not-writable", `Refused to write ${q}: it is user-curated and context-kit never modifies it.`);
  }
  if (!WRITABLE_TARGETS.some((t) => t.pattern.test(norm))) {
    throw new WorkspaceError("not-writable", `Refused to write ${q}: context-kit writes only ${describeWritableTargets()}.`);
  }
  return norm;
}
