/**
 * CLI runs go into memory/context-kit-state.json like the plugin's own runs, so `context-kit
 * status` and `/context_kit` show "distill 2 min ago by context-kit distill" after a cron job or
 * a person ran it. Recording is bookkeeping: when it fails the command has still done its work,
 * so it warns on stderr and does not change the exit status.
 */
import type { Workspace } from "../core/workspace/types.js";
import { recordRun, updateRuntimeState, type SkillName, STATE_FILE } from "../plugin/runtime-state.js";
import type { CliIO } from "./io.js";

export async function recordCliRun(ws: Workspace, io: CliIO, skill: SkillName, command: string, note?: string): Promise<void> {
  try {
    await updateRuntimeState(ws, (s) => recordRun(s, skill, { by: `context-kit ${command}`, ...(note ? { note } : {}) }));
  } catch (err) {
    io.stderr(`context-kit ${command}: warning: the run was not recorded in ${STATE_FILE}: ${(err as Error)?.message ?? String(err)}\n`);
  }
}
