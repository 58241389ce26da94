/**
 * The active branch of the entry tree, once every entry is in (builder.ts): the path from the
 * active leaf back to the root, read in file order, with heartbeat and memory-flush runs and
 * re-sent user messages dropped and tool results paired with their calls.
 */
import { conversationBounds } from "./conversation.js";
import { countNoise, type Node } from "./node.js";
import type { EarlierSummary, ToolCallRef, TranscriptStats, Turn } from "./types.js";

export interface ActiveBranch {
  turns: Turn[];
  summaries: EarlierSummary[];
  /** Timestamp of the last entry on the branch. */
  endedAt?: string;
  /** First timestamp of the conversation read, when a reset ended an earlier one. */
  conversationStartedAt?: string;
}

/** Marks the nodes on the path from `leafId` to the root (a cycle ends the walk). */
function pathTo(nodes: readonly Node[], byId: ReadonlyMap<string, number>, leafId: string | null): Uint8Array {
  const onPath = new Uint8Array(nodes.length);
  let cur = leafId;
  const seen = new Set<string>();
  while (cur !== null && !seen.has(cur)) {
    seen.add(cur);
    const i = byId.get(cur);
    if (i === undefined) break;
    onPath[i] = 1;
    cur = nodes[i]?.parentId ?? null;
  }
  return onPath;
}

/** Copies a tool call's name and arguments onto its result; counts results with no call. */
function pairTools(turns: Turn[], stats: TranscriptStats): void {
  const calls = new Map<string, ToolCallRef>();
  for (const t of turns) {
    if (t.role === "assistant" && t.toolCalls) {
      for (const c of t.toolCalls) if (c.id) calls.set(c.id, c);
    } else if (t.role === "tool" && t.source !== "bash") {
      const c = t.toolCallId ? calls.get(t.toolCallId) : undefined;
      if (!c) {
        stats.unpairedToolResults++;
        continue;
      }
      if (!t.toolName) t.toolName = c.name;
      if (c.args !== undefined) t.toolArgs = c.args;
    }
  }
}

/** Appends `add` to `turns`, except a user message re-sent after failed model calls (the failures
 *  are dropped when normalised), which is one message, not two. */
function pushTurns(turns: Turn[], add: readonly Turn[], stats: TranscriptStats): void {
  for (const t of add) {
    const prev = turns.at(-1);
    if (t.role === "user" && !t.external && prev?.role === "user" && !prev.external && prev.text === t.text) {
      countNoise(stats, "duplicate-user");
      continue;
    }
    turns.push(t);
  }
}

/** The turns and earlier summaries of the branch ending at `leafId`, counting into `stats`. */
export function activeBranch(nodes: readonly Node[], byId: ReadonlyMap<string, number>, leafId: string | null, stats: TranscriptStats): ActiveBranch {
  const onPath = pathTo(nodes, byId, leafId);
  const out: ActiveBranch = { turns: [], summaries: [] };
  // Only the current conversation: not what came before a `/new` (conversation.ts).
  const conversation = conversationBounds(nodes, onPath, (id) => byId.get(id));
  let noiseRun: "heartbeat" | "memory-flush" | null = null;
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i] as Node;
    if (!onPath[i]) {
      stats.offBranch++;
      continue;
    }
    if (i < conversation.start || i >= conversation.end) {
      if (node.payload?.k === "reset") stats.resets++;
      stats.otherConversations++;
      continue;
    }
    if (conversation.start > 0) out.conversationStartedAt ??= node.timestamp;
    stats.sourceChars += node.chars;
    stats.sourceTokens += node.tokens;
    if (node.timestamp) out.endedAt = node.timestamp;
    const p = node.payload;
    if (!p) continue;
    switch (p.k) {
      case "run-noise":
        // Everything until the next real user message belongs to the heartbeat / flush run.
        noiseRun = p.kind;
        countNoise(stats, p.kind);
        break;
      case "reset":
        stats.resets++;
        noiseRun = null;
        break;
      case "summary":
        if (p.summary.kind === "compaction") stats.compactions++;
        out.summaries.push({ ...p.summary, turnsBefore: out.turns.length });
        break;
      case "turns":
        if (p.user) noiseRun = null;
        if (noiseRun !== null) countNoise(stats, `${noiseRun}-run`, p.turns.length);
        else pushTurns(out.turns, p.turns, stats);
        break;
    }
  }
  pairTools(out.turns, stats);
  return out;
}
