/**
 * vitest `globalSetup` of the unit and reliability projects (vitest.config.ts): one temp folder
 * for the whole run, made the temp dir (TMPDIR) of every worker and of every process a test
 * starts, and removed at the end. Tests make their scratch workspaces with mkdtemp under
 * os.tmpdir(), and many never removed theirs: the unit project alone left 240 `ck-*` folders in
 * /tmp per run. `CONTEXT_KIT_TEST_KEEP=1` keeps the folder (its path is printed).
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export default function setup(): (() => void) | undefined {
  // Both projects name this setup; the first one of a run owns the folder.
  if (process.env.CONTEXT_KIT_TEST_TMP) return undefined;
  const root = mkdtempSync(path.join(os.tmpdir(), "ck-test-run-"));
  process.env.CONTEXT_KIT_TEST_TMP = root;
  process.env.TMPDIR = root;
  return () => {
    if (process.env.CONTEXT_KIT_TEST_KEEP === "1") {
      console.log(`[tests] keeping the run's temp folder ${root}`);
      return;
    }
    rmSync(root, { recursive: true, force: true, maxRetries: 3 });
  };
}
