// One renderer per result: for the same result, the tool (what the model reads) and the CLI (what
// a person reads) print the same text, because both call the skill's renderer
// (src/skills/*/render-*.ts). Each case runs the tool and the command on identical workspaces.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { main } from "../../src/cli/main.js";
import type { CliIO } from "../../src/cli/io.js";
import { resolveConfig } from "../../src/core/config.js";
import { createPluginContext } from "../../src/plugin/plugin-context.js";
import { createContextCompactTool } from "../../src/plugin/tools/context-compact-tool.js";
import { createMemoryDistillTool } from "../../src/plugin/tools/memory-distill-tool.js";
import { createSessionStateTool } from "../../src/plugin/tools/session-state-tool.js";

const NOW = "2026-01-30T09:15:00Z";
const TODAY = NOW.slice(0, 10);
const LOGS: Record<string, string> = {
  "2026-01-12": "# 2026-01-12\n\n- Bob pushed back on the Atlas timeline again.\n- Budget approved: €50K for Q2.\n",
  "2026-01-13": "# 2026-01-13\n\n- Checked email.\n- Heartbeat OK.\n",
  "2026-01-14": "# 2026-01-14\n\n- Bob pushed back on the scope again.\n- Alice volunteered to present, first time ever.\n",
};
const DRAFT = `# Session Compact — 2026-01-30 09:15 UTC
**Turns**: 4 | **Est. tokens saved**: ~1200

## Decisions Made
- [2026-01-30] Use PostgreSQL for the sessions table.

## Facts Established
- [TECH] The API runs on Node 24.

## Pending Actions
- [ ] Write the migration.

## Technical Context
- Sessions live in one table.

## Blockers / Open Questions
- None.

## Session Summary
The team chose PostgreSQL and will write the migration next.
`;

/** Two workspaces with the same files: one for the tool, one for the command. */
function twins(): [string, string] {
  const make = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ck-agree-"));
    fs.mkdirSync(path.join(dir, "memory"), { recursive: true });
    fs.writeFileSync(path.join(dir, "MEMORY.md"), "# MEMORY\n- Maya owns the roadmap.\n");
    for (const [d, t] of Object.entries(LOGS)) fs.writeFileSync(path.join(dir, "memory", `${d}.md`), t);
    return dir;
  };
  return [make(), make()];
}

function tools(ws: string) {
  const pc = createPluginContext({
    config: resolveConfig({ timezone: "UTC" }),
    logger: {},
    resolveWorkspaceDir: () => undefined,
    loadEvents: async () => {
      throw new Error("no live session in this test");
    },
  });
  const ctx = { workspaceDir: ws, agentId: "main", sessionKey: "agent:main:t", sessionId: "s1" };
  return { state: createSessionStateTool(pc, ctx), compact: createContextCompactTool(pc, ctx), distill: createMemoryDistillTool(pc, ctx) };
}

// Both without the final newline a terminal line needs.
const toolText = (r: { content: Array<{ text: string }> }) => r.content.map((c) => c.text).join("\n").replace(/\n$/, "");

async function cli(argv: string[], stdin = ""): Promise<string> {
  const out: string[] = [];
  const io: CliIO = { stdout: (t) => void out.push(t), stderr: () => undefined, progress: () => undefined, readStdin: async () => Buffer.from(stdin), env: { HOME: process.env.HOME } };
  await main(argv, io);
  return out.join("").replace(/\n$/, "");
}

describe("the tool and the CLI render a result the same way", () => {
  // The tools take the time from the clock; the CLI from --now.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(NOW));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("memory_distill plan, run, keep and forget --apply", async () => {
    const [a, b] = twins();
    const t = tools(a).distill;
    expect(toolText(await t.execute("1", { action: "plan", now: "2026-01-15" }))).toBe(await cli(["distill", "plan", "--workspace", b, "--now", "2026-01-15"]));
    const run = toolText(await t.execute("2", { action: "run", now: "2026-01-15" }));
    expect(run).toMatch(/^Distilled as of 2026-01-15: \d+ files? written\./);
    expect(run).toBe(await cli(["distill", "--workspace", b, "--now", "2026-01-15"]));
    expect(toolText(await t.execute("3", { action: "keep", date: "2026-01-14" }))).toBe(await cli(["keep", "--workspace", b, "2026-01-14"]));
    expect(toolText(await t.execute("4", { action: "forget", now: TODAY, apply: true }))).toBe(await cli(["forget", "--workspace", b, "--now", TODAY, "--apply"]));
  });

  it("memory_distill forget (dry run): only the way to apply it differs", async () => {
    const [a, b] = twins();
    await tools(a).distill.execute("1", { action: "run", now: "2026-01-15" });
    await cli(["distill", "--workspace", b, "--now", "2026-01-15"]);
    const tool = toolText(await tools(a).distill.execute("2", { action: "forget", now: TODAY }));
    const command = await cli(["forget", "--workspace", b, "--now", TODAY]);
    expect(tool).toContain("call forget with apply=true");
    expect(tool.replace("call forget with apply=true", "add --apply")).toBe(command);
  });

  it("context_compact write, list, latest and stats", async () => {
    const [a, b] = twins();
    const t = tools(a).compact;
    const tool = toolText(await t.execute("1", { action: "write", markdown: DRAFT }));
    const command = await cli(["compact", "write", "--workspace", b, "--now", NOW], DRAFT);
    // The tool adds that it could not check the draft against a session; the CLI was given none.
    expect(tool.split("\n")[0]).toMatch(/^Compact written: memory\/compacts\/2026-01-30-0915\.md \(\d+ bytes\)\./);
    expect(tool.split("\n")[0]?.replace(/ The session transcript could not be read.*$/, "")).toBe(command.split("\n").at(-1));
    for (const action of ["list", "latest", "stats"] as const) {
      expect(toolText(await t.execute(action, { action })), action).toBe(await cli(["compact", action, "--workspace", b]));
    }
    // The same draft again: not written, said the same way.
    expect(toolText(await t.execute("2", { action: "write", markdown: DRAFT })).split("\n")[0]?.replace(/ The session transcript could not be read.*$/, "")).toBe(await cli(["compact", "write", "--workspace", b, "--now", NOW], DRAFT));
  });

  it("session_state update and read", async () => {
    const [a, b] = twins();
    const t = tools(a).state;
    const fields = { completed: "Set up the repo", inProgress: "Auth", decisions: "JWT over sessions", blockers: "none", next: "Login form" };
    const tool = toolText(await t.execute("1", { action: "update", ...fields }));
    const command = await cli(["state", "update", "--workspace", b, "--now", NOW, "--timezone", "UTC", "--completed", fields.completed, "--in-progress", fields.inProgress, "--decisions", fields.decisions, "--blockers", fields.blockers, "--next", fields.next]);
    expect(tool).toBe('SESSION-STATE.md: created with "## Rolling Summary (as of 09:15)".');
    expect(tool).toBe(command);
    expect(toolText(await t.execute("2", { action: "read" }))).toBe(await cli(["state", "show", "--workspace", b]));
  });
});
