// Multi-process worker: reads SESSION-STATE.md with plain fs (as any other program would) in a
// loop until <stopFile> exists, and checks every read is a whole file: the title first, one
// complete five-bullet summary, the user's notes last, byte for byte. Prints a JSON report.
//
//   node whole-file-reader.mjs <workspace> <stopFile> <expectedTail>
import fs from "node:fs";
import path from "node:path";
import { parseRollingSummary } from "../../../dist/skills/rolling-summary/index.js";

const [dir, stopFile, tail] = process.argv.slice(2);
const file = path.join(dir, "SESSION-STATE.md");
let reads = 0;
let missing = 0;
let lastCount = 0;
const torn = [];
while (!fs.existsSync(stopFile)) {
  let text;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch {
    missing++;
    continue;
  }
  reads++;
  const s = parseRollingSummary(text);
  const count = Number(/^count (\d+)$/.exec(s?.fields.completed ?? "")?.[1] ?? NaN);
  const whole =
    text.startsWith("# Session State\n") &&
    text.endsWith(tail) &&
    s !== null &&
    s.matches === 1 &&
    /^worker \d+ step \d+$/.test(s.fields.inProgress) &&
    /^(w\d+:\d+ ?)+$/.test(s.fields.next) &&
    Number.isInteger(count);
  if (!whole || count < lastCount) torn.push(text.slice(0, 2000));
  if (Number.isInteger(count)) lastCount = count;
  // A millisecond between reads, as the concurrency test's reader does: two readers spinning
  // without a pause took two cores of the two-core CI box for the whole run (30 of the test's 55
  // CPU seconds) and slowed the writers they watch. Paused, one reader still caught a writer
  // that wrote in place (truncate, then write) in ~170 of ~590 reads over 320 writes, and saw
  // 0 torn reads of the same writer renaming a temp file over the path.
  await new Promise((r) => setTimeout(r, 1));
}
process.stdout.write(JSON.stringify({ reads, missing, torn: torn.slice(0, 3), tornCount: torn.length, lastCount }) + "\n");
