/**
 * Paths inside the agent workspace keep their identity: `/home/alice/proj/src/a.ts` becomes
 * `<PROJECT_ROOT>/src/a.ts`, because the relative part is what the user needs later and it says
 * nothing about the machine. Separators are compared loosely (`/`, `\`, JSON-escaped `\\`), and
 * case-insensitively for Windows drive paths.
 */

const isSep = (c: number): boolean => c === 47 || c === 92;

/** Splits into segments with their end offsets (separator runs skipped). */
function segments(s: string): Array<{ text: string; end: number }> {
  const out: Array<{ text: string; end: number }> = [];
  let i = 0;
  while (i < s.length) {
    while (i < s.length && isSep(s.charCodeAt(i))) i++;
    const start = i;
    while (i < s.length && !isSep(s.charCodeAt(i))) i++;
    if (i > start) out.push({ text: s.slice(start, i), end: i });
  }
  return out;
}

const isWindowsPath = (p: string): boolean => /^[A-Za-z]:/.test(p) || p.startsWith("\\\\");

/** Normalises a workspace directory for matching; null when it is not absolute. */
export function normaliseWorkspaceDir(dir: string): string | null {
  const d = dir.trim();
  if (!/^(?:\/|[A-Za-z]:[\\/]|\\\\)/.test(d)) return null;
  return d;
}

/** Offset in `pathText` where the part relative to `workspaceDir` starts (at its separator, or
 *  the end for the workspace itself), or -1 when the path is not inside the workspace. */
export function projectRelativeOffset(pathText: string, workspaceDir: string): number {
  const ws = segments(workspaceDir);
  if (ws.length === 0) return -1;
  const windows = isWindowsPath(workspaceDir);
  if (windows !== isWindowsPath(pathText)) return -1;
  const p = segments(pathText);
  if (p.length < ws.length) return -1;
  for (let k = 0; k < ws.length; k++) {
    const a = ws[k]!.text;
    const b = p[k]!.text;
    if (windows ? a.toLowerCase() !== b.toLowerCase() : a !== b) return -1;
  }
  return ws[ws.length - 1]!.end;
}
