/**
 * The three skills end to end, inside one real OpenClaw Gateway on loopback with a scripted fake
 * model: the rolling-summary triggers (every 15 turns, after 10 consecutive tool calls) and the
 * SESSION-STATE.md injection, session_state reads racing the checkpoint's rewrites, the
 * compaction safety net and the compact injected into a new session, what a session sees and
 * counts after /new, memory_distill in a turn, and the distill cron jobs across a Gateway
 * restart; then, in the restarted Gateway, the context compactor's scenarios
 * (compact-scenarios.ts: the tool from chat, model-written drafts verified, refinement by the
 * host model, the compact after core compaction).
 *
 * One Gateway start and one restart for the whole file (each 40–57 s of a CI run): the tests run
 * in order and share the agent workspace, so each one uses its own session key and sets up the
 * files it reads. The cron test restarts the Gateway with the compact scenarios' plugin config
 * (verify: "refuse", refine.mode "host"), which they need and the skills tests before it must
 * not have; so it runs last of the skills tests.
 *
 * Chat turns go through a long-lived RPC bridge (harness/skills.ts) instead of one `openclaw
 * gateway call` process per RPC: the rolling summary alone needs 16 turns, and three CLI
 * start-ups per turn would cost minutes on a 2-core box.
 *
 * Hooks that run after a turn (agent_end, after_tool_call, before_compaction) are not all awaited
 * by OpenClaw before the reply is visible, so the tests wait for their effect – with generous
 * guards, never a timed assertion – using the plugin's own status file
 * (memory/context-kit-state.json, what `/context_kit` reports) as the "hook has run" barrier.
 *
 * Regressions of two plugin bugs this suite found: the context trigger once read the run's summed
 * usage, and the latest compact was once not injected after /new.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  E2E_SETUP_TIMEOUT_MS,
  E2E_TEST_TIMEOUT_MS,
  runOpenclaw,
  startGateway,
  startOpenclawEnvironment,
  textOf,
  toolResultsOf,
  waitFor,
  type ChatMessage,
  type ChatTurn,
  type Gateway,
  type OpenclawEnvironment,
  type RecordedRequest,
  type Turn,
} from "./harness/index.js";
import { injectedBlocks, spokenText, startGatewayRpc, type GatewayRpc } from "./harness/skills.js";
import { COMPACT_CONFIG, describeCompact } from "./compact-scenarios.js";

let env: OpenclawEnvironment;
/** The running Gateway: env.gateway until the cron test restarts it. */
let gateway: Gateway;
let rpc: GatewayRpc;

/** `/new` and `/reset` through chat.send need operator.admin (the CLI's default is operator.write). */
const ADMIN_SCOPES = ["operator.admin", "operator.read", "operator.write"];
const SUMMARY_HEADING = /^## Rolling Summary \(as of ([01]\d|2[0-3]):[0-5]\d\)$/m;
/** A whole Rolling Summary section as session_state read returns it: the heading, the five lines. */
const WHOLE_SUMMARY = /^## Rolling Summary \(as of ([01]\d|2[0-3]):[0-5]\d\)\n- Completed: .+\n- In progress: .+\n- Decisions: .+\n- Blockers: .+\n- Next: .+$/;
const HOOK_GUARD_MS = 60_000;

beforeAll(async () => {
  // distill.schedule turns on the cron service for the last test; it changes nothing else.
  env = await startOpenclawEnvironment({
    label: "skills",
    pluginConfig: { distill: { schedule: true } },
    // A turn of 10+ model calls (the tool loops here) schedules OpenClaw's Skill Workshop
    // review: after 30 s of quiet it replays the session to the model in the background, which
    // only costs CPU here and showed up as NO_RULE_MATCHED requests mid-test.
    extraConfig: { skills: { workshop: { autonomous: { mode: "off" } } } },
  });
  gateway = env.gateway;
  rpc = await startGatewayRpc(env.scratch, { log: () => gateway.log() });
  console.log(`[e2e timing] plugins install ${secs(env.timings.installMs)}, gateway start ${secs(env.timings.gatewayStartMs)}`);
}, E2E_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await rpc?.close();
  const errors: string[] = [];
  if (gateway && gateway !== env?.gateway) {
    // The restarted Gateway is not env's; stop it here and fail on a leak the same way env does.
    const report = await gateway.stop();
    if (!report.clean) errors.push(`restarted Gateway survived stop(): ${report.survivors.join(", ")}`);
  }
  await env?.stop();
  if (errors.length > 0) throw new Error(errors.join("; "));
}, E2E_SETUP_TIMEOUT_MS);

describe("context-kit skills inside a running Gateway", () => {
  it(
    "rolling summary: turn 15 writes `## Rolling Summary (as of HH:MM)` from the transcript, keeps the user's sections byte for byte, and the next request carries it",
    async () => {
      const started = Date.now();
      const { model, scratch } = env;
      const session = "agent:main:e2e-rolling";
      const stateFile = path.join(scratch.workspace, "SESSION-STATE.md");
      // The user's own sections: the summary section editor must splice its section in and
      // leave every byte of these alone (a nested heading, a list, a markdown hard line break).
      const teamNotes = "## Team Notes\n\nDeploy window: Friday 14:00.  \nAsk Priya before touching billing.\n\n### Contacts\n- Priya (billing)\n- Omar (infra)\n";
      const parkingLot = "## Parking Lot\n\n- Evaluate a second region next quarter.\n";
      const original = `# Session State\n\n${teamNotes}\n${parkingLot}`;
      writeFileSync(stateFile, original);

      model.clearRules();
      model.when("rolling: plain reply", (t) => isUserTurnIn(t, session)).respond((t) => ({ text: `Noted: ${spokenText(t).slice(0, 40)}` }));

      // A decision and a next step early on, then ordinary progress turns.
      const texts = [
        "We decided to use PostgreSQL for the ledger service.",
        "Next step: write the ledger migration script.",
        ...Array.from({ length: 13 }, (_, i) => `Progress ${i + 3}: reviewed part ${i + 3} of the invoice table layout.`),
      ];
      expect(texts).toHaveLength(15);
      for (const [i, text] of texts.entries()) {
        const turn = await rpc.chat(session, text);
        expect(turn.reply, `turn ${i + 1}`).toMatch(/^Noted: /);
        if (i + 1 === 14) {
          // Turn 14's agent_end has run once the status file counts 14 turns for this session.
          await turnsRecorded(session, 14);
          expect(readFileSync(stateFile, "utf8"), "SESSION-STATE.md after turn 14 (no summary yet)").toBe(original);
        }
      }

      await turnsRecorded(session, 15);
      const after = await waitFor("a Rolling Summary in SESSION-STATE.md after turn 15", () => {
        const text = readFileSync(stateFile, "utf8");
        return SUMMARY_HEADING.test(text) ? text : undefined;
      }, { timeoutMs: HOOK_GUARD_MS, describe: () => readFileSync(stateFile, "utf8") });

      // Built from this session's transcript: the decision and the next step are in it.
      const summary = section(after, "## Rolling Summary");
      expect(summary).toMatch(/^- Decisions: .*PostgreSQL/m);
      expect(summary).toMatch(/^- Next: .*migration/im);
      // The user's sections and the title are still there, byte for byte.
      expect(after.startsWith("# Session State\n")).toBe(true);
      expect(after).toContain(teamNotes);
      expect(after).toContain(parkingLot);
      expect(after.match(/^## Rolling Summary/gm)).toHaveLength(1);

      // The next model request carries SESSION-STATE.md – summary included – as labelled data.
      const mark = model.mark();
      await rpc.chat(session, "What is the plan for tomorrow?");
      const next = firstRequestOf(session, mark);
      const blocks = injectedBlocks(next).filter((b) => b.source === "SESSION-STATE.md");
      expect(blocks, "SESSION-STATE.md blocks in the next request").toHaveLength(1);
      expect(blocks[0]!.text).toMatch(SUMMARY_HEADING);
      expect(blocks[0]!.text).toContain(summary.split("\n").find((l) => l.startsWith("- Decisions:"))!);
      expect(blocks[0]!.text).toContain("Ask Priya before touching billing.");
      logTiming("rolling summary (16 turns)", started);
    },
    E2E_TEST_TIMEOUT_MS,
  );

  it(
    "tool-loop checkpoint: 9 consecutive tool calls leave SESSION-STATE.md alone, the 10th writes a fresh Rolling Summary",
    async () => {
      const started = Date.now();
      const { model, scratch } = env;
      const session = "agent:main:e2e-toolloop";
      const stateFile = path.join(scratch.workspace, "SESSION-STATE.md");
      rmSync(stateFile, { force: true });
      model.clearRules();
      const seen = scriptToolLoop(session, stateFile);
      // Small per-call usage keeps the context-% trigger out of this test: OpenClaw reports a
      // run's usage summed over its model calls, which the plugin mistakes for context use (see
      // the next test), and 10 calls of the real ~13k-token prompt would look like 100 %.
      model.setDefaultUsage({ promptTokens: 1_000 });
      try {
        const nine = await rpc.chat(session, "Checkpoint drill: list the workspace nine times (LOOP-9).");
        expect(nine.reply).toBe("Listed the workspace 9 times.");
        expect(toolResultsOf(nine.messages, "ls")).toHaveLength(9);
        await turnsRecorded(session, 1);
        expect(existsSync(stateFile), `SESSION-STATE.md after 9 consecutive tool calls:\n${readIfExists(stateFile)}\nstatus: ${JSON.stringify(await status(), null, 1)}`).toBe(false);

        const ten = await rpc.chat(session, "Checkpoint drill for the billing export: list the workspace ten times (LOOP-10).");
        expect(ten.reply).toBe("Listed the workspace 10 times.");
        const results = toolResultsOf(ten.messages, "ls");
        expect(results).toHaveLength(10);
        expect(results.every((r) => r.isError !== true), textOf(results.find((r) => r.isError))).toBe(true);

        const text = await waitFor("a Rolling Summary in SESSION-STATE.md after the 10th consecutive tool call", () => {
          const t = readIfExists(stateFile);
          return SUMMARY_HEADING.test(t) ? t : undefined;
        }, { timeoutMs: HOOK_GUARD_MS, describe: () => `status: ${JSON.stringify(readStatusSync())}\n${gateway.log().slice(-3000)}` });
        // Not written before the 10th call of this turn (calls 1–9 had finished when the model
        // saw requests 2–10), written by the tool-loop trigger, from this session's transcript.
        expect(seen.filter((x) => x.loop === 10 && x.callsSoFar >= 1 && x.callsSoFar <= 9).map((x) => x.hadSummary)).toEqual(Array(9).fill(false));
        // The run is recorded right after the file is written; wait for that record too.
        await statusShows("the tool-loop trigger's run", (st) => st.lastRun?.rollingSummary?.by === "trigger:tool-loop");
        expect(section(text, "## Rolling Summary")).toMatch(/billing export/i);
      } finally {
        model.setDefaultUsage(undefined);
      }
      logTiming("tool-loop checkpoint (2 turns, 19 tool calls)", started);
    },
    E2E_TEST_TIMEOUT_MS,
  );

  it(
    "context trigger: a run of 8 tool calls on a ~10 % context does not count as crossing 70 % (usage is per call, not summed)",
    async () => {
      const started = Date.now();
      const { model, scratch } = env;
      const session = "agent:main:e2e-context-sum";
      const stateFile = path.join(scratch.workspace, "SESSION-STATE.md");
      rmSync(stateFile, { force: true });
      model.clearRules();
      scriptToolLoop(session, stateFile);
      model.when("context: plain reply", (t) => isUserTurnIn(t, session) && loopSize(t) === undefined).reply("Noted.");

      // Realistic usage (the fake model's default: ~4 characters per token of what was sent):
      // each of the 9 model calls sends ~13k tokens of a 128k window, i.e. ~10 %.
      const loop = await rpc.chat(session, "List the workspace eight times (LOOP-8).");
      expect(toolResultsOf(loop.messages, "ls")).toHaveLength(8);
      // The fake model's usage estimate (fake-model-server.ts usageFor), per request of the run.
      const perCall = model.requestsForSession(session).map((r) => Math.ceil(JSON.stringify((r.body as { messages: unknown }).messages).length / 4));
      expect(perCall.length).toBeGreaterThanOrEqual(9);
      expect(Math.max(...perCall), "largest prompt of the run, in tokens").toBeLessThan(0.2 * 128_000);
      // A second turn: its agent_end snapshot is written after the first turn's llm_output hook
      // (which reports the run's usage) has long run.
      await rpc.chat(session, "Thanks.");
      await turnsRecorded(session, 2);
      const recorded = readStatusSync();
      // Regression: llm_output's usage is the whole run's total (OpenClaw sums every model call),
      // which once fired the 70 % trigger on a tool loop over a ~10 % context.
      expect(recorded.lastRun?.rollingSummary?.by, `status: ${JSON.stringify(recorded, null, 1)}`).not.toBe("trigger:context");
      expect(existsSync(stateFile), `SESSION-STATE.md:\n${readIfExists(stateFile)}`).toBe(false);
      logTiming("context trigger vs. a tool loop (2 turns, 8 tool calls)", started);
    },
    E2E_TEST_TIMEOUT_MS,
  );

  it(
    "session_state reads while tool-loop checkpoints rewrite SESSION-STATE.md: every read returns the old or a new summary, none fails",
    async () => {
      const started = Date.now();
      const { model, scratch } = env;
      const stateFile = path.join(scratch.workspace, "SESSION-STATE.md");
      // Two sessions read at once, 4 reads a response. Each one's checkpoint (every 10 calls,
      // run after the call and not awaited by OpenClaw) writes its own summary – In progress is
      // its own request – so the two keep replacing each other's version (a rename over the
      // path) while reads of both are under way. They read on until their reads have seen the
      // file change 4 times, so the drill adapts to a slow box instead of ending too early.
      const drills = ["ledger", "payroll"].map((name) => ({
        session: `agent:main:e2e-read-race-${name}`,
        request: `Keep checking the ${name} rollout summary while it changes (READS-UNTIL-CHANGED).`,
      }));
      writeFileSync(stateFile, "# Session State\n\n## Rolling Summary (as of 08:00)\n- Completed: —\n- In progress: Nothing before the drill\n- Decisions: —\n- Blockers: —\n- Next: —\n");
      model.clearRules();
      scriptStateReads(drills.map((d) => d.session), { batch: 4, untilChanges: 4, maxReads: 200 });
      model.setDefaultUsage({ promptTokens: 1_000 }); // keeps the context trigger out (see the tool-loop test)
      const mark = model.mark();
      let turns: ChatTurn[];
      try {
        turns = await Promise.all(drills.map((d) => rpc.chat(d.session, d.request)));
      } finally {
        model.setDefaultUsage(undefined);
      }
      const perSession = turns.map((t) => toolResultsOf(t.messages, "session_state"));
      const results = perSession.flat();
      const changes = perSession.reduce((n, rs) => n + versionChanges(rs.map(textOf)), 0);
      console.log(`[e2e figure] read race: ${results.length} reads in ${model.requestsSince(mark).length} model calls, the summary changed ${changes} times between consecutive reads`);

      // Every read succeeded and returned a whole summary: the one before the drill or one a
      // checkpoint wrote. Never a path-mismatch / identity error (a read that lost fs-safe's
      // identity check to the rename), never a torn file.
      const inProgress = /^- In progress: (?:Nothing before the drill|Keep checking the (?:ledger|payroll) rollout summary while it changes)/m;
      const bad = results.filter((r) => r.isError === true || !WHOLE_SUMMARY.test(textOf(r)) || !inProgress.test(textOf(r)));
      expect(bad.map(textOf), "session_state reads that failed or returned something else").toEqual([]);
      for (const [i, t] of turns.entries()) expect(t.reply, drills[i]!.session).toMatch(/^Read the state \d+ times\.$/);
      // The race was real: the checkpoints replaced the file between the reads, repeatedly.
      expect(changes, "version changes the reads saw").toBeGreaterThanOrEqual(4);
      for (const d of drills) await turnsRecorded(d.session, 1);
      logTiming(`read race (2 concurrent turns, ${results.length} reads)`, started);
    },
    E2E_TEST_TIMEOUT_MS,
  );

  it(
    "core compaction (/compact) leaves a compact of the live session in memory/compacts/ (before_compaction safety net)",
    async () => {
      const started = Date.now();
      const { model, scratch } = env;
      const session = "agent:main:e2e-core-compact";
      const compactsDir = path.join(scratch.workspace, "memory", "compacts");

      model.clearRules();
      // OpenClaw's own summariser calls the model too; it gets a plain summary.
      model.whenSummarizing().reply("## Decisions\n- The queue service is called Heron.\n\n## Open TODOs\n- Wait for the staging database.");
      model.when("core compact: plain reply", (t) => isUserTurnIn(t, session)).reply("Noted.");
      await rpc.chat(session, "We decided to name the queue service Heron.");
      await rpc.chat(session, "Blocker: the staging database is down until Monday.");

      const before = snapshotMarkdown(compactsDir);
      const mark = model.mark();
      const turn = await rpc.chat(session, "/compact");
      expect(turn.reply).toMatch(/compaction/i);
      expect(model.requestsSince(mark).filter((r) => r.turn?.isSummarization), "summariser requests").not.toHaveLength(0);

      const written = await waitFor("a new compact in memory/compacts/ after /compact", () => {
        const changed = changedMarkdown(compactsDir, before);
        return changed.length > 0 ? changed : undefined;
      }, { timeoutMs: HOOK_GUARD_MS, describe: () => gateway.log().slice(-3000) });
      expect(written).toHaveLength(1);
      const compact = readFileSync(path.join(compactsDir, written[0]!), "utf8");
      // Extracted from the transcript as it was before core compaction replaced it.
      expect(compact).toContain("Heron");
      expect(compact).toMatch(/staging database is down/);
      const run = await statusShows("the safety-net compact's run", (st) => st.lastRun?.compact?.note === `memory/compacts/${written[0]}`);
      expect(run.lastRun?.compact?.by).toBe("before_compaction");
      logTiming("core compaction (3 turns)", started);
    },
    E2E_TEST_TIMEOUT_MS,
  );

  it(
    "/new: the first request of the new session carries the latest compact, the second does not; the old summary comes labelled as the previous session's until this session's first refresh; turns count user messages",
    async () => {
      const started = Date.now();
      const { model, scratch } = env;
      const session = "agent:main:e2e-new-session";
      const compactsDir = path.join(scratch.workspace, "memory", "compacts");
      const stateFile = path.join(scratch.workspace, "SESSION-STATE.md");

      model.clearRules();
      scriptToolLoop(session, stateFile);
      model.when("new session: compact", (t) => isUserTurnIn(t, session) && spokenText(t) === "compact").respond(() => ({ toolCalls: [{ name: "context_compact", args: { action: "write" } }] }));
      model.afterToolResult("context_compact").reply("Compacted.");
      model.when("new session: plain reply", (t) => isUserTurnIn(t, session) && loopSize(t) === undefined).reply("Noted.");
      await rpc.chat(session, "We decided to ship the Kestrel beta on Thursday. Next step: write the release notes.");
      // One user message answered by 3 tool calls and 4 assistant messages: one turn.
      const loop3 = await rpc.chat(session, "Check the Kestrel build three times (LOOP-3).");
      expect(toolResultsOf(loop3.messages, "ls")).toHaveLength(3);

      // The summary the ended session leaves behind (written here so the test does not depend
      // on a trigger firing in this short session).
      writeFileSync(stateFile, "# Session State\n\n## Rolling Summary (as of 09:10)\n- Completed: Kestrel plan\n- In progress: Release notes for Kestrel\n- Decisions: Ship Thursday\n- Blockers: —\n- Next: —\n");
      const before = snapshotMarkdown(compactsDir);
      const reset = await rpc.chat(session, "/new", { scopes: ADMIN_SCOPES });
      expect(reset.reply).toMatch(/new session/i);
      // The safety net (before_reset / session_end) saved the old session before it went.
      const saved = await waitFor("the safety-net compact of the session /new ended", () => {
        const changed = changedMarkdown(compactsDir, before);
        return changed.length > 0 ? changed : undefined;
      }, { timeoutMs: HOOK_GUARD_MS, describe: () => gateway.log().slice(-3000) });
      const savedCompact = readFileSync(path.join(compactsDir, saved[0]!), "utf8");
      expect(savedCompact).toContain("Kestrel");
      // The ended session had 2 user messages: 2 turns (the loop's calls and `/new` add none).
      expect(savedCompact).toMatch(/^\*\*Turns\*\*: 2 \|/m);
      expect(savedCompact).toMatch(/\b(?:Over|A session of) 2 turns and 3 tool calls\b/);

      const first = await requestOf(session, () => rpc.chat(session, "Hello again. Where were we?"));
      const second = await requestOf(session, () => rpc.chat(session, "Thanks, carry on."));
      const compactSources = (r: RecordedRequest) => injectedBlocks(r).map((b) => b.source).filter((s) => s.startsWith("memory/compacts/"));

      // Regression: OpenClaw keeps the sessionId across /new and runs session_end in another
      // registration of the plugin, so an injected-once flag per id was never reset.
      expect(compactSources(first), "compact blocks in the first request after /new").toHaveLength(1);
      expect(compactSources(first)[0]).toMatch(/^memory\/compacts\/[^/]+\.md$/);
      expect(compactSources(second), "compact blocks in the second request after /new").toEqual([]);
      // The old session's summary comes with every turn labelled as the previous session's
      // (README, "Rolling summary"), until this session refreshes it.
      const stateBlock = (r: RecordedRequest, label: string) => {
        const state = injectedBlocks(r).filter((b) => b.source === "SESSION-STATE.md");
        expect(state, `SESSION-STATE.md blocks in the ${label} request after /new`).toHaveLength(1);
        return state[0]!.text;
      };
      const PREVIOUS = /from the previous session \(ended ([01]\d|2[0-3]):[0-5]\d\), not this session's state/;
      for (const [label, r] of [["first", first], ["second", second]] as const) {
        expect(stateBlock(r, label)).toContain("In progress: Release notes for Kestrel");
        expect(stateBlock(r, label)).toMatch(PREVIOUS);
      }

      // This session's first refresh (the tool-loop checkpoint) replaces the old summary with
      // one from this session's transcript, which from then on comes unlabelled.
      model.setDefaultUsage({ promptTokens: 1_000 }); // the checkpoint, not the context trigger
      try {
        await rpc.chat(session, "Draft the Kestrel changelog while listing the workspace ten times (LOOP-10).");
      } finally {
        model.setDefaultUsage(undefined);
      }
      await waitFor("this session's first refresh of SESSION-STATE.md", () => (/^- In progress: Draft the Kestrel changelog/m.test(readIfExists(stateFile)) ? true : undefined), {
        timeoutMs: HOOK_GUARD_MS,
        describe: () => readIfExists(stateFile),
      });
      const refreshed = stateBlock(await requestOf(session, () => rpc.chat(session, "What is in progress now?")), "fourth");
      expect(refreshed).toMatch(/^- In progress: Draft the Kestrel changelog/m);
      expect(refreshed).not.toMatch(/previous session/);
      expect(refreshed).not.toContain("Release notes for Kestrel");
      // Built from this conversation only: OpenClaw keeps one transcript across /new, and the
      // ended conversation's decision and next step once came back here as current.
      expect(refreshed).not.toContain("Ship the Kestrel beta");
      expect(refreshed).not.toMatch(/^- Next: .*release notes/im);

      // Turns of the new session: its own user messages only – not the ended session's, not the
      // tool calls of its loop. Status counts 4, and a compact written in the 5th counts 5.
      await turnsRecorded(session, 4);
      const beforeOwn = snapshotMarkdown(compactsDir);
      const own = await rpc.chat(session, "compact");
      expect(own.reply).toBe("Compacted.");
      const ownFiles = changedMarkdown(compactsDir, beforeOwn);
      expect(ownFiles, textOf(toolResultsOf(own.messages, "context_compact")[0])).toHaveLength(1);
      const ownCompact = readFileSync(path.join(compactsDir, ownFiles[0]!), "utf8");
      expect(ownCompact).toMatch(/^\*\*Turns\*\*: 5 \|/m);
      expect(ownCompact).toMatch(/\b(?:Over|A session of) 5 turns and 11 tool calls\b/); // the loop's 10 and this compact's own
      await turnsRecorded(session, 5);

      // before_reset and session_end both ran for the one /new (their safety-net log lines; each
      // hook's daily note follows its line, turns ago): the ended conversation is in the daily
      // note once. The /new message, recorded between the two, once made it a third turn there.
      await waitFor("before_reset's and session_end's safety nets of the /new", () => (/safety-net compact \(before_reset\)/.test(gateway.log()) && /safety-net compact \(session_end:new\)/.test(gateway.log()) ? true : undefined), {
        timeoutMs: HOOK_GUARD_MS,
        describe: () => gateway.log().slice(-3000),
      });
      const notes = readdirSync(path.join(scratch.workspace, "memory")).filter((f) => /^\d{4}-\d\d-\d\d\.md$/.test(f));
      const dailyNote = notes.map((f) => readFileSync(path.join(scratch.workspace, "memory", f), "utf8")).join("\n");
      expect(dailyNote.split(/^## /m).filter((part) => part.startsWith("Session ") && part.includes("Kestrel beta")), dailyNote).toHaveLength(1);
      expect(dailyNote).toContain("Over 2 turns and 3 tool calls");
      rmSync(stateFile, { force: true });
      logTiming("/new (8 turns, 14 tool calls)", started);
    },
    E2E_TEST_TIMEOUT_MS,
  );

  it(
    'memory_distill {"action":"run"} in a turn writes memory/distilled/day-<yesterday>.md and leaves MEMORY.md untouched',
    async () => {
      const started = Date.now();
      const { model, scratch } = env;
      const session = "agent:main:e2e-distill";
      const memoryDir = path.join(scratch.workspace, "memory");
      mkdirSync(memoryDir, { recursive: true });
      // Yesterday on the Gateway's clock: same machine, and the plugin's timezone defaults to
      // the host's, which the Gateway inherits from this process's environment.
      const yesterday = dayBefore(isoDateInZone(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone));
      const log = [
        `# ${yesterday}`,
        "",
        "## Morning",
        "",
        "- Decided to move the billing service to PostgreSQL 16; the migration is planned for next sprint.",
        "- The p95 latency of the checkout API dropped from 840 ms to 310 ms after the index change.",
        "- Checked email.",
        "",
        "## Afternoon",
        "",
        "- Agreed with Sam that the on-call rotation changes to 2 people per week starting Monday.",
        "",
      ].join("\n");
      writeFileSync(path.join(memoryDir, `${yesterday}.md`), log);
      const memoryMd = "# MEMORY\n\n- Prefers short answers with the numbers up front.\n- Team: Sam (on-call lead), Maya (reports).\n";
      writeFileSync(path.join(scratch.workspace, "MEMORY.md"), memoryMd);

      model.clearRules();
      // The tool must be offered directly (catalogMode "direct-only"); if it is not, the reply
      // says so and the assertions below show it.
      model
        .when("distill: call memory_distill", (t) => isUserTurnIn(t, session) && /\bdistill\b/i.test(spokenText(t)))
        .respond((t) =>
          t.offeredTools.includes("memory_distill")
            ? { toolCalls: [{ name: "memory_distill", args: { action: "run" } }] }
            : { text: `memory_distill is not offered; tools: ${t.offeredTools.join(", ")}` },
        );
      model.afterToolResult("memory_distill").respond((t) => ({ text: `Distill result: ${t.toolResult!.content}` }));

      const turn = await rpc.chat(session, "Please distill my memory logs now.");
      const results = toolResultsOf(turn.messages, "memory_distill");
      expect(results, turn.reply).toHaveLength(1);
      expect(results[0]!.isError, textOf(results[0])).not.toBe(true);
      expect(textOf(results[0])).toContain(`memory/distilled/day-${yesterday}.md`);

      const day = readFileSync(path.join(memoryDir, "distilled", `day-${yesterday}.md`), "utf8");
      expect(day).toContain(`# Daily Distillation: ${yesterday}`);
      expect(day).toMatch(/PostgreSQL 16/);
      expect(day).toMatch(/840 ms/);
      expect(readFileSync(path.join(scratch.workspace, "MEMORY.md"), "utf8")).toBe(memoryMd);
      expect(readFileSync(path.join(memoryDir, `${yesterday}.md`), "utf8")).toBe(log);
      logTiming("memory_distill (1 turn)", started);
    },
    E2E_TEST_TIMEOUT_MS,
  );

  it(
    "distill.schedule: exactly three context-kit cron jobs after start, and the same three (same ids) after a Gateway restart",
    async () => {
      const started = Date.now();
      const { scratch } = env;
      const reconciled = /context-kit: (distill cron jobs: added \d+, updated \d+, removed \d+|could not register the distill cron jobs)/g;
      const reconcileLines = () => [...gateway.log().matchAll(reconciled)].map((m) => m[0]);
      // The cron service runs asynchronously after start-up; its log line is the barrier.
      await waitFor("the distill cron service to reconcile its jobs (its log line)", () => (reconcileLines().length >= 1 ? true : undefined), {
        timeoutMs: HOOK_GUARD_MS,
        describe: async () => `context-kit jobs now: ${JSON.stringify(await contextKitCronJobs(scratch.home).catch((e: Error) => e.message))}\n${gateway.log().slice(-3000)}`,
      });
      const first = await contextKitCronJobs(scratch.home);
      expect(first.map((j) => j.declarationKey).sort()).toEqual(["context-kit:distill-monthly", "context-kit:distill-nightly", "context-kit:distill-weekly"]);

      // Restart on the same scratch home: stop (SIGTERM, orderly) and start again, with the
      // compact scenarios' plugin config (registered below; a config change is what a user
      // restarts for, and the schedule stays on, so the cron jobs must come back the same).
      scratch.updateConfig((config) => {
        const entry = config.plugins.entries["context-kit"];
        entry.config = { ...entry.config, ...COMPACT_CONFIG };
      });
      await rpc.close();
      const linesBefore = reconcileLines().length;
      const report = await gateway.stop();
      expect(report.clean, `survivors: ${report.survivors.join(", ")}`).toBe(true);
      gateway = await startGateway(scratch);
      rpc = await startGatewayRpc(scratch, { log: () => gateway.log() });
      console.log(`[e2e timing] gateway restart ${secs(gateway.startupMs)}`);
      // gateway.log is appended to across starts: wait for the *new* Gateway's reconcile, so a
      // service that adds duplicates cannot do so after we listed.
      await waitFor("the restarted Gateway's distill cron service to reconcile", () => (reconcileLines().length > linesBefore ? true : undefined), {
        timeoutMs: HOOK_GUARD_MS,
        describe: () => gateway.log().slice(-3000),
      });
      expect(reconcileLines().at(-1)).not.toMatch(/could not register/);

      const second = await contextKitCronJobs(scratch.home);
      expect(second).toHaveLength(3);
      expect(byKey(second)).toEqual(byKey(first));
      logTiming("cron jobs across a restart", started);
    },
    E2E_TEST_TIMEOUT_MS,
  );
});

// In the restarted Gateway (plugin config COMPACT_CONFIG): the refinement and compact scenarios.
describeCompact(() => ({ env: { ...env, gateway }, rpc }));

// ---------------------------------------------------------------------------------------------

/** A request the model answers for the user (not the summariser, not a tool result). */
function isUserTurn(turn: Turn): boolean {
  return !turn.isSummarization && turn.latest?.role === "user";
}

/**
 * The same, for one session. OpenClaw names the session in a `Runtime: … session=<key>` line of
 * the session's first user message (Turn.sessionKey), so background turns of other sessions
 * (cron runs) never get this test's answers.
 */
function isUserTurnIn(turn: Turn, session: string): boolean {
  return isUserTurn(turn) && turn.sessionKey === session;
}

/**
 * "LOOP-<n>" in the user's message makes the model call `ls` n times in a row, with no text in
 * between, then answer "Listed the workspace <n> times.". Returns, per request, whether
 * SESSION-STATE.md held a Rolling Summary at that moment: the fake model runs in this process,
 * so that is what the workspace held while the loop was going on.
 */
function scriptToolLoop(session: string, stateFile: string): Array<{ loop: number; callsSoFar: number; hadSummary: boolean }> {
  const seen: Array<{ loop: number; callsSoFar: number; hadSummary: boolean }> = [];
  env.model
    .when(`tool loop in ${session}`, (t) => !t.isSummarization && t.sessionKey === session && loopSize(t) !== undefined && (t.latest?.role === "user" || t.toolResult?.toolName === "ls"))
    .respond((t) => {
      const loop = loopSize(t)!;
      const callsSoFar = toolCallsThisTurn(t).length;
      seen.push({ loop, callsSoFar, hadSummary: SUMMARY_HEADING.test(readIfExists(stateFile)) });
      return callsSoFar < loop ? { toolCalls: [{ name: "ls", args: { path: "." } }] } : { text: `Listed the workspace ${loop} times.` };
    });
  return seen;
}

/**
 * "READS-UNTIL-CHANGED" in the user's message makes the model call `session_state`
 * `{ action: "read" }`, `batch` calls a response, until the reads of all these sessions together
 * have seen the summary change `untilChanges` times (or this session made `maxReads` reads),
 * then answer "Read the state <n> times.".
 */
function scriptStateReads(sessions: string[], o: { batch: number; untilChanges: number; maxReads: number }): void {
  const changesSeen = new Map<string, number>();
  env.model
    .when("read race: session_state reads", (t) => !t.isSummarization && sessions.includes(t.sessionKey ?? "") && /\bREADS-UNTIL-CHANGED\b/.test(currentTurnMessages(t).user) && (t.latest?.role === "user" || t.toolResult?.toolName === "session_state"))
    .respond((t) => {
      const after = currentTurnMessages(t).after;
      const done = after.flatMap((m) => (m.role === "assistant" ? m.tool_calls ?? [] : [])).length;
      changesSeen.set(t.sessionKey!, versionChanges(after.filter((m) => m.role === "tool").map(textOfMessage)));
      const changes = [...changesSeen.values()].reduce((a, b) => a + b, 0);
      if (changes >= o.untilChanges || done >= o.maxReads) return { text: `Read the state ${done} times.` };
      return { toolCalls: Array.from({ length: o.batch }, () => ({ name: "session_state", args: { action: "read" } })) };
    });
}

/** How often a sequence of session_state read results changes from one version to another
 *  (by the In progress line; results without one, e.g. errors, are skipped). */
function versionChanges(results: string[]): number {
  const versions = results.map((r) => /^- In progress: (.*)$/m.exec(r)?.[1]).filter((v): v is string => v !== undefined);
  return versions.filter((v, i) => i > 0 && v !== versions[i - 1]).length;
}

/** The first model request of a session since a mark (not the summariser's). */
function firstRequestOf(session: string, mark: number): RecordedRequest {
  const requests = env.model.requestsForSession(session, mark);
  const found = requests.find((r) => r.turn !== undefined && !r.turn.isSummarization);
  if (!found) throw new Error(`no model request of ${session} since the mark (${env.model.requestsSince(mark).length} requests in all)`);
  return found;
}

/** Runs one chat turn and returns the first model request it caused. */
async function requestOf(session: string, send: () => Promise<unknown>): Promise<RecordedRequest> {
  const mark = env.model.mark();
  await send();
  return firstRequestOf(session, mark);
}

/** Messages of the current user turn: everything after the last real user message. */
function currentTurnMessages(turn: Turn): { user: string; after: ChatMessage[] } {
  const messages = turn.realMessages;
  let last = messages.length - 1;
  while (last >= 0 && messages[last]!.role !== "user") last--;
  return { user: last >= 0 ? spokenText({ ...turn, userText: textOfMessage(messages[last]!) }) : "", after: messages.slice(last + 1) };
}

function textOfMessage(message: ChatMessage): string {
  const content = message.content;
  if (typeof content === "string") return content;
  return Array.isArray(content) ? content.map((p) => p.text ?? "").join("") : "";
}

function toolCallsThisTurn(turn: Turn): unknown[] {
  return currentTurnMessages(turn).after.flatMap((m) => (m.role === "assistant" ? m.tool_calls ?? [] : []));
}

function loopSize(turn: Turn): number | undefined {
  const match = /\bLOOP-(\d+)\b/.exec(currentTurnMessages(turn).user);
  return match ? Number(match[1]) : undefined;
}

interface StatusFile {
  lastRun?: Record<string, { by?: string; note?: string } | undefined>;
  sessions?: Record<string, { turns?: number } | undefined>;
}

/** memory/context-kit-state.json: what the plugin recorded about its runs (`/context_kit`). */
function readStatusSync(): StatusFile {
  const file = path.join(env.scratch.workspace, "memory", "context-kit-state.json");
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as StatusFile) : {};
}

async function status(): Promise<StatusFile> {
  return readStatusSync();
}

/** Waits until the status file satisfies `ok` (the plugin records a run right after its write). */
async function statusShows(what: string, ok: (st: StatusFile) => boolean): Promise<StatusFile> {
  return waitFor(`status: ${what}`, () => {
    const st = readStatusSync();
    return ok(st) ? st : undefined;
  }, { timeoutMs: HOOK_GUARD_MS, describe: () => JSON.stringify(readStatusSync(), null, 1) });
}

/** Waits until agent_end of the session's n-th turn has run (its status snapshot says n turns). */
async function turnsRecorded(sessionKey: string, n: number): Promise<void> {
  await waitFor(`agent_end of turn ${n} in ${sessionKey}`, async () => ((await status()).sessions?.[sessionKey]?.turns === n ? true : undefined), {
    timeoutMs: HOOK_GUARD_MS,
    describe: async () => JSON.stringify((await status()).sessions?.[sessionKey]),
  });
}

/** The markdown section starting at the line that begins with `heading`, up to the next `## `. */
function section(markdown: string, heading: string): string {
  const start = markdown.split("\n").findIndex((l) => l.startsWith(heading));
  if (start < 0) return "";
  const lines = markdown.split("\n").slice(start);
  const end = lines.findIndex((l, i) => i > 0 && /^##? /.test(l));
  return lines.slice(0, end < 0 ? undefined : end).join("\n");
}

interface CronJob {
  id: string;
  declarationKey?: string;
  name?: string;
}

/** `openclaw cron list --all --json` (the CLI an operator uses; cron needs the running Gateway). */
async function contextKitCronJobs(home: string): Promise<CronJob[]> {
  const result = await runOpenclaw(home, ["cron", "list", "--all", "--json"], { timeoutMs: 120_000 });
  expect(result.code, result.stderr).toBe(0);
  const listed = result.json<{ jobs?: CronJob[]; hasMore?: boolean }>();
  expect(listed.hasMore ?? false).toBe(false);
  return (listed.jobs ?? []).filter((j) => j.declarationKey?.startsWith("context-kit:"));
}

function byKey(jobs: CronJob[]): Record<string, string> {
  return Object.fromEntries(jobs.map((j) => [j.declarationKey!, j.id]));
}

function readIfExists(file: string): string {
  return existsSync(file) ? readFileSync(file, "utf8") : "(absent)";
}

function isoDateInZone(date: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get("year")}-${get("month")}-${get("day")}`;
}

function dayBefore(isoDate: string): string {
  const d = new Date(`${isoDate}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** name → mtime+size of the .md files in dir (compacts are named per minute: a second one in the
 * same minute may get a suffix or rewrite a file, so "changed" covers both). */
function snapshotMarkdown(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir).filter((f) => f.endsWith(".md"))) {
    const st = statSync(path.join(dir, name));
    out.set(name, `${st.mtimeMs}:${st.size}`);
  }
  return out;
}

function changedMarkdown(dir: string, before: Map<string, string>): string[] {
  return [...snapshotMarkdown(dir)].filter(([name, stamp]) => before.get(name) !== stamp).map(([name]) => name);
}

function logTiming(what: string, started: number): void {
  console.log(`[e2e timing] ${what}: ${secs(Date.now() - started)}`);
}

function secs(ms: number | undefined): string {
  return ms === undefined ? "n/a" : `${(ms / 1000).toFixed(1)} s`;
}
