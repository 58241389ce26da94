// session_state update and memory_distill write through the real tools: the model's values are
// grounded in the session / the tier below; warn writes and names them, refuse writes nothing.
import { describe, it, expect } from "vitest";
import fs from "node:fs";
import path from "node:path";
import { createPluginContext } from "../../src/plugin/plugin-context.js";
import { resolveConfig } from "../../src/core/config.js";
import { createSessionStateTool } from "../../src/plugin/tools/session-state-tool.js";
import { createMemoryDistillTool } from "../../src/plugin/tools/memory-distill-tool.js";
import { scriptEvents } from "../extract/make-transcript.js";
import { tempWorkspace } from "../plugin/fake-api.js";

function tools(config: object = {}) {
  const ws = tempWorkspace();
  const events = scriptEvents([
    ["user", "Deploy PostgreSQL 15.1 on db-02.internal, port 5432, at 9am."],
    ["assistant", "Done: deployed 15.1 to db-02.internal."],
  ]);
  const pc = createPluginContext({ config: resolveConfig({ timezone: "UTC", ...config }), logger: {}, resolveWorkspaceDir: () => undefined, loadEvents: async () => events });
  const ctx = { workspaceDir: ws, agentId: "main", sessionKey: "agent:main:t", sessionId: "s1" };
  fs.mkdirSync(path.join(ws, "memory"), { recursive: true });
  fs.writeFileSync(path.join(ws, "memory", "2026-11-02.md"), "# 2026-11-02\n\n- Budget approved: €50K for Q2.\n- New team member: Sarah, backend engineer.\n- Bob pushed back on the timeline again.\n");
  return { ws, state: createSessionStateTool(pc, ctx), distill: createMemoryDistillTool(pc, ctx) };
}
const text = (r: { content: Array<{ text: string }> }) => r.content.map((c) => c.text).join("\n");
const stateFile = (ws: string) => path.join(ws, "SESSION-STATE.md");

describe("session_state update verification", () => {
  it("warn: written; an invented value is named, restated ones are not", async () => {
    const t = tools();
    const ok = await t.state.execute("c1", { completed: "Deployed PostgreSQL 15.1 to db-02.internal at 09:00", next: "none" });
    expect(text(ok)).not.toContain("Not found");
    const r = await t.state.execute("c2", { completed: "Deployed 15.2 to db-03.internal", next: "Open port 8444" });
    expect(text(r)).toContain("Not found in the session: `Deployed 15.2`, `db-03.internal`, `port 8444`.");
    expect(fs.readFileSync(stateFile(t.ws), "utf8")).toContain("Deployed 15.2");
  });

  it("refuse: nothing is written while a value is ungrounded", async () => {
    const t = tools({ verify: "refuse" });
    await expect(t.state.execute("c1", { completed: "Deployed 15.2" })).rejects.toThrow(/nothing was written \(verify: "refuse"\)[\s\S]*`Deployed 15\.2`/);
    expect(fs.existsSync(stateFile(t.ws))).toBe(false);
    await t.state.execute("c2", { completed: "Deployed 15.1" });
    expect(fs.readFileSync(stateFile(t.ws), "utf8")).toContain("Deployed 15.1");
  });
});

describe("memory_distill write verification", () => {
  const day = (facts: string) => `# Daily Distillation: 2026-11-02\n\n## Facts\n${facts}\n\n## Patterns\n- None.\n\n## Anomalies\n- None.\n`;

  it("values from the daily log pass; invented ones are named (warn writes)", async () => {
    const t = tools();
    const draft = await t.distill.execute("c0", { action: "draft", tier: "day", period: "2026-11-02" });
    const md = (draft.details.contextKit as { markdown: string }).markdown;
    const ok = await t.distill.execute("c1", { action: "write", tier: "day", period: "2026-11-02", markdown: md });
    expect(text(ok)).not.toContain("Not found");
    const r = await t.distill.execute("c2", { action: "write", tier: "day", period: "2026-11-02", markdown: md.replace(/€50K/, "€75K").replace(/Sarah/, "Sarah and Priya") });
    expect(text(r)).toMatch(/Not found in the sources: .*`€75K`.*`Priya`/);
  });

  it("refuse: an invented value keeps the file from being written", async () => {
    const t = tools({ verify: "refuse" });
    await expect(t.distill.execute("c1", { action: "write", tier: "day", period: "2026-11-02", markdown: day("- [PROJ] Budget approved: 80,000 for Q3.") })).rejects.toThrow(/nothing was written[\s\S]*80,000/);
    expect(fs.existsSync(path.join(t.ws, "memory", "distilled", "day-2026-11-02.md"))).toBe(false);
  });
});
