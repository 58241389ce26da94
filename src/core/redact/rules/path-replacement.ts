/** What a detected path becomes: `<PROJECT_ROOT>/rel` inside the workspace, else the path
 *  placeholder. Shared by every path rule so the mapping is the same everywhere. */
import type { ScanContext, Span } from "../rule.js";
import { locationSpan } from "../rule.js";
import { PLACEHOLDERS } from "../placeholders.js";
import { projectRelativeOffsetIn } from "../workspace-path.js";

export function pathSpan(ctx: ScanContext, start: number, end: number, rule: string): Span {
  const rel = ctx.workspaceDir ? projectRelativeOffsetIn(ctx.text, start, end, ctx.workspaceDir) : -1;
  if (rel !== -1) return locationSpan(start, end, "workspace-path", "path", PLACEHOLDERS.projectRoot, start + rel);
  return locationSpan(start, end, rule, "path", PLACEHOLDERS.path);
}
