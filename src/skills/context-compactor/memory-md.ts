import type { Workspace } from "../../core/workspace/types.js";

/** MEMORY.md, whose facts a compact leaves out; null when it is missing or unreadable (then
 *  known facts are simply not skipped). */
export async function readMemoryMd(ws: Workspace): Promise<string | null> {
  try {
    return await ws.readText("MEMORY.md");
  } catch {
    return null;
  }
}
