// Visibility: /context_kit and `context-kit status` show the refine mode, the calls, tokens and
// fallbacks, and the latest outcomes with their reasons ("fallback: timeout").
import { describe, it, expect } from "vitest";
import fs from "node:fs";
import path from "node:path";
import { hookHarness, tempWorkspace } from "../plugin/fake-api.js";
import { scriptEvents } from "../extract/make-transcript.js";
import { createContextKitCommand } from "../../src/plugin/chat-command.js";
import { main } from "../../src/cli/main.js";
import type { CliIO } from "../../src/cli/io.js";
import { hangingModel } from "./helpers.js";

const events = scriptEvents([
  ["user", "We decided to store sessions in PostgreSQL. Next step: write the migration."],
  ["assistant", "Noted: PostgreSQL it is."],
]);

async function timedOut() {
  const ws = tempWorkspace();
  const model = hangingModel();
  const h = hookHarness({ config: { refine: { mode: "host" } }, events: new Map([["s1", events]]), complete: model.complete });
  h.pc.config.refine = { ...h.pc.config.refine, timeoutMs: 30 };
  await h.call("before_compaction", {}, { agentId: "main", sessionKey: "agent:main:t", sessionId: "s1", workspaceDir: ws });
  await h.pc.refinements.settled();
  return { ws, pc: h.pc };
}

describe("refinement in status", () => {
  it('/context_kit shows the mode, the counts and "fallback: timeout"', async () => {
    const { ws, pc } = await timedOut();
    pc.rememberWorkspace("s1", ws);
    const text = (await createContextKitCommand(pc).handler({ sessionKey: "agent:main:t", sessionId: "s1" })).text;
    expect(text).toContain("Refinement by the host model: on (refine.mode host, timeout 30 ms, model the host's default)");
    expect(text).toContain("1 call(s), 0 refined, 1 fallback(s); tokens 0 in, 0 out");
    expect(text).toMatch(/compact memory\/compacts\/\S+\.md: fallback: timeout/);
  });

  it("context-kit status (CLI) shows the same from the state file, and says when refinement is off", async () => {
    const { ws } = await timedOut();
    const cfgFile = (config: object) => {
      const file = path.join(ws, "..", `openclaw-${Math.random().toString(36).slice(2)}.json`);
      fs.writeFileSync(file, JSON.stringify({ plugins: { entries: { "context-kit": { enabled: true, hooks: { allowConversationAccess: true }, config } } } }));
      return file;
    };
    const run = async (config: object) => {
      const out: string[] = [];
      const io: CliIO = { stdout: (t) => void out.push(t), stderr: () => undefined, progress: () => undefined, readStdin: async () => Buffer.alloc(0), env: {} };
      await main(["status", "--workspace", ws, "--config", cfgFile(config)], io);
      return out.join("");
    };
    const on = await run({ refine: { mode: "host" } });
    expect(on).toContain("Refinement by the host model: on (refine.mode host, timeout 20000 ms");
    expect(on).toMatch(/fallback: timeout/);
    const off = await run({});
    expect(off).toContain("Refinement by the host model: off (set refine.mode=host");
    expect(off).toContain("1 call(s), 0 refined, 1 fallback(s)"); // history stays visible
  });
});
