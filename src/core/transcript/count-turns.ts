/**
 * How many turns a transcript holds. A turn is one user message and all the work that answers
 * it: every assistant message and tool call of a tool loop belongs to the user message it
 * answers, so a session of 18 user messages is 18 turns however many tool rounds it ran.
 *
 * A user message becomes one Turn for its own text and one `external` Turn per block of
 * outside content it carried (a forwarded email, a fetched page), in that order and with the
 * same entry id; those are still one message.
 */
import type { Turn } from "./types.js";

export function countUserTurns(turns: readonly Turn[]): number {
  let n = 0;
  for (let i = 0; i < turns.length; i++) {
    const t = turns[i] as Turn;
    if (t.role !== "user") continue;
    const prev = i > 0 ? (turns[i - 1] as Turn) : undefined;
    // The message's own text always comes first; an external block starts a message only when
    // it is not the continuation of the one before (another role, or another entry).
    const sameMessage = t.external === true && prev?.role === "user" && (t.entryId === undefined || prev.entryId === undefined || t.entryId === prev.entryId);
    if (!sameMessage) n++;
  }
  return n;
}
