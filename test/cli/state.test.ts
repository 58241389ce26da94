import { describe, expect, it } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { main } from "../../src/cli/main.js";
import type { CliIO } from "../../src/cli/io.js";
import { splitJsonFlag } from "../../src/cli/commands/state.js";

function fakeIO(stdin = "") {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIO = {
    stdout: (t) => void out.push(t),
    stderr: (t) => void err.push(t),
    progress: () => undefined,
    readStdin: async () => Buffer.from(stdin),
    env: { HOME: process.env.HOME },
  };
  return { io, out: () => out.join(""), err: () => err.join("") };
}

function workspace(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), "ck-cli-state-"));
}
const NOW = ["--now", "2026-11-29T13:05:00Z", "--timezone", "Europe/Berlin"];
const state = (dir: string, file = "SESSION-STATE.md") => fs.readFileSync(path.join(dir, file), "utf8");

async function cli(args: string[], stdin = "") {
  const f = fakeIO(stdin);
  const code = await main(["state", ...args], f.io);
  return { code, out: f.out(), err: f.err() };
}

describe("context-kit state update", () => {
  it("writes the summary from the five flags, and show prints it back", async () => {
    const dir = workspace();
    const r = await cli(["update", "--workspace", dir, ...NOW, "--completed", "CLI done", "--in-progress", "tests", "--decisions", "flags win", "--blockers", "", "--next", "bench"]);
    expect(r).toMatchObject({ code: 0, err: "" });
    expect(r.out).toBe('SESSION-STATE.md: created with "## Rolling Summary (as of 14:05)".\n');
    const summary = "## Rolling Summary (as of 14:05)\n- Completed: CLI done\n- In progress: tests\n- Decisions: flags win\n- Blockers: —\n- Next: bench";
    expect(state(dir)).toBe(`# Session State\n\n${summary}\n`);
    const show = await cli(["show", "--workspace", dir]);
    expect(show).toMatchObject({ code: 0, out: summary + "\n" });
  });

  it("reads the fields from --json FILE, lets flags override, and --json alone prints JSON", async () => {
    const dir = workspace();
    const file = path.join(dir, "..", path.basename(dir) + "-fields.json");
    fs.writeFileSync(file, JSON.stringify({ completed: "from file", in_progress: "also file", Decisions: "d", blockers: null, next: "n" }));
    const r = await cli(["update", "--workspace", dir, ...NOW, "--json", file, "--next", "from flag", "--json"]);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.out);
    expect(out).toMatchObject({ ok: true, file: "SESSION-STATE.md", asOf: "14:05", action: "created", fields: { completed: "from file", inProgress: "also file", decisions: "d", blockers: "", next: "from flag" } });
    const stdin = await cli(["update", "--workspace", dir, ...NOW, "--from-json", "-"], JSON.stringify({ completed: "from stdin" }));
    expect(stdin.code).toBe(0);
    expect(state(dir)).toContain("- Completed: from stdin\n");
  });

  it("tells --json FILE from the --json output switch by what follows it", () => {
    expect(splitJsonFlag(["--json", "f.json", "--next", "x"])).toEqual(["--from-json", "f.json", "--next", "x"]);
    expect(splitJsonFlag(["--json=f.json"])).toEqual(["--from-json", "f.json"]);
    expect(splitJsonFlag(["--next", "x", "--json"])).toEqual(["--next", "x", "--json"]);
    expect(splitJsonFlag(["--json", "--next", "x"])).toEqual(["--json", "--next", "x"]);
  });

  it("trims with a note naming the field, or with --refuse-overflow exits 2 naming it and writes nothing", async () => {
    const dir = workspace();
    const long = Array.from({ length: 40 }, () => "word").join(" ") + " " + "x".repeat(59); // 259 chars
    const refused = await cli(["update", "--workspace", dir, ...NOW, "--refuse-overflow", "--completed", long]);
    expect(refused.code).toBe(2);
    expect(refused.err).toMatch(/"completed" \(Completed\) is 259 characters; the limit is 200/);
    expect(fs.existsSync(path.join(dir, "SESSION-STATE.md"))).toBe(false);
    const json = await cli(["update", "--workspace", dir, ...NOW, "--refuse-overflow", "--completed", long, "--json"]);
    expect(JSON.parse(json.out)).toMatchObject({ ok: false, field: "completed", limit: 200, actual: 259 });
    const trimmed = await cli(["update", "--workspace", dir, ...NOW, "--completed", long]);
    expect(trimmed.code).toBe(0);
    expect(trimmed.out).toMatch(/Trimmed to fit the limits \(200 characters a field, 500 in all\): Completed 259 → \d+\./);
  });

  it("stamps HH:MM in --timezone, else in the plugin config's timezone", async () => {
    const dir = workspace();
    await cli(["update", "--workspace", dir, "--now", "2026-11-29T13:05:00Z", "--timezone", "Asia/Shanghai", "--next", "x"]);
    expect(state(dir)).toContain("## Rolling Summary (as of 21:05)");
    const cfg = path.join(dir, "..", path.basename(dir) + "-openclaw.json");
    fs.writeFileSync(cfg, JSON.stringify({ plugins: { entries: { "context-kit": { enabled: true, config: { timezone: "America/New_York" } } } } }));
    await cli(["update", "--workspace", dir, "--config", cfg, "--now", "2026-11-29T13:05:00Z", "--next", "x"]);
    expect(state(dir)).toContain("## Rolling Summary (as of 08:05)");
  });

  it("leaves the user's own sections byte-identical", async () => {
    const dir = workspace();
    const mine = "# Session State\n\n## Rolling Summary (as of 01:00)\n- Completed: old\n\n## My notes\n*  spaced   *  \n\\# not a heading\n";
    fs.writeFileSync(path.join(dir, "SESSION-STATE.md"), mine);
    expect((await cli(["update", "--workspace", dir, ...NOW, "--next", "x"])).code).toBe(0);
    expect(state(dir).endsWith("\n\n## My notes\n*  spaced   *  \n\\# not a heading\n")).toBe(true);
  });

  it("passes --file to the workspace layer: another *-STATE.md works, MEMORY.md is refused with exit 2", async () => {
    const dir = workspace();
    expect((await cli(["update", "--workspace", dir, ...NOW, "--file", "AGENT-STATE.md", "--next", "x"])).code).toBe(0);
    expect(state(dir, "AGENT-STATE.md")).toContain("- Next: x");
    const refused = await cli(["update", "--workspace", dir, ...NOW, "--file", "MEMORY.md", "--next", "x"]);
    expect(refused.code).toBe(2);
    expect(refused.err).toMatch(/Refused to write "MEMORY.md"/);
    expect(fs.existsSync(path.join(dir, "MEMORY.md"))).toBe(false);
  });

  it.each([
    [["update", ...NOW], /give at least one field/],
    [["update", "--now", "yesterday", "--next", "x"], /--now: expected an ISO date-time/],
    [["update", "--now", "2026-11-29T13:05:00Z", "--timezone", "Mars/Base", "--next", "x"], /timezone: "Mars\/Base" is not an IANA timezone/],
    [["update", ...NOW, "--json", "/nonexistent/fields.json"], /--json \/nonexistent\/fields.json: cannot read it/],
    [["update", ...NOW, "--bogus", "x"], /bogus/],
    [["frobnicate"], /unknown subcommand "frobnicate": expected update or show/],
    [[], /missing subcommand/],
  ])("exits 2 on bad input %j", async (args, re) => {
    const dir = workspace();
    const withWs = args.length > 0 && args[0] !== "frobnicate" ? [args[0]!, "--workspace", dir, ...args.slice(1)] : args;
    const r = await cli(withWs);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(re);
  });

  it("exits 2 on an unknown key in the JSON file, naming it and the allowed keys", async () => {
    const dir = workspace();
    const r = await cli(["update", "--workspace", dir, ...NOW, "--from-json", "-"], JSON.stringify({ done: "x" }));
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/unknown key "done"; allowed: completed, inProgress, decisions, blockers, next/);
  });
});

describe("context-kit state show", () => {
  it("says there is no summary yet, and in JSON found: false", async () => {
    const dir = workspace();
    expect((await cli(["show", "--workspace", dir])).out).toMatch(/No rolling summary in SESSION-STATE.md yet/);
    const r = await cli(["show", "--workspace", dir, "--json"]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toEqual({ found: false, file: "SESSION-STATE.md" });
  });

  it("prints the parsed fields as JSON", async () => {
    const dir = workspace();
    await cli(["update", "--workspace", dir, ...NOW, "--completed", "a", "--next", "b"]);
    const r = JSON.parse((await cli(["show", "--workspace", dir, "--json"])).out);
    expect(r).toMatchObject({ found: true, asOf: "14:05", fields: { completed: "a", inProgress: "", decisions: "", blockers: "", next: "b" }, matches: 1 });
  });

  it("exits 2 when the workspace folder does not exist", async () => {
    const r = await cli(["show", "--workspace", path.join(workspace(), "missing")]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/is not an existing folder/);
  });
});
