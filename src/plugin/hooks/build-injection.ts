/**
 * What `before_prompt_build` prepends to a turn: SESSION-STATE.md every turn (capped; labelled as
 * the previous session's while its summary is the one an ended session left), the latest
 * compact once at the start of a new session and once after core compaction, and any pending
 * one-line nudge. Everything stored goes in as labelled data (inject/wrap-data.ts).
 */
import type { PluginContext } from "../plugin-context.js";
import { sessionKeyOf } from "../plugin-context.js";
import { wrapData } from "../../core/inject/wrap-data.js";
import { latestCompact } from "../../skills/context-compactor/index.js";
import type { SessionRef } from "../session-ref.js";
import { readRuntimeState } from "../runtime-state.js";
import { labelPreviousSummary, previousSessionLabel } from "./previous-session-summary.js";

/** A session is fresh when the model has not answered in it yet (after /new, reset, rollover). */
export function isFreshSession(messages: unknown[]): boolean {
  return !messages.some((m) => (m as { role?: string } | null)?.role === "assistant");
}

export async function buildInjection(pc: PluginContext, ref: SessionRef, messages: unknown[]): Promise<string | null> {
  const dir = pc.workspaceDirFor(ref);
  if (!dir) return null;
  const ws = await pc.open(dir);
  const key = sessionKeyOf(ref);
  const counters = pc.tracker.get(key);
  const parts: string[] = [];

  // A fresh session is one the model has not answered in yet: the first prompt after /new, a
  // reset or a rollover (OpenClaw keeps the session id across /new, so no per-id flag works).
  if (pc.config.compactor.enabled && pc.config.compactor.injectOnNewSession) {
    const afterCompaction = counters.compactAfterCompaction;
    counters.compactAfterCompaction = false; // once, whether or not a compact exists
    if (isFreshSession(messages) || afterCompaction) {
      const latest = await latestCompact(ws);
      if (latest) {
        parts.push(
          wrapData({
            source: latest.info.path,
            description: afterCompaction
              ? "The latest context-kit compact of this session, saved when its history was compacted: notes for continuity."
              : "The latest context-kit compact from an earlier session: historical notes for continuity.",
            body: latest.markdown,
            maxChars: pc.config.compactor.injectMaxChars,
          }),
        );
      }
    }
  }

  if (pc.config.rollingSummary.enabled && pc.config.rollingSummary.injectMaxChars > 0) {
    const state = await ws.readText("SESSION-STATE.md");
    if (state && state.trim()) {
      // Until this session's first refresh, the summary may still be the one an ended session
      // left (after /new): then it goes in labelled as that session's.
      const { text, previous } = labelPreviousSummary(state, (await readRuntimeState(ws)).endedSummary);
      parts.push(
        wrapData({
          source: "SESSION-STATE.md",
          description: previous
            ? `SESSION-STATE.md: its Rolling Summary is ${previousSessionLabel(previous)}; the rest is session notes.`
            : "The current SESSION-STATE.md (rolling summary and session notes).",
          body: text,
          maxChars: pc.config.rollingSummary.injectMaxChars,
        }),
      );
    }
  }

  const nudges: string[] = [];
  if (counters.pendingNudge) {
    nudges.push(counters.pendingNudge);
    counters.pendingNudge = null;
  }
  const n = pc.config.compactor.nudgeAfterTurns;
  if (pc.config.compactor.enabled && n > 0 && counters.turns >= n && !counters.compactNudged) {
    counters.compactNudged = true;
    nudges.push(`context-kit: this session has run ${counters.turns} turns. When the current task reaches a stopping point, consider saving a compact: context_compact {"action":"extract"}, write the digest yourself from it, then context_compact {"action":"write","markdown":…}.`);
  }
  if (nudges.length > 0) parts.push(`[context-kit note] ${nudges.join(" ")}`);
  return parts.length > 0 ? parts.join("\n\n") : null;
}
