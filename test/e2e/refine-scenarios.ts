/**
 * Refinement by the host model (refine.mode "host") inside a real Gateway, with the fake model
 * answering `api.runtime.llm.complete`. Core compaction (`/compact`) fires before_compaction,
 * whose safety net writes the deterministic compact and then asks the host model for a better
 * one in the background:
 *  1. the model answers with a valid, grounded draft: it replaces the deterministic file;
 *  2. the model hangs: the deterministic file is there, core compaction goes ahead without
 *     waiting (its summariser request reaches the model while ours is still open), the request
 *     is aborted at refine.timeoutMs, and /context_kit says "fallback: timeout".
 *
 * Registered by compact-scenarios.ts (describeCompact), in the Gateway it runs in (a Gateway of
 * its own cost a start-up, ~25 s idle and over a minute at load 6, for two tests), before the
 * compact scenarios: they assert the refinement counters from zero, and the skills tests before
 * them run with refine.mode "off". That Gateway's plugin config is REFINE_CONFIG plus
 * verify: "refuse"; only the safety net and rolling-summary refreshes ask the host model, so
 * the compact tests, which write through the tool and never trigger a summary, are unchanged.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { E2E_TEST_TIMEOUT_MS, waitFor, type OpenclawEnvironment, type Turn } from "./harness/index.js";
import type { GatewayRpc } from "./harness/skills.js";

/** Short enough to keep the hang scenario cheap, long enough that /compact is done well before. */
const REFINE_TIMEOUT_MS = 15_000;
const GUARD_MS = 60_000;
const MARK = "(refined by the host model)";

/** The plugin config these scenarios need. */
export const REFINE_CONFIG = { refine: { mode: "host", timeoutMs: REFINE_TIMEOUT_MS } };

let env: OpenclawEnvironment;
let rpc: GatewayRpc;

/** A refinement request from context-kit: no tools, our system prompt, this session's words. */
const refinementOf = (word: string) => (t: Turn) => t.offeredTools.length === 0 && t.systemText.includes("refinement step of context-kit") && t.userText.includes(word);
const userTurnIn = (session: string) => (t: Turn) => t.sessionKey === session && !t.isSummarization && t.latest?.role === "user";

function setUpSession(session: string, word: string) {
  const { model } = env;
  model.clearRules();
  model.whenSummarizing().reply(`## Decisions\n- Keep ${word}.\n\n## Open TODOs\n- None.`);
  model.when("plain reply", userTurnIn(session)).reply("Noted.");
}

/** The two scenarios, in the running environment `current()` returns (read when they run). */
export function describeRefinement(current: () => { env: OpenclawEnvironment; rpc: GatewayRpc }): void {
  describe("refinement by the host model in a running Gateway", () => {
    it(
      "the fake model answers: its compact, normalised and verified, replaces the deterministic one in place",
      async () => {
        ({ env, rpc } = current());
        const started = Date.now();
        const { model, scratch } = env;
        const session = "agent:main:e2e-refine-ok";
        const compacts = path.join(scratch.workspace, "memory", "compacts");
        setUpSession(session, "Heron");
        model.when("refinement (Heron)", refinementOf("Heron")).respond((t) => ({ text: refined(draftIn(t.userText), "The queue service is called Heron; the staging database is down until Monday.") }));
        await rpc.chat(session, "We decided to name the queue service Heron.");
        await rpc.chat(session, "Blocker: the staging database is down until Monday.");

        const before = snapshot(compacts);
        const mark = model.mark();
        const turn = await rpc.chat(session, "/compact");
        expect(turn.reply).toMatch(/compaction/i);

        const st = await statusShows("a refined compact", (s) => s.refine?.recent?.some((e) => e.outcome === "refined") === true);
        const event = st.refine!.recent!.find((e) => e.outcome === "refined")!;
        expect(event).toMatchObject({ skill: "compact", by: "before_compaction" });
        const written = changed(compacts, before);
        expect(written, "one compact: the refined one took the deterministic one's place").toEqual([path.basename(event.file!)]);
        const text = readFileSync(path.join(compacts, written[0]!), "utf8");
        expect(text).toContain(MARK);
        expect(text).toMatch(/^# Session Compact — /);
        expect(text).toContain("Heron");
        expect(st.refine).toMatchObject({ calls: 1, refined: 1, fallbacks: 0 });
        // What the model was asked: the live conversation and the deterministic draft.
        const asked = model.requestsSince(mark).filter((r) => r.turn && refinementOf("Heron")(r.turn));
        expect(asked).toHaveLength(1);
        expect(asked[0]!.turn!.userText).toContain("the staging database is down until Monday");
        expect(asked[0]!.turn!.userText).toMatch(/\nDraft:\n\n# Session Compact — /);
        logTiming("refined compact (3 turns + refinement)", started);
      },
      E2E_TEST_TIMEOUT_MS,
    );

    it(
      'the fake model hangs: the deterministic file is there, compaction does not wait, the request is aborted and status says "fallback: timeout"',
      async () => {
        ({ env, rpc } = current());
        const started = Date.now();
        const { model, scratch } = env;
        const session = "agent:main:e2e-refine-hang";
        const compacts = path.join(scratch.workspace, "memory", "compacts");
        setUpSession(session, "Kestrel");
        model.when("refinement (Kestrel)", refinementOf("Kestrel")).hang({ times: 1 });
        await rpc.chat(session, "We decided to ship the Kestrel beta on Thursday.");
        await rpc.chat(session, "Next step: write the release notes for Kestrel.");

        const before = snapshot(compacts);
        const mark = model.mark();
        const turn = await rpc.chat(session, "/compact");
        expect(turn.reply).toMatch(/compaction/i);

        const hung = await model.waitForRequest((r) => r.index >= mark && r.rule === "refinement (Kestrel) → hang", GUARD_MS);
        const file = await waitFor("the deterministic compact of the hanging session", () => changed(compacts, before)[0], { timeoutMs: GUARD_MS });
        const floor = readFileSync(path.join(compacts, file), "utf8");
        expect(floor).toContain("Kestrel");
        expect(floor).not.toContain(MARK);
        const summariser = model.requestsSince(mark).find((r) => r.turn?.isSummarization);
        expect(summariser, "core's summariser request after /compact").toBeDefined();

        // The request is aborted at refine.timeoutMs …
        await waitFor("context-kit to abort the hanging request", () => (hung.closedAt ? true : undefined), { timeoutMs: REFINE_TIMEOUT_MS + GUARD_MS });
        const closedAt = Date.parse(hung.closedAt!);
        // … after the deterministic file was written and after core compaction went ahead: the
        // hook did not wait for the model.
        expect(statSync(path.join(compacts, file)).mtimeMs).toBeLessThan(closedAt);
        expect(Date.parse(summariser!.at)).toBeLessThan(closedAt);

        const st = await statusShows("the timeout fallback", (s) => s.refine?.recent?.some((e) => e.reason === "timeout") === true);
        expect(st.refine!.recent!.at(-1)).toMatchObject({ skill: "compact", outcome: "fallback", reason: "timeout", file: `memory/compacts/${file}` });
        expect(readFileSync(path.join(compacts, file), "utf8"), "the deterministic file stands").toBe(floor);

        const shown = await rpc.chat(session, "/context_kit");
        expect(shown.reply).toContain("Refinement by the host model: on");
        expect(shown.reply).toMatch(/\d+ call\(s\), \d+ refined, 1 fallback\(s\)/);
        expect(shown.reply).toContain(`compact memory/compacts/${file}: fallback: timeout`);
        logTiming("hanging refinement (3 turns + timeout + /context_kit)", started);
      },
      E2E_TEST_TIMEOUT_MS,
    );
  });
}

// ---------------------------------------------------------------------------------------------

/** The deterministic draft at the end of a refinement prompt. */
function draftIn(prompt: string): string {
  const at = prompt.lastIndexOf("\nDraft:\n");
  if (at < 0) throw new Error(`no draft in the refinement prompt:\n${prompt.slice(0, 2000)}`);
  return prompt.slice(at + "\nDraft:\n".length).trim() + "\n";
}

/** What a faithful model sends back: the draft with a better summary (only words of the session). */
function refined(draft: string, summary: string): string {
  return draft.replace(/## Session Summary\n[\s\S]*$/, `## Session Summary\n${summary} ${MARK}\n`);
}

interface StatusFile {
  refine?: { calls?: number; refined?: number; fallbacks?: number; recent?: Array<{ skill?: string; outcome?: string; reason?: string; file?: string; by?: string }> };
}

function readStatus(): StatusFile {
  const file = path.join(env.scratch.workspace, "memory", "context-kit-state.json");
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as StatusFile) : {};
}

async function statusShows(what: string, ok: (s: StatusFile) => boolean): Promise<StatusFile> {
  return waitFor(`status: ${what}`, () => {
    const s = readStatus();
    return ok(s) ? s : undefined;
  }, { timeoutMs: REFINE_TIMEOUT_MS + GUARD_MS, describe: () => `${JSON.stringify(readStatus(), null, 1)}\n--- gateway log tail ---\n${env.gateway.log().slice(-3000)}` });
}

function snapshot(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir).filter((f) => f.endsWith(".md"))) {
    const st = statSync(path.join(dir, name));
    out.set(name, `${st.mtimeMs}:${st.size}`);
  }
  return out;
}

/** Compacts that are new since `before` (or were rewritten: a name is per minute). */
function changed(dir: string, before: Map<string, string>): string[] {
  return [...snapshot(dir)].filter(([name]) => !before.has(name)).map(([name]) => name);
}

function logTiming(what: string, started: number): void {
  console.log(`[e2e timing] ${what}: ${secs(Date.now() - started)}`);
}

function secs(ms: number | undefined): string {
  return ms === undefined ? "n/a" : `${(ms / 1000).toFixed(1)} s`;
}

