/**
 * Refinement of an automatic Rolling Summary by the host model (docs/design.md, "Refinement by
 * the host model"): the request (the conversation, bounded by `refine.maxInputTokens`, and the
 * deterministic summary as the starting point) and the check of the reply. The reply replaces
 * the summary only when it has all five fields and every value in it occurs in the session.
 */
import { refineSystemPrompt, unfenceReply, type HostPrompt } from "../../core/text/prompt-budget.js";
import type { PromptTranscript } from "../../core/transcript/prompt-text.js";
import type { Transcript } from "../../core/transcript/types.js";
import { groundDraft } from "../../core/verify/grounding.js";
import { transcriptIndex } from "../../core/verify/source-index.js";
import { FIELD_LABELS, MAX_FIELD_CHARS, MAX_TOTAL_CHARS, SUMMARY_FIELDS, type RollingSummaryFields } from "./fields.js";
import { labelledFields, parseRollingSummary } from "./parse-summary.js";
import { renderSummaryBody } from "./render-summary.js";

/** Five short lines: ~150 tokens; the rest is headroom for models that think aloud. */
export const SUMMARY_REPLY_MAX_TOKENS = 600;

export function hostSummaryPrompt(input: { conversation: PromptTranscript; current: RollingSummaryFields }): HostPrompt {
  const { conversation } = input;
  const scope = conversation.omittedTurns > 0 ? `the newest ${conversation.turns} turns; ${conversation.omittedTurns} earlier turns are left out` : "the whole session";
  const lines = SUMMARY_FIELDS.map((f) => `"- ${FIELD_LABELS[f]}: …"`).join(", ");
  return {
    systemPrompt: refineSystemPrompt("you rewrite a deterministic rolling summary of a session into a faithful one."),
    prompt: [
      `Conversation (${scope}):`,
      "",
      "<conversation>",
      conversation.text,
      "</conversation>",
      "",
      "Rewrite the rolling summary below from the conversation above. It was extracted without a model and may miss paraphrased decisions or keep what is no longer current.",
      "",
      "Rules:",
      `- Exactly five lines, in this order: ${lines}. Write "—" for a field with nothing in it.`,
      `- One or two short sentences a field: at most ${MAX_FIELD_CHARS} characters a field and ${MAX_TOTAL_CHARS} in all.`,
      "- The latest statement wins: leave out what was reversed, finished or resolved (finished work goes under Completed).",
      "- Every number, version, date, time, identifier, file, host and name you write must occur in the conversation.",
      "- Never include secrets, passwords, tokens, API keys, file-system paths, internal URLs or IP addresses.",
      "- Write the fields in the conversation's language; keep the labels in English.",
      "- Reply with the five lines only.",
      "",
      "Summary:",
      "",
      renderSummaryBody(input.current),
      "",
    ].join("\n"),
  };
}

export type HostSummaryCheck = { ok: true; fields: RollingSummaryFields } | { ok: false; reason: string };

/** The host model's reply as the five fields, each value grounded in the session. */
export function checkHostSummary(reply: string, opts: { transcript: Transcript }): HostSummaryCheck {
  const body = unfenceReply(reply);
  if (!body) return { ok: false, reason: "invalid: empty reply" };
  const labelled = labelledFields(body);
  const missing = SUMMARY_FIELDS.filter((f) => !labelled.has(f));
  if (missing.length > 0) return { ok: false, reason: `invalid: no ${missing.map((f) => `"${FIELD_LABELS[f]}"`).join(", ")} line` };
  const parsed = parseRollingSummary(/^#{1,6}[ \t]+Rolling Summary/im.test(body) ? body : `## Rolling Summary\n${body}\n`);
  if (!parsed) return { ok: false, reason: "invalid: no Rolling Summary" };
  const ungrounded = groundDraft(SUMMARY_FIELDS.map((f) => parsed.fields[f]).join("\n"), transcriptIndex(opts.transcript)).ungrounded;
  if (ungrounded.length > 0) return { ok: false, reason: `ungrounded: ${ungrounded.map((u) => `\`${u.shown}\``).join(", ")}` };
  return { ok: true, fields: parsed.fields };
}
