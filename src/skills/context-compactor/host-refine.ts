/**
 * Refinement of a safety-net compact by the host model (docs/design.md, "Refinement by the host
 * model"): the request (the conversation, bounded by `refine.maxInputTokens`, then the same rules
 * and draft the agent gets with `extract`, asking for the markdown as the reply) and the check of
 * the reply. The reply replaces the deterministic compact only when it passes normalisation and
 * verification with no finding at all (grounding and coverage against the transcript).
 */
import type { Language } from "../../core/extract/language.js";
import { refineSystemPrompt, unfenceReply, type HostPrompt } from "../../core/text/prompt-budget.js";
import type { PromptTranscript } from "../../core/transcript/prompt-text.js";
import type { Transcript } from "../../core/transcript/types.js";
import { fallbackReason } from "../../core/verify/render-findings.js";
import { refinementPrompt } from "./refine.js";
import { verifyCompactDraft } from "./verify-compact.js";

/** Output cap for the reply: a compact never exceeds MAX_COMPACT_CHARS (~2,000 tokens of English). */
export const COMPACT_REPLY_MAX_TOKENS = 4096;

export function hostCompactPrompt(input: { conversation: PromptTranscript; draft: string; language: Language }): HostPrompt {
  const { conversation } = input;
  const scope = conversation.omittedTurns > 0 ? `the newest ${conversation.turns} turns; ${conversation.omittedTurns} earlier turns are left out, and the draft covers them` : "the whole session";
  return {
    systemPrompt: refineSystemPrompt("you rewrite a deterministic session compact into a faithful one."),
    prompt: [`Conversation (${scope}):`, "", "<conversation>", conversation.text, "</conversation>", "", refinementPrompt(input.draft, input.language, "reply")].join("\n"),
  };
}

export type HostCompactCheck = { ok: true; markdown: string; fixed: string[] } | { ok: false; reason: string };

/** The host model's reply, normalised and verified against the session it digests. */
export function checkHostCompact(reply: string, opts: { now: Date; transcript: Transcript; memoryMd?: string }): HostCompactCheck {
  const draft = unfenceReply(reply);
  if (!draft) return { ok: false, reason: "invalid: empty reply" };
  const v = verifyCompactDraft(draft, { now: opts.now, mode: "refuse", transcript: opts.transcript, ...(opts.memoryMd ? { memoryMd: opts.memoryMd } : {}) });
  const reason = fallbackReason(v.findings);
  if (reason || !v.write) return { ok: false, reason: reason ?? "invalid: not accepted" };
  return { ok: true, markdown: v.markdown, fixed: v.findings.fixed };
}
