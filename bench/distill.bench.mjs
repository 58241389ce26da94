#!/usr/bin/env node
/**
 * Bench: memory-compactor. Distils the 9-week fixture (47 daily logs, 2026-W01 … W09) through all
 * tiers (days → weeks → months) with the built core, and compares it with an anchor measured in
 * the same run: just reading every file of the workspace. Also: the same at 4× the history (36
 * weeks), on the real workspace layer (fs-safe, redaction, atomic writes, locks), the forget
 * planner and apply, and the quality figures on the planted truth.
 *
 * Prints a markdown table; writes bench/.out/distill.json. Needs `npm run build` first.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync, cpSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { performance } from "node:perf_hooks";
import { median } from "./lib.mjs";
import { MemWorkspace } from "./mem-workspace.mjs";
import { addDays, scaled, scaledFixture } from "./distill-fixture.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const { distillDue, planForget, applyForget } = await import(path.join(here, "../dist/skills/memory-compactor/index.js"));
const { openWorkspace } = await import(path.join(here, "../dist/core/workspace/index.js"));
const { generate } = await import(path.join(here, "../test/fixtures/distill/generate.mjs"));
const { evaluate } = await import(path.join(here, "../test/fixtures/distill/evaluate.mjs"));

const RUNS = 5;

const words = (s) => (s.match(/\S+/g) ?? []).length;

/** Median wall time and median CPU time (user + system of this process: less sensitive to
 *  other processes on a shared machine than the wall clock). */
async function timeIt(fn, runs = RUNS) {
  const ms = [];
  const cpu = [];
  let last;
  for (let i = 0; i < runs; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    last = await fn();
    ms.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  return { ms: median(ms), cpuMs: median(cpu), last };
}

function writeTree(dir, files) {
  for (const [rel, text] of Object.entries(files)) {
    const p = path.join(dir, rel);
    mkdirSync(path.dirname(p), { recursive: true });
    writeFileSync(p, text);
  }
}

function listTree(dir) {
  const out = [];
  const walk = (d) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out.push(path.relative(dir, p).split(path.sep).join("/"));
    }
  };
  walk(dir);
  return out;
}

const { files, truth } = generate(null);
const rows = [];
const result = { runs: RUNS, now: truth.now, rows: {}, quality: null };

/** Anchor: every file of the workspace read through the real workspace layer, nothing else. */
async function readAllAnchor(input) {
  const dirs = Array.from({ length: RUNS }, () => {
    const d = mkdtempSync(path.join(os.tmpdir(), "ck-bench-distill-"));
    writeTree(d, input);
    return d;
  });
  return (
    await timeIt(async () => {
      const ws = await openWorkspace(dirs.pop());
      let bytes = 0;
      for (const r of listTree(ws.root)) bytes += ((await ws.readText(r)) ?? "").length;
      return bytes;
    })
  ).ms;
}

/** Second anchor: parsing every daily log with remark (unified + remark-parse), CPU ms, the
 *  median of RUNS after one untimed warm-up run: the same statistic as the distiller's row, which
 *  gets the same warm-up (comparing one side's median with the other's best favoured the anchor). */
const { unified } = await import("unified");
const { default: remarkParse } = await import("remark-parse");
function remarkAnchor(input, logs) {
  const once = () => {
    for (const r of logs) unified().use(remarkParse).parse(input[r]);
  };
  once();
  const cpu = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = process.cpuUsage();
    once();
    const c = process.cpuUsage(t0);
    cpu.push((c.user + c.system) / 1000);
  }
  return median(cpu);
}

/** Cold runs: each in a fresh process (bench/distill-cold.mjs), distill and remark alternating,
 *  the median CPU time of each. A CLI run starts this way; the in-process runs above reuse the
 *  JIT and the memos of the runs before them. */
const COLD_RUNS = 5;
function coldRatio(k) {
  const once = (what) => Number(execFileSync(process.execPath, [path.join(here, "distill-cold.mjs"), what, String(k)], { encoding: "utf8" }).trim());
  const d = [];
  const r = [];
  for (let i = 0; i < COLD_RUNS; i++) {
    d.push(once("distill"));
    r.push(once("remark"));
  }
  return { cpuMs: median(d), remarkCpuMs: median(r), ratio: median(d) / median(r), runs: { distill: d, remark: r } };
}

const tiers = (written) => ["day", "week", "month"].map((t) => written.filter((w) => w.tier === t).length).join(" / ");

const remarkRows = [];
for (const k of [1, 4]) {
  const { files: input, logs } = await scaledFixture(k);
  const inWords = logs.reduce((n, r) => n + words(input[r]), 0);
  const anchorMs = await readAllAnchor(input);
  // The core alone: the same Workspace interface over memory, so the disk's cost is out.
  const distillInMemory = async () => {
    const ws = new MemWorkspace(input);
    return { r: await distillDue(ws, { now: truth.now }), ws };
  };
  await distillInMemory(); // untimed warm-up, as for the remark anchor
  const mem = await timeIt(distillInMemory);
  const size = `${k * 9} weeks (${logs.length} logs, ${inWords} words)`;
  const remarkMs = remarkAnchor(input, logs);
  remarkRows.push(`| ${size}, in one process (median of ${RUNS} each, after a warm-up run) | ${mem.cpuMs.toFixed(0)} | ${remarkMs.toFixed(0)} | ${(mem.cpuMs / remarkMs).toFixed(1)}× |`);
  result.rows[`remark-x${k}`] = { cpuMs: mem.cpuMs, remarkCpuMs: remarkMs, ratio: mem.cpuMs / remarkMs };
  const cold = coldRatio(k);
  remarkRows.push(`| ${size}, cold: a fresh process per run (median of ${COLD_RUNS} each) | ${cold.cpuMs.toFixed(0)} | ${cold.remarkCpuMs.toFixed(0)} | ${cold.ratio.toFixed(1)}× |`);
  result.rows[`remark-cold-x${k}`] = cold;
  rows.push([`${size}, core (in-memory I/O)`, mem.ms.toFixed(0), mem.cpuMs.toFixed(0), anchorMs.toFixed(0), (mem.ms / anchorMs).toFixed(1) + "×", tiers(mem.last.r.written), String(mem.last.r.emptyDays.length)]);
  result.rows[`core-x${k}`] = { weeks: k * 9, logs: logs.length, inWords, ms: mem.ms, cpuMs: mem.cpuMs, anchorMs, written: tiers(mem.last.r.written), quietDays: mem.last.r.emptyDays.length };
  if (k === 1) result.quality = evaluate((rel) => mem.last.ws.files.get(rel) ?? null, truth);
  // The real workspace layer: fs-safe containment, redaction of every write, atomic writes, locks.
  const realRuns = k === 1 ? RUNS : 1;
  const dirs = Array.from({ length: realRuns }, () => {
    const d = mkdtempSync(path.join(os.tmpdir(), "ck-bench-distill-"));
    writeTree(d, input);
    return d;
  });
  const real = await timeIt(async () => distillDue(await openWorkspace(dirs.pop()), { now: truth.now }), realRuns);
  rows.push([`${size}, real workspace layer`, real.ms.toFixed(0), real.cpuMs.toFixed(0), anchorMs.toFixed(0), (real.ms / anchorMs).toFixed(1) + "×", tiers(real.last.written), String(real.last.emptyDays.length)]);
  result.rows[`real-x${k}`] = { ms: real.ms, cpuMs: real.cpuMs, anchorMs, writes: real.last.written.length, msPerWrite: real.ms / real.last.written.length };
}

// Forget on the distilled 36-week history a year later: the fixture opts in to verbose, so the
// first run announces and the next day's run forgets.
{
  const ws0 = new MemWorkspace(scaled(files, 4));
  await distillDue(ws0, { now: truth.now });
  const snapshot = Object.fromEntries(ws0.files);
  const later = addDays(truth.now, 365);
  const plan = await timeIt(async () => planForget(new MemWorkspace(snapshot), { now: later }));
  const cycle = await timeIt(async () => {
    const w = new MemWorkspace(snapshot);
    const announced = await applyForget(w, await planForget(w, { now: later }));
    const t0 = performance.now();
    const applied = await applyForget(w, await planForget(w, { now: addDays(later, 1) }));
    return { announced: announced.announced.length, removed: applied.removed.length, applyMs: performance.now() - t0, left: [...w.files.keys()].filter((k) => /^memory\/(?:\d|distilled\/(?:day|week|month)-)/.test(k)).length };
  });
  result.forget = { files: Object.keys(snapshot).length, planMs: plan.ms, ...cycle.last };
}

const q = result.quality;
console.log("| run | distill all tiers: wall ms | CPU ms | anchor: read every file via the workspace layer (wall ms) | wall ratio | written day / week / month | quiet days (no file) |");
console.log("| --- | ---: | ---: | ---: | ---: | --- | ---: |");
for (const r of rows) console.log(`| ${r.join(" | ")} |`);
console.log("");
console.log("| run | distill all tiers, core: CPU ms | anchor: remark-parse every log: CPU ms | ratio (target ≤ 3×) |");
console.log("| --- | ---: | ---: | ---: |");
for (const r of remarkRows) console.log(r);
console.log("");
console.log(`Forget on the distilled 36-week history a year later (${result.forget.files} files, core): plan ${result.forget.planMs.toFixed(0)} ms; verbose mode announced ${result.forget.announced}, and the next day's run forgot ${result.forget.removed} in ${result.forget.applyMs.toFixed(0)} ms, leaving ${result.forget.left} memory files (the month files and what no month covers).`);
console.log("");
console.log("| quality on the planted fixture | figure |");
console.log("| --- | --- |");
console.log(`| planted items found in the right section | ${q.days.found}/${q.days.planted} (facts ${q.days.bySection.fact.found}/${q.days.bySection.fact.planted}, patterns ${q.days.bySection.pattern.found}/${q.days.bySection.pattern.planted}, anomalies ${q.days.bySection.anomaly.found}/${q.days.bySection.anomaly.planted}) |`);
console.log(`| pattern tags right (new / confirmed / strengthened) | ${q.tags.right}/${q.tags.planted} |`);
console.log(`| filler sentences leaked into day files | ${q.filler.leaked}/${q.filler.planted} |`);
console.log(`| quiet days with no day file | ${q.quiet.withoutFile}/${q.quiet.days} |`);
console.log(`| weekly "Nx this week" counts right | ${q.weekCounts.right}/${q.weekCounts.planted} |`);
console.log(`| contradictions written "Updated: old → new" | ${q.updates.found}/${q.updates.planted} |`);
console.log(`| recurring anomalies promoted to Emerging Patterns | ${q.emerging.found}/${q.emerging.planted} |`);
console.log(`| one-off facts dropped from the week | ${q.oneOffs.dropped}/${q.oneOffs.planted} |`);
console.log(`| planted behaviours among monthly principles; principles naming their weeks | ${q.principles.found}/${q.principles.planted}; ${q.principles.sourced}/${q.principles.total} |`);
console.log(`| words out / words in (day files) | ${q.words.out}/${q.words.in} = ${((100 * q.words.out) / q.words.in).toFixed(1)}% (seed: 10–20%) |`);

mkdirSync(path.join(here, ".out"), { recursive: true });
writeFileSync(path.join(here, ".out", "distill.json"), JSON.stringify(result, null, 2) + "\n");
