import { describe, expect, it } from "vitest";
import { distillDue, draftDistillation, planDistill, planForget, writeDistillation, EMPTY_DAY_MESSAGE } from "../../src/skills/memory-compactor/index.js";
import { parseStamp } from "../../src/skills/memory-compactor/source-stamp.js";
import { renderDay } from "../../src/skills/memory-compactor/day-format.js";
import { MemWorkspace } from "./helpers/mem-workspace.js";

const MEMORY_MD = "# MEMORY\n\n- Maya owns the roadmap.\n";

function workspace(extra: Record<string, string> = {}) {
  return new MemWorkspace({
    "MEMORY.md": MEMORY_MD,
    "memory/2026-01-12.md": "- Bob pushed back on the Atlas timeline again.\n- Budget approved: €50K for Q2.\n",
    "memory/2026-01-13.md": "- Checked email.\n- Heartbeat OK.\n",
    "memory/2026-01-14.md": "- Bob pushed back on the scope again.\n- Finance cut the Q2 budget to €40K.\n",
    "memory/2026-01-20.md": "- Alice volunteered to present, first time ever.\n",
    ...extra,
  });
}

describe("planDistill", () => {
  it("lists due days, complete weeks and months in order, quiet days apart, and waits for incomplete periods", async () => {
    const plan = await planDistill(workspace(), { now: "2026-01-21" });
    expect(plan.due.map((d) => `${d.tier} ${d.period} ${d.reason}`)).toEqual(["day 2026-01-12 missing", "day 2026-01-14 missing", "day 2026-01-20 missing", "week 2026-W03 missing"]);
    expect(plan.emptyDays).toEqual(["2026-01-13"]);
    expect(plan.waiting).toEqual([
      { tier: "week", period: "2026-W04", dueOn: "2026-01-25" },
      { tier: "month", period: "2026-01", dueOn: "2026-02-01" },
    ]);
  });

  it("ignores logs dated after now", async () => {
    const plan = await planDistill(workspace(), { now: "2026-01-12" });
    expect(plan.due.map((d) => d.period)).toEqual(["2026-01-12"]);
  });
});

describe("distillDue", () => {
  it("writes days, then weeks, then months, and a second run writes nothing", async () => {
    const ws = workspace();
    const progress: string[] = [];
    const r = await distillDue(ws, { now: "2026-02-02", onProgress: (p) => progress.push(`${p.tier} ${p.period} ${p.index}/${p.total} ${p.outcome}`) });
    expect(r.written.map((w) => w.path)).toEqual([
      "memory/distilled/day-2026-01-12.md",
      "memory/distilled/day-2026-01-14.md",
      "memory/distilled/day-2026-01-20.md",
      "memory/distilled/week-2026-W03.md",
      "memory/distilled/week-2026-W04.md",
      "memory/distilled/month-2026-01.md",
    ]);
    expect(progress.slice(0, 2)).toEqual(["day 2026-01-12 1/4 written", "day 2026-01-13 2/4 empty"]);
    expect(r.emptyDays).toEqual(["2026-01-13"]);
    expect(ws.files.has("memory/distilled/day-2026-01-13.md")).toBe(false);
    expect(ws.files.get("memory/distilled/week-2026-W03.md")).toContain("Updated: Budget approved: €50K for Q2 → Finance cut the Q2 budget to €40K");
    // The week recorded the quiet day's log as read, so that log can be forgotten later.
    expect(parseStamp(ws.files.get("memory/distilled/week-2026-W03.md")!)!.sources.has("2026-01-13.md")).toBe(true);
    const again = await distillDue(ws, { now: "2026-02-02" });
    expect(again.written).toEqual([]);
    expect(again.emptyDays).toEqual([]); // settled: the week file recorded reading the quiet log
    expect(ws.files.get("MEMORY.md")).toBe(MEMORY_MD);
  });

  it("updates a fact said seven weeks before: a quote given in early January and revised in late February", async () => {
    // Every weekday of nine weeks has its routine; two of them say something about the boiler.
    const files: Record<string, string> = { "MEMORY.md": MEMORY_MD };
    for (let t = Date.parse("2026-01-05T00:00:00Z"); t <= Date.parse("2026-03-06T00:00:00Z"); t += 86_400_000) {
      const d = new Date(t);
      if (d.getUTCDay() === 0 || d.getUTCDay() === 6) continue;
      files[`memory/${d.toISOString().slice(0, 10)}.md`] = "- Heartbeat OK.\n- Checked email, nothing urgent.\n- Walked the dog before work.\n";
    }
    files["memory/2026-01-07.md"] += "- Harbour Heating quoted the boiler service at £240, first visit in March.\n";
    files["memory/2026-02-25.md"] += "- Harbour Heating re-quoted the boiler service: £265 with the new flue check.\n";
    const ws = new MemWorkspace(files);
    await distillDue(ws, { now: "2026-03-09" });
    expect(ws.files.get("memory/distilled/week-2026-W09.md")).toContain("Updated: Harbour Heating quoted the boiler service at £240, first visit in March → Harbour Heating re-quoted the boiler service: £265 with the new flue check");
  });

  it("rebuilds its own day file when notes were appended after the nightly run, and the week after it", async () => {
    const ws = workspace();
    await distillDue(ws, { now: "2026-02-02" });
    ws.files.set("memory/2026-01-14.md", ws.files.get("memory/2026-01-14.md") + "- Decided to go with Postgres for billing.\n");
    const plan = await planDistill(ws, { now: "2026-02-02" });
    expect(plan.due.map((d) => `${d.tier} ${d.period} ${d.reason}`)).toEqual(["day 2026-01-14 stale"]);
    const r = await distillDue(ws, { now: "2026-02-02" });
    expect(r.written.map((w) => `${w.tier} ${w.period} ${w.reason}`)).toEqual(["day 2026-01-14 stale", "week 2026-W03 stale", "month 2026-01 stale"]);
    expect(ws.files.get("memory/distilled/day-2026-01-14.md")).toContain("Postgres");
  });

  it("never overwrites a file the agent refined; it reports it as stale instead", async () => {
    const ws = workspace();
    const d = await draftDistillation(ws, { tier: "day", period: "2026-01-12" });
    const refined = d.markdown!.replace("Budget approved", "Q2 budget approved");
    expect(await writeDistillation(ws, { tier: "day", period: "2026-01-12", markdown: refined })).toMatchObject({ ok: true });
    ws.files.set("memory/2026-01-12.md", ws.files.get("memory/2026-01-12.md") + "- Signed the Acme renewal for 12 months.\n");
    const r = await distillDue(ws, { now: "2026-01-12" });
    expect(r.written).toEqual([]);
    expect(r.problems).toMatchObject([{ path: "memory/distilled/day-2026-01-12.md", kind: "stale-refined" }]);
    expect(ws.files.get("memory/distilled/day-2026-01-12.md")).toContain("Q2 budget approved");
  });

  it("counts and reports a period that fails, and goes on with the other periods and tiers", async () => {
    // One day's write throws (a drafter bug or an I/O failure would look the same): it is a
    // counted skip with its reason, and the other days, both weeks and the month still get written.
    class FailingWorkspace extends MemWorkspace {
      override async writeText(rel: string, text: string) {
        if (rel === "memory/distilled/day-2026-01-14.md") throw new Error("EIO: disk on fire\n    at stack frame");
        return super.writeText(rel, text);
      }
    }
    const ws = new FailingWorkspace(Object.fromEntries(workspace().files));
    const progress: string[] = [];
    const r = await distillDue(ws, { now: "2026-02-02", onProgress: (p) => progress.push(`${p.tier} ${p.period} ${p.outcome}`) });
    expect(r.failed).toBe(1);
    expect(r.skipped).toEqual([{ tier: "day", period: "2026-01-14", reason: "failed: Error: EIO: disk on fire" }]);
    expect(progress).toContain("day 2026-01-14 skipped");
    expect(r.written.map((w) => `${w.tier} ${w.period}`)).toEqual(["day 2026-01-12", "day 2026-01-20", "week 2026-W03", "week 2026-W04", "month 2026-01"]);
    expect(ws.files.has("memory/distilled/day-2026-01-14.md")).toBe(false);
  });

  it("reports an invalid distilled file and leaves it alone", async () => {
    const ws = workspace({ "memory/distilled/day-2026-01-12.md": "# Notes\n\nwhatever\n" });
    const r = await distillDue(ws, { now: "2026-01-12" });
    expect(r.problems[0]).toMatchObject({ kind: "invalid", path: "memory/distilled/day-2026-01-12.md" });
    expect(ws.files.get("memory/distilled/day-2026-01-12.md")).toBe("# Notes\n\nwhatever\n");
  });
});

describe("draft and write", () => {
  it("returns the empty-day message and no markdown for a quiet day", async () => {
    const d = await draftDistillation(workspace(), { tier: "day", period: "2026-01-13" });
    expect(d).toMatchObject({ markdown: null, message: EMPTY_DAY_MESSAGE });
    expect(d.template).toMatch(/new`, ` — confirmed` or ` — strengthened/);
  });

  it("names the expected period form on a bad period", async () => {
    await expect(draftDistillation(workspace(), { tier: "week", period: "2026-3" })).rejects.toThrow(/period: a week period is YYYY-WNN/);
  });

  it("refuses an invalid write with the problems, and writes nothing", async () => {
    const ws = workspace();
    const r = await writeDistillation(ws, { tier: "week", period: "2026-W03", markdown: "# Weekly Compression: 2026 Week 03\n\n## Durable Facts\n- x\n" });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.problems.join(" ")).toMatch(/missing "## Confirmed Patterns"/);
    expect(ws.ops).toEqual([]);
  });

  it("stamps an agent's write with the sources it stands for, under memory/distilled only", async () => {
    const ws = workspace();
    const d = await draftDistillation(ws, { tier: "day", period: "2026-01-12" });
    const r = await writeDistillation(ws, { tier: "day", period: "2026-01-12", markdown: d.markdown! });
    expect(r).toMatchObject({ ok: true, path: "memory/distilled/day-2026-01-12.md" });
    const stamp = parseStamp(ws.files.get("memory/distilled/day-2026-01-12.md")!)!;
    expect(stamp.origin).toBe("agent");
    expect([...stamp.sources.keys()]).toEqual(["2026-01-12.md"]);
    expect(ws.ops).toEqual(["write memory/distilled/day-2026-01-12.md"]);
  });
});

describe("daily notes kept as JSON Lines", () => {
  const rec = (o: Record<string, unknown>) => JSON.stringify(o);
  const log = (d: number, extra: string[]) =>
    [
      rec({ t: `07:4${d % 10}`, who: "MW Tess", what: "bukas", note: "Open na ang BHS. Maulan pa rin." }),
      rec({ t: `07:5${d % 10}`, who: "MW Tess", what: "ref temp", note: `AM reading ${3 + (d % 3)}.5°C, ok`, tags: ["coldchain"] }),
      ...extra,
    ].join("\n") + "\n";

  it("get day files of whole records, labelled by field, without JSON fragments, and the logs can go", async () => {
    const files: Record<string, string> = { "MEMORY.md": MEMORY_MD };
    for (let d = 1; d <= 5; d++) files[`memory/2027-06-0${d}.md`] = log(d, []);
    files["memory/2027-06-08.md"] = log(8, [rec({ t: "13:45", who: "MW Tess", what: "advisory", note: "Memo ng RHU: i-hold ang Penta lot 7Q2219. Dalawang vial ang hiniwalay.", pay: { php: 6850, by: "Kap" } })]);
    const ws = new MemWorkspace(files);
    await distillDue(ws, { now: "2027-06-09" });
    const day = ws.files.get("memory/distilled/day-2027-06-08.md") ?? "";
    expect(day).toContain("what: advisory; note: Memo ng RHU: i-hold ang Penta lot 7Q2219. Dalawang vial ang hiniwalay.; pay.php: 6850; pay.by: Kap");
    expect(day).not.toMatch(/[{}]|"\w+":/);
    // The standing records (opening, fridge reading) are routine: no day file says them.
    expect(day).not.toContain("ref temp");
    const plan = await planForget(ws, { now: "2027-09-30" });
    expect(plan.kept.filter((k) => k.file === "memory/2027-06-08.md")).toEqual([]);
    expect(plan.delete.map((d) => d.file)).toContain("memory/2027-06-08.md");
  });

  it("stamped with ISO date-times, are judged by what they say: standing records are routine and a quiet day gets no file", async () => {
    const stamped = (d: number, extra: string[]) =>
      [
        rec({ at: `2027-06-0${d}T07:4${d}:00+03:00`, who: "MW Tess", what: "bukas", note: "Open na ang BHS. Maulan pa rin." }),
        rec({ at: `2027-06-0${d}T07:5${d}:00+03:00`, who: "MW Tess", what: "ref temp", note: `AM reading ${3 + (d % 3)}.5°C, ok` }),
        ...extra,
      ].join("\n") + "\n";
    const files: Record<string, string> = { "MEMORY.md": MEMORY_MD };
    for (let d = 1; d <= 7; d++) files[`memory/2027-06-0${d}.md`] = stamped(d, []);
    files["memory/2027-06-08.md"] = stamped(8, [rec({ at: "2027-06-08T13:45:00+03:00", who: "MW Tess", what: "advisory", note: "Memo ng RHU: i-hold ang Penta lot 7Q2219." })]);
    const ws = new MemWorkspace(files);
    await distillDue(ws, { now: "2027-06-09" });
    // Each stamp is a date and a time, not an identifier no other record holds: the routine days
    // say nothing new, and get no file.
    for (let d = 1; d <= 7; d++) expect(ws.files.has(`memory/distilled/day-2027-06-0${d}.md`)).toBe(false);
    const day = ws.files.get("memory/distilled/day-2027-06-08.md") ?? "";
    expect(day).toContain("Memo ng RHU: i-hold ang Penta lot 7Q2219");
    expect(day).not.toContain("ref temp");
    expect(day).not.toContain("bukas");
  });

  it("stamped with ISO date-times, a problem that comes back in other words is a pattern of its week", async () => {
    const problems: Record<number, string> = {
      3: "The autoclave door seal leaked during the second cycle",
      6: "Autoclave seal dripping again after one cycle",
      10: "Autoclave leaking at the door, cycle aborted",
      13: "Seal on the autoclave gave way, water on the floor",
    };
    const files: Record<string, string> = { "MEMORY.md": MEMORY_MD };
    for (let d = 1; d <= 14; d++) {
      const day = String(d).padStart(2, "0");
      const lines = [
        rec({ at: `2027-06-${day}T07:4${d % 10}:00+03:00`, who: "Tess", what: "open", note: "Clinic open, rain again this morning." }),
        rec({ at: `2027-06-${day}T07:5${d % 10}:00+03:00`, who: "Tess", what: "fridge", note: `Fridge reading ${3 + (d % 3)}.5°C, ok` }),
      ];
      if (problems[d]) lines.push(rec({ at: `2027-06-${day}T10:1${d % 10}:00+03:00`, who: "Joy", what: "equipment", note: problems[d] }));
      files[`memory/2027-06-${day}.md`] = lines.join("\n") + "\n";
    }
    const ws = new MemWorkspace(files);
    await distillDue(ws, { now: "2027-06-15" });
    // The stamp's date is when the record was written, not a date it states: the record is no
    // dated fact, and its subject (the autoclave's seal) comes back twice in the second week.
    const week = ws.files.get("memory/distilled/week-2027-W23.md") ?? "";
    expect(week).toMatch(/## Confirmed Patterns\n- [^\n]*autoclave[^\n]* — 2x this week/i);
  });

  it("a secret in a record's field never reaches a day file", async () => {
    const files: Record<string, string> = { "MEMORY.md": MEMORY_MD };
    for (let d = 1; d <= 4; d++) files[`memory/2027-03-0${d}.md`] = log(d, []);
    files["memory/2027-03-05.md"] = log(5, [
      rec({ t: "10:00", who: "Ana", what: "access", note: "New wifi for the till", password: "Vq7#mT2-pgBrk!44" }),
      rec({ t: "11:00", who: "Ana", what: "api", note: "Stripe key for the web shop", key: "sk_live_51HkY2dL9vQ7xT3mN8pR4wZ6cB1eF0gJ" }),
    ]);
    const ws = new MemWorkspace(files);
    await distillDue(ws, { now: "2027-03-06" });
    const day = ws.files.get("memory/distilled/day-2027-03-05.md") ?? "";
    expect(day).toContain("what: api; note: Stripe key for the web shop");
    expect(day).not.toMatch(/Vq7#mT2|sk_live_51Hk/);
  });
});

describe("daily notes kept as a CSV export", () => {
  it("a row with a new price, worded like the other rows, reaches its day file, or its log stays", async () => {
    const notes = ["Me Télusma rele pou dosye dwàn nan, pa bay pri toujou", "Wilda rele Me Télusma pou konteyinè a nan dwàn", "Me Télusma di dosye konteyinè a ap avanse nan dwàn", "Pa gen nouvèl dwàn nan men Me Télusma", "Me Télusma voye papye dwàn pou konteyinè a"];
    const files: Record<string, string> = { "MEMORY.md": MEMORY_MD };
    const header = "lè,kiyès,kategori,nòt";
    for (let i = 0; i < 20; i++) {
      const d = String(i + 1).padStart(2, "0");
      files[`memory/2027-02-${d}.md`] = [header, `2027-02-${d}T10:30,Wilda,biwo,"${notes[i % notes.length]}"`, `2027-02-${d}T11:10,Wilda,biwo,"Wilda rele Me Télusma, pa gen anyen nouvo"`].join("\n") + "\n";
    }
    files["memory/2027-02-21.md"] = [header, '2027-02-21T10:30,Wilda,biwo,"Me Télusma bay pri dwàn nan pou konteyinè a: US$ 1 840."'].join("\n") + "\n";
    const ws = new MemWorkspace(files);
    await distillDue(ws, { now: "2027-02-22" });
    const plan = await planForget(ws, { now: "2027-06-30" });
    const day = ws.files.get("memory/distilled/day-2027-02-21.md") ?? "";
    const kept = plan.kept.some((k) => k.file === "memory/2027-02-21.md");
    expect(day.includes("US$ 1 840") || kept).toBe(true);
    expect(day).toContain("US$ 1 840");
  });
});

describe("a ledger kept in the daily notes", () => {
  it("two of its entries make no `Updated:` line in the week, even when the day files list them as facts", async () => {
    // Each morning's purchase at the pier: the fish, the boat, the boxes and the price change
    // every day. The agent (or the user) wrote two days' files by hand, each purchase a fact.
    const fish = ["haddock", "hake", "pollock", "sole"];
    const boats = ["Sea Star", "Morning Tide", "Grey Heron", "Kestrel", "Blue Wren"];
    const kg = ["3.76", "2.81", "3.10", "2.84", "3.37", "3.20", "2.95"];
    const files: Record<string, string> = { "MEMORY.md": MEMORY_MD };
    const bought: Record<number, string> = {};
    for (let i = 1; i <= 21; i++) {
      const [f, b] = i === 14 || i === 16 ? ["haddock", "Sea Star"] : [fish[i % 4], boats[i % 5]];
      bought[i] = `06:${10 + i} Bought ${4 + i} boxes of ${f} off the ${b} at €${kg[i % kg.length]}/kg`;
      files[`memory/2026-07-${String(i).padStart(2, "0")}.md`] = `# 2026-07-${String(i).padStart(2, "0")}\n\n- ${bought[i]}\n- Van loaded, shop open at eight\n`;
    }
    for (const i of [14, 16]) files[`memory/distilled/day-2026-07-${i}.md`] = renderDay(`2026-07-${i}`, { facts: [bought[i]!], patterns: [], anomalies: [] }, () => false);
    const ws = new MemWorkspace(files);
    await distillDue(ws, { now: "2026-07-27" });
    const week = ws.files.get("memory/distilled/week-2026-W29.md") ?? "";
    expect(week).toContain("haddock off the Sea Star");
    expect(week).not.toContain("Updated:");
  });
});

/** Four days of one standing record, then a fifth with it and `lines`: the fifth day's file once
 *  `distillDue` has run the day after. `month` is YYYY-MM. */
async function fifthDayFile(month: string, standing: (d: number) => string, lines: string[]): Promise<string> {
  const files: Record<string, string> = { "MEMORY.md": MEMORY_MD };
  for (let d = 1; d <= 4; d++) files[`memory/${month}-0${d}.md`] = standing(d) + "\n";
  files[`memory/${month}-05.md`] = [standing(5), ...lines].join("\n") + "\n";
  const ws = new MemWorkspace(files);
  await distillDue(ws, { now: `${month}-06` });
  return ws.files.get(`memory/distilled/day-${month}-05.md`) ?? "";
}

describe("daily notes kept as logfmt records", () => {
  it("a secret in a record's field never reaches a day file", async () => {
    const day = await fifthDayFile("2027-03", (d) => `ts=2027-03-0${d}T07:4${d}:00+02:00 who=Ana cat=open msg="Shop open, till counted"`, [
      'ts=2027-03-05T10:00:00+02:00 who=Ana cat=access msg="New wifi for the till" password="Vq7#mT2-pgBrk!44"',
      'ts=2027-03-05T11:00:00+02:00 who=Ana cat=api msg="Stripe key for the web shop" key=sk_live_51HkY2dL9vQ7xT3mN8pR4wZ6cB1eF0gJ',
    ]);
    expect(day).toContain("cat: api; msg: Stripe key for the web shop");
    expect(day).not.toMatch(/Vq7#mT2|sk_live_51Hk/);
  });
});

describe("daily notes kept as records with a quoted message", () => {
  it("a secret in a record's pair never reaches a day file", async () => {
    const day = await fifthDayFile("2029-10", (d) => `(2029-10-0${d}T07:4${d} open "Shop open, till counted" :who Ana)`, [
      '(2029-10-05T10:00 access "New wifi for the till" :password "Vq7#mT2-pgBrk!44")',
      '(2029-10-05T11:00 api "Stripe key for the web shop" :key sk_live_51HkY2dL9vQ7xT3mN8pR4wZ6cB1eF0gJ)',
    ]);
    expect(day).toContain("kind: api; msg: Stripe key for the web shop");
    expect(day).not.toMatch(/Vq7#mT2|sk_live_51Hk/);
  });
});

