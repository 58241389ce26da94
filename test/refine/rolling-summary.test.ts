// Rolling-summary refreshes with refine.mode "host": the trigger writes the deterministic summary,
// then the host model's five fields replace it only when all five are there and grounded in the
// session, and only while the section still holds what the trigger wrote.
import { describe, it, expect } from "vitest";
import fs from "node:fs";
import path from "node:path";
import { hookHarness, tempWorkspace } from "../plugin/fake-api.js";
import { scriptEvents, type Line } from "../extract/make-transcript.js";
import type { HostComplete } from "../../src/plugin/refine/host-model.js";
import { updateRollingSummary } from "../../src/skills/rolling-summary/index.js";
import { deferredModel, runtimeState, scriptedModel } from "./helpers.js";

const lines: Line[] = [
  ["user", "We need a landing page for the bakery. Let's use Astro instead of Next.js, it is simpler."],
  ["assistant", "Going with Astro. I'll scaffold it now."],
  ["user", "Next we still have to write the menu page."],
  ["user", "We're blocked until Sam sends the photos."],
];

const GOOD = "- Completed: Scaffolded the Astro site\n- In progress: The menu page\n- Decisions: Astro instead of Next.js\n- Blockers: Waiting for photos from Sam\n- Next: Write the menu page";

function setup(complete: HostComplete) {
  const ws = tempWorkspace();
  const h = hookHarness({ config: { refine: { mode: "host" }, rollingSummary: { everyTurns: 2 } }, events: new Map([["sess-1", scriptEvents(lines)]]), complete });
  const ctx = { agentId: "main", sessionKey: "agent:main:main", sessionId: "sess-1", workspaceDir: ws };
  const state = () => fs.readFileSync(path.join(ws, "SESSION-STATE.md"), "utf8");
  const trigger = async () => {
    await h.call("agent_end", { messages: [] }, ctx);
    await h.call("agent_end", { messages: [] }, ctx); // everyTurns: 2
    return state();
  };
  return { ws, ctx, state, trigger, ...h };
}

describe("rolling summary refined by the host model", () => {
  it("the host model's fields replace the trigger's summary; purpose context-kit.rolling-summary", async () => {
    // The model answers only once the test has seen the trigger's own summary.
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const model = scriptedModel(async () => (await gate, GOOD));
    const { ws, pc, state, trigger } = setup(model.complete);
    const floor = await trigger();
    expect(floor).toMatch(/## Rolling Summary \(as of \d\d:\d\d\)/);
    expect(floor).not.toContain("Waiting for photos from Sam");
    release();
    await pc.refinements.settled();
    expect(model.calls[0]!.purpose).toBe("context-kit.rolling-summary");
    expect(model.calls[0]!.messages[0]!.content).toContain(floor.split("\n").find((l) => l.startsWith("- Decisions:"))!);
    expect(state()).toContain("- Blockers: Waiting for photos from Sam");
    expect(state()).toContain("- Decisions: Astro instead of Next.js");
    expect(runtimeState(ws).refine).toMatchObject({ calls: 1, refined: 1, recent: [{ skill: "rollingSummary", outcome: "refined", file: "SESSION-STATE.md", by: "trigger:turns" }] });
  });

  it.each([
    ["an invented value", GOOD.replace("Write the menu page", "Ship v2.0 on Friday"), /^ungrounded: `v2\.0`, `Friday`$/],
    ["a missing field", "- Completed: Scaffolded the Astro site\n- Decisions: Astro", /^invalid: no "In progress", "Blockers", "Next" line$/],
    ["an empty reply", "```\n```", /^invalid: empty reply$/],
  ])("on %s the trigger's summary stands and the reason is recorded", async (_what, reply, reason) => {
    const model = scriptedModel(() => reply);
    const { ws, pc, state, trigger } = setup(model.complete);
    const floor = await trigger();
    await pc.refinements.settled();
    expect(state()).toBe(floor);
    expect(runtimeState(ws).refine!.recent.at(-1)!.reason).toMatch(reason);
  });

  it("the agent's own update made while the model thinks wins (superseded)", async () => {
    const model = deferredModel();
    const { ws, pc, state, trigger } = setup(model.complete);
    await trigger();
    await model.asked;
    await updateRollingSummary(await pc.open(ws), { completed: "Agent's own words", next: "Agent's next" }, { now: new Date(), timezone: "UTC", overflow: "trim" });
    const agents = state();
    model.answer({ text: GOOD });
    await pc.refinements.settled();
    expect(state()).toBe(agents);
    expect(runtimeState(ws).refine!.recent.at(-1)!.reason).toBe("superseded: the Rolling Summary changed meanwhile");
  });
});
