// Takes the named lock "fair" of a workspace through the built workspace layer.
//   holder  takes it, prints "held", and keeps it until <releaseFile> exists.
//   waiter  prints "waiting", takes it, appends <id> to <orderFile>, and lets go.
// Usage: node lock-waiter.mjs holder <workspace> <releaseFile>
//        node lock-waiter.mjs waiter <workspace> <orderFile> <id>
import fs from "node:fs";
import { openWorkspace } from "../../../dist/core/workspace/index.js";

const [role, dir, file, id] = process.argv.slice(2);
const ws = await openWorkspace(dir);
if (role === "holder") {
  await ws.withLock("fair", async () => {
    console.log("held");
    while (!fs.existsSync(file)) await new Promise((r) => setTimeout(r, 20));
  });
} else {
  console.log("waiting");
  await ws.withLock("fair", async () => {
    fs.appendFileSync(file, `${id}\n`);
  });
}
