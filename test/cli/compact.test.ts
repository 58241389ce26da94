// `context-kit compact …` through main(), with an in-memory CliIO: output, exit codes
// (0 ok, 1 runtime problem, 2 bad usage naming the flag), files written only where asked.
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import type { CliIO } from "../../src/cli/io.js";
import { validateCompact } from "../../src/skills/context-compactor/index.js";

const here = path.dirname(fileURLToPath(import.meta.url));
const FORKFUL = path.join(here, "../fixtures/transcripts/v3-forkful.jsonl");
const tmp = () => mkdtempSync(path.join(os.tmpdir(), "ck-cli-compact-"));

function io(stdin = "") {
  const out: string[] = [];
  const err: string[] = [];
  const cli: CliIO = {
    stdout: (t) => void out.push(t),
    stderr: (t) => void err.push(t),
    progress: (t) => void err.push(t),
    readStdin: async () => Buffer.from(stdin, "utf8"),
    env: {},
  };
  return { cli, out: () => out.join(""), err: () => err.join("") };
}

describe("compact extract", () => {
  it("prints a valid, redacted digest to stdout", async () => {
    const x = io();
    const code = await main(["compact", "extract", "--session", FORKFUL, "--now", "2026-03-08T18:00:00Z"], x.cli);
    expect(code).toBe(0);
    expect(x.out().startsWith("# Session Compact — 2026-03-08 18:00 UTC\n")).toBe(true);
    expect(validateCompact(x.out())).toEqual([]);
    expect(x.out()).not.toContain("ghp_16C7e42F292c6912E7710c838347Ae178B4a");
    expect(x.out()).not.toContain("hunter2-forkful-DB");
  });

  it("writes to --out instead of stdout", async () => {
    const dir = tmp();
    const out = path.join(dir, "digest.md");
    const x = io();
    expect(await main(["compact", "extract", "--session", FORKFUL, "--out", out, "--now", "2026-03-08T18:00:00Z"], x.cli)).toBe(0);
    expect(x.out()).toBe("");
    expect(validateCompact(readFileSync(out, "utf8"))).toEqual([]);
    expect(x.err()).toMatch(/Wrote .*digest\.md/);
  });

  it("--json carries the markdown, stats and the refinement prompt", async () => {
    const x = io();
    expect(await main(["compact", "extract", "--session", FORKFUL, "--json", "--now", "2026-03-08T18:00:00Z"], x.cli)).toBe(0);
    const j = JSON.parse(x.out()) as { markdown: string; stats: { turns: number; ratio: number }; refinePrompt: string; transcript: { lines: number } };
    expect(j.stats.turns).toBeGreaterThan(10);
    expect(j.refinePrompt).toContain(j.markdown.trimEnd());
    expect(j.transcript.lines).toBe(68);
  });

  it("--memory leaves out facts MEMORY.md already has", async () => {
    const dir = tmp();
    const mem = path.join(dir, "MEMORY.md");
    writeFileSync(mem, "- Launch is planned for April 12\n");
    const x = io();
    expect(await main(["compact", "extract", "--session", FORKFUL, "--memory", mem, "--now", "2026-03-08T18:00:00Z"], x.cli)).toBe(0);
    expect(x.out()).not.toMatch(/April 12/);
  });

  it("a missing --session is a usage error naming the flag (exit 2)", async () => {
    const x = io();
    expect(await main(["compact", "extract"], x.cli)).toBe(2);
    expect(x.err()).toMatch(/--session is required/);
  });

  it("a bad --now or --policy names the flag and the allowed values (exit 2)", async () => {
    const a = io();
    expect(await main(["compact", "extract", "--session", FORKFUL, "--now", "yesterday"], a.cli)).toBe(2);
    expect(a.err()).toMatch(/--now: expected an ISO date-time such as 2026-03-31T17:00:00Z, got "yesterday"/);
    const b = io();
    expect(await main(["compact", "extract", "--session", FORKFUL, "--policy", "lax"], b.cli)).toBe(2);
    expect(b.err()).toMatch(/--policy: "lax" is not allowed; use strict .* or secrets/);
  });

  it("an unknown flag or action is a usage error (exit 2)", async () => {
    const a = io();
    expect(await main(["compact", "extract", "--sesion", FORKFUL], a.cli)).toBe(2);
    expect(a.err()).toMatch(/sesion/);
    const b = io();
    expect(await main(["compact", "shrink"], b.cli)).toBe(2);
    expect(b.err()).toMatch(/unknown action "shrink"; use one of extract, write, list, latest, stats/);
  });

  it("an unreadable session file is a runtime error (exit 1)", async () => {
    const x = io();
    expect(await main(["compact", "extract", "--session", path.join(tmp(), "missing.jsonl")], x.cli)).toBe(1);
    expect(x.err()).toMatch(/--session ".*missing\.jsonl" does not exist/);
  });

  it("reports skipped lines but still extracts from a damaged file", async () => {
    const dir = tmp();
    const f = path.join(dir, "damaged.jsonl");
    writeFileSync(f, readFileSync(FORKFUL, "utf8") + "{broken\n");
    const x = io();
    expect(await main(["compact", "extract", "--session", f, "--now", "2026-03-08T18:00:00Z"], x.cli)).toBe(0);
    expect(x.err()).toMatch(/skipped 1 malformed/);
    expect(validateCompact(x.out())).toEqual([]);
  });
});

describe("compact write / list / latest / stats", () => {
  async function extracted(): Promise<string> {
    const x = io();
    await main(["compact", "extract", "--session", FORKFUL, "--now", "2026-03-08T18:00:00Z"], x.cli);
    return x.out();
  }

  it("write saves the draft from stdin under memory/compacts/ and list/latest/stats see it", async () => {
    const dir = tmp();
    const md = await extracted();
    const w = io(md);
    expect(await main(["compact", "write", "--workspace", dir, "--now", "2026-03-08T18:00:00Z"], w.cli)).toBe(0);
    expect(w.out()).toMatch(/Compact written: memory\/compacts\/2026-03-08-1800\.md \(\d+ bytes/);
    expect(readdirSync(path.join(dir, "memory/compacts")).filter((f) => f.endsWith(".md"))).toEqual(["2026-03-08-1800.md"]);

    const l = io();
    expect(await main(["compact", "list", "--workspace", dir, "--json"], l.cli)).toBe(0);
    expect((JSON.parse(l.out()) as Array<{ name: string }>).map((c) => c.name)).toEqual(["2026-03-08-1800.md"]);

    const t = io();
    expect(await main(["compact", "latest", "--workspace", dir], t.cli)).toBe(0);
    expect(t.out()).toBe(md.endsWith("\n") ? md : md + "\n");

    const s = io();
    expect(await main(["compact", "stats", "--workspace", dir, "--json"], s.cli)).toBe(0);
    expect(JSON.parse(s.out())).toMatchObject({ count: 1, newest: { name: "2026-03-08-1800.md" } });
  });

  it("write applies the OpenClaw config's redaction.allowHosts: an allowed host's URL survives, others do not", async () => {
    const md = (await extracted()).replace("## Technical Context\n", "## Technical Context\n- Review: https://github.com/acme/forkful/pull/7 and https://gitlab.example.org/acme/forkful\n");
    const cfg = path.join(tmp(), "openclaw.json");
    writeFileSync(cfg, JSON.stringify({ plugins: { entries: { "context-kit": { enabled: true, config: { redaction: { allowHosts: ["github.com"] } } } } } }));
    const written = async (env: NodeJS.ProcessEnv) => {
      const dir = tmp();
      const x = io(md);
      x.cli.env = env;
      expect(await main(["compact", "write", "--workspace", dir, "--now", "2026-03-08T18:00:00Z"], x.cli)).toBe(0);
      return readFileSync(path.join(dir, "memory/compacts/2026-03-08-1800.md"), "utf8");
    };
    // The config found where OpenClaw keeps it ($OPENCLAW_CONFIG_PATH here), without a flag.
    const allowed = await written({ OPENCLAW_CONFIG_PATH: cfg });
    expect(allowed).toContain("https://github.com/acme/forkful/pull/7");
    expect(allowed).not.toContain("gitlab.example.org");
    // Without it the same draft loses both URLs: the config is what kept the first.
    const strict = await written({ OPENCLAW_CONFIG_PATH: path.join(tmp(), "none.json") });
    expect(strict).not.toContain("github.com/acme");
    expect(strict).toContain("<REDACTED_URL>");
  });

  it("write with --keep prunes the oldest", async () => {
    const dir = tmp();
    const md = await extracted();
    for (const [i, now] of ["2026-03-08T18:00:00Z", "2026-03-08T18:01:00Z", "2026-03-08T18:02:00Z"].entries()) {
      // Each one says something new (an identical one would not be written at all).
      const draft = md.replace("## Facts Established\n", `## Facts Established\n- [PROJ] Revision ${i}\n`);
      expect(await main(["compact", "write", "--workspace", dir, "--now", now, "--keep", "2"], io(draft).cli)).toBe(0);
    }
    expect(readdirSync(path.join(dir, "memory/compacts")).filter((f) => f.endsWith(".md")).sort()).toEqual(["2026-03-08-1801.md", "2026-03-08-1802.md"]);
  });

  it("writing the same compact twice leaves one file and says so", async () => {
    const dir = tmp();
    const md = await extracted();
    expect(await main(["compact", "write", "--workspace", dir, "--now", "2026-03-08T18:00:00Z"], io(md).cli)).toBe(0);
    // Later, with other counts in the header and the summary: still the same content.
    const later = md.replace(/^\*\*Turns\*\*: \d+/m, "**Turns**: 99").replace(/Over \d+ turns and \d+ tool calls/, "Over 99 turns and 77 tool calls");
    expect(later).not.toBe(md);
    const x = io(later);
    expect(await main(["compact", "write", "--workspace", dir, "--now", "2026-03-08T18:05:00Z"], x.cli)).toBe(0);
    expect(x.out()).toBe("Compact not written: it says the same as the newest compact, memory/compacts/2026-03-08-1800.md (only the time and counts differ).\n");
    const j = io(md);
    expect(await main(["compact", "write", "--workspace", dir, "--now", "2026-03-08T18:06:00Z", "--json"], j.cli)).toBe(0);
    expect(JSON.parse(j.out()).skipped).toEqual({ reason: "same-as-newest", sameAs: "memory/compacts/2026-03-08-1800.md" });
    expect(readdirSync(path.join(dir, "memory/compacts")).filter((f) => f.endsWith(".md"))).toEqual(["2026-03-08-1800.md"]);
  });

  it("a draft without its required sections is refused naming them (exit 3) and nothing is written", async () => {
    const dir = tmp();
    const x = io("# Not a compact\n");
    expect(await main(["compact", "write", "--workspace", dir], x.cli)).toBe(3);
    expect(x.err()).toMatch(/nothing was written/);
    expect(x.out()).toMatch(/^refused: missing section "## Decisions Made"$/m);
    expect(readdirSync(dir)).toEqual([]);
  });

  it("an empty stdin, a missing --workspace or a bad --keep is a usage error (exit 2)", async () => {
    const dir = tmp();
    expect(await main(["compact", "write", "--workspace", dir], io("").cli)).toBe(2);
    const a = io();
    expect(await main(["compact", "list"], a.cli)).toBe(2);
    expect(a.err()).toMatch(/--workspace is required/);
    const b = io("x");
    expect(await main(["compact", "write", "--workspace", dir, "--keep", "0"], b.cli)).toBe(2);
    expect(b.err()).toMatch(/--keep: expected a whole number from 1 to 1000, got "0"/);
  });

  it("latest with no compacts says so (exit 1); list and stats report zero (exit 0)", async () => {
    const dir = tmp();
    const a = io();
    expect(await main(["compact", "latest", "--workspace", dir], a.cli)).toBe(1);
    expect(a.err()).toMatch(/No compacts in memory\/compacts\/ yet/);
    const b = io();
    expect(await main(["compact", "list", "--workspace", dir], b.cli)).toBe(0);
    expect(b.out()).toMatch(/No compacts/);
    const c = io();
    expect(await main(["compact", "stats", "--workspace", dir], c.cli)).toBe(0);
    expect(c.out()).toMatch(/Compacts: 0/);
  });

  it("a workspace that does not exist is a runtime error (exit 1)", async () => {
    const x = io();
    expect(await main(["compact", "list", "--workspace", path.join(tmp(), "nope")], x.cli)).toBe(1);
    expect(x.err()).toMatch(/not an existing folder/);
  });
});
