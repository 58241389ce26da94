// One process of the concurrency test, on the built package (dist/). Roles:
//   writer  N mixed writes: rolling-summary counter merges (SESSION-STATE.md), daily-note appends
//           and compacts, each logged (JSON lines) once it has returned, so the parent can check
//           the final files against exactly what was acknowledged.
//   pruner  writes compacts with the retention cap until the stop file appears (every write
//           prunes the oldest beyond the cap: retention running beside the writers).
//   reader  reads SESSION-STATE.md, the daily note and every compact without any lock until the
//           stop file appears, and logs each read that is not a whole file.
// Usage: node concurrent-writer.mjs <role> <workspace> <id> <ops> <log> <cap> <stopFile> <seed>
import fs from "node:fs";
import crypto from "node:crypto";
import { openWorkspace } from "../../../dist/core/workspace/index.js";
import { updateRollingSummary, appendDailyNote, parseRollingSummary } from "../../../dist/skills/rolling-summary/index.js";
import { writeCompact, validateCompact } from "../../../dist/skills/context-compactor/index.js";
import { mulberry32 } from "../../support/prng.mjs";

const [role, dir, idArg, opsArg, logFile, capArg, stopFile, seedArg] = process.argv.slice(2);
const id = Number(idArg);
const ops = Number(opsArg);
const cap = Number(capArg);
const rand = mulberry32(Number(seedArg));
const log = (rec) => fs.appendFileSync(logFile, JSON.stringify(rec) + "\n");
const sha = (s) => crypto.createHash("sha256").update(s).digest("hex");
export const DAY = "2026-11-29";
const MARK = (tag) => `END-OF-COMPACT ${tag}`;

function compact(tag, minute) {
  return [
    `# Session Compact — ${DAY} ${String(8 + Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")} UTC`,
    "**Turns**: 3 | **Est. tokens saved**: ~100",
    "",
    "## Decisions Made",
    `- [${DAY}] Keep the writer ${tag} apart`,
    "",
    "## Facts Established",
    `- [PROJ] ${tag} wrote this compact`,
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
    `${MARK(tag)}`,
    "",
  ].join("\n");
}

/** Counters "w0=3 w1=7 …" held in the Completed field: a merge no other writer may lose. */
function bump(fields) {
  const counts = new Map();
  for (const m of (fields?.completed ?? "").matchAll(/w(\d+)=(\d+)/g)) counts.set(Number(m[1]), Number(m[2]));
  counts.set(id, (counts.get(id) ?? 0) + 1);
  const completed = [...counts].sort((a, b) => a[0] - b[0]).map(([k, v]) => `w${k}=${v}`).join(" ");
  return { completed, inProgress: fields?.inProgress ?? "", decisions: fields?.decisions ?? "", blockers: fields?.blockers ?? "", next: `writer ${id}` };
}

const ws = await openWorkspace(dir);
const stopped = () => fs.existsSync(stopFile);

if (role === "writer") {
  for (let i = 0; i < ops; i++) {
    const r = rand();
    const tag = `w${id}-${i}`;
    try {
      if (r < 0.4) {
        await updateRollingSummary(ws, (cur) => bump(cur), { now: new Date(), timezone: "UTC", overflow: "refuse" });
        log({ op: "summary", tag });
      } else if (r < 0.65) {
        await appendDailyNote(ws, { date: DAY, heading: `Writer ${tag}`, body: `- entry ${tag}` });
        log({ op: "daily", tag });
      } else {
        const minute = Math.floor(rand() * 30);
        const text = compact(tag, minute);
        const res = await writeCompact(ws, text, { now: new Date(Date.UTC(2026, 10, 29, 8 + Math.floor(minute / 60), minute % 60)), keep: cap });
        log({ op: "compact", tag, name: res.name, sha: sha(text), pruned: res.pruned });
      }
    } catch (err) {
      log({ op: "error", tag, message: String(err?.message ?? err) });
    }
  }
} else if (role === "pruner") {
  let i = 0;
  while (!stopped()) {
    const tag = `p${id}-${i++}`;
    const minute = Math.floor(rand() * 30);
    const text = compact(tag, minute);
    try {
      const res = await writeCompact(ws, text, { now: new Date(Date.UTC(2026, 10, 29, 8, minute)), keep: cap });
      log({ op: "compact", tag, name: res.name, sha: sha(text), pruned: res.pruned });
    } catch (err) {
      log({ op: "error", tag, message: String(err?.message ?? err) });
    }
    await new Promise((r) => setTimeout(r, 5)); // retention beside the writers, not instead of them
  }
} else if (role === "reader") {
  let reads = 0;
  let maxCount = 0;
  while (!stopped()) {
    try {
      const state = fs.readFileSync(`${dir}/SESSION-STATE.md`, "utf8");
      reads++;
      const s = parseRollingSummary(state);
      if (!state.startsWith("# Session State\n") || !state.includes("## My notes\nkeep me\n") || (s && s.matches !== 1)) log({ op: "torn", file: "SESSION-STATE.md", bytes: state.length });
    } catch (err) {
      if (err.code !== "ENOENT") log({ op: "torn", file: "SESSION-STATE.md", message: String(err.message) });
    }
    try {
      const note = fs.readFileSync(`${dir}/memory/${DAY}.md`, "utf8");
      reads++;
      if (!note.startsWith(`# ${DAY}\n`) || !note.endsWith("\n")) log({ op: "torn", file: "daily", bytes: note.length });
    } catch (err) {
      if (err.code !== "ENOENT") log({ op: "torn", file: "daily", message: String(err.message) });
    }
    let names = [];
    try {
      names = fs.readdirSync(`${dir}/memory/compacts`).filter((n) => n.endsWith(".md"));
    } catch {}
    maxCount = Math.max(maxCount, names.length);
    for (const n of names) {
      try {
        const text = fs.readFileSync(`${dir}/memory/compacts/${n}`, "utf8");
        reads++;
        if (validateCompact(text).length > 0 || !/END-OF-COMPACT [wp]\d+-\d+\n$/.test(text)) log({ op: "torn", file: n, bytes: text.length });
      } catch (err) {
        if (err.code !== "ENOENT") log({ op: "torn", file: n, message: String(err.message) });
      }
    }
    await new Promise((r) => setTimeout(r, 1)); // two CI cores: leave the writers room
  }
  log({ op: "reads", reads, maxCount });
}
