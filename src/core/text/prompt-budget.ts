/**
 * Fitting source text into a model prompt, and reading a model's reply back. Used by host-model
 * refinement (docs/design.md, "Refinement by the host model"): what is sent is bounded by
 * `refine.maxInputTokens`, and the newest part matters most (the latest statement wins).
 */
import { estimateTokens } from "./tokens.js";

/** The last lines of `text` whose estimated tokens fit `maxTokens`, cut at a line boundary (a
 *  single oversized last line is cut at its end). One pass from the end: linear in the text. */
export function tailWithinTokens(text: string, maxTokens: number): { text: string; omittedChars: number } {
  if (estimateTokens(text) <= maxTokens) return { text, omittedChars: 0 };
  const lines = text.split("\n");
  let used = 0;
  let first = lines.length;
  while (first > 0) {
    const cost = estimateTokens(lines[first - 1] as string) + 1;
    if (used + cost > maxTokens) break;
    used += cost;
    first--;
  }
  let kept = lines.slice(first).join("\n");
  if (first === lines.length) {
    // Not even the last line fits: keep its end, roughly maxTokens worth.
    const last = lines.at(-1) as string;
    kept = last.slice(Math.max(0, last.length - maxTokens * 2));
    while (kept.length > 0 && estimateTokens(kept) > maxTokens) kept = kept.slice(Math.ceil(kept.length / 10));
  }
  return { text: kept, omittedChars: text.length - kept.length };
}

/** A model's reply without a code fence around all of it (```markdown … ```), trimmed. Models
 *  asked for "markdown only" still wrap it now and then; the content is what counts. */
export function unfenceReply(text: string): string {
  const t = text.trim();
  const open = /^(`{3,}|~{3,})[\w-]*[ \t]*\n/.exec(t);
  if (!open) return t;
  const fence = open[1] as string;
  if (!t.endsWith(fence)) return t;
  const inner = t.slice(open[0].length, t.length - fence.length);
  // Another fence of the same kind at the start of a line inside means the reply is not one block.
  return inner.includes(`\n${fence}`) ? t : inner.trim();
}

/** One refinement request: what each skill's host-refine module builds for the host model. */
export interface HostPrompt {
  systemPrompt: string;
  prompt: string;
}

/** The system prompt of every refinement request: the same opening for all three skills, so a
 *  host's logs (and the e2e fake model) can tell these requests from the agent's own turns. */
export function refineSystemPrompt(task: string): string {
  return `You are the refinement step of context-kit, a memory plugin: ${task} Use only what the sources you are given say; never invent a value. Reply with the requested text and nothing else.`;
}
