import { describe, expect, it } from "vitest";
import { MAX_DISTILLED_BYTES, validateDistillation } from "../../src/skills/memory-compactor/validate.js";

const DAY = "# Daily Distillation: 2026-01-15\n\n## Facts\n- Budget approved: €50K for Q2\n\n## Patterns\n- Bob pushed back again — confirmed\n\n## Anomalies\n_None._\n";
const WEEK = "# Weekly Compression: 2026 Week 03\n\n## Durable Facts\n- Decided on Postgres\n\n## Confirmed Patterns\n- Bob pushed back — 3x this week, trend: stable\n\n## Emerging Patterns (promoted from anomalies)\n_None._\n\n## Open Questions\n_None._\n";
const MONTH = "# Monthly Abstraction: 2026-01\n\n## Principles Learned\n- Bob avoids deadline commitments; set his deadlines 20% earlier (from week-2026-W02, week-2026-W03)\n\n## Relationship Dynamics\n_None._\n\n## Operational Insights\n_None._\n\n## Updated Priors\n_None._\n";

const problems = (tier: "day" | "week" | "month", md: string, period?: string) => validateDistillation(tier, md, period).problems.join("\n");

describe("validateDistillation", () => {
  it("accepts well-formed files of each tier", () => {
    expect(validateDistillation("day", DAY, "2026-01-15")).toEqual({ ok: true, problems: [] });
    expect(validateDistillation("week", WEEK, "2026-W03")).toEqual({ ok: true, problems: [] });
    expect(validateDistillation("month", MONTH, "2026-01")).toEqual({ ok: true, problems: [] });
  });

  it("rejects a title for another period", () => {
    expect(problems("day", DAY, "2026-01-16")).toMatch(/the file is for 2026-01-16, but the title says 2026-01-15/);
    expect(problems("week", WEEK.replace("Week 03", "Week 54"), undefined)).toMatch(/not a real week/);
  });

  it("rejects missing, extra and reordered sections", () => {
    expect(problems("day", DAY.replace("## Anomalies\n_None._\n", ""))).toMatch(/missing "## Anomalies"/);
    expect(problems("day", DAY + "\n## Thoughts\n- hmm\n")).toMatch(/unexpected "## Thoughts"/);
    const swapped = DAY.replace("## Facts", "## TMP").replace("## Patterns", "## Facts").replace("## TMP", "## Patterns");
    expect(problems("day", swapped)).toMatch(/out of order/);
  });

  it("rejects empty and placeholder bullets", () => {
    expect(problems("day", DAY.replace("- Budget approved: €50K for Q2", "- "))).toMatch(/empty bullet/);
    expect(problems("day", DAY.replace("- Budget approved: €50K for Q2", "- [fact 1]"))).toMatch(/placeholder bullet/);
    expect(problems("day", DAY.replace("- Budget approved: €50K for Q2", "- [what changed]"))).toMatch(/placeholder bullet/);
    // A line of data in brackets, quoted from a log, is content.
    expect(problems("day", DAY.replace("- Budget approved: €50K for Q2", '- [{"content": "deploy at 14:00"}, {"content": "done"}]'))).not.toMatch(/placeholder/);
  });

  it("refuses a day file that says nothing: a quiet day gets no file", () => {
    expect(problems("day", "No significant facts, patterns, or anomalies.")).toMatch(/gets no file/);
    expect(problems("day", "# Daily Distillation: 2026-01-15\n\n## Facts\n_None._\n\n## Patterns\n_None._\n\n## Anomalies\n_None._\n")).toMatch(/no facts, patterns or anomalies/);
  });

  it("requires pattern tags, computed counts and sourced principles", () => {
    expect(problems("day", DAY.replace(" — confirmed", ""))).toMatch(/needs a tag/);
    expect(problems("week", WEEK.replace(" — 3x this week, trend: stable", " — often"))).toMatch(/Nx this week, trend/);
    expect(problems("month", MONTH.replace(" (from week-2026-W02, week-2026-W03)", ""))).toMatch(/must say what it comes from/);
  });

  it("caps the size", () => {
    const big = DAY.replace("- Budget approved: €50K for Q2", Array.from({ length: 400 }, (_, i) => `- Fact number ${i} about the budget`).join("\n"));
    expect(problems("day", big)).toMatch(new RegExp(`over the day cap of ${MAX_DISTILLED_BYTES.day} bytes`));
  });

  it("ignores the source stamp and names an unknown tier", () => {
    expect(validateDistillation("day", DAY + "\n<!-- context-kit:sources 2026-01-15.md=0123456789abcdef origin=agent -->\n", "2026-01-15").ok).toBe(true);
    expect(problems("year" as never, DAY)).toMatch(/tier: expected one of day, week, month/);
  });
});
