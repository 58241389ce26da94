/**
 * Issue 2, test 2: context-kit inside a real OpenClaw Gateway on loopback, with a scripted fake
 * model on 127.0.0.1. The user says "compact" through chat.send; the model calls
 * `context_compact`; the tool extracts the live session and writes memory/compacts/<file>.md; the
 * tool result goes back to the model; the final reply arrives.
 *
 * One Gateway for the whole file (start-up is ~15–40 s); every test uses its own session key.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  E2E_SETUP_TIMEOUT_MS,
  E2E_TEST_TIMEOUT_MS,
  startOpenclawEnvironment,
  textOf,
  toolCallsOf,
  toolResultsOf,
  type ChatTool,
  type OpenclawEnvironment,
  type RecordedRequest,
  type Turn,
} from "./harness/index.js";
import { EXPECTED_TOOLS } from "./expected-surface.js";

let env: OpenclawEnvironment;

beforeAll(async () => {
  env = await startOpenclawEnvironment({ label: "gateway-compact" });
  console.log(`[e2e timing] plugins install ${secs(env.timings.installMs)}, gateway start ${secs(env.timings.gatewayStartMs)}`);
}, E2E_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await env?.stop();
}, E2E_SETUP_TIMEOUT_MS);

describe("context-kit in a running Gateway", () => {
  it(
    '"compact" makes the model call context_compact, which writes memory/compacts/ from the live session, and the final reply arrives',
    async () => {
      const { model, gateway, scratch } = env;
      const session = "agent:main:e2e-compact";
      const compactsDir = path.join(scratch.workspace, "memory", "compacts");

      // A first turn gives the session something worth compacting.
      model.clearRules();
      model.whenUserSays(/PostgreSQL/).reply("Noted: PostgreSQL it is.", { times: 1 });
      const seed = await gateway.chat(session, "We decided to store sessions in PostgreSQL. Next step: write the migration.");
      console.log(`[e2e timing] chat turn (first, no tool) ${secs(seed.durationMs)}`);
      expect(seed.reply).toBe("Noted: PostgreSQL it is.");

      // The model sees the plugin's tools directly, not only behind tool_search/tool_call –
      // that is what `catalogMode: "direct-only"` is for.
      const firstRequest = model.chatRequests().at(-1)!;
      const offered = offeredTools(firstRequest);
      expect(offered.map((t) => t.function.name)).toEqual(expect.arrayContaining([...EXPECTED_TOOLS]));

      // Call context_compact the way its schema asks: `{ action: "write" }` if it has an action
      // parameter, `{}` otherwise (both mean "extract the live session and write a compact").
      const schema = offered.find((t) => t.function.name === "context_compact")!.function.parameters as JsonSchema;
      const args = schema?.properties?.action ? { action: "write" } : {};
      const before = snapshotMarkdown(compactsDir);
      const mark = model.mark();
      model.whenUserSays(/\bcompact\b/i).callTool("context_compact", args, { times: 1 });
      model.afterToolResult("context_compact").reply("Compacted the session into memory/compacts/.");

      const turn = await gateway.chat(session, "compact");
      console.log(`[e2e timing] chat turn (compact: tool call + final reply) ${secs(turn.durationMs)}`);

      // 1. The final reply arrived.
      expect(turn.reply).toBe("Compacted the session into memory/compacts/.");

      // 2. The tool ran: the call and its (successful) result are in the session history.
      const calls = turn.messages.flatMap(toolCallsOf);
      expect(calls.map((c) => c.name)).toEqual(["context_compact"]);
      const results = toolResultsOf(turn.messages, "context_compact");
      expect(results, JSON.stringify(turn.messages, null, 1)).toHaveLength(1);
      expect(results[0]!.isError, textOf(results[0])).toBe(false);
      const resultText = textOf(results[0]);
      expect(resultText.length).toBeGreaterThan(0);

      // 3. The model was shown that result in its next request.
      const seen = model
        .requestsSince(mark)
        .map((r) => r.turn)
        .filter((t): t is Turn => t?.toolResult?.toolName === "context_compact");
      expect(seen).toHaveLength(1);
      expect(seen[0]!.toolResult!.content).toBe(resultText);

      // 4. A compact landed in the workspace, built from the live session.
      const written = changedMarkdown(compactsDir, before);
      expect(written, `new or rewritten files in ${compactsDir}`).toHaveLength(1);
      expect(readFileSync(path.join(compactsDir, written[0]!), "utf8")).toContain("PostgreSQL");
    },
    E2E_TEST_TIMEOUT_MS,
  );

  it(
    "/context_compactor (skill command-dispatch: tool) writes a compact of the session without calling the model",
    async () => {
      const { model, gateway, scratch } = env;
      const session = "agent:main:e2e-slash-compact";
      const compactsDir = path.join(scratch.workspace, "memory", "compacts");
      model.clearRules();
      model.whenUserSays(/Heron/).reply("Noted: the service is called Heron.", { times: 1 });
      await gateway.chat(session, "We decided to name the new service Heron.");

      const before = snapshotMarkdown(compactsDir);
      const mark = model.mark();
      // The skill's command name is its name with "-" → "_". OpenClaw calls the tool
      // with { command, commandName, skillName }, so its schema must accept those fields.
      const turn = await gateway.chat(session, "/context_compactor keep the naming decision");
      console.log(`[e2e timing] chat turn (/context_compactor) ${secs(turn.durationMs)}`);

      expect(modelCallsOf(session, mark), "model requests for this session").toEqual([]);
      const written = changedMarkdown(compactsDir, before);
      expect(written, `${turn.reply}\nnew or rewritten files in ${compactsDir}`).toHaveLength(1);
      expect(readFileSync(path.join(compactsDir, written[0]!), "utf8")).toContain("Heron");
      // A dispatched command has no model turn: chat.history shows the tool's result text as the
      // assistant reply (no toolCall/toolResult entries), so that text must say what was written.
      expect(turn.reply).toContain(written[0]!.replace(/\.md$/, ""));
    },
    E2E_TEST_TIMEOUT_MS,
  );

  it(
    "/context_kit answers from the plugin without calling the model",
    async () => {
      const { model, gateway } = env;
      model.clearRules();
      const mark = model.mark();
      const session = "agent:main:e2e-status";
      const turn = await gateway.chat(session, "/context_kit");
      console.log(`[e2e timing] chat turn (/context_kit command) ${secs(turn.durationMs)}`);
      expect(turn.reply).toMatch(/context-kit/i);
      expect(modelCallsOf(session, mark), "model requests for this session").toEqual([]);
    },
    E2E_TEST_TIMEOUT_MS,
  );
});

// ---------------------------------------------------------------------------------------------

interface JsonSchema {
  properties?: Record<string, unknown>;
}

/**
 * Chat-completion requests since `mark` that belong to `session` or to no identifiable session –
 * i.e. everything except other sessions' background turns (heartbeat, cron).
 */
function modelCallsOf(session: string, mark: number): Array<{ index: number; rule?: string; session?: string }> {
  return env.model
    .requestsSince(mark)
    .filter((r) => r.turn !== undefined && (r.turn.sessionKey === undefined || r.turn.sessionKey === session))
    .map((r) => ({ index: r.index, rule: r.rule, session: r.turn?.sessionKey }));
}

function offeredTools(request: RecordedRequest): ChatTool[] {
  return ((request.body as { tools?: ChatTool[] }).tools ?? []).filter((t) => t?.function?.name);
}

/** name → mtime+size of the .md files in dir (compacts are named per minute, so a second one in
 * the same minute may rewrite a file instead of adding one). */
function snapshotMarkdown(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((f) => f.endsWith(".md"));
  } catch {
    return out;
  }
  for (const name of names) {
    const st = statSync(path.join(dir, name));
    out.set(name, `${st.mtimeMs}:${st.size}`);
  }
  return out;
}

function changedMarkdown(dir: string, before: Map<string, string>): string[] {
  return [...snapshotMarkdown(dir)].filter(([name, stamp]) => before.get(name) !== stamp).map(([name]) => name);
}

function secs(ms: number | undefined): string {
  return ms === undefined ? "n/a" : `${(ms / 1000).toFixed(1)} s`;
}
