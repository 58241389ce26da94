// What is sent to the host model is bounded by refine.maxInputTokens, newest first; what comes
// back is read the same whether or not the model wrapped it in a code fence.
import { describe, it, expect } from "vitest";
import { tailWithinTokens, unfenceReply } from "../../src/core/text/prompt-budget.js";
import { estimateTokens } from "../../src/core/text/tokens.js";
import { transcriptForPrompt } from "../../src/core/transcript/prompt-text.js";
import { transcriptOf } from "../extract/make-transcript.js";

describe("transcriptForPrompt", () => {
  const t = transcriptOf([
    ["compaction", "Earlier: the team chose Heron."],
    ["user", "First, the old topic: " + "lorem ipsum ".repeat(200)],
    ["assistant", "Old answer."],
    ["tool", "x".repeat(5000), { name: "exec", args: { command: "cat big.log" } }],
    ["user", "Newest: ship the Heron beta on Thursday."],
  ]);

  it("keeps everything, earlier summaries first, when it fits; tool output is clipped", () => {
    const p = transcriptForPrompt(t, 100_000);
    expect(p.omittedTurns).toBe(0);
    expect(p.text.startsWith("[Earlier summary, may be outdated]\nEarlier: the team chose Heron.")).toBe(true);
    expect(p.text).toMatch(/\[Tool exec [^\]]*: cat big\.log\]\nx{600} …\[clipped\]/);
    expect(p.text.trimEnd().endsWith("Newest: ship the Heron beta on Thursday.")).toBe(true);
  });

  it("drops the oldest turns to stay within the budget, and says how many", () => {
    const p = transcriptForPrompt(t, 300);
    expect(estimateTokens(p.text)).toBeLessThanOrEqual(300);
    expect(p.omittedTurns).toBeGreaterThan(0);
    expect(p.text).toContain("Newest: ship the Heron beta on Thursday.");
    expect(p.text).not.toContain("lorem ipsum");
    expect(p.text).not.toContain("Earlier summary");
  });
});

describe("tailWithinTokens", () => {
  it("keeps whole last lines within the budget", () => {
    const text = Array.from({ length: 100 }, (_, i) => `line ${i} of the daily log`).join("\n");
    const r = tailWithinTokens(text, 50);
    expect(estimateTokens(r.text)).toBeLessThanOrEqual(50);
    expect(r.text.endsWith("line 99 of the daily log")).toBe(true);
    expect(r.text.split("\n")[0]).toMatch(/^line \d+ of the daily log$/);
    expect(r.omittedChars).toBe(text.length - r.text.length);
    expect(tailWithinTokens("short", 50)).toEqual({ text: "short", omittedChars: 0 });
  });

  it("cuts one oversized line (CJK too) to fit", () => {
    expect(estimateTokens(tailWithinTokens("字".repeat(5000), 100).text)).toBeLessThanOrEqual(100);
  });
});

describe("unfenceReply", () => {
  it("unwraps a reply fenced as a whole, and leaves anything else alone", () => {
    expect(unfenceReply("```markdown\n# Title\n- a\n```\n")).toBe("# Title\n- a");
    expect(unfenceReply("  # Title\n")).toBe("# Title");
    const two = "```\na\n```\ntext\n```\nb\n```";
    expect(unfenceReply(two)).toBe(two);
  });
});
