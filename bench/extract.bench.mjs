#!/usr/bin/env node
/**
 * Bench: context-compactor. Extracts a compact from a generated ~5 MB session transcript (tool
 * loops, heartbeats, decisions, tasks) with the built reader + extractor, against the floor
 * measured in the same run: JSON.parse of the same lines. Then 4× and 16× the size, to show the
 * cost stays linear, and the reader's memory (peak RSS of a child process, per MB of transcript).
 * Also scores the fixture transcripts (recall / precision per section, leaks).
 *
 * Prints markdown tables; writes bench/.out/extract.json. Needs `npm run build` first.
 */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync, createReadStream, createWriteStream, rmSync, statSync } from "node:fs";
import { spawnSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { performance } from "node:perf_hooks";
import { cpuMs, dist, median } from "./lib.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const { readTranscriptFile } = await import(dist("core/transcript/index.js"));
const { extractCompact } = await import(dist("skills/context-compactor/index.js"));

const NOW = new Date("2026-05-06T00:00:00Z");
const BASE_BYTES = 5 * 1024 * 1024;
const SIZES = (process.env.CK_BENCH_SIZES ?? "1,4,16").split(",").map(Number); // CK_BENCH_SIZES=1 for a quick run
const RUNS = { 1: 7, 4: 3, 16: 2 }; // floor and ours measured back to back, N pairs per size


// ------------------------------------------------------------------ child: memory probe
if (process.argv[2] === "--mem") {
  const file = process.argv[3];
  global.gc?.();
  const before = process.memoryUsage();
  const t = await readTranscriptFile(file);
  const r = extractCompact(t, { now: NOW });
  const peakRss = process.resourceUsage().maxRSS * 1024;
  global.gc?.();
  const after = process.memoryUsage();
  process.stdout.write(JSON.stringify({ baseRss: before.rss, peakRss, retainedHeap: after.heapUsed - before.heapUsed, chars: r.markdown.length }));
  process.exit(0);
}

const { synthSession } = await import(path.join(here, "../test/fixtures/transcripts/synth.mjs"));
const { evaluate, totals } = await import(path.join(here, "../test/fixtures/transcripts/evaluate.mjs"));

const dir = mkdtempSync(path.join(os.tmpdir(), "ck-extract-bench-"));

/** Writes `k` copies of the base session back to back, ids renamed per copy and chained, so the
 *  result is one valid, k-times longer session (not k sessions). */
async function writeScaled(lines, k, file) {
  const out = createWriteStream(file);
  const write = (s) => (out.write(s) ? Promise.resolve() : new Promise((r) => out.once("drain", r)));
  let lastId = null;
  for (let c = 0; c < k; c++) {
    const suffix = c === 0 ? "" : `-${c}`;
    for (const line of lines) {
      const e = JSON.parse(line);
      if (e.type === "session") {
        if (c === 0) await write(line + "\n");
        continue;
      }
      if (c > 0) {
        e.id = e.id + suffix;
        e.parentId = e.parentId === null ? lastId : e.parentId + suffix;
        if (e.message?.toolCallId) e.message.toolCallId += suffix;
        if (Array.isArray(e.message?.content)) for (const b of e.message.content) if (b?.type === "toolCall") b.id += suffix;
      }
      lastId = e.id;
      await write(JSON.stringify(e) + "\n");
    }
  }
  await new Promise((r) => out.end(r));
}

/** The floor: stream the file and JSON.parse every line (the same I/O path as the reader, and
 *  the least any JSONL reader must do), keeping nothing. */
async function floor(file) {
  const c0 = cpuMs();
  const t0 = performance.now();
  let n = 0;
  let rest = Buffer.alloc(0);
  for await (const chunk of createReadStream(file, { highWaterMark: 256 * 1024 })) {
    let buf = rest.length ? Buffer.concat([rest, chunk]) : chunk;
    let start = 0;
    for (let nl = buf.indexOf(10, start); nl !== -1; nl = buf.indexOf(10, start)) {
      if (nl > start) (JSON.parse(buf.toString("utf8", start, nl)), n++);
      start = nl + 1;
    }
    rest = buf.subarray(start);
  }
  if (rest.length) (JSON.parse(rest.toString("utf8")), n++);
  return { ms: performance.now() - t0, cpu: cpuMs() - c0, lines: n };
}

async function ours(file) {
  const c0 = cpuMs();
  const t0 = performance.now();
  const t = await readTranscriptFile(file);
  const c1 = cpuMs();
  const r = extractCompact(t, { now: NOW });
  const c2 = cpuMs();
  return { readCpu: c1 - c0, extractCpu: c2 - c1, cpu: c2 - c0, ms: performance.now() - t0, result: r, turns: t.turns.length };
}

const base = synthSession({ targetBytes: BASE_BYTES, seed: 42 });
const baseLines = base.jsonl.split("\n").filter(Boolean);
const rows = [];
for (const k of SIZES) {
  const file = path.join(dir, `session-${k}x.jsonl`);
  await writeScaled(baseLines, k, file);
  const bytes = statSync(file).size;
  const pairs = [];
  for (let i = 0; i < RUNS[k]; i++) {
    global.gc?.();
    const f = await floor(file);
    global.gc?.();
    const o = await ours(file);
    pairs.push({ f, o });
  }
  const best = pairs.map((p) => p.o).sort((a, b) => a.cpu - b.cpu)[0];
  const floorCpu = median(pairs.map((p) => p.f.cpu));
  const ratio = median(pairs.map((p) => p.o.cpu / p.f.cpu));
  const mem = spawnSync(process.execPath, ["--expose-gc", fileURLToPath(import.meta.url), "--mem", file], { encoding: "utf8", maxBuffer: 1 << 20 });
  const m = mem.status === 0 ? JSON.parse(mem.stdout) : null;
  const planted = base.planted.decisions.every((d) => best.result.markdown.toLowerCase().includes(d)) && /rotate the staging database credentials/i.test(best.result.markdown) && /sandbox keys/.test(best.result.markdown);
  rows.push({
    size: `${k}×`,
    mb: +(bytes / 1048576).toFixed(1),
    lines: baseLines.length * k,
    floorMs: +floorCpu.toFixed(0),
    readMs: +median(pairs.map((p) => p.o.readCpu)).toFixed(0),
    extractMs: +median(pairs.map((p) => p.o.extractCpu)).toFixed(0),
    totalMs: +median(pairs.map((p) => p.o.cpu)).toFixed(0),
    wallMs: +median(pairs.map((p) => p.o.ms)).toFixed(0),
    ratio: +ratio.toFixed(2),
    msPerMb: +(median(pairs.map((p) => p.o.cpu)) / (bytes / 1048576)).toFixed(1),
    compactChars: best.result.markdown.length,
    compression: best.result.stats.ratio,
    plantedFound: planted,
    peakRssOverBaseMb: m ? +((m.peakRss - m.baseRss) / 1048576).toFixed(1) : null,
    peakRssPerMb: m ? +((m.peakRss - m.baseRss) / bytes).toFixed(2) : null,
    retainedHeapMb: m ? +(m.retainedHeap / 1048576).toFixed(1) : null,
  });
  rmSync(file);
}
const lin = rows.map((r) => ({ size: r.size, vs1x: +(r.totalMs / rows[0].totalMs).toFixed(2), floorVs1x: +(r.floorMs / rows[0].floorMs).toFixed(2) }));

// ------------------------------------------------------------------ quality on the fixtures
const fx = path.join(here, "../test/fixtures/transcripts");
const quality = [];
for (const f of readdirSync(fx).filter((n) => n.endsWith(".expect.json")).sort()) {
  const exp = JSON.parse(readFileSync(path.join(fx, f), "utf8"));
  const t = await readTranscriptFile(path.join(fx, exp.session));
  const { markdown } = extractCompact(t, { now: new Date("2026-12-01T09:30:00Z") });
  quality.push({ name: f.replace(/\.expect\.json$/, ""), ...evaluate(markdown, exp) });
}
const q = totals(quality);

// ------------------------------------------------------------------ report
const pct = (x) => (x === null ? "–" : `${(x * 100).toFixed(0)}%`);
console.log("CPU milliseconds (median of the runs; wall-clock on a shared machine is noise). Ratio = median of ours/floor over back-to-back pairs.\n");
console.log("| size | MB | lines | floor: stream + JSON.parse | read | extract + render | total | ratio to floor | CPU ms / MB | wall ms | peak RSS over base (MB) | peak RSS / file size | retained heap (MB) | compact chars | planted found |");
console.log("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|");
for (const r of rows) console.log(`| ${r.size} | ${r.mb} | ${r.lines} | ${r.floorMs} | ${r.readMs} | ${r.extractMs} | ${r.totalMs} | ${r.ratio}× | ${r.msPerMb} | ${r.wallMs} | ${r.peakRssOverBaseMb} | ${r.peakRssPerMb}× | ${r.retainedHeapMb} | ${r.compactChars} | ${r.plantedFound ? "yes" : "NO"} |`);
console.log("\nLinearity (time relative to 1×): " + lin.map((l) => `${l.size} ours ${l.vs1x}×, floor ${l.floorVs1x}×`).join("; "));
console.log("\n| section | planted | found | recall | reported | correct | precision |");
console.log("|---|---|---|---|---|---|---|");
for (const k of ["decisions", "facts", "pending", "technical", "blockers", "all"]) {
  const s = q[k];
  console.log(`| ${k} | ${s.planted} | ${s.found} | ${pct(s.recall)} | ${s.reported} | ${s.correct} | ${pct(s.precision)} |`);
}
console.log(`\nSuperseded items reported: ${q.supersededLeaks}; noise leaks: ${q.noiseLeaks}; secret leaks: ${q.secretLeaks} (over ${quality.length} fixtures).`);

mkdirSync(path.join(here, ".out"), { recursive: true });
writeFileSync(path.join(here, ".out/extract.json"), JSON.stringify({ when: new Date().toISOString(), node: process.version, rows, linearity: lin, quality: { totals: q, fixtures: quality } }, null, 2) + "\n");
rmSync(dir, { recursive: true, force: true });
