/**
 * Wires the typed hooks. Every handler is fail-open: a context-kit problem is logged and
 * recorded for `/context_kit`, and never breaks the user's turn.
 *
 * Conversation hooks (before_prompt_build, agent_end, llm_output) need
 * plugins.entries.context-kit.hooks.allowConversationAccess=true; the others do not.
 */
import type { PluginContext } from "../plugin-context.js";
import { sessionKeyOf } from "../plugin-context.js";
import { snapshotOf } from "../runtime-state.js";
import { refreshRollingSummary } from "./refresh-rolling-summary.js";
import type { SessionRef } from "../session-ref.js";
import { saveSessionCompact, appendSessionDailyNote } from "./save-session-compact.js";
import { buildInjection } from "./build-injection.js";
import { markSummaryEnded } from "./previous-session-summary.js";
import type { TriggerReason } from "../session-tracker.js";

type On = (name: string, handler: (event: any, ctx: any) => unknown, opts?: unknown) => void;

interface Usage {
  input?: number;
  cacheRead?: number;
}

interface AgentCtx extends SessionRef {
  contextTokenBudget?: number;
}

type Helpers = ReturnType<typeof hookHelpers>;

/** What several hooks share: the fail-open guard, a rolling-summary refresh for a trigger, the
 *  status snapshot, the compaction safety net and the ended-summary marker. */
function hookHelpers(pc: PluginContext) {
  const guard = async <T>(what: string, ref: SessionRef, fn: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await fn();
    } catch (err) {
      const dir = pc.workspaceDirFor(ref);
      const ws = dir ? await pc.open(dir).catch(() => null) : null;
      await pc.reportProblem(ws, `${what} failed: ${(err as Error)?.message ?? String(err)}`);
      return undefined;
    }
  };

  const fire = (reason: TriggerReason | null, ref: SessionRef) =>
    reason && pc.config.rollingSummary.enabled ? guard(`rolling summary (${reason})`, ref, () => refreshRollingSummary(pc, ref, reason)) : undefined;

  const snapshot = (ref: SessionRef) =>
    guard("status snapshot", ref, async () => {
      const dir = pc.workspaceDirFor(ref);
      if (!dir) return;
      const key = sessionKeyOf(ref);
      const snap = snapshotOf(pc.tracker, key);
      await pc.recordState(await pc.open(dir), (s) => {
        s.sessions[ref.sessionKey ?? key] = snap;
      });
    });

  const safetyNet = (by: string) => async (_event: unknown, ctx: AgentCtx) => {
    if (!pc.config.compactor.enabled || !pc.config.compactor.safetyNet) return;
    const r = await guard(`safety-net compact (${by})`, ctx, () => saveSessionCompact(pc, ctx, by));
    if (r) pc.logger.info?.(`context-kit: safety-net compact (${by}): ${r.message}`);
  };
  // The summary an ended session leaves in SESSION-STATE.md is injected into the next one as
  // that session's, not as current state (see previous-session-summary.ts).
  const markEnded = (ref: AgentCtx) =>
    pc.config.rollingSummary.enabled
      ? guard("mark the ended session's summary", ref, async () => {
          const dir = pc.workspaceDirFor(ref);
          if (dir) await markSummaryEnded(pc, await pc.open(dir));
        })
      : undefined;
  return { guard, fire, snapshot, safetyNet, markEnded };
}

/** The hooks of a running conversation: injection before the prompt, and the counters behind
 *  the rolling-summary triggers. */
function registerTurnHooks(on: On, pc: PluginContext, { guard, fire, snapshot }: Helpers): void {
  const lastUserMessage = new Map<string, string>();

  on("before_prompt_build", async (event: { messages?: unknown[]; currentUserMessageId?: string; prompt?: string }, ctx: AgentCtx) => {
    const key = sessionKeyOf(ctx);
    if (ctx.workspaceDir) {
      pc.rememberWorkspace(key, ctx.workspaceDir);
      if (ctx.sessionKey) pc.rememberWorkspace(ctx.sessionKey, ctx.workspaceDir);
    }
    const msgId = event.currentUserMessageId ?? event.prompt ?? "";
    if (lastUserMessage.get(key) !== msgId) {
      lastUserMessage.set(key, msgId);
      if (lastUserMessage.size > 1000) lastUserMessage.delete(lastUserMessage.keys().next().value!);
      pc.tracker.onUserMessage(key);
    }
    const text = await guard("context injection", ctx, () => buildInjection(pc, ctx, event.messages ?? []));
    return text ? { prependContext: text } : undefined;
  });

  on("agent_end", async (event: { messages?: unknown[] }, ctx: AgentCtx) => {
    const key = sessionKeyOf(ctx);
    const last = (event.messages ?? []).at(-1) as { role?: string; content?: unknown } | undefined;
    if (last?.role === "assistant") pc.tracker.onAssistantText(key);
    await fire(pc.tracker.onTurnEnd(key), ctx);
    await snapshot(ctx);
  });

  on("after_tool_call", async (event: { toolName?: string; params?: Record<string, unknown>; error?: string }, ctx: AgentCtx) => {
    const key = sessionKeyOf(ctx);
    if (event.toolName === "session_state" && !event.error && event.params?.action !== "read") pc.tracker.onSummaryWritten(key);
    const reason = pc.tracker.onToolCall(key);
    if (reason) {
      await fire(reason, ctx);
      await snapshot(ctx);
    }
  });

  on("llm_output", async (event: { assistantTexts?: string[]; usage?: Usage; lastAssistant?: { usage?: Usage }; contextTokenBudget?: number }, ctx: AgentCtx) => {
    const key = sessionKeyOf(ctx);
    if ((event.assistantTexts ?? []).some((t) => t.trim().length > 0)) pc.tracker.onAssistantText(key);
    // `event.usage` sums every model call of the run; the context in use is what the last call
    // sent, so prefer the last assistant message's own usage.
    const usage = event.lastAssistant?.usage ?? event.usage;
    const used = (usage?.input ?? 0) + (usage?.cacheRead ?? 0);
    const window = event.contextTokenBudget ?? ctx.contextTokenBudget ?? 0;
    const reason = pc.tracker.onUsage(key, used, window);
    if (reason) {
      await fire(reason, ctx);
      await snapshot(ctx);
    }
  });
}

/** The hooks around compaction and the end of a session: the safety-net compact, the ended
 *  summary's marker and the daily note. */
function registerEndHooks(on: On, pc: PluginContext, { guard, snapshot, safetyNet, markEnded }: Helpers): void {
  on("before_compaction", safetyNet("before_compaction"));
  // Core compaction replaced the history with its own summary; the next turn also carries our
  // latest compact (saved by the safety net just before, or written by the agent), once.
  on("after_compaction", async (_event: unknown, ctx: AgentCtx) => {
    if (!pc.config.compactor.enabled || !pc.config.compactor.injectOnNewSession) return;
    pc.tracker.get(sessionKeyOf(ctx)).compactAfterCompaction = true;
    await snapshot(ctx);
  });
  // The marker goes first: it is one small write, and the new session's first prompt may follow
  // before the compact and the daily note are done.
  on("before_reset", async (event: unknown, ctx: AgentCtx) => {
    await markEnded(ctx);
    await safetyNet("before_reset")(event, ctx);
    if (pc.config.rollingSummary.dailyNoteOnEnd) await guard("daily note", ctx, () => appendSessionDailyNote(pc, ctx, "before_reset"));
    pc.tracker.forget(sessionKeyOf(ctx));
  });
  // Refinements still waiting for the host model end now, not at their timeout: OpenClaw leaves
  // the cancellation of a plugin's own background work to the plugin.
  on("gateway_stop", () => {
    if (pc.refinements.size > 0) pc.refinements.abortAll("the Gateway is stopping");
  });
  on("session_end", async (event: { reason?: string; sessionId?: string; sessionKey?: string }, ctx: AgentCtx) => {
    const ref: AgentCtx = { ...ctx, sessionId: ctx.sessionId ?? event.sessionId, sessionKey: ctx.sessionKey ?? event.sessionKey };
    // A Gateway shutdown or restart does not end the conversation (it resumes from the store);
    // saving then would only add near-duplicate compacts and push real ones past the cap.
    if (event.reason === "shutdown" || event.reason === "restart") return;
    // OpenClaw keeps the session id across /new and /reset: the counters start again.
    const endedKey = sessionKeyOf(ref);
    // After core compaction the conversation goes on: its summary is still current.
    if (event.reason !== "compaction") await markEnded(ref);
    await safetyNet(`session_end:${event.reason ?? "unknown"}`)(event, ref);
    if (pc.config.rollingSummary.dailyNoteOnEnd && event.reason !== "compaction") {
      await guard("daily note", ref, () => appendSessionDailyNote(pc, ref, `session_end:${event.reason ?? "unknown"}`));
    }
    pc.tracker.forget(endedKey);
  });
}

export function registerHooks(on: On, pc: PluginContext): void {
  const helpers = hookHelpers(pc);
  registerTurnHooks(on, pc, helpers);
  registerEndHooks(on, pc, helpers);
}
