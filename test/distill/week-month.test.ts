import { describe, expect, it } from "vitest";
import type { DayRecord } from "../../src/skills/memory-compactor/day-format.js";
import { draftMonth } from "../../src/skills/memory-compactor/month-draft.js";
import { validateDistillation } from "../../src/skills/memory-compactor/validate.js";
import { draftWeek, trendOf } from "../../src/skills/memory-compactor/week-draft.js";
import { readWeek } from "../../src/skills/memory-compactor/week-format.js";
import { readDay, splitSuffix } from "../../src/skills/memory-compactor/day-format.js";
import { SubjectIndex } from "../../src/core/statements/subjects.js";
import { RoutineIndex } from "../../src/core/statements/routine.js";

const rec = (date: string, r: Partial<Omit<DayRecord, "date">>): DayRecord => ({ date, facts: [], patterns: [], anomalies: [], ...r });
const pat = (text: string) => ({ text, tag: "confirmed" as const });

/** A record of 20 days of routine holding `said` (day → statements) besides: what the subject
 *  index learns which terms are rare from. */
function subjectsOf(said: Record<string, string[]>): SubjectIndex {
  const docs: Array<[string, string[]]> = [];
  for (let i = 1; i <= 20; i++) {
    const d = `2026-07-${String(i).padStart(2, "0")}`;
    docs.push([d, ["07:02 heartbeat ok, all hosts up", "Inbox: 12 new, nothing for me", "Anke took the kids to school", ...(said[d] ?? [])]]);
  }
  return new SubjectIndex(docs);
}

describe("week compression", () => {
  it("counts a pattern's days instead of trusting the writer's tally", () => {
    const w = draftWeek({
      weekId: "2026-W03",
      quietDays: 0,
      days: [
        rec("2026-01-12", { patterns: [pat("Bob pushed back on the timeline again")] }),
        rec("2026-01-14", { patterns: [pat("Bob pushed back on the scope, 5th time this week")] }),
        rec("2026-01-16", { patterns: [pat("Bob pushed back on the release date again")] }),
      ],
    });
    expect(w.items.confirmed).toEqual([{ text: "Bob pushed back on the release date", count: 3, trend: "strengthening" }]);
    expect(w.markdown).toContain("- Bob pushed back on the release date — 3x this week, trend: strengthening");
  });

  it("drafts a week whose days hold content-free facts (no TypeError); a repeated one is kept once", () => {
    // "the" and a code span have no content words: their statement key is empty and sameSubject
    // is false even for the fact itself, which left its group empty.
    const w = draftWeek({
      weekId: "2026-W03",
      quietDays: 0,
      days: [rec("2026-01-12", { facts: ["the", "`x`", "Budget approved: €50K for Q2"] }), rec("2026-01-13", { facts: ["the"] })],
    });
    expect(w.items.durable).toEqual(["the", "Budget approved: €50K for Q2"]);
    expect(validateDistillation("week", w.markdown, "2026-W03").ok).toBe(true);
  });

  it("computes the trend against the previous week's days", () => {
    const previousDays = [rec("2026-01-05", { patterns: [pat("Bob pushed back again")] }), rec("2026-01-06", { patterns: [pat("Bob pushed back again")] })];
    const w = draftWeek({ weekId: "2026-W03", quietDays: 0, previousDays, days: [rec("2026-01-12", { patterns: [pat("Bob pushed back again")] })] });
    expect(w.items.confirmed[0]).toMatchObject({ count: 1, trend: "weakening" });
    expect([trendOf(2, 2), trendOf(3, 2), trendOf(1, 2)]).toEqual(["stable", "strengthening", "weakening"]);
  });

  it("falls back to the previous week file's count when its days are gone", () => {
    const previousWeek = readWeek("2026-W02", "# Weekly Compression: 2026 Week 02\n\n## Durable Facts\n_None._\n\n## Confirmed Patterns\n- Bob pushed back on the timeline — 2x this week, trend: stable\n\n## Emerging Patterns (promoted from anomalies)\n_None._\n\n## Open Questions\n_None._\n");
    const w = draftWeek({ weekId: "2026-W03", quietDays: 0, previousWeek, days: [rec("2026-01-12", { patterns: [pat("Bob pushed back on the timeline again")] }), rec("2026-01-13", { patterns: [pat("Bob pushed back on the timeline again")] })] });
    expect(w.items.confirmed[0]).toMatchObject({ count: 2, trend: "stable" });
  });

  it("writes a contradicted fact as Updated: old → new, the later one winning", () => {
    const w = draftWeek({
      weekId: "2026-W06",
      quietDays: 0,
      days: [rec("2026-02-02", { facts: ["Budget approved: €50K for Q2 infrastructure"] }), rec("2026-02-05", { facts: ["Finance cut the Q2 infrastructure budget to €40K"] })],
    });
    expect(w.items.updates).toEqual([{ old: "Budget approved: €50K for Q2 infrastructure", new: "Finance cut the Q2 infrastructure budget to €40K" }]);
    expect(w.markdown).toContain("- Updated: Budget approved: €50K for Q2 infrastructure → Finance cut the Q2 infrastructure budget to €40K");
  });

  it("updates a durable fact from an earlier week", () => {
    const earlier = readWeek("2026-W02", "# Weekly Compression: 2026 Week 02\n\n## Durable Facts\n- Project Atlas deadline set to March 15 by the steering group\n\n## Confirmed Patterns\n_None._\n\n## Emerging Patterns (promoted from anomalies)\n_None._\n\n## Open Questions\n_None._\n");
    const w = draftWeek({ weekId: "2026-W04", quietDays: 0, earlierWeeks: [earlier], days: [rec("2026-01-20", { facts: ["Atlas deadline moved to March 22 after the vendor slipped two weeks"] })] });
    expect(w.items.updates).toHaveLength(1);
    expect(w.items.updates[0]!.old).toContain("March 15");
  });

  it("does not call different kinds of value a contradiction", () => {
    const w = draftWeek({ weekId: "2026-W06", quietDays: 0, days: [rec("2026-02-02", { facts: ["Standup moved to 9:30 for Berlin"] }), rec("2026-02-03", { facts: ["Standup moved to March 3 for Berlin"] })] });
    expect(w.items.updates).toEqual([]);
  });

  it("promotes an anomaly seen on two days and keeps a one-off as an open question", () => {
    const w = draftWeek({
      weekId: "2026-W06",
      quietDays: 0,
      days: [
        rec("2026-02-03", { anomalies: ["Acme replied within 5 minutes", "No standup today, first skip in 6 weeks"] }),
        rec("2026-02-06", { anomalies: ["Acme replied within an hour, surprisingly fast"] }),
      ],
    });
    expect(w.items.emerging).toEqual([{ text: "Acme replied within an hour, surprisingly fast", days: ["2026-02-03", "2026-02-06"], flaggedOn: ["2026-02-03", "2026-02-06"] }]);
    expect(w.markdown).toContain("— seen on 2 days (Tue, Fri), flagged unexpected on Tue, Fri");
    expect(w.items.open).toEqual(["One-off so far: No standup today, first skip in 6 weeks (2026-02-03)"]);
  });

  it("promotes an anomaly that recurs as a pattern, and lists it once", () => {
    const w = draftWeek({
      weekId: "2026-W10",
      quietDays: 0,
      days: [
        rec("2026-03-03", { anomalies: ["For the first time, the CEO joined the product review"] }),
        rec("2026-03-05", { patterns: [pat("The CEO joined the product review again")] }),
      ],
    });
    expect(w.items.emerging).toEqual([{ text: "The CEO joined the product review", days: ["2026-03-03", "2026-03-05"], flaggedOn: ["2026-03-03"] }]);
    expect(w.items.confirmed).toEqual([]);
    expect(w.items.open).toEqual([]);
  });

  it("drops an anomaly whose behaviour was already normal before it was flagged", () => {
    const w = draftWeek({
      weekId: "2026-W08",
      quietDays: 0,
      days: [
        rec("2026-02-16", { patterns: [pat("The planning meeting ran long again, 80 minutes")] }),
        rec("2026-02-17", { patterns: [pat("Planning meeting ran long again, 85 minutes")] }),
        rec("2026-02-18", { anomalies: ["The planning meeting ran unusually long, 90 minutes"] }),
      ],
    });
    expect(w.items.emerging).toEqual([]);
    expect(w.items.open).toEqual([]);
    expect(w.items.confirmed[0]).toMatchObject({ count: 3 });
  });

  it("drops one-off facts without lasting relevance and keeps durable ones", () => {
    const w = draftWeek({ weekId: "2026-W02", quietDays: 0, days: [rec("2026-01-07", { facts: ["Meeting with Tom from legal at 3pm on Thursday", "Decided to go with Postgres for billing"] })] });
    expect(w.items.durable).toEqual(["Decided to go with Postgres for billing"]);
  });

  it("records an all-quiet week instead of writing an empty file", () => {
    const w = draftWeek({ weekId: "2026-W02", quietDays: 3, days: [] });
    expect(w.markdown).toContain("- No significant facts, patterns, or anomalies on the 3 logged days.");
    expect(validateDistillation("week", w.markdown, "2026-W02").ok).toBe(true);
  });
});

const week = (id: string, confirmed: string, extra = "") =>
  readWeek(id, `# Weekly Compression: ${id.replace("-W", " Week ")}\n\n## Durable Facts\n${extra || "_None._"}\n\n## Confirmed Patterns\n- ${confirmed}\n\n## Emerging Patterns (promoted from anomalies)\n_None._\n\n## Open Questions\n_None._\n`);

describe("month abstraction", () => {

  it("turns a behaviour seen in several weeks into a principle that names its weeks", () => {
    const m = draftMonth({
      month: "2026-01",
      weeks: [week("2026-W02", "Bob pushed back on the timeline — 2x this week, trend: strengthening"), week("2026-W03", "Bob pushed back on scope — 3x this week, trend: strengthening", "- Updated: Budget €50K → Budget €40K")],
    });
    expect(m.items.principles).toEqual(["Expect it to recur: Bob pushed back on scope (5x over 2 weeks, strengthening) (from week-2026-W02, week-2026-W03)"]);
    expect(m.items.relationships[0]).toMatch(/^Bob pushed back on scope/);
    expect(m.items.priors).toContain("Budget €50K → Budget €40K (from week-2026-W03)");
    expect(validateDistillation("month", m.markdown, "2026-01")).toEqual({ ok: true, problems: [] });
  });
});

describe("month abstraction by subject", () => {
  it("names a principle by the wording that shares the most with its other weeks, not by a neighbour the latest week drew in", () => {
    const said = {
      "2026-07-06": ["pi-dns resolver hung again, port 53 dead until a restart"],
      "2026-07-13": ["pi-dns resolver hung once more, port 53 silent, restarted it"],
      "2026-07-20": ["Flashed a new SD card for pi-dns, the resolver config copied over"],
    };
    const m = draftMonth({
      month: "2026-07",
      weeks: [
        week("2026-W28", `${said["2026-07-06"][0]} — 2x this week, trend: strengthening`),
        week("2026-W29", `${said["2026-07-13"][0]} — 2x this week, trend: stable`),
        week("2026-W30", `${said["2026-07-20"][0]} — 2x this week, trend: stable`),
      ],
      subjects: subjectsOf(said),
    });
    expect(m.items.principles).toHaveLength(1);
    expect(m.items.principles[0]).toContain("port 53");
    expect(m.items.principles[0]).toContain("(from week-2026-W28, week-2026-W29, week-2026-W30)");
  });
});

describe("a fact the day also listed as a pattern's occurrence", () => {
  const said = {
    "2026-07-06": ["Van temp needle went into the red on the A-49 climb, topped up coolant, 40 min lost"],
    "2026-07-09": ["Checked the coolant first thing: reservoir low again overnight"],
    "2026-07-14": ["Coolant warning light on the motorway, 30 min on the hard shoulder"],
  };
  // Every statement salient: "coolant", said on three days of two weeks, is a subject on its own
  // (subjects.ts, episodic), and the only word the two lines of the week share.
  const docs: Array<[string, string[]]> = Object.entries(said);
  for (let i = 1; i <= 20; i++) docs.push([`2026-06-${String(i).padStart(2, "0")}`, ["07:02 heartbeat ok, all hosts up", "Inbox: 12 new, nothing for me"]]);
  const subjects = new SubjectIndex(docs, () => true);
  const pattern = rec("2026-07-09", { patterns: [pat(said["2026-07-09"][0])] });

  it("counts that day with its pattern", () => {
    const fact = rec("2026-07-06", { facts: [said["2026-07-06"][0]], factPatterns: [said["2026-07-06"][0]] });
    const w = draftWeek({ weekId: "2026-W28", quietDays: 0, days: [fact, pattern], subjects });
    expect(w.items.confirmed).toEqual([expect.objectContaining({ count: 2 })]);
  });

  it("makes no pattern line of its own when it changes a value: an update is no occurrence", () => {
    const cut = "Finance cut the Q2 infrastructure budget to €40K";
    const w = draftWeek({
      weekId: "2026-W28",
      quietDays: 0,
      days: [
        rec("2026-07-06", { facts: ["Budget approved: €50K for Q2 infrastructure"] }),
        rec("2026-07-08", { facts: [cut], factPatterns: [cut] }),
        rec("2026-07-09", { facts: [cut], factPatterns: [cut] }),
      ],
      subjects,
    });
    expect(w.items.confirmed).toEqual([]);
    expect(w.items.updates).toEqual([{ old: "Budget approved: €50K for Q2 infrastructure", new: cut }]);
  });

  it("is not counted when the day did not list it as a pattern (near miss)", () => {
    const fact = rec("2026-07-06", { facts: [said["2026-07-06"][0]] });
    const w = draftWeek({ weekId: "2026-W28", quietDays: 0, days: [fact, pattern], subjects });
    expect(w.items.confirmed).toEqual([expect.objectContaining({ count: 1 })]);
  });
});

describe("month clusters", () => {
  it("a week's line joins a pattern's cluster when it shares its subject with at least half of the cluster's wordings, not one", () => {
    const said = {
      "2026-07-06": ["pi-dns resolver hung again, port 53 dead until a restart"],
      "2026-07-13": ["pi-dns resolver hung once more, port 53 silent, restarted it"],
      "2026-07-14": ["pi-dns resolver stuck, port 53 dead again after the update"],
      "2026-07-20": ["Garage camera stuck after the firmware update, SD card swapped"],
    };
    const m = draftMonth({
      month: "2026-07",
      weeks: [
        week("2026-W28", `${said["2026-07-06"][0]} — 2x this week, trend: strengthening`),
        week("2026-W29", `${said["2026-07-13"][0]} — 2x this week, trend: stable`),
        week("2026-W29", `${said["2026-07-14"][0]} — 2x this week, trend: stable`),
        week("2026-W30", `${said["2026-07-20"][0]} — 2x this week, trend: stable`),
      ],
      subjects: subjectsOf(said),
    });
    expect(m.items.principles).toHaveLength(1);
    expect(m.items.principles[0]).toContain("(from week-2026-W28, week-2026-W29)");
  });
});

describe("month clusters by recurring subject", () => {
  it("a week's line joins the cluster it shares the most of a recurring subject with, not the first it may join", () => {
    const said = {
      "2026-07-01": ["Hornets hawking at the hive 2 entrance"],
      "2026-07-03": ["Hornets back at the entrance of hive 5"],
      "2026-07-06": ["Mervyn lent us his smoker for the swarm", "Hornets at the hive 4 entrance again"],
      "2026-07-08": ["Hornets at the entrance once more"],
      "2026-07-14": ["Hornets at the entrance again, Mervyn counted three"],
    };
    const m = draftMonth({
      month: "2026-07",
      weeks: [
        week("2026-W28", "Mervyn lent us his smoker for the swarm — 1x this week, trend: stable\n- Hornets at the entrance once more — 3x this week, trend: strengthening"),
        week("2026-W29", `${said["2026-07-14"][0]} — 1x this week, trend: weakening`),
      ],
      subjects: subjectsOf(said),
    });
    // It shares one name with Mervyn's line (a link), and the hornets and the entrance, said on
    // five days, with the hornets' line.
    // Joined to Mervyn's cluster, it made a principle of his line and this one: "2x over 2 weeks".
    expect(m.items.principles).toHaveLength(1);
    expect(m.items.principles[0]).toContain("Hornets");
    expect(m.items.principles[0]).toContain("(4x over 2 weeks, weakening) (from week-2026-W28, week-2026-W29)");
  });
});

describe("the week and the month by subject", () => {
  const dns = {
    "2026-07-06": ["pi-dns answers ping but nothing on port 53; restarted the resolver"],
    "2026-07-08": ["pi-dns hung again at 19:00, the resolver stuck at 100% CPU"],
    "2026-07-10": ["No DNS in the whole house: pi-dns resolver dead, pulled the power"],
  };

  it("counts one problem told in other words as one pattern, once per day", () => {
    const days = [rec("2026-07-06", { facts: dns["2026-07-06"] }), rec("2026-07-08", { patterns: [pat(dns["2026-07-08"][0]!)] }), rec("2026-07-10", { patterns: [pat(dns["2026-07-10"][0]!)] })];
    const w = draftWeek({ weekId: "2026-W28", quietDays: 0, days, subjects: subjectsOf(dns) });
    expect(w.items.confirmed).toHaveLength(1);
    expect(w.items.confirmed[0]).toMatchObject({ count: 3 });
    expect(w.items.confirmed[0]!.text).toContain("pi-dns");
    // Worded apart and without the index, the tellings are not recognised as one.
    expect(draftWeek({ weekId: "2026-W28", quietDays: 0, days }).items.confirmed.some((p) => p.count === 3)).toBe(false);
  });

  it("counts a day that told the pattern's subject as a fact with a value of its own (a date), in other words", () => {
    const said = {
      "2026-07-06": ["pi-dns resolver stuck again, no answers on port 53"],
      "2026-07-07": ["7 July: kids had no internet all evening until I power-cycled the pi-dns resolver box"],
      "2026-07-09": ["pi-dns resolver frozen once more after the update"],
      "2026-07-10": ["Ordered a spare SD card for the garage camera, 32 GB"],
    };
    const days = [
      rec("2026-07-06", { patterns: [pat(said["2026-07-06"][0]!)] }),
      rec("2026-07-07", { facts: said["2026-07-07"] }),
      rec("2026-07-09", { patterns: [pat(said["2026-07-09"][0]!)] }),
      rec("2026-07-10", { facts: said["2026-07-10"] }),
    ];
    const w = draftWeek({ weekId: "2026-W28", quietDays: 0, days, subjects: subjectsOf(said) });
    expect(w.items.confirmed.map((p) => p.count)).toEqual([3]);
    // Near miss: the fact on another subject is not an occurrence. (A fact that changes a value
    // on the pattern's subject is none either: the fixture's "Atlas deadline moved to March 22"
    // beside "Bob pushed back on the Atlas timeline", test/distill/quality.test.ts.)
    expect(w.items.confirmed[0]!.text).not.toContain("SD card");
  });

  it("does not chain two problems into one pattern through a line that shares words with both", () => {
    const said = {
      "2026-07-06": ["pi-dns resolver hung again, port 53 dead until a restart"],
      "2026-07-07": ["Garage camera SD card full again, recordings stopped overnight"],
      "2026-07-08": ["Moved the garage camera SD card into pi-dns, the resolver boots from it now"],
      "2026-07-09": ["pi-dns resolver hung once more, port 53 silent, restarted it"],
      "2026-07-10": ["Garage camera SD card corrupted again, recordings lost"],
    };
    const days = Object.entries(said).map(([d, [t]]) => rec(d, { patterns: [pat(t!)] }));
    const w = draftWeek({ weekId: "2026-W28", quietDays: 0, days, subjects: subjectsOf(said) });
    expect(w.items.confirmed.map((p) => p.count).sort()).not.toContain(5);
    const dns = w.items.confirmed.find((p) => p.text.includes("port 53"));
    const camera = w.items.confirmed.find((p) => p.text.includes("recordings"));
    expect(dns).toBeDefined();
    expect(camera).toBeDefined();
    expect(dns).not.toBe(camera);
  });

  it("keeps a pattern's occurrences together when its first one also shares a name with a neighbour's line", () => {
    // The hornets come back all month; Mervyn is named on two days. Taken in date order, Monday's
    // sighting joined Mervyn's line first (one shared name is a link between two patterns), and
    // Wednesday's and Friday's sightings, which share nothing with Mervyn's line, had to start
    // a group of their own: 1x and 2x instead of 3x.
    const said = {
      "2026-07-01": ["Hornets hawking at the entrance of hive 2 again"],
      "2026-07-03": ["Hornets back at the hive 5 entrance, bees bearding"],
      "2026-07-06": ["Hornets at the hive 4 entrance again, Mervyn counted three", "Lent the smoker to Mervyn for his swarm"],
      "2026-07-08": ["Hornets at the entrance once more, two caught in the bottle trap"],
      "2026-07-10": ["Hornets hawking at the entrance, the bees guarding it tightly"],
      "2026-07-02": ["Mervyn rang about the association's honey show"],
    };
    const days = ["2026-07-06", "2026-07-08", "2026-07-10"].map((d) => rec(d, { patterns: said[d as keyof typeof said].map(pat) }));
    const w = draftWeek({ weekId: "2026-W28", quietDays: 0, days, subjects: subjectsOf(said) });
    const hornets = w.items.confirmed.find((p) => p.text.includes("Hornets"));
    expect(hornets).toMatchObject({ count: 3 });
    expect(w.items.confirmed.find((p) => p.text.includes("smoker"))).toMatchObject({ count: 1 });
  });

  it("keeps a pattern's occurrences together when a neighbour of the same day shares more words with one of them", () => {
    // "primer" comes back on days of two weeks (an episodic term). Monday's training-night line
    // shares four words with Monday's primer line, Wednesday's primer line two: taken by weight
    // alone, the two lines of Monday made a group first, which Wednesday's (no link to the
    // training night) could not join: 1x and 1x instead of 2x.
    const said: Record<string, string[]> = {
      // Drafting drills at Pollard's crossing, once a week: said on four days, never twice in a
      // week, so no term of theirs is episodic.
      "2026-07-01": ["Drafting drill at Pollard's crossing, tanker filled in 9 minutes"],
      "2026-07-13": ["Drafting drill at Pollard's crossing with the new hose"],
      "2026-07-20": ["Drafting drill at Pollard's crossing, all crews through"],
      "2026-07-06": ["1900 training night, 12 crew, drafting drill at Pollard's crossing", "1938 drafting drill at Pollard's crossing: the B1 primer would not pick up, hand-primed in the end"],
      "2026-07-08": ["1005 pump test on B1: primer took 4 goes to catch"],
      "2026-07-14": ["B1 primer seized solid at the morning test, freed with a shifter"],
      "2026-07-16": ["B1 primer played up mid-burn, B7 took over the edge"],
    };
    const docs: Array<[string, string[]]> = [];
    for (let i = 1; i <= 20; i++) {
      const d = `2026-07-${String(i).padStart(2, "0")}`;
      docs.push([d, ["07:02 heartbeat ok, all hosts up", "Inbox: 12 new, nothing for me", ...(said[d] ?? [])]]);
    }
    const salient = (_d: string, s: string) => !s.startsWith("07:02") && !s.startsWith("Inbox");
    const days = [
      rec("2026-07-06", { facts: [said["2026-07-06"]![0]!], patterns: [{ text: said["2026-07-06"]![1]!, tag: "new" as const }] }),
      rec("2026-07-08", { patterns: [pat(said["2026-07-08"]![0]!)] }),
    ];
    const w = draftWeek({ weekId: "2026-W28", quietDays: 0, days, subjects: new SubjectIndex(docs, salient) });
    const primer = w.items.confirmed.filter((p) => p.text.includes("primer"));
    expect(primer).toHaveLength(1);
    expect(primer[0]).toMatchObject({ count: 2 });
  });

  it("names a pattern by the line that shares the most with the others, not by a neighbour the group drew in", () => {
    const said = {
      "2026-07-06": ["pi-dns resolver hung again, nothing answering on port 53 until a restart"],
      "2026-07-08": ["pi-dns resolver stuck at 100% CPU, port 53 dead again, restart fixed it"],
      "2026-07-09": ["pi-dns resolver hung once more overnight, port 53 silent, restarted it"],
      "2026-07-10": ["Flashed a new SD card for pi-dns; the resolver config copied over"],
    };
    const days = Object.entries(said).map(([d, [t]]) => rec(d, { patterns: [pat(t!)] }));
    const w = draftWeek({ weekId: "2026-W28", quietDays: 0, days, subjects: subjectsOf(said) });
    expect(w.items.confirmed).toHaveLength(1);
    expect(w.items.confirmed[0]).toMatchObject({ count: 4 });
    expect(w.items.confirmed[0]!.text).toContain("port 53");
  });

  it("writes Updated: old → new when a later fact on the same subject states another value", () => {
    const said = { "2026-07-07": ["Brandt confirmed Lina's Kontrolle: Do 16.07., 15:30"], "2026-07-09": ["Brandt is away that week: Lina's Kontrolle is now Di 21.07., 08:15"] };
    const days = [rec("2026-07-07", { facts: said["2026-07-07"] }), rec("2026-07-09", { facts: said["2026-07-09"] })];
    const w = draftWeek({ weekId: "2026-W28", quietDays: 0, days, subjects: subjectsOf(said) });
    expect(w.items.updates).toEqual([{ old: said["2026-07-07"][0], new: said["2026-07-09"][0] }]);
    expect(draftWeek({ weekId: "2026-W28", quietDays: 0, days }).items.updates).toEqual([]);
  });

  it("reads a line's clock stamp as when it was written, not as a value it states", () => {
    // A timed decision with no value of its own took the revised quote as its "old" by the two
    // stamps (14:05 → 10:15), and the quote's real update was lost.
    const said = {
      "2026-07-06": ["11:00 Hearth & Flue quote in for Boiler A replacement: £4,120 incl. flue liner, 2-day job"],
      "2026-07-08": ["14:05 Hearth & Flue revised the Boiler A quote to £3,860 (dropped the magnetic filter)"],
      "2026-07-10": ["10:15 Decision on Boiler A: replace, not repair — go-ahead given to Hearth & Flue, deposit next week"],
    };
    const days = Object.entries(said).map(([d, facts]) => rec(d, { facts }));
    const w = draftWeek({ weekId: "2026-W28", quietDays: 0, days, subjects: subjectsOf(said) });
    expect(w.items.updates).toEqual([{ old: said["2026-07-06"][0], new: said["2026-07-08"][0] }]);
    // Near miss: a time the statement states is a value, stamp or not.
    const moved = { "2026-07-06": ["09:10 Boiler A service booked with Hearth & Flue for Thu 16 July at 08:00"], "2026-07-08": ["16:40 Hearth & Flue moved the Boiler A service to Thu 16 July at 13:00"] };
    const w2 = draftWeek({ weekId: "2026-W28", quietDays: 0, days: Object.entries(moved).map(([d, facts]) => rec(d, { facts })), subjects: subjectsOf(moved) });
    expect(w2.items.updates).toEqual([{ old: moved["2026-07-06"][0], new: moved["2026-07-08"][0] }]);
  });

  it("reads a record's time field as its stamp: two records of one kind are no update by their times alone", () => {
    // JSON Lines notes (core/statements/json-record.ts): every record opens with when it was
    // written, and two snack records of the health station "changed" 10:17 → 10:47.
    const said = {
      "2026-07-06": ["t: 10:17; who: BHW Joy; what: kwento; note: Nagdala si Joy ng ginataang bilo-bilo pang-merienda"],
      "2026-07-08": ["t: 10:47; who: BHW Caloy; what: kwento; note: Nagdala si Caloy ng kutsinta pang-merienda"],
    };
    const days = Object.entries(said).map(([d, facts]) => rec(d, { facts }));
    expect(draftWeek({ weekId: "2026-W28", quietDays: 0, days, subjects: subjectsOf(said) }).items.updates).toEqual([]);
    // Near miss: a value the record states still changes ("₱1,200" → "₱1,500").
    const fee = {
      "2026-07-06": ["t: 08:10; who: MW Tess; what: BHW; note: ₱1,200 kada buwan ang honorarium ng bawat BHW simula Hulyo"],
      "2026-07-08": ["t: 11:20; who: MW Tess; what: BHW; note: Final sa konseho: ₱1,500 kada BHW buwan-buwan ang honorarium, simula Hulyo"],
    };
    const w = draftWeek({ weekId: "2026-W28", quietDays: 0, days: Object.entries(fee).map(([d, facts]) => rec(d, { facts })), subjects: subjectsOf(fee) });
    expect(w.items.updates).toEqual([{ old: fee["2026-07-06"][0], new: fee["2026-07-08"][0] }]);
  });

  it("within the week, one rare word will do when a sum, a percentage, a quantity or a date changed", () => {
    // A record of 45 days, on two of which "ticket" is said: one word that weighs a subject's
    // worth alone (ln(45 / 2) ≥ SUBJECT_MIN_WEIGHT), though sameSubject asks for two.
    const said: Record<string, string[]> = {
      "2026-07-06": ["Settled on £7.50 a ticket for the book evening, redeemable against a copy"],
      "2026-07-08": ["With the new date we raised the ticket to £8.50 so it includes a glass of wine"],
    };
    const docs: Array<[string, string[]]> = [];
    for (let i = 0; i < 45; i++) {
      const d = new Date(Date.UTC(2026, 5, 20 + i)).toISOString().slice(0, 10);
      docs.push([d, ["07:02 heartbeat ok, all hosts up", "Inbox: 12 new, nothing for me", ...(said[d] ?? [])]]);
    }
    const subjects = new SubjectIndex(docs);
    expect(subjects.sameSubject(said["2026-07-06"]![0]!, said["2026-07-08"]![0]!)).toBe(false);
    const days = Object.entries(said).map(([d, facts]) => rec(d, { facts }));
    expect(draftWeek({ weekId: "2026-W28", quietDays: 0, days, subjects }).items.updates).toEqual([{ old: said["2026-07-06"]![0], new: said["2026-07-08"]![0] }]);
    // Near misses: the same pair across weeks (the earlier week's fact) …
    const acrossWeeks = draftWeek({ weekId: "2026-W28", quietDays: 0, days: [days[1]!], earlierDays: [rec("2026-06-30", { facts: said["2026-07-06"] })], subjects });
    expect(acrossWeeks.items.updates).toEqual([]);
    // … and a time or a bare number changed on one shared word.
    const times = [rec("2026-07-06", { facts: ["Ticket sales open at 18:00 on the night"] }), rec("2026-07-08", { facts: ["Carl sells the last tickets from 19:30, after the ferry"] })];
    expect(draftWeek({ weekId: "2026-W28", quietDays: 0, days: times, subjects }).items.updates).toEqual([]);
  });

  it("writes an update whose new value a day listed as a pattern's occurrence and, marked, as a fact", () => {
    // Wednesday's line is an occurrence of the Kontrolle pattern that also states a value no
    // other day holds: its day file lists it under Patterns and, as "— also a pattern", under Facts.
    const said = { "2026-07-07": ["Brandt confirmed Lina's Kontrolle: Do 16.07., 15:30"], "2026-07-09": ["Brandt is away that week: Lina's Kontrolle is now Di 21.07., 08:15"] };
    const markdown = ["# Daily Distillation: 2026-07-09", "", "## Facts", `- ${said["2026-07-09"][0]} — also a pattern`, "", "## Patterns", `- ${said["2026-07-09"][0]} — confirmed (1 earlier day)`, "", "## Anomalies", "_None._", ""].join("\n");
    const wed = readDay("2026-07-09", markdown);
    expect(wed.facts).toEqual([]);
    expect(wed.alsoFacts).toEqual(said["2026-07-09"]);
    const days = [rec("2026-07-07", { facts: said["2026-07-07"] }), wed];
    const w = draftWeek({ weekId: "2026-W28", quietDays: 0, days, subjects: subjectsOf(said) });
    expect(w.items.updates).toEqual([{ old: said["2026-07-07"][0], new: said["2026-07-09"][0] }]);
    // The second listing is read once: no durable fact of its own.
    expect(w.items.durable).not.toContain(said["2026-07-09"][0]);
  });

  it("two occurrences of a pattern, each listed again as a fact, update each other by a new time, date or sum", () => {
    const said = { "2026-07-07": ["Lina's Kontrolle with Brandt at 15:30, the waiting room full again"], "2026-07-09": ["Lina's Kontrolle with Brandt at 08:15, the waiting room full again"] };
    const days = [rec("2026-07-07", { patterns: [pat(said["2026-07-07"][0]!)], alsoFacts: said["2026-07-07"] }), rec("2026-07-09", { patterns: [pat(said["2026-07-09"][0]!)], alsoFacts: said["2026-07-09"] })];
    const w = draftWeek({ weekId: "2026-W28", quietDays: 0, days, subjects: subjectsOf(said) });
    expect(w.items.updates).toEqual([{ old: said["2026-07-07"][0], new: said["2026-07-09"][0] }]);
  });

  it("near miss: a pattern's occurrence listed again as a fact that changes no value is no update and no durable fact", () => {
    const said = { "2026-07-07": ["Compressor tripped the breaker at lunch"], "2026-07-09": ["Compressor tripped the breaker twice, 40 minutes without cooling"] };
    const days = [rec("2026-07-07", { patterns: [pat(said["2026-07-07"][0]!)] }), rec("2026-07-09", { patterns: [pat(said["2026-07-09"][0]!)], alsoFacts: said["2026-07-09"] })];
    const w = draftWeek({ weekId: "2026-W28", quietDays: 0, days, subjects: subjectsOf(said) });
    expect(w.items.updates).toEqual([]);
    expect(w.items.durable).toEqual([]);
    expect(w.items.confirmed).toMatchObject([{ count: 2 }]);
  });

  it("writes an update whose facts a behaviour's group took in on a shared name", () => {
    const said = {
      "2026-07-06": ["Dr. Fang's waiting room ran late again, Leo's checkup queue took an hour", "Booked Leo's checkup with Dr. Fang for 16.07. at 16:00"],
      "2026-07-08": ["Dr. Fang's clinic queue ran late again, an hour for Leo's checkup"],
      "2026-07-09": ["Dr. Fang is off sick, so Leo's checkup moved to 18.07., same 16:00 slot"],
    };
    const days = [
      rec("2026-07-06", { patterns: [pat(said["2026-07-06"][0]!)], facts: [said["2026-07-06"][1]!] }),
      rec("2026-07-08", { patterns: [pat(said["2026-07-08"][0]!)] }),
      rec("2026-07-09", { facts: said["2026-07-09"] }),
    ];
    const w = draftWeek({ weekId: "2026-W28", quietDays: 0, days, subjects: subjectsOf(said) });
    expect(w.items.updates).toEqual([{ old: said["2026-07-06"][1], new: said["2026-07-09"][0] }]);
    expect(w.items.confirmed).toHaveLength(1);
  });

  it("keeps the other facts on that subject: only the value that changed is replaced", () => {
    const said = {
      "2026-07-06": ["Signed an NDA with Lindqvist Legal ahead of the contract pack"],
      "2026-07-07": ["Quoted Lindqvist Legal $0.11/word for the contract pack, delivery in 10 working days"],
      "2026-07-09": ["Lindqvist want the contract pack in 5 days, so the rate goes to $0.13/word"],
    };
    const days = Object.entries(said).map(([d, f]) => rec(d, { facts: f }));
    const w = draftWeek({ weekId: "2026-W28", quietDays: 0, days, subjects: subjectsOf(said) });
    expect(w.items.updates).toEqual([{ old: said["2026-07-07"][0], new: said["2026-07-09"][0] }]);
    expect(w.items.durable).toEqual([said["2026-07-06"][0]]);
  });

  it("updates a fact said in an earlier week's day that its week did not keep, naming the one on the same subject", () => {
    const said = {
      "2026-07-01": ["Mr Caddick's letter: the shop rent goes to £1,450 a month from November", "The energy supplier's direct debit is £212 a month"],
      "2026-07-14": ["Mr Caddick settled the shop rent at £1,520 a month, service charge folded in"],
    };
    const earlierDays = [rec("2026-07-01", { facts: said["2026-07-01"] })];
    const days = [rec("2026-07-14", { facts: said["2026-07-14"] })];
    const w = draftWeek({ weekId: "2026-W29", quietDays: 0, days, earlierDays, subjects: subjectsOf(said) });
    expect(w.items.updates).toEqual([{ old: said["2026-07-01"][0], new: said["2026-07-14"][0] }]);
    // Without the earlier days (their files gone, their week keeping neither fact) there is nothing to update.
    expect(draftWeek({ weekId: "2026-W29", quietDays: 0, days, subjects: subjectsOf(said) }).items.updates).toEqual([]);
  });

  it("pairs each new value with the old one on its own subject: an earlier week's fact wins over this week's when it shares more", () => {
    const said = {
      "2026-07-01": ["A letter came from Mr Caddick, the landlord, proposing the rent goes up to £1,450 a month"],
      "2026-07-03": ["Checked the electricity direct debit: £212 a month on the current tariff"],
      "2026-07-13": ["A letter from the energy supplier: the direct debit rises to £248 a month from the next bill"],
      "2026-07-14": ["The rent is settled at £1,520 a month rather than the figure in his first letter, because Mr Caddick is folding the service charge in"],
    };
    const earlierDays = ["2026-07-01", "2026-07-03"].map((d) => rec(d, { facts: said[d as keyof typeof said] }));
    const days = ["2026-07-13", "2026-07-14"].map((d) => rec(d, { facts: said[d as keyof typeof said] }));
    const w = draftWeek({ weekId: "2026-W29", quietDays: 0, days, earlierDays, subjects: subjectsOf(said) });
    expect(w.items.updates).toEqual([
      { old: said["2026-07-03"][0], new: said["2026-07-13"][0] },
      { old: said["2026-07-01"][0], new: said["2026-07-14"][0] },
    ]);
  });

  it("of two earlier facts of the week a new value updates, replaces the one on its subject and leaves the other for its own update", () => {
    const said = {
      "2026-07-13": ["A letter from the energy supplier: the direct debit rises to £248 a month from the next bill", "A letter came from Mr Caddick, the landlord, proposing the rent goes up to £1,450 a month"],
      "2026-07-15": ["The rent is settled at £1,520 a month rather than the figure in his first letter, because Mr Caddick is folding the service charge in"],
    };
    const days = Object.entries(said).map(([d, f]) => rec(d, { facts: f }));
    const w = draftWeek({ weekId: "2026-W29", quietDays: 0, days, subjects: subjectsOf(said) });
    expect(w.items.updates).toEqual([{ old: said["2026-07-13"][1], new: said["2026-07-15"][0] }]);
  });

  it("an update that names the old value beside the new is one, however common its words; two facts of one day are not", () => {
    const said = {
      "2026-07-13": ["Marion (PM): standard consult goes up to £52 from 1 May"],
      "2026-07-15": ["Marion changed it — consult fee will be £54 from May, not £52"],
    };
    // Marion and the consults are in every day's notes: they are no rare subject.
    const docs: Array<[string, string[]]> = [];
    for (let i = 1; i <= 20; i++) {
      const d = `2026-07-${String(i).padStart(2, "0")}`;
      docs.push([d, [`Marion (PM) went through ${i} consult notes with the vets`, ...(said[d as keyof typeof said] ?? [])]]);
    }
    const subjects = new SubjectIndex(docs);
    const days = Object.entries(said).map(([d, f]) => rec(d, { facts: f }));
    expect(draftWeek({ weekId: "2026-W29", quietDays: 0, days, subjects }).items.updates).toEqual([{ old: said["2026-07-13"][0], new: said["2026-07-15"][0] }]);
    // Said on one day, the two are two facts of that day, not a change over the week.
    const oneDay = [rec("2026-07-15", { facts: [said["2026-07-13"][0], said["2026-07-15"][0]] })];
    expect(draftWeek({ weekId: "2026-W29", quietDays: 0, days: oneDay, subjects }).items.updates).toEqual([]);
  });

  it("reads a bullet's statement whole when it holds dashes of its own", () => {
    expect(splitSuffix("Kessler again at ten to six — a small brochure update — new")).toEqual({ text: "Kessler again at ten to six — a small brochure update", suffix: "new" });
    expect(splitSuffix("Kessler again — 3x this week, trend: stable").text).toBe("Kessler again");
    expect(readDay("2026-07-08", "# Daily Distillation: 2026-07-08\n\n## Facts\n- Quote — 890 € all in\n\n## Patterns\n_None._\n\n## Anomalies\n_None._\n").facts).toEqual(["Quote — 890 € all in"]);
  });

  it("makes a principle of a problem whose weeks share only one word, when that word is a subject on its own (an episodic term)", () => {
    const said: Record<string, string> = {
      "2026-07-07": "The heater gave up altogether by dinnertime",
      "2026-07-09": "Heater blowing cold air, customers noticed",
      "2026-07-14": "That heater is as much use as a chocolate teapot",
    };
    const docs: Array<[string, string[]]> = [];
    for (let i = 1; i <= 20; i++) {
      const d = `2026-07-${String(i).padStart(2, "0")}`;
      docs.push([d, ["07:02 heartbeat ok, all hosts up", "Inbox: 12 new, nothing for me", ...(said[d] ? [said[d]!] : [])]]);
    }
    const weeks = [week("2026-W28", `${said["2026-07-07"]} — 2x this week, trend: strengthening`), week("2026-W29", `${said["2026-07-14"]} — 1x this week, trend: weakening`)];
    const salient = (_d: string, s: string) => !s.startsWith("07:02") && !s.startsWith("Inbox");
    const m = draftMonth({ month: "2026-07", weeks, subjects: new SubjectIndex(docs, salient) });
    expect(m.items.principles).toHaveLength(1);
    expect(m.items.principles[0]).toContain("(from week-2026-W28, week-2026-W29)");
    // The two-term rule alone sees two problems of one week each.
    expect(draftMonth({ month: "2026-07", weeks, subjects: new SubjectIndex(docs) }).items.principles).toEqual([]);
  });

  it("makes a principle of a pattern confirmed in two weeks however each worded it, naming both; one busy week is not enough", () => {
    const weeks = [
      week("2026-W28", "pi-dns hung, the resolver stuck at 100% CPU — 3x this week, trend: strengthening"),
      week("2026-W29", "No DNS in the whole house: pi-dns resolver dead — 2x this week, trend: weakening"),
      week("2026-W30", "Boiler shows F.28 again, reset on the panel — 4x this week, trend: strengthening"),
    ];
    const m = draftMonth({ month: "2026-07", weeks, subjects: subjectsOf(dns) });
    expect(m.items.principles).toHaveLength(1);
    expect(m.items.principles[0]).toContain("pi-dns");
    expect(m.items.principles[0]).toContain("(from week-2026-W28, week-2026-W29)");
    expect(m.items.principles.some((p) => p.includes("F.28"))).toBe(false);
  });
});

describe("an update changes a value within one slot", () => {
  it("does not pair a rent with a rate on the same subject: a sum of money is not updated by a percentage", () => {
    const said = {
      "2026-07-06": ["Carlton Mews: Okafor accepted the renewal at £1,075 pcm from 1 Dec, new AST to sign"],
      "2026-07-08": ["Carlton Mews: Halden re-priced the mortgage offer before we signed, 4.64% now"],
    };
    const days = Object.entries(said).map(([d, f]) => rec(d, { facts: f }));
    const w = draftWeek({ weekId: "2026-W28", quietDays: 0, days, subjects: subjectsOf(said) });
    expect(w.items.updates).toEqual([]);
  });

  it("does not pair two sums of one currency that are far apart in size: two quantities, not one changed", () => {
    const said = {
      "2026-07-06": ["Finance Board: AWS enterprise commit signed at $2.3M over 3 years"],
      "2026-07-08": ["Finance Board pre-read numbers are final: the eng budget is $17.6M"],
    };
    const days = Object.entries(said).map(([d, f]) => rec(d, { facts: f }));
    const w = draftWeek({ weekId: "2026-W28", quietDays: 0, days, subjects: subjectsOf(said) });
    expect(w.items.updates).toEqual([]);
  });

  it("with a subject index, a durable word and any changed number are no update unless a rare term is shared too", () => {
    // The keyword test (statement-key.ts, contradicts) reads "due" ("two" in Italian) as a
    // deadline and "8.20" / "15.20" as a value changed; the subject index knows "alle ore" is
    // said every day. The keyword test stays for a week drafted without an index.
    const said: Record<string, string[]> = {
      "2026-07-06": ["Alle ore 8.20 controllo dei portali, due richieste di informazioni"],
      "2026-07-08": ["Camera 2 alla famiglia Bauer, arrivata alle ore 15.20."],
    };
    for (let i = 1; i <= 20; i++) (said[`2026-07-${String(i).padStart(2, "0")}`] ??= []).push(`Alle ore 7.${10 + i} colazione servita in sala`);
    const days = ["2026-07-06", "2026-07-08"].map((d) => rec(d, { facts: [said[d]![0]!] }));
    const w = draftWeek({ weekId: "2026-W28", quietDays: 0, days, subjects: subjectsOf(said) });
    expect(w.items.updates).toEqual([]);
    // Without an index, the keyword test is all there is.
    expect(draftWeek({ weekId: "2026-W28", quietDays: 0, days }).items.updates).toHaveLength(1);
  });

  it("pairs a sum with its new value in the same unit, however the locale writes it", () => {
    const said = {
      "2026-07-06": ["Surf rental June price (board + wetsuit): 25,00 € por dia"],
      "2026-07-08": ["Surf rental board + wetsuit in June: 28,00 € por dia, insurance included"],
    };
    const days = Object.entries(said).map(([d, f]) => rec(d, { facts: f }));
    const w = draftWeek({ weekId: "2026-W28", quietDays: 0, days, subjects: subjectsOf(said) });
    expect(w.items.updates).toEqual([{ old: said["2026-07-06"][0], new: said["2026-07-08"][0] }]);
  });
});

describe("a ledger kept in the log", () => {
  // Each morning's purchase at the pier: the fish, the boat, the boxes and the price change every day.
  const fish = ["haddock", "hake", "pollock", "sole"];
  const boats = ["Sea Star", "Morning Tide", "Grey Heron", "Kestrel", "Blue Wren"];
  const kg = ["3.76", "2.81", "3.10", "2.84", "3.37", "3.20", "2.95"];
  const buy = (i: number, f = fish[i % 4], b = boats[i % 5]) => `Bought ${4 + i} boxes of ${f} off the ${b} at €${kg[i % kg.length]}/kg`;
  const logs: Record<string, string[]> = {};
  for (let i = 1; i <= 20; i++) logs[`2026-07-${String(i).padStart(2, "0")}`] = [i === 14 || i === 16 ? buy(i, "haddock", "Sea Star") : buy(i)];
  logs["2026-07-14"]!.push("Rent for the stall agreed with the harbour office: £1,450 a month");
  logs["2026-07-16"]!.push("Harbour office settled the stall rent at £1,520 a month");
  const docs = Object.entries(logs);
  const days = [rec("2026-07-14", { facts: logs["2026-07-14"]! }), rec("2026-07-16", { facts: logs["2026-07-16"]! })];
  const input = { weekId: "2026-W29", quietDays: 0, days, subjects: subjectsOf(logs) };

  it("writes no `Updated:` between two of its entries, and still the one for a value that changed", () => {
    const w = draftWeek({ ...input, routine: new RoutineIndex(docs) });
    expect(w.items.updates).toEqual([{ old: logs["2026-07-14"]![1], new: logs["2026-07-16"]![1] }]);
    // Read without the logs' routine, the next purchase of haddock off the Sea Star "updated" the one before.
    expect(draftWeek(input).items.updates.some((u) => u.new === logs["2026-07-16"]![0])).toBe(true);
  });
});
