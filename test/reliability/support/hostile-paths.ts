/**
 * Path strings an attacker (a tool argument, a CLI flag, a compact name in a crafted draft) may
 * use to steer a write out of context-kit's targets. Grouped by trick so a failure says which
 * trick got through. `outside` is an absolute folder outside the workspace that the test
 * watches; absolute-path attacks aim there, never at real system files (the suite may run as
 * root, where a missed refusal would really overwrite them).
 */
export interface HostilePath {
  trick: string;
  rel: string;
}

export function hostilePaths(outside: string): HostilePath[] {
  const list: Array<[string, string[]]> = [
    ["dot-dot", [
      "../escape.md",
      "../../escape.md",
      "memory/../../escape.md",
      "memory/compacts/../../../escape.md",
      "./../escape.md",
      "memory/compacts/2026-11-29-1405.md/../../../../escape.md",
      "memory/distilled/../../MEMORY.md",
      "memory/distilled/archive/../../../2026-11-29.md/../../escape.md",
    ]],
    ["absolute", [
      `${outside}/escape.md`,
      `${outside}/memory/compacts/2026-11-29-1405.md`,
      `/${outside}/SESSION-STATE.md`,
      `//${outside.replace(/^\//, "")}/x.md`,
      "~/escape.md",
      "~root/.bashrc",
      "file:///tmp/escape.md",
    ]],
    ["windows", [
      "C:\\Users\\me\\escape.md",
      "c:/Users/me/escape.md",
      "C:escape.md",
      "\\\\server\\share\\escape.md",
      "\\\\?\\C:\\escape.md",
      "..\\..\\escape.md",
      "memory\\compacts\\2026-11-29-1405.md",
      "memory/compacts\\..\\..\\..\\escape.md",
    ]],
    ["dotfile", [
      ".env",
      ".git/config",
      ".SESSION-STATE.md",
      "memory/.locks/write_memory_compacts.lock",
      "memory/compacts/.hidden.md",
      "memory/.hidden/2026-11-29.md",
      "memory/distilled/.deletions.jsonl",
      "memory/compacts/.fs-safe-0f8c6a2e-1b2c-4d5e-8f90-123456789abc.tmp",
    ]],
    ["control-chars", [
      "memory/compacts/2026-11-29-1405.md\u0000.sh",
      "memory/compacts/2026-11-29\u0000-1405.md",
      "SESSION-STATE.md\n",
      "memory/2026-11-29.md\r",
      "memory/compacts/2026-11-29-1405\n.md",
      "memory/2026-11-29.md\u001b[2K",
      "memory/compacts/2026-11-29-1405.md\u007f",
    ]],
    ["not-a-target", [
      "MEMORY.md",
      "AGENTS.md",
      "SOUL.md",
      "notes.md",
      "memory/compacts/evil.sh",
      "memory/compacts/2026-11-29-1405.md.sh",
      "memory/compacts/2026-11-29-1405.MD",
      "memory/notes.md",
      "memory/2026-11-29.md.bak",
      "memory/distilled/day 2026-11-28.md",
      "memory/distilled/-x.md",
      "memory/distilled/day-2026-11-28.sh",
      "skills/x/SKILL.md",
      "memory/compacts/x/2026-11-29-1405.md",
      "memory/%2e%2e/%2e%2e/escape.md",
      "memory/compacts/2026-11-29-1405.md\u202e",
      "a/".repeat(300) + "escape.md",
    ]],
  ];
  return list.flatMap(([trick, rels]) => rels.map((rel) => ({ trick, rel })));
}

/** Valid target paths, one per kind of file context-kit writes. */
export const TARGETS = {
  state: "SESSION-STATE.md",
  daily: "memory/2026-11-29.md",
  compact: "memory/compacts/2026-11-29-1405.md",
  distilled: "memory/distilled/day-2026-11-28.md",
  archive: "memory/distilled/archive/memory/2026-11-01.md",
  deletionLog: "memory/distilled/deletions.jsonl",
} as const;
