#!/usr/bin/env node
/**
 * Scores the distiller and the forgetting gate on labelled workspaces (test/fixtures/blind/*-distill-*):
 * copies each into a temp folder, runs the real CLI (`context-kit distill`, then
 * `context-kit forget --apply`) as of the workspace's `now`, and reports
 *  - the quality figures of test/fixtures/distill/evaluate.mjs (day items, quiet days, weekly
 *    counts, Updated lines, month principles), measured before forgetting;
 *  - lost: labelled day items whose key is no longer anywhere under memory/ after forgetting;
 *  - forgotten: raw logs past the retention window that were deleted;
 *  - MEMORY.md byte-identical.
 * Usage: node bench/distill-blind.mjs [--dist DIR] [--json] [--final] [FOLDER…]
 * Without folders: the blind sets, except the sealed `*-final-*` ones, which only --final scores.
 * `--dist` points at another build (to score a baseline commit with the same scorer).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { evaluate } from "../test/fixtures/distill/evaluate.mjs";
import { blindArgs } from "./blind-args.mjs";
import { addDays, cliOf, lostItems, onCopy } from "./blind-workspace.mjs";

const { dist, targets, flag } = blindArgs("-distill-");
const json = flag("--json");

const cli = cliOf(dist);

const results = [];
for (const src of targets) {
  const truth = JSON.parse(readFileSync(path.join(src, "truth.json"), "utf8"));
  await onCopy(src, "ck-blind-", (ws) => {
    const memoryBefore = readFileSync(path.join(ws, "MEMORY.md"));
    const logsBefore = readdirSync(path.join(ws, "memory")).filter((n) => /^\d{4}-\d{2}-\d{2}\.md$/.test(n));
    const t0 = process.cpuUsage();
    cli(ws, "distill", "--now", truth.now);
    const cpu = process.cpuUsage(t0);
    const q = evaluate(ws, truth);
    const f = cli(ws, "forget", "--now", truth.now, "--apply", "--json");
    const logsAfter = new Set(readdirSync(path.join(ws, "memory")).filter((n) => /^\d{4}-\d{2}-\d{2}\.md$/.test(n)));
    const cutoff = addDays(truth.now, -14);
    const expired = logsBefore.filter((n) => n.slice(0, 10) < cutoff);
    const forgotten = expired.filter((n) => !logsAfter.has(n)).length;
    const { labelled, lost } = lostItems(truth, ws);
    let keptReasons = [];
    try {
      keptReasons = (JSON.parse(f.stdout).plan?.kept ?? JSON.parse(f.stdout).kept ?? []).map((k) => k.reason);
    } catch {}
    results.push({
      name: path.basename(src),
      dayItems: { planted: q.days.planted, found: q.days.found, bySection: q.days.bySection },
      quiet: q.quiet,
      filler: q.filler,
      weekCounts: { planted: q.weekCounts.planted, right: q.weekCounts.right, wrong: q.weekCounts.wrong },
      updates: { planted: q.updates.planted, found: q.updates.found, missing: q.updates.missing },
      principles: { planted: q.principles.planted, found: q.principles.found, sourced: q.principles.sourced, total: q.principles.total, complete: q.principles.complete },
      words: q.words,
      forget: { expired: expired.length, forgotten, labelled, lost: lost.length, lostItems: lost, keptSample: keptReasons.slice(0, 3) },
      memoryIdentical: Buffer.compare(memoryBefore, readFileSync(path.join(ws, "MEMORY.md"))) === 0,
      misses: q.misses,
      distillCpuMs: Math.round((cpu.user + cpu.system) / 1000),
    });
  });
}

if (json) console.log(JSON.stringify(results, null, 2));
else {
  const sum = (f) => results.reduce((a, r) => a + f(r), 0);
  for (const r of results) {
    console.log(`${r.name}: day items ${r.dayItems.found}/${r.dayItems.planted}; quiet days without file ${r.quiet.withoutFile}/${r.quiet.days}; filler leaked ${r.filler.leaked}/${r.filler.planted}; week counts ${r.weekCounts.right}/${r.weekCounts.planted}; Updated ${r.updates.found}/${r.updates.planted}; principles ${r.principles.found}/${r.principles.planted} (complete months ${r.principles.complete.found}/${r.principles.complete.planted}); forgotten ${r.forget.forgotten}/${r.forget.expired} expired logs; lost ${r.forget.lost}/${r.forget.labelled}; MEMORY.md ${r.memoryIdentical ? "identical" : "CHANGED"}`);
  }
  console.log(`TOTAL: day items ${sum((r) => r.dayItems.found)}/${sum((r) => r.dayItems.planted)} (${((100 * sum((r) => r.dayItems.found)) / sum((r) => r.dayItems.planted)).toFixed(1)}%); quiet ${sum((r) => r.quiet.withoutFile)}/${sum((r) => r.quiet.days)}; filler leaked ${sum((r) => r.filler.leaked)}/${sum((r) => r.filler.planted)}; week counts ${sum((r) => r.weekCounts.right)}/${sum((r) => r.weekCounts.planted)}; Updated ${sum((r) => r.updates.found)}/${sum((r) => r.updates.planted)}; principles ${sum((r) => r.principles.found)}/${sum((r) => r.principles.planted)} (complete months ${sum((r) => r.principles.complete.found)}/${sum((r) => r.principles.complete.planted)}); forgotten ${sum((r) => r.forget.forgotten)}/${sum((r) => r.forget.expired)}; lost ${sum((r) => r.forget.lost)}/${sum((r) => r.forget.labelled)}`);
}
