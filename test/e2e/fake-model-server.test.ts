/**
 * The fake model server speaks the protocol OpenClaw relies on (the endpoints are listed in
 * test/e2e/harness/fake-model-server.ts).
 * These checks run in milliseconds without OpenClaw, so a harness regression shows up here and
 * not as a mysterious Gateway timeout.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  INTERNAL_CONTEXT_MARKER,
  NO_RULE_MATCHED,
  startFakeModelServer,
  type ChatCompletionRequest,
  type FakeModelServer,
} from "./harness/fake-model-server.js";

let server: FakeModelServer;
let logDir: string;

beforeAll(async () => {
  logDir = mkdtempSync(path.join(os.tmpdir(), "ck-fake-model-"));
  server = await startFakeModelServer({ logDir });
});
afterAll(async () => {
  await server?.stop();
  rmSync(logDir, { recursive: true, force: true });
});
afterEach(() => {
  server.clearRules();
  server.setDefaultUsage(undefined);
});

const tool = (name: string) => ({ type: "function" as const, function: { name, parameters: { type: "object" } } });
const internal = { role: "user", content: `${INTERNAL_CONTEXT_MARKER}\nruntime notes` };

async function post(body: Partial<ChatCompletionRequest>) {
  return fetch(`${server.baseUrl}/chat/completions`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ model: "fake-model", ...body }),
  });
}

/** Parses an SSE body into its `data:` payloads. */
async function sse(res: Response): Promise<Array<Record<string, any> | "[DONE]">> {
  const text = await res.text();
  return text
    .split("\n\n")
    .map((block) => block.trim())
    .filter((block) => block.startsWith("data: "))
    .map((block) => block.slice("data: ".length))
    .map((data) => (data === "[DONE]" ? "[DONE]" : (JSON.parse(data) as Record<string, any>)));
}

describe("fake model server", () => {
  it("lists its model on GET /v1/models, which the Gateway probes at start-up", async () => {
    const res = await fetch(`${server.baseUrl}/models`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ data: [{ id: "fake-model" }] });
  });

  it("streams a tool call as role chunk, name chunk, arguments chunk, finish_reason, usage, [DONE]", async () => {
    server.whenUserSays(/compact/i).callTool("context_compact", { action: "write" });
    const res = await post({
      stream: true,
      stream_options: { include_usage: true },
      tools: [tool("context_compact")],
      messages: [{ role: "system", content: "sys" }, { role: "user", content: "please compact" }, internal],
    });
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    const events = await sse(res);
    const chunks = events.filter((e): e is Record<string, any> => e !== "[DONE]");
    expect(chunks[0]!.choices[0].delta).toEqual({ role: "assistant", content: "" });
    const callChunks = chunks.filter((c) => c.choices?.[0]?.delta?.tool_calls);
    expect(callChunks[0]!.choices[0].delta.tool_calls[0]).toMatchObject({ index: 0, type: "function", function: { name: "context_compact", arguments: "" } });
    expect(JSON.parse(callChunks[1]!.choices[0].delta.tool_calls[0].function.arguments)).toEqual({ action: "write" });
    expect(chunks.find((c) => c.choices?.[0]?.finish_reason)!.choices[0].finish_reason).toBe("tool_calls");
    expect(chunks.at(-1)).toMatchObject({ choices: [], usage: { prompt_tokens: expect.any(Number) } });
    expect(events.at(-1)).toBe("[DONE]");
  });

  it("answers a tool result with the scripted text, matching the call despite a sanitised tool_call_id", async () => {
    server.afterToolResult("context_compact").reply("Compacted.");
    const res = await post({
      stream: true,
      messages: [
        { role: "user", content: "compact" },
        { role: "assistant", content: null, tool_calls: [{ id: "call_fake_7", type: "function", function: { name: "context_compact", arguments: '{"action":"write"}' } }] },
        { role: "tool", tool_call_id: "callfake7", content: "Compact written: memory/compacts/x.md" },
        internal,
      ],
    });
    const chunks = (await sse(res)).filter((e): e is Record<string, any> => e !== "[DONE]");
    expect(chunks.map((c) => c.choices?.[0]?.delta?.content ?? "").join("")).toBe("Compacted.");
    expect(chunks.find((c) => c.choices?.[0]?.finish_reason)!.choices[0].finish_reason).toBe("stop");
    const logged = server.chatRequests().at(-1)!;
    expect(logged.rule).toContain("after context_compact result");
  });

  it("does not call a tool that is not offered directly, and says so in its reply", async () => {
    server.whenUserSays(/compact/i).callTool("context_compact");
    const res = await post({ messages: [{ role: "user", content: "compact" }], tools: [tool("tool_search"), tool("tool_call")] });
    const body = (await res.json()) as Record<string, any>;
    expect(body.object).toBe("chat.completion");
    expect(body.choices[0].message.tool_calls).toBeUndefined();
    expect(body.choices[0].message.content).toBe(`${NO_RULE_MATCHED}: saw user text "compact"; offered tools: tool_search, tool_call`);
  });

  it("tells OpenClaw's compaction summariser apart from a user saying compact", async () => {
    server.whenUserSays(/compact/i).reply("user rule");
    server.whenSummarizing().reply("## Decisions\n- summary rule");
    const res = await post({
      messages: [
        { role: "system", content: "You are a context summarization assistant. Your task is to read a conversation…" },
        { role: "user", content: "<conversation>\n[User]: compact\n</conversation>" },
      ],
    });
    expect(((await res.json()) as Record<string, any>).choices[0].message.content).toBe("## Decisions\n- summary rule");
    expect(server.chatRequests().at(-1)!.turn!.isSummarization).toBe(true);
  });

  it("attributes a request to its OpenClaw session from the Runtime line", async () => {
    const mark = server.mark();
    await post({
      messages: [
        { role: "system", content: "sys" },
        { role: "user", content: "[Sun 2026-11-29 14:18 UTC] hi\n\nRuntime: agent=main | session=agent:main:t1 | sessionId=abc | host=vm" },
        internal,
      ],
    });
    expect(server.requestsSince(mark)[0]!.turn!.sessionKey).toBe("agent:main:t1");
    expect(server.requestsForSession("agent:main:t1", mark)).toHaveLength(1);
    expect(server.requestsForSession("agent:main:main", mark)).toHaveLength(0);
  });

  it("reports the usage a test sets, so context-percentage triggers can be driven", async () => {
    server.setDefaultUsage({ promptTokens: 100_000, completionTokens: 5 });
    server.whenUserSays("hello").reply("hi");
    const res = await post({ messages: [{ role: "user", content: "hello" }] });
    expect(((await res.json()) as Record<string, any>).usage).toEqual({ prompt_tokens: 100_000, completion_tokens: 5, total_tokens: 100_005 });

    server.whenUserSays("again").reply("ok", { usage: { promptTokens: 42 } });
    const streamed = (await sse(await post({ stream: true, messages: [{ role: "user", content: "again" }] }))).filter((e) => e !== "[DONE]");
    expect((streamed.at(-1) as Record<string, any>).usage.prompt_tokens).toBe(42);
  });

  it("applies a rule limited by `times` only that often", async () => {
    server.whenUserSays("once").reply("first", { times: 1 });
    server.whenUserSays("once").reply("later");
    const replies: string[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await post({ messages: [{ role: "user", content: "once" }] });
      replies.push(((await res.json()) as Record<string, any>).choices[0].message.content);
    }
    expect(replies).toEqual(["first", "later"]);
  });

  it("logs every request body to requests.jsonl, with the rule that answered it", async () => {
    const mark = server.mark();
    server.whenUserSays("log me").reply("logged");
    await post({ messages: [{ role: "user", content: "log me" }] });
    const lines = readFileSync(path.join(logDir, "requests.jsonl"), "utf8").trim().split("\n").map((l) => JSON.parse(l));
    const last = lines.at(-1);
    expect(last).toMatchObject({ method: "POST", url: "/v1/chat/completions", rule: "user says /log me/i → reply", body: { messages: [{ content: "log me" }] } });
    expect(server.requestsSince(mark)).toHaveLength(1);
  });

  it("hang() never answers, and records when the client gave up", async () => {
    server.when("hang", () => true).hang({ times: 1 });
    const controller = new AbortController();
    const pending = fetch(`${server.baseUrl}/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ model: "fake-model", messages: [{ role: "user", content: "think forever" }] }),
      signal: controller.signal,
    }).catch((err: Error) => err);
    const hung = await server.waitForRequest((r) => r.rule === "hang → hang", 5_000);
    expect(hung.closedAt).toBeUndefined();
    controller.abort();
    expect(await pending).toBeInstanceOf(Error);
    await server.waitForRequest((r) => r === hung && r.closedAt !== undefined, 5_000);
    // The rule was used up: the next request is answered again.
    expect((await post({ messages: [{ role: "user", content: "hi" }] })).status).toBe(200);
  });
});
