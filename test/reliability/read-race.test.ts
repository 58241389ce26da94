/**
 * Part: a read racing a rewrite. One process replaces SESSION-STATE.md by temp-file-and-rename
 * in a tight loop while another reads it through the workspace layer. The README's promise is that
 * a reader sees the old or the new version: 0 failed reads, 0 torn reads.
 */
import { describe, it, expect } from "vitest";
import fs from "node:fs";
import path from "node:path";
import { tempDir, tempWorkspace, removeDir } from "./support/temp.js";
import { requireBuilt, startWorker } from "./support/dist.js";
import { recordFigure } from "./support/figures.js";
import { pick } from "./support/scale.js";

const READS = pick(3_000, 30_000);

describe("a read racing an atomic rewrite", () => {
  it(`${READS} reads while another process renames new versions over the file: 0 failures, 0 torn`, async () => {
    requireBuilt("core/workspace/index.js");
    const root = tempWorkspace("race");
    const scratch = tempDir("race-stop");
    const stop = path.join(scratch, "stop");
    fs.writeFileSync(path.join(root, "SESSION-STATE.md"), "# Session State\n\n## Rolling Summary (as of 10:00)\n- Completed: version 0\n" + "filler line\n".repeat(200) + "END 0\n");
    try {
      const rewriter = startWorker("rename-race", ["rewriter", root, stop]);
      const reader = startWorker("rename-race", ["reader", root, stop, String(READS)]);
      const r = await reader.done;
      fs.writeFileSync(stop, ""); // also when the reader crashed
      const w = await rewriter.done;
      expect(r.code, r.stderr).toBe(0);
      expect(w.code, w.stderr).toBe(0);
      const res = JSON.parse(r.stdout.trim().split("\n").at(-1)!) as { reads: number; failures: number; torn: number; firstFailure: string | null };
      const { renames } = JSON.parse(w.stdout.trim().split("\n").at(-1)!) as { renames: number };
      recordFigure("read-race", "reads / renames over the file meanwhile / failed reads / torn", `${res.reads} / ${renames} / ${res.failures} / ${res.torn}`);
      expect(res.firstFailure).toBeNull();
      expect(res.failures).toBe(0);
      expect(res.torn).toBe(0);
    } finally {
      removeDir(root);
      removeDir(scratch);
    }
  }, 600_000);
});
