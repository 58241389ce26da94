/**
 * The workspace layer: openWorkspace() (open-workspace.ts) is the one door through which
 * context-kit touches an agent workspace.
 */
export { openWorkspace, DEFAULT_MAX_READ_BYTES, MAX_WRITE_BYTES, type OpenWorkspaceOptions } from "./open-workspace.js";
export type { Workspace, WriteReceipt } from "./types.js";
export { WorkspaceError } from "./errors.js";
export type { WorkspaceErrorCode } from "./errors.js";
export { checkWritablePath, normalizeRelativePath, describeWritableTargets, WRITABLE_TARGETS } from "./writable-paths.js";
