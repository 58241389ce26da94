// The hooks across /new, with the transcript as OpenClaw 2026.9.6 keeps it: the same session id,
// a `reset` entry, then the `/new` message (src/core/transcript/conversation.ts). The ended
// conversation is saved once with its own turn count; the new one's summary and compacts hold
// only what was said in it.
import { describe, expect, it } from "vitest";
import fs from "node:fs";
import path from "node:path";
import { hookHarness, tempWorkspace } from "./fake-api.js";
import { scriptEvents, type Line } from "../extract/make-transcript.js";

const OLD: Line[] = [
  ["user", "We decided to use PostgreSQL for the ledger. Next step: write the migration."],
  ["assistant", "PostgreSQL it is."],
  ["tool", "ok", { name: "exec", args: { command: "ls" } }],
  ["tool", "ok", { name: "exec", args: { command: "ls" } }],
  ["user", "Check the ledger build."],
  ["assistant", "The build passes."],
];
const NEW: Line[] = [
  ["user", "Plan the Heron launch for Friday."],
  ["assistant", "Friday it is."],
  ["user", "Next step: draft the Heron release notes."],
  ["assistant", "Drafting."],
];

/** Events of one session id: `before`, then per /new a reset entry, the command and OpenClaw's
 *  acknowledgement (`ack: false`: only the reset is recorded so far), then `after`. */
function transcript(before: Line[], resets: Array<{ ack: boolean; after: Line[] }>): unknown[] {
  const events = scriptEvents(before) as Array<Record<string, any>>;
  let clock = Date.parse(events.at(-1)!.timestamp as string);
  const push = (e: Record<string, unknown>) => {
    clock += 60_000;
    events.push({ ...e, id: `x${events.length}`, parentId: events.at(-1)!.id, timestamp: new Date(clock).toISOString() });
  };
  for (const r of resets) {
    push({ type: "reset", reason: "new" });
    if (r.ack) {
      push({ type: "message", message: { role: "user", content: "/new" } });
      push({ type: "message", message: { role: "assistant", content: [{ type: "text", text: "✅ New session started." }], provider: "openclaw", model: "gateway-injected", stopReason: "stop" } });
    }
    for (const l of r.after) {
      const message = l[0] === "user" ? { role: "user", content: l[1] } : { role: "assistant", content: [{ type: "text", text: l[1] }], provider: "x", model: "x", stopReason: "stop" };
      push({ type: "message", message });
    }
  }
  return events;
}

function setup(config: object = {}) {
  const ws = tempWorkspace();
  const events = new Map<string, unknown[]>();
  const h = hookHarness({ config, events });
  const ctx = { agentId: "main", sessionKey: "agent:main:main", sessionId: "sess-1", workspaceDir: ws, contextTokenBudget: 100_000 };
  const files = (rel: string) => (fs.existsSync(path.join(ws, rel)) ? fs.readdirSync(path.join(ws, rel)).filter((f) => f.endsWith(".md")).sort() : []);
  const read = (rel: string) => fs.readFileSync(path.join(ws, rel), "utf8");
  const dailyNote = () => read(`memory/${files("memory").find((f) => /^\d{4}-\d\d-\d\d\.md$/.test(f))}`);
  return { ws, events, ctx, files, read, dailyNote, ...h };
}

describe("across /new (same session id, a reset entry)", () => {
  it("session_end (reset recorded) and before_reset (the /new message recorded too) save the ended conversation once, as 2 turns", async () => {
    const { events, ctx, call, files, read, dailyNote } = setup();
    events.set("sess-1", transcript(OLD, [{ ack: false, after: [] }]));
    await call("session_end", { sessionId: "sess-1", reason: "new" }, ctx);
    events.set("sess-1", transcript(OLD, [{ ack: true, after: [] }]));
    await call("before_reset", { reason: "new" }, ctx);

    expect(files("memory/compacts")).toHaveLength(1);
    const compact = read(`memory/compacts/${files("memory/compacts")[0]}`);
    expect(compact).toMatch(/^\*\*Turns\*\*: 2 \|/m);
    expect(compact).toContain("Over 2 turns and 2 tool calls");
    // Regression: before_reset counted the /new message as a third turn, so the two hooks'
    // notes differed and the ended conversation went into the daily note twice.
    expect(dailyNote().match(/^## Session /gm)).toHaveLength(1);
    expect(dailyNote()).toContain("PostgreSQL");
  });

  it("the new conversation's tool-loop checkpoint summarises that conversation only", async () => {
    const { events, ctx, call, read } = setup();
    events.set("sess-1", transcript(OLD, [{ ack: true, after: NEW }]));
    for (let i = 0; i < 10; i++) await call("after_tool_call", { toolName: "exec", params: {} }, ctx);
    const state = read("SESSION-STATE.md");
    expect(state).toMatch(/^- In progress: .*Heron release notes/m);
    expect(state).not.toContain("PostgreSQL");
    expect(state).not.toContain("migration");
  });

  it("a second conversation with as many turns as the first is saved too", async () => {
    const { events, ctx, call, files, read, dailyNote } = setup();
    events.set("sess-1", transcript(OLD, [{ ack: true, after: [] }]));
    await call("before_reset", { reason: "new" }, ctx);
    events.set("sess-1", transcript(OLD, [{ ack: true, after: NEW }, { ack: true, after: [] }]));
    await call("before_reset", { reason: "new" }, ctx);

    expect(files("memory/compacts")).toHaveLength(2);
    const texts = files("memory/compacts").map((f) => read(`memory/compacts/${f}`));
    expect(texts.filter((t) => t.includes("Heron"))).toHaveLength(1);
    for (const t of texts) expect(t).toMatch(/^\*\*Turns\*\*: 2 \|/m);
    expect(dailyNote().match(/^## Session /gm)).toHaveLength(2);
  });
});
