/**
 * vitest `globalSetup` of the e2e project (vitest.config.ts): one temp folder for the whole run,
 * handed to the test files as `inject("ckE2eRunDir")` and removed at the end.
 *
 * It holds what the e2e files share within one run: the installed plugin's home and its
 * snapshot (installed-home.ts: one real `npm pack` + `plugins install npm-pack:` per run instead
 * of one per Gateway file) and Node's compile cache for OpenClaw (openclaw-cli.ts). Nothing is created
 * here eagerly: a run of fake-model-server.test.ts alone costs nothing extra. The folder is
 * run-scoped (mkdtemp), so parallel runs and CI jobs never share it.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import type {} from "./run-dir.js"; // the ProvidedContext type of ckE2eRunDir

export default function setup(project: TestProject): () => void {
  const runDir = mkdtempSync(path.join(os.tmpdir(), "ck-e2e-run-"));
  project.provide("ckE2eRunDir", runDir);
  return () => {
    if (process.env.CONTEXT_KIT_E2E_KEEP === "1") {
      console.log(`[e2e] keeping run folder ${runDir}`);
      return;
    }
    rmSync(runDir, { recursive: true, force: true, maxRetries: 3 });
  };
}
