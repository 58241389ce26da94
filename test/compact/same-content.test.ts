// Two compacts of the same state differ only in the title time, the counts line and the
// Session Summary's turn / tool-call counts; anything else is different content.
import { describe, expect, it } from "vitest";
import { sameCompactContent } from "../../src/skills/context-compactor/index.js";

const compact = (o: { time?: string; turns?: string; summary: string; decision?: string }) => `# Session Compact — 2026-12-01 ${o.time ?? "14:07"} UTC
**Turns**: ${o.turns ?? "18"} | **Est. tokens saved**: ~1,200

## Decisions Made
- [2026-12-01] ${o.decision ?? "Use Postgres"}

## Facts Established
_None._

## Pending Actions
_None._

## Technical Context
_None._

## Blockers / Open Questions
_None._

## Session Summary
${o.summary}
`;

describe("sameCompactContent", () => {
  it("ignores the title time, the counts line and the summary's counts, in every summary language", () => {
    const pairs: Array<[string, string]> = [
      ["Over 18 turns and 6 tool calls, the session started from \"x\".", "Over 19 turns and 7 tool calls, the session started from \"x\"."],
      ["A session of 1 turn.", "A session of 2 turns and 1 tool call."],
      ["本次会话共 17 轮（5 次工具调用），起始需求：“x”。", "本次会话共 18 轮（6 次工具调用），起始需求：“x”。"],
      ["このセッションは 3 ターン（ツール呼び出し 2 回）で、「x」から始まった。", "このセッションは 4 ターン（ツール呼び出し 3 回）で、「x」から始まった。"],
    ];
    for (const [a, b] of pairs) {
      expect(sameCompactContent(compact({ summary: a }), compact({ summary: b, time: "14:20", turns: "1,019" })), `${a} / ${b}`).toBe(true);
    }
  });

  it("any other difference counts: a decision, or other words of the summary", () => {
    const base = compact({ summary: "Over 18 turns, nothing open." });
    expect(sameCompactContent(base, compact({ summary: "Over 18 turns, nothing open.", decision: "Use MySQL" }))).toBe(false);
    expect(sameCompactContent(base, compact({ summary: "Over 18 turns, 1 pending action." }))).toBe(false);
    // A number in a decision is content, even next to "turns".
    expect(sameCompactContent(compact({ summary: "s", decision: "Cap retries at 3 turns" }), compact({ summary: "s", decision: "Cap retries at 4 turns" }))).toBe(false);
  });
});
