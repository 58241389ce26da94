/**
 * Deletion safety, by property: random calendars of present and missing logs, day, week and
 * month files in every state (good, partially or wrongly stamped, invalid, hand-made), vetoes,
 * verbose mode, archive mode, clocks that jump forwards and backwards, edits between runs, and
 * crashes in the middle of apply. After every run:
 *  - every removed file was old enough, not vetoed, and covered: some valid higher-tier file was
 *    built from its exact content (per the generator's own record, not the stamps' parser), and
 *    that chain of covers ends in a file still on disk;
 *  - in verbose mode, it was announced on an earlier day;
 *  - MEMORY.md is byte-identical and month files are never removed;
 *  - the forgetting log says gone exactly what is gone (after a crash: at least what is gone,
 *    and the next run makes them equal again);
 *  - archived files hold the original bytes.
 * 40 calendars in CI, 2,000 with CONTEXT_KIT_RELIABILITY=long; DISTILL_PROPERTY_RUNS=<n> sets the
 * count outright.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { applyForget, keepDate, planForget, FORGET_LOG_PATH, FORGET_PENDING_PATH, readForgetLog, loggedAsGone, archivePathFor } from "../../src/skills/memory-compactor/index.js";
import { addDays, addMonths, daysBetween } from "../../src/skills/memory-compactor/dates.js";
import { sha256Hex } from "../../src/skills/memory-compactor/source-stamp.js";
import { MemWorkspace } from "./helpers/mem-workspace.js";
import { sourceLines, tierFile, staleText, type TierState } from "./helpers/tier-files.js";
import { readPending } from "../../src/skills/memory-compactor/forget-pending.js";
import { pick } from "../reliability/support/scale.js";
import { Rng } from "../support/prng.mjs";

const FIRST_MONDAY = "2025-09-01";
const WEEKS = 16;
const MEMORY_MD = "# MEMORY\n\n- Maya owns the roadmap.\n";
const MEMORY_MD_VERBOSE = "# MEMORY\n\nmemory-compactor: verbose\n";

// Independent calendar helpers (deliberately not the code under test).
const weekday = (d: string) => (new Date(`${d}T00:00:00Z`).getUTCDay() + 6) % 7;
const mondayOf = (d: string) => addDays(d, -weekday(d));
function weekIdOf(d: string): string {
  const thu = addDays(d, 3 - weekday(d));
  const y = thu.slice(0, 4);
  return `${y}-W${String(Math.floor(daysBetween(`${y}-01-01`, thu) / 7) + 1).padStart(2, "0")}`;
}

/** What each generated higher-tier file was really built from: name → exact text. */
type Built = Map<string, { valid: boolean; legacy: boolean; from: Map<string, string> }>;

interface Scenario {
  files: Record<string, string>;
  built: Built;
  /** tier file path → the dates its period spans. */
  spans: Map<string, string[]>;
}

const stateArb = fc.constantFrom<TierState | "none">("none", "good", "good", "good", "partial", "stale", "invalid", "legacy", "lossy");

/** A lossy file: valid and stamped with all its sources, but one source line left out. The
 *  sources holding that line are not covered by it (what the generator records as `from`). */
function lossy(tier: "day" | "week" | "month", period: string, src: Map<string, string>): { text: string; from: Map<string, string> } {
  const drop = sourceLines(src)[0];
  const text = tierFile(tier, period, src, "good", drop);
  return { text, from: new Map([...src].filter(([, t]) => drop === undefined || !t.includes(drop))) };
}

const scenarioArb = fc.record({
  logs: fc.array(fc.boolean(), { minLength: WEEKS * 7, maxLength: WEEKS * 7 }),
  days: fc.array(stateArb, { minLength: WEEKS * 7, maxLength: WEEKS * 7 }),
  weeks: fc.array(stateArb, { minLength: WEEKS, maxLength: WEEKS }),
  months: fc.array(stateArb, { minLength: 5, maxLength: 5 }),
  vetoes: fc.array(fc.integer({ min: 0, max: WEEKS * 7 - 1 }), { maxLength: 4 }),
  verbose: fc.boolean(),
  archive: fc.boolean(),
  runs: fc.array(
    fc.record({
      nowOffset: fc.integer({ min: -30, max: 400 }),
      crashAfter: fc.option(fc.integer({ min: 0, max: 12 }), { nil: null }),
      editDay: fc.option(fc.integer({ min: 0, max: WEEKS * 7 - 1 }), { nil: null }),
      vetoDay: fc.option(fc.integer({ min: 0, max: WEEKS * 7 - 1 }), { nil: null }),
    }),
    { minLength: 1, maxLength: 4 },
  ),
  seed: fc.integer(),
});

type Params = fc.Arbitrary<unknown> extends never ? never : typeof scenarioArb extends fc.Arbitrary<infer T> ? T : never;

function buildScenario(p: Params): Scenario {
  const files: Record<string, string> = { "MEMORY.md": p.verbose ? MEMORY_MD_VERBOSE : MEMORY_MD };
  const built: Built = new Map();
  const spans = new Map<string, string[]>();
  const rng = new Rng(p.seed);
  const pickSubset = <T>(xs: T[]) => xs.filter(() => rng.next() < 0.5);

  const dates = Array.from({ length: WEEKS * 7 }, (_, i) => addDays(FIRST_MONDAY, i));
  dates.forEach((d, i) => {
    if (p.logs[i]) files[`memory/${d}.md`] = `# ${d}\n\n- Decided to ship part ${i} of Atlas as release atlas-r${i}.\n`;
    const state = p.days[i]!;
    if (state === "none") return;
    const log = files[`memory/${d}.md`];
    const src = new Map(log ? [[`${d}.md`, log]] : []);
    const stamped = state === "stale" && log ? new Map([[`${d}.md`, staleText(log)]]) : state === "partial" ? new Map() : src;
    const path = `memory/distilled/day-${d}.md`;
    if (state === "lossy") {
      const l = lossy("day", d, src);
      files[path] = l.text;
      built.set(path, { valid: true, legacy: false, from: l.from });
    } else {
      files[path] = tierFile("day", d, stamped, state === "invalid" ? "invalid" : state === "legacy" ? "legacy" : "good");
      built.set(path, { valid: state !== "invalid", legacy: state === "legacy", from: state === "good" ? src : new Map() });
    }
    spans.set(path, [d]);
  });
  for (let w = 0; w < WEEKS; w++) {
    const state = p.weeks[w]!;
    if (state === "none") continue;
    const days = dates.slice(w * 7, w * 7 + 7);
    const id = weekIdOf(days[0]!);
    const src = new Map<string, string>();
    for (const d of days) {
      const log = files[`memory/${d}.md`];
      const day = files[`memory/distilled/day-${d}.md`];
      if (log) src.set(`${d}.md`, log);
      if (day) src.set(`day-${d}.md`, day);
    }
    const stamped = state === "partial" ? new Map(pickSubset([...src])) : state === "stale" ? new Map([...src].map(([k, v]) => [k, staleText(v)])) : src;
    const path = `memory/distilled/week-${id}.md`;
    if (state === "lossy") {
      const l = lossy("week", id, src);
      files[path] = l.text;
      built.set(path, { valid: true, legacy: false, from: l.from });
    } else {
      files[path] = tierFile("week", id, stamped, state === "invalid" ? "invalid" : state === "legacy" ? "legacy" : "good");
      built.set(path, { valid: state !== "invalid", legacy: state === "legacy", from: state === "good" || state === "partial" ? stamped : new Map() });
    }
    spans.set(path, days);
  }
  const months = ["2025-09", "2025-10", "2025-11", "2025-12", "2026-01"];
  months.forEach((m, i) => {
    const state = p.months[i]!;
    if (state === "none") return;
    const src = new Map<string, string>();
    for (let w = 0; w < WEEKS; w++) {
      const thu = addDays(FIRST_MONDAY, w * 7 + 3);
      const path = `memory/distilled/week-${weekIdOf(thu)}.md`;
      if (thu.slice(0, 7) === m && files[path]) src.set(path.split("/").pop()!, files[path]!);
    }
    const stamped = state === "partial" ? new Map(pickSubset([...src])) : state === "stale" ? new Map([...src].map(([k, v]) => [k, staleText(v)])) : src;
    const path = `memory/distilled/month-${m}.md`;
    if (state === "lossy") {
      const l = lossy("month", m, src);
      files[path] = l.text;
      built.set(path, { valid: true, legacy: false, from: l.from });
    } else {
      files[path] = tierFile("month", m, stamped, state === "invalid" ? "invalid" : state === "legacy" ? "legacy" : "good");
      built.set(path, { valid: state !== "invalid", legacy: state === "legacy", from: state === "good" || state === "partial" ? stamped : new Map() });
    }
  });
  return { files, built, spans };
}

/** The higher-tier files that could cover `file` (its day file, its week, its week's month). */
function higherOf(file: string): string[] {
  const name = file.split("/").pop()!;
  const log = /^(\d{4}-\d{2}-\d{2})\.md$/.exec(name);
  const day = /^day-(\d{4}-\d{2}-\d{2})\.md$/.exec(name);
  const week = /^week-(\d{4})-W(\d{2})\.md$/.exec(name);
  const date = log?.[1] ?? day?.[1];
  if (date) return [...(log ? [`memory/distilled/day-${date}.md`] : []), `memory/distilled/week-${weekIdOf(date)}.md`];
  if (week) {
    // The month of the week's Thursday.
    const jan4 = `${week[1]}-01-04`;
    const thu = addDays(addDays(mondayOf(jan4), (Number(week[2]) - 1) * 7), 3);
    return [`memory/distilled/month-${thu.slice(0, 7)}.md`];
  }
  return [];
}

/** Is `file` (with `text`) covered by a chain of valid files, built from exact content, ending in a survivor? */
function coveredChain(file: string, text: string, before: Map<string, string>, after: Map<string, string>, built: Built, depth = 0): boolean {
  if (depth > 4) return false;
  for (const h of higherOf(file)) {
    const hText = before.get(h);
    const b = built.get(h);
    if (hText === undefined || !b || !b.valid) continue;
    const name = file.split("/").pop()!;
    const fromExact = b.legacy || b.from.get(name) === text;
    if (!fromExact) continue;
    if (after.has(h) || coveredChain(h, hText, before, after, built, depth + 1)) return true;
  }
  return false;
}

function expired(file: string, now: string): boolean {
  const name = file.split("/").pop()!;
  const log = /^(\d{4}-\d{2}-\d{2})\.md$/.exec(name)?.[1];
  const day = /^day-(\d{4}-\d{2}-\d{2})\.md$/.exec(name)?.[1];
  if (log) return daysBetween(log, now) > 14;
  if (day) return daysBetween(day, now) > 56;
  const week = /^week-(\d{4})-W(\d{2})\.md$/.exec(name);
  if (week) {
    const sunday = addDays(addDays(mondayOf(`${week[1]}-01-04`), (Number(week[2]) - 1) * 7), 6);
    return sunday < addMonths(now, -6);
  }
  return false;
}

/** A workspace whose remove/move throws after `budget` successful ones: a crash mid-apply. */
class CrashingWorkspace extends MemWorkspace {
  constructor(
    files: Map<string, string>,
    private budget: number,
  ) {
    super(Object.fromEntries(files));
  }
  private tick() {
    if (this.budget-- <= 0) throw new Error("simulated crash");
  }
  override async remove(rel: string) {
    this.tick();
    return super.remove(rel);
  }
  override async move(a: string, b: string) {
    this.tick();
    return super.move(a, b);
  }
}

const isMemoryFile = (k: string) => /^memory\/(?:\d{4}-\d{2}-\d{2}\.md|distilled\/(?:day|week|month)-[^/]+\.md)$/.test(k);

function goneSet(initial: Map<string, string>, now: Map<string, string>): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of initial) if (isMemoryFile(k) && !now.has(k)) out.set(k, v);
  return out;
}

async function loggedGone(ws: MemWorkspace): Promise<Map<string, string>> {
  const { entries } = await readForgetLog(ws);
  return new Map([...loggedAsGone(entries)].map(([k, e]) => [k, e.sha256]));
}

describe("forget --apply, under random calendars, vetoes, clock moves and crashes", () => {
  it("never removes an uncovered or vetoed file, never touches MEMORY.md, and the log matches what is gone", async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArb, async (p) => {
        const sc = buildScenario(p);
        const original = new Map(Object.entries(sc.files));
        let files = new Map(original);
        for (const [i, run] of p.runs.entries()) {
          if (run.editDay !== null) {
            const k = `memory/${addDays(FIRST_MONDAY, run.editDay)}.md`;
            if (files.has(k)) files.set(k, files.get(k) + `- Edit before run ${i}.\n`);
          }
          const now = addDays(addDays(FIRST_MONDAY, WEEKS * 7), run.nowOffset);
          const ws = run.crashAfter === null ? new MemWorkspace(Object.fromEntries(files)) : new CrashingWorkspace(files, run.crashAfter);
          if (run.vetoDay !== null) await keepDate(ws, addDays(FIRST_MONDAY, run.vetoDay));
          const vetoes = new Set([...p.vetoes.map((o) => addDays(FIRST_MONDAY, o)), ...(run.vetoDay !== null ? [addDays(FIRST_MONDAY, run.vetoDay)] : [])]);
          for (const v of p.vetoes) if (i === 0) await keepDate(ws, addDays(FIRST_MONDAY, v));
          const before = new Map(ws.files);
          const pendingBefore = new Map((await readPending(ws)).map((e) => [e.file, e]));
          const loggedBefore = await loggedGone(ws);

          let crashed = false;
          try {
            await applyForget(ws, await planForget(ws, { now }), { archive: p.archive });
          } catch (err) {
            if ((err as Error).message !== "simulated crash") throw err;
            crashed = true;
          }

          const after = new Map(ws.files);
          expect(after.get("MEMORY.md")).toBe(before.get("MEMORY.md"));
          for (const [k, text] of goneSet(before, after)) {
            expect(k.startsWith("memory/distilled/month-"), `month removed: ${k}`).toBe(false);
            expect(expired(k, now), `${k} removed before its retention ran out (now ${now})`).toBe(true);
            const dates = sc.spans.get(k) ?? [/(\d{4}-\d{2}-\d{2})/.exec(k)![1]!];
            expect(dates.some((d) => vetoes.has(d)), `${k} removed although vetoed`).toBe(false);
            expect(coveredChain(k, text, before, after, sc.built), `${k} removed without a covering file`).toBe(true);
            if (p.verbose) {
              const ann = pendingBefore.get(k);
              expect(ann !== undefined && ann.announcedOn < now && ann.sha256 === sha256Hex(text), `${k} removed without an announcement on an earlier day`).toBe(true);
            }
            if (p.archive) expect(after.get(archivePathFor(k))).toBe(text);
          }

          // The log vs the disk: every removal is logged with the removed content's hash; after a
          // crash the log may claim one file still on disk, which the next run reconciles.
          const logged = await loggedGone(ws);
          const goneTotal = goneSet(original, after);
          for (const [k, text] of goneSet(before, after)) expect(logged.get(k), `${k} gone but not logged`).toBe(sha256Hex(text));
          const claimedButPresent = [...logged].filter(([k, h]) => after.has(k) && sha256Hex(after.get(k)!) === h && !loggedBefore.has(k));
          if (crashed) expect(claimedButPresent.length).toBeLessThanOrEqual(1);
          else {
            expect(claimedButPresent).toEqual([]);
            // No stale claims either: every logged-gone file that still exists has new content.
            for (const [k, h] of logged) if (after.has(k)) expect(sha256Hex(after.get(k)!), `${k} logged gone but still there`).not.toBe(h);
          }
          for (const k of goneTotal.keys()) expect(logged.has(k) || loggedBefore.has(k), `${k} gone with no log line`).toBe(true);
          files = after;
        }

        // A final clean run reconciles whatever a crash left behind.
        const lastNow = addDays(addDays(FIRST_MONDAY, WEEKS * 7), p.runs.at(-1)!.nowOffset);
        const ws = new MemWorkspace(Object.fromEntries(files));
        await applyForget(ws, await planForget(ws, { now: lastNow }), { archive: p.archive });
        const logged = await loggedGone(ws);
        for (const [k, h] of logged) if (ws.files.has(k)) expect(sha256Hex(ws.files.get(k)!)).not.toBe(h);
        expect(ws.files.get("MEMORY.md")).toBe(original.get("MEMORY.md"));
      }),
      { numRuns: Number(process.env.DISTILL_PROPERTY_RUNS ?? pick(40, 2000)) },
    );
  }, 240_000); // volume, not speed: a loaded 2-core box took 41 s of the default 60

  it("forgets everything that is old and fully covered (the property above is not vacuous)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 120, max: 400 }), async (offset) => {
        const p = { logs: Array(WEEKS * 7).fill(true), days: Array(WEEKS * 7).fill("good"), weeks: Array(WEEKS).fill("good"), months: Array(5).fill("good"), vetoes: [], verbose: false, archive: false, runs: [], seed: 1 } as unknown as Params;
        const sc = buildScenario(p);
        const ws = new MemWorkspace(sc.files);
        const now = addDays(FIRST_MONDAY, offset);
        await applyForget(ws, await planForget(ws, { now }));
        for (const k of Object.keys(sc.files)) {
          if (!isMemoryFile(k) || k.includes("/month-")) continue;
          const monthCovers = higherOf(k).length > 0;
          if (expired(k, now) && monthCovers) expect(ws.files.has(k), `${k} should be forgotten at ${now}`).toBe(false);
          if (!expired(k, now)) expect(ws.files.has(k), `${k} is not old enough at ${now}`).toBe(true);
        }
        expect(ws.files.has(FORGET_LOG_PATH)).toBe(true);
        expect(ws.files.has(FORGET_PENDING_PATH)).toBe(false);
      }),
      { numRuns: 30 },
    );
  }, 240_000); // volume, not speed: a loaded 2-core box took 41 s of the default 60
});
