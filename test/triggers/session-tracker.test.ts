import { describe, it, expect } from "vitest";
import { SessionTracker } from "../../src/plugin/session-tracker.js";

const T = { everyTurns: 15, toolLoopCalls: 10, contextPercent: 70 };

describe("SessionTracker", () => {
  it("fires every 15 turns, and not before", () => {
    const t = new SessionTracker(T);
    const fired: number[] = [];
    for (let i = 1; i <= 45; i++) if (t.onTurnEnd("s") === "turns") fired.push(i);
    expect(fired).toEqual([15, 30, 45]);
  });

  it("restarts the turn count when the summary was written another way", () => {
    const t = new SessionTracker(T);
    for (let i = 0; i < 10; i++) t.onTurnEnd("s");
    t.onSummaryWritten("s");
    const fired: number[] = [];
    for (let i = 1; i <= 15; i++) if (t.onTurnEnd("s")) fired.push(i);
    expect(fired).toEqual([15]);
  });

  it("checkpoints after 10 consecutive tool calls, every 10", () => {
    const t = new SessionTracker(T);
    const fired: number[] = [];
    for (let i = 1; i <= 25; i++) if (t.onToolCall("s") === "tool-loop") fired.push(i);
    expect(fired).toEqual([10, 20]);
  });

  it("a user message or assistant text breaks the tool loop", () => {
    const t = new SessionTracker(T);
    for (let i = 0; i < 9; i++) t.onToolCall("s");
    t.onUserMessage("s");
    for (let i = 0; i < 9; i++) expect(t.onToolCall("s")).toBeNull();
    t.onAssistantText("s");
    for (let i = 0; i < 9; i++) expect(t.onToolCall("s")).toBeNull();
    expect(t.onToolCall("s")).toBe("tool-loop");
  });

  it("fires once when context use crosses 70%, and re-arms after it drops", () => {
    const t = new SessionTracker(T);
    expect(t.onUsage("s", 60_000, 100_000)).toBeNull();
    expect(t.onUsage("s", 71_000, 100_000)).toBe("context");
    expect(t.onUsage("s", 80_000, 100_000)).toBeNull();
    expect(t.onUsage("s", 20_000, 100_000)).toBeNull();
    expect(t.onUsage("s", 75_000, 100_000)).toBe("context");
    expect(t.peek("s")!.contextPercent).toBe(75);
  });

  it("ignores usage without a known window", () => {
    const t = new SessionTracker(T);
    expect(t.onUsage("s", 90_000, 0)).toBeNull();
  });

  it("keeps sessions apart and honours configured thresholds", () => {
    const t = new SessionTracker({ everyTurns: 2, toolLoopCalls: 3, contextPercent: 50 });
    t.onTurnEnd("a");
    expect(t.onTurnEnd("b")).toBeNull();
    expect(t.onTurnEnd("a")).toBe("turns");
    expect(t.pending("b")).toEqual({ turnsUntilSummary: 1, toolCallsUntilCheckpoint: 3, contextPercent: null });
  });
});
