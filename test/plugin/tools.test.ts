// The three tools as the model (or a skill command) calls them: validated input, the files they
// write, and errors that say what to fix.
import { describe, it, expect } from "vitest";
import fs from "node:fs";
import path from "node:path";
import { createPluginContext } from "../../src/plugin/plugin-context.js";
import { resolveConfig } from "../../src/core/config.js";
import { createSessionStateTool } from "../../src/plugin/tools/session-state-tool.js";
import { createContextCompactTool } from "../../src/plugin/tools/context-compact-tool.js";
import { createMemoryDistillTool } from "../../src/plugin/tools/memory-distill-tool.js";
import { scriptEvents } from "../extract/make-transcript.js";
import { tempWorkspace } from "./fake-api.js";

const SECRET = "sk-proj-" + "Ab3dE5gH7jK9mN1pQ3sT5vW7yZ9bC1dF3hJ5kL7nP9rS";

function tools(config: object = {}) {
  const ws = tempWorkspace();
  const events = scriptEvents([
    ["user", "Let's go with PostgreSQL for the sessions table instead of SQLite."],
    ["assistant", "Agreed, PostgreSQL it is."],
    ["user", `Use key ${SECRET} for the API. TODO: write the migration tomorrow.`],
  ]);
  const pc = createPluginContext({
    config: resolveConfig({ timezone: "UTC", ...config }),
    logger: {},
    resolveWorkspaceDir: () => undefined,
    loadEvents: async () => events,
  });
  const ctx = { workspaceDir: ws, agentId: "main", sessionKey: "agent:main:t", sessionId: "s1" };
  return {
    ws,
    state: createSessionStateTool(pc, ctx),
    compact: createContextCompactTool(pc, ctx),
    distill: createMemoryDistillTool(pc, ctx),
  };
}

const text = (r: { content: Array<{ text: string }> }) => r.content.map((c) => c.text).join("\n");

describe("session_state", () => {
  it("update writes the section; read returns it; omitted fields keep their value", async () => {
    const t = tools();
    const r = await t.state.execute("c1", { action: "update", completed: "Set up the repo", inProgress: "Auth", decisions: "JWT over sessions", blockers: "none", next: "Login form" });
    expect(text(r)).toMatch(/^SESSION-STATE\.md: created with "## Rolling Summary \(as of \d\d:\d\d\)"\./);
    await t.state.execute("c2", { next: "Signup form" });
    const read = await t.state.execute("c3", { action: "read" });
    expect(text(read)).toContain("- Decisions: JWT over sessions");
    expect(text(read)).toContain("- Next: Signup form");
  });

  it("trims an over-long field with a note, or refuses naming the field", async () => {
    const t = tools();
    const long = "word ".repeat(80);
    const r = await t.state.execute("c1", { completed: long });
    expect(text(r)).toMatch(/completed|Completed/);
    await expect(t.state.execute("c2", { decisions: long, overflow: "refuse" })).rejects.toThrow(/[Dd]ecisions/);
  });

  it("never writes a secret given as a field", async () => {
    const t = tools();
    await t.state.execute("c1", { decisions: `rotate ${SECRET}` });
    expect(fs.readFileSync(path.join(t.ws, "SESSION-STATE.md"), "utf8")).not.toContain(SECRET);
  });

  it("refresh rebuilds the summary from the transcript", async () => {
    const t = tools();
    const r = await t.state.execute("c1", { action: "refresh" });
    expect(text(r)).toContain("Rolling Summary rebuilt");
    expect(fs.readFileSync(path.join(t.ws, "SESSION-STATE.md"), "utf8")).toContain("PostgreSQL");
  });

  it("rejects bad input naming the field and what is allowed", async () => {
    const t = tools();
    await expect(t.state.execute("c", { action: "delete" })).rejects.toThrow('"action" must be one of "update", "read", "refresh"');
    await expect(t.state.execute("c", { completed: 5 })).rejects.toThrow(/"completed" must be a string/);
    await expect(t.state.execute("c", { file: "../x" })).rejects.toThrow(/unknown parameter "file"/);
  });
});

describe("context_compact", () => {
  it("write (default) extracts the live session and saves a redacted compact", async () => {
    const t = tools();
    const r = await t.compact.execute("c1", {});
    expect(text(r)).toMatch(/^Compact written: memory\/compacts\/\d{4}-\d\d-\d\d-\d{4}\.md \(\d+ bytes/);
    const [file] = fs.readdirSync(path.join(t.ws, "memory", "compacts"));
    const md = fs.readFileSync(path.join(t.ws, "memory", "compacts", file!), "utf8");
    expect(md).toContain("PostgreSQL");
    expect(md).not.toContain(SECRET);
  });

  it("a second write of the same session says it was not written and names the compact that has it", async () => {
    const t = tools();
    const first = await t.compact.execute("c1", {});
    const path1 = /Compact written: (\S+\.md) /.exec(text(first))![1];
    const again = await t.compact.execute("c2", { action: "write" });
    expect(text(again)).toBe(`Compact not written: it says the same as the newest compact, ${path1} (only the time and counts differ).`);
    expect((again as { details: { contextKit: { skipped?: unknown } } }).details.contextKit.skipped).toEqual({ reason: "same-as-newest", sameAs: path1 });
    expect(fs.readdirSync(path.join(t.ws, "memory", "compacts"))).toHaveLength(1);
  });

  it("/context_compactor dispatch arguments pick the action", async () => {
    const t = tools();
    await t.compact.execute("c1", { command: "", commandName: "context_compactor", skillName: "context-compactor" });
    const list = await t.compact.execute("c2", { command: "list", commandName: "context_compactor", skillName: "context-compactor" });
    expect(text(list)).toMatch(/^\d{4}-\d\d-\d\d-\d{4}\.md +\d+ B +\d+ turns +~\d+ tokens saved$/);
    const latest = await t.compact.execute("c3", { command: "latest" });
    expect(text(latest)).toMatch(/^# Session Compact — /);
    const stats = await t.compact.execute("c4", { command: "stats" });
    expect(text(stats)).toMatch(/^Compacts: 1 in memory\/compacts\//);
  });

  it("extract returns the digest and the refinement template without writing", async () => {
    const t = tools();
    const r = await t.compact.execute("c1", { action: "extract" });
    expect(text(r)).toContain("## Decisions Made");
    expect(text(r)).toContain("Refine the session compact");
    expect(fs.existsSync(path.join(t.ws, "memory", "compacts"))).toBe(false);
  });

  it("a draft that breaks the format is refused with the reason, and nothing is written", async () => {
    const t = tools();
    await expect(t.compact.execute("c1", { action: "write", markdown: "# Notes\nsome text" })).rejects.toThrow(/Session Compact|section|title/i);
    expect(fs.existsSync(path.join(t.ws, "memory", "compacts"))).toBe(false);
  });
});

describe("memory_distill", () => {
  function withLogs() {
    const t = tools();
    fs.mkdirSync(path.join(t.ws, "memory"), { recursive: true });
    fs.writeFileSync(path.join(t.ws, "memory", "2026-11-02.md"), "# 2026-11-02\n\n- Budget approved: €50K for Q2.\n- New team member: Sarah, backend engineer.\n- Bob pushed back on the timeline again.\n");
    fs.writeFileSync(path.join(t.ws, "MEMORY.md"), "# Memory\n");
    return t;
  }

  it("plan lists what is due; run writes the day file; MEMORY.md is untouched", async () => {
    const t = withLogs();
    const plan = await t.distill.execute("c1", { action: "plan", now: "2026-11-03" });
    expect(text(plan)).toContain("day 2026-11-02");
    await t.distill.execute("c2", { action: "run", now: "2026-11-03" });
    expect(fs.readFileSync(path.join(t.ws, "memory", "distilled", "day-2026-11-02.md"), "utf8")).toMatch(/^# Daily Distillation: 2026-11-02/);
    expect(fs.readFileSync(path.join(t.ws, "MEMORY.md"), "utf8")).toBe("# Memory\n");
  });

  it("keep vetoes a date; forget without apply deletes nothing", async () => {
    const t = withLogs();
    const k = await t.distill.execute("c1", { action: "keep", date: "2026-11-02" });
    expect(text(k)).toContain("2026-11-02 will never be forgotten");
    const f = await t.distill.execute("c2", { action: "forget", now: "2026-12-30" });
    expect(text(f)).toBeTruthy();
    expect(fs.existsSync(path.join(t.ws, "memory", "2026-11-02.md"))).toBe(true);
  });

  it("draft and write need tier and period, and say so", async () => {
    const t = withLogs();
    await expect(t.distill.execute("c1", { action: "draft" })).rejects.toThrow('needs "tier"');
    await expect(t.distill.execute("c1", { action: "draft", tier: "week", period: "2026-11" })).rejects.toThrow(/period|YYYY-WNN/);
    await expect(t.distill.execute("c1", { action: "write", tier: "day", period: "2026-11-02", markdown: "nope" })).rejects.toThrow(/was not written/);
  });

  it("rejects an unknown action listing the allowed ones", async () => {
    const t = tools();
    await expect(t.distill.execute("c1", { action: "purge" })).rejects.toThrow('"action" must be one of "plan", "run", "draft", "write", "forget", "keep"');
  });
});
