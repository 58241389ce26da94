/**
 * The safety net's compact, refined by the host model: the deterministic file is already on disk
 * (written inside the hook's budget); the host model's version replaces it only if it arrives
 * within `refine.timeoutMs` and passes normalisation and verification against the transcript
 * (src/skills/context-compactor/host-refine.ts), and only while the file is still the one written.
 */
import type { PluginContext } from "../plugin-context.js";
import type { RefineEvent } from "../runtime-state.js";
import type { Transcript } from "../../core/transcript/types.js";
import { transcriptForPrompt } from "../../core/transcript/prompt-text.js";
import type { Workspace } from "../../core/workspace/types.js";
import type { Language } from "../../core/extract/language.js";
import { checkHostCompact, hostCompactPrompt, replaceCompact, COMPACT_REPLY_MAX_TOKENS } from "../../skills/context-compactor/index.js";
import { refineWithHostModel } from "./run-refinement.js";

export interface CompactRefinement {
  ws: Workspace;
  transcript: Transcript;
  language: Language;
  /** The deterministic compact just written. */
  path: string;
  /** The time it is stamped with; the refined one keeps it. */
  now: Date;
  memoryMd?: string;
  by: string;
}

export async function refineCompact(pc: PluginContext, job: CompactRefinement, signal?: AbortSignal): Promise<RefineEvent | null> {
  const expected = await job.ws.readText(job.path);
  if (expected === null) return null; // retention already took it: nothing to refine
  const conversation = transcriptForPrompt(job.transcript, pc.config.refine.maxInputTokens);
  return refineWithHostModel(pc, job.ws, {
    skill: "compact",
    file: job.path,
    by: job.by,
    request: hostCompactPrompt({ conversation, draft: expected, language: job.language }),
    maxTokens: COMPACT_REPLY_MAX_TOKENS,
    async apply(reply) {
      const checked = checkHostCompact(reply, { now: job.now, transcript: job.transcript, ...(job.memoryMd ? { memoryMd: job.memoryMd } : {}) });
      if (!checked.ok) return checked;
      const r = await replaceCompact(job.ws, job.path, expected, checked.markdown);
      return r.replaced ? { ok: true } : { ok: false, reason: `superseded: ${r.reason}` };
    },
  }, signal);
}

/** Starts the refinement in the background when `refine.mode` is "host"; true when started. */
export function startCompactRefinement(pc: PluginContext, sessionKey: string, job: CompactRefinement): boolean {
  if (pc.config.refine.mode !== "host") return false;
  return pc.refinements.start(
    `compact:${sessionKey}`,
    async (signal) => void (await refineCompact(pc, job, signal)),
    (err) => pc.logger.warn?.(`context-kit: refining ${job.path} failed: ${(err as Error)?.message ?? String(err)}`),
  );
}
