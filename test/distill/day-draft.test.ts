import { splitStatements } from "../../src/skills/memory-compactor/split-statements.js";
import { describe, expect, it } from "vitest";
import { crossRefEntry } from "../../src/skills/memory-compactor/cross-ref.js";
import { draftDay } from "../../src/skills/memory-compactor/day-draft.js";
import { RoutineIndex } from "../../src/core/statements/routine.js";
import { SubjectIndex } from "../../src/core/statements/subjects.js";
import { contentStatements } from "../../src/core/statements/content-statements.js";
import { analyse, coverLines, isSalient, uncoveredStatements } from "../../src/core/statements/coverage.js";
import { readDay } from "../../src/skills/memory-compactor/day-format.js";
import { validateDistillation } from "../../src/skills/memory-compactor/validate.js";
import { countWords } from "../../src/skills/memory-compactor/text.js";
import { impliedBy } from "../../src/skills/memory-compactor/content-gate.js";

const FILLER = [
  "Reviewed a few pull requests in the morning.",
  "Answered questions in the team channel about the test setup.",
  "Worked on the dashboard layout for most of the afternoon.",
  "Cleaned up the backlog a bit and closed stale tickets.",
  "Read through the incident notes from last week.",
  "Updated the onboarding doc with the new VPN steps.",
  "Spent some time on the flaky CI job, no luck yet.",
  "Looked at the metrics dashboard, nothing stood out.",
];

/** Ten earlier days on which the filler was said (its numbers changing): the routine on record. */
function routineHistory(extra: Array<[string, string[]]> = []): RoutineIndex {
  const days: Array<[string, string[]]> = [];
  for (let i = 1; i <= 10; i++) days.push([`2026-01-${String(i).padStart(2, "0")}`, FILLER.map((f) => f.replace(/\.$/, ` (${i}).`))]);
  return new RoutineIndex([...days, ...extra]);
}

function day(date: string, log: string, history: ReturnType<typeof readDay>[] = [], routine?: RoutineIndex) {
  const d = draftDay({ date, log, history, ...(routine ? { routine } : {}) });
  return { ...d, record: d.markdown ? readDay(date, d.markdown) : null };
}

describe("day distillation", () => {
  it("writes no file for a day with only routine, and says so", () => {
    const d = draftDay({ date: "2026-01-14", log: "# 2026-01-14\n\n- Checked email.\n- Had lunch with the team.\n- Heartbeat OK.\n" });
    expect(d.markdown).toBeNull();
  });

  it("writes no placeholder bullet: a chat export's attachment marker says nothing, and the validator refuses it", () => {
    const log = "# 2027-06-23\n\nFwd from Bong (6:42am):\n> The unlicensed vans are back at the Fairview terminal, 3 of them\n> I took a video, will send it to the group chat\n> [Video]\n";
    const d = draftDay({ date: "2027-06-23", log });
    expect(d.markdown).not.toBeNull();
    expect(d.markdown).not.toContain("[Video]");
    expect(d.markdown).toContain("Fairview terminal");
    expect(validateDistillation("day", d.markdown!, "2027-06-23").problems).toEqual([]);
  });

  it("keeps decisions, amounts and deadlines as facts and drops what the logs on record repeat", () => {
    const log = ["- Budget approved: €50K for Q2 infrastructure.", "- Decided to go with Postgres over MongoDB for billing.", ...FILLER.map((f) => `- ${f}`)].join("\n");
    const d = day("2026-01-12", log, [], routineHistory([["2026-01-12", [log]]]));
    expect(d.record!.facts).toEqual(["Budget approved: €50K for Q2 infrastructure", "Decided to go with Postgres over MongoDB for billing"]);
    expect(d.markdown).not.toMatch(/pull requests|dashboard|backlog/);
    expect(validateDistillation("day", d.markdown!, "2026-01-12").ok).toBe(true);
  });

  it("keeps a statement the logs on record have never seen, even when it looks like routine work (recall first)", () => {
    const d = day("2026-01-12", ["- Budget approved: €50K for Q2 infrastructure.", ...FILLER.map((f) => `- ${f}`)].join("\n"));
    // No history: nothing is routine yet, so every statement with something to say is kept.
    expect(d.record!.facts).toContain("Worked on the dashboard layout for most of the afternoon");
    expect(d.record!.facts).toContain("Budget approved: €50K for Q2 infrastructure");
  });

  it("tags a recurring behaviour new, then confirmed, then strengthened", () => {
    const d1 = day("2026-01-12", "- Bob pushed back on the Atlas timeline again.");
    const d2 = day("2026-01-13", "- In planning, Bob pushed back on the release date.", [d1.record!]);
    const d3 = day("2026-01-15", "- Bob pushed back on scope for the API review.", [d1.record!, d2.record!]);
    expect(d1.record!.patterns.map((p) => p.tag)).toEqual(["new"]);
    expect(d2.record!.patterns.map((p) => p.tag)).toEqual(["confirmed"]);
    expect(d3.record!.patterns.map((p) => p.tag)).toEqual(["strengthened"]);
    expect(d3.markdown).toMatch(/— strengthened \(2 earlier days\)/);
  });

  it("reads 'again' in the notes' own language as a recurrence marker: a pattern on its first day", () => {
    for (const line of ["- Der Scanner hat schon wieder die Kalibrierung verloren, 40 min Arbeit weg.", "- שוב חיכינו לאוכל — המשאית של Shefa הגיעה ב-12:15.", "- Kurye yine geç geldi, 14:20 yerine 16:05."]) {
      const d = day("2026-01-12", line);
      expect(d.record!.patterns.map((p) => p.tag), line).toEqual(["new"]);
    }
    // Near miss: the word inside another word, or the statement without it, is a fact.
    expect(day("2026-01-12", "- Wiedergabe des Videos ab 14:00 im Saal 2.").record!.patterns).toEqual([]);
    expect(day("2026-01-12", "- המשאית של Shefa הגיעה ב-12:15.").record!.patterns).toEqual([]);
  });

  it("reads 'never before' in the notes' own language as an anomaly, and a bare 'never' (a rule) as none", () => {
    for (const line of ["- Der Ofen ist noch nie vor 1.400° stehen geblieben, heute um 11:20 bei 1.380°.", "- ב-09:40 הגיעה המפקחת — אף פעם לא הגיעה בלי לתאם שבוע מראש.", "- La caldera nunca había fallado en invierno: hoy se paró dos veces."]) {
      expect(day("2026-01-12", line).record!.anomalies, line).toHaveLength(1);
    }
    expect(day("2026-01-12", "- Frau Berger will nie vor 10 Uhr angerufen werden.").record!.anomalies).toEqual([]);
  });

  it("ignores earlier days outside the lookback and days after the one being distilled", () => {
    const old = day("2025-11-01", "- Bob pushed back on the Atlas timeline again.");
    const later = day("2026-01-20", "- Bob pushed back on the Atlas timeline again.");
    const d = day("2026-01-12", "- Bob pushed back on the release date again.", [old.record!, later.record!]);
    expect(d.record!.patterns[0]!.tag).toBe("new");
  });

  it("gives every anomaly a reason and one interpretation, preferring the writer's own", () => {
    const d = day("2026-02-03", "- Acme replied to our proposal within 5 minutes (usual: 2 days).\n- Alice volunteered to present, first time ever.\n- 王总居然亲自参加了周会。");
    const lines = d.markdown!.split("\n").filter((l) => l.startsWith("- "));
    expect(lines[0]).toBe("- Acme replied to our proposal within 5 minutes — unexpected: usual 2 days; interpretation: a one-off cause, or the baseline moved");
    expect(lines[1]).toMatch(/— unexpected: never happened before; interpretation: \S/);
    expect(lines[2]).toMatch(/^- 王总居然亲自参加了周会 — 意外之处：.+；一种解释：.+/);
  });

  it.each([
    "- Plötzlich Stromausfall in der ganzen Straße, 04:02–04:47, Öfen kalt.",
    "- Kontrola z Sanepidu bez zapowiedzi o 10.15, bez zaleceń.",
    "- Out of nowhere a location scout from Tern Pictures asked to film the shop front.",
    "- 半夜三点厨房的烟雾报警器突然响了，换了电池才停。",
    "- Внезапно отключили воду на Садовой, 13:00–17:00.",
  ])("reads surprise in other words and languages as an anomaly: %s", (line) => {
    const d = day("2026-02-04", line);
    expect(d.record!.anomalies).toHaveLength(1);
  });

  it("near miss: a name or a plain fact with none of those words stays a fact", () => {
    const d = day("2026-02-04", "- Strange Brew Roasters delivered 40 kg of the Huila beans, invoice SB-2231.");
    expect(d.record!.anomalies).toHaveLength(0);
  });

  it.each([
    "- Mteja alirudisha gari la K7 na mbuzi ndani yake!",
    "- ⚠ Bank paid invoice SB-2231 twice on the same day.",
    "- 倉庫の前に鹿が三頭いた！",
  ])("reads a one-off the writer ends with an exclamation or an alarm sign as an anomaly, in any language: %s", (line) => {
    const d = day("2026-02-04", line);
    expect(d.record!.anomalies).toHaveLength(1);
    expect(d.markdown).toMatch(/marked as a surprise in the note|记录里以感叹标出/);
  });

  it("near misses: a '!=' in a query, and a marked line said on earlier days, are no anomaly", () => {
    expect(day("2026-02-04", "- The export filters on status != 'closed' for invoice SB-2231.").record!.anomalies).toHaveLength(0);
    const a = day("2026-01-12", "- Printer P2 jammed on the invoices!");
    const b = day("2026-01-13", "- Printer P2 jammed on the invoices!", [a.record!]);
    const c = day("2026-01-14", "- Printer P2 jammed on the invoices!", [a.record!, b.record!]);
    expect(c.record!.anomalies).toHaveLength(0);
    expect(c.record!.patterns).toHaveLength(1);
  });

  it("a date the line states is a value; the date of the clock stamp it opens with is not", async () => {
    const { statesValue } = await import("../../src/skills/memory-compactor/day-draft.js");
    const { statementKey } = await import("../../src/skills/memory-compactor/statement-key.js");
    const said = (s: string) => statesValue(s, statementKey(s));
    expect(said("Ana: retorno do recesso só em 06/01, avisem os pacientes")).toBe(true);
    expect(said("[25/11/2026 13:15] Ana: Vitalmed glosou 4 sessões alegando falta de assinatura")).toBe(false);
    expect(said("[23/11 09:47] Recepção: portal da Vitalmed fora do ar")).toBe(false);
  });

  it("flags a negated behaviour seen on two earlier days as a deviation", () => {
    const a = day("2026-01-12", "- Bob pushed back on the timeline again.");
    const b = day("2026-01-13", "- Bob pushed back on the timeline again.", [a.record!]);
    const c = day("2026-01-14", "- Bob did not push back on the timeline in planning.", [a.record!, b.record!]);
    expect(c.record!.anomalies).toHaveLength(1);
    expect(c.markdown).toMatch(/breaks the recurring pattern .*seen on 2 earlier days/);
  });

  it("keeps a changed fact a fact, so the week can write Updated", () => {
    const a = day("2026-01-12", "- Project Atlas deadline set to March 15.");
    const b = day("2026-01-14", "- Atlas deadline moved to March 22 after the vendor slipped.", [a.record!]);
    expect(b.record!.facts).toHaveLength(1);
    expect(b.record!.patterns).toHaveLength(0);
  });

  it("compresses a 500-word log of mostly routine to under 20% of its words, keeping all four signals", () => {
    const lines: string[] = ["- Budget approved: €50K for Q2.", "- Bob pushed back on the timeline again.", "- Alice volunteered to present, first time ever.", "- Signed the Acme renewal for 12 months."];
    let i = 0;
    while (countWords(lines.join(" ")) < 500) lines.push(`- ${FILLER[i++ % FILLER.length]!.replace(/\.$/, "")} (${i}).`);
    const d = draftDay({ date: "2026-01-12", log: lines.join("\n"), routine: routineHistory() });
    expect(d.inWords).toBeGreaterThanOrEqual(500);
    expect(d.outWords).toBeLessThanOrEqual(Math.round(d.inWords * 0.2));
    expect(d.items.anomalies).toHaveLength(1);
    expect(d.items.facts.length + d.items.patterns.length).toBe(3);
  });

  it("skips facts already curated in MEMORY.md", () => {
    const d = draftDay({ date: "2026-01-12", log: "- Decided to go with Postgres for billing.\n- Budget approved: €50K for Q2.", knownFacts: ["Decided to go with Postgres for billing"] });
    expect(d.items.facts).toEqual(["Budget approved: €50K for Q2"]);
  });

  it("skips code blocks and frontmatter", () => {
    const d = draftDay({ date: "2026-01-12", log: "---\ntitle: x\n---\n```\nDecided to delete prod at 5pm\n```\n<!-- Budget approved: €1M -->\n- Hired Priya as the second SRE on March 1." });
    expect(d.items.facts).toEqual(["Hired Priya as the second SRE on March 1"]);
  });

  it("reads a fenced fixed-width table (a logbook's watch rows) row by row, as the forgetting gate does; fenced code stays skipped", () => {
    const watch = ["```", "Time  Lat        Long        Wind  Baro  Remarks", "1200  50°09.3'N  005°03.8'W  NW6   1013  stern gland nut taken up one flat", "1800  50°05.1'N  005°06.9'W  S3    1012  anchored off Helford, good holding", "```"].join("\n");
    const rows = splitStatements(watch).map((s) => s.text);
    expect(rows).toEqual(contentStatements(watch));
    expect(rows).toContain("1800 50°05.1'N 005°06.9'W S3 1012 anchored off Helford, good holding");
    // A fence with a language, or lines that end as code does, or no words: material.
    for (const code of ["```ts\nconst a  = 1;  // x\nlet b  = 2;  // y\n```", "```\nif (x)  {\n  y  =  1;\n}\n```", "```\n12  34  56\n78  90  12\n```"]) expect(splitStatements(code)).toEqual([]);
  });

  it("reads a quoted line (a callout, a message passed on) as a note, without its markers", () => {
    const log = ["- Hired Priya as the second SRE on March 1.", "> nota: la llamada de status pasa a los martes 9:30 h.", "> [!note] Budget approved: €1M for Q2", "> - [x] Contract signed with Acme on March 3"].join("\n");
    const d = draftDay({ date: "2026-01-12", log });
    expect(d.items.facts).toEqual(expect.arrayContaining(["Nota: la llamada de status pasa a los martes 9:30 h.", "Budget approved: €1M for Q2", "Contract signed with Acme on March 3"]));
  });

  it("reads a table row as one statement labelled by its header; the separator row and a header the logs repeat are not kept", () => {
    const table = (rows: string[]) => ["| Time | Patient | Note |", "| --- | --- | --- |", ...rows].join("\n");
    const history: Array<[string, string[]]> = [];
    for (let i = 1; i <= 6; i++) history.push([`2026-01-0${i}`, ["Time; Patient; Note"]]);
    const log = table(["| 09:30 | Biscuit | spay moved to 11:45 |"]);
    const d = draftDay({ date: "2026-01-12", log, routine: new RoutineIndex([...history, ["2026-01-12", ["Time; Patient; Note", "Time: 09:30; Patient: Biscuit; Note: spay moved to 11:45"]]]) });
    expect(d.items.facts).toEqual(["Time: 09:30; Patient: Biscuit; Note: spay moved to 11:45"]);
  });

  it("links anomalies to scars and people-patterns to analytics", () => {
    const crossRefs = [crossRefEntry("scars/friday-deploys.md", "scar", "# Friday deploys\n"), crossRefEntry("analytics/bob.md", "analytics", "# Bob\n")];
    const d = draftDay({ date: "2026-02-20", log: "- Surprisingly, the Friday deploy went through without an alert.\n- Bob pushed back on the timeline again.", crossRefs });
    expect(d.markdown).toMatch(/went through without an alert — .*\(related: scars\/friday-deploys\.md\)/);
    expect(d.markdown).toMatch(/Bob pushed back on the timeline again — new \(related: analytics\/bob\.md\)/);
  });
});

describe("day distillation of the end-of-session block (rolling-summary's daily note)", () => {
  it("keeps every filled field (recall first) and drops the empty ones", () => {
    const log = [
      "# 2026-01-15",
      "",
      "## Session 14:05–17:40",
      "",
      "- Completed: Fixed the flaky login test",
      "- In progress: Refactoring the settings page",
      "- Decisions: Chose Postgres over MongoDB for billing",
      "- Blockers: Waiting on legal for the retention policy",
      "- Next: —",
    ].join("\n");
    const d = draftDay({ date: "2026-01-15", log });
    // The date-only title is the file's label; the session heading says when it ran.
    expect(d.items.facts).toEqual([
      "Session 14:05–17:40",
      "Completed: Fixed the flaky login test",
      "In progress: Refactoring the settings page",
      "Decisions: Chose Postgres over MongoDB for billing",
      "Blockers: Waiting on legal for the retention policy",
    ]);
  });
});

describe("table rows", () => {
  it("two rows that share only the table's column names are not the same behaviour: a new value is a fact", () => {
    const header = "| time | system | event | note |\n|---|---|---|---|\n";
    const earlier = draftDay({ date: "2026-09-07", log: header + "| 09:30 | backups | nightly backup of ledger ok | 402 GB |" });
    const history = [readDay("2026-09-07", earlier.markdown ?? "")];
    const d = draftDay({ date: "2026-09-08", log: header + "| 11:30 | grafana | Grafana moved to grafana.ops.example.net | bookmarks updated |", history });
    // (The header row itself recurs; in a workspace the routine index knows it.)
    expect(d.items.patterns.map((p) => p.text)).not.toContainEqual(expect.stringContaining("grafana"));
    expect(d.items.facts).toEqual(["Time: 11:30; system: grafana; event: Grafana moved to grafana.ops.example.net; note: bookmarks updated"]);
  });
});

describe("what a day line keeps", () => {
  it("the closing dot of a day.month. date stays (22.09. is the date, 22.09 a number)", () => {
    const d = draftDay({ date: "2026-09-14", log: "- Heinle verschiebt die Ofenwartung auf Di 22.09." });
    expect(d.items.facts).toEqual(["Heinle verschiebt die Ofenwartung auf Di 22.09."]);
  });
  it("the closing dot of a name's initial stays (Renato P. is the name); a sentence's dot goes", () => {
    const d = draftDay({ date: "2026-12-02", log: "- A Camila não pode mais; quem vai cobrir minha licença é o Renato P.\n- Booked the ECG for Friday." });
    expect(d.items.facts).toEqual(["A Camila não pode mais; quem vai cobrir minha licença é o Renato P.", "Booked the ECG for Friday"]);
  });
  it("the closing dot of a dotted abbreviation stays (ก.พ. is February, p.m. a time of day)", () => {
    const d = draftDay({ date: "2027-02-10", log: "- ร้านซ่อมนัดส่งเครื่องคืนวันที่ 20 ก.พ.\n- The courier now comes at 4 p.m." });
    expect(d.items.facts).toEqual(["ร้านซ่อมนัดส่งเครื่องคืนวันที่ 20 ก.พ.", "The courier now comes at 4 p.m."]);
  });
  it("the closing dot of a word of consonants stays (kr. is kroner); a short word's with a vowel goes", () => {
    const d = draftDay({ date: "2027-10-16", log: "- 11.55 – Fiskerforeningimut faktura: qaqitsineq + transport katillugit 27.300 kr.\n- Ordered 2 pcs.\n- The Tohatsu invoice is paid, all of it." });
    expect(d.items.facts).toEqual(["11.55 – Fiskerforeningimut faktura: qaqitsineq + transport katillugit 27.300 kr.", "Ordered 2 pcs.", "The Tohatsu invoice is paid, all of it"]);
  });
  it("a line that restates another of the day but names more is kept beside it", () => {
    const log = "TL;DR: Priya Raman joins as co-maintainer\n\n- Priya Raman (@praman) accepted the co-maintainer invite: triage and release rights";
    const d = draftDay({ date: "2026-10-19", log });
    expect(d.markdown).toContain("@praman");
  });

  it("a stronger reading of the same subject later that day does not take the place of a line that names more", () => {
    const logs: Array<[string, string]> = [
      ["2026-01-12", "Bob pushed back on the wine order."],
      ["2026-01-13", "In planning, Bob pushed back on the wine order."],
      ["2026-01-15", "Bob flies to Lisbon tomorrow to meet Quinta Vinhos about the wine order.\nBob pushed back on the wine order again."],
    ];
    const docs = logs.map(([d, t]): [string, string[]] => [d, contentStatements(t)]);
    const routine = new RoutineIndex(docs);
    const subjects = new SubjectIndex(docs);
    const history: ReturnType<typeof readDay>[] = [];
    let last: ReturnType<typeof draftDay> | null = null;
    for (const [date, log] of logs) {
      last = draftDay({ date, log, history, routine, subjects });
      if (last.markdown) history.push(readDay(date, last.markdown));
    }
    // The pattern is the stronger reading; the news (Lisbon, Quinta Vinhos) stays beside it.
    expect(last!.items.patterns.map((p) => p.text)).toEqual(["Bob pushed back on the wine order again"]);
    expect(last!.items.facts).toEqual(["Bob flies to Lisbon tomorrow to meet Quinta Vinhos about the wine order"]);
  });
});

describe("headings", () => {
  it("a title that says more than the date is a fact, so the forgetting gate finds it in the day file", () => {
    const log = "# 2026-09-10 Thu · Day 1 · Porto (production day)\n\n- Tour insurance is live: policy TR-55817 covers backline up to €60k";
    const d = draftDay({ date: "2026-09-10", log });
    expect(d.items.facts[0]).toBe("2026-09-10 Thu · Day 1 · Porto (production day)");
    const lines = coverLines([d.markdown ?? ""]);
    expect(uncoveredStatements(log, lines, "2026-09-10", null)).toEqual([]);
  });
  it("near miss: a title with only the date (and a weekday) is no statement", () => {
    const d = draftDay({ date: "2026-09-10", log: "# 2026-09-10 (Thu)\n\n- Tour insurance is live: policy TR-55817 covers backline up to €60k" });
    expect(d.items.facts).toEqual(["Tour insurance is live: policy TR-55817 covers backline up to €60k"]);
  });
  it("near miss: a heading is never the evidence that makes a day more than routine", () => {
    const d = draftDay({ date: "2026-08-23", log: "# 2026-08-23 (Sun) — weekend\n\n- lazy breakfast" });
    expect(d.markdown).toBeNull();
  });
});

describe("routine by evidence", () => {
  it("a heading that carries the note's own date and recurs every day is routine; another date in it is not", () => {
    const days: Array<[string, string[]]> = [];
    for (let d = 4; d <= 31; d++) {
      const date = `2026-05-${String(d).padStart(2, "0")}`;
      days.push([date, [`${date} (${["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][(d - 4) % 7]}) 园务日志`]]);
    }
    const routine = new RoutineIndex(days);
    expect(routine.isRoutine("2026-05-11", "2026-05-11 (Mon) 园务日志")).toBe(true);
    // The same heading naming another day is news (a moved date, a note about another day).
    expect(routine.isRoutine("2026-05-11", "2026-05-20 (Mon) 园务日志")).toBe(false);
  });
});

describe("a log's title", () => {
  // Guarani weekdays and month, which no word list of the distiller holds.
  const WEEKDAYS = ["Arateĩ", "Arakõi", "Araapy", "Ararundy", "Arapo", "Arapoteĩ", "Arapokõi"];
  const log = (d: number, extra: string[] = []) => [`# ${WEEKDAYS[(d - 7) % 7]}, ${d} jasypo`, "", `- 08:15 Entrega hoja verde: ${d * 100} kg ojepesa`, `- 12:15 Karu guasu: vori vori`, ...extra].join("\n");
  const record = (until: number) => {
    const logs: Array<[string, string]> = [];
    for (let d = 7; d <= until; d++) logs.push([`2029-05-${String(d).padStart(2, "0")}`, log(d)]);
    return logs;
  };

  it("that says the date in the words the record's titles use is no news: a quiet day gets no file", () => {
    const logs = record(27);
    const routine = new RoutineIndex(logs.map(([d, t]) => [d, contentStatements(t)]));
    expect(draftDay({ date: "2029-05-20", log: log(20), routine }).markdown).toBeNull();
    // The gate reads the title so too: nothing of the log is left uncovered.
    expect(uncoveredStatements(log(20), [], "2029-05-20", routine, impliedBy("log", "2029-05-20", routine))).toEqual([]);
  });

  it("still keeps the day's news beside it", () => {
    const logs = record(27);
    const today = log(20, ["- Ña Teresa ohepyme'ẽ Gs. 1.250.000 préstamo cooperativa-pe"]);
    const routine = new RoutineIndex(logs.map(([d, t]) => [d, contentStatements(d === "2029-05-20" ? today : t)]));
    const d = draftDay({ date: "2029-05-20", log: today, routine });
    expect(d.items.facts).toEqual(["Ña Teresa ohepyme'ẽ Gs. 1.250.000 préstamo cooperativa-pe"]);
  });
});

describe("one statement per line", () => {
  const lines = (i: number) => [`07:0${i} heartbeat ok — 7/7 up, load 0.${i}`, `fail2ban hel1: ${40 + i} bans overnight, nothing odd`, `08:4${i} mail: ${20 + i} new, none for me`];

  it("reads a note of plain timestamped lines line by line, so each routine line is recognised", () => {
    const history: Array<[string, string[]]> = [];
    for (let i = 1; i <= 6; i++) history.push([`2026-07-0${i}`, lines(i)]);
    const log = [...lines(7), "Kita closes from 27.07. for three weeks; Oma Heide takes the second and third."].join("\n");
    const routine = new RoutineIndex([...history, ["2026-07-07", log.split("\n")]]);
    const d = draftDay({ date: "2026-07-07", log, routine });
    expect(d.items.facts).toEqual(["Kita closes from 27.07. for three weeks; Oma Heide takes the second and third"]);
    // The same note without its one new line is a quiet day: no file.
    expect(draftDay({ date: "2026-07-07", log: lines(7).join("\n"), routine }).markdown).toBeNull();
  });

  it("still joins a paragraph an editor wrapped mid-sentence", () => {
    const log = "We agreed with the landlord that the rent goes up to €1,450 from March, but only if\nthe boiler is replaced before the end of January.";
    const d = draftDay({ date: "2026-01-12", log });
    expect(d.items.facts).toHaveLength(1);
    expect(d.items.facts[0]).toContain("only if the boiler is replaced");
  });

  it("a dictated memo, one lower-case thought per line with no punctuation, is read line by line where no editor would have wrapped it", () => {
    const memo = ["## memo 6:49 am", "", "morning load is on the truck nothing missing the compressor and both ladders", "um marco is running the crew today everybody there by seven twenty two", "grace okonkwo handed me the deposit check sixty five hundred so the kitchen is a go", "fuel stop at the quickfill eighty nine sixteen", "so the countertop guys called their cnc machine is down and the template moved to april seventeenth which pushes the whole kitchen"].join("\n");
    const texts = splitStatements(memo).map((s) => s.text);
    expect(texts).toContain("grace okonkwo handed me the deposit check sixty five hundred so the kitchen is a go");
    expect(texts.filter((t) => !/^memo/.test(t))).toHaveLength(5);
  });
});

describe("patterns by subject", () => {
  // A month of notes; the NAS problem is told four times, each time in other words.
  const told: Record<string, string> = {
    "2026-08-11": "ZFS CKSUM errors on sdc (3), pool still online",
    "2026-08-14": "sdc is up to 11 CKSUM errors and SMART shows reallocated sectors",
    "2026-08-16": "Weekly scrub: sdc logged 4 more CKSUM errors, the other disks none",
    "2026-08-20": "The new disk shows up as sdc again, and by noon it has 2 CKSUM errors",
  };
  const logs: Array<[string, string]> = [];
  // A month of notes: a subject term is one said on at most 30% of the days (subjects.ts).
  for (let d = 1; d <= 30; d++) {
    const date = `2026-08-${String(d).padStart(2, "0")}`;
    logs.push([date, ["07:02 heartbeat ok, all hosts up", `Inbox: ${d} new, nothing for me`, ...(told[date] ? [told[date]] : [])].join("\n")]);
  }
  logs.push(["2026-08-18", "Decided to replace sdc with a sealed spare on 20.08."]);
  const routine = new RoutineIndex(logs.map(([d, t]) => [d, contentStatements(t)]));
  const subjects = new SubjectIndex(logs.map(([d, t]) => [d, contentStatements(t)]));
  const draft = (date: string) => draftDay({ date, log: logs.filter(([d]) => d === date).map(([, t]) => t).join("\n"), routine, subjects });

  it("a problem whose subject comes back on other days is a pattern without any cue word, tagged by its earlier days", () => {
    expect(draft("2026-08-11").items.patterns).toMatchObject([{ tag: "new", earlierDays: 0 }]);
    expect(draft("2026-08-14").items.patterns).toMatchObject([{ tag: "confirmed", earlierDays: 1 }]);
    expect(draft("2026-08-20").items.patterns).toMatchObject([{ tag: "strengthened", earlierDays: 3 }]);
    // Without the subject index, the same notes are one-off facts.
    expect(draftDay({ date: "2026-08-14", log: told["2026-08-14"]!, routine }).items.patterns).toEqual([]);
  });

  it("a subject told on only two other days, with no cue, stays a fact: more often a fact said again or changed than a pattern", () => {
    // Facts about one holiday cottage on three days, in other words, no "again".
    const booking: Record<string, string> = {
      "2026-08-11": "Ferrybridge cottage has a wood stove and sleeps five",
      "2026-08-13": "Ferrybridge cottage listing shows a hot tub on the deck",
      "2026-08-19": "Ferrybridge cottage key box sits by the side gate",
    };
    const days = logs.map(([d, t]): [string, string[]] => [d, [...contentStatements(t), ...(booking[d] ? [booking[d]!] : [])]]);
    const subj = new SubjectIndex(days);
    const r = new RoutineIndex(days);
    const d = draftDay({ date: "2026-08-13", log: booking["2026-08-13"]!, routine: r, subjects: subj });
    expect(d.items.patterns).toEqual([]);
    expect(d.items.facts).toEqual([booking["2026-08-13"]]);
    // Told on a fourth day, the subject is a pattern.
    const fourth = "Ferrybridge cottage photos show the hot tub drained";
    const more = days.map(([d, t]): [string, string[]] => [d, d === "2026-08-21" ? [...t, fourth] : t]);
    expect(draftDay({ date: "2026-08-13", log: booking["2026-08-13"]!, routine: new RoutineIndex(more), subjects: new SubjectIndex(more) }).items.patterns).toHaveLength(1);
  });

  it("a decision, a date or a sum on that subject stays a fact (the week may turn it into an update)", () => {
    const d = draft("2026-08-18");
    expect(d.items.facts.some((f) => f.includes("sealed spare"))).toBe(true);
    expect(d.items.patterns.some((p) => p.text.includes("sealed spare"))).toBe(false);
  });

  it("news on that subject is a fact: an identifier, a date or a full name no other day holds", () => {
    const news = ["Opened vendor case SR-40917 about the sdc CKSUM errors", "The sdc CKSUM errors go to Hanna Berg at the vendor from now on"];
    const quiet = new SubjectIndex([...logs.map(([d, t]): [string, string[]] => [d, contentStatements(t)]), ["2026-08-15", news]]);
    for (const line of news) {
      const d = draftDay({ date: "2026-08-15", log: line, routine, subjects: quiet });
      expect(d.items.facts).toEqual([line]);
      // Its subject comes back on other days of its week (the 11th, 14th and 16th): the pattern
      // lists it too, as a second listing.
      expect(d.items.patterns).toMatchObject([{ text: line, alsoFact: true }]);
    }
    // The same subject without news ("again", nothing new named) is the pattern.
    const again = draftDay({ date: "2026-08-15", log: "sdc CKSUM errors are back this morning", routine, subjects: quiet });
    expect(again.items.patterns).toHaveLength(1);
  });

  it("an occurrence that brings in a full name said again later is a fact as well; the later occurrence is not", () => {
    const first = "sdc CKSUM errors: the vendor's engineer Hanna Berg takes the case";
    const later = "The sdc CKSUM errors need a new cable, says Hanna Berg";
    const days = logs.map(([d, t]): [string, string[]] => [d, [...contentStatements(t), ...(d === "2026-08-15" ? [first] : d === "2026-08-22" ? [later] : [])]]);
    const subj = new SubjectIndex(days);
    const r = new RoutineIndex(days);
    const d = draftDay({ date: "2026-08-15", log: first, routine: r, subjects: subj });
    expect(d.items.patterns).toHaveLength(1);
    expect(d.items.facts).toEqual([`S${first.slice(1)} — also a pattern`]);
    const again = draftDay({ date: "2026-08-22", log: later, routine: r, subjects: subj });
    expect(again.items.patterns).toHaveLength(1);
    expect(again.items.facts).toEqual([]);
  });

  it("near miss: on the record's first days every name is said for the first time, and no occurrence is a fact for it", () => {
    const first = "sdc CKSUM errors: the vendor's engineer Hanna Berg takes the case";
    const days = logs.map(([d, t]): [string, string[]] => [d, [...contentStatements(t), ...(d === "2026-08-02" ? [first] : d === "2026-08-22" ? ["The sdc CKSUM errors need a new cable, says Hanna Berg"] : [])]]);
    const d = draftDay({ date: "2026-08-02", log: first, routine: new RoutineIndex(days), subjects: new SubjectIndex(days) });
    expect(d.items.facts).toEqual([]);
  });

  it("a sum of money no other day holds is news too: the new price or fee on a recurring subject is a fact", () => {
    const lines = ["The vendor quotes €1,840 for the replacement sdc and the CKSUM errors", "Sdc CKSUM errors: vendor fee is 2.400 TL for the swap"];
    const idx = new SubjectIndex([...logs.map(([d, t]): [string, string[]] => [d, contentStatements(t)]), ["2026-08-15", lines]]);
    for (const line of lines) {
      const d = draftDay({ date: "2026-08-15", log: line, routine, subjects: idx });
      expect(d.items.facts).toEqual([line]);
    }
    // A count or a measurement is what changes between a pattern's occurrences: not news.
    const count = draftDay({ date: "2026-08-15", log: "sdc CKSUM errors again, 14 of them this morning", routine, subjects: idx });
    expect(count.items.patterns).toHaveLength(1);
  });

  it("a lone capitalised word is not news: a common word at a sentence's turn looks like a name", () => {
    const line = "Scrub found the sdc CKSUM errors once more, Tuesday's Shipping batch delayed";
    const subjects = new SubjectIndex([...logs.map(([d, t]): [string, string[]] => [d, contentStatements(t)]), ["2026-08-15", [line]]]);
    expect(draftDay({ date: "2026-08-15", log: line, routine, subjects }).items.patterns).toHaveLength(1);
  });
});

describe("quiet days", () => {
  // Five weekends of a household log: the same Saturday routine in other words each time.
  const saturdays = ["2026-05-02", "2026-05-09", "2026-05-16", "2026-05-23", "2026-05-30"];
  const weekend = (i: number) => [`Lazy breakfast, ${["eggs on toast", "pancakes", "eggs on toast", "pancakes", "eggs on toast"][i]}`, `Groceries done, ${["corner shop", "the big Lidl", "corner shop", "market", "corner shop"][i]}`, `Long walk by the river, ${["twelve", "ten", "eight", "twelve", "nine"][i]} kilometres`, "Watched two episodes of something in the evening", ...(i < 2 ? ["Film night with the kids, popcorn"] : [])];
  const logs: Array<[string, string[]]> = saturdays.map((d, i) => [d, weekend(i)]);
  // Weekdays in between: work notes, none like the weekend's.
  for (let d = 4; d <= 29; d++) {
    const date = `2026-05-${String(d).padStart(2, "0")}`;
    if (!saturdays.includes(date) && new Date(`${date}T00:00:00Z`).getUTCDay() !== 0) logs.push([date, [`Standup at 09:30, ${d % 5} tickets moved`, `Inbox: ${d} new, nothing for me`]]);
  }
  const routine = new RoutineIndex(logs);
  const subjects = new SubjectIndex(logs);

  it("a weekend that repeats the weekend's own routine gets no file, though it is rare among all days", () => {
    expect(draftDay({ date: "2026-05-30", log: weekend(4).join("\n"), routine, subjects }).markdown).toBeNull();
    expect(routine.isRoutine("2026-05-30", "Long walk by the river, nine kilometres")).toBe(true);
  });

  it("the same weekend with one line of news gets a file with that line", () => {
    const log = [...weekend(4), "Booked the boiler service with Flowright for June 12, £95"].join("\n");
    const d = draftDay({ date: "2026-05-30", log, routine, subjects });
    expect(d.items.facts).toEqual(["Booked the boiler service with Flowright for June 12, £95"]);
  });

  it("a day of specific-free small talk gets no file once there is a record to judge it by", () => {
    const log = "Slept in and read on the sofa for a while";
    expect(draftDay({ date: "2026-05-31", log, routine, subjects }).markdown).toBeNull();
    // Drafted alone, with no record: unclear, so it is kept.
    expect(draftDay({ date: "2026-05-31", log }).items.facts).toEqual([log]);
  });

  it("a line said again in the same words on a few days, its book changing, is no evidence of a day with more than routine", () => {
    const reading = ["Read a couple of chapters of Designing Data-Intensive Applications", "Read a couple of chapters of Designing Data-Intensive Applications", "Read a couple of chapters of a sci-fi novel"];
    const days: Array<[string, string[]]> = [["2026-05-05", [reading[0]!]], ["2026-05-12", [reading[1]!]], ["2026-05-19", [reading[2]!]]];
    const withReading = logs.map(([d, t]): [string, string[]] => [d, [...t, ...(days.find(([x]) => x === d)?.[1] ?? [])]]);
    const r = new RoutineIndex(withReading);
    const subj = new SubjectIndex(withReading);
    // Too rare to be routine, so still listed where a day has a file; alone, no file.
    expect(r.isRoutine("2026-05-19", reading[2]!)).toBe(false);
    expect(draftDay({ date: "2026-05-19", log: reading[2]!, routine: r, subjects: subj }).markdown).toBeNull();
    // A problem told in other words on those days is the day's evidence (a fact on three days,
    // a pattern from four).
    const told = ["The boiler lost pressure overnight, topped it up to 1.5 bar", "Boiler pressure down to 0.6 bar again by the evening", "No hot water: the boiler pressure dropped to zero, engineer called"];
    const withBoiler = logs.map(([d, t]): [string, string[]] => [d, [...t, ...(d === "2026-05-05" ? [told[0]!] : d === "2026-05-12" ? [told[1]!] : d === "2026-05-19" ? [told[2]!] : [])]]);
    const b = draftDay({ date: "2026-05-19", log: told[2]!, routine: new RoutineIndex(withBoiler), subjects: new SubjectIndex(withBoiler) });
    expect(b.markdown).not.toBeNull();
    expect(b.items.facts).toEqual(["No hot water: the boiler pressure dropped to zero, engineer called"]);
  });

  it("a reading that only changes its numbers on the days its subject comes back is no evidence either; a new reading is", () => {
    // Said on one other day: a fact, not yet a pattern (that takes two).
    const calls: Record<string, string> = { "2026-05-12": "Calls overnight: 5, none needed seeing", "2026-05-19": "Calls overnight: 3, none needed seeing" };
    const withCalls = logs.map(([d, t]): [string, string[]] => [d, [...t, ...(calls[d] ? [calls[d]!] : [])]]);
    const r = new RoutineIndex(withCalls);
    const subj = new SubjectIndex(withCalls);
    expect(r.isRoutine("2026-05-19", calls["2026-05-19"]!)).toBe(false);
    expect(draftDay({ date: "2026-05-19", log: calls["2026-05-19"]!, routine: r, subjects: subj }).markdown).toBeNull();
    const fresh = "Boiler pressure read 0.4 bar this morning";
    expect(draftDay({ date: "2026-05-19", log: fresh, routine: r, subjects: new SubjectIndex([...withCalls, ["2026-05-19", [fresh]]]) }).items.facts).toEqual([fresh]);
  });

  it("a line said word for word on two other weekends is routine on a weekend, not on a weekday", () => {
    expect(routine.isRoutine("2026-05-16", "Film night with the kids, popcorn")).toBe(true);
    expect(routine.isRoutine("2026-05-26", "Film night with the kids, popcorn")).toBe(false);
  });
});

describe("quiet days whose routine lines change their contents every day", () => {
  // Four weeks of a kindergarten's notes: the same slots each day, with the day's menu, weather,
  // head count and the name of who opened; the menu, the weather and the activity bring words
  // no other day says.
  const menus = ["pasta in tomato sauce", "fish cakes with couscous", "chicken schnitzel with mash", "stir-fried noodles", "lentil soup and bread", "rice with chickpea stew", "shakshuka with pitta", "baked potatoes", "meatballs in gravy", "vegetable quiche", "tuna bake", "bulgur salad", "sweetcorn fritters", "mushroom barley", "omelette and toast", "spinach pancakes", "turkey wraps", "pumpkin gnocchi", "falafel plates", "cheese blintzes"];
  const skies = ["sunny", "cloudy", "light rain", "windy", "foggy", "clear and cold"];
  const openers = ["Noa", "Sharon", "Meirav", "Rotem"];
  const activities = ["finger painting", "a caterpillar story", "a block tower", "a drum circle", "planting beans", "a puppet show", "a memory game", "chalk drawings", "clay animals", "a treasure hunt", "paper kites", "shadow puppets", "a leaf collage", "yoga for kids", "sand trays", "a bubble race", "making masks", "a sticker chart", "mud kitchen", "marble runs"];
  const note = (i: number) => [
    `Morning count: ${24 + (i % 5)} children, ${i % 3} ill`,
    `Opened by ${openers[i % openers.length]} at 07:${10 + (i % 20)}`,
    `Weather: ${skies[i % skies.length]}, ${10 + (i % 7)}°`,
    `Lunch: ${menus[i % menus.length]}, ${28 + (i % 4)} portions`,
    `Activity: ${activities[i % activities.length]}, ${15 + (i % 9)} children joined`,
  ];
  const dates: string[] = [];
  for (let d = 1; d <= 28; d++) {
    const date = `2027-02-${String(d).padStart(2, "0")}`;
    const wd = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (wd !== 5 && wd !== 6) dates.push(date);
  }
  const logs: Array<[string, string[]]> = dates.map((d, i) => [d, note(i)]);
  const today = "2027-03-01";
  const todays = ["Morning count: 26 children, 2 ill", "Opened by Meirav at 07:18", "Weather: windy, 9°", "Lunch: beetroot risotto with feta, 30 portions", "Activity: origami boats, 19 children joined"];
  const index = (extra: string[] = []) => {
    const all: Array<[string, string[]]> = [...logs, [today, [...todays, ...extra]]];
    return { routine: new RoutineIndex(all), subjects: new SubjectIndex(all) };
  };

  it("get no file, though today's dish and activity are new words", () => {
    const { routine, subjects } = index();
    expect(routine.isRoutine(today, todays[3]!)).toBe(false);
    expect(draftDay({ date: today, log: todays.join("\n"), routine, subjects }).markdown).toBeNull();
  });

  it("the same day with one line of news outside the slots gets a file that keeps it", () => {
    const news = "The municipality inspector moved the safety audit to March 9";
    const { routine, subjects } = index([news]);
    const d = draftDay({ date: today, log: [...todays, news].join("\n"), routine, subjects });
    expect(d.markdown).not.toBeNull();
    expect(d.items.facts).toContain(news);
  });

  it("a line in a standing slot that names a date no other day holds is evidence: news beats the slot", () => {
    const week: Array<[string, string[]]> = [5, 6, 7, 8, 9, 12].map((d) => [`2026-01-${String(d).padStart(2, "0")}`, [`Decided to ship part ${d} of Atlas by March ${d}.`]]);
    const routine = new RoutineIndex(week);
    expect(routine.inStandingSlot("2026-01-12", "Decided to ship part 12 of Atlas by March 12.")).toBe(true);
    const d = draftDay({ date: "2026-01-12", log: "- Decided to ship part 12 of Atlas by March 12.\n", routine, subjects: new SubjectIndex(week) });
    expect(d.markdown).not.toBeNull();
  });

  it("a sum of money in a standing slot is the slot's reading, not news: the day gets no file", () => {
    const veg = ["cabbage, coriander", "bitter gourd, spinach", "cauliflower, okra", "pumpkin, coriander", "beans, fenugreek"];
    const withMarket = logs.map(([d, t], i): [string, string[]] => [d, i % 4 === 0 ? [...t, `Market: ${veg[i % veg.length]}, €${30 + i}.${10 + i}`] : t]);
    const market = "Market: red pumpkin, bitter gourd, €41.90";
    const all: Array<[string, string[]]> = [...withMarket, [today, [...todays, market]]];
    const routine = new RoutineIndex(all);
    const subjects = new SubjectIndex(all);
    expect(subjects.unsharedNews(today, market).map((n) => n.key)).toEqual(["a:4190"]);
    expect(draftDay({ date: today, log: [...todays, market].join("\n"), routine, subjects }).markdown).toBeNull();
  });

  it("near miss: a sum outside any slot is still news, and the day gets a file", () => {
    const paid = "Paid the roofer Kowalski €480 for the gutter over the sandpit";
    const { routine, subjects } = index([paid]);
    expect(draftDay({ date: today, log: [...todays, paid].join("\n"), routine, subjects }).markdown).not.toBeNull();
  });

  it("a problem that comes back, in words said before, is evidence by its own cue", () => {
    const logsWithGate = logs.map(([d, t], i): [string, string[]] => [d, i % 6 === 2 ? [...t, "The yard gate latch is stuck, Rotem forced it open"] : t]);
    const again = "The yard gate latch is stuck again";
    const all: Array<[string, string[]]> = [...logsWithGate, [today, [...todays, again]]];
    const d = draftDay({ date: today, log: [...todays, again].join("\n"), routine: new RoutineIndex(all), subjects: new SubjectIndex(all) });
    expect(d.markdown).not.toBeNull();
    expect(d.items.patterns.map((p) => p.text)).toContain(again);
  });
});

describe("patterns by one word that comes back (episodic terms)", () => {
  // A month of notes; the compressor problem is told on three days, each time in other words that
  // share no second rare term. 2026-08-03 and 2026-08-10 are Mondays.
  const told: Record<string, string> = {
    "2026-08-04": "The compressor tripped the breaker at lunch",
    "2026-08-06": "Compressor rattling and loud, had a look",
    "2026-08-12": "Had to reset the compressor twice, smells hot",
  };
  const docs: Array<[string, string[]]> = [];
  for (let d = 1; d <= 30; d++) {
    const date = `2026-08-${String(d).padStart(2, "0")}`;
    docs.push([date, ["07:02 heartbeat ok, all hosts up", `Inbox: ${d} new, nothing for me`, ...(told[date] ? [told[date]] : [])]]);
  }
  const routine = new RoutineIndex(docs);
  const salient = (d: string, s: string) => isSalient(analyse(s), d, routine);

  it("a problem told on days of two weeks, sharing one rare word, is a pattern without any cue word", () => {
    const subjects = new SubjectIndex(docs, salient);
    const d = draftDay({ date: "2026-08-06", log: told["2026-08-06"]!, routine, subjects });
    expect(d.items.patterns).toMatchObject([{ text: told["2026-08-06"], tag: "confirmed", earlierDays: 1 }]);
    // The index without the salience test has no episodic words: the same line is a fact.
    const plain = draftDay({ date: "2026-08-06", log: told["2026-08-06"]!, routine, subjects: new SubjectIndex(docs) });
    expect(plain.items.patterns).toEqual([]);
    expect(plain.items.facts).toEqual([told["2026-08-06"]]);
  });

  it("near miss: a decision, a date or a sum on that word stays a fact", () => {
    const line = "Decided to replace the compressor on 20.08.";
    const more = docs.map(([d, t]): [string, string[]] => [d, d === "2026-08-07" ? [...t, line] : t]);
    const r = new RoutineIndex(more);
    const d = draftDay({ date: "2026-08-07", log: line, routine: r, subjects: new SubjectIndex(more, (day, s) => isSalient(analyse(s), day, r)) });
    expect(d.items.facts[0]).toBe(line);
    expect(d.items.patterns.some((p) => p.text === line && !p.alsoFact)).toBe(false);
  });
});

describe("a statement that is both a fact and a pattern's occurrence", () => {
  // A month of notes; the NAS problem is told on four days, two of them in the week of the 10th.
  const told: Record<string, string> = {
    "2026-08-11": "ZFS CKSUM errors on sdc (3), pool still online",
    "2026-08-14": "sdc is up to 11 CKSUM errors and SMART shows reallocated sectors",
    "2026-08-20": "Weekly scrub: sdc logged 4 more CKSUM errors, the other disks none",
    "2026-08-21": "The new disk shows up as sdc again, and by noon it has 2 CKSUM errors",
  };
  const base: Array<[string, string[]]> = [];
  for (let d = 1; d <= 30; d++) {
    const date = `2026-08-${String(d).padStart(2, "0")}`;
    base.push([date, ["07:02 heartbeat ok, all hosts up", `Inbox: ${d} new, nothing for me`, ...(told[date] ? [told[date]] : [])]]);
  }
  const draftWith = (date: string, line: string) => {
    const days = base.map(([d, t]): [string, string[]] => [d, d === date ? [...t, line] : t]);
    return draftDay({ date, log: line, routine: new RoutineIndex(days), subjects: new SubjectIndex(days) });
  };

  it("news on a subject that comes back within its week is listed under Facts and, marked as a second listing, under Patterns", () => {
    const line = "Opened vendor case SR-40917 about the sdc CKSUM errors";
    const d = draftWith("2026-08-13", line);
    expect(d.items.facts).toEqual([line]);
    expect(d.items.patterns).toMatchObject([{ text: line, alsoFact: true }]);
    expect(d.markdown).toMatch(/## Patterns\n- Opened vendor case SR-40917 about the sdc CKSUM errors — confirmed \(1 earlier day\), also a fact\n/);
  });

  it("news on a subject that comes back only in other weeks is a fact alone", () => {
    // The week of the 3rd holds no other telling (the 11th is the next week).
    const line = "Opened vendor case SR-40917 about the sdc CKSUM errors";
    const d = draftWith("2026-08-06", line);
    expect(d.items.facts).toEqual([line]);
    expect(d.items.patterns).toEqual([]);
  });

  it("an occurrence that names something no other day holds is listed under Patterns and, marked, under Facts", () => {
    const line = "Sdc CKSUM errors again, 37 of them after the scrub";
    const d = draftWith("2026-08-17", line);
    expect(d.items.patterns).toMatchObject([{ text: line }]);
    expect(d.items.patterns[0]!.alsoFact).toBeUndefined();
    expect(d.items.facts).toEqual([`${line} — also a pattern`]);
  });

  it("an occurrence whose specifics other days hold too is a pattern alone", () => {
    // "11" and "sdc" are said on the 14th as well.
    const line = "Sdc CKSUM errors again, 11 of them after the scrub";
    const d = draftWith("2026-08-17", line);
    expect(d.items.patterns).toHaveLength(1);
    expect(d.items.facts).toEqual([]);
  });

  it("an occurrence whose count other days say only as another number is listed, marked, under Facts: a count is specific with what it counts", () => {
    // "12" is said on the 12th ("Inbox: 12 new"); "12 sectors" on no other day.
    const line = "Sdc CKSUM errors again, 12 sectors reallocated after the scrub";
    const d = draftWith("2026-08-17", line);
    expect(d.items.patterns).toMatchObject([{ text: line }]);
    expect(d.items.facts).toEqual([`${line} — also a pattern`]);
  });

  it("near miss: an occurrence whose count other days give of the same thing is a pattern alone", () => {
    const days = base.map(([d, t]): [string, string[]] => [d, d === "2026-08-24" ? [...t, "sdc CKSUM errors, 12 sectors reallocated now"] : t]);
    const line = "Sdc CKSUM errors again, 12 sectors reallocated after the scrub";
    const withLine = days.map(([d, t]): [string, string[]] => [d, d === "2026-08-17" ? [...t, line] : t]);
    const d = draftDay({ date: "2026-08-17", log: line, routine: new RoutineIndex(withLine), subjects: new SubjectIndex(withLine) });
    expect(d.items.patterns).toHaveLength(1);
    expect(d.items.facts).toEqual([]);
  });

  it("the tiers above read each statement once, under the section the day draft gave it first", () => {
    const md = draftWith("2026-08-13", "Opened vendor case SR-40917 about the sdc CKSUM errors").markdown!;
    const rec = readDay("2026-08-13", md);
    expect(rec.facts).toEqual(["Opened vendor case SR-40917 about the sdc CKSUM errors"]);
    expect(rec.patterns).toEqual([]);
    const md2 = draftWith("2026-08-17", "sdc CKSUM errors again, 37 of them after the scrub").markdown!;
    const rec2 = readDay("2026-08-17", md2);
    expect(rec2.facts).toEqual([]);
    expect(rec2.patterns).toMatchObject([{ text: "Sdc CKSUM errors again, 37 of them after the scrub" }]);
  });
});

describe("reading a day file back", () => {
  it("skips the second listings: a fact marked 'also a pattern' and a pattern marked 'also a fact'", () => {
    const md = [
      "# Daily Distillation: 2026-08-13",
      "",
      "## Facts",
      "- Opened vendor case SR-40917 about the sdc CKSUM errors",
      "- Sdc CKSUM errors again, 37 of them after the scrub — also a pattern",
      "",
      "## Patterns",
      "- Sdc CKSUM errors again, 37 of them after the scrub — strengthened (2 earlier days)",
      "- Opened vendor case SR-40917 about the sdc CKSUM errors — confirmed (1 earlier day), also a fact",
      "",
      "## Anomalies",
      "_None._",
      "",
    ].join("\n");
    const rec = readDay("2026-08-13", md);
    expect(rec.facts).toEqual(["Opened vendor case SR-40917 about the sdc CKSUM errors"]);
    expect(rec.patterns).toEqual([{ text: "Sdc CKSUM errors again, 37 of them after the scrub", tag: "strengthened" }]);
    expect(rec.factPatterns).toEqual(["Opened vendor case SR-40917 about the sdc CKSUM errors"]);
  });
});

describe("prose typed up with its page's line breaks", () => {
  const page = [
    "water tank: 81 %",
    "generator: 2 h",
    "",
    "The school group from Tarbes left early, most of them towards the col;",
    "the last pair came down at 19 h. Supplies from the village at noon: 40 kg",
    "of flour and the cheese from the Casals farm.",
    "The pump stopped twice before lunch and Marc cleaned",
    "the intake filter again, which fixed it for now.",
  ].join("\n");

  it("joins a sentence broken anywhere on the page, not only where an editor wraps to a width", () => {
    const texts = splitStatements(page).map((s) => s.text);
    expect(texts).toContain("Supplies from the village at noon: 40 kg of flour and the cheese from the Casals farm.");
    expect(texts).toContain("The pump stopped twice before lunch and Marc cleaned the intake filter again, which fixed it for now.");
    // The readings above stay one entry per line.
    expect(texts).toContain("water tank: 81 %");
    expect(texts).toContain("generator: 2 h");
  });

  it("keeps a labelled entry of its own even in punctuated prose", () => {
    const texts = splitStatements(["Closed the roof membrane before the rain came in.", "membrane: both slopes done by 12.30", "lunch: at home"].join("\n")).map((s) => s.text);
    expect(texts).toEqual(["Closed the roof membrane before the rain came in.", "membrane: both slopes done by 12.30", "lunch: at home"]);
  });

  it("reads a page-long run-on sentence line by line instead of dropping it as pasted material", () => {
    // Each line opens with other words: two lines that open alike are entries of a list.
    const herd = ["the cows", "the calves", "both heifers", "the old bull", "three cows", "the young ones", "all of them", "the herd", "two strays"];
    const line = (i: number) => `${herd[i - 1]} came back to the spring for night ${i}, two of them inside the gas bottle pen again,`;
    const runOn = ["Last day for Biel, who walked down at 10 h after hugging everyone,", ...Array.from({ length: 9 }, (_, i) => line(i + 1)), "and Jana goes down on Wednesday for her chemistry resit."].join("\n");
    expect(runOn.length).toBeGreaterThan(600);
    const texts = splitStatements(runOn).map((s) => s.text);
    expect(texts).toContain("and Jana goes down on Wednesday for her chemistry resit.");
    expect(texts).toHaveLength(11);
  });
});

describe("a kept sentence is shown with its line's lead-in", () => {
  /** Twelve earlier days of a standing reading ("fleet N/14 out"), its number changing. */
  function fleetHistory(): Array<[string, string[]]> {
    const days: Array<[string, string[]]> = [];
    for (let i = 1; i <= 12; i++) days.push([`2028-02-${String(i).padStart(2, "0")}`, [`[07:0${i % 10}] #fleet ${8 + (i % 5)}/14 out this morning.`, "Lunch at the office."]]);
    return days;
  }

  it("a routine reading that opens the line stays with the sentence that says why it matters", () => {
    const days = fleetHistory();
    const log = "[06:58] #fleet 14/14 out! Every car is rented, even the old sedan without air conditioning went to a local client.\nLunch at the office.";
    const docs: Array<[string, string[]]> = [...days, ["2028-02-15", contentStatements(log)]];
    const routine = new RoutineIndex(docs);
    // The reading alone is routine: the gate asks for it in no file.
    expect(isSalient(analyse("[06:58] #fleet 14/14 out!"), "2028-02-15", routine)).toBe(false);
    const d = draftDay({ date: "2028-02-15", log, routine, subjects: new SubjectIndex(docs) });
    expect(d.items.facts).toEqual(["[06:58] #fleet 14/14 out! Every car is rented, even the old sedan without air conditioning went to a local client"]);
  });

  it("near miss: a sentence with values of its own stands alone, and a kept sentence is no other's lead-in", () => {
    const log = "The boiler at Old Mill cut out overnight, pressure down to 0.4. Guests patient, but that's twice this week.\nKessler's invoice 2291 is paid in full. Plumber Nowak comes on Friday 18 September at 9.";
    const d = draftDay({ date: "2026-09-11", log });
    expect(d.markdown).not.toContain("0.4. Guests");
    expect(d.markdown).toContain("- Plumber Nowak comes on Friday 18 September at 9");
  });

  it("near miss: a long lead-in is not repeated, and a sentence of another line is no lead-in", () => {
    const long = "Heute war ein langer Tag mit vielen Gesprächen über die Renovierung, die Fenster, die Heizung und den Garten, und danach haben wir noch lange über den Urlaub geredet.";
    const log = `${long} Der Notar Weber hat den Termin auf den 14. März gelegt.\nGutt Nuecht.\nDie Rechnung von Kessler Bau über 8.950 € ist gekommen.`;
    const d = draftDay({ date: "2030-10-12", log });
    expect(d.markdown).toContain("- Der Notar Weber hat den Termin auf den 14. März gelegt");
    expect(d.markdown).not.toContain("Gutt Nuecht. Die Rechnung");
  });
});
