import { describe, it, expect } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { main } from "../../src/cli/main.js";
import type { CliIO } from "../../src/cli/io.js";
import { hostConfigProblems } from "../../src/core/host-config/host-config-problems.js";

function fakeIO(env: NodeJS.ProcessEnv = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIO = {
    stdout: (t) => void out.push(t),
    stderr: (t) => void err.push(t),
    progress: (t) => void err.push(t),
    readStdin: async () => Buffer.alloc(0),
    env,
  };
  return { io, out: () => out.join(""), err: () => err.join("") };
}

function scratch() {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), "ck-status-"));
  const ws = path.join(home, "workspace");
  fs.mkdirSync(path.join(ws, "memory", "compacts"), { recursive: true });
  return { home, ws };
}

function writeConfig(home: string, entry: unknown): string {
  const file = path.join(home, "openclaw.json");
  fs.writeFileSync(file, JSON.stringify({ plugins: { entries: { "context-kit": entry } } }));
  return file;
}

describe("context-kit status", () => {
  it("says loudly that conversation hooks are blocked, with the fix, and exits 1", async () => {
    const { home, ws } = scratch();
    const cfg = writeConfig(home, { enabled: true });
    const f = fakeIO();
    const code = await main(["status", "--workspace", ws, "--config", cfg], f.io);
    expect(code).toBe(1);
    expect(f.out()).toContain("Conversation hooks are BLOCKED");
    expect(f.out()).toContain("openclaw config set plugins.entries.context-kit.hooks.allowConversationAccess true");
  });

  it("reports OK, the files that exist and the summary's time when configured", async () => {
    const { home, ws } = scratch();
    const cfg = writeConfig(home, { enabled: true, hooks: { allowConversationAccess: true } });
    fs.writeFileSync(path.join(ws, "SESSION-STATE.md"), "# S\n\n## Rolling Summary (as of 14:05)\n- Next: x\n");
    fs.writeFileSync(path.join(ws, "memory", "compacts", "2026-11-29-1405.md"), "# c\n");
    fs.writeFileSync(path.join(ws, "memory", "2026-11-28.md"), "# d\n");
    const f = fakeIO();
    const code = await main(["status", "--workspace", ws, "--config", cfg], f.io);
    expect(code).toBe(0);
    expect(f.out()).toMatch(/^context-kit: OK/);
    expect(f.out()).toContain("summary as of 14:05");
    expect(f.out()).toContain("1 compact(s), newest 2026-11-29-1405.md");
    expect(f.out()).toContain("1 daily note(s)");
  });

  it("prints JSON with --json", async () => {
    const { home, ws } = scratch();
    const cfg = writeConfig(home, { enabled: true, hooks: { allowConversationAccess: true } });
    const f = fakeIO();
    await main(["status", "--workspace", ws, "--config", cfg, "--json"], f.io);
    const report = JSON.parse(f.out());
    expect(report.files.compacts.count).toBe(0);
    expect(report.problems).toEqual([]);
  });

  it("reports an invalid plugin config naming the key", async () => {
    const { home, ws } = scratch();
    const cfg = writeConfig(home, { enabled: true, hooks: { allowConversationAccess: true }, config: { compactor: { keep: 0 } } });
    const f = fakeIO();
    expect(await main(["status", "--workspace", ws, "--config", cfg], f.io)).toBe(1);
    expect(f.out()).toContain("compactor.keep");
  });

  it("fails clearly on a missing workspace", async () => {
    const { home } = scratch();
    const f = fakeIO();
    expect(await main(["status", "--workspace", path.join(home, "nope"), "--config", path.join(home, "x.json")], f.io)).toBe(1);
    expect(f.err()).toContain("is not an existing folder");
  });

  it("rejects unknown flags with usage and exit 2", async () => {
    const f = fakeIO();
    expect(await main(["status", "--bogus"], f.io)).toBe(2);
    expect(f.err()).toContain("--bogus");
    expect(f.err()).toContain("Usage: context-kit status");
  });
});

describe("hostConfigProblems", () => {
  it("flags a disabled plugin and blocked prompt injection", () => {
    const p = hostConfigProblems({ plugins: { entries: { "context-kit": { enabled: false, hooks: { allowConversationAccess: true, allowPromptInjection: false } } } } });
    expect(p.map((x) => x.message).join("\n")).toMatch(/disabled[\s\S]*allowPromptInjection/);
  });

  it("warns that a refine.model override needs the operator's llm.allowModelOverride", () => {
    const entry = (llm?: object) => ({ plugins: { entries: { "context-kit": { enabled: true, hooks: { allowConversationAccess: true }, config: { refine: { mode: "host", model: "openai/gpt-5-mini" } }, ...(llm ? { llm } : {}) } } } });
    const without = hostConfigProblems(entry());
    expect(without).toHaveLength(1);
    expect(without[0]!.severity).toBe("warning");
    expect(without[0]!.message).toContain("llm.allowModelOverride");
    expect(without[0]!.fix).toContain("openclaw config set plugins.entries.context-kit.llm.allowModelOverride true");
    expect(hostConfigProblems(entry({ allowModelOverride: true }))).toEqual([]);
  });
});
