/**
 * Transcript reader: OpenClaw session events (SQLite rows or JSONL, v1–v4) → a normalized
 * Transcript (active branch only, tool calls paired, transport noise removed).
 */
export type { Transcript, Turn, TurnRole, ToolCallRef, EarlierSummary, TranscriptStats, ReadOptions } from "./types.js";
export { readTranscriptEvents, readTranscriptJsonl, readTranscriptStream, readTranscriptFile } from "./read.js";
export { TranscriptBuilder } from "./builder.js";
export { MAX_TOOL_RESULT_CHARS, MAX_TURN_CHARS, MAX_EXTERNAL_CHARS } from "./normalize-message.js";
export { MAX_LINE_BYTES } from "./lines.js";
export { stripInboundEnvelope, isHeartbeatPrompt, isMemoryFlushPrompt, stripSilentToken, stripDirectives, INBOUND_CONTEXT_MARKER } from "./noise.js";
export { splitExternal } from "./external.js";
export { countUserTurns } from "./count-turns.js";
export { transcriptForPrompt, MAX_TOOL_PROMPT_CHARS, type PromptTranscript } from "./prompt-text.js";
