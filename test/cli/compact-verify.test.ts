// `context-kit compact write --session` through the built binary (node dist/cli/bin.js): the
// same verification as the tool, one finding a line ("ungrounded: …", "missing: …"), exit 0
// when written (even with warnings) and 3 when refused. Needs `npm run build` first.
import { describe, it, expect, beforeAll } from "vitest";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { scriptEvents } from "../extract/make-transcript.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const BIN = path.join(root, "dist/cli/bin.js");

let session = "";
beforeAll(() => {
  if (!fs.existsSync(BIN)) throw new Error("dist/cli/bin.js is missing: run `npm run build` first.");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ck-cli-verify-"));
  session = path.join(dir, "session.jsonl");
  const events = scriptEvents([
    ["user", "Let's go with PostgreSQL 15.1 for the sessions table instead of SQLite."],
    ["assistant", "Agreed. It runs on db-02.internal port 5432."],
    ["user", "TODO: write the migration tomorrow."],
  ]);
  fs.writeFileSync(session, events.map((e) => JSON.stringify(e)).join("\n") + "\n");
});

function run(args: string[], stdin: string) {
  const ws = fs.mkdtempSync(path.join(os.tmpdir(), "ck-cli-verify-ws-"));
  const r = spawnSync(process.execPath, [BIN, "compact", "write", "--workspace", ws, ...args], { input: stdin, encoding: "utf8" });
  const dir = path.join(ws, "memory", "compacts");
  return { code: r.status, out: r.stdout, err: r.stderr, files: fs.existsSync(dir) ? fs.readdirSync(dir) : [] };
}

const INVENTED = "## Decisions Made\n- Upgrade PostgreSQL to v15.2\n## Pending Actions\n_None._\n## Technical Context\n- open port 8444 on db-02.internal\n## Session Summary\nPlanned the upgrade.\n";
const GOOD = "## Decisions\n- PostgreSQL 15.1 for sessions, not SQLite\n## Pending Actions\n- write the migration\n## Session Summary\nMoved sessions to PostgreSQL on db-02.internal:5432.\n";

describe("context-kit compact write --session", () => {
  it("warn: writes, and prints each finding on its own line (exit 0)", () => {
    const r = run(["--session", session], INVENTED);
    expect(r.code).toBe(0);
    expect(r.files).toHaveLength(1);
    const lines = r.out.split("\n");
    expect(lines).toEqual(expect.arrayContaining(["ungrounded: `v15.2`", "ungrounded: `port 8444`"]));
    expect(lines.some((l) => /^missing: pending: .*migration/i.test(l))).toBe(true);
    expect(lines.some((l) => /^missing: decision: .*PostgreSQL 15\.1/.test(l))).toBe(true);
    expect(r.out).toMatch(/^Compact written: memory\/compacts\/.*\.md/m);
  });

  it("refuse: nothing written, the findings printed (exit 3); a faithful draft is written (exit 0)", () => {
    const bad = run(["--session", session, "--verify", "refuse"], INVENTED);
    expect(bad.code).toBe(3);
    expect(bad.files).toEqual([]);
    expect(bad.out).toMatch(/^ungrounded: `v15\.2`$/m);
    expect(bad.err).toMatch(/nothing was written/);
    const good = run(["--session", session, "--verify", "refuse"], GOOD);
    expect(good.err).toBe("");
    expect(good.code).toBe(0);
    expect(good.out).not.toMatch(/^(ungrounded|missing):/m);
    expect(good.out).toMatch(/^fixed: heading "## Decisions" → "## Decisions Made"$/m);
  });

  it("a bad --verify is a usage error naming the flag (exit 2)", () => {
    const r = run(["--verify", "maybe"], GOOD);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--verify: "maybe" is not allowed/);
  });
});

describe("context-kit state update --session", () => {
  const state = (ws: string, args: string[]) => spawnSync(process.execPath, [BIN, "state", "update", "--workspace", ws, "--timezone", "UTC", "--config", path.join(ws, "none.json"), ...args], { encoding: "utf8" });

  it("prints each ungrounded value; warn writes (exit 0), refuse does not (exit 3)", () => {
    const ws = fs.mkdtempSync(path.join(os.tmpdir(), "ck-cli-state-verify-"));
    const warn = state(ws, ["--session", session, "--completed", "Moved sessions to PostgreSQL 15.2 on db-02.internal"]);
    expect(warn.stdout).toMatch(/^ungrounded: `PostgreSQL 15\.2`$/m);
    expect(warn.status).toBe(0);
    expect(fs.readFileSync(path.join(ws, "SESSION-STATE.md"), "utf8")).toContain("15.2");
    const ws2 = fs.mkdtempSync(path.join(os.tmpdir(), "ck-cli-state-verify-"));
    const refuse = state(ws2, ["--session", session, "--verify", "refuse", "--completed", "Opened port 8444"]);
    expect(refuse.status).toBe(3);
    expect(refuse.stdout).toMatch(/^ungrounded: `port 8444`$/m);
    expect(fs.existsSync(path.join(ws2, "SESSION-STATE.md"))).toBe(false);
    const ok = state(ws2, ["--session", session, "--verify", "refuse", "--completed", "PostgreSQL 15.1 on db-02.internal port 5432"]);
    expect(ok.stdout).not.toMatch(/^ungrounded:/m);
    expect(ok.status).toBe(0);
  });
});
