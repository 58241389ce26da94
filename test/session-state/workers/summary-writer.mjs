// Multi-process worker (runs on the BUILT package): performs rolling-summary updates that each
// depend on the previous one (read-modify-write under the workspace lock), so a lost update
// shows up as a wrong count.
//
//   node summary-writer.mjs count <workspace> <workerId> <updates>
//     completed = "count N" (global), next = "w0:a w1:b …" (per worker)
//   node summary-writer.mjs sequence <workspace>
//     forever: completed = "seq N"; prints "begin N" (inside the lock, right before the write)
//     and "done N" (after it) with synchronous writes, so a parent that SIGKILLs this process
//     knows exactly which versions may be on disk. Prints "ready" once loaded.
import fs from "node:fs";
import { openWorkspace } from "../../../dist/core/workspace/index.js";
import { updateRollingSummary } from "../../../dist/skills/rolling-summary/index.js";

const [mode, dir, workerId, updates] = process.argv.slice(2);
const ws = await openWorkspace(dir);
const opts = { now: new Date("2026-11-29T13:05:00Z"), timezone: "UTC", overflow: "refuse" };

function perWorker(text) {
  const out = {};
  for (const m of (text ?? "").matchAll(/w(\d+):(\d+)/g)) out[m[1]] = Number(m[2]);
  return out;
}

if (mode === "count") {
  for (let i = 0; i < Number(updates); i++) {
    await updateRollingSummary(
      ws,
      (cur) => {
        const total = Number(/count (\d+)/.exec(cur?.completed ?? "")?.[1] ?? 0) + 1;
        const per = perWorker(cur?.next);
        per[workerId] = (per[workerId] ?? 0) + 1;
        const next = Object.keys(per).sort((a, b) => a - b).map((k) => `w${k}:${per[k]}`).join(" ");
        return { completed: `count ${total}`, inProgress: `worker ${workerId} step ${i + 1}`, decisions: "one file, many writers", blockers: "", next };
      },
      opts,
    );
  }
} else if (mode === "sequence") {
  fs.writeSync(1, "ready\n");
  for (;;) {
    let seq = 0;
    await updateRollingSummary(
      ws,
      (cur) => {
        seq = Number(/seq (\d+)/.exec(cur?.completed ?? "")?.[1] ?? 0) + 1;
        fs.writeSync(1, `begin ${seq}\n`);
        return { completed: `seq ${seq}`, inProgress: "x".repeat(seq % 150), decisions: "crash test", blockers: "", next: "more" };
      },
      opts,
    );
    fs.writeSync(1, `done ${seq}\n`);
  }
} else {
  process.stderr.write(`summary-writer: unknown mode ${mode}\n`);
  process.exit(2);
}
