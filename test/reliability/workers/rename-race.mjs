// A reader and a rewriter of SESSION-STATE.md, for the read-vs-rename race.
//   rewriter  replaces SESSION-STATE.md with a new numbered version by write-temp-then-rename
//             (what fs-safe's atomic write does) hundreds of times a second until the stop file
//             appears, then prints {"renames"}.
//   reader    reads SESSION-STATE.md through the built workspace layer <reads> times and prints
//             {"reads","failures","torn","firstFailure"} as JSON: every read must return a whole
//             version, old or new.
// Usage: node rename-race.mjs <role> <workspace> <stopFile> [<reads>]
import fs from "node:fs";
import path from "node:path";
import { openWorkspace } from "../../../dist/core/workspace/index.js";

const [role, dir, stopFile, readsArg] = process.argv.slice(2);
const file = path.join(dir, "SESSION-STATE.md");
const version = (n) => `# Session State\n\n## Rolling Summary (as of 10:00)\n- Completed: version ${n}\n${"filler line\n".repeat(200)}END ${n}\n`;
const WHOLE = /^# Session State\n\n## Rolling Summary \(as of 10:00\)\n- Completed: version (\d+)\n(?:filler line\n){200}END (\d+)\n$/;

if (role === "rewriter") {
  const tmp = path.join(dir, `SESSION-STATE.md.race-${process.pid}.tmp`);
  const nap = new Int32Array(new SharedArrayBuffer(4));
  let n = 0;
  // Hundreds of renames a second, far more than any checkpoint makes, with a pause of up to a
  // millisecond between them: a writer that renames with no pause at all could starve any reader.
  while (!fs.existsSync(stopFile)) {
    for (let i = 0; i < 20; i++) {
      fs.writeFileSync(tmp, version(++n));
      fs.renameSync(tmp, file);
      Atomics.wait(nap, 0, 0, Math.random());
    }
  }
  console.log(JSON.stringify({ renames: n }));
} else if (role === "reader") {
  const ws = await openWorkspace(dir);
  const total = Number(readsArg);
  let failures = 0;
  let torn = 0;
  let firstFailure = null;
  for (let i = 0; i < total; i++) {
    try {
      const text = await ws.readText("SESSION-STATE.md");
      const m = text === null ? null : WHOLE.exec(text);
      if (!m || m[1] !== m[2]) torn++;
    } catch (err) {
      failures++;
      firstFailure ??= String(err?.message ?? err);
    }
  }
  fs.writeFileSync(stopFile, "");
  console.log(JSON.stringify({ reads: total, failures, torn, firstFailure }));
} else {
  console.error(`unknown role ${role}`);
  process.exit(2);
}
