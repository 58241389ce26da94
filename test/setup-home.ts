// Every test process gets its own HOME in a temp folder, so nothing can read or write a real
// ~/.openclaw. Tests that need a specific scratch home create their own below it.
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";

if (!process.env.CONTEXT_KIT_TEST_HOME) {
  const home = mkdtempSync(path.join(os.tmpdir(), "ck-home-"));
  process.env.CONTEXT_KIT_TEST_HOME = home;
  process.env.HOME = home;
  process.env.USERPROFILE = home;
}
