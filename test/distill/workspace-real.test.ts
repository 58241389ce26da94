/**
 * The distill core on the real workspace layer (openWorkspace: fs-safe containment, redaction,
 * atomic writes, locks), on a copy of the fixture workspace in a temp folder.
 */
import { cpSync, mkdtempSync, readFileSync, readdirSync, writeFileSync, existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { checkWritablePath, openWorkspace } from "../../src/core/workspace/index.js";
import { sha256Hex } from "../../src/skills/memory-compactor/source-stamp.js";
import { applyForget, distillDue, planForget, writeDistillation, draftDistillation, FORGET_LOG_PATH, readForgetLog } from "../../src/skills/memory-compactor/index.js";

const FIXTURE = path.join(path.dirname(fileURLToPath(import.meta.url)), "../fixtures/distill/workspace");

/** The week file name has an uppercase W (docs/design.md, "Memory compactor"); the workspace layer must accept it. */
function weekNamesWritable(): boolean {
  try {
    checkWritablePath("memory/distilled/week-2026-W01.md");
    checkWritablePath("memory/distilled/archive/week-2026-W01.md");
    return true;
  } catch {
    return false;
  }
}

function copyFixture(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "ck-distill-real-"));
  cpSync(FIXTURE, dir, { recursive: true });
  return dir;
}

describe("distill on the real workspace layer", () => {
  // Regression: the workspace layer once refused week-YYYY-WNN.md (uppercase W).
  it("accepts the documented week file names (week-2026-W01.md) under memory/distilled", () => {
    expect(weekNamesWritable()).toBe(true);
  });

  it("writes every tier, redacts what the logs leaked, and leaves MEMORY.md alone", async () => {
    const dir = copyFixture();
    const secret = "ghp_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8";
    writeFileSync(path.join(dir, "memory/2026-01-06.md"), readFileSync(path.join(dir, "memory/2026-01-06.md"), "utf8") + `- Decided to rotate the deploy token ${secret} by March 3.\n`);
    const memoryBefore = readFileSync(path.join(dir, "MEMORY.md"));
    const ws = await openWorkspace(dir);
    const r = await distillDue(ws, { now: "2026-03-02" });
    expect(r.problems).toEqual([]);
    expect(r.written.filter((w) => w.tier === "week").map((w) => w.period)).toEqual(["2026-W01", "2026-W02", "2026-W03", "2026-W04", "2026-W05", "2026-W06", "2026-W07", "2026-W08", "2026-W09"]);
    expect(r.written.filter((w) => w.tier === "month").map((w) => w.period)).toEqual(["2026-01", "2026-02"]);
    const distilled = readdirSync(path.join(dir, "memory/distilled"));
    for (const name of distilled) expect(readFileSync(path.join(dir, "memory/distilled", name), "utf8")).not.toContain(secret);
    expect((await distillDue(ws, { now: "2026-03-02" })).written).toEqual([]);
    expect(readFileSync(path.join(dir, "MEMORY.md")).equals(memoryBefore)).toBe(true);
  });

  it("refuses to write a distillation anywhere but memory/distilled", async () => {
    const ws = await openWorkspace(copyFixture());
    const d = await draftDistillation(ws, { tier: "day", period: "2026-01-05" });
    await expect(writeDistillation(ws, { tier: "day", period: "../../etc/passwd", markdown: d.markdown! })).rejects.toThrow(/period: a day period is YYYY-MM-DD/);
  });

  it("forgets covered files (verbose: announced first), logs them, and archives when asked", async () => {
    const dir = copyFixture();
    const ws = await openWorkspace(dir);
    await distillDue(ws, { now: "2026-03-02" });
    const day1 = await applyForget(ws, await planForget(ws, { now: "2026-03-02" }), { archive: true });
    expect(day1.removed).toEqual([]);
    expect(day1.announcement).toMatch(/^📋 Memory Cleanup: These details will be forgotten tomorrow:/);
    const day2 = await applyForget(ws, await planForget(ws, { now: "2026-03-03" }), { archive: true });
    expect(day2.removed.length).toBe(day1.announced.length);
    for (const e of day2.removed) {
      expect(existsSync(path.join(dir, e.file))).toBe(false);
      // The log line survived the layer's redaction intact: its hash is the archived bytes'.
      expect(sha256Hex(readFileSync(path.join(dir, e.to!), "utf8"))).toBe(e.sha256);
    }
    const { entries } = await readForgetLog(ws);
    expect(entries.length).toBe(day2.removed.length);
    expect(readFileSync(path.join(dir, FORGET_LOG_PATH), "utf8").split("\n").filter(Boolean)).toHaveLength(entries.length);
  });
});
