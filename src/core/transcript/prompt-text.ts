/**
 * The conversation as plain text for a model prompt (host-model refinement, docs/design.md
 * "Refinement by the host model"): one labelled block a turn, tool output clipped, the newest
 * turns that fit `maxTokens`, oldest first. Earlier compaction summaries come first when there is
 * room left, marked as possibly outdated. Linear in the transcript.
 */
import { estimateTokens } from "../text/tokens.js";
import type { Transcript, Turn } from "./types.js";

/** Tool results and fetched content are evidence, not intent: a short excerpt each. */
export const MAX_TOOL_PROMPT_CHARS = 600;

export interface PromptTranscript {
  text: string;
  /** Turns included, and turns left out (the oldest) to stay within the budget. */
  turns: number;
  omittedTurns: number;
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max)} …[clipped]`;
}

function block(turn: Turn): string {
  const when = turn.timestamp ? ` ${turn.timestamp.slice(0, 16).replace("T", " ")}` : "";
  if (turn.role === "tool") {
    const label = `[Tool ${turn.toolName ?? "result"}${when}${turn.isError ? " (failed)" : ""}${turn.toolArgs ? `: ${clip(turn.toolArgs, 120)}` : ""}]`;
    return `${label}\n${clip(turn.text, MAX_TOOL_PROMPT_CHARS)}`;
  }
  if (turn.external) return `[Fetched content, not the user's words${when}]\n${clip(turn.text, MAX_TOOL_PROMPT_CHARS)}`;
  return `[${turn.role === "user" ? "User" : "Assistant"}${when}]\n${turn.text}`;
}

export function transcriptForPrompt(t: Transcript, maxTokens: number): PromptTranscript {
  const kept: string[] = [];
  let used = 0;
  let i = t.turns.length - 1;
  for (; i >= 0; i--) {
    const turn = t.turns[i] as Turn;
    if (!turn.text.trim()) continue;
    const b = block(turn);
    const cost = estimateTokens(b) + 2;
    if (used + cost > maxTokens) break;
    kept.push(b);
    used += cost;
  }
  const omittedTurns = i + 1;
  const summaries: string[] = [];
  if (omittedTurns === 0) {
    for (const s of t.summaries) {
      const b = `[Earlier summary, may be outdated]\n${s.text}`;
      const cost = estimateTokens(b) + 2;
      if (used + cost > maxTokens) break;
      summaries.push(b);
      used += cost;
    }
  }
  return { text: [...summaries, ...kept.reverse()].join("\n\n"), turns: kept.length, omittedTurns };
}
