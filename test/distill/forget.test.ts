import { describe, expect, it } from "vitest";
import { applyForget, keepDate, planForget, FORGET_LOG_PATH, FORGET_PENDING_PATH, VETO_PATH, ANNOUNCE_HEADER, readForgetLog } from "../../src/skills/memory-compactor/index.js";
import { sha256Hex } from "../../src/skills/memory-compactor/source-stamp.js";
import { MemWorkspace } from "./helpers/mem-workspace.js";
import { tierFile } from "./helpers/tier-files.js";

const LOG = (d: string) => `# ${d}\n\n- Decided to ship Atlas on ${d}.\n`;

/** Week 2026-W02 (Jan 5–11) with logs Mon–Wed, a day file for Mon and Tue, a quiet Wed. */
function fixture(opts: { week?: "good" | "invalid" | "none"; memory?: string; dayTue?: "good" | "invalid" } = {}) {
  const files: Record<string, string> = { "MEMORY.md": opts.memory ?? "# MEMORY\n- Maya owns the roadmap.\n" };
  for (const d of ["2026-01-05", "2026-01-06", "2026-01-07"]) files[`memory/${d}.md`] = LOG(d);
  files["memory/distilled/day-2026-01-05.md"] = tierFile("day", "2026-01-05", new Map([["2026-01-05.md", LOG("2026-01-05")]]), "good");
  files["memory/distilled/day-2026-01-06.md"] = tierFile("day", "2026-01-06", new Map([["2026-01-06.md", LOG("2026-01-06")]]), opts.dayTue ?? "good");
  if ((opts.week ?? "good") !== "none") {
    const src = new Map([
      ["2026-01-05.md", LOG("2026-01-05")],
      ["day-2026-01-05.md", files["memory/distilled/day-2026-01-05.md"]!],
      ["2026-01-06.md", LOG("2026-01-06")],
      ["day-2026-01-06.md", files["memory/distilled/day-2026-01-06.md"]!],
      ["2026-01-07.md", LOG("2026-01-07")],
    ]);
    files["memory/distilled/week-2026-W02.md"] = tierFile("week", "2026-W02", src, opts.week === "invalid" ? "invalid" : "good");
  }
  return new MemWorkspace(files);
}

describe("planForget", () => {
  it("lists only files older than their retention, and writes nothing", async () => {
    const ws = fixture();
    const plan = await planForget(ws, { now: "2026-01-21" }); // logs of Jan 5 and 6 are > 14 days old
    expect(plan.delete.map((i) => i.file)).toEqual(["memory/2026-01-05.md", "memory/2026-01-06.md"]);
    expect(ws.ops).toEqual([]);
  });

  it("deletes a quiet day's log only when the week recorded reading it", async () => {
    const plan = await planForget(fixture(), { now: "2026-01-22" });
    expect(plan.delete.find((i) => i.file === "memory/2026-01-07.md")).toMatchObject({ coveredBy: "memory/distilled/week-2026-W02.md" });
    const noWeek = await planForget(fixture({ week: "none" }), { now: "2026-01-22" });
    expect(noWeek.kept.find((k) => k.file === "memory/2026-01-07.md")?.reason).toMatch(/no day file \(quiet day\?\) and memory\/distilled\/week-2026-W02\.md does not exist/);
  });

  it("keeps a log whose day file is invalid or was built from other content", async () => {
    const plan = await planForget(fixture({ dayTue: "invalid", week: "invalid" }), { now: "2026-01-22" });
    expect(plan.kept.find((k) => k.file === "memory/2026-01-06.md")?.reason).toMatch(/day-2026-01-06\.md is invalid/);
    const ws = fixture();
    ws.files.set("memory/2026-01-05.md", LOG("2026-01-05") + "- One more note.\n");
    const stale = await planForget(ws, { now: "2026-01-22" });
    expect(stale.kept.find((k) => k.file === "memory/2026-01-05.md")?.reason).toMatch(/2026-01-05\.md changed after memory\/distilled\/day-2026-01-05\.md was built/);
  });

  it("keeps day files until the week covers them, and the week until a month does", async () => {
    const plan = await planForget(fixture({ week: "invalid" }), { now: "2026-03-10" });
    expect(plan.kept.filter((k) => k.tier === "day").map((k) => k.reason)).toEqual([expect.stringMatching(/week-2026-W02\.md is invalid/), expect.stringMatching(/week-2026-W02\.md is invalid/)]);
    const later = await planForget(fixture(), { now: "2026-08-01" });
    expect(later.kept.find((k) => k.tier === "week")?.reason).toMatch(/month-2026-01\.md does not exist/);
  });

  it("honours vetoes for the date's log, day file and week file", async () => {
    const ws = fixture();
    await keepDate(ws, "2026-01-06", { today: "2026-01-20" });
    const plan = await planForget(ws, { now: "2026-03-10" });
    expect(plan.kept.filter((k) => k.reason === "vetoed in keep.md").map((k) => k.file)).toEqual(["memory/2026-01-06.md", "memory/distilled/day-2026-01-06.md"]);
    expect(plan.delete.map((i) => i.file)).not.toContain("memory/2026-01-06.md");
  });
});

describe("a log holding a secret", () => {
  // Every write redacts a secret, so the day file holds the placeholder where the log holds the
  // value: the log is the only copy, and a placeholder does not represent it.
  const SECRET_LOG = "# 2026-01-05\n\n- Signed with Delgado for the Hollywood Rd yard, gate code 7731#, spot 14.\n";
  const withSecret = (memory?: string) => {
    const ws = fixture(memory ? { memory } : {});
    ws.files.set("memory/2026-01-05.md", SECRET_LOG);
    const day = tierFile("day", "2026-01-05", new Map([["2026-01-05.md", SECRET_LOG]]), "good").replace("7731#", "<REDACTED_SECRET>#");
    ws.files.set("memory/distilled/day-2026-01-05.md", day);
    return ws;
  };

  it("is kept, and the reason quotes the statement redacted", async () => {
    const plan = await planForget(withSecret(), { now: "2026-01-21" });
    const kept = plan.kept.find((k) => k.file === "memory/2026-01-05.md");
    expect(kept?.reason).toMatch(/1 statement not in day-2026-01-05\.md.*gate code <REDACTED_SECRET>#/);
    expect(JSON.stringify(plan)).not.toContain("7731");
    expect(plan.delete.map((i) => i.file)).toEqual(["memory/2026-01-06.md"]);
  });

  it("near miss: goes when MEMORY.md, the user's own record, holds the secret as written", async () => {
    const plan = await planForget(withSecret("# MEMORY\n- Hollywood Rd yard gate code 7731#\n"), { now: "2026-01-21" });
    expect(plan.delete.map((i) => i.file)).toEqual(["memory/2026-01-05.md", "memory/2026-01-06.md"]);
  });
});

describe("applyForget", () => {
  it("logs each deletion before the unlink, with the covering file and the content hash", async () => {
    const ws = fixture();
    const plan = await planForget(ws, { now: "2026-01-21" });
    const r = await applyForget(ws, plan);
    expect(ws.ops).toEqual([`append ${FORGET_LOG_PATH}`, "remove memory/2026-01-05.md", `append ${FORGET_LOG_PATH}`, "remove memory/2026-01-06.md"]);
    expect(r.removed[0]).toMatchObject({ action: "delete", file: "memory/2026-01-05.md", coveredBy: "memory/distilled/day-2026-01-05.md", sha256: sha256Hex(LOG("2026-01-05")) });
  });

  it("moves instead of deleting in archive mode", async () => {
    const ws = fixture();
    await applyForget(ws, await planForget(ws, { now: "2026-01-21" }), { archive: true });
    expect(ws.files.get("memory/distilled/archive/memory/2026-01-05.md")).toBe(LOG("2026-01-05"));
    expect(ws.files.has("memory/2026-01-05.md")).toBe(false);
    const { entries } = await readForgetLog(ws);
    expect(entries[0]).toMatchObject({ action: "archive", to: "memory/distilled/archive/memory/2026-01-05.md" });
  });

  it("does not act on a stale plan: a file vetoed or edited after planning stays", async () => {
    const ws = fixture();
    const plan = await planForget(ws, { now: "2026-01-22" });
    await keepDate(ws, "2026-01-05");
    ws.files.set("memory/2026-01-06.md", LOG("2026-01-06") + "- Late note.\n");
    const r = await applyForget(ws, plan);
    expect(r.removed.map((e) => e.file)).toEqual(["memory/2026-01-07.md"]);
    expect(r.skipped.map((s) => s.file)).toEqual(["memory/2026-01-05.md", "memory/2026-01-06.md"]);
  });

  it("in verbose mode announces first and forgets no earlier than the next day", async () => {
    const ws = fixture({ memory: "# MEMORY\n\nmemory-compactor: verbose\n" });
    const memoryBefore = ws.files.get("MEMORY.md");
    const day1 = await applyForget(ws, await planForget(ws, { now: "2026-01-21" }));
    expect(day1.removed).toEqual([]);
    expect(day1.announcement).toBe(
      [
        ANNOUNCE_HEADER,
        "- 2026-01-05: Budget for 2026-01-05 approved as plan-2026-01-05",
        "- 2026-01-06: Budget for 2026-01-06 approved as plan-2026-01-06",
        "",
        "The patterns from these have been captured in week-2026-W02.md.",
        'Reply "keep [date]" to preserve any specific day.',
      ].join("\n"),
    );
    expect(ws.files.has(FORGET_PENDING_PATH)).toBe(true);
    const sameDay = await applyForget(ws, await planForget(ws, { now: "2026-01-21" }));
    expect(sameDay.removed).toEqual([]);
    await keepDate(ws, "2026-01-06"); // the user replied "keep 2026-01-06"
    const day2 = await applyForget(ws, await planForget(ws, { now: "2026-01-22" }));
    expect(day2.removed.map((e) => e.file)).toEqual(["memory/2026-01-05.md"]);
    expect(day2.announced.map((i) => i.file)).toEqual(["memory/2026-01-07.md"]);
    expect(ws.files.get("MEMORY.md")).toBe(memoryBefore);
  });

  it("finishes an interrupted removal on the next run, or cancels it if the file is no longer due", async () => {
    const ws = fixture();
    const plan = await planForget(ws, { now: "2026-01-22" });
    // Simulate a crash after the log line of the first file and before its unlink.
    const first = plan.delete[0]!;
    ws.files.set(FORGET_LOG_PATH, JSON.stringify({ v: 1, at: "2026-01-22", action: "delete", file: first.file, tier: first.tier, period: first.period, coveredBy: first.coveredBy, sha256: first.sha256 }) + "\n");
    const second = ws.files.get(plan.delete[1]!.file)!;
    ws.files.set(FORGET_LOG_PATH, ws.files.get(FORGET_LOG_PATH)! + JSON.stringify({ v: 1, at: "2026-01-22", action: "delete", file: plan.delete[1]!.file, tier: "log", period: plan.delete[1]!.period, sha256: sha256Hex(second) }) + "\n");
    await keepDate(ws, plan.delete[1]!.period);
    const replan = await planForget(ws, { now: "2026-01-22" });
    expect(replan.reconcile.map((r) => `${r.entry.file} ${r.action}`)).toEqual([`${first.file} complete`, `${plan.delete[1]!.file} cancel`]);
    await applyForget(ws, replan);
    expect(ws.files.has(first.file)).toBe(false);
    expect(ws.files.get(plan.delete[1]!.file)).toBe(second);
    const { entries } = await readForgetLog(ws);
    expect(entries.filter((e) => e.file === first.file)).toHaveLength(1); // completed, not logged twice
    expect(entries.at(-1 - 1)).toMatchObject({ action: "cancel", file: plan.delete[1]!.file, reason: "vetoed in keep.md" });
  });
});

describe("keepDate", () => {
  it("appends a readable line once and keeps the user's own lines", async () => {
    const ws = new MemWorkspace({ [VETO_PATH]: "# my vetoes\n- keep 2026-01-02 (wedding)\n" });
    expect(await keepDate(ws, "2026-01-06", { today: "2026-01-20" })).toEqual({ date: "2026-01-06", path: VETO_PATH, added: true });
    expect(await keepDate(ws, "2026-01-06")).toMatchObject({ added: false });
    expect(ws.files.get(VETO_PATH)).toBe("# my vetoes\n- keep 2026-01-02 (wedding)\n- keep 2026-01-06 (added 2026-01-20)\n");
  });

  it("names the expected form on a bad date", async () => {
    await expect(keepDate(new MemWorkspace(), "2026-13-01")).rejects.toThrow(/date: expected a calendar date YYYY-MM-DD/);
  });
});

describe("keep notes", () => {
  it("redacts a note before shortening it, and never cuts inside a word", async () => {
    const { oneLineNote, MAX_NOTE_CHARS } = await import("../../src/skills/memory-compactor/veto.js");
    const token = "ghp_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8";
    expect(oneLineNote(`rotate ${token}\nasap`)).not.toContain(token.slice(4, 20));
    const long = oneLineNote("word ".repeat(100));
    expect(long.length).toBeLessThanOrEqual(MAX_NOTE_CHARS + 2);
    expect(long.endsWith("word …")).toBe(true);
    expect(oneLineNote("x".repeat(500))).toBe("");
  });
});
