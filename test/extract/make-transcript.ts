// Builds a Transcript from a terse script, through the real reader (events → normalize), so
// extractor tests exercise the same path as production.
import { readTranscriptEvents } from "../../src/core/transcript/index.js";
import type { Transcript } from "../../src/core/transcript/index.js";

export type Line =
  | ["user", string]
  | ["assistant", string]
  | ["tool", string, { name?: string; args?: Record<string, unknown>; isError?: boolean }?]
  | ["compaction", string];

const usage = { input: 1, output: 1, cacheRead: 0, cacheWrite: 0, totalTokens: 2, cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, total: 0 } };

export function scriptEvents(lines: Line[], start = "2026-06-01T10:00:00.000Z"): unknown[] {
  let clock = Date.parse(start);
  let parent: string | null = null;
  let n = 0;
  const events: unknown[] = [{ type: "session", version: 4, id: "0190aaaa-bbbb-7ccc-8ddd-eeeeffff0000", timestamp: start, cwd: "/home/test/.openclaw/workspace" }];
  const push = (e: Record<string, unknown>) => {
    clock += 60_000;
    const id = `e${++n}`;
    events.push({ ...e, id, parentId: parent, timestamp: new Date(clock).toISOString() });
    parent = id;
  };
  for (const l of lines) {
    if (l[0] === "user") push({ type: "message", message: { role: "user", content: l[1], timestamp: clock } });
    else if (l[0] === "assistant") push({ type: "message", message: { role: "assistant", content: [{ type: "text", text: l[1] }], api: "x", provider: "x", model: "x", usage, stopReason: "stop", timestamp: clock } });
    else if (l[0] === "tool") {
      const o = l[2] ?? {};
      const callId = `call_${n}`;
      push({ type: "message", message: { role: "assistant", content: [{ type: "toolCall", id: callId, name: o.name ?? "exec", arguments: o.args ?? {} }], api: "x", provider: "x", model: "x", usage, stopReason: "toolUse", timestamp: clock } });
      push({ type: "message", message: { role: "toolResult", toolCallId: callId, toolName: o.name ?? "exec", content: [{ type: "text", text: l[1] }], isError: !!o.isError, timestamp: clock } });
    } else push({ type: "compaction", summary: l[1], firstKeptEntryId: parent, tokensBefore: 1000 });
  }
  return events;
}

export function transcriptOf(lines: Line[], start?: string): Transcript {
  return readTranscriptEvents(scriptEvents(lines, start));
}
