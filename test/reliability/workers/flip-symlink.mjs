// Flips a workspace folder between a real folder and a symlink to an outside folder until
// killed: the race a check-then-write implementation loses. Each state is held for a random
// 0-2 ms so that writes start, and finish, in both states.
// Usage: node flip-symlink.mjs <folder-in-workspace> <outside-folder>
import fs from "node:fs";

const [target, outside] = process.argv.slice(2);
let stop = false;
process.on("SIGTERM", () => (stop = true));
const hold = () => new Promise((r) => setTimeout(r, Math.random() * 2));
let flips = 0;
while (!stop) {
  try {
    fs.rmSync(target, { recursive: true, force: true });
    fs.symlinkSync(outside, target);
    flips++;
  } catch {}
  await hold();
  try {
    fs.unlinkSync(target);
    fs.mkdirSync(target);
    flips++;
  } catch {}
  await hold();
}
// Leave a real folder behind so the test's own cleanup is ordinary.
try { fs.unlinkSync(target); } catch {}
try { fs.mkdirSync(target, { recursive: true }); } catch {}
process.stdout.write(String(flips));
