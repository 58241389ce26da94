/**
 * Part 3: crash safety. A writer (the built package) writes numbered versions of
 * SESSION-STATE.md, the daily note, compacts (with retention) and a day distillation, and is
 * killed with SIGKILL at a random moment. After every kill: each file is a complete old or new
 * version (never torn, never a version that was not written). Then a normal run follows and must
 * recover by itself: the dead writer's lock reclaimed without waiting out a timeout, and no
 * staging files or lock sidecars left anywhere. CI runs a few dozen trials; the long variant ≥200.
 */
import { describe, it, expect } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openWorkspace } from "../../src/core/workspace/index.js";
import { tempDir, tempWorkspace, removeDir } from "./support/temp.js";
import { requireBuilt, startWorker } from "./support/dist.js";
import { recordFigure } from "./support/figures.js";
import { Rng } from "../support/prng.mjs";
import { pick, SEED } from "./support/scale.js";
import { allFiles } from "./support/tree.js";
import { parseRollingSummary } from "../../src/skills/rolling-summary/index.js";
import { validateCompact } from "../../src/skills/context-compactor/index.js";
import { validateDistillation } from "../../src/skills/memory-compactor/index.js";

const TRIALS = pick(12, 240);
const DAY = "2026-11-29";

type Kind = "summary" | "daily" | "compact" | "distilled";

/** Versions per kind from the writer's log: `done` acknowledged, `begun` possibly in flight. */
function readVersions(logFile: string): Record<Kind, { done: number[]; begun: number[] }> {
  const out = { summary: { done: [], begun: [] }, daily: { done: [], begun: [] }, compact: { done: [], begun: [] }, distilled: { done: [], begun: [] } } as Record<Kind, { done: number[]; begun: number[] }>;
  for (const line of fs.readFileSync(logFile, "utf8").split("\n")) {
    const m = /^([BD]) (\w+) (\d+)$/.exec(line);
    if (!m) continue;
    (m[1] === "D" ? out[m[2] as Kind].done : out[m[2] as Kind].begun).push(Number(m[3]));
  }
  return out;
}

/**
 * The versions a file may legally show: the last acknowledged one, or any begun after it. A
 * killed writer's in-flight version may have landed without its "D" line, and the next writer
 * may be killed in turn before its own version lands, so v27 (begun, landed, never acknowledged)
 * is legal while v28 is in flight.
 */
function allowed(v: { done: number[]; begun: number[] }): Set<number | null> {
  const last = v.done.at(-1) ?? null;
  const s = new Set<number | null>([last]);
  for (const k of v.begun) if (last === null || k > last) s.add(k);
  return s;
}

function checkConsistent(root: string, logFile: string): string[] {
  const problems: string[] = [];
  const v = readVersions(logFile);
  const read = (rel: string) => (fs.existsSync(path.join(root, rel)) ? fs.readFileSync(path.join(root, rel), "utf8") : null);

  const state = read("SESSION-STATE.md");
  const summary = state === null ? null : parseRollingSummary(state);
  // No summary yet is the original file: "version null".
  const sv = summary === null ? null : Number(/^v(\d+)$/.exec(summary.fields.completed)?.[1] ?? NaN);
  if (state !== null && (!state.includes("## My notes\nkeep me\n") || Number.isNaN(sv))) problems.push(`SESSION-STATE.md is not a whole version (${state.length} bytes)`);
  else if (!allowed(v.summary).has(sv)) problems.push(`SESSION-STATE.md shows v${sv}, expected one of ${[...allowed(v.summary)].join(", ")}`);

  const note = read(`memory/${DAY}.md`);
  if (note !== null) {
    // Acknowledged appends must all be there; an append that was in flight when its writer died
    // may or may not have landed; nothing else may appear, and nothing twice.
    const entries = [...note.matchAll(/^- entry v(\d+)$/gm)].map((m) => Number(m[1]));
    const begunSet = new Set(v.daily.begun);
    if (!note.endsWith("\n") || new Set(entries).size !== entries.length) problems.push("daily note torn or duplicated");
    if (v.daily.done.some((k) => !entries.includes(k))) problems.push("daily note lost an acknowledged entry");
    const never = entries.filter((k) => !begunSet.has(k));
    if (never.length > 0) problems.push(`daily note holds entries never begun: ${never.join(",")}`);
  } else if (v.daily.done.length > 0) problems.push("daily note missing");

  const dir = path.join(root, "memory", "compacts");
  const names = fs.existsSync(dir) ? fs.readdirSync(dir).filter((n) => n.endsWith(".md")) : [];
  const begun = new Set(v.compact.begun);
  const seen: number[] = [];
  for (const n of names) {
    const text = fs.readFileSync(path.join(dir, n), "utf8");
    const k = Number(/^END v(\d+)$/m.exec(text)?.[1] ?? NaN);
    if (validateCompact(text).length > 0 || Number.isNaN(k)) problems.push(`compact ${n} is torn`);
    else if (!begun.has(k)) problems.push(`compact ${n} holds v${k}, never begun`);
    else seen.push(k);
  }
  const newest = v.compact.done.at(-1);
  if (newest !== undefined && !seen.includes(newest)) problems.push(`the newest acknowledged compact v${newest} is missing`);

  const distilled = read("memory/distilled/day-2026-11-02.md");
  if (distilled !== null) {
    const k = Number(/Version v(\d+) of the day file/.exec(distilled)?.[1] ?? NaN);
    if (!validateDistillation("day", distilled.replace(/\n<!-- context-kit:sources[^\n]*-->\n?$/, "\n"), "2026-11-02").ok || Number.isNaN(k)) problems.push("day distillation torn");
    else if (!allowed(v.distilled).has(k)) problems.push(`day distillation shows v${k}, expected one of ${[...allowed(v.distilled)].join(", ")}`);
  }
  return problems;
}

/** Staging files and lock sidecars anywhere in the workspace. */
const debris = (root: string) => allFiles(root).filter((f) => /(^|\/)\.fs-safe-/.test(f) || /\.lock(\.reclaim)?$/.test(f));

describe("SIGKILL at random points", () => {
  it(`${TRIALS} trials: every file a complete old or new version; the next run recovers by itself`, async () => {
    requireBuilt("skills/rolling-summary/index.js", "skills/context-compactor/index.js", "skills/memory-compactor/index.js");
    const rng = new Rng(SEED);
    const root = tempWorkspace("crash");
    const logs = tempDir("crash-logs");
    const logFile = path.join(logs, "versions.log");
    fs.writeFileSync(path.join(root, "SESSION-STATE.md"), "# Session State\n\n## My notes\nkeep me\n");
    fs.mkdirSync(path.join(root, "memory"));
    fs.writeFileSync(path.join(root, "memory", "2026-11-02.md"), "# 2026-11-02\n\n- The deploy failed again.\n");
    const problems: string[] = [];
    let version = 0;
    let debrisAfterKill = 0;
    let killedMidWrite = 0;
    const recoveryMs: number[] = [];
    const t0 = Date.now();
    try {
      for (let t = 0; t < TRIALS; t++) {
        // 1. A writer that is killed at a random moment after it is ready.
        const w = startWorker("crash-writer", [root, logFile, String(version), "0"]);
        await new Promise<void>((resolve, reject) => {
          w.child.stdout!.on("data", (d: Buffer) => d.toString().includes("ready") && resolve());
          w.child.once("exit", () => void w.done.then((e) => reject(new Error(`writer exited before ready (${e.code}): ${e.stderr.slice(0, 400)}`))));
        });
        await new Promise((r) => setTimeout(r, rng.int(0, 400)));
        w.child.kill("SIGKILL");
        const exit = await w.done;
        expect(exit.signal, exit.stderr).toBe("SIGKILL");
        const v = readVersions(logFile);
        const maxBegun = Math.max(version - 1, ...Object.values(v).map((x) => x.begun.at(-1) ?? -1));
        if (Object.values(v).some((x) => (x.begun.at(-1) ?? -1) !== (x.done.at(-1) ?? -1))) killedMidWrite++;
        debrisAfterKill += debris(root).length;
        for (const p of checkConsistent(root, logFile)) problems.push(`trial ${t} after kill: ${p}`);
        version = maxBegun + 1;

        // 2. Every few trials (and after the last), a normal run: one write of every kind, with
        //    no help from the test. (The killed runs in between are "next runs" too: each starts
        //    where a SIGKILL left the workspace.)
        if (t % 4 !== 3 && t !== TRIALS - 1) continue;
        const r0 = Date.now();
        const next = await startWorker("crash-writer", [root, logFile, String(version), "1"]).done;
        recoveryMs.push(Date.now() - r0);
        if (next.code !== 0) problems.push(`trial ${t}: the next run failed: ${next.stderr.slice(0, 300)}`);
        version += 1;
        for (const p of checkConsistent(root, logFile)) problems.push(`trial ${t} after the next run: ${p}`);
        const left = debris(root);
        if (left.length > 0) problems.push(`trial ${t}: left after the next run: ${left.join(", ")}`);
        if (problems.length > 10) break;
      }
    } finally {
      recordFigure("crash", "SIGKILL trials", TRIALS);
      recordFigure("crash", "kills that landed inside a write", killedMidWrite);
      recordFigure("crash", "debris files found right after kills (staging + sidecars)", debrisAfterKill);
      recordFigure("crash", "problems (torn/unknown versions, lost entries, leftovers)", problems.length);
      recoveryMs.sort((a, b) => a - b);
      recordFigure("crash", "next-run time, median / max", `${recoveryMs[Math.floor(recoveryMs.length / 2)] ?? 0} / ${recoveryMs.at(-1) ?? 0}`, "ms");
      recordFigure("crash", "wall time", ((Date.now() - t0) / 1000).toFixed(1), "s");
      removeDir(root);
      removeDir(logs);
    }
    expect(problems).toEqual([]);
    expect(killedMidWrite).toBeGreaterThan(TRIALS / 10); // the kills really hit writes
    expect(recoveryMs.length).toBeGreaterThan(0);
  }, 900_000);

  // Regression for a bug this suite found: without fs-safe's `shouldRemoveStaleLock`, a lock
  // left by a crashed writer was never reclaimed and every later write to that folder failed
  // with "file lock stale". (The workspace unit test planted `write_.lock`, a name no lock uses,
  // so it could not catch it.) This plants the sidecar the root folder's lock really uses.
  it("a lock left by a dead writer (pid gone) is reclaimed by the next write", async () => {
    const root = tempWorkspace("dead-lock");
    try {
      fs.mkdirSync(path.join(root, "memory", ".locks"), { recursive: true });
      // The sidecar the root folder's write lock really uses (locks.ts lockSlug("write:.")).
      fs.writeFileSync(path.join(root, "memory", ".locks", "write.lock"), JSON.stringify({ pid: 2 ** 22 + 12345, host: os.hostname(), at: Date.now() }));
      const ws = await openWorkspace(root);
      await ws.writeText("SESSION-STATE.md", "ok\n");
      expect(fs.readFileSync(path.join(root, "SESSION-STATE.md"), "utf8")).toBe("ok\n");
    } finally {
      removeDir(root);
    }
  });
});
