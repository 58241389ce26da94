// The crash-safety writer, on the built package. Writes numbered versions in a loop (the rolling
// summary, a daily-note append, a compact, a day distillation) and logs "B kind k" before and
// "D kind k" after each write, so the parent knows which versions may and must be on disk when
// it SIGKILLs this process at a random moment. `count` 0 = loop until killed.
// Usage: node crash-writer.mjs <workspace> <log> <startVersion> <count>
import fs from "node:fs";
import { openWorkspace } from "../../../dist/core/workspace/index.js";
import { updateRollingSummary, appendDailyNote } from "../../../dist/skills/rolling-summary/index.js";
import { writeCompact } from "../../../dist/skills/context-compactor/index.js";
import { writeDistillation } from "../../../dist/skills/memory-compactor/index.js";

const [dir, logFile, startArg, countArg] = process.argv.slice(2);
const start = Number(startArg);
const count = Number(countArg);
const fd = fs.openSync(logFile, "a");
const log = (line) => fs.writeSync(fd, line + "\n"); // one write(2): survives SIGKILL whole

export const DAY = "2026-11-29";
const compact = (k) =>
  [
    `# Session Compact — ${DAY} ${String(Math.floor(k / 60) % 24).padStart(2, "0")}:${String(k % 60).padStart(2, "0")} UTC`,
    "**Turns**: 3 | **Est. tokens saved**: ~100",
    "",
    "## Decisions Made",
    `- [${DAY}] Version v${k} of the crash test`,
    "",
    "## Facts Established",
    `- [PROJ] v${k} ${"padding ".repeat(200)}`,
    "",
    "## Pending Actions",
    "- [ ] Nothing",
    "",
    "## Technical Context",
    "- none",
    "",
    "## Blockers / Open Questions",
    "- none",
    "",
    "## Session Summary",
    `END v${k}`,
    "",
  ].join("\n");
const day = (k) =>
  [`# Daily Distillation: 2026-11-02`, "", "## Facts", `- Version v${k} of the day file ${"padding ".repeat(100)}`, "", "## Patterns", "_None._", "", "## Anomalies", "_None._", ""].join("\n");

const ws = await openWorkspace(dir);
process.stdout.write("ready\n");
for (let k = start; count === 0 || k < start + count; k++) {
  log(`B summary ${k}`);
  await updateRollingSummary(ws, { completed: `v${k}`, next: "keep writing" }, { now: new Date(Date.UTC(2026, 10, 29, 10, k % 60)), timezone: "UTC", overflow: "refuse" });
  log(`D summary ${k}`);
  log(`B daily ${k}`);
  await appendDailyNote(ws, { date: DAY, heading: `Entry v${k}`, body: `- entry v${k}` });
  log(`D daily ${k}`);
  log(`B compact ${k}`);
  await writeCompact(ws, compact(k), { now: new Date(Date.UTC(2026, 10, 29, Math.floor(k / 60) % 24, k % 60) + Math.floor(k / 1440) * 86_400_000), keep: 5 });
  log(`D compact ${k}`);
  log(`B distilled ${k}`);
  const w = await writeDistillation(ws, { tier: "day", period: "2026-11-02", markdown: day(k) });
  if (!w.ok) throw new Error(w.problems.join("; "));
  log(`D distilled ${k}`);
}
fs.closeSync(fd);
