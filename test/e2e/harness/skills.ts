/**
 * Additive helpers for test/e2e/skills-in-gateway.test.ts (the existing harness files stay as
 * they are).
 *
 * Why an RPC bridge: `gateway.call()` runs `openclaw gateway call …`, one whole OpenClaw CLI
 * start-up (~2.5 s CPU) per RPC, and a `gateway.chat()` turn costs three of them. The rolling
 * summary needs 15+ turns, so on a 2-core CI box that alone would eat minutes. The bridge is one
 * long-lived Node 24 child with the same scratch environment as the CLI (openclawEnv: scratch
 * HOME, no VITEST, …) that imports OpenClaw's own `callGatewayFromCli` – the function behind
 * `openclaw gateway call` – once, and then serves RPCs over stdin/stdout as JSON lines. Same
 * client, same auth and device identity as the CLI, without the per-call start-up (measured on
 * a loaded 2-core box: `health` 3.3 s through the CLI, 33 ms through the bridge; a plain chat
 * turn ~1 s instead of ~10 s).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { randomUUID } from "node:crypto";
import type { ChildProcess } from "node:child_process";
import { openclawEnv } from "./openclaw-cli.js";
import { node24, openclawPackageDir } from "./paths.js";
import { spawnDetached, stopProcessGroup, WaitAborted, waitFor } from "./process.js";
import { messageText, type ChatCompletionRequest, type RecordedRequest, type Turn } from "./fake-model-server.js";
import { finalReplyText, turnMessages, type ChatHistory, type ChatTurn } from "./gateway.js";
import type { ScratchHome } from "./scratch-home.js";

const LINE_PREFIX = "@@ck-rpc ";

/** The bridge child: JSON lines in, prefixed JSON lines out (anything else on stdout is log noise). */
const BRIDGE_SOURCE = (runtimeUrl: string) => `
import { createInterface } from "node:readline";
const { callGatewayFromCli } = await import(${JSON.stringify(runtimeUrl)});
const out = (msg) => process.stdout.write(${JSON.stringify(LINE_PREFIX)} + JSON.stringify(msg) + "\\n");
out({ ready: true });
const rl = createInterface({ input: process.stdin });
rl.on("line", async (line) => {
  let req;
  try { req = JSON.parse(line); } catch { return; }
  try {
    const result = await callGatewayFromCli(req.method, { json: true, timeout: String(req.timeoutMs) }, req.params ?? {}, req.scopes ? { scopes: req.scopes } : undefined);
    out({ id: req.id, ok: true, result });
  } catch (err) {
    out({ id: req.id, ok: false, error: String(err && err.stack || err) });
  }
});
rl.on("close", () => process.exit(0));
`;

export interface RpcOptions {
  timeoutMs?: number;
  /**
   * Operator scopes to connect with. Default: what OpenClaw's CLI asks for (the least privilege
   * for the method, e.g. operator.write for chat.send). `/new` and `/reset` through chat.send
   * need operator.admin: without it the Gateway answers "You are not authorized to reset this
   * session. Gateway resets require operator.admin and command access."
   */
  scopes?: string[];
}

export interface GatewayRpc {
  /** Same as gateway.call(method, params), in the long-lived bridge. Throws on an RPC error. */
  call<T = unknown>(method: string, params?: Record<string, unknown>, options?: RpcOptions): Promise<T>;
  /** Same contract as gateway.chat(): chat.send, agent.wait, then the turn from chat.history. */
  chat(sessionKey: string, message: string, options?: RpcOptions): Promise<ChatTurn>;
  history(sessionKey: string, limit?: number): Promise<ChatHistory>;
  close(): Promise<void>;
}

export async function startGatewayRpc(scratch: ScratchHome, options: { log?: () => string } = {}): Promise<GatewayRpc> {
  const dir = path.join(scratch.root, "rpc-bridge");
  mkdirSync(dir, { recursive: true });
  const script = path.join(dir, "bridge.mjs");
  const runtimeUrl = pathToFileURL(path.join(openclawPackageDir, "dist", "plugin-sdk", "gateway-runtime.js")).href;
  writeFileSync(script, BRIDGE_SOURCE(runtimeUrl));

  const child: ChildProcess = spawnDetached(node24, [script], {
    cwd: scratch.home,
    env: openclawEnv(scratch.home),
    stdio: ["pipe", "pipe", "pipe"],
  });
  const pending = new Map<string, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let ready = false;
  let exited: string | undefined;
  let stderr = "";
  let buffer = "";
  child.stderr!.setEncoding("utf8").on("data", (c: string) => (stderr = (stderr + c).slice(-8000)));
  child.stdout!.setEncoding("utf8").on("data", (chunk: string) => {
    buffer += chunk;
    let nl: number;
    while ((nl = buffer.indexOf("\n")) >= 0) {
      const line = buffer.slice(0, nl);
      buffer = buffer.slice(nl + 1);
      if (!line.startsWith(LINE_PREFIX)) continue;
      const msg = JSON.parse(line.slice(LINE_PREFIX.length)) as { ready?: boolean; id?: string; ok?: boolean; result?: unknown; error?: string };
      if (msg.ready) ready = true;
      const waiter = msg.id ? pending.get(msg.id) : undefined;
      if (!waiter) continue;
      pending.delete(msg.id!);
      if (msg.ok) waiter.resolve(msg.result);
      else waiter.reject(new Error(msg.error));
    }
  });
  child.once("exit", (code, signal) => {
    exited = `exit ${code ?? signal}`;
    for (const w of pending.values()) w.reject(new Error(`gateway RPC bridge ${exited}\n${stderr}`));
    pending.clear();
  });
  await waitFor(
    "the gateway RPC bridge to load OpenClaw's client",
    () => {
      if (exited) throw new WaitAborted(`gateway RPC bridge ${exited}`);
      return ready ? true : undefined;
    },
    { timeoutMs: 120_000, intervalMs: 100, describe: () => stderr },
  );

  const call = <T>(method: string, params: Record<string, unknown> = {}, opts: RpcOptions = {}): Promise<T> => {
    if (exited) return Promise.reject(new Error(`gateway RPC bridge ${exited}\n${stderr}`));
    const id = randomUUID();
    const timeoutMs = opts.timeoutMs ?? 30_000;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      child.stdin!.write(`${JSON.stringify({ id, method, params, timeoutMs, scopes: opts.scopes })}\n`);
    }).catch((err: Error) => {
      throw new Error(`gateway RPC ${method} failed: ${err.message}`);
    });
  };

  const history = (sessionKey: string, limit = 200) => call<ChatHistory>("chat.history", { sessionKey, limit });

  return {
    call,
    history,
    async chat(sessionKey, message, opts = {}) {
      const timeoutMs = opts.timeoutMs ?? 240_000;
      const sent = Date.now();
      const deadline = sent + timeoutMs;
      // As in gateway.chat(): the idempotency key is the run id, and the turn's user message
      // carries `<key>:user`.
      const key = `e2e-${randomUUID()}`;
      const ack = await call<{ runId?: string }>("chat.send", { sessionKey, message, idempotencyKey: key }, { scopes: opts.scopes });
      const runId = typeof ack.runId === "string" ? ack.runId : key;
      while (Date.now() < deadline) {
        const waitMs = Math.max(1_000, Math.min(60_000, deadline - Date.now()));
        const waited = await call<{ status?: string }>("agent.wait", { runId, timeoutMs: waitMs }, { timeoutMs: waitMs + 10_000 }).catch(() => ({ status: "error" }));
        if (waited.status !== "timeout" && waited.status !== "pending") break;
      }
      let last: ChatHistory | undefined;
      const found = await waitFor(
        `the final reply to ${JSON.stringify(message)} in ${sessionKey}`,
        async () => {
          last = await history(sessionKey);
          const turn = turnMessages(last.messages, key);
          return last.sessionInfo?.hasActiveRun !== true && finalReplyText(turn) !== undefined ? last : undefined;
        },
        {
          timeoutMs: Math.max(deadline - Date.now(), 15_000),
          intervalMs: 250,
          describe: () =>
            `last chat.history of this turn: ${JSON.stringify(last ? turnMessages(last.messages, key) : null, null, 1).slice(0, 4000)}\n--- gateway log tail ---\n${(options.log?.() ?? "").slice(-4000)}`,
        },
      );
      const messages = turnMessages(found.messages, key);
      return { runId, reply: finalReplyText(messages)!, messages, history: found, durationMs: Date.now() - sent };
    },
    async close() {
      child.stdin!.end();
      await waitFor("the gateway RPC bridge to exit", () => (exited ? true : undefined), { timeoutMs: 5_000, intervalMs: 50 }).catch(() => undefined);
      if (!exited && child.pid) await stopProcessGroup(child.pid, 2_000);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Reading what the model was sent

/** `<context-kit-data source="…">` – the wrapper src/core/inject/wrap-data.ts puts around injected files. */
const DATA_BLOCK = /<context-kit-data source="([^"]*)">[\s\S]*?<\/context-kit-data>/g;

/**
 * The words the user typed in the turn being answered: the latest real user text without what
 * plugins and OpenClaw add to it – context-kit's injected blocks and `[context-kit note]`, the
 * `[Sun 2026-11-29 15:38 UTC] ` stamp, the `Runtime: agent=main | …` line. Rules must match on
 * this, not on `turn.userText`: once SESSION-STATE.md holds words from earlier turns, the
 * injected copy of it would match their patterns too.
 */
export function spokenText(turn: Turn): string {
  return turn.userText
    .replace(DATA_BLOCK, "")
    .replace(/\[context-kit note\][^\n]*/g, "")
    .replace(/^\s*\[[A-Z][a-z]{2} \d{4}-\d{2}-\d{2} \d{2}:\d{2}[^\]]*\]\s*/gm, "")
    .replace(/^Runtime: agent=.*$/gm, "")
    .trim();
}

/** A `<context-kit-data>` block found in a model request. */
export interface InjectedBlock {
  source: string;
  /** The whole block, wrapper included. */
  text: string;
  role: string;
}

/** Every context-kit block in a request's non-system messages, in message order. */
export function injectedBlocks(request: RecordedRequest): InjectedBlock[] {
  const body = request.body as ChatCompletionRequest;
  const out: InjectedBlock[] = [];
  for (const message of body.messages ?? []) {
    if (message.role === "system" || message.role === "developer") continue;
    for (const match of messageText(message).matchAll(DATA_BLOCK)) out.push({ source: match[1]!, text: match[0], role: message.role });
  }
  return out;
}
