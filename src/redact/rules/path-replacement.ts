/** What a detected path becomes: `<PROJECT_ROOT>/rel` inside the workspace, else the path
 *  placeholder. Shared by every path rule so the mapping is the same everywhere. */
import type { ScanContext, Span } from "../rule.js";
import { PLACEHOLDERS } from "../placeholders.js";
import { projectRelative } from "../workspace-path.js";

export function pathSpan(ctx: ScanContext, start: number, end: number, rule: string): Span {
  const text = ctx.text.slice(start, end);
  const rel = ctx.workspaceDir ? projectRelative(text, ctx.workspaceDir) : null;
  if (rel !== null) return { start, end, rule: "workspace-path", replacement: rel, kind: "path" };
  return { start, end, rule, replacement: PLACEHOLDERS.path, kind: "path" };
}
