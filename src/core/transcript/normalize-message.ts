/**
 * One `message` entry → the turns it contributes (or the noise it is), normalised as it arrives
 * so the builder holds only the small result, never the raw line (builder.ts): transport noise
 * stripped, content flattened, long text capped.
 */
import { estimateTokens } from "../text/tokens.js";
import { flattenContent } from "./content.js";
import { splitExternal } from "./external.js";
import { isSessionCommand } from "./conversation.js";
import { splitMediaBlocks } from "./media-blocks.js";
import { isHeartbeatPrompt, isInternalContext, isMemoryFlushPrompt, stripDirectives, stripInboundEnvelope, stripSilentToken } from "./noise.js";
import { countNoise, type Node } from "./node.js";
import type { TranscriptStats, Turn } from "./types.js";
import { isRecord, str } from "./json-values.js";

export const MAX_TOOL_RESULT_CHARS = 4_000; // versions and config values sit near the top of an output
export const MAX_TURN_CHARS = 20_000; // ~5k tokens: longer user pastes are cut, not dropped
export const MAX_EXTERNAL_CHARS = 1_000; // external text is never mined; a head is enough to show what it was

export interface Limits {
  maxToolChars: number;
  maxTurnChars: number;
}

const EXIT_CODE_RE = /\(Command exited with code (\d+)\)\s*$/;

/** Cuts to `max` code units without splitting a surrogate pair. The cut is copied: V8 keeps a
 *  slice as a view of its parent, so a 4 KB head of a 2 MB tool output would pin all 2 MB. */
export function cap(text: string, max: number): { text: string; cut: boolean } {
  if (text.length <= max) return { text, cut: false };
  let end = max;
  const c = text.charCodeAt(end - 1);
  if (c >= 0xd800 && c <= 0xdbff) end--;
  return { text: Buffer.from(text.slice(0, end), "utf8").toString("utf8"), cut: true };
}

/** What every role's normaliser needs: the entry, the stats it counts into and the caps. */
class Entry {
  constructor(
    readonly node: Node,
    readonly stats: TranscriptStats,
    readonly limits: Limits,
  ) {}

  noise(kind: string, n = 1): void {
    countNoise(this.stats, kind, n);
  }

  /** Adds `text` to the entry's source cost (counted before any noise is removed). */
  cost(text: string): void {
    this.node.chars += text.length;
    this.node.tokens += estimateTokens(text);
  }

  /** A turn stamped with the entry's time and id. */
  turn(t: Turn): Turn {
    if (this.node.timestamp) t.timestamp = this.node.timestamp;
    if (!this.node.id.startsWith("#")) t.entryId = this.node.id;
    return t;
  }

  /** `text` capped at the turn limit, as a turn marked (and counted) when cut. */
  capped(t: Turn, text: string): Turn {
    const c = cap(text, this.limits.maxTurnChars);
    t.text = c.text;
    if (c.cut) {
      t.truncated = true;
      this.stats.truncatedTurns++;
    }
    return t;
  }

  set(turns: Turn[], user = false): void {
    this.node.payload = { k: "turns", turns, user };
  }
}

function userMessage(e: Entry, msg: Record<string, unknown>): void {
  const flat = flattenContent(msg.content);
  if (flat.images) e.noise("image", flat.images);
  e.cost(flat.text);
  if (isInternalContext(flat.text)) {
    e.noise("internal-context");
    return;
  }
  const env = stripInboundEnvelope(flat.text);
  if (env.stripped) e.noise("envelope");
  if (isHeartbeatPrompt(env.text)) {
    e.node.payload = { k: "run-noise", kind: "heartbeat" };
    return;
  }
  if (isMemoryFlushPrompt(env.text)) {
    e.node.payload = { k: "run-noise", kind: "memory-flush" };
    return;
  }
  if (isSessionCommand(env.text)) {
    // `/new` or `/reset`: it ends a conversation, it is no turn of one (conversation.ts).
    e.noise("session-command");
    return;
  }
  const media = splitMediaBlocks(env.text);
  const split = splitExternal(media.own);
  split.external.push(...media.described);
  // A forwarded message is someone else's words, whoever passed it on: outside content, as a
  // fetched page is, never the user's intent.
  if (env.forwarded && split.own) {
    split.external.unshift(split.own);
    split.own = "";
  }
  const turns: Turn[] = [];
  if (split.own) turns.push(e.capped(e.turn({ role: "user", text: "" }), split.own));
  for (const body of split.external) {
    turns.push(e.turn({ role: "user", text: cap(body, MAX_EXTERNAL_CHARS).text, external: true }));
    e.noise("external");
  }
  if (turns.length === 0) {
    e.noise("empty");
    return;
  }
  e.set(turns, split.own.length > 0);
}

function assistantMessage(e: Entry, msg: Record<string, unknown>): void {
  const flat = flattenContent(msg.content);
  if (flat.thinkingBlocks) e.noise("thinking", flat.thinkingBlocks);
  e.cost(flat.text);
  if (msg.stopReason === "error") {
    // Failed model calls are retried; the failed attempt is not part of the conversation.
    e.noise("error-retry");
    return;
  }
  if (msg.model === "gateway-injected" || (msg.provider === "openclaw" && /^⚠️ Agent failed before reply/.test(flat.text))) {
    // The gateway's own failure notice ("No API key found …"), not the assistant speaking.
    e.noise("gateway-notice");
    return;
  }
  const d = stripDirectives(flat.text);
  if (d.stripped) e.noise("directive");
  const s = stripSilentToken(d.text);
  if (s.silent) e.noise("no-reply");
  if (s.text.length === 0 && flat.toolCalls.length === 0) return;
  const t = e.capped(e.turn({ role: "assistant", text: "" }), s.text);
  if (flat.toolCalls.length > 0) {
    t.toolCalls = flat.toolCalls;
    e.stats.toolCalls += flat.toolCalls.length;
  }
  e.set([t]);
}

function toolResultMessage(e: Entry, msg: Record<string, unknown>): void {
  const flat = flattenContent(msg.content);
  e.cost(flat.text);
  e.stats.toolResults++;
  const t = e.turn({ role: "tool", text: "" });
  const name = str(msg.toolName);
  if (name) t.toolName = name;
  const callId = str(msg.toolCallId);
  if (callId) t.toolCallId = callId;
  let text = flat.text;
  let isError = msg.isError === true;
  const exit = EXIT_CODE_RE.exec(text);
  if (exit) {
    if (exit[1] !== "0") isError = true;
    text = text.slice(0, exit.index).trimEnd();
  }
  if (text.trim() === "(no output)") text = "";
  const split = splitExternal(text);
  if (split.external.length > 0) {
    // A fetched page or an email: data from outside, kept only as a marked head.
    t.external = true;
    text = split.external.join("\n\n");
    e.noise("external");
    t.text = cap(text, MAX_EXTERNAL_CHARS).text;
  } else {
    const c = cap(text, e.limits.maxToolChars);
    t.text = c.text;
    if (c.cut) t.truncated = true;
  }
  if (isError) t.isError = true;
  e.set([t]);
}

function bashMessage(e: Entry, msg: Record<string, unknown>): void {
  const command = typeof msg.command === "string" ? msg.command : "";
  const output = typeof msg.output === "string" ? msg.output : "";
  e.cost(command + "\n" + output);
  const c = cap(output, e.limits.maxToolChars);
  const t = e.turn({ role: "tool", text: c.text, toolName: "bash", source: "bash" });
  if (command) t.toolArgs = command.slice(0, 240);
  if (c.cut) t.truncated = true;
  if (typeof msg.exitCode === "number" && msg.exitCode !== 0) t.isError = true;
  e.set([t]);
}

/** Normalises the `message` of one entry into `node.payload`, counting noise in `stats`. */
export function normalizeMessage(msg: unknown, node: Node, stats: TranscriptStats, limits: Limits): void {
  if (!isRecord(msg)) {
    stats.malformed++;
    return;
  }
  const e = new Entry(node, stats, limits);
  const role = msg.role;
  if (role === "user") userMessage(e, msg);
  else if (role === "assistant") assistantMessage(e, msg);
  else if (role === "toolResult" || role === "tool") toolResultMessage(e, msg);
  else if (role === "bashExecution") bashMessage(e, msg);
  // `custom` (hook) messages, in-memory-only summary roles and unknown roles: not conversation.
  else e.noise(role === "custom" ? "custom-message" : `role:${String(role)}`);
}
