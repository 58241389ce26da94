/**
 * TranscriptBuilder: raw OpenClaw events in, normalized Transcript out.
 *
 * Events are normalized as they arrive (normalize-message.ts: noise stripped, content
 * flattened, tool output capped), so only the small normalized node of each entry is held, never
 * the raw line. The active branch can only be known after the last entry, so selection happens
 * in finish() (active-branch.ts).
 *
 * Tree rules mirror OpenClaw 2026.9.6 (transcript-tree.ts): the active leaf is the last
 * non-side canonical entry, or the target of a later `leaf` navigation record; an entry with no
 * `parentId` field hangs off the current leaf (v1 files); a parent that never appeared (a
 * trimmed file) is replaced by the current leaf.
 */
import { activeBranch } from "./active-branch.js";
import { stripFileTags } from "./file-tags.js";
import { cap, normalizeMessage, MAX_TOOL_RESULT_CHARS, MAX_TURN_CHARS, type Limits } from "./normalize-message.js";
import type { Node } from "./node.js";
import type { EarlierSummary, ReadOptions, Transcript, TranscriptStats } from "./types.js";
import { isRecord, str } from "./json-values.js";

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
    otherConversations: 0,
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
  private readonly limits: Limits;

  constructor(opts: ReadOptions = {}) {
    this.limits = { maxToolChars: opts.maxToolResultChars ?? MAX_TOOL_RESULT_CHARS, maxTurnChars: opts.maxTurnChars ?? MAX_TURN_CHARS };
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
        normalizeMessage(ev.message, node, this.stats, this.limits);
        break;
      case "compaction":
      case "branch_summary": {
        const text = typeof ev.summary === "string" ? stripFileTags(ev.summary) : "";
        if (text) {
          const summary: Omit<EarlierSummary, "turnsBefore"> = { kind: type, text: cap(text, this.limits.maxTurnChars).text, trust: "low" };
          if (str(ev.id)) summary.entryId = id;
          if (ts) summary.timestamp = ts;
          node.payload = { k: "summary", summary };
        }
        break;
      }
      case "reset": {
        const kept = str(ev.firstKeptEntryId);
        node.payload = kept ? { k: "reset", keptFrom: kept } : { k: "reset" };
        break;
      }
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

  /** Selects the active branch and returns the normalized transcript. */
  finish(): Transcript {
    const { turns, summaries, endedAt, conversationStartedAt } = activeBranch(this.nodes, this.byId, this.leafId, this.stats);
    const out: Transcript = { turns, summaries, stats: this.stats };
    if (this.sessionId) out.sessionId = this.sessionId;
    if (this.cwd) out.cwd = this.cwd;
    out.version = this.version ?? 1;
    // After a reset the session started with its conversation, not with the transcript.
    const startedAt = conversationStartedAt ?? this.startedAt;
    if (startedAt) out.startedAt = startedAt;
    if (endedAt) out.endedAt = endedAt;
    return out;
  }
}
