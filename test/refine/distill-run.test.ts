// `memory_distill run` with refine.mode "host": the deterministic files are written tier by tier;
// each is offered to the host model, whose version replaces it only when it passes the tier's
// validator and every value occurs in the tier below or the draft. Days are refined before the
// week is drafted from them, so the week's stamp names the day file as it ends up.
import { describe, it, expect } from "vitest";
import fs from "node:fs";
import path from "node:path";
import { createPluginContext } from "../../src/plugin/plugin-context.js";
import { resolveConfig } from "../../src/core/config.js";
import { createMemoryDistillTool } from "../../src/plugin/tools/memory-distill-tool.js";
import { parseStamp, shortHash } from "../../src/skills/memory-compactor/source-stamp.js";
import type { HostComplete } from "../../src/plugin/refine/host-model.js";
import { tempWorkspace } from "../plugin/fake-api.js";
import { runtimeState, scriptedModel } from "./helpers.js";

const DAY = "memory/distilled/day-2026-11-02.md";
const WEEK = "memory/distilled/week-2026-W45.md";
const LOG = "# 2026-11-02\n\n- Budget approved: €50K for Q2.\n- New team member: Sarah, backend engineer.\n- Bob pushed back on the timeline again.\n";
const ADDED = "- Sarah joined the team as a backend engineer.";

function setup(complete: HostComplete, refine: object = { mode: "host" }) {
  const ws = tempWorkspace();
  fs.mkdirSync(path.join(ws, "memory"), { recursive: true });
  fs.writeFileSync(path.join(ws, "memory", "2026-11-02.md"), LOG);
  const pc = createPluginContext({ config: resolveConfig({ timezone: "UTC", refine }), logger: {}, resolveWorkspaceDir: () => undefined, complete });
  const tool = createMemoryDistillTool(pc, { workspaceDir: ws, agentId: "main", sessionKey: "agent:main:cron", sessionId: "c1" });
  const run = async (now: string) => (await tool.execute("c1", { action: "run", now })).content.map((c: { text: string }) => c.text).join("\n");
  const read = (rel: string) => fs.readFileSync(path.join(ws, rel), "utf8");
  return { ws, run, read };
}

/** A faithful refinement of a day file: one more fact, from the log. */
const refineDay = (draft: string) => draft.replace("## Facts\n", `## Facts\n${ADDED}\n`);

describe("memory_distill run refined by the host model", () => {
  it("the refined day file replaces the draft, keeps a source stamp, and the tool result says so", async () => {
    const model = scriptedModel((d, p) => (p.messages[0]!.content.includes("Refine the daily distillation") ? refineDay(d) : d));
    const { ws, run, read } = setup(model.complete);
    const text = await run("2026-11-03");
    expect(text).toContain(`Refined by the host model: ${DAY}`);
    const day = read(DAY);
    expect(day).toContain(ADDED);
    expect(parseStamp(day)).toMatchObject({ origin: "draft" });
    expect(model.calls[0]!.purpose).toBe("context-kit.memory-compactor");
    expect(model.calls[0]!.messages[0]!.content).toContain("Bob pushed back on the timeline again.");
    expect(runtimeState(ws).refine).toMatchObject({ calls: 1, refined: 1, fallbacks: 0 });
    expect(runtimeState(ws).lastRun!.distill!.note).toBe("1 written, 1 refined by the host model");
  });

  it("days are refined before the week is drafted: the week's stamp names the refined day file", async () => {
    const model = scriptedModel((d, p) => (p.messages[0]!.content.includes("Refine the daily distillation") ? refineDay(d) : d));
    const { run, read } = setup(model.complete);
    await run("2026-11-09");
    const day = read(DAY);
    expect(day).toContain(ADDED);
    expect(parseStamp(read(WEEK))!.sources.get("day-2026-11-02.md")).toBe(shortHash(day));
    expect(model.calls.map((c) => /Refine the (\w+)/.exec(c.messages[0]!.content)![1])).toEqual(["daily", "weekly"]);
  });

  it.each([
    ["an invented value", (d: string) => d.replace("## Facts\n", "## Facts\n- Budget raised to €80K.\n"), /^ungrounded: `€80K`$/],
    ["a file that fails the validator", () => "# Daily Distillation: 2026-11-02\n\nSarah joined.", /^invalid: /],
  ])("on %s the draft stands, and the tool result and status say why", async (_what, answer, reason) => {
    const model = scriptedModel(answer);
    const { ws, run, read } = setup(model.complete);
    const text = await run("2026-11-03");
    const st = runtimeState(ws).refine!;
    expect(st.recent.at(-1)!.reason).toMatch(reason);
    expect(text).toContain(`Kept as drafted: ${DAY} (fallback: ${st.recent.at(-1)!.reason})`);
    expect(read(DAY)).not.toContain("€80K");
    expect(read(DAY)).toContain("Budget approved");
  });

  it("with refine.mode off, run writes the drafts and never asks the model", async () => {
    const model = scriptedModel(refineDay);
    const { run, read } = setup(model.complete, { mode: "off" });
    const text = await run("2026-11-03");
    expect(text).not.toContain("host model");
    expect(read(DAY)).not.toContain(ADDED);
    expect(model.calls).toEqual([]);
  });
});
