// /new and /reset keep OpenClaw's session id and record a `reset` entry in the same transcript.
// The reader gives the conversation after it (the one the new session's summary, compacts and
// turn count are about), and, while the new one holds no message yet, the one it ended (what
// before_reset and session_end save). docs/design.md, "Transcripts".
//
// Fixture v4-reset-new.jsonl is a real OpenClaw 2026.9.6 transcript from the e2e Gateway: two
// user messages (one answered by a loop of 3 tool calls), /new, then two user messages.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { extractCompact } from "../../src/skills/context-compactor/index.js";
import { rollingFields } from "../../src/core/extract/index.js";
import { countUserTurns, readTranscriptEvents, readTranscriptJsonl, type Transcript } from "../../src/core/transcript/index.js";
import { isSessionCommand } from "../../src/core/transcript/conversation.js";
import { scriptEvents, type Line } from "../extract/make-transcript.js";

const here = path.dirname(fileURLToPath(import.meta.url));
const LINES = readFileSync(path.join(here, "../fixtures/transcripts/v4-reset-new.jsonl"), "utf8").trim().split("\n");
const NOW = new Date("2026-12-01T18:10:00Z");
const userTexts = (t: Transcript) => t.turns.filter((x) => x.role === "user").map((x) => x.text);
/** The fixture up to and including the entry whose JSON contains `marker`. */
const upTo = (marker: string) => LINES.slice(0, LINES.findIndex((l) => l.includes(marker)) + 1).join("\n");

describe("a transcript across /new (real 2026.9.6 transcript)", () => {
  it("after the new conversation's first message: only that conversation – its turns, its content, its start", () => {
    const t = readTranscriptJsonl(LINES.join("\n"));
    expect(userTexts(t)).toEqual(["Hello again. Where were we?", "Thanks, carry on."]);
    expect(countUserTurns(t.turns)).toBe(2);
    expect(t.stats.resets).toBe(1);
    expect(t.stats.otherConversations).toBeGreaterThan(0);
    expect(t.startedAt).toBe("2026-12-01T18:01:58.091Z"); // the /new message, not the transcript header
    const { markdown } = extractCompact(t, { now: NOW });
    expect(markdown).toMatch(/^\*\*Turns\*\*: 2 \|/m);
    expect(markdown).not.toContain("Kestrel");
    expect(Object.values(rollingFields(t, { now: NOW })).join(" ")).not.toContain("Kestrel");
  });

  it("when the reset is recorded (session_end): the conversation it ended, 2 turns and 3 tool calls", () => {
    const t = readTranscriptJsonl(upTo('"type":"reset"'));
    expect(userTexts(t)).toEqual(["We decided to ship the Kestrel beta on Thursday. Next step: write the release notes.", "Check the Kestrel build three times (LOOP-3)."]);
    const { markdown } = extractCompact(t, { now: NOW });
    expect(markdown).toMatch(/^\*\*Turns\*\*: 2 \|/m);
    expect(markdown).toContain("Over 2 turns and 3 tool calls");
    expect(markdown).toContain("Ship the Kestrel beta on Thursday");
  });

  it("with the /new command and its acknowledgement recorded too (before_reset): still the ended one, and /new is no turn", () => {
    const t = readTranscriptJsonl(upTo("New session started."));
    expect(countUserTurns(t.turns)).toBe(2);
    expect(t.stats.noise["session-command"]).toBe(1);
    expect(extractCompact(t, { now: NOW }).markdown).toContain("Over 2 turns and 3 tool calls");
    // Same digest as at the reset itself, so the two hooks of one /new save one thing.
    expect(extractCompact(t, { now: NOW }).markdown).toBe(extractCompact(readTranscriptJsonl(upTo('"type":"reset"')), { now: NOW }).markdown);
  });

  it("agrees with OpenClaw's own model context: the user messages after the reset, less the command", async () => {
    const oc = (await import("openclaw/plugin-sdk/agent-sessions" as string)) as {
      parseSessionEntries(text: string): unknown[];
      SessionManager: { fromEntries(entries: unknown[]): { buildSessionContext(): { messages: Array<{ role?: string; content?: unknown }> } } };
    };
    const context = oc.SessionManager.fromEntries(oc.parseSessionEntries(LINES.join("\n"))).buildSessionContext().messages;
    const theirs = context.filter((m) => m.role === "user").map((m) => (typeof m.content === "string" ? m.content : JSON.stringify(m.content)));
    expect(theirs.filter((m) => m !== "/new")).toEqual(userTexts(readTranscriptJsonl(LINES.join("\n"))));
  });
});

/** scriptEvents, then a reset (optionally keeping from an entry), a `/new` and more lines. */
function withReset(before: Line[], after: Line[], opts: { keptFromUserText?: string; resets?: number } = {}): unknown[] {
  const events = scriptEvents(before) as Array<Record<string, any>>;
  let parent = events.at(-1)!.id as string;
  let n = 0;
  const push = (e: Record<string, unknown>) => {
    const id = `r${++n}`;
    events.push({ ...e, id, parentId: parent, timestamp: new Date(Date.parse("2026-06-02T09:00:00Z") + n * 60_000).toISOString() });
    parent = id;
  };
  for (let r = 0; r < (opts.resets ?? 1); r++) {
    const kept = opts.keptFromUserText ? events.find((e) => e.message?.role === "user" && e.message.content === opts.keptFromUserText)?.id : undefined;
    push({ type: "reset", reason: "new", ...(kept ? { firstKeptEntryId: kept } : {}) });
    push({ type: "message", message: { role: "user", content: "/new" } });
    push({ type: "message", message: { role: "assistant", content: [{ type: "text", text: "✅ New session started." }], provider: "openclaw", model: "gateway-injected", stopReason: "stop" } });
  }
  for (const l of after) push({ type: "message", message: l[0] === "user" ? { role: "user", content: l[1] } : { role: "assistant", content: [{ type: "text", text: l[1] }], provider: "x", model: "x", stopReason: "stop" } });
  return events;
}

const OLD: Line[] = [
  ["user", "We decided to use PostgreSQL for the ledger."],
  ["assistant", "PostgreSQL it is."],
];

describe("reset boundaries", () => {
  it("two resets in a row: the conversation after the last one that holds a message", () => {
    const t = readTranscriptEvents(withReset(OLD, [["user", "Plan the Heron launch for Friday."]], { resets: 2 }));
    expect(userTexts(t)).toEqual(["Plan the Heron launch for Friday."]);
    expect(t.stats.resets).toBe(2);
    expect(t.stats.noise["session-command"]).toBe(2);
  });

  it("a reset that keeps entries (firstKeptEntryId) carries them into the new conversation, as OpenClaw's context does", () => {
    const t = readTranscriptEvents(withReset(OLD, [["user", "Plan the Heron launch for Friday."]], { keptFromUserText: OLD[0]![1] }));
    expect(userTexts(t)).toEqual(["We decided to use PostgreSQL for the ledger.", "Plan the Heron launch for Friday."]);
  });

  it("a transcript without a reset is read whole, as before", () => {
    const t = readTranscriptEvents(scriptEvents([...OLD, ["user", "Next step: the migration."]]));
    expect(countUserTurns(t.turns)).toBe(2);
    expect(t.stats).toMatchObject({ resets: 0, otherConversations: 0 });
    expect(t.startedAt).toBe("2026-06-01T10:00:00.000Z");
  });

  it("/new and /reset with at most one argument are commands; /new with a sentence is a first message", () => {
    for (const c of ["/new", "/reset", " /NEW ", "/new gpt-5", "/reset soft", "/new openai/gpt-5.1"]) expect(isSessionCommand(c), c).toBe(true);
    for (const m of ["/new let's plan the launch", "/newsletter", "/news", "new", "please /new", "/reset soft and keep the plan", "/context_kit"]) expect(isSessionCommand(m), m).toBe(false);
  });
});
