/**
 * File modes: a file context-kit creates takes the usual mode of its folder's files (else of the
 * nearest parent folder's, else 0666 & ~umask); a file it replaces keeps its own mode.
 */
import { describe, it, expect, beforeEach } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { openWorkspace } from "../../src/core/workspace/index.js";
import { CLI_BIN, requireBuilt } from "../reliability/support/dist.js";

let dir: string;
beforeEach(() => {
  dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "ck-mode-")));
});

const modeOf = (rel: string) => fs.statSync(path.join(dir, rel)).mode & 0o777;
function plant(rel: string, mode: number, text = "x\n"): void {
  fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  fs.writeFileSync(path.join(dir, rel), text);
  fs.chmodSync(path.join(dir, rel), mode);
}

describe.skipIf(process.platform === "win32")("modes of the files context-kit writes", () => {
  it("a new file follows its folder's files, or the nearest parent folder's", async () => {
    plant("AGENTS.md", 0o644);
    plant("MEMORY.md", 0o644);
    plant("memory/2026-01-01.md", 0o644);
    const ws = await openWorkspace(dir);
    await ws.writeText("SESSION-STATE.md", "# Session State\n");
    await ws.appendText("memory/2026-01-02.md", "# 2026-01-02\n");
    await ws.updateText("memory/context-kit-state.json", () => "{}\n");
    await ws.createText("memory/compacts/2026-01-02-1000.md", "# compact\n"); // empty folder: memory/'s mode
    expect(modeOf("SESSION-STATE.md").toString(8)).toBe("644");
    expect(modeOf("memory/2026-01-02.md").toString(8)).toBe("644");
    expect(modeOf("memory/context-kit-state.json").toString(8)).toBe("644");
    expect(modeOf("memory/compacts/2026-01-02-1000.md").toString(8)).toBe("644");
  });

  it("the most common mode wins, owner read/write is kept and execute bits are not copied", async () => {
    plant("memory/2026-01-01.md", 0o640);
    plant("memory/2026-01-02.md", 0o640);
    plant("memory/2026-01-03.md", 0o644);
    plant("memory/tool.sh", 0o750);
    const ws = await openWorkspace(dir);
    await ws.createText("memory/2026-01-04.md", "# 2026-01-04\n");
    expect(modeOf("memory/2026-01-04.md").toString(8)).toBe("640");
    plant("read-only.md", 0o444);
    await ws.writeText("SESSION-STATE.md", "# Session State\n");
    expect(modeOf("SESSION-STATE.md").toString(8)).toBe("644");
  });

  it("a replaced file keeps its own mode", async () => {
    plant("AGENTS.md", 0o644);
    plant("SESSION-STATE.md", 0o640, "# Session State\n");
    const ws = await openWorkspace(dir);
    await ws.writeText("SESSION-STATE.md", "# Session State\n\nnew\n");
    expect(modeOf("SESSION-STATE.md").toString(8)).toBe("640");
    await ws.updateText("SESSION-STATE.md", (t) => `${t}more\n`);
    expect(modeOf("SESSION-STATE.md").toString(8)).toBe("640");
  });

  // With nothing to follow, the umask decides; set in a real shell for a real CLI process.
  it.each([
    ["022", "644"],
    ["027", "640"],
    ["077", "600"],
  ])("in an empty workspace the CLI's files get 0666 & ~umask (umask %s → %s)", (umask, expected) => {
    requireBuilt("cli/bin.js");
    const r = spawnSync("sh", ["-c", `umask ${umask} && exec "$0" "$@"`, process.execPath, CLI_BIN, "state", "update", "--workspace", dir, "--now", "2026-11-29T13:05:00Z", "--timezone", "UTC", "--completed", "modes"], { encoding: "utf8" });
    expect(r.status, r.stderr).toBe(0);
    expect(modeOf("SESSION-STATE.md").toString(8)).toBe(expected);
  });
});
