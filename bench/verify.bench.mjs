#!/usr/bin/env node
/**
 * Bench: verifying a model-written compact. A 4,000-character draft against a generated ~5 MB
 * session transcript (the compactor bench's generator), as a ratio to the anchor measured in the
 * same run: reading that transcript (readTranscriptFile), which every check of a draft needs
 * first. Two costs: grounding alone (the transcript's key set, built once, plus one lookup per
 * draft value) and the whole verification the tool runs (normalise + grounding + coverage,
 * which includes the deterministic extraction it compares against). Then the transcript at 4×,
 * to show grounding stays linear in the source.
 *
 * Times are CPU milliseconds (median of back-to-back runs); the machine is shared.
 * Prints a markdown table; writes bench/.out/verify.json. Needs `npm run build` first.
 */
import { mkdirSync, mkdtempSync, writeFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { cpuMs, dist, median } from "./lib.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const { readTranscriptFile } = await import(dist("core/transcript/index.js"));
const { extractCompact } = await import(dist("skills/context-compactor/index.js"));
const { transcriptIndex, groundDraft } = await import(dist("core/verify/index.js"));
const { verifyCompactDraft, compactProse } = await import(dist("skills/context-compactor/verify-compact.js"));
const { synthSession } = await import(path.join(here, "../test/fixtures/transcripts/synth.mjs"));

const NOW = new Date("2026-05-06T00:00:00Z");
const RUNS = Number(process.env.CK_BENCH_RUNS ?? 5);
const time = async (fn) => {
  global.gc?.();
  const t0 = cpuMs();
  const r = await fn();
  return { ms: cpuMs() - t0, r };
};

const dir = mkdtempSync(path.join(os.tmpdir(), "ck-verify-bench-"));
const rows = [];
for (const k of [1, 4]) {
  const file = path.join(dir, `s${k}.jsonl`);
  writeFileSync(file, synthSession({ targetBytes: k * 5 * 1024 * 1024, seed: 42 }).jsonl);
  const mb = statSync(file).size / 1024 / 1024;
  const t = await readTranscriptFile(file);
  // The draft: the extracted compact, padded to 4,000 characters with restated and invented values.
  const base = extractCompact(t, { now: NOW }).markdown;
  let draft = base.replace(/\n## Session Summary\n[\s\S]*$/, "");
  let i = 0;
  while (draft.length < 3_700) draft = draft.replace("## Technical Context\n", `## Technical Context\n- batch ${i} ran on build-${i % 9}.internal port ${8000 + i}, v${i}.2\n`), i++;
  draft += "\n## Session Summary\nWe kept Ledgerly's API and jobs in shape.\n";
  draft = draft.slice(0, 4_000);
  const read = [], ground = [], full = [];
  let last;
  for (let r = 0; r < RUNS; r++) {
    read.push((await time(() => readTranscriptFile(file))).ms);
    ground.push((await time(() => groundDraft(compactProse(draft), transcriptIndex(t)))).ms);
    const f = await time(() => verifyCompactDraft(draft, { now: NOW, mode: "warn", transcript: t }));
    full.push(f.ms);
    last = f.r;
  }
  const row = {
    size: `${k}×`, mb: +mb.toFixed(1), draftChars: draft.length,
    readMs: Math.round(median(read)), groundMs: Math.round(median(ground)), verifyMs: Math.round(median(full)),
    ungrounded: last.findings.ungrounded.length, missing: last.findings.missing.length,
  };
  row.groundRatio = +(row.groundMs / row.readMs).toFixed(2);
  row.verifyRatio = +(row.verifyMs / row.readMs).toFixed(2);
  rows.push(row);
}
rmSync(dir, { recursive: true, force: true });

console.log("| transcript | MB | draft chars | anchor: read transcript (CPU ms) | grounding (ms) | ratio | full verification (ms) | ratio | ungrounded | missing |");
console.log("|---|---|---|---|---|---|---|---|---|---|");
for (const r of rows) console.log(`| ${r.size} | ${r.mb} | ${r.draftChars} | ${r.readMs} | ${r.groundMs} | ${r.groundRatio}× | ${r.verifyMs} | ${r.verifyRatio}× | ${r.ungrounded} | ${r.missing} |`);
const g = rows[1].groundMs / rows[0].groundMs;
console.log(`\nGrounding at 4× the transcript: ${g.toFixed(2)}× the 1× time (linear would be ~4×).`);
mkdirSync(path.join(here, ".out"), { recursive: true });
writeFileSync(path.join(here, ".out", "verify.json"), JSON.stringify({ rows, groundScale4x: g }, null, 2));
