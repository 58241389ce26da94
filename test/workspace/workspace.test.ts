import { describe, it, expect, beforeEach } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openWorkspace, WorkspaceError } from "../../src/core/workspace/index.js";

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "ck-ws-"));
});

async function refused(p: Promise<unknown>): Promise<WorkspaceError> {
  try {
    await p;
  } catch (err) {
    expect(err).toBeInstanceOf(WorkspaceError);
    return err as WorkspaceError;
  }
  throw new Error("expected a WorkspaceError, but the call succeeded");
}

function tree(root: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, e.name);
      out.push(path.relative(root, full) + (e.isDirectory() ? "/" : ""));
      if (e.isDirectory() && !e.isSymbolicLink()) walk(full);
    }
  };
  walk(root);
  return out.sort();
}

describe("openWorkspace", () => {
  it("writes the allowed targets and reads them back", async () => {
    const ws = await openWorkspace(dir);
    await ws.writeText("SESSION-STATE.md", "# Session State\n");
    await ws.writeText("memory/2026-11-29.md", "# 2026-11-29\n");
    await ws.createText("memory/compacts/2026-11-29-1405.md", "# Session Compact\n");
    await ws.writeText("memory/distilled/day-2026-11-28.md", "# Daily Distillation: 2026-11-28\n");
    expect(await ws.readText("SESSION-STATE.md")).toBe("# Session State\n");
    expect(await ws.list("memory/compacts")).toEqual(["2026-11-29-1405.md"]);
    expect(await ws.readText("memory/nope.md")).toBeNull();
    // Locks are released and no staging files remain; only the (empty) lock folder is left.
    expect(tree(dir).filter((p) => p.endsWith(".lock") || p.includes(".fs-safe"))).toEqual([]);
  });

  it("refuses paths outside the write targets and says which targets exist", async () => {
    const ws = await openWorkspace(dir);
    const e = await refused(ws.writeText("notes.md", "x"));
    expect(e.code).toBe("not-writable");
    expect(e.message).toContain("notes.md");
    expect(e.message).toContain("memory/compacts");
  });

  it.each([
    ["../escape.md", "invalid-path"],
    ["memory/../../escape.md", "invalid-path"],
    ["/etc/passwd", "invalid-path"],
    ["~/x.md", "invalid-path"],
    ["C:\\Users\\me\\x.md", "invalid-path"],
    ["\\\\server\\share\\x.md", "invalid-path"],
    ["memory/compacts/.hidden.md", "invalid-path"],
    ["memory/compacts/a\u0000b.md", "invalid-path"],
    ["memory/compacts/a\nb.md", "invalid-path"],
    ["MEMORY.md", "not-writable"],
    ["AGENTS.md", "not-writable"],
    ["memory/compacts/evil.sh", "not-writable"],
  ])("refuses %j (%s) and writes nothing", async (p, code) => {
    const ws = await openWorkspace(dir);
    const before = tree(dir);
    const e = await refused(ws.writeText(p, "x"));
    expect(e.code).toBe(code);
    expect(e.message).toMatch(/Refused/);
    expect(e.message).not.toContain("\n");
    expect(tree(dir)).toEqual(before);
  });

  it("refuses to write through a symlinked memory/ folder", async () => {
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), "ck-out-"));
    fs.symlinkSync(outside, path.join(dir, "memory"));
    const ws = await openWorkspace(dir);
    const e = await refused(ws.writeText("memory/compacts/2026-11-29-1405.md", "x"));
    expect(e.code).toBe("outside-workspace");
    expect(fs.readdirSync(outside)).toEqual([]);
  });

  it("refuses to write through a hardlink to a file outside", async () => {
    const outside = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "ck-out-")), "victim.md");
    fs.writeFileSync(outside, "original");
    fs.linkSync(outside, path.join(dir, "SESSION-STATE.md"));
    const ws = await openWorkspace(dir);
    const e = await refused(ws.writeText("SESSION-STATE.md", "overwritten"));
    expect(e.code).toBe("outside-workspace");
    expect(fs.readFileSync(outside, "utf8")).toBe("original");
  });

  it("redacts secrets before they reach disk", async () => {
    const ws = await openWorkspace(dir);
    const token = "ghp_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8";
    const r = await ws.writeText("SESSION-STATE.md", `token ${token}\n`);
    const disk = fs.readFileSync(path.join(dir, "SESSION-STATE.md"), "utf8");
    expect(disk).not.toContain(token);
    expect(disk).toContain("<REDACTED_SECRET>");
    expect(r.findings.length).toBeGreaterThan(0);
  });

  it("updateText redacts only the lines it changes, keeping the user's bytes elsewhere", async () => {
    const userLine = "my notes link https://example.com/page\n";
    fs.writeFileSync(path.join(dir, "SESSION-STATE.md"), userLine + "## Rolling Summary\n- old\n");
    const ws = await openWorkspace(dir);
    const token = "ghp_" + "Z1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8";
    await ws.updateText("SESSION-STATE.md", (cur) => cur!.replace("- old", `- new ${token}`));
    const disk = fs.readFileSync(path.join(dir, "SESSION-STATE.md"), "utf8");
    expect(disk.startsWith(userLine)).toBe(true);
    expect(disk).not.toContain(token);
  });

  it("refuses to read invalid UTF-8 instead of mangling it", async () => {
    fs.writeFileSync(path.join(dir, "SESSION-STATE.md"), Buffer.from([0x23, 0x20, 0xff, 0xfe, 0x0a]));
    const ws = await openWorkspace(dir);
    const e = await refused(ws.readText("SESSION-STATE.md"));
    expect(e.code).toBe("invalid-utf8");
    const e2 = await refused(ws.updateText("SESSION-STATE.md", (c) => c + "x"));
    expect(e2.code).toBe("invalid-utf8");
    expect(fs.readFileSync(path.join(dir, "SESSION-STATE.md"))).toEqual(Buffer.from([0x23, 0x20, 0xff, 0xfe, 0x0a]));
  });

  it("createText never clobbers an existing file", async () => {
    const ws = await openWorkspace(dir);
    await ws.createText("memory/compacts/2026-11-29-1405.md", "first\n");
    const e = await refused(ws.createText("memory/compacts/2026-11-29-1405.md", "second\n"));
    expect(e.code).toBe("already-exists");
    expect(await ws.readText("memory/compacts/2026-11-29-1405.md")).toBe("first\n");
  });

  it("serializes concurrent read-modify-write in one process: no lost update", async () => {
    const ws = await openWorkspace(dir);
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        ws.updateText("SESSION-STATE.md", (cur) => (cur ?? "") + `line ${i}\n`),
      ),
    );
    const lines = (await ws.readText("SESSION-STATE.md"))!.trim().split("\n");
    expect(lines).toHaveLength(50);
    expect(new Set(lines).size).toBe(50);
  });

  it("sweeps staging debris a killed writer left in the folder", async () => {
    fs.mkdirSync(path.join(dir, "memory", "compacts"), { recursive: true });
    const debris = path.join(dir, "memory", "compacts", ".fs-safe-0f8c6a2e-1b2c-4d5e-8f90-123456789abc.tmp");
    fs.writeFileSync(debris, "half a file");
    const ws = await openWorkspace(dir);
    await ws.createText("memory/compacts/2026-11-29-1405.md", "x\n");
    expect(fs.existsSync(debris)).toBe(false);
  });

  it("reclaims a lock left by a dead process", async () => {
    fs.mkdirSync(path.join(dir, "memory", ".locks"), { recursive: true });
    fs.writeFileSync(path.join(dir, "memory", ".locks", "write.lock"), JSON.stringify({ pid: 2 ** 22 + 12345, host: os.hostname(), at: Date.now() }));
    const ws = await openWorkspace(dir);
    await ws.writeText("SESSION-STATE.md", "ok\n");
    expect(fs.readFileSync(path.join(dir, "SESSION-STATE.md"), "utf8")).toBe("ok\n");
    expect(fs.readdirSync(path.join(dir, "memory", ".locks"))).toEqual([]); // the dead one's record is gone
  });

  it("recovers when a killed writer left both a stale lock and its reclaim guard", async () => {
    const locks = path.join(dir, "memory", ".locks");
    fs.mkdirSync(locks, { recursive: true });
    const dead = 2 ** 22 + 54321;
    fs.writeFileSync(path.join(locks, "write.lock"), JSON.stringify({ pid: dead, host: os.hostname(), at: Date.now() }));
    fs.writeFileSync(path.join(locks, "write.lock.reclaim"), JSON.stringify({ pid: dead, createdAt: new Date().toISOString() }));
    const ws = await openWorkspace(dir);
    await ws.writeText("SESSION-STATE.md", "recovered\n");
    expect(fs.readFileSync(path.join(dir, "SESSION-STATE.md"), "utf8")).toBe("recovered\n");
    expect(fs.readdirSync(locks)).toEqual([]);
  });

  it("fails clearly when the workspace folder does not exist", async () => {
    const e = await refused(openWorkspace(path.join(dir, "missing")));
    expect(e.code).toBe("no-workspace");
    expect(e.message).toContain("--workspace");
  });
});
