#!/usr/bin/env node
/**
 * Bench: the section editor and per-turn injection.
 *
 * 1. A rolling-summary update (upsertSection) on a 20 KB and a 1 MB SESSION-STATE.md, against
 *    the anchor measured in the same run: a full remark parse + stringify round trip of the same
 *    file (what "just re-stringify the tree" would cost). Also how many lines the anchor would
 *    have changed outside the section: the reason the editor splices instead. Each side runs in
 *    its own child process (both use micromark; sharing one process lets each deoptimize the
 *    other's hot code) and is timed in CPU time (user + system), which a loaded machine does not
 *    inflate the way it does wall time.
 * 2. The same update end to end through the workspace (lock, read, splice, redaction of the
 *    changed lines, atomic write) on the 20 KB file.
 * 3. Per-turn injection: read SESSION-STATE.md through the workspace and wrap it as a data block
 *    capped at 4000 chars (rollingSummary.injectMaxChars), against a plain fs read of the file.
 *
 * Prints a markdown table; writes bench/.out/section-edit.json. Needs `npm run build` first.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { performance } from "node:perf_hooks";
import { remark } from "remark";
import remarkFrontmatter from "remark-frontmatter";
import { median } from "./lib.mjs";
import { mulberry32 } from "../test/support/prng.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const { upsertSection, findSection } = await import(path.join(here, "../dist/core/markdown/index.js"));
const { updateRollingSummary, renderSummary, SUMMARY_SELECTOR } = await import(path.join(here, "../dist/skills/rolling-summary/index.js"));
const { openWorkspace } = await import(path.join(here, "../dist/core/workspace/index.js"));
const { wrapData } = await import(path.join(here, "../dist/core/inject/wrap-data.js"));

const INJECT_MAX_CHARS = 4000; // rollingSummary.injectMaxChars default
const FIELDS = {
  completed: "Section editor, golden fixtures and property tests",
  inProgress: "Benchmarks for the 20 KB and 1 MB cases",
  decisions: "Splice at parser offsets; never re-stringify the user's file",
  blockers: "",
  next: "Record the figures in BENCHMARKS.md",
};

/** Deterministic SESSION-STATE.md-like markdown of about `bytes`: title, summary, then user
 *  sections of ~2 KB with paragraphs, a short nested list, code, and now and then a table or a
 *  quote, written the way people do (`*` bullets, extra spaces), which a re-stringify rewrites. */
function makeDoc(bytes) {
  const words = "alpha beta gamma delta release budget parser summary decision blocker owner deadline 数据 测试 🚀 review".split(" ");
  const rnd = mulberry32(7);
  const sentence = (n) => Array.from({ length: n }, () => words[Math.floor(rnd() * words.length)]).join(" ");
  let out = "# Session State\n\nKept by context-kit and by me.\n\n## Rolling Summary (as of 09:00)\n- Completed: old\n- In progress: old\n- Decisions: old\n- Blockers: —\n- Next: old\n\n";
  for (let i = 1; out.length < bytes; i++) {
    out += `## Topic ${i}\n\n${sentence(40)}.  \n${sentence(30)} _emphasis_ and **strong**.\n\n${sentence(50)}.\n\n`;
    out += `* ${sentence(6)}\n* ${sentence(5)}\n    * nested ${sentence(4)}\n* ${sentence(7)}\n\n`;
    out += "```js\nconst x = " + i + ";\nfunction f() { return x * 2; }\n```\n\n";
    if (i % 3 === 0) out += `| key | value |\n|-----|------|\n| ${sentence(1)} | ${sentence(2)} |\n\n`;
    if (i % 5 === 0) out += `> ${sentence(12)}\n\n`;
  }
  return out;
}

/** CPU milliseconds (user + system) spent in a synchronous call. */
function cpu(fn) {
  const t0 = process.cpuUsage();
  const last = fn();
  const d = process.cpuUsage(t0);
  return { ms: (d.user + d.system) / 1000, last };
}

/** Medians of `a` and `b`, alternately awaited. */
async function timePairAsync(a, b, runs) {
  const ma = [];
  const mb = [];
  for (let i = 0; i < runs; i++) {
    let t0 = performance.now();
    await a(i);
    ma.push(performance.now() - t0);
    t0 = performance.now();
    await b(i);
    mb.push(performance.now() - t0);
  }
  return [median(ma), median(mb)];
}


/** Lines of `a` outside [start, end) that differ from `b`'s (a rough count of collateral edits). */
function linesChangedOutside(original, rewritten, section) {
  const keep = original.slice(0, section.start) + original.slice(section.end);
  const a = keep.split("\n");
  const b = new Set(rewritten.split("\n"));
  return a.filter((l) => !b.has(l)).length;
}

const anchor = remark().use(remarkFrontmatter, ["yaml", "toml"]);
const content = renderSummary(FIELDS, "14:05");
const rows = [];
const results = {};

/** Child mode: `--child ours|anchor BYTES WARM RUNS` times one side and prints JSON. */
if (process.argv[2] === "--child") {
  const [side, bytes, warm, runs] = [process.argv[3], ...process.argv.slice(4).map(Number)];
  const doc = makeDoc(bytes);
  const fn = side === "ours" ? () => upsertSection(doc, SUMMARY_SELECTOR, content).text : () => anchor.stringify(anchor.parse(doc));
  const warmDoc = makeDoc(20_000);
  const warmFn = side === "ours" ? () => upsertSection(warmDoc, SUMMARY_SELECTOR, content) : () => anchor.stringify(anchor.parse(warmDoc));
  for (let i = 0; i < warm; i++) warmFn();
  const ms = [];
  let last;
  for (let i = 0; i < runs; i++) {
    globalThis.gc?.();
    const r = cpu(fn);
    ms.push(r.ms);
    last = r.last;
  }
  // Correctness figures are computed here, so only numbers cross the pipe.
  const section = findSection(doc, SUMMARY_SELECTOR);
  let check;
  if (side === "ours") {
    const after = findSection(last, SUMMARY_SELECTOR);
    check = last.slice(0, section.start) === doc.slice(0, section.start) && last.slice(after.end) === doc.slice(section.end);
  } else {
    check = linesChangedOutside(doc, last, section);
  }
  await new Promise((resolve) => process.stdout.write(JSON.stringify({ ms, bytes: doc.length, check }), resolve));
  process.exit(0);
}

function child(side, bytes, warm, runs) {
  const r = spawnSync(process.execPath, ["--expose-gc", "--max-old-space-size=4096", fileURLToPath(import.meta.url), "--child", side, String(bytes), String(warm), String(runs)], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (r.status !== 0) throw new Error(`bench child ${side} ${bytes} failed: ${r.stderr}`);
  return JSON.parse(r.stdout);
}

for (const [label, bytes, warm, runs, rounds] of [
  ["20 KB", 20_000, 30, 15, 2],
  ["1 MB", 1_000_000, 3, 1, 2],
]) {
  // Rounds alternate the two sides, so whatever else the machine is doing hits both alike.
  const oursMs = [];
  const baseMs = [];
  let identical = true;
  let collateral = 0;
  let size = 0;
  for (let round = 0; round < rounds; round++) {
    const o = child("ours", bytes, warm, runs);
    const b = child("anchor", bytes, warm, runs);
    oursMs.push(...o.ms);
    baseMs.push(...b.ms);
    identical &&= o.check === true;
    collateral = b.check;
    size = o.bytes;
  }
  const ours = median(oursMs);
  const base = median(baseMs);
  const r = { bytes: size, samples: oursMs.length, editMs: ours, anchorMs: base, ratio: ours / base, editSamplesMs: oursMs, anchorSamplesMs: baseMs, bytesOutsideIdentical: identical, anchorLinesChangedOutside: collateral };
  results[label] = r;
  rows.push([`Section update, ${label} file`, `${ours.toFixed(1)} ms`, `${base.toFixed(1)} ms`, `${r.ratio.toFixed(2)}×`, identical ? `all bytes outside the section kept (the round trip rewrites ${collateral} lines)` : "BYTES OUTSIDE CHANGED"]);
}

// End to end through the workspace on the 20 KB file.
const dir = mkdtempSync(path.join(os.tmpdir(), "ck-bench-section-"));
const ws = await openWorkspace(dir);
const doc20 = makeDoc(20_000);
writeFileSync(path.join(dir, "SESSION-STATE.md"), doc20);
const E2E_RUNS = 20;
const e2e = [];
const edit = [];
for (let i = 0; i < E2E_RUNS; i++) {
  let t0 = performance.now();
  await updateRollingSummary(ws, { ...FIELDS, next: `step ${i}` }, { now: new Date(), timezone: "UTC", overflow: "trim" });
  e2e.push(performance.now() - t0);
  t0 = performance.now();
  upsertSection(doc20, SUMMARY_SELECTOR, content);
  edit.push(performance.now() - t0); // wall time here, like the I/O path beside it
}
const e2eMs = median(e2e);
const editOnly = median(edit);
results.workspaceUpdate20KB = { runs: E2E_RUNS, ms: e2eMs, editOnlyMs: editOnly };
rows.push(["`updateRollingSummary` via workspace, 20 KB", `${e2eMs.toFixed(1)} ms`, `${editOnly.toFixed(1)} ms (edit alone)`, `${(e2eMs / editOnly).toFixed(2)}×`, "lock + read + splice + redact changed lines + atomic write"]);

// Per-turn injection: typical file (~1.5 KB) and the 20 KB one (capped).
const small = "# Session State\n\nKept by context-kit and by me.\n\n" + renderSummary(FIELDS, "14:05").title.replace(/^/, "## ") + "\n" + renderSummary(FIELDS, "14:05").body + "\n\n## Notes\n\n" + "* a note the user keeps, with some detail about the project\n".repeat(15);
const INJECT_RUNS = 200;
for (const [label, text] of [
  ["typical (" + (small.length / 1024).toFixed(1) + " KB)", small],
  ["20 KB (capped at 4000)", doc20],
]) {
  writeFileSync(path.join(dir, "SESSION-STATE.md"), text);
  const file = path.join(dir, "SESSION-STATE.md");
  let chars = 0;
  const [inject, raw] = await timePairAsync(
    async () => {
      const body = await ws.readText("SESSION-STATE.md");
      chars = wrapData({ source: "SESSION-STATE.md", description: "Session state kept by context-kit.", body, maxChars: INJECT_MAX_CHARS }).length;
    },
    async () => readFileSync(file, "utf8"),
    INJECT_RUNS,
  );
  results[`inject ${label}`] = { runs: INJECT_RUNS, ms: inject, rawReadMs: raw, injectedChars: chars };
  rows.push([`Per-turn injection, ${label}`, `${(inject * 1000).toFixed(0)} µs`, `${(raw * 1000).toFixed(0)} µs (plain read)`, `${(inject / raw).toFixed(1)}×`, `${chars} chars injected`]);
}

console.log("| Case | context-kit | Anchor (same run) | Ratio | Notes |");
console.log("| --- | --- | --- | --- | --- |");
for (const r of rows) console.log(`| ${r.join(" | ")} |`);
console.log(`\nSection updates: CPU time (user + system), medians, each side in its own warmed-up child process, alternating; anchor = remark parse + stringify of the whole file. Workspace and injection rows: wall time, medians. Node ${process.version}.`);

mkdirSync(path.join(here, ".out"), { recursive: true });
writeFileSync(path.join(here, ".out", "section-edit.json"), JSON.stringify({ node: process.version, results }, null, 2) + "\n");
