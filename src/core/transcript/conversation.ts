/**
 * Which part of a transcript is "the session". OpenClaw 2026.9.6 keeps the session id across
 * `/new` and `/reset` and records a `reset` entry in the same transcript
 * (docs/reference/session-management-compaction/schema.md: "records a reset boundary in an
 * existing persisted session and keeps its sessionId"). Everything before that entry is the
 * conversation the user ended; the model of the new one no longer sees it, and neither may its
 * rolling summary, its compacts or its turn count. See docs/design.md, "Transcripts".
 *
 * The conversation is the last stretch between reset entries that holds a user message. At the
 * moment a reset is recorded the stretch after it holds at most the command that made it, so the
 * hooks that run then (`before_reset`, `session_end`) still get the conversation that ended, and
 * the first message of the new one makes that one current.
 */

/** `/new`, `/reset`, with at most one argument (`/new <model>`, `/reset soft`): the command that
 *  ends a session, not something said in one. `/new` followed by a sentence is a first message. */
const SESSION_COMMAND_RE = /^\/(?:new|reset)(?:[ \t]+\S+)?[ \t]*$/i;

export function isSessionCommand(text: string): boolean {
  return SESSION_COMMAND_RE.test(text.trim());
}

/** What the selection needs of a transcript entry. */
export interface ConversationNode {
  payload?: { k: string; user?: boolean; keptFrom?: string };
}

/**
 * Entry indexes [start, end) of the current conversation among `nodes` (only those with
 * `onPath[i]` count). A reset that names a `firstKeptEntryId` carries the entries from that one
 * on into the new conversation, as OpenClaw's model context does.
 */
export function conversationBounds(nodes: readonly ConversationNode[], onPath: Uint8Array, indexOf: (id: string) => number | undefined): { start: number; end: number } {
  const stretches: Array<{ start: number; end: number }> = [];
  let start = 0;
  for (let i = 0; i < nodes.length; i++) {
    const p = onPath[i] ? nodes[i]?.payload : undefined;
    if (p?.k !== "reset") continue;
    stretches.push({ start, end: i });
    const kept = p.keptFrom === undefined ? undefined : indexOf(p.keptFrom);
    start = kept !== undefined && kept < i && onPath[kept] ? kept : i + 1;
  }
  stretches.push({ start, end: nodes.length });
  if (stretches.length === 1) return stretches[0]!;
  const hasUser = (s: { start: number; end: number }) => {
    for (let i = s.start; i < s.end; i++) {
      const p = onPath[i] ? nodes[i]?.payload : undefined;
      if (p?.k === "turns" && p.user) return true;
    }
    return false;
  };
  for (let s = stretches.length - 1; s >= 0; s--) if (hasUser(stretches[s]!)) return stretches[s]!;
  return stretches.at(-1)!;
}
