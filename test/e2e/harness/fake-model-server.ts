/**
 * A scriptable fake OpenAI-compatible model server on 127.0.0.1, for driving a real OpenClaw
 * offline. It implements exactly what OpenClaw 2026.9.6 needs of a custom OpenAI-compatible
 * provider:
 *
 * - `GET /v1/models` – the Gateway probes the custom provider at start-up;
 * - `POST /v1/chat/completions` with `stream: true` – SSE: a role chunk, content or tool_call
 *   chunks, a chunk with `finish_reason`, a final usage chunk (OpenClaw sets
 *   `stream_options.include_usage` and reads context usage from it), then `data: [DONE]`;
 * - the same without `stream` – a plain `chat.completion` object;
 * - OpenClaw appends a user message starting with `<<<BEGIN_OPENCLAW_INTERNAL_CONTEXT>>>` after
 *   the prompt *and* after tool results; it is not something the user said, so it is ignored when
 *   deciding what to answer;
 * - replayed history sanitises tool-call ids (`call_fake_1` comes back as `callfake1`), so tool
 *   results are matched to calls by sanitised id, then by position – never by exact echo.
 *
 * Tests script it with rules, first match wins:
 *
 *   model.whenUserSays(/compact/i).callTool("context_compact", { action: "write" });
 *   model.afterToolResult("context_compact").reply("Compacted.");
 *
 * A request no rule matches gets a text reply starting with NO_RULE_MATCHED that lists the tools
 * offered, so a failing test shows *why* the model did not call the tool (e.g. the tool was
 * hidden behind Tool Search because it lacks `catalogMode: "direct-only"`).
 *
 * Every request is kept in memory (`requests`) and appended to `<logDir>/requests.jsonl`, with
 * the reply chosen for it, so tests can assert what the model saw.
 */
import { appendFileSync, mkdirSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { waitFor } from "./process.js";

export const INTERNAL_CONTEXT_MARKER = "<<<BEGIN_OPENCLAW_INTERNAL_CONTEXT>>>";
export const NO_RULE_MATCHED = "NO_RULE_MATCHED";

// ---------------------------------------------------------------------------------------------
// OpenAI wire types (only the parts we read or write)

export interface ChatToolCall {
  id?: string;
  type?: "function";
  function: { name: string; arguments: string };
}

export interface ChatMessage {
  role: "system" | "developer" | "user" | "assistant" | "tool" | string;
  content?: string | Array<{ type: string; text?: string }> | null;
  tool_calls?: ChatToolCall[];
  tool_call_id?: string;
  name?: string;
}

export interface ChatTool {
  type: "function";
  function: { name: string; description?: string; parameters?: unknown };
}

export interface ChatCompletionRequest {
  model: string;
  messages: ChatMessage[];
  tools?: ChatTool[];
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  [key: string]: unknown;
}

export interface Usage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
}

// ---------------------------------------------------------------------------------------------
// What a rule sees and returns

/** A tool result the model is being shown, resolved back to the call that produced it. */
export interface ToolResultView {
  toolName: string | undefined;
  /** The arguments of the matching call, parsed (undefined if the call was not found). */
  args: unknown;
  /** The result text as OpenClaw sent it to the model. */
  content: string;
}

/** One chat-completion request, pre-digested for rules. */
export interface Turn {
  /** 0-based position among all chat-completion requests this server received. */
  index: number;
  body: ChatCompletionRequest;
  /** Names in `tools[]` – what the model can call directly. */
  offeredTools: string[];
  /** Messages without OpenClaw's internal-context user messages. */
  realMessages: ChatMessage[];
  /** The last real message: what the model is answering. */
  latest: ChatMessage | undefined;
  /** All real user text since the last assistant message ("" if the latest message is not from the user). */
  userText: string;
  /** Set when the latest real message is a tool result. */
  toolResult: ToolResultView | undefined;
  /**
   * True for OpenClaw's compaction summariser (`/compact`, `openclaw sessions compact`, overflow
   * recovery): no tools, system prompt "You are a context summarization assistant…", and the
   * conversation pasted into one user message – where "[User]: compact" would otherwise look like
   * the user asking to compact.
   */
  isSummarization: boolean;
  /** The system (and developer) prompt text. */
  systemText: string;
  /**
   * The OpenClaw session the request belongs to, from the `Runtime: agent=… | session=<key> | …`
   * line OpenClaw adds to the session's first user message (undefined if absent, e.g. for the
   * compaction summariser). Lets a test ignore background turns of other sessions (heartbeat,
   * cron runs).
   */
  sessionKey: string | undefined;
}

export interface UsageOverride {
  promptTokens?: number;
  completionTokens?: number;
}

export interface ScriptedReply {
  text?: string;
  toolCalls?: Array<{ name: string; args: unknown }>;
  usage?: UsageOverride;
  /** Never answer: the request stays open until the client gives up (see RecordedRequest.closedAt). */
  hang?: boolean;
}

export interface Rule {
  /** Shown in requests.jsonl next to the reply, e.g. "user says /compact/i → context_compact". */
  name: string;
  when: (turn: Turn) => boolean;
  reply: ScriptedReply | ((turn: Turn) => ScriptedReply);
  /** Match at most this many times (default: unlimited). */
  times?: number;
}

export interface RuleOptions {
  times?: number;
  usage?: UsageOverride;
}

/** Finishes a `when…()` rule: what to answer when it matches. */
export interface RuleBuilder {
  /** Stream a call of `tool` with `args`. The rule only matches while `tool` is in tools[]. */
  callTool(tool: string, args?: unknown, options?: RuleOptions): void;
  reply(text: string, options?: RuleOptions): void;
  respond(fn: (turn: Turn) => ScriptedReply, options?: Omit<RuleOptions, "usage">): void;
  /** Never answer (a hung model); the client's abort is recorded as `closedAt`. */
  hang(options?: Omit<RuleOptions, "usage">): void;
}

export interface RecordedRequest {
  index: number;
  at: string;
  method: string;
  url: string;
  body: unknown;
  /** For chat completions: the rule that answered (or NO_RULE_MATCHED) and the reply. */
  rule?: string;
  reply?: ScriptedReply;
  /** For chat completions: the request as rules saw it (in memory only, not in requests.jsonl). */
  turn?: Turn;
  /** For a hanging reply: when the client closed the connection (aborted the request). */
  closedAt?: string;
}

export interface FakeModelServerOptions {
  /** Directory for requests.jsonl; omit to keep requests in memory only. */
  logDir?: string;
  /** Model ids listed by GET /v1/models (default: ["fake-model"]). */
  models?: string[];
}

export interface FakeModelServer {
  port: number;
  /** e.g. http://127.0.0.1:41234/v1 – the provider baseUrl for openclaw.json. */
  baseUrl: string;
  modelIds: string[];
  /** Every request, in arrival order. */
  readonly requests: readonly RecordedRequest[];
  /** Only POST /v1/chat/completions requests. */
  chatRequests(): RecordedRequest[];
  /** Current request count; pass to requestsSince() to see only what one test caused. */
  mark(): number;
  requestsSince(mark: number): RecordedRequest[];
  /** Chat-completion requests of one OpenClaw session (see Turn.sessionKey), optionally since a mark. */
  requestsForSession(sessionKey: string, since?: number): RecordedRequest[];
  addRule(rule: Rule): void;
  when(name: string, predicate: (turn: Turn) => boolean): RuleBuilder;
  /** Matches when the latest real message is from the user and their text matches. */
  whenUserSays(pattern: RegExp | string): RuleBuilder;
  /** Matches when the latest real message is a result of `tool` (any tool if omitted). */
  afterToolResult(tool?: string): RuleBuilder;
  /** Matches OpenClaw's compaction summariser requests (see Turn.isSummarization). */
  whenSummarizing(): RuleBuilder;
  clearRules(): void;
  /** Usage reported for every reply without its own `usage` (context-percentage triggers). */
  setDefaultUsage(usage: UsageOverride | undefined): void;
  waitForRequest(predicate: (request: RecordedRequest) => boolean, timeoutMs?: number): Promise<RecordedRequest>;
  stop(): Promise<void>;
}

// ---------------------------------------------------------------------------------------------

export async function startFakeModelServer(options: FakeModelServerOptions = {}): Promise<FakeModelServer> {
  const modelIds = options.models ?? ["fake-model"];
  const logFile = options.logDir ? path.join(options.logDir, "requests.jsonl") : undefined;
  if (options.logDir) mkdirSync(options.logDir, { recursive: true });

  const requests: RecordedRequest[] = [];
  const rules: Array<Rule & { used: number }> = [];
  let defaultUsage: UsageOverride | undefined;
  let chatCount = 0;
  let callCount = 0;

  const record = (entry: RecordedRequest) => {
    requests.push(entry);
    const { turn: _derived, ...persisted } = entry;
    if (logFile) appendFileSync(logFile, `${JSON.stringify(persisted)}\n`);
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      let body: unknown = raw;
      if (raw) {
        try {
          body = JSON.parse(raw);
        } catch {
          // keep the raw text; it is logged as is
        }
      }
      const url = (req.url ?? "/").split("?")[0]!;
      const base: RecordedRequest = { index: requests.length, at: new Date().toISOString(), method: req.method ?? "?", url, body };

      if (req.method === "GET" && (url === "/v1/models" || url === "/models")) {
        record(base);
        sendJson(res, 200, { object: "list", data: modelIds.map((id) => ({ id, object: "model", owned_by: "fake" })) });
        return;
      }
      if (req.method === "POST" && (url === "/v1/chat/completions" || url === "/chat/completions")) {
        if (!isChatRequest(body)) {
          record(base);
          sendJson(res, 400, { error: { message: "fake-model-server: body is not a chat completion request" } });
          return;
        }
        const turn = digest(chatCount++, body);
        const { rule, reply } = decide(turn);
        const entry: RecordedRequest = { ...base, rule, reply, turn };
        record(entry);
        if (reply.hang) {
          res.once("close", () => void (entry.closedAt = new Date().toISOString()));
          return;
        }
        const usage = usageFor(body, reply, defaultUsage);
        const calls = (reply.toolCalls ?? []).map((c) => ({ id: `call_fake_${++callCount}`, name: c.name, args: c.args }));
        if (body.stream) streamReply(res, body.model, reply.text, calls, usage);
        else sendJson(res, 200, completion(body.model, reply.text, calls, usage));
        return;
      }
      record(base);
      sendJson(res, 404, { error: { message: `fake-model-server: no route for ${req.method} ${url}` } });
    });
  });

  function decide(turn: Turn): { rule: string; reply: ScriptedReply } {
    for (const rule of rules) {
      if (rule.times !== undefined && rule.used >= rule.times) continue;
      if (!rule.when(turn)) continue;
      rule.used++;
      return { rule: rule.name, reply: typeof rule.reply === "function" ? rule.reply(turn) : rule.reply };
    }
    const seen = turn.toolResult
      ? `a result of ${turn.toolResult.toolName ?? "an unknown tool"}`
      : `user text ${JSON.stringify(turn.userText.slice(0, 200))}`;
    return {
      rule: NO_RULE_MATCHED,
      reply: { text: `${NO_RULE_MATCHED}: saw ${seen}; offered tools: ${turn.offeredTools.join(", ") || "(none)"}` },
    };
  }

  function builder(name: string, predicate: (turn: Turn) => boolean): RuleBuilder {
    return {
      callTool(tool, args = {}, opts = {}) {
        rules.push({
          name: `${name} → call ${tool}`,
          when: (turn) => predicate(turn) && turn.offeredTools.includes(tool),
          reply: { toolCalls: [{ name: tool, args }], usage: opts.usage },
          times: opts.times,
          used: 0,
        });
      },
      reply(text, opts = {}) {
        rules.push({ name: `${name} → reply`, when: predicate, reply: { text, usage: opts.usage }, times: opts.times, used: 0 });
      },
      respond(fn, opts = {}) {
        rules.push({ name: `${name} → respond`, when: predicate, reply: fn, times: opts.times, used: 0 });
      },
      hang(opts = {}) {
        rules.push({ name: `${name} → hang`, when: predicate, reply: { hang: true }, times: opts.times, used: 0 });
      },
    };
  }

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    // Port 0: the kernel picks a free port, so parallel test files never collide.
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const port = (server.address() as AddressInfo).port;

  return {
    port,
    baseUrl: `http://127.0.0.1:${port}/v1`,
    modelIds,
    requests,
    chatRequests: () => requests.filter((r) => r.rule !== undefined),
    mark: () => requests.length,
    requestsSince: (mark) => requests.slice(mark),
    requestsForSession: (sessionKey, since = 0) => requests.slice(since).filter((r) => r.turn?.sessionKey === sessionKey),
    addRule: (rule) => rules.push({ ...rule, used: 0 }),
    when: builder,
    whenUserSays(pattern) {
      const re = typeof pattern === "string" ? new RegExp(escapeRegExp(pattern), "i") : pattern;
      return builder(`user says ${re}`, (turn) => !turn.isSummarization && turn.latest?.role === "user" && re.test(turn.userText));
    },
    afterToolResult(tool) {
      return builder(`after ${tool ?? "any"} result`, (turn) =>
        turn.toolResult !== undefined && (tool === undefined || turn.toolResult.toolName === tool),
      );
    },
    whenSummarizing() {
      return builder("summarizing", (turn) => turn.isSummarization);
    },
    clearRules: () => void rules.splice(0),
    setDefaultUsage: (usage) => void (defaultUsage = usage),
    waitForRequest: (predicate, timeoutMs = 60_000) =>
      waitFor("a matching request at the fake model server", () => requests.find(predicate), {
        timeoutMs,
        describe: () => `requests so far: ${requests.map((r) => `${r.method} ${r.url} ${r.rule ?? ""}`).join("; ")}`,
      }),
    async stop() {
      // closeAllConnections: OpenClaw keeps HTTP connections alive, which would hold close() open.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Request digestion

/** Text of a message, whether content is a string or an array of parts. */
export function messageText(message: ChatMessage | undefined): string {
  const content = message?.content;
  if (typeof content === "string") return content;
  if (Array.isArray(content)) return content.map((part) => (typeof part.text === "string" ? part.text : "")).join("");
  return "";
}

export function isInternalContext(message: ChatMessage): boolean {
  return message.role === "user" && messageText(message).trimStart().startsWith(INTERNAL_CONTEXT_MARKER);
}

/** Names of the tools offered directly in a request body (not via Tool Search). */
export function offeredToolNames(body: unknown): string[] {
  const tools = (body as ChatCompletionRequest | undefined)?.tools;
  return Array.isArray(tools) ? tools.map((t) => t?.function?.name).filter((n): n is string => typeof n === "string") : [];
}

export const SUMMARIZER_MARKER = "context summarization assistant";

export function digest(index: number, body: ChatCompletionRequest): Turn {
  const systemText = body.messages
    .filter((m) => m.role === "system" || m.role === "developer")
    .map(messageText)
    .join("\n");
  const realMessages = body.messages.filter((m) => !isInternalContext(m));
  const latest = realMessages.at(-1);
  let userText = "";
  if (latest?.role === "user") {
    const parts: string[] = [];
    for (let i = realMessages.length - 1; i >= 0 && realMessages[i]!.role === "user"; i--) parts.unshift(messageText(realMessages[i]));
    userText = parts.join("\n");
  }
  return {
    index,
    body,
    offeredTools: offeredToolNames(body),
    realMessages,
    latest,
    userText,
    toolResult: latest?.role === "tool" ? resolveToolResult(realMessages, realMessages.length - 1) : undefined,
    isSummarization: offeredToolNames(body).length === 0 && systemText.includes(SUMMARIZER_MARKER),
    systemText,
    sessionKey: sessionKeyOf(body.messages),
  };
}

const RUNTIME_SESSION = /Runtime: agent=[^\n|]*\| session=([^\s|]+)/;

function sessionKeyOf(messages: ChatMessage[]): string | undefined {
  for (const message of messages) {
    const match = RUNTIME_SESSION.exec(messageText(message));
    if (match) return match[1];
  }
  return undefined;
}

const sanitiseId = (id: string | undefined) => (id ?? "").replace(/[^A-Za-z0-9]/g, "").toLowerCase();

/** Finds the assistant tool call a tool message answers: by sanitised id, else by position. */
function resolveToolResult(messages: ChatMessage[], at: number): ToolResultView {
  const result = messages[at]!;
  let firstTool = at;
  while (firstTool > 0 && messages[firstTool - 1]!.role === "tool") firstTool--;
  const calls = messages[firstTool - 1]?.role === "assistant" ? messages[firstTool - 1]!.tool_calls ?? [] : [];
  const wanted = sanitiseId(result.tool_call_id);
  const call = (wanted && calls.find((c) => sanitiseId(c.id) === wanted)) || calls[at - firstTool];
  let args: unknown;
  try {
    args = call ? JSON.parse(call.function.arguments || "{}") : undefined;
  } catch {
    args = call?.function.arguments;
  }
  return { toolName: call?.function.name ?? result.name, args, content: messageText(result) };
}

function isChatRequest(body: unknown): body is ChatCompletionRequest {
  return typeof body === "object" && body !== null && Array.isArray((body as ChatCompletionRequest).messages);
}

// ---------------------------------------------------------------------------------------------
// Responses

function usageFor(body: ChatCompletionRequest, reply: ScriptedReply, fallback: UsageOverride | undefined): Usage {
  const chosen = reply.usage ?? fallback ?? {};
  // Default: a rough 4-chars-per-token estimate of what was sent, so usage grows with the session.
  const prompt = chosen.promptTokens ?? Math.ceil(JSON.stringify(body.messages).length / 4);
  const completion = chosen.completionTokens ?? Math.max(1, Math.ceil(JSON.stringify(reply).length / 4));
  return { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion };
}

interface OutgoingCall {
  id: string;
  name: string;
  args: unknown;
}

function streamReply(res: http.ServerResponse, model: string, text: string | undefined, calls: OutgoingCall[], usage: Usage): void {
  const id = `chatcmpl-fake-${Date.now()}`;
  const created = Math.floor(Date.now() / 1000);
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
  const send = (payload: object) => res.write(`data: ${JSON.stringify({ id, object: "chat.completion.chunk", created, model, ...payload })}\n\n`);
  const delta = (d: object, finish: string | null = null) => send({ choices: [{ index: 0, delta: d, finish_reason: finish }] });

  delta({ role: "assistant", content: "" });
  if (text) delta({ content: text });
  calls.forEach((call, index) => {
    // Name first with empty arguments, then the arguments – the way real providers stream them.
    delta({ tool_calls: [{ index, id: call.id, type: "function", function: { name: call.name, arguments: "" } }] });
    delta({ tool_calls: [{ index, function: { arguments: JSON.stringify(call.args ?? {}) } }] });
  });
  delta({}, calls.length > 0 ? "tool_calls" : "stop");
  send({ choices: [], usage });
  res.end("data: [DONE]\n\n");
}

function completion(model: string, text: string | undefined, calls: OutgoingCall[], usage: Usage): object {
  return {
    id: `chatcmpl-fake-${Date.now()}`,
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      {
        index: 0,
        message: {
          role: "assistant",
          content: text ?? (calls.length > 0 ? null : ""),
          ...(calls.length > 0
            ? { tool_calls: calls.map((c) => ({ id: c.id, type: "function", function: { name: c.name, arguments: JSON.stringify(c.args ?? {}) } })) }
            : {}),
        },
        finish_reason: calls.length > 0 ? "tool_calls" : "stop",
      },
    ],
    usage,
  };
}

function sendJson(res: http.ServerResponse, status: number, payload: unknown): void {
  const body = JSON.stringify(payload);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
  res.end(body);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
