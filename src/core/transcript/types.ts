/**
 * The normalized transcript every consumer works from (compactor, rolling-summary hook, CLI).
 * A reader turns OpenClaw's raw JSONL events (v1–v4 dialects, SQLite rows or files) into this
 * shape once, so no consumer has to know about envelopes, heartbeats, retries or branches.
 */

/** A tool call made by the assistant, as far as a digest needs it. */
export interface ToolCallRef {
  /** Provider tool-call id (`toolu_…`, `call_…|fc_…`); pairs the call with its result. */
  id: string;
  name: string;
  /** Short, human-readable summary of the arguments (the `command` of an exec, the `path` of a
   *  read …), at most MAX_TOOL_ARGS_CHARS. Not redacted: redaction happens on output. */
  args?: string;
}

export type TurnRole = "user" | "assistant" | "tool";

export interface Turn {
  role: TurnRole;
  /** Text with transport noise removed. For `external` turns, the unwrapped external content. */
  text: string;
  /** Entry id in the transcript (absent in v1 files and for synthesized split turns). */
  entryId?: string;
  /** ISO timestamp of the entry (or of the message when the entry has none). */
  timestamp?: string;
  /** Assistant turns: the tools it called, in order. */
  toolCalls?: ToolCallRef[];
  /** Tool turns: the tool that produced the result. */
  toolName?: string;
  /** Tool turns: the id of the call this result answers. */
  toolCallId?: string;
  /** Tool turns: the paired call's argument summary (e.g. the shell command that ran). */
  toolArgs?: string;
  /** Tool turns: the tool reported failure (`isError`, or a non-zero exit). */
  isError?: boolean;
  /** The text came from outside (web fetch, search, email, webhook): data, never user intent. */
  external?: boolean;
  /** Where the turn came from when it is not a plain message (e.g. a user `!bash` run). */
  source?: "bash";
  /** The text was cut to the per-turn cap. */
  truncated?: boolean;
}

/** A summary OpenClaw (or a hook) wrote in place of earlier history. Low trust: a later
 *  compaction updates the previous summary, and any summary may state decisions that the raw
 *  turns later reversed. */
export interface EarlierSummary {
  kind: "compaction" | "branch_summary";
  text: string;
  entryId?: string;
  timestamp?: string;
  /** Number of conversational turns on the active path *before* this summary. When 0, the
   *  summary is the only record of what came before it. */
  turnsBefore: number;
  trust: "low";
}

export interface TranscriptStats {
  /** Physical lines (files) or events (arrays) seen, header included. */
  lines: number;
  /** Entries that parsed and had a recognised type. */
  entries: number;
  /** Lines that were not JSON objects. */
  malformed: number;
  /** Lines longer than the line cap, skipped without buffering them. */
  oversized: number;
  /** Lines with invalid UTF-8 (decoded with U+FFFD, not dropped). */
  invalidUtf8: number;
  /** Entry types skipped, by type (`custom`, `model_change`, unknown types …). */
  skippedTypes: Record<string, number>;
  /** Noise removed, by kind (`envelope`, `heartbeat`, `no-reply`, `memory-flush`, `directive`,
   *  `error-retry`, `internal-context`, `custom-message`, `thinking`, `image` …). */
  noise: Record<string, number>;
  /** Entries on abandoned branches (not on the active path). */
  offBranch: number;
  toolCalls: number;
  toolResults: number;
  /** Tool results whose call is not on the active path. */
  unpairedToolResults: number;
  compactions: number;
  /** `reset` entries on the active path (`/new`, `/reset`). */
  resets: number;
  /** Entries on the active path that belong to another conversation than the one read: the ones
   *  before a reset, or after it while the new one holds no message yet (conversation.ts). */
  otherConversations: number;
  /** Turns cut to the per-turn cap. */
  truncatedTurns: number;
  /** Code points of text the turns carried before noise removal: the cost a digest replaces. */
  sourceChars: number;
  /** Estimated tokens of that text (code-point weighted, see estimateTokens). */
  sourceTokens: number;
}

export interface Transcript {
  sessionId?: string;
  /** Header `cwd`: the agent workspace, an absolute path that contains the user's name. Only for
   *  a redaction policy's `workspaceDir`; never echo it into a digest. */
  cwd?: string;
  /** Header `version` (1 when absent). */
  version?: number;
  /** Header timestamp, else the first entry's; after a reset, the first entry of the
   *  conversation read (conversation.ts). */
  startedAt?: string;
  /** Last entry timestamp on the active path. */
  endedAt?: string;
  turns: Turn[];
  /** Compaction and branch summaries on the active path, oldest first. */
  summaries: EarlierSummary[];
  stats: TranscriptStats;
}

export interface ReadOptions {
  /** Skip (and count) lines longer than this many bytes. Default MAX_LINE_BYTES. */
  maxLineBytes?: number;
  /** Keep at most this many code points of one tool result. Default MAX_TOOL_RESULT_CHARS. */
  maxToolResultChars?: number;
  /** Keep at most this many code points of one user/assistant turn. Default MAX_TURN_CHARS. */
  maxTurnChars?: number;
}
