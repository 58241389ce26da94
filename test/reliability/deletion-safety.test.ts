/**
 * Part 5: deletion safety, end to end. Random workspaces (a realistic 9-week calendar with days
 * removed at random, distilled, then tiers deleted, corrupted, hand-edited or made stale,
 * vetoes added, verbose on or off) go through several `forget --apply` runs, by the CLI process
 * (sometimes SIGKILLed in the middle of applying) or the memory_distill tool, with the clock
 * jumping forwards and backwards between runs. An independent referee (support/forget-oracle)
 * checks after every run: no uncovered or vetoed file is gone, no month file and nothing outside
 * the tiers is touched, MEMORY.md is byte-identical, a verbose workspace only loses what an
 * earlier run announced, and the deletion log says exactly what is gone (after a kill it may
 * only be ahead, and the next run reconciles it).
 */
import { describe, it, expect } from "vitest";
import fs from "node:fs";
import path from "node:path";
import { generate, NOW as FIXTURE_NOW } from "../fixtures/distill/generate.mjs";
import { openWorkspace } from "../../src/core/workspace/index.js";
import { distillDue, keepDate } from "../../src/skills/memory-compactor/index.js";
import { createPluginContext } from "../../src/plugin/plugin-context.js";
import { resolveConfig } from "../../src/core/config.js";
import { createMemoryDistillTool } from "../../src/plugin/tools/memory-distill-tool.js";
import { classify, loggedGone, readLog, readMemory, sha256, whyNotAllowed, type Files } from "./support/forget-oracle.js";
import { tempDir, removeDir } from "./support/temp.js";
import { requireBuilt, startCli } from "./support/dist.js";
import { snapshot, diff } from "./support/tree.js";
import { recordFigure } from "./support/figures.js";
import { Rng } from "../support/prng.mjs";
import { pick, SEED } from "./support/scale.js";

const TRIALS = pick(3, 60);
const addDays = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

interface Stats {
  runs: number;
  killed: number;
  killedMidApply: number;
  forgotten: number;
  checkedGone: number;
  violations: string[];
}

/** Builds one random workspace; returns its root. */
async function randomWorkspace(rng: Rng, base: string): Promise<{ root: string; verbose: boolean }> {
  generate(base);
  const root = path.join(base, "workspace");
  const memory = path.join(root, "memory");
  // A random calendar: drop some days' logs.
  for (const f of fs.readdirSync(memory)) if (/^\d{4}-\d{2}-\d{2}\.md$/.test(f) && rng.bool(0.2)) fs.rmSync(path.join(memory, f));
  const verbose = rng.bool(0.3);
  fs.writeFileSync(path.join(root, "MEMORY.md"), `# Memory\n\n- The user prefers bullet points.\n${verbose ? "- memory-compactor: verbose\n" : ""}`);
  const ws = await openWorkspace(root);
  await distillDue(ws, { now: FIXTURE_NOW });
  // Missing, invalid, hand-made and stale tiers.
  const distilled = path.join(memory, "distilled");
  for (const f of fs.readdirSync(distilled).filter((n) => /^(day|week|month)-/.test(n))) {
    const p = path.join(distilled, f);
    const r = rng.next();
    if (r < 0.08) fs.rmSync(p);
    else if (r < 0.16) fs.writeFileSync(p, fs.readFileSync(p, "utf8").replace(/^## .*$/m, "## Something else"));
    else if (r < 0.22) fs.writeFileSync(p, fs.readFileSync(p, "utf8").replace(/<!--\s*context-kit:sources[^>]*-->\n?/, ""));
    else if (r < 0.26) fs.writeFileSync(p, "garbage\n");
  }
  for (const f of fs.readdirSync(memory).filter((n) => /^\d{4}-\d{2}-\d{2}\.md$/.test(n))) {
    if (rng.bool(0.07)) fs.appendFileSync(path.join(memory, f), "- Added later, after the day was distilled.\n");
  }
  for (let i = rng.int(0, 6); i > 0; i--) await keepDate(ws, addDays("2025-12-29", rng.int(0, 63)), { today: FIXTURE_NOW, note: "keep" });
  return { root, verbose };
}

/** Polls the forget log and SIGKILLs the CLI a moment after its first new line, or at random. */
async function runForgetCli(root: string, now: string, archive: boolean, kill: "none" | "mid-apply" | "random", rng: Rng): Promise<{ killed: boolean; midApply: boolean; code: number | null; stderr: string }> {
  const log = path.join(root, "memory/distilled/forget-log.jsonl");
  const size = () => (fs.existsSync(log) ? fs.statSync(log).size : 0);
  const start = size();
  const cli = startCli(["forget", "--workspace", root, "--now", now, "--apply", ...(archive ? ["--archive"] : [])]);
  let killed = false;
  let midApply = false;
  let exited = false;
  void cli.done.then(() => (exited = true));
  if (kill === "random") {
    setTimeout(() => {
      if (!exited) {
        killed = true;
        cli.child.kill("SIGKILL");
      }
    }, rng.int(50, 1500));
  } else if (kill === "mid-apply") {
    const delay = rng.int(0, 40);
    const poll = setInterval(() => {
      if (exited) return clearInterval(poll);
      if (size() > start) {
        clearInterval(poll);
        setTimeout(() => {
          if (!exited) {
            killed = true;
            midApply = true;
            cli.child.kill("SIGKILL");
          }
        }, delay);
      }
    }, 1);
  }
  const e = await cli.done;
  return { killed: killed && e.signal === "SIGKILL", midApply, code: e.code, stderr: e.stderr };
}

async function runForgetTool(root: string, now: string, archive: boolean): Promise<void> {
  const pc = createPluginContext({ config: resolveConfig({ timezone: "UTC", distill: { archive } }), logger: {}, resolveWorkspaceDir: () => root });
  const tool = createMemoryDistillTool(pc, { workspaceDir: root, agentId: "main", sessionKey: "k", sessionId: "s" });
  await tool.execute("t1", { action: "forget", apply: true, now });
}

/** The referee, after one run. `everGone` accumulates (file → sha) over the trial. */
function referee(before: Files, after: Files, everGone: Map<string, string>, opts: { verbose: boolean; now: string; completed: boolean }, stats: Stats, label: string): void {
  const gone = new Set([...before.keys()].filter((f) => !after.has(f)));
  for (const f of gone) {
    stats.checkedGone++;
    if (!classify(f)) {
      stats.violations.push(`${label}: ${f} disappeared, but forgetting never touches it`);
      continue;
    }
    stats.forgotten++;
    const why = whyNotAllowed(f, before, after, gone);
    if (why) stats.violations.push(`${label}: ${why}`);
    everGone.set(f, sha256(before.get(f)!));
    if (opts.verbose) {
      const pending = JSON.parse(before.get("memory/distilled/forget-pending.json") ?? '{"entries":[]}') as { entries: Array<{ file: string; sha256: string; announcedOn: string }> };
      const p = pending.entries.find((e) => e.file === f);
      if (!p || p.sha256 !== sha256(before.get(f)!) || !(p.announcedOn < opts.now)) stats.violations.push(`${label}: verbose, but ${f} went without an announcement on an earlier day`);
    }
  }
  // Nothing that stays may change, apart from the bookkeeping forgetting keeps.
  for (const [f, text] of before) {
    if (!after.has(f) || f.startsWith("memory/distilled/archive/")) continue;
    if (/^memory\/(distilled\/(forget-log\.jsonl|forget-pending\.json)|context-kit-state\.json)$/.test(f)) continue; // bookkeeping
    if (after.get(f) !== text) stats.violations.push(`${label}: ${f} changed`);
  }
  // An archived file is the original, byte for byte.
  for (const [f, text] of after) {
    if (!f.startsWith("memory/distilled/archive/") || before.get(f) === text) continue;
    const original = [...before].find(([g, t]) => gone.has(g) && g.split("/").pop() === f.split("/").pop() && t === text);
    if (!original) stats.violations.push(`${label}: archive file ${f} is not a forgotten file's bytes`);
  }
  // The log: after a completed run it names exactly what is gone; after a kill it may only be ahead.
  const logged = loggedGone(readLog(after));
  for (const [f, sha] of everGone) if (logged.get(f) !== sha) stats.violations.push(`${label}: ${f} is gone but the log does not say so`);
  if (opts.completed) for (const [f, sha] of logged) if (everGone.get(f) !== sha) stats.violations.push(`${label}: the log says ${f} is gone, but it is not`);
}

describe("forget --apply across random calendars, tiers, vetoes, clocks and crashes", () => {
  it(`${TRIALS} random workspaces: 0 uncovered or vetoed files deleted, the log always matches`, async () => {
    requireBuilt("cli/commands/forget.js");
    const rng = new Rng(SEED);
    const stats: Stats = { runs: 0, killed: 0, killedMidApply: 0, forgotten: 0, checkedGone: 0, violations: [] };
    const t0 = Date.now();
    for (let t = 0; t < TRIALS && stats.violations.length === 0; t++) {
      const base = tempDir("forget");
      try {
        const { root, verbose } = await randomWorkspace(rng, base);
        const memoryMd = fs.readFileSync(path.join(root, "MEMORY.md"));
        const outsideMemory = () => new Map([...snapshot(root)].filter(([p]) => !p.startsWith("memory")));
        const otherBefore = outsideMemory();
        const everGone = new Map<string, string>();
        const runs = rng.int(2, 5);
        let now = addDays(FIXTURE_NOW, rng.int(0, 30));
        for (let r = 0; r <= runs; r++) {
          // The clock: mostly forward (days to a year), sometimes back.
          if (r > 0) now = addDays(now, rng.bool(0.2) ? -rng.int(1, 60) : rng.int(1, 200));
          const last = r === runs;
          const archive = rng.bool(0.4);
          const before = readMemory(root);
          let completed = true;
          if (!last && rng.bool(0.25)) await runForgetTool(root, now, archive);
          else {
            const kill = last ? "none" : rng.pick(["none", "mid-apply", "mid-apply", "random"] as const);
            const res = await runForgetCli(root, now, archive, kill, rng);
            if (res.killed) {
              stats.killed++;
              if (res.midApply) stats.killedMidApply++;
              completed = false;
            } else expect(res.code, res.stderr).toBe(0);
          }
          stats.runs++;
          referee(before, readMemory(root), everGone, { verbose, now, completed }, stats, `trial ${t} run ${r} (now ${now}${completed ? "" : ", killed"})`);
        }
        expect(fs.readFileSync(path.join(root, "MEMORY.md")).equals(memoryMd)).toBe(true);
        expect(diff(otherBefore, outsideMemory())).toEqual([]);
      } finally {
        removeDir(base);
      }
    }
    recordFigure("deletion", "random workspaces", TRIALS);
    recordFigure("deletion", "forget --apply runs (CLI or tool)", stats.runs);
    recordFigure("deletion", "runs SIGKILLed (of which mid-apply)", `${stats.killed} (${stats.killedMidApply})`);
    recordFigure("deletion", "files forgotten, each checked by the referee", stats.forgotten);
    recordFigure("deletion", "uncovered/vetoed deletions or log mismatches", stats.violations.length);
    recordFigure("deletion", "wall time", ((Date.now() - t0) / 1000).toFixed(1), "s");
    expect(stats.violations, `seed ${SEED}`).toEqual([]);
    expect(stats.forgotten).toBeGreaterThan(0);
  }, 900_000);
});
