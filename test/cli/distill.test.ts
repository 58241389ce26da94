import { describe, expect, it } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { main } from "../../src/cli/main.js";
import type { CliIO } from "../../src/cli/io.js";

function fakeIO(stdin = "") {
  const out: string[] = [];
  const err: string[] = [];
  const progress: string[] = [];
  const io: CliIO = {
    stdout: (t) => void out.push(t),
    stderr: (t) => void err.push(t),
    progress: (t) => void progress.push(t),
    readStdin: async () => Buffer.from(stdin),
    env: { HOME: process.env.HOME },
  };
  return { io, out: () => out.join(""), err: () => err.join(""), progress };
}

const LOGS: Record<string, string> = {
  "2026-01-12": "# 2026-01-12\n\n- Bob pushed back on the Atlas timeline again.\n- Budget approved: €50K for Q2.\n",
  "2026-01-13": "# 2026-01-13\n\n- Checked email.\n- Heartbeat OK.\n",
  "2026-01-14": "# 2026-01-14\n\n- Bob pushed back on the scope again.\n- Alice volunteered to present, first time ever.\n",
};

function workspace(logs: Record<string, string> = LOGS): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ck-cli-distill-"));
  fs.mkdirSync(path.join(dir, "memory"), { recursive: true });
  fs.writeFileSync(path.join(dir, "MEMORY.md"), "# MEMORY\n- Maya owns the roadmap.\n");
  for (const [d, t] of Object.entries(logs)) fs.writeFileSync(path.join(dir, "memory", `${d}.md`), t);
  return dir;
}

const exists = (dir: string, rel: string) => fs.existsSync(path.join(dir, rel));

describe("context-kit distill", () => {
  it("rejects a date that does not exist, naming the flag and the form", async () => {
    const f = fakeIO();
    expect(await main(["distill", "--workspace", workspace(), "--now", "2026-13-01"], f.io)).toBe(2);
    expect(f.err()).toContain('--now: expected a calendar date YYYY-MM-DD (e.g. 2026-03-01), got "2026-13-01".');
  });

  it("writes the days due up to --now, no file for a quiet day, and nothing on a second run", async () => {
    const dir = workspace();
    const f = fakeIO();
    expect(await main(["distill", "--workspace", dir, "--now", "2026-01-14"], f.io)).toBe(0);
    expect(f.out()).toContain("Distilled as of 2026-01-14: 2 files written.");
    expect(f.out()).toContain("No file for 1 quiet day: No significant facts, patterns, or anomalies. (2026-01-13)");
    expect(f.out()).toContain("Waiting: week 2026-W03 is complete on 2026-01-18.");
    expect(exists(dir, "memory/distilled/day-2026-01-12.md") && exists(dir, "memory/distilled/day-2026-01-14.md")).toBe(true);
    expect(exists(dir, "memory/distilled/day-2026-01-13.md")).toBe(false);
    const again = fakeIO();
    await main(["distill", "--workspace", dir, "--now", "2026-01-14", "--json"], again.io);
    expect(JSON.parse(again.out())).toMatchObject({ now: "2026-01-14", written: [], emptyDays: ["2026-01-13"] });
  });

  it("a period that cannot be read is skipped with the reason, the rest is written, and the exit status is 1", async () => {
    const dir = workspace({ "2026-01-12": LOGS["2026-01-12"]!, "2026-01-14": LOGS["2026-01-14"]! });
    fs.writeFileSync(path.join(dir, "memory", "2026-01-13.md"), Buffer.from("# 2026-01-13\n\n- Decided to ship \xff\xfe the release.\n", "latin1"));
    const f = fakeIO();
    expect(await main(["distill", "--workspace", dir, "--now", "2026-01-14"], f.io)).toBe(1);
    expect(f.out()).toContain("1 period failed and was skipped (the rest of the run went on):");
    expect(f.out()).toContain('skipped day 2026-01-13: failed: WorkspaceError: "memory/2026-01-13.md" is not valid UTF-8');
    expect(exists(dir, "memory/distilled/day-2026-01-12.md") && exists(dir, "memory/distilled/day-2026-01-14.md")).toBe(true);
  });

  it("shows progress on stderr for long runs only", async () => {
    const logs: Record<string, string> = {};
    for (let d = 5; d <= 10; d++) logs[`2026-01-${String(d).padStart(2, "0")}`] = `- Decided to ship part ${d} of Atlas by March ${d}.\n`;
    const f = fakeIO();
    await main(["distill", "--workspace", workspace(logs), "--now", "2026-01-10", "--json"], f.io);
    expect(f.progress[0]).toBe("distill: day 2026-01-05 (1/6) written");
    expect(() => JSON.parse(f.out())).not.toThrow();
    const short = fakeIO();
    await main(["distill", "--workspace", workspace(), "--now", "2026-01-14"], short.io);
    expect(short.progress).toEqual([]);
  });

  it("plans without writing", async () => {
    const dir = workspace();
    const f = fakeIO();
    await main(["distill", "plan", "--workspace", dir, "--now", "2026-01-14", "--json"], f.io);
    expect(JSON.parse(f.out()).due.map((d: { period: string }) => d.period)).toEqual(["2026-01-12", "2026-01-14"]);
    expect(exists(dir, "memory/distilled")).toBe(false);
  });

  it("drafts one period, and writes an agent's version only if it validates", async () => {
    const dir = workspace();
    const d = fakeIO();
    await main(["distill", "draft", "--workspace", dir, "--tier", "day", "--period", "2026-01-12"], d.io);
    expect(d.out()).toMatch(/^# Daily Distillation: 2026-01-12\n/);
    // The candidates go to stderr, so stdout can be piped to `distill write` as is.
    expect(d.err()).toMatch(/^Candidates: \d+ salient statements? of the sources/m);
    expect(d.err()).toContain("- memory/2026-01-12.md:");
    expect(d.out()).not.toContain("Candidates:");
    const bad = fakeIO("# Daily Distillation: 2026-01-12\n\n## Facts\n- \n");
    expect(await main(["distill", "write", "--workspace", dir, "--tier", "day", "--period", "2026-01-12"], bad.io)).toBe(1);
    expect(bad.out()).toContain("empty bullet");
    const file = path.join(dir, "draft.md");
    fs.writeFileSync(file, d.out().replace("Budget approved", "Q2 budget approved"));
    const ok = fakeIO();
    expect(await main(["distill", "write", "--workspace", dir, "--tier", "day", "--period", "2026-01-12", "--file", file], ok.io)).toBe(0);
    expect(fs.readFileSync(path.join(dir, "memory/distilled/day-2026-01-12.md"), "utf8")).toContain("Q2 budget approved");
  });

  it("names the allowed tiers and the period form", async () => {
    const f = fakeIO();
    expect(await main(["distill", "draft", "--workspace", workspace(), "--tier", "year", "--period", "2026"], f.io)).toBe(2);
    expect(f.err()).toContain('--tier: expected one of day, week, month, got "year".');
    const g = fakeIO();
    expect(await main(["distill", "draft", "--workspace", workspace(), "--tier", "week", "--period", "2026-3"], g.io)).toBe(2);
    expect(g.err()).toContain("--period: a week period is YYYY-WNN");
  });

  it("prints the three openclaw cron add commands", async () => {
    const f = fakeIO();
    expect(await main(["distill", "cron"], f.io)).toBe(0);
    const cmds = f.out().split("openclaw cron add").slice(1);
    expect(cmds).toHaveLength(3);
    expect(cmds.map((c) => /--cron '([^']+)'/.exec(c)?.[1])).toEqual(["0 23 * * *", "30 23 * * 0", "0 0 1 * *"]);
    for (const c of cmds) expect(c).toMatch(/--session isolated[\s\S]*--no-deliver[\s\S]*--message '[^']*memory_distill/);
    expect(f.out()).toContain("--declaration-key 'context-kit:distill-nightly'");
  });

  it("writes every tier of the 9-week fixture", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ck-cli-fixture-"));
    fs.cpSync(path.join(__dirname, "../fixtures/distill/workspace"), dir, { recursive: true });
    const f = fakeIO();
    await main(["distill", "--workspace", dir, "--now", "2026-03-02", "--json"], f.io);
    const r = JSON.parse(f.out());
    expect(r.written.filter((w: { tier: string }) => w.tier === "month").map((w: { period: string }) => w.period)).toEqual(["2026-01", "2026-02"]);
  });
});

describe("context-kit forget", () => {
  async function distilled(): Promise<string> {
    const dir = workspace();
    await main(["distill", "--workspace", dir, "--now", "2026-01-14"], fakeIO().io);
    return dir;
  }

  it("is a dry run by default: prints the plan and changes nothing", async () => {
    const dir = await distilled();
    const before = fs.readdirSync(path.join(dir, "memory")).sort();
    const f = fakeIO();
    expect(await main(["forget", "--workspace", dir, "--now", "2026-01-30"], f.io)).toBe(0);
    expect(f.out()).toContain("Dry run as of 2026-01-30 (nothing changed; add --apply to forget).");
    expect(f.out()).toContain("- memory/2026-01-12.md (covered by memory/distilled/day-2026-01-12.md)");
    expect(f.out()).toMatch(/memory\/2026-01-13\.md: not covered: no day file \(quiet day\?\)/);
    expect(fs.readdirSync(path.join(dir, "memory")).sort()).toEqual(before);
  });

  it("--apply forgets covered logs, logs them first, and honours keep", async () => {
    const dir = await distilled();
    expect(await main(["keep", "--workspace", dir, "2026-01-14"], fakeIO().io)).toBe(0);
    const f = fakeIO();
    expect(await main(["forget", "--workspace", dir, "--now", "2026-01-30", "--apply", "--json"], f.io)).toBe(0);
    const r = JSON.parse(f.out());
    expect(r.removed.map((e: { file: string }) => e.file)).toEqual(["memory/2026-01-12.md"]);
    expect(exists(dir, "memory/2026-01-12.md")).toBe(false);
    expect(exists(dir, "memory/2026-01-14.md")).toBe(true);
    expect(fs.readFileSync(path.join(dir, "memory/distilled/forget-log.jsonl"), "utf8")).toContain('"file":"memory/2026-01-12.md"');
    expect(fs.readFileSync(path.join(dir, "MEMORY.md"), "utf8")).toBe("# MEMORY\n- Maya owns the roadmap.\n");
  });

  it("names the flag and range of a bad retention override", async () => {
    const f = fakeIO();
    expect(await main(["forget", "--workspace", workspace(), "--keep-daily-days", "0"], f.io)).toBe(2);
    expect(f.err()).toContain('--keep-daily-days: expected a whole number from 1 to 3650, got "0".');
  });
});

describe("context-kit keep", () => {
  it("adds a date once to the readable veto list", async () => {
    const dir = workspace();
    const f = fakeIO();
    await main(["keep", "--workspace", dir, "2026-01-12"], f.io);
    await main(["keep", "--workspace", dir, "2026-01-12"], f.io);
    expect(f.out()).toBe("Kept: 2026-01-12 will never be forgotten (memory/distilled/keep.md).\nAlready kept: 2026-01-12 will never be forgotten (memory/distilled/keep.md).\n");
    expect(fs.readFileSync(path.join(dir, "memory/distilled/keep.md"), "utf8").match(/- keep 2026-01-12/g)).toHaveLength(1);
  });

  it("rejects a bad date with the expected form", async () => {
    const f = fakeIO();
    expect(await main(["keep", "--workspace", workspace(), "2026-02-30"], f.io)).toBe(2);
    expect(f.err()).toContain('DATE: expected a calendar date YYYY-MM-DD (e.g. 2026-03-01), got "2026-02-30".');
  });
});
