/**
 * Message content → plain text and tool calls. Content is a string or an array of blocks
 * (`text`, `thinking`, `toolCall`, `image`); anything else is ignored, because a transcript
 * written by a newer OpenClaw may carry block types we do not know yet.
 */
import type { ToolCallRef } from "./types.js";
import { isRecord } from "./json-values.js";

export const MAX_TOOL_ARGS_CHARS = 240; // enough for a shell command line or a file path

export interface FlatContent {
  text: string;
  toolCalls: ToolCallRef[];
  thinkingBlocks: number;
  images: number;
}

/** Keeps the argument that says what a call did (a command, a path, a query), else compact JSON. */
export function summarizeArgs(args: unknown): string | undefined {
  if (args === undefined || args === null) return undefined;
  if (typeof args === "string") return clip(args, MAX_TOOL_ARGS_CHARS);
  if (!isRecord(args)) return undefined;
  for (const key of ["command", "cmd", "path", "file_path", "filePath", "url", "query", "action"]) {
    const v = args[key];
    if (typeof v === "string" && v.length > 0) return clip(v, MAX_TOOL_ARGS_CHARS);
    if (Array.isArray(v) && v.every((x) => typeof x === "string")) return clip(v.join(" "), MAX_TOOL_ARGS_CHARS);
  }
  try {
    return clip(JSON.stringify(args), MAX_TOOL_ARGS_CHARS);
  } catch {
    return undefined;
  }
}

function clip(s: string, max: number): string {
  return s.length <= max ? s : s.slice(0, max - 1) + "…";
}

export function flattenContent(content: unknown): FlatContent {
  const out: FlatContent = { text: "", toolCalls: [], thinkingBlocks: 0, images: 0 };
  if (typeof content === "string") {
    out.text = content;
    return out;
  }
  if (!Array.isArray(content)) return out;
  const parts: string[] = [];
  for (const block of content) {
    if (typeof block === "string") {
      parts.push(block);
      continue;
    }
    if (!isRecord(block)) continue;
    switch (block.type) {
      case "text":
        if (typeof block.text === "string") parts.push(block.text);
        break;
      case "thinking":
      case "redacted_thinking":
        // Private reasoning: neither something the user said nor something the assistant committed to.
        out.thinkingBlocks++;
        break;
      case "toolCall":
      case "tool_use":
      case "toolUse": {
        const id = typeof block.id === "string" ? block.id : "";
        const name = typeof block.name === "string" ? block.name : "tool";
        const args = summarizeArgs(block.arguments ?? block.input);
        out.toolCalls.push(args === undefined ? { id, name } : { id, name, args });
        break;
      }
      case "image":
        out.images++;
        break;
      default:
        break;
    }
  }
  out.text = parts.join("\n");
  return out;
}
