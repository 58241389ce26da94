/**
 * The one path every refinement by the host model takes (docs/design.md, "Refinement by the host
 * model"): the request is redacted like every write, sent with `purpose: context-kit.<skill>`
 * and bounded by `refine.timeoutMs`; the reply goes to the skill's own check-and-replace; the
 * outcome (refined, or the reason the deterministic file stands) is recorded for status.
 */
import { redact } from "../../core/redact/index.js";
import { redactPolicy } from "../../core/config.js";
import type { HostPrompt } from "../../core/text/prompt-budget.js";
import type { Workspace } from "../../core/workspace/types.js";
import type { PluginContext } from "../plugin-context.js";
import { recordRefine, type RefineEvent, type RefineSkill } from "../runtime-state.js";
import { askHostModel, errorReason } from "./host-model.js";

/** The skill's name in `purpose` (what the host's audit shows). */
const PURPOSE: Record<RefineSkill, string> = {
  compact: "context-kit.context-compactor",
  rollingSummary: "context-kit.rolling-summary",
  distill: "context-kit.memory-compactor",
};

export type Applied = { ok: true } | { ok: false; reason: string };

export interface RefineJob {
  skill: RefineSkill;
  /** The file the deterministic version was written to. */
  file: string;
  by: string;
  request: HostPrompt;
  maxTokens: number;
  /** Checks the reply and, when it passes, replaces the file. */
  apply(reply: string): Promise<Applied>;
}

export async function refineWithHostModel(pc: PluginContext, ws: Workspace, job: RefineJob, signal?: AbortSignal): Promise<RefineEvent> {
  // The prompt carries the transcript or the logs: no secret leaves through it either.
  const prompt = redact(job.request.prompt, redactPolicy(pc.config, ws.root)).text;
  const asked = await askHostModel(
    pc.complete,
    { purpose: PURPOSE[job.skill], systemPrompt: job.request.systemPrompt, prompt, maxTokens: job.maxTokens, ...(pc.config.refine.model ? { model: pc.config.refine.model } : {}) },
    { timeoutMs: pc.config.refine.timeoutMs, ...(signal ? { signal } : {}) },
  );
  let applied: Applied;
  if (!asked.ok) applied = { ok: false, reason: asked.reason };
  else applied = await job.apply(asked.text).catch((err: unknown): Applied => ({ ok: false, reason: errorReason(err) }));
  const event: RefineEvent = {
    at: new Date().toISOString(),
    skill: job.skill,
    outcome: applied.ok ? "refined" : "fallback",
    ...(applied.ok ? {} : { reason: applied.reason }),
    file: job.file,
    by: job.by,
  };
  const usage = { called: asked.ok || asked.called, input: asked.tokens.input, output: asked.tokens.output };
  try {
    await pc.recordState(ws, (s) => recordRefine(s, event, usage));
  } catch (err) {
    pc.logger.warn?.(`context-kit: could not record the refinement of ${job.file}: ${(err as Error).message}`);
  }
  if (applied.ok) pc.logger.info?.(`context-kit: ${job.file} refined by the host model (${job.by}).`);
  else pc.logger.info?.(`context-kit: ${job.file} stays as extracted (${job.by}); fallback: ${event.reason}`);
  return event;
}
