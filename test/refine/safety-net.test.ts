// The safety net with refine.mode "host": the deterministic compact is written by the hook, which
// returns without waiting for the model; the host model's version replaces it only when it
// passes normalisation and verification against the transcript, and every outcome is recorded.
import { describe, it, expect } from "vitest";
import { hookHarness, tempWorkspace } from "../plugin/fake-api.js";
import { scriptEvents, type Line } from "../extract/make-transcript.js";
import type { HostComplete } from "../../src/plugin/refine/host-model.js";
import { compactFiles, deferredModel, draftIn, hangingModel, readCompact, runtimeState, scriptedModel } from "./helpers.js";

const SECRET = "ghp_" + "Q1w2E3r4T5y6U7i8O9p0A1s2D3f4G5h6J7k8";

const lines: Line[] = [
  ["user", "We need a landing page for the bakery. Let's use Astro instead of Next.js, it is simpler."],
  ["assistant", "Going with Astro. I'll scaffold it now."],
  ["tool", "Created project in site/ (astro v4.5.0)", { name: "exec", args: { command: "npm create astro" } }],
  ["user", `The deploy token is ${SECRET}, keep it safe. Next we still have to write the menu page.`],
  ["assistant", "Noted. The menu page is next."],
  ["user", "We're blocked until Sam sends the photos."],
];

const MARK = "(refined by the host model)";
const SUMMARY = `The bakery site is built with Astro; the menu page comes next and the photos from Sam are still missing. ${MARK}`;

/** The draft with a better Session Summary: what a faithful model would send back. */
const refined = (draft: string) => draft.replace(/## Session Summary\n[\s\S]*$/, `## Session Summary\n${SUMMARY}\n`);

function setup(complete: HostComplete | undefined, config: object = { refine: { mode: "host" } }) {
  const ws = tempWorkspace();
  const h = hookHarness({ config, events: new Map([["sess-1", scriptEvents(lines)]]), ...(complete ? { complete } : {}) });
  const ctx = { agentId: "main", sessionKey: "agent:main:main", sessionId: "sess-1", workspaceDir: ws };
  const compact = async () => {
    await h.call("before_compaction", { messageCount: 6 }, ctx);
    const files = compactFiles(ws);
    expect(files).toHaveLength(1);
    return { name: files[0]!, floor: readCompact(ws, files[0]!) };
  };
  return { ws, ctx, compact, ...h };
}

describe("safety-net compact refined by the host model", () => {
  it("the host model's version replaces the deterministic file in place, and the call is counted", async () => {
    // The model answers only once the test has read the deterministic file.
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const model = scriptedModel(async (d) => (await gate, refined(d)));
    const { ws, pc, compact } = setup(model.complete);
    const { name, floor } = await compact();
    expect(floor).not.toContain(MARK);
    release();
    await pc.refinements.settled();
    expect(compactFiles(ws)).toEqual([name]);
    const now = readCompact(ws, name);
    expect(now).toContain(MARK);
    expect(now.split("## Session Summary")[0]).toBe(floor.split("## Session Summary")[0]);
    const st = runtimeState(ws).refine!;
    expect(st).toMatchObject({ calls: 1, refined: 1, fallbacks: 0, inputTokens: 900, outputTokens: 200 });
    expect(st.recent.at(-1)).toMatchObject({ skill: "compact", outcome: "refined", file: `memory/compacts/${name}`, by: "before_compaction" });
  });

  it("sends purpose context-kit.context-compactor, the conversation and the draft, with secrets redacted", async () => {
    const model = scriptedModel(refined);
    const { pc, compact } = setup(model.complete);
    const { floor } = await compact();
    await pc.refinements.settled();
    expect(model.calls).toHaveLength(1);
    const call = model.calls[0]!;
    expect(call.purpose).toBe("context-kit.context-compactor");
    expect(call.systemPrompt).toMatch(/^You are the refinement step of context-kit/);
    expect(call.model).toBeUndefined(); // the host's default model unless refine.model is set
    const prompt = call.messages[0]!.content;
    expect(prompt).toContain("We're blocked until Sam sends the photos.");
    expect(prompt).toContain(floor.trim());
    expect(prompt).toMatch(/Reply with the compact's markdown only/);
    expect(prompt).not.toContain(SECRET);
    expect(prompt).toContain("<REDACTED_SECRET>");
  });

  it("the hook returns before the model answers; a late but valid answer still replaces the file", async () => {
    const model = deferredModel();
    const { ws, pc, compact } = setup(model.complete);
    const { name, floor } = await compact();
    // The hook has returned; the refinement is still running, and the model has not answered.
    expect(pc.refinements.size).toBe(1);
    const asked = await model.asked;
    expect(readCompact(ws, name)).toBe(floor);
    model.answer({ text: refined(draftIn(asked.messages[0]!.content)), usage: { inputTokens: 10, outputTokens: 5 } });
    await pc.refinements.settled();
    expect(readCompact(ws, name)).toContain(MARK);
  });

  it("on timeout the request is aborted, the deterministic file stands and the reason is recorded", async () => {
    const model = hangingModel();
    const { ws, pc, compact } = setup(model.complete);
    pc.config.refine = { ...pc.config.refine, timeoutMs: 30 };
    const { name, floor } = await compact();
    await pc.refinements.settled();
    expect(model.aborted()).toBe(true);
    expect(readCompact(ws, name)).toBe(floor);
    expect(runtimeState(ws).refine).toMatchObject({ calls: 1, refined: 0, fallbacks: 1, recent: [{ outcome: "fallback", reason: "timeout" }] });
  });

  it("when the Gateway stops, a refinement still waiting for the model is aborted and says why", async () => {
    const model = hangingModel();
    const { ws, pc, call, compact } = setup(model.complete);
    const { name, floor } = await compact();
    await model.asked;
    await call("gateway_stop", {}, {});
    await pc.refinements.settled();
    expect(model.aborted()).toBe(true);
    expect(readCompact(ws, name)).toBe(floor);
    expect(runtimeState(ws).refine!.recent.at(-1)).toMatchObject({ outcome: "fallback", reason: "aborted: the Gateway is stopping" });
  });

  it.each([
    ["an error from the host", (_d: string) => Promise.reject(Object.assign(new Error("Plugin LLM completion cannot override the target model."), { code: "LLM_COMPLETION_NOT_AUTHORIZED" })), /^error: LLM_COMPLETION_NOT_AUTHORIZED: /],
    ["an invalid draft (no required section)", (_d: string) => "Sure! The session was about a bakery website.", /^invalid: missing section "## Decisions Made"/],
    ["an invented value", (d: string) => d.replace("## Facts Established\n_None._", "## Facts Established\n- [TECH] The site runs Astro v15.2 on port 8444"), /^ungrounded: `v15\.2`, `port 8444`$/],
    ["an open item left out", (d: string) => d.replace("- [ ] Write the menu page\n", "_None._\n").replace(/## Session Summary\n[\s\S]*$/, "## Session Summary\nThe bakery site is built with Astro.\n"), /^missing: pending: Write the menu page$/],
  ])("on %s the deterministic file stands and the reason is recorded", async (_what, answer, reason) => {
    const model = scriptedModel(answer as (d: string) => string);
    const { ws, pc, compact } = setup(model.complete);
    const { name, floor } = await compact();
    await pc.refinements.settled();
    expect(model.calls).toHaveLength(1);
    expect(readCompact(ws, name)).toBe(floor);
    const st = runtimeState(ws).refine!;
    expect(st.fallbacks).toBe(1);
    expect(st.recent.at(-1)!.reason).toMatch(reason);
  });

  it("what the host model writes is redacted on the write, like every write", async () => {
    const model = scriptedModel((d) => refined(d).replace("## Facts Established\n_None._", `## Facts Established\n- [PROJ] The deploy token is ${SECRET}`));
    const { ws, pc, compact } = setup(model.complete);
    const { name } = await compact();
    await pc.refinements.settled();
    const text = readCompact(ws, name);
    expect(runtimeState(ws).refine!.recent.at(-1)).toMatchObject({ outcome: "refined" });
    expect(text).toContain(MARK);
    expect(text).toContain("- [PROJ] The deploy token is <REDACTED_SECRET>");
    expect(text).not.toContain(SECRET);
  });

  it('a file changed after the deterministic write is not overwritten ("superseded")', async () => {
    const model = deferredModel();
    const { ws, pc, compact } = setup(model.complete);
    const { name } = await compact();
    const asked = await model.asked;
    const agents = readCompact(ws, name).replace("## Session Summary\n", "## Session Summary\nEdited by the agent. ");
    await (await pc.open(ws)).writeText(`memory/compacts/${name}`, agents);
    model.answer({ text: refined(draftIn(asked.messages[0]!.content)) });
    await pc.refinements.settled();
    expect(readCompact(ws, name)).toBe(agents);
    expect(runtimeState(ws).refine!.recent.at(-1)!.reason).toBe(`superseded: memory/compacts/${name} changed meanwhile`);
  });

  it("with refine.mode off (the default) the model is never asked", async () => {
    const model = scriptedModel(refined);
    const { ws, pc, compact } = setup(model.complete, {});
    await compact();
    await pc.refinements.settled();
    expect(model.calls).toEqual([]);
    expect(runtimeState(ws).refine).toBeUndefined();
  });

  it("/new fires before_reset and session_end: one compact, one refinement", async () => {
    const model = scriptedModel(refined);
    const { ws, pc, call, ctx } = setup(model.complete);
    await call("before_reset", { reason: "new" }, ctx);
    await call("session_end", { reason: "new", sessionId: "sess-1" }, ctx);
    await pc.refinements.settled();
    expect(compactFiles(ws)).toHaveLength(1);
    expect(model.calls).toHaveLength(1);
  });
});
