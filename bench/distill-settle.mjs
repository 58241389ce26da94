#!/usr/bin/env node
/**
 * What the memory tiers add up to once they settle, on labelled workspaces
 * (test/fixtures/blind/*-distill-*): the scheduled run as of the workspace's `now` (`distill`,
 * then `forget --apply`), then the same run LATER_DAYS later, when every day file of the set is
 * past its retention (8 weeks) and may go wherever its week holds what it says. Reports
 *  - the words of the raw logs, and the words under memory/ after each run (logs left, day, week
 *    and month files; MEMORY.md is not under memory/ and is never touched);
 *  - the day files left after the later run, of those written;
 *  - lost: labelled day items whose key is nowhere under memory/ after the later run (the
 *    forgetting gate's promise over two tiers, not one).
 * distill-blind.mjs measures the first run's quality; this measures the size the product keeps
 * ("keep memory small") and what it keeps ("nothing important lost") over the longer horizon.
 * Usage: node bench/distill-settle.mjs [--dist DIR] [--json] [--final] [FOLDER…]
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { words } from "../test/fixtures/distill/evaluate.mjs";
import { blindArgs } from "./blind-args.mjs";
import { addDays, cliOf, lostItems, memoryFiles, onCopy } from "./blind-workspace.mjs";

/** Days after `now` of the second run: past the day files' 8-week retention for a 7-week set. */
const LATER_DAYS = 70;
const LOG_RE = /^\d{4}-\d{2}-\d{2}\.md$/;

const { dist, targets, flag } = blindArgs("-distill-");
const json = flag("--json");
const cli = cliOf(dist);

function size(ws) {
  const all = memoryFiles(path.join(ws, "memory"));
  const of = (re) => all.filter(([p]) => re.test(p)).reduce((a, [, t]) => a + words(t), 0);
  return { logs: of(LOG_RE), day: of(/distilled\/day-/), week: of(/distilled\/week-/), month: of(/distilled\/month-/), all: all.reduce((a, [, t]) => a + words(t), 0) };
}

const results = [];
for (const src of targets) {
  const truth = JSON.parse(readFileSync(path.join(src, "truth.json"), "utf8"));
  await onCopy(src, "ck-settle-", (ws) => {
    const input = size(ws).logs;
    cli(ws, "distill", "--now", truth.now);
    cli(ws, "forget", "--now", truth.now, "--apply");
    const atNow = size(ws);
    const dayFiles = readdirSync(path.join(ws, "memory/distilled")).filter((n) => n.startsWith("day-")).length;
    const later = addDays(truth.now, LATER_DAYS);
    cli(ws, "distill", "--now", later);
    cli(ws, "forget", "--now", later, "--apply");
    const atLater = size(ws);
    const dayFilesLeft = readdirSync(path.join(ws, "memory/distilled")).filter((n) => n.startsWith("day-")).length;
    const logsLeft = readdirSync(path.join(ws, "memory")).filter((n) => LOG_RE.test(n)).length;
    const { labelled, lost } = lostItems(truth, ws);
    results.push({ name: path.basename(src), input, atNow, atLater, dayFiles, dayFilesLeft, logsLeft, labelled, lost: lost.length, lostItems: lost });
  });
}

const sum = (f) => results.reduce((a, r) => a + f(r), 0);
if (json) console.log(JSON.stringify(results, null, 2));
else {
  const line = (name, s) => `${name}: ${s.all} words (logs ${s.logs}, day ${s.day}, week ${s.week}, month ${s.month})`;
  for (const r of results) console.log(`${r.name}: logs ${r.input} words; ${line(`now`, r.atNow)}; ${line(`+${LATER_DAYS} days`, r.atLater)}; day files left ${r.dayFilesLeft}/${r.dayFiles}; lost ${r.lost}/${r.labelled}`);
  const t = (k) => ({ all: sum((r) => r[k].all), logs: sum((r) => r[k].logs), day: sum((r) => r[k].day), week: sum((r) => r[k].week), month: sum((r) => r[k].month) });
  const input = sum((r) => r.input);
  const later = t("atLater");
  console.log(`TOTAL: logs ${input} words; ${line("now", t("atNow"))}; ${line(`+${LATER_DAYS} days`, later)} = ${((100 * later.all) / input).toFixed(0)}% of the logs; day files left ${sum((r) => r.dayFilesLeft)}/${sum((r) => r.dayFiles)}; lost ${sum((r) => r.lost)}/${sum((r) => r.labelled)}`);
}
