/**
 * Updates the Rolling Summary from the live transcript, deterministically and without a model
 * call, when a trigger fires (every N turns, tool-loop checkpoint, context threshold). The model
 * then gets a one-line nudge to refine it; with `refine.mode: "host"` the host model is also
 * asked, in the background, for a better version (src/plugin/refine/refine-summary.ts).
 */
import type { PluginContext } from "../plugin-context.js";
import { sessionKeyOf } from "../plugin-context.js";
import { recordRun } from "../runtime-state.js";
import { readTranscriptEvents } from "../../core/transcript/index.js";
import { rollingFields } from "../../core/extract/index.js";
import { updateRollingSummary } from "../../skills/rolling-summary/index.js";
import type { SessionRef } from "../session-ref.js";
import { startSummaryRefinement } from "../refine/refine-summary.js";

const REASON_TEXT: Record<string, string> = {
  turns: "turn count",
  "tool-loop": "tool-loop checkpoint",
  context: "context window over threshold",
  tool: "session_state refresh",
};

export async function refreshRollingSummary(pc: PluginContext, ref: SessionRef, reason: string): Promise<{ written: boolean; message: string; asOf?: string }> {
  const dir = pc.workspaceDirFor(ref);
  if (!dir) return { written: false, message: "No workspace known for this session; rolling summary not updated." };
  const ws = await pc.open(dir);
  const events = await pc.loadEvents(ref);
  const transcript = readTranscriptEvents(events);
  if (!transcript.turns.some((t) => t.role === "user")) {
    return { written: false, message: "Nothing to summarize yet in this session." };
  }
  const fields = rollingFields(transcript);
  const result = await updateRollingSummary(ws, fields, { now: new Date(), timezone: pc.config.timezone, overflow: "trim" });
  const key = sessionKeyOf(ref);
  pc.tracker.onSummaryWritten(key);
  if (reason !== "tool") {
    pc.tracker.get(key).pendingNudge = `context-kit updated the Rolling Summary in SESSION-STATE.md from the transcript (${REASON_TEXT[reason] ?? reason}). If it misses a decision, blocker or next step, call session_state with action "update".`;
  }
  await pc.recordState(ws, (s) => recordRun(s, "rollingSummary", { by: `trigger:${reason}`, ...(ref.sessionKey ? { session: ref.sessionKey } : {}) }));
  // The session_state "refresh" action comes from the agent, which can refine it itself.
  if (reason !== "tool") startSummaryRefinement(pc, key, { ws, transcript, by: `trigger:${reason}` });
  return { written: true, message: `Rolling Summary rebuilt from the transcript (as of ${result.asOf}).`, asOf: result.asOf };
}
