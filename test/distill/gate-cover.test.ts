/**
 * The forgetting gate reads what a covering file says, not its bookkeeping, and a coincidence is
 * no cover (docs/design.md, "Forgetting"). Each case is a loss the settle bench found on the
 * read blind workspaces: a day file deleted two scheduled runs after its log, while the one
 * labelled fact it held was in no file that stayed.
 */
import { describe, expect, it } from "vitest";
import { planForget } from "../../src/skills/memory-compactor/index.js";
import { withoutAnnotations } from "../../src/skills/memory-compactor/annotations.js";
import { formatAlsoPattern, formatAnomaly, formatPattern } from "../../src/skills/memory-compactor/day-format.js";
import { formatEmerging, formatWeekPattern } from "../../src/skills/memory-compactor/week-format.js";
import { draftMonth } from "../../src/skills/memory-compactor/month-draft.js";
import { formatStamp, shortHash } from "../../src/skills/memory-compactor/source-stamp.js";
import { MemWorkspace } from "./helpers/mem-workspace.js";

describe("withoutAnnotations", () => {
  const said = "Reprinted the loyalty cards — ten stamps still earn £5 off";

  it("takes off what each renderer adds, and nothing the notes said", () => {
    expect(withoutAnnotations(`- ${formatPattern({ text: said, tag: "strengthened", earlierDays: 3, alsoFact: true, related: ["scars/till.md"] })}`)).toBe(`- ${said}`);
    expect(withoutAnnotations(formatPattern({ text: said, tag: "new", earlierDays: 0 }))).toBe(said);
    expect(withoutAnnotations(formatPattern({ text: said, tag: "confirmed", earlierDays: 1 }))).toBe(said);
    expect(withoutAnnotations(formatAlsoPattern(said))).toBe(said);
    const anomaly = { text: said, why: "outside the normal range", interpretation: "likely a one-off unless it recurs", related: [] };
    expect(withoutAnnotations(formatAnomaly(anomaly, false))).toBe(said);
    expect(withoutAnnotations(formatAnomaly({ ...anomaly, why: "超出正常范围", interpretation: "若不再出现，多半是偶发" }, true))).toBe(said);
    expect(withoutAnnotations(formatWeekPattern({ text: said, count: 5, trend: "stable" }))).toBe(said);
    expect(withoutAnnotations(formatEmerging({ text: said, days: ["2026-01-06", "2026-01-08"], flaggedOn: ["2026-01-08"] }))).toBe(said);
    expect(withoutAnnotations(`One-off so far: ${said} (2026-01-08)`)).toBe(said);
  });

  it("takes the count and the weeks off every line of a month draft", () => {
    const week = (weekId: string) => ({ weekId, durable: [], updates: [], confirmed: [{ text: "Card terminal dropped out at lunchtime", count: 5, trend: "stable" as const }], emerging: [], open: [] });
    const { markdown } = draftMonth({ month: "2026-01", weeks: [week("2026-W02"), week("2026-W03")] });
    const lines = markdown.split("\n").filter((l) => l.startsWith("- ") && l.includes("Card terminal"));
    expect(lines.length).toBeGreaterThan(0);
    for (const l of lines) expect(withoutAnnotations(l)).toMatch(/^- (?:[\p{L} ]+: )?Card terminal dropped out at lunchtime$/u);
  });

  it("leaves a line alone that only looks like one (a dash and words of the notes' own)", () => {
    for (const line of [said, "Paid the roofer — new invoice to follow", "Met Jo (from week one of the course)", "Went again — 3x this week already, fed up"]) expect(withoutAnnotations(line)).toBe(line);
  });
});

// A log, its day file (stamped with it), the week (stamped with the day file) and the month
// (stamped with the week), each as context-kit writes them; `weekLines` and `monthLines` are what
// the tiers above say.
function chain(log: string, dayFacts: string[], weekLines: string[], monthLines: string[]) {
  const date = "2026-01-06";
  const files: Record<string, string> = { "MEMORY.md": "# MEMORY\n\n- The shop opens at nine.\n", [`memory/${date}.md`]: log };
  const stamp = (sources: Record<string, string>) => `\n${formatStamp({ sources: new Map(Object.entries(sources).map(([n, t]) => [n, shortHash(t)])), origin: "draft" })}\n`;
  const list = (xs: string[]) => (xs.length ? xs.map((x) => `- ${x}`).join("\n") : "_None._");
  const day = `# Daily Distillation: ${date}\n\n## Facts\n${list(dayFacts)}\n\n## Patterns\n_None._\n\n## Anomalies\n_None._\n` + stamp({ [`${date}.md`]: log });
  files[`memory/distilled/day-${date}.md`] = day;
  const week = `# Weekly Compression: 2026 Week 02\n\n## Durable Facts\n${list(weekLines)}\n\n## Confirmed Patterns\n_None._\n\n## Emerging Patterns (promoted from anomalies)\n_None._\n\n## Open Questions\n_None._\n` + stamp({ [`${date}.md`]: log, [`day-${date}.md`]: day });
  files["memory/distilled/week-2026-W02.md"] = week;
  files["memory/distilled/month-2026-01.md"] = `# Monthly Abstraction: 2026-01\n\n## Principles Learned\n${list(monthLines)}\n\n## Relationship Dynamics\n_None._\n\n## Operational Insights\n_None._\n\n## Updated Priors\n_None._\n` + stamp({ "week-2026-W02.md": week });
  return new MemWorkspace(files);
}

/** Past the day files' 8 weeks: the day file goes if its week (or the month) says what it says. */
const LATER = "2026-03-20";
const dayVerdict = async (ws: MemWorkspace) => {
  const plan = await planForget(ws, { now: LATER });
  return plan.delete.some((d) => d.file === "memory/distilled/day-2026-01-06.md") ? "deleted" : plan.kept.find((k) => k.file === "memory/distilled/day-2026-01-06.md")?.reason;
};

describe("the gate's cover", () => {
  const loyalty = "Reprinted the loyalty cards, ten stamps still earn £5 off the next purchase";

  it("is not a month line's count: '(5x over 2 weeks)' does not hold a log's '£5 off'", async () => {
    const month = ["Expect it to recur: Card terminal dropped out at lunchtime (5x over 2 weeks, stable) (from week-2026-W02, week-2026-W03)"];
    expect(await dayVerdict(chain(`# 2026-01-06\n\n- ${loyalty}.\n`, [loyalty], ["Budget for January approved"], month))).toMatch(/1 statement not in week-2026-W02\.md, month-2026-01\.md: 'Reprinted the loyalty cards/);
    // Near miss: the week says it, and the day file goes.
    expect(await dayVerdict(chain(`# 2026-01-06\n\n- ${loyalty}.\n`, [loyalty], [loyalty], month))).toBe("deleted");
  });

  it("asks for the words when a statement's only specifics are small bare numbers ('一天' reads as 1)", async () => {
    const closed = "中午学校来电话：班上流感倒了一大半，乐乐他们班明天停课一天，在家上网课";
    const other = "新光猫用了两天，宽带还是掉了一次，乐乐说上网很慢";
    expect(await dayVerdict(chain(`# 2026-01-06\n\n${closed}\n`, [closed], [other], []))).toMatch(/1 statement not in/);
    expect(await dayVerdict(chain(`# 2026-01-06\n\n${closed}\n`, [closed], [closed], []))).toBe("deleted");
  });

  it("shares more than one word with a statement it holds the number of ('300 लीटर' is not '₹300 रोज़')", async () => {
    const freezer = "अमूल का फ़्रीज़र आ गया — 300 लीटर, बाहर दीवार के साथ लगा";
    const nephew = "तीन दिन डिलीवरी भतीजा अंकित करेगा, ₹300 रोज़, स्कूटी उसकी अपनी, दुकान का काम";
    expect(await dayVerdict(chain(`# 2026-01-06\n\n${freezer}\n`, [freezer], [nephew], []))).toMatch(/1 statement not in/);
    expect(await dayVerdict(chain(`# 2026-01-06\n\n${freezer}\n`, [freezer], ["अमूल फ़्रीज़र 300 लीटर, दीवार के साथ"], []))).toBe("deleted");
  });
});
