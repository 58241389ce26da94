/**
 * Counts what the rolling-summary triggers need, per session, in code: the model is not trusted
 * to remember to summarize. Pure state machine; hooks feed it events and act on what it returns.
 *
 * - every N turns (a turn = one finished agent run started by a user message);
 * - after N consecutive tool calls (a checkpoint in long tool loops, not a breaker: nothing is
 *   blocked, the summary is just refreshed);
 * - when context use crosses P% of the window, from the usage the runtime reports. It fires once
 *   per crossing and re-arms when usage falls back below (e.g. after core compaction).
 */

export type TriggerReason = "turns" | "tool-loop" | "context";

export interface TriggerThresholds {
  everyTurns: number;
  toolLoopCalls: number;
  contextPercent: number;
}

export interface SessionCounters {
  turns: number;
  /** Turns since the last summary update (any reason). */
  turnsSinceSummary: number;
  consecutiveToolCalls: number;
  /** Latest context use in percent of the window, when known. */
  contextPercent: number | null;
  contextArmed: boolean;
  lastTrigger: { reason: TriggerReason; at: string } | null;
  /** A nudge for the model, delivered with the next prompt and then cleared. */
  pendingNudge: string | null;
  compactNudged: boolean;
  /** Core compaction just replaced the history: the next turn carries the latest compact once. */
  compactAfterCompaction: boolean;
}

export function newCounters(): SessionCounters {
  return {
    turns: 0,
    turnsSinceSummary: 0,
    consecutiveToolCalls: 0,
    contextPercent: null,
    contextArmed: true,
    lastTrigger: null,
    pendingNudge: null,
    compactNudged: false,
    compactAfterCompaction: false,
  };
}

export const MAX_TRACKED_SESSIONS = 500; // memory bound for a long-running Gateway

export class SessionTracker {
  private readonly sessions = new Map<string, SessionCounters>();

  constructor(private thresholds: TriggerThresholds) {}

  setThresholds(t: TriggerThresholds): void {
    this.thresholds = t;
  }

  get(key: string): SessionCounters {
    let c = this.sessions.get(key);
    if (!c) {
      c = newCounters();
      this.sessions.set(key, c);
      if (this.sessions.size > MAX_TRACKED_SESSIONS) {
        const oldest = this.sessions.keys().next().value;
        if (oldest !== undefined) this.sessions.delete(oldest);
      }
    }
    return c;
  }

  peek(key: string): SessionCounters | undefined {
    return this.sessions.get(key);
  }

  entries(): Array<[string, SessionCounters]> {
    return [...this.sessions.entries()];
  }

  forget(key: string): void {
    this.sessions.delete(key);
  }

  /** A new user message starts: the tool-call run is broken by the user. */
  onUserMessage(key: string): void {
    this.get(key).consecutiveToolCalls = 0;
  }

  /** An agent run finished. Returns "turns" when the every-N-turns trigger fires. */
  onTurnEnd(key: string): TriggerReason | null {
    const c = this.get(key);
    c.turns++;
    c.turnsSinceSummary++;
    if (c.turnsSinceSummary >= this.thresholds.everyTurns) return this.fire(c, "turns");
    return null;
  }

  /** A tool call finished. Returns "tool-loop" every N consecutive calls. */
  onToolCall(key: string): TriggerReason | null {
    const c = this.get(key);
    c.consecutiveToolCalls++;
    if (c.consecutiveToolCalls % this.thresholds.toolLoopCalls === 0) return this.fire(c, "tool-loop");
    return null;
  }

  /** The model replied with text (not only tool calls): a tool loop has ended. */
  onAssistantText(key: string): void {
    this.get(key).consecutiveToolCalls = 0;
  }

  /** Usage reported for a model call. Returns "context" when use crosses the threshold. */
  onUsage(key: string, usedTokens: number, windowTokens: number): TriggerReason | null {
    if (!(windowTokens > 0) || !(usedTokens >= 0)) return null;
    const c = this.get(key);
    const pct = (usedTokens / windowTokens) * 100;
    c.contextPercent = Math.round(pct * 10) / 10;
    if (pct >= this.thresholds.contextPercent) {
      if (c.contextArmed) {
        c.contextArmed = false;
        return this.fire(c, "context");
      }
      return null;
    }
    c.contextArmed = true;
    return null;
  }

  /** The summary was written (by a trigger or by the model's own session_state call). */
  onSummaryWritten(key: string): void {
    this.get(key).turnsSinceSummary = 0;
  }

  /** What is still to come, for status output. */
  pending(key: string): { turnsUntilSummary: number; toolCallsUntilCheckpoint: number; contextPercent: number | null } {
    const c = this.get(key);
    const t = this.thresholds;
    return {
      turnsUntilSummary: Math.max(0, t.everyTurns - c.turnsSinceSummary),
      toolCallsUntilCheckpoint: t.toolLoopCalls - (c.consecutiveToolCalls % t.toolLoopCalls),
      contextPercent: c.contextPercent,
    };
  }

  private fire(c: SessionCounters, reason: TriggerReason): TriggerReason {
    c.turnsSinceSummary = 0;
    c.lastTrigger = { reason, at: new Date().toISOString() };
    return reason;
  }
}
