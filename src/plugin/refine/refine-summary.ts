/**
 * An automatic Rolling Summary, refined by the host model: the deterministic section is already
 * written; the host model's five fields replace it only if they arrive within `refine.timeoutMs`,
 * all five are there and every value in them occurs in the session
 * (src/skills/rolling-summary/host-refine.ts), and only while the section still holds what the
 * trigger wrote (the agent's own `session_state update` always wins).
 */
import type { PluginContext } from "../plugin-context.js";
import type { RefineEvent } from "../runtime-state.js";
import type { Transcript } from "../../core/transcript/types.js";
import { transcriptForPrompt } from "../../core/transcript/prompt-text.js";
import type { Workspace } from "../../core/workspace/types.js";
import { checkHostSummary, hostSummaryPrompt, parseRollingSummary, updateRollingSummary, DEFAULT_STATE_FILE, SUMMARY_FIELDS, SUMMARY_REPLY_MAX_TOKENS, type RollingSummaryFields } from "../../skills/rolling-summary/index.js";
import { refineWithHostModel } from "./run-refinement.js";

export interface SummaryRefinement {
  ws: Workspace;
  transcript: Transcript;
  by: string;
}

const sameFields = (a: RollingSummaryFields, b: RollingSummaryFields) => SUMMARY_FIELDS.every((f) => a[f] === b[f]);

export async function refineSummary(pc: PluginContext, job: SummaryRefinement, signal?: AbortSignal): Promise<RefineEvent | null> {
  // What the trigger wrote, as it reads back from the file (after redaction).
  const written = parseRollingSummary((await job.ws.readText(DEFAULT_STATE_FILE)) ?? "")?.fields;
  if (!written) return null;
  const conversation = transcriptForPrompt(job.transcript, pc.config.refine.maxInputTokens);
  return refineWithHostModel(pc, job.ws, {
    skill: "rollingSummary",
    file: DEFAULT_STATE_FILE,
    by: job.by,
    request: hostSummaryPrompt({ conversation, current: written }),
    maxTokens: SUMMARY_REPLY_MAX_TOKENS,
    async apply(reply) {
      const checked = checkHostSummary(reply, { transcript: job.transcript });
      if (!checked.ok) return checked;
      let superseded = false;
      await updateRollingSummary(
        job.ws,
        (current) => {
          superseded = !current || !sameFields(current, written);
          return superseded ? null : checked.fields;
        },
        { now: new Date(), timezone: pc.config.timezone, overflow: "trim" },
      );
      return superseded ? { ok: false, reason: "superseded: the Rolling Summary changed meanwhile" } : { ok: true };
    },
  }, signal);
}

/** Starts the refinement in the background when `refine.mode` is "host"; true when started. */
export function startSummaryRefinement(pc: PluginContext, sessionKey: string, job: SummaryRefinement): boolean {
  if (pc.config.refine.mode !== "host") return false;
  return pc.refinements.start(
    `summary:${sessionKey}`,
    async (signal) => void (await refineSummary(pc, job, signal)),
    (err) => pc.logger.warn?.(`context-kit: refining the Rolling Summary failed: ${(err as Error)?.message ?? String(err)}`),
  );
}
