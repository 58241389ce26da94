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
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { words } from "../test/fixtures/distill/evaluate.mjs";
import { blindArgs } from "./blind-args.mjs";

/** Days after `now` of the second run: past the day files' 8-week retention for a 7-week set. */
const LATER_DAYS = 70;
const LOG_RE = /^\d{4}-\d{2}-\d{2}\.md$/;

const { dist, targets, flag } = blindArgs("-distill-");
const json = flag("--json");
const addDays = (d, n) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

function cli(ws, ...a) {
  const r = spawnSync(process.execPath, [path.join(dist, "cli/bin.js"), ...a, "--workspace", ws], { encoding: "utf8", env: { ...process.env, HOME: ws } });
  if (r.status !== 0 && r.status !== 1) throw new Error(`context-kit ${a.join(" ")} exited ${r.status}: ${r.stderr}`);
  return r;
}

/** Every markdown file under `dir`, recursively: [relative path, text]. */
function files(dir, rel = "") {
  const out = [];
  if (!existsSync(dir)) return out;
  for (const n of readdirSync(dir).sort()) {
    const p = path.join(dir, n);
    if (statSync(p).isDirectory()) out.push(...files(p, path.join(rel, n)));
    else if (n.endsWith(".md")) out.push([path.join(rel, n), readFileSync(p, "utf8")]);
  }
  return out;
}

function size(ws) {
  const all = files(path.join(ws, "memory"));
  const of = (re) => all.filter(([p]) => re.test(p)).reduce((a, [, t]) => a + words(t), 0);
  return { logs: of(/^\d{4}-\d{2}-\d{2}\.md$/), day: of(/distilled\/day-/), week: of(/distilled\/week-/), month: of(/distilled\/month-/), all: all.reduce((a, [, t]) => a + words(t), 0) };
}

const results = [];
for (const src of targets) {
  const truth = JSON.parse(readFileSync(path.join(src, "truth.json"), "utf8"));
  const ws = mkdtempSync(path.join(os.tmpdir(), "ck-settle-"));
  try {
    cpSync(path.join(src, "memory"), path.join(ws, "memory"), { recursive: true });
    cpSync(path.join(src, "MEMORY.md"), path.join(ws, "MEMORY.md"));
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
    const everything = files(path.join(ws, "memory"))
      .map(([, t]) => t.toLowerCase())
      .join("\n");
    const lost = [];
    let labelled = 0;
    for (const [date, d] of Object.entries(truth.days)) {
      for (const it of d.items) {
        labelled++;
        if (!everything.includes(it.key.toLowerCase())) lost.push(`${date} ${it.id} (${it.key})`);
      }
    }
    results.push({ name: path.basename(src), input, atNow, atLater, dayFiles, dayFilesLeft, logsLeft, labelled, lost: lost.length, lostItems: lost });
  } finally {
    rmSync(ws, { recursive: true, force: true });
  }
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
