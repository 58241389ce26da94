/**
 * Tool `session_state` (skill rolling-summary): read or update the `## Rolling Summary (as of
 * HH:MM)` section of SESSION-STATE.md. The section editor changes that section only; the
 * workspace layer redacts and writes atomically under a lock.
 */
import { Type } from "@sinclair/typebox";
import { validateParams } from "./validate-params.js";
import { toolResult } from "./tool-result.js";
import type { PluginContext } from "../plugin-context.js";
import { sessionKeyOf } from "../plugin-context.js";
import { recordRun } from "../runtime-state.js";
import { refreshRollingSummary } from "../hooks/refresh-rolling-summary.js";
import { DEFAULT_STATE_FILE, readRollingSummary, renderRead, renderUpdate, updateRollingSummary } from "../../skills/rolling-summary/index.js";
import { loadTranscript } from "../hooks/save-session-compact.js";
import { groundDraft, transcriptIndex, renderFindings, findingLines, emptyFindings, type Findings } from "../../core/verify/index.js";
import type { SessionRef } from "../session-ref.js";

const FIELD_INPUT_CHARS = 2_000; // longer is certainly not a summary; refuse instead of trimming 90%

const field = (what: string) =>
  Type.Optional(Type.String({ maxLength: FIELD_INPUT_CHARS, description: `${what} One or two short sentences, at most 200 characters (longer is trimmed). Omit it to keep the current value; write "none" when there is nothing.` }));

export const SessionStateParams = Type.Object(
  {
    action: Type.Optional(
      Type.Union([Type.Literal("update"), Type.Literal("read"), Type.Literal("refresh")], {
        description:
          'What to do. "update" (default when any field is given): write the five fields. "read" (default otherwise): return the current summary. "refresh": rebuild the summary from this session\'s transcript without your input.',
      }),
    ),
    completed: field("What was finished in this session."),
    inProgress: field("What is being worked on right now."),
    decisions: field("Key decisions made, with the reason if short."),
    blockers: field("What blocks progress, or open questions."),
    next: field("The next step."),
    overflow: Type.Optional(
      Type.Union([Type.Literal("trim"), Type.Literal("refuse")], {
        description: 'Over the limits (200 characters a field, 500 in all): "trim" (default) cuts at a word boundary and says so; "refuse" writes nothing and names the field.',
      }),
    ),
  },
  { additionalProperties: false },
);

export function createSessionStateTool(pc: PluginContext, tctx: SessionRef) {
  return {
    name: "session_state",
    label: "Session state",
    description:
      "Read or update the rolling summary (Completed / In progress / Decisions / Blockers / Next) in SESSION-STATE.md at the workspace root. Hooks keep a deterministic version current; your update is the refined one. Use after finishing a task or decision, when the user asks to checkpoint, or when a context-kit note asks you to refine the summary. Not for small talk or every turn. Every value you write (numbers, versions, dates, times, ids, files, hosts, names) must occur in this session; the result names any that do not. Limits: 200 characters a field, 500 in all. Only the Rolling Summary section changes; secrets are removed before writing.",
    parameters: SessionStateParams,
    catalogMode: "direct-only" as const,
    async execute(_toolCallId: string, rawParams: unknown) {
      const p = validateParams("session_state", SessionStateParams, rawParams);
      const dir = pc.workspaceDirFor(tctx);
      if (!dir) throw new Error("session_state: no agent workspace is known for this session, so there is no SESSION-STATE.md to use.");
      const ws = await pc.open(dir);
      const hasFields = [p.completed, p.inProgress, p.decisions, p.blockers, p.next].some((v) => v !== undefined);
      const action = p.action ?? (hasFields ? "update" : "read");
      if (action === "read") {
        const cur = await readRollingSummary(ws);
        return toolResult(renderRead(cur, DEFAULT_STATE_FILE, 'session_state with action "update" writes one'), { action, summary: cur });
      }
      if (action === "refresh") {
        const r = await refreshRollingSummary(pc, { ...tctx, workspaceDir: dir }, "tool");
        return toolResult(r.message, { action, ...r });
      }
      if (!hasFields) throw new Error('session_state: action "update" needs at least one of completed, inProgress, decisions, blockers, next.');
      // Fields left out keep their current value, so "just record the decision" is one call.
      const given = Object.fromEntries(
        (["completed", "inProgress", "decisions", "blockers", "next"] as const).filter((k) => p[k] !== undefined).map((k) => [k, p[k]!]),
      );
      const findings = await groundFields(pc, tctx, Object.values(given));
      const said = findings ? renderFindings(findings, "the session") : "";
      if (findings && findings.ungrounded.length > 0 && pc.config.verify === "refuse") {
        throw new Error(`session_state: nothing was written (verify: "refuse"). Fix these and call update again:\n${said}`);
      }
      const result = await updateRollingSummary(ws, (current) => ({ ...(current ?? {}), ...given }), {
        now: new Date(),
        timezone: pc.config.timezone,
        overflow: p.overflow ?? "trim",
      });
      pc.tracker.onSummaryWritten(sessionKeyOf(tctx));
      await pc.recordState(ws, (s) => recordRun(s, "rollingSummary", { by: "session_state tool", ...(tctx.sessionKey ? { session: tctx.sessionKey } : {}) }));
      const verification = findings ? { mode: pc.config.verify, ...findings, lines: findingLines(findings) } : null;
      return toolResult(`${renderUpdate(result)}${said ? `\n${said}` : ""}`, { action, write: result.action, file: result.file, asOf: result.asOf, fields: result.fields, trimmed: result.trimmed, notes: result.notes, verification });
    },
  };
}

/** The given fields' values against this session's transcript; null when it cannot be read
 *  (no live session in this context): the update is then written unchecked. */
async function groundFields(pc: PluginContext, tctx: SessionRef, values: string[]): Promise<Findings | null> {
  let index;
  try {
    index = transcriptIndex(await loadTranscript(pc, tctx));
  } catch {
    return null;
  }
  return { ...emptyFindings(), ungrounded: groundDraft(values.join("\n"), index).ungrounded };
}
