#!/usr/bin/env node
/**
 * Scores the deterministic compactor on labelled sessions (test/fixtures/blind/*-sessions-*, or
 * the folders given): each transcript is read with the real reader, compacted with
 * extractCompact, and scored by test/fixtures/transcripts/evaluate.mjs (recall and precision per
 * section, superseded, noise, secrets), plus the compression ratio (transcript bytes / digest
 * bytes) and the time each run took.
 * Usage: node bench/extract-blind.mjs [--dist DIR] [--json] [--show] [--final] [FOLDER…]
 * Without folders: the blind sets, except the sealed `*-final-*` ones, which only --final scores.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { evaluate, totals } from "../test/fixtures/transcripts/evaluate.mjs";
import { blindArgs } from "./blind-args.mjs";

const { dist, targets, flag } = blindArgs("-sessions-");
const json = flag("--json");
const show = flag("--show");
const { extractCompact } = await import(pathToFileURL(path.join(dist, "skills/context-compactor/index.js")).href);
const { readTranscriptFile } = await import(pathToFileURL(path.join(dist, "core/transcript/index.js")).href);
const NOW = new Date("2026-12-01T09:30:00Z");

const rows = [];
const scores = [];
for (const dir of targets) {
  for (const f of readdirSync(dir).filter((n) => n.endsWith(".expect.json")).sort()) {
    const exp = JSON.parse(readFileSync(path.join(dir, f), "utf8"));
    const file = path.join(dir, exp.session);
    const t0 = performance.now();
    const transcript = await readTranscriptFile(file);
    const { markdown } = extractCompact(transcript, { now: NOW });
    const ms = performance.now() - t0;
    const s = evaluate(markdown, exp);
    scores.push(s);
    const planted = Object.values(s.sections).reduce((a, x) => a + x.planted, 0);
    const found = Object.values(s.sections).reduce((a, x) => a + x.found, 0);
    const ratio = statSync(file).size / Buffer.byteLength(markdown);
    rows.push({ session: `${path.basename(dir)}/${exp.session}`, found, planted, missed: Object.fromEntries(Object.entries(s.sections).map(([k, v]) => [k, v.missed])), unexpected: Object.fromEntries(Object.entries(s.sections).map(([k, v]) => [k, v.unexpected])), superseded: s.supersededLeaks, noise: s.noiseLeaks, secrets: s.secretLeaks, ratio: Math.round(ratio), ms: Math.round(ms) });
    if (show) console.log(`\n===== ${exp.session}\n${markdown}`);
  }
}
const t = totals(scores);
if (json) console.log(JSON.stringify({ rows, totals: t }, null, 2));
else {
  for (const r of rows) console.log(`${r.session}: ${r.found}/${r.planted} found; superseded ${r.superseded.length}, noise ${r.noise.length}, secrets ${r.secrets.length}; ${r.ratio}:1; ${r.ms} ms`);
  const ratios = rows.map((r) => r.ratio).sort((a, b) => a - b);
  console.log(`TOTAL: recall ${t.all.found}/${t.all.planted} (${(100 * t.all.recall).toFixed(1)}%), precision ${t.all.correct}/${t.all.reported} (${(100 * (t.all.precision ?? 0)).toFixed(1)}%), superseded ${t.supersededLeaks}, noise ${t.noiseLeaks}, secret leaks ${t.secretLeaks}, median compression ${ratios[Math.floor(ratios.length / 2)]}:1`);
  for (const k of ["decisions", "facts", "pending", "technical", "blockers"]) console.log(`  ${k}: ${t[k].found}/${t[k].planted} found, ${t[k].correct}/${t[k].reported} correct`);
}
