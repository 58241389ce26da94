/**
 * A real OpenClaw Gateway on loopback for one test file, driven through the OpenClaw CLI
 * (`openclaw gateway call <method> --params … --json`), the same way an operator would.
 *
 * - Started with `openclaw gateway run --bind loopback --port <free port>` as its own process
 *   group, output to `<logDir>/gateway.log` (a file, so a chatty Gateway can never block on a
 *   full pipe). Start-up takes ~8 s on 2026.9.6; readiness is the Gateway's own `GET /readyz`,
 *   not a log line.
 * - stop() sends SIGTERM to the group, escalates to SIGKILL, also watches descendants that left
 *   the group (the spawn broker runs in its own process group), and reports what survived, so
 *   the suite fails on a leaked process instead of slowing down everything after it.
 * - The CLI reads the Gateway URL and token from the scratch home's openclaw.json
 *   (gateway.port / gateway.auth.token), so every call goes to this Gateway only.
 */
import { closeSync, openSync, readFileSync } from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { describeFailure, openclawEnv, runOpenclaw, type CliResult } from "./openclaw-cli.js";
import { node24, openclawEntry } from "./paths.js";
import { setTimeout as sleep } from "node:timers/promises";
import { isProcessAlive, isProcessGroupAlive, listDescendants, spawnDetached, stopProcessGroup, WaitAborted, waitFor } from "./process.js";
import type { ScratchHome } from "./scratch-home.js";

// ---------------------------------------------------------------------------------------------
// Transcript shapes as chat.history returns them (display-normalised; see
// node_modules/openclaw/docs/gateway/protocol/rpc-session-control.md). Only what tests read.

export interface HistoryContentBlock {
  type: string; // "text" | "toolCall" | "thinking" | …
  text?: string;
  name?: string;
  id?: string;
  arguments?: unknown;
  [key: string]: unknown;
}

export interface HistoryMessage {
  role: string; // "user" | "assistant" | "toolResult" | …
  content?: string | HistoryContentBlock[];
  toolName?: string;
  toolCallId?: string;
  isError?: boolean;
  details?: unknown;
  stopReason?: string;
  [key: string]: unknown;
}

export interface ChatHistory {
  sessionKey?: string;
  sessionId?: string;
  messages: HistoryMessage[];
  sessionInfo?: { hasActiveRun?: boolean; activeRunIds?: string[]; [key: string]: unknown };
  [key: string]: unknown;
}

export interface ChatTurn {
  runId: string | undefined;
  /** The text of the assistant's final reply. */
  reply: string;
  /** Messages added by this turn (from the user message on). */
  messages: HistoryMessage[];
  history: ChatHistory;
  /** Wall time from chat.send to the final reply being visible in chat.history. */
  durationMs: number;
}

export interface GatewayStopReport {
  /** Nothing of the Gateway is left. */
  clean: boolean;
  /** Processes still alive after everything (should never happen). */
  survivors: number[];
  /** Descendants that outlived the Gateway and had to be killed (a leak the harness stopped). */
  stragglers: number[];
}

export interface StartGatewayOptions {
  /** Budget for start-up (default 300 s): ~15 s on an idle 2-core box, minutes on an overloaded one. */
  readyTimeoutMs?: number;
  /** Extra environment for the Gateway process. */
  env?: Record<string, string>;
}

export interface Gateway {
  pid: number;
  port: number;
  logFile: string;
  /** Wall time from spawn to `GET /readyz` answering 200. */
  startupMs: number;
  /** `openclaw gateway call <method> --params <json> --json`; throws on failure. */
  call<T = unknown>(method: string, params?: Record<string, unknown>, options?: { timeoutMs?: number }): Promise<T>;
  /** chat.send; returns the acknowledgement ({ runId, status }). Does not wait. */
  chatSend(sessionKey: string, message: string, idempotencyKey?: string): Promise<{ runId?: string; status?: string; [key: string]: unknown }>;
  /** chat.send, then waits until the run is over and the final assistant reply is in chat.history. */
  chat(sessionKey: string, message: string, options?: { timeoutMs?: number }): Promise<ChatTurn>;
  history(sessionKey: string, limit?: number): Promise<ChatHistory>;
  /** `openclaw sessions compact <key> --json` (core compaction; fires the compaction hooks). */
  compactSession(sessionKey: string, extraArgs?: string[]): Promise<CliResult>;
  /** The Gateway's output so far (for failure messages). */
  log(): string;
  /**
   * SIGTERM to the process group (orderly shutdown; plugin `session_end` hooks run), SIGKILL
   * after 15 s. Descendants outside the group (the spawn broker) are tracked too: ones still
   * alive 5 s after the Gateway is gone are killed and reported as stragglers.
   */
  stop(): Promise<GatewayStopReport>;
}

export async function startGateway(scratch: ScratchHome, options: StartGatewayOptions = {}): Promise<Gateway> {
  const { port } = scratch.gateway;
  const logFile = path.join(scratch.logDir, "gateway.log");
  const out = openSync(logFile, "a");
  const started = Date.now();
  const child = spawnDetached(node24, [openclawEntry, "gateway", "run", "--bind", "loopback", "--port", String(port)], {
    cwd: scratch.home,
    env: openclawEnv(scratch.home, options.env),
    stdio: ["ignore", out, out],
  });
  closeSync(out); // the child holds its own descriptor
  const pid = child.pid;
  if (!pid) throw new Error("openclaw gateway run: spawn failed (no pid)");
  let exited: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  child.once("exit", (code, signal) => (exited = { code, signal }));

  const log = () => {
    try {
      return readFileSync(logFile, "utf8");
    } catch {
      return "";
    }
  };

  const call = async <T>(method: string, params: Record<string, unknown> = {}, opts: { timeoutMs?: number } = {}): Promise<T> => {
    const rpcTimeout = opts.timeoutMs ?? 30_000;
    const result = await runOpenclaw(
      scratch.home,
      ["gateway", "call", method, "--params", JSON.stringify(params), "--json", "--timeout", String(rpcTimeout)],
      { timeoutMs: rpcTimeout + 60_000 },
    );
    if (result.code !== 0) throw new Error(`gateway call ${method} failed\n${describeFailure(result)}`);
    return result.json<T>();
  };

  const gateway: Gateway = {
    pid,
    port,
    logFile,
    startupMs: 0,
    call,
    log,
    async chatSend(sessionKey, message, idempotencyKey = `e2e-${randomUUID()}`) {
      return call("chat.send", { sessionKey, message, idempotencyKey });
    },
    async history(sessionKey, limit = 100) {
      return call<ChatHistory>("chat.history", { sessionKey, limit });
    },
    async chat(sessionKey, message, opts = {}) {
      const timeoutMs = opts.timeoutMs ?? 240_000;
      const sent = Date.now();
      const deadline = sent + timeoutMs;
      // The idempotency key doubles as the run id, and the user message of the turn carries
      // `<key>:user`, so the turn's messages can be found without a history call beforehand.
      const key = `e2e-${randomUUID()}`;
      const ack = await gateway.chatSend(sessionKey, message, key);
      const runId = typeof ack.runId === "string" ? ack.runId : key;
      // Each CLI call costs a whole Node start-up (~2.5 s CPU), which on a 2-core box visibly
      // slows the Gateway's own work; so block in one `agent.wait` instead of polling history.
      while (Date.now() < deadline) {
        const waitMs = Math.max(1_000, Math.min(60_000, deadline - Date.now()));
        const waited = await call<{ status?: string }>("agent.wait", { runId, timeoutMs: waitMs }, { timeoutMs: waitMs + 10_000 }).catch(
          () => ({ status: "error" }),
        );
        if (waited.status !== "timeout" && waited.status !== "pending") break;
      }
      let last: ChatHistory | undefined;
      const history = await waitFor(
        `the final reply to ${JSON.stringify(message)} in ${sessionKey}`,
        async () => {
          last = await gateway.history(sessionKey);
          const turn = turnMessages(last.messages, key);
          const active = last.sessionInfo?.hasActiveRun === true;
          return !active && finalReplyText(turn) !== undefined ? last : undefined;
        },
        {
          timeoutMs: Math.max(deadline - Date.now(), 15_000),
          intervalMs: 2_000,
          describe: () =>
            `last chat.history of this turn: ${JSON.stringify(last ? turnMessages(last.messages, key) : null, null, 1).slice(0, 4000)}\n--- gateway log tail ---\n${log().slice(-4000)}`,
        },
      );
      const messages = turnMessages(history.messages, key);
      return { runId, reply: finalReplyText(messages)!, messages, history, durationMs: Date.now() - sent };
    },
    async compactSession(sessionKey, extraArgs = []) {
      const result = await runOpenclaw(scratch.home, ["sessions", "compact", sessionKey, "--json", ...extraArgs], { timeoutMs: 120_000 });
      if (result.code !== 0) throw new Error(describeFailure(result));
      return result;
    },
    async stop() {
      const descendants = listDescendants(pid);
      await stopProcessGroup(pid, 15_000);
      // Helpers outside the group normally exit with the Gateway; give them a moment.
      for (let i = 0; i < 50 && descendants.some(isProcessAlive); i++) await sleep(100);
      const stragglers = descendants.filter(isProcessAlive);
      for (const straggler of stragglers) {
        try {
          process.kill(straggler, "SIGKILL");
        } catch {
          // already gone
        }
      }
      await sleep(200);
      const survivors = [...(isProcessGroupAlive(pid) ? [pid] : []), ...descendants.filter(isProcessAlive)];
      return { clean: survivors.length === 0, survivors, stragglers };
    },
  };

  // Readiness is the Gateway's own unauthenticated probe `GET /readyz` (docs/gateway/health.md:
  // 200 once startup is complete, agent databases are admitted and channels pass; "Gateway ready
  // announcements use the same readiness decision"). A plain HTTP request, no process. Earlier
  // versions probed with `openclaw gateway call health`, a whole CLI start-up (~2.5 s CPU, 5–7 s
  // wall on a loaded 2-core box) per probe: polled from the first second it slowed Gateway
  // start-up from ~15 s to ~40 s, and the port opens ~7 s before the plugins are loaded and
  // ~15 s before the startup sidecars settle (OPENCLAW_GATEWAY_STARTUP_TRACE on 2026.9.6), so
  // those probes failed while competing with the start-up for the two cores; even one probe
  // after /readyz said 200 cost a CLI start-up per file. The RPC path is proven by each file's
  // first call (gateway.call/chat or the RPC bridge), which fails with the CLI's own error.
  const deadline = Date.now() + (options.readyTimeoutMs ?? 300_000);
  const describe = () => `--- gateway log (${logFile}) ---\n${log().slice(-6000)}`;
  const notExited = () => {
    // Exit code 78 (EX_CONFIG) is a configuration problem (docs/gateway/embedding.md).
    if (exited) throw new WaitAborted(`the Gateway exited during start-up (${exited.code ?? exited.signal})`);
  };
  try {
    await waitFor(
      `the Gateway on 127.0.0.1:${port} to answer GET /readyz with 200`,
      async () => {
        notExited();
        return (await isReady(port)) ? true : undefined;
      },
      { timeoutMs: deadline - Date.now(), intervalMs: 250, describe },
    );
  } catch (err) {
    await gateway.stop();
    throw err;
  }
  gateway.startupMs = Date.now() - started;
  return gateway;
}

/** `GET /readyz` answered 200 (a refused connection or a 503 while starting: not yet). */
async function isReady(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(5_000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------
// Reading chat.history

export function textOf(message: HistoryMessage | undefined): string {
  const content = message?.content;
  if (typeof content === "string") return content;
  if (Array.isArray(content)) return content.filter((b) => b.type === "text" && typeof b.text === "string").map((b) => b.text).join("");
  return "";
}

export function toolCallsOf(message: HistoryMessage): HistoryContentBlock[] {
  return Array.isArray(message.content) ? message.content.filter((b) => b.type === "toolCall") : [];
}

/** The messages of one chat.send turn: from its user message (`<idempotencyKey>:user`) on. */
export function turnMessages(messages: HistoryMessage[], idempotencyKey: string): HistoryMessage[] {
  const userKey = `${idempotencyKey}:user`;
  const start = messages.findIndex((m) => m.role === "user" && (m.idempotencyKey === userKey || (m.__openclaw as { idempotencyKey?: string } | undefined)?.idempotencyKey === userKey));
  return start < 0 ? [] : messages.slice(start);
}

/** The last assistant message with text and no pending tool call, if the turn got that far. */
export function finalReplyText(messages: HistoryMessage[]): string | undefined {
  const last = messages.at(-1);
  if (!last || last.role !== "assistant" || toolCallsOf(last).length > 0) return undefined;
  const text = textOf(last);
  return text.length > 0 ? text : undefined;
}

/** Tool results in a list of messages, optionally only for one tool. */
export function toolResultsOf(messages: HistoryMessage[], toolName?: string): HistoryMessage[] {
  return messages.filter((m) => m.role === "toolResult" && (toolName === undefined || m.toolName === toolName));
}

