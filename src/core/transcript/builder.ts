/**
 * TranscriptBuilder: raw OpenClaw events in, normalized Transcript out.
 *
 * Events are normalized as they arrive (noise stripped, content flattened, tool output capped),
 * so only the small normalized node of each entry is held, never the raw line. The active branch
 * can only be known after the last entry, so selection happens in finish().
 *
 * Tree rules mirror OpenClaw 2026.9.6 (transcript-tree.ts): the active leaf is the last
 * non-side canonical entry, or the target of a later `leaf` navigation record; an entry with no
 * `parentId` field hangs off the current leaf (v1 files); a parent that never appeared (a
 * trimmed file) is replaced by the current leaf.
 */
import { estimateTokens } from "../text/tokens.js";
import { flattenContent } from "./content.js";
import { splitExternal } from "./external.js";
import { stripFileTags } from "./file-tags.js";
import {
  isHeartbeatPrompt,
  isInternalContext,
  isMemoryFlushPrompt,
  stripDirectives,
  stripInboundEnvelope,
  stripSilentToken,
} from "./noise.js";
import type { EarlierSummary, ReadOptions, ToolCallRef, Transcript, TranscriptStats, Turn } from "./types.js";

export const MAX_TOOL_RESULT_CHARS = 4_000; // versions and config values sit near the top of an output
export const MAX_TURN_CHARS = 20_000; // ~5k tokens: longer user pastes are cut, not dropped
export const MAX_EXTERNAL_CHARS = 1_000; // external text is never mined; a head is enough to show what it was

const CANONICAL_TYPES = new Set([
  "message",
  "thinking_level_change",
  "model_change",
  "compaction",
  "reset",
  "branch_summary",
  "custom",
  "custom_message",
  "label",
  "session_info",
]);

/** Entry types that carry nothing for a digest; counted, not reported as unknown. */
const BOOKKEEPING_TYPES = new Set(["thinking_level_change", "model_change", "custom", "custom_message", "label", "session_info"]);

type Payload =
  | { k: "turns"; turns: Turn[]; user: boolean }
  | { k: "run-noise"; kind: "heartbeat" | "memory-flush" }
  | { k: "summary"; summary: Omit<EarlierSummary, "turnsBefore"> }
  | { k: "reset" };

interface Node {
  id: string;
  parentId: string | null;
  payload?: Payload;
  timestamp?: string;
  /** Source cost of this entry's text (before noise removal). */
  chars: number;
  tokens: number;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function str(v: unknown): string | undefined {
  return typeof v === "string" && v.length > 0 ? v : undefined;
}

const CANONICAL_ISO_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

function isoOf(entryTs: unknown, msgTs: unknown): string | undefined {
  // OpenClaw writes canonical ISO strings; re-parsing 60k of them costs more than the regex.
  if (typeof entryTs === "string" && CANONICAL_ISO_RE.test(entryTs)) return entryTs;
  if (typeof entryTs === "string" && !Number.isNaN(Date.parse(entryTs))) return new Date(entryTs).toISOString();
  if (typeof msgTs === "number" && Number.isFinite(msgTs) && msgTs > 0) {
    const d = new Date(msgTs);
    if (!Number.isNaN(d.getTime())) return d.toISOString();
  }
  if (typeof msgTs === "string" && !Number.isNaN(Date.parse(msgTs))) return new Date(msgTs).toISOString();
  return undefined;
}

/** Cuts to `max` code units without splitting a surrogate pair. The cut is copied: V8 keeps a
 *  slice as a view of its parent, so a 4 KB head of a 2 MB tool output would pin all 2 MB. */
function cap(text: string, max: number): { text: string; cut: boolean } {
  if (text.length <= max) return { text, cut: false };
  let end = max;
  const c = text.charCodeAt(end - 1);
  if (c >= 0xd800 && c <= 0xdbff) end--;
  return { text: Buffer.from(text.slice(0, end), "utf8").toString("utf8"), cut: true };
}

const EXIT_CODE_RE = /\(Command exited with code (\d+)\)\s*$/;

export function emptyStats(): TranscriptStats {
  return {
    lines: 0,
    entries: 0,
    malformed: 0,
    oversized: 0,
    invalidUtf8: 0,
    skippedTypes: {},
    noise: {},
    offBranch: 0,
    toolCalls: 0,
    toolResults: 0,
    unpairedToolResults: 0,
    compactions: 0,
    resets: 0,
    truncatedTurns: 0,
    sourceChars: 0,
    sourceTokens: 0,
  };
}

export class TranscriptBuilder {
  readonly stats: TranscriptStats = emptyStats();
  private readonly nodes: Node[] = [];
  private readonly byId = new Map<string, number>();
  /** `leaf` record id → the entry it selects (descendants of the record continue from there). */
  private readonly leafAlias = new Map<string, string | null>();
  private leafId: string | null = null;
  private sessionId: string | undefined;
  private version: number | undefined;
  private startedAt: string | undefined;
  private cwd: string | undefined;
  private readonly maxToolChars: number;
  private readonly maxTurnChars: number;

  constructor(opts: ReadOptions = {}) {
    this.maxToolChars = opts.maxToolResultChars ?? MAX_TOOL_RESULT_CHARS;
    this.maxTurnChars = opts.maxTurnChars ?? MAX_TURN_CHARS;
  }

  private noise(kind: string, n = 1): void {
    this.stats.noise[kind] = (this.stats.noise[kind] ?? 0) + n;
  }

  private skipType(type: string): void {
    this.stats.skippedTypes[type] = (this.stats.skippedTypes[type] ?? 0) + 1;
  }

  /** One JSONL line. Malformed lines are counted and skipped. */
  pushLine(line: string): void {
    this.stats.lines++;
    const t = line.trim();
    if (t.length === 0) {
      this.stats.lines--; // blank lines are not lines of the transcript
      return;
    }
    let ev: unknown;
    try {
      ev = JSON.parse(t);
    } catch {
      this.stats.malformed++;
      return;
    }
    this.pushParsed(ev);
  }

  /** One already-parsed event (a SQLite `event_json` row, or a JSONL line's object). A string is
   *  taken as the row's unparsed `event_json`. */
  pushEvent(ev: unknown): void {
    if (typeof ev === "string") {
      this.pushLine(ev);
      return;
    }
    this.stats.lines++;
    this.pushParsed(ev);
  }

  private pushParsed(ev: unknown): void {
    if (!isRecord(ev) || typeof ev.type !== "string") {
      this.stats.malformed++;
      return;
    }
    const type = ev.type;
    if (type === "session") {
      this.sessionId ??= str(ev.id);
      if (typeof ev.version === "number") this.version ??= ev.version;
      this.startedAt ??= isoOf(ev.timestamp, undefined);
      this.cwd ??= str(ev.cwd);
      return;
    }
    if (type === "leaf") {
      this.pushLeafControl(ev);
      return;
    }
    const index = this.nodes.length;
    const hasParentField = Object.hasOwn(ev, "parentId");
    const id = str(ev.id) ?? `#${index}`;
    let parentId: string | null;
    if (!hasParentField) parentId = this.leafId;
    else if (ev.parentId === null) parentId = null;
    else {
      const raw = str(ev.parentId);
      parentId = raw === undefined ? this.leafId : this.resolveParent(raw);
    }
    const node: Node = { id, parentId, chars: 0, tokens: 0 };
    const ts = isoOf(ev.timestamp, isRecord(ev.message) ? ev.message.timestamp : undefined);
    if (ts) node.timestamp = ts;
    this.startedAt ??= ts;

    if (!CANONICAL_TYPES.has(type)) {
      // Unknown types still link the tree (a newer OpenClaw may chain through them) but never
      // move the leaf and never reach a digest.
      this.skipType(type);
      this.addNode(node, false);
      return;
    }
    this.stats.entries++;
    switch (type) {
      case "message":
        this.normalizeMessage(ev.message, node);
        break;
      case "compaction":
      case "branch_summary": {
        const text = typeof ev.summary === "string" ? stripFileTags(ev.summary) : "";
        if (text) {
          const summary: Omit<EarlierSummary, "turnsBefore"> = { kind: type, text: cap(text, this.maxTurnChars).text, trust: "low" };
          if (str(ev.id)) summary.entryId = id;
          if (ts) summary.timestamp = ts;
          node.payload = { k: "summary", summary };
        }
        break;
      }
      case "reset":
        node.payload = { k: "reset" };
        break;
      default:
        if (BOOKKEEPING_TYPES.has(type)) this.skipType(type);
        break;
    }
    this.addNode(node, ev.appendMode !== "side");
  }

  private resolveParent(raw: string): string | null {
    let id: string | null = raw;
    const seen = new Set<string>();
    while (id !== null && this.leafAlias.has(id) && !seen.has(id)) {
      seen.add(id);
      id = this.leafAlias.get(id) ?? null;
    }
    // A parent that never appeared (trimmed or corrupted file) hangs the entry off the leaf.
    if (id !== null && !this.byId.has(id)) return this.leafId;
    return id;
  }

  private pushLeafControl(ev: Record<string, unknown>): void {
    const id = str(ev.id);
    const target = ev.targetId === null ? null : str(ev.targetId);
    if (!id || target === undefined || (target !== null && !this.byId.has(target) && !this.leafAlias.has(target))) {
      this.skipType("leaf(invalid)");
      return;
    }
    const resolved = target === null ? null : this.resolveParent(target);
    this.leafAlias.set(id, resolved);
    if (ev.appendMode !== "side") this.leafId = resolved;
    this.skipType("leaf");
  }

  private addNode(node: Node, movesLeaf: boolean): void {
    // Duplicate ids (the 2026.4.24 duplicated-branch bug) keep the first entry's slot.
    if (!this.byId.has(node.id)) this.byId.set(node.id, this.nodes.length);
    else node.id = `${node.id}#dup${this.nodes.length}`;
    this.nodes.push(node);
    if (movesLeaf) this.leafId = node.id;
  }

  private normalizeMessage(msg: unknown, node: Node): void {
    if (!isRecord(msg)) {
      this.stats.malformed++;
      return;
    }
    const role = msg.role;
    const ts = node.timestamp;
    const base = (t: Turn): Turn => {
      if (ts) t.timestamp = ts;
      if (!node.id.startsWith("#")) t.entryId = node.id;
      return t;
    };
    if (role === "user") {
      const flat = flattenContent(msg.content);
      if (flat.images) this.noise("image", flat.images);
      this.cost(node, flat.text);
      if (isInternalContext(flat.text)) {
        this.noise("internal-context");
        return;
      }
      const env = stripInboundEnvelope(flat.text);
      if (env.stripped) this.noise("envelope");
      if (isHeartbeatPrompt(env.text)) {
        node.payload = { k: "run-noise", kind: "heartbeat" };
        return;
      }
      if (isMemoryFlushPrompt(env.text)) {
        node.payload = { k: "run-noise", kind: "memory-flush" };
        return;
      }
      const split = splitExternal(env.text);
      const turns: Turn[] = [];
      if (split.own) {
        const c = cap(split.own, this.maxTurnChars);
        const t = base({ role: "user", text: c.text });
        if (c.cut) this.truncated(t);
        turns.push(t);
      }
      for (const body of split.external) {
        turns.push(base({ role: "user", text: cap(body, MAX_EXTERNAL_CHARS).text, external: true }));
        this.noise("external");
      }
      if (turns.length === 0) {
        this.noise("empty");
        return;
      }
      node.payload = { k: "turns", turns, user: split.own.length > 0 };
      return;
    }
    if (role === "assistant") {
      const flat = flattenContent(msg.content);
      if (flat.thinkingBlocks) this.noise("thinking", flat.thinkingBlocks);
      this.cost(node, flat.text);
      if (msg.stopReason === "error") {
        // Failed model calls are retried; the failed attempt is not part of the conversation.
        this.noise("error-retry");
        return;
      }
      if (msg.model === "gateway-injected" || (msg.provider === "openclaw" && /^⚠️ Agent failed before reply/.test(flat.text))) {
        // The gateway's own failure notice ("No API key found …"), not the assistant speaking.
        this.noise("gateway-notice");
        return;
      }
      const d = stripDirectives(flat.text);
      if (d.stripped) this.noise("directive");
      const s = stripSilentToken(d.text);
      if (s.silent) this.noise("no-reply");
      if (s.text.length === 0 && flat.toolCalls.length === 0) return;
      const c = cap(s.text, this.maxTurnChars);
      const t = base({ role: "assistant", text: c.text });
      if (c.cut) this.truncated(t);
      if (flat.toolCalls.length > 0) {
        t.toolCalls = flat.toolCalls;
        this.stats.toolCalls += flat.toolCalls.length;
      }
      node.payload = { k: "turns", turns: [t], user: false };
      return;
    }
    if (role === "toolResult" || role === "tool") {
      const flat = flattenContent(msg.content);
      this.cost(node, flat.text);
      this.stats.toolResults++;
      const t = base({ role: "tool", text: "" });
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
        this.noise("external");
        t.text = cap(text, MAX_EXTERNAL_CHARS).text;
      } else {
        const c = cap(text, this.maxToolChars);
        t.text = c.text;
        if (c.cut) t.truncated = true;
      }
      if (isError) t.isError = true;
      node.payload = { k: "turns", turns: [t], user: false };
      return;
    }
    if (role === "bashExecution") {
      const command = typeof msg.command === "string" ? msg.command : "";
      const output = typeof msg.output === "string" ? msg.output : "";
      this.cost(node, command + "\n" + output);
      const c = cap(output, this.maxToolChars);
      const t = base({ role: "tool", text: c.text, toolName: "bash", source: "bash" });
      if (command) t.toolArgs = command.slice(0, 240);
      if (c.cut) t.truncated = true;
      if (typeof msg.exitCode === "number" && msg.exitCode !== 0) t.isError = true;
      node.payload = { k: "turns", turns: [t], user: false };
      return;
    }
    // `custom` (hook) messages, in-memory-only summary roles and unknown roles: not conversation.
    this.noise(role === "custom" ? "custom-message" : `role:${String(role)}`);
  }

  private cost(node: Node, text: string): void {
    node.chars += text.length;
    node.tokens += estimateTokens(text);
  }

  private truncated(t: Turn): void {
    t.truncated = true;
    this.stats.truncatedTurns++;
  }

  /** Selects the active branch and returns the normalized transcript. */
  finish(): Transcript {
    const onPath = new Uint8Array(this.nodes.length);
    let cur = this.leafId;
    const seen = new Set<string>();
    while (cur !== null && !seen.has(cur)) {
      seen.add(cur);
      const i = this.byId.get(cur);
      if (i === undefined) break;
      onPath[i] = 1;
      cur = this.nodes[i]?.parentId ?? null;
    }

    const turns: Turn[] = [];
    const summaries: EarlierSummary[] = [];
    let noiseRun: "heartbeat" | "memory-flush" | null = null;
    let endedAt: string | undefined;
    for (let i = 0; i < this.nodes.length; i++) {
      const node = this.nodes[i] as Node;
      if (!onPath[i]) {
        this.stats.offBranch++;
        continue;
      }
      this.stats.sourceChars += node.chars;
      this.stats.sourceTokens += node.tokens;
      if (node.timestamp) endedAt = node.timestamp;
      const p = node.payload;
      if (!p) continue;
      switch (p.k) {
        case "run-noise":
          // Everything until the next real user message belongs to the heartbeat / flush run.
          noiseRun = p.kind;
          this.noise(p.kind);
          break;
        case "reset":
          this.stats.resets++;
          noiseRun = null;
          break;
        case "summary":
          if (p.summary.kind === "compaction") this.stats.compactions++;
          summaries.push({ ...p.summary, turnsBefore: turns.length });
          break;
        case "turns":
          if (p.user) noiseRun = null;
          if (noiseRun !== null) {
            this.noise(`${noiseRun}-run`, p.turns.length);
            break;
          }
          for (const t of p.turns) {
            // A user message re-sent after failed model calls (the failures are dropped above)
            // is one message, not two.
            const prev = turns.at(-1);
            if (t.role === "user" && !t.external && prev?.role === "user" && !prev.external && prev.text === t.text) {
              this.noise("duplicate-user");
              continue;
            }
            turns.push(t);
          }
          break;
      }
    }
    this.pairTools(turns);

    const out: Transcript = { turns, summaries, stats: this.stats };
    if (this.sessionId) out.sessionId = this.sessionId;
    if (this.cwd) out.cwd = this.cwd;
    out.version = this.version ?? 1;
    if (this.startedAt) out.startedAt = this.startedAt;
    if (endedAt) out.endedAt = endedAt;
    return out;
  }

  private pairTools(turns: Turn[]): void {
    const calls = new Map<string, ToolCallRef>();
    for (const t of turns) {
      if (t.role === "assistant" && t.toolCalls) {
        for (const c of t.toolCalls) if (c.id) calls.set(c.id, c);
      } else if (t.role === "tool" && t.source !== "bash") {
        const c = t.toolCallId ? calls.get(t.toolCallId) : undefined;
        if (!c) {
          this.stats.unpairedToolResults++;
          continue;
        }
        if (!t.toolName) t.toolName = c.name;
        if (c.args !== undefined) t.toolArgs = c.args;
      }
    }
  }
}
