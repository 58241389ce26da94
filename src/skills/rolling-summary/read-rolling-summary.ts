/**
 * The current rolling summary of a workspace, or null when the file or the section is missing.
 */
import type { Workspace } from "../../core/workspace/types.js";
import { DEFAULT_STATE_FILE } from "./fields.js";
import { parseRollingSummary, type RollingSummary } from "./parse-summary.js";

export async function readRollingSummary(ws: Workspace, file: string = DEFAULT_STATE_FILE): Promise<RollingSummary | null> {
  const text = await ws.readText(file);
  return text === null ? null : parseRollingSummary(text);
}
