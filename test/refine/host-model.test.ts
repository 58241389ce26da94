// One request to the host model, bounded: the answer, or the reason the deterministic file stands.
import { describe, it, expect } from "vitest";
import { askHostModel, type HostCompleteParams } from "../../src/plugin/refine/host-model.js";

const req = { purpose: "context-kit.context-compactor", systemPrompt: "sys", prompt: "p", maxTokens: 100 };

describe("askHostModel", () => {
  it("returns the text and the tokens, and sends purpose, system prompt, one user message and a signal", async () => {
    let seen: HostCompleteParams | undefined;
    const r = await askHostModel(async (p) => ((seen = p), { text: "# draft", usage: { inputTokens: 120, outputTokens: 30 }, provider: "openai", model: "gpt" }), { ...req, model: "openai/gpt" }, { timeoutMs: 60_000 });
    expect(r).toEqual({ ok: true, text: "# draft", tokens: { input: 120, output: 30 }, model: "openai/gpt" });
    expect(seen).toMatchObject({ purpose: "context-kit.context-compactor", systemPrompt: "sys", messages: [{ role: "user", content: "p" }], maxTokens: 100, model: "openai/gpt" });
    expect(seen!.signal).toBeInstanceOf(AbortSignal);
  });

  it("gives up after timeoutMs, aborts the request and says timeout, even when the host ignores the signal", async () => {
    let signal: AbortSignal | undefined;
    const never = (p: HostCompleteParams) => ((signal = p.signal), new Promise<never>(() => undefined));
    const r = await askHostModel(never, req, { timeoutMs: 20 });
    expect(r).toMatchObject({ ok: false, reason: "timeout", called: true });
    expect(signal!.aborted).toBe(true);
  });

  it("the caller's abort (the Gateway stopping) ends the request at once, with its reason", async () => {
    const outer = new AbortController();
    let signal: AbortSignal | undefined;
    const pending = askHostModel((p) => ((signal = p.signal), new Promise<never>(() => undefined)), req, { timeoutMs: 60_000, signal: outer.signal });
    outer.abort(new Error("the Gateway is stopping"));
    expect(await pending).toMatchObject({ ok: false, called: true, reason: "aborted: the Gateway is stopping" });
    expect(signal!.aborted).toBe(true);
  });

  it("reports a thrown error with its stable code", async () => {
    const err = Object.assign(new Error("Plugin LLM completion cannot override the target model."), { code: "LLM_COMPLETION_NOT_AUTHORIZED" });
    const r = await askHostModel(async () => Promise.reject(err), req, { timeoutMs: 60_000 });
    expect(r).toMatchObject({ ok: false, called: true, reason: "error: LLM_COMPLETION_NOT_AUTHORIZED: Plugin LLM completion cannot override the target model." });
  });

  it("an empty or cut-off reply is invalid; no API at all is unavailable and makes no call", async () => {
    expect(await askHostModel(async () => ({ text: "  " }), req, { timeoutMs: 60_000 })).toMatchObject({ ok: false, reason: "invalid: empty reply" });
    expect(await askHostModel(async () => ({ text: "# half", stopReason: "length" }), req, { timeoutMs: 60_000 })).toMatchObject({ ok: false, reason: "invalid: the reply was cut off at 100 tokens" });
    expect(await askHostModel(undefined, req, { timeoutMs: 60_000 })).toMatchObject({ ok: false, called: false, reason: expect.stringMatching(/^unavailable:/) });
  });
});
