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
const workspaceSegments = new Map<string, Array<{ text: string; end: number }>>();

/** Offset in `pathText` where the part relative to `workspaceDir` starts (at its separator, or
 *  the end for the workspace itself), or -1 when the path is not inside the workspace. Walks the
 *  path without splitting it: this runs for every absolute path in the text. */
export function projectRelativeOffset(pathText: string, workspaceDir: string): number {
  let ws = workspaceSegments.get(workspaceDir);
  if (ws === undefined) {
    if (workspaceSegments.size > 64) workspaceSegments.clear();
    workspaceSegments.set(workspaceDir, (ws = segments(workspaceDir)));
  }
  if (ws.length === 0) return -1;
  const windows = isWindowsPath(workspaceDir);
  if (windows !== isWindowsPath(pathText)) return -1;
  let i = 0;
  for (const seg of ws) {
    while (i < pathText.length && isSep(pathText.charCodeAt(i))) i++;
    const s = seg.text;
    if (i + s.length > pathText.length) return -1;
    for (let k = 0; k < s.length; k++) {
      let a = s.charCodeAt(k);
      let b = pathText.charCodeAt(i + k);
      if (windows) {
        a = a >= 65 && a <= 90 ? a + 32 : a;
        b = b >= 65 && b <= 90 ? b + 32 : b;
      }
      if (a !== b) return -1;
    }
    i += s.length;
    // The segment must end here: /home/alice/project is not inside /home/alice/proj.
    if (i < pathText.length && !isSep(pathText.charCodeAt(i))) return -1;
  }
  return i;
}
