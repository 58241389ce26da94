/**
 * Paths inside the agent workspace keep their identity: `<workspace>/src/a.ts` becomes
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

/** Per workspace directory: its segments and whether it is a Windows path, computed once. */
const workspaces = new Map<string, { segs: Array<{ text: string; end: number }>; windows: boolean }>();

/** `text[start, end)` starts like a Windows path (the test of isWindowsPath, without a slice). */
function isWindowsPathAt(text: string, start: number, end: number): boolean {
  if (end - start < 2) return false;
  const a = text.charCodeAt(start);
  const b = text.charCodeAt(start + 1);
  return (b === 58 /* : */ && ((a >= 65 && a <= 90) || (a >= 97 && a <= 122))) || (a === 92 && b === 92);
}

/** Offset in `pathText` where the part relative to `workspaceDir` starts (at its separator, or
 *  the end for the workspace itself), or -1 when the path is not inside the workspace. */
export function projectRelativeOffset(pathText: string, workspaceDir: string): number {
  return projectRelativeOffsetIn(pathText, 0, pathText.length, workspaceDir);
}

/** projectRelativeOffset for the path `text[start, end)`, as an offset from `start`. Walks the
 *  path in place, without slicing or splitting it: this runs for every absolute path in the text. */
export function projectRelativeOffsetIn(text: string, start: number, end: number, workspaceDir: string): number {
  let info = workspaces.get(workspaceDir);
  if (info === undefined) {
    if (workspaces.size > 64) workspaces.clear();
    workspaces.set(workspaceDir, (info = { segs: segments(workspaceDir), windows: isWindowsPath(workspaceDir) }));
  }
  const ws = info.segs;
  if (ws.length === 0) return -1;
  const windows = info.windows;
  if (windows !== isWindowsPathAt(text, start, end)) return -1;
  let i = start;
  for (const seg of ws) {
    while (i < end && isSep(text.charCodeAt(i))) i++;
    const s = seg.text;
    if (i + s.length > end) return -1;
    for (let k = 0; k < s.length; k++) {
      let a = s.charCodeAt(k);
      let b = text.charCodeAt(i + k);
      if (windows) {
        a = a >= 65 && a <= 90 ? a + 32 : a;
        b = b >= 65 && b <= 90 ? b + 32 : b;
      }
      if (a !== b) return -1;
    }
    i += s.length;
    // The segment must end here: a folder `<parent>/project` is not inside a workspace `<parent>/proj`.
    if (i < end && !isSep(text.charCodeAt(i))) return -1;
  }
  return i - start;
}
