/**
 * Runs made through the CLI are recorded in memory/context-kit-state.json like the plugin's, so
 * `context-kit status` right after `context-kit distill` does not say "distill never". Through
 * the real CLI (`node dist/cli/bin.js`), as a person or a cron job runs it.
 */
import { describe, it, expect } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { REPO, requireBuilt, runCli } from "../reliability/support/dist.js";

const FIXTURE_WS = path.join(REPO, "test", "fixtures", "distill", "workspace");
const TRANSCRIPT = path.join(REPO, "test", "fixtures", "transcripts", "v3-forkful.jsonl");

async function ok(args: string[], stdin?: string): Promise<string> {
  const r = await runCli(args, stdin === undefined ? {} : { stdin });
  expect(r.code, r.stderr).toBe(0);
  return r.stdout;
}

async function lastRuns(dir: string): Promise<Record<string, { at: string; by: string; note?: string }>> {
  return (JSON.parse(await ok(["status", "--workspace", dir, "--json"])) as { lastRun: Record<string, { at: string; by: string; note?: string }> }).lastRun;
}

describe("context-kit status after CLI runs", () => {
  it("shows distill, forget, compact write and state update as run by the CLI", async () => {
    requireBuilt("cli/bin.js");
    const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "ck-cli-runs-")));
    fs.cpSync(FIXTURE_WS, dir, { recursive: true });
    expect(await ok(["status", "--workspace", dir])).toMatch(/distill\s+never/);

    const before = Date.now();
    await ok(["distill", "--workspace", dir, "--now", "2026-03-02"]);
    let runs = await lastRuns(dir);
    expect(runs.distill).toMatchObject({ by: "context-kit distill" });
    expect(runs.distill!.note).toMatch(/^\d+ written$/);
    expect(Date.parse(runs.distill!.at)).toBeGreaterThanOrEqual(before - 1000);
    expect(await ok(["status", "--workspace", dir])).toMatch(/distill\s+\S+ \(just now\) by context-kit distill/);

    // A dry run changes nothing and is not a run of forget; --apply is.
    await ok(["forget", "--workspace", dir, "--now", "2026-03-02"]);
    expect((await lastRuns(dir)).forget).toBeUndefined();
    await ok(["forget", "--workspace", dir, "--now", "2026-03-02", "--apply"]);
    expect((await lastRuns(dir)).forget).toMatchObject({ by: "context-kit forget --apply" });

    const draft = await ok(["compact", "extract", "--session", TRANSCRIPT, "--now", "2026-03-08T18:00:00Z"]);
    await ok(["compact", "write", "--workspace", dir, "--now", "2026-03-08T18:00:00Z"], draft);
    await ok(["state", "update", "--workspace", dir, "--now", "2026-03-08T18:00:00Z", "--timezone", "UTC", "--completed", "recorded"]);
    runs = await lastRuns(dir);
    expect(runs.compact).toMatchObject({ by: "context-kit compact write", note: "memory/compacts/2026-03-08-1800.md" });
    expect(runs.rollingSummary).toMatchObject({ by: "context-kit state update" });
    expect(runs.distill).toMatchObject({ by: "context-kit distill" }); // earlier records kept

    const text = await ok(["status", "--workspace", dir]);
    for (const label of ["rolling summary", "compact", "distill", "forget"]) expect(text).not.toMatch(new RegExp(`${label}\\s+never`));
  }, 180_000);

  it("a forget run names how many old files it kept because no higher tier holds what they say", async () => {
    requireBuilt("cli/bin.js");
    const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "ck-cli-kept-")));
    fs.mkdirSync(path.join(dir, "memory"));
    fs.writeFileSync(path.join(dir, "MEMORY.md"), "# Memory\n");
    fs.writeFileSync(path.join(dir, "memory", "2026-01-05.md"), "# 2026-01-05\n\n- Moved the billing database to the Frankfurt region.\n- Signed the Acme renewal for €12,400.\n");
    await ok(["distill", "--workspace", dir, "--now", "2026-01-06"]);
    // The day file loses a fact (an agent's refinement, a hand edit): the log must stay.
    const day = path.join(dir, "memory", "distilled", "day-2026-01-05.md");
    fs.writeFileSync(day, fs.readFileSync(day, "utf8").replace(/^- Signed the Acme renewal.*\n/m, ""));
    expect(await ok(["forget", "--workspace", dir, "--now", "2026-03-02"])).toMatch(/memory\/2026-01-05\.md: not covered: 1 statement not in day-2026-01-05\.md.*'Signed the Acme renewal for €12,400\.'/);
    await ok(["forget", "--workspace", dir, "--now", "2026-03-02", "--apply"]);
    expect(fs.existsSync(path.join(dir, "memory", "2026-01-05.md"))).toBe(true);
    expect((await lastRuns(dir)).forget).toMatchObject({ note: "0 removed; 1 old file kept: statements no higher tier holds" });
    expect(await ok(["status", "--workspace", dir])).toMatch(/forget\s+.*\(0 removed; 1 old file kept: statements no higher tier holds\)/);
  }, 120_000);
});
