/**
 * Part 6a: hostile and malformed input. Transcripts with broken JSON lines, invalid UTF-8, a
 * 50 MB single line, 100k-deep nesting and unknown entry types; SESSION-STATE.md with unclosed
 * fences, a huge table and YAML bombs in its frontmatter; tool parameters of the wrong type or
 * size; daily notes that trip the distiller. The goal everywhere: a clear error or a counted
 * skip, the process never crashes, and nothing on disk is lost.
 */
import { describe, it, expect } from "vitest";
import fs from "node:fs";
import path from "node:path";
import { readTranscriptFile, readTranscriptJsonl, readTranscriptEvents } from "../../src/core/transcript/index.js";
import { extractCompact } from "../../src/skills/context-compactor/index.js";
import { openWorkspace } from "../../src/core/workspace/index.js";
import { updateRollingSummary, readRollingSummary } from "../../src/skills/rolling-summary/index.js";
import { distillDue, writeDistillation } from "../../src/skills/memory-compactor/index.js";
import { createPluginContext } from "../../src/plugin/plugin-context.js";
import { resolveConfig } from "../../src/core/config.js";
import { createSessionStateTool } from "../../src/plugin/tools/session-state-tool.js";
import { createContextCompactTool } from "../../src/plugin/tools/context-compact-tool.js";
import { createMemoryDistillTool } from "../../src/plugin/tools/memory-distill-tool.js";
import { tempDir, tempWorkspace, removeDir } from "./support/temp.js";
import { snapshot, diff } from "./support/tree.js";
import { requireBuilt, runCli } from "./support/dist.js";
import { recordFigure } from "./support/figures.js";

const ok = (role: string, text: string, id: string, parentId: string | null) => JSON.stringify({ type: "message", id, parentId, timestamp: "2026-11-29T10:00:00Z", message: { role, content: text } });

function withDir<T>(prefix: string, fn: (dir: string) => Promise<T>): Promise<T> {
  const dir = tempDir(prefix);
  return fn(dir).finally(() => removeDir(dir));
}

describe("hostile transcripts: counted skips, never a crash", () => {
  it("broken JSON, invalid UTF-8, unknown types and non-objects are skipped and counted; the good lines survive", async () => {
    const good = [
      JSON.stringify({ type: "session", version: 3, id: "s", timestamp: "2026-11-29T10:00:00Z", cwd: "/w" }),
      ok("user", "We decided to use Postgres for billing.", "a1", null),
      ok("assistant", "Agreed, Postgres it is.", "a2", "a1"),
    ];
    const bad = ['{"type":"message","id":"x1"', "not json at all", "null", "42", "[]", '"a string"', '{"no":"type"}', JSON.stringify({ type: "hologram", id: "u1", parentId: "a2", payload: { x: 1 } }), JSON.stringify({ type: "message", id: "m1", parentId: "a2", message: "not an object" }), "\u0000\u0001\u0002", "}{", ""];
    const buf = Buffer.concat([
      Buffer.from([good[0], bad[0], good[1], ...bad.slice(1)].join("\n") + "\n"),
      Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d, 0x0a]), // {"\xff\xfe"} : invalid UTF-8
      Buffer.from(good[2] + "\n"),
    ]);
    const t = readTranscriptJsonl(buf);
    expect(t.turns.map((x) => x.text)).toEqual(["We decided to use Postgres for billing.", "Agreed, Postgres it is."]);
    expect(t.stats.malformed).toBeGreaterThanOrEqual(9);
    expect(t.stats.invalidUtf8).toBe(1);
    expect(t.stats.skippedTypes.hologram).toBe(1);
    // The same through the CLI, from a file: exit 0, a digest, and the skip count on stderr.
    await withDir("hostile-jsonl", async (dir) => {
      requireBuilt("cli/commands/compact.js");
      const file = path.join(dir, "s.jsonl");
      fs.writeFileSync(file, buf);
      const r = await runCli(["compact", "extract", "--session", file, "--now", "2026-11-29T12:00:00Z"]);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toContain("# Session Compact");
      expect(r.stderr).toMatch(/skipped \d+ malformed/);
    });
  });

  it("a 50 MB single line is skipped without being held in memory (CLI under a 128 MB heap)", async () => {
    requireBuilt("cli/commands/compact.js");
    await withDir("hostile-50mb", async (dir) => {
      const file = path.join(dir, "big.jsonl");
      const fd = fs.openSync(file, "w");
      fs.writeSync(fd, ok("user", "Let's use Redis for the cache.", "a1", null) + "\n");
      fs.writeSync(fd, '{"type":"message","id":"big","parentId":"a1","message":{"role":"user","content":"');
      const chunk = Buffer.alloc(1 << 20, "x");
      for (let i = 0; i < 50; i++) fs.writeSync(fd, chunk);
      fs.writeSync(fd, '"}}\n' + ok("assistant", "Redis it is.", "a2", "a1") + "\n");
      fs.closeSync(fd);
      const r = await runCli(["compact", "extract", "--session", file, "--json", "--now", "2026-11-29T12:00:00Z"], { env: { NODE_OPTIONS: "--max-old-space-size=128" } });
      expect(r.code, r.stderr.slice(0, 500)).toBe(0);
      const out = JSON.parse(r.stdout) as { transcript: { oversized: number }; markdown: string };
      expect(out.transcript.oversized).toBe(1);
      expect(out.markdown).toMatch(/Redis/);
      recordFigure("hostile", "50 MB single line: skipped and counted, heap capped at", 128, "MB");
    });
  });

  it("100k-deep nesting, in a line and inside an entry, is a counted skip or ignored content", () => {
    const deep = "[".repeat(100_000) + "]".repeat(100_000);
    const deepObj = '{"a":'.repeat(100_000) + "1" + "}".repeat(100_000);
    const lines = [
      ok("user", "Keep the deploy on Fridays.", "a1", null),
      deep,
      `{"type":"message","id":"d1","parentId":"a1","message":{"role":"user","content":${deep}}}`,
      `{"type":"message","id":"d2","parentId":"a1","message":{"role":"assistant","content":[{"type":"toolCall","id":"c1","name":"exec","arguments":${deepObj}}]}}`,
      ok("assistant", "Fridays it is.", "a2", "a1"),
    ];
    const t = readTranscriptJsonl(lines.join("\n") + "\n");
    expect(t.turns.some((x) => x.text === "Fridays it is.")).toBe(true);
    // Parsed events as the plugin gets them: a cycle and exotic values must not crash either.
    const cyclic: Record<string, unknown> = { command: "ls" };
    cyclic.self = cyclic;
    const events: unknown[] = [
      null, 7, "x", [], { type: 5 }, { type: "message", message: { role: "assistant", content: [{ type: "toolCall", id: "c", name: "exec", arguments: { nested: cyclic } }] } },
      { type: "message", message: { role: "user", content: [{ type: "text", text: 5 }, { type: "image" }, null, "plain"] } },
      { type: "message", message: { role: "user", content: "We chose Caddy over nginx." } },
    ];
    const t2 = readTranscriptEvents(events);
    expect(t2.stats.malformed).toBeGreaterThanOrEqual(4);
    const ex = extractCompact(t2, { now: new Date("2026-11-29T12:00:00Z") });
    expect(ex.markdown).toContain("# Session Compact");
  });

  it("a transcript file that is a folder, missing, or empty gets a clear CLI error or an empty digest", async () => {
    requireBuilt("cli/commands/compact.js");
    await withDir("hostile-files", async (dir) => {
      const missing = await runCli(["compact", "extract", "--session", path.join(dir, "nope.jsonl")]);
      expect(missing.code).toBe(1);
      expect(missing.stderr).toMatch(/does not exist/);
      const folder = await runCli(["compact", "extract", "--session", dir]);
      expect(folder.code).toBe(1);
      expect(folder.stderr).toMatch(/folder|directory/i);
      fs.writeFileSync(path.join(dir, "empty.jsonl"), "");
      const empty = await runCli(["compact", "extract", "--session", path.join(dir, "empty.jsonl")]);
      expect(empty.code, empty.stderr).toBe(0);
      expect(empty.stderr).toMatch(/no conversation turns/);
      await expect(readTranscriptFile(path.join(dir, "nope.jsonl"))).rejects.toThrow(/ENOENT|does not exist/);
    });
  });
});

describe("hostile SESSION-STATE.md: the user's bytes survive every edit", () => {
  async function update(root: string) {
    const ws = await openWorkspace(root);
    return updateRollingSummary(ws, { completed: "Shipped the login page", next: "Signup form" }, { now: new Date("2026-11-29T14:05:00Z"), timezone: "UTC", overflow: "trim" });
  }

  /** Every line of the original is still there, in order (the edit only adds or replaces the section). */
  function expectUserBytesKept(before: string, after: string) {
    const summary = /## Rolling Summary[^\n]*\n(?:- [^\n]*\n)*\n?/;
    const rest = after.replace(summary, "");
    let at = 0;
    for (const line of before.split("\n").filter((l) => !/^## Rolling Summary|^- (Completed|In progress|Decisions|Blockers|Next):/.test(l))) {
      const i = rest.indexOf(line, at);
      expect(i, `lost: ${JSON.stringify(line.slice(0, 80))}`).toBeGreaterThanOrEqual(0);
      at = i + line.length;
    }
  }

  const cases: Array<[string, string]> = [
    ["an unclosed fence before the summary", "# Session State\n\n## Notes\n```js\nconst x = 1;\n## Rolling Summary (as of 09:00)\n- Completed: inside the fence\n"],
    ["an unclosed fence after the summary", "# Session State\n\n## Rolling Summary (as of 09:00)\n- Completed: old\n\n## Log\n~~~\nunterminated\n"],
    ["a 20,000-row table", "# Session State\n\n## Table\n| a | b |\n|---|---|\n" + Array.from({ length: 20_000 }, (_, i) => `| ${i} | ${"x".repeat(20)} |`).join("\n") + "\n"],
    ["an HTML comment never closed", "# Session State\n\n<!-- note to self\n## Rolling Summary (as of 09:00)\n- Completed: old\n"],
    ["CRLF, BOM and no final newline", "\uFEFF# Session State\r\n\r\n## Notes\r\nmine"],
    ["ten duplicate summaries", "# Session State\n\n" + "## Rolling Summary (as of 09:00)\n- Completed: dup\n\n".repeat(10)],
    ["a billion-laughs YAML frontmatter", "---\na: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]\nc: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]\nd: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]\ne: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]\nf: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]\ng: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f]\nh: &h [*g,*g,*g,*g,*g,*g,*g,*g,*g]\ni: &i [*h,*h,*h,*h,*h,*h,*h,*h,*h]\n---\n# Session State\n\n## Notes\nmine\n"],
    ["recursive YAML aliases and tags", "---\na: &a\n  b: *a\nc: !!python/object/apply:os.system [\"rm -rf /\"]\nd: !!binary AAAA\n---\n# Session State\n"],
    ["a frontmatter fence never closed", "---\ntitle: x\n# Session State\n\n## Notes\nmine\n"],
  ];

  it.each(cases)("%s: updated or refused clearly, user bytes kept", async (_name, text) => {
    const root = tempWorkspace("state-hostile");
    try {
      fs.writeFileSync(path.join(root, "SESSION-STATE.md"), text);
      let res: Awaited<ReturnType<typeof update>> | null = null;
      try {
        res = await update(root);
      } catch (err) {
        // A refusal is fine if it is a clear one and the file is untouched.
        expect((err as Error).message.length).toBeGreaterThan(10);
        expect(fs.readFileSync(path.join(root, "SESSION-STATE.md"), "utf8")).toBe(text);
        return;
      }
      const after = fs.readFileSync(path.join(root, "SESSION-STATE.md"), "utf8");
      expect(res.action).not.toBe("unchanged");
      expectUserBytesKept(text, after);
      const ws = await openWorkspace(root);
      const back = await readRollingSummary(ws);
      expect(back?.fields.completed).toBe("Shipped the login page");
    } finally {
      removeDir(root);
    }
  }, 60_000);

  it("a SESSION-STATE.md with invalid UTF-8 is refused, not rewritten", async () => {
    const root = tempWorkspace("state-utf8");
    try {
      const bytes = Buffer.concat([Buffer.from("# Session State\n\n## Notes\n"), Buffer.from([0xc3, 0x28, 0xff]), Buffer.from("\n")]);
      fs.writeFileSync(path.join(root, "SESSION-STATE.md"), bytes);
      await expect(update(root)).rejects.toThrow(/UTF-8/);
      expect(fs.readFileSync(path.join(root, "SESSION-STATE.md")).equals(bytes)).toBe(true);
    } finally {
      removeDir(root);
    }
  });
});

describe("tool parameters of the wrong type or size", () => {
  function tools(root: string) {
    const pc = createPluginContext({ config: resolveConfig({ timezone: "UTC" }), logger: {}, resolveWorkspaceDir: () => root, loadEvents: async () => [] });
    const ctx = { workspaceDir: root, agentId: "main", sessionKey: "k", sessionId: "s" };
    return { state: createSessionStateTool(pc, ctx), compact: createContextCompactTool(pc, ctx), distill: createMemoryDistillTool(pc, ctx) };
  }
  const huge = "x".repeat(10 * 1024 * 1024);
  const calls: Array<[string, "state" | "compact" | "distill", unknown, RegExp]> = [
    ["session_state completed: number", "state", { action: "update", completed: 42 }, /completed/],
    ["session_state completed: object", "state", { completed: { $gt: "" } }, /completed/],
    ["session_state completed: 10 MB", "state", { completed: huge }, /completed/],
    ["session_state unknown action", "state", { action: "drop" }, /action/],
    ["session_state extra parameter", "state", { file: "../../etc/passwd", completed: "x" }, /file|unknown parameter/],
    ["session_state params: array", "state", [1, 2], /parameters|object/],
    ["session_state params: string", "state", "update", /parameters|object/],
    ["context_compact markdown: 10 MB", "compact", { action: "write", markdown: huge }, /markdown/],
    ["context_compact markdown: number", "compact", { action: "write", markdown: 5 }, /markdown/],
    ["context_compact action: null", "compact", { action: null }, /action/],
    ["memory_distill no action", "distill", {}, /action/],
    ["memory_distill period: traversal", "distill", { action: "write", tier: "day", period: "../../../x", markdown: "# x" }, /period/],
    ["memory_distill period: bad date", "distill", { action: "draft", tier: "day", period: "2026-02-30" }, /period|date/],
    ["memory_distill tier: year", "distill", { action: "draft", tier: "year", period: "2026" }, /tier/],
    ["memory_distill date: not a date", "distill", { action: "keep", date: "tomorrow" }, /date/],
    ["memory_distill now: injection", "distill", { action: "plan", now: "2026-01-01; rm -rf /" }, /now/],
    ["memory_distill apply: string", "distill", { action: "forget", apply: "yes" }, /apply/],
    ["memory_distill markdown: 10 MB", "distill", { action: "write", tier: "day", period: "2026-11-02", markdown: huge }, /markdown/],
  ];

  it.each(calls)("%s: a clear error naming the field, nothing written", async (_n, which, params, field) => {
    const root = tempWorkspace("tool-params");
    try {
      const before = snapshot(root);
      const t = tools(root)[which];
      let message = "";
      try {
        await t.execute("c1", params);
      } catch (err) {
        message = (err as Error).message;
      }
      expect(message, "the call was accepted").not.toBe("");
      expect(message).toMatch(field);
      expect(message.length).toBeLessThan(600); // names the problem; does not echo 10 MB back
      expect(diff(before, snapshot(root)).filter((d) => !d.includes(".locks"))).toEqual([]);
    } finally {
      removeDir(root);
    }
  });
});

describe("daily notes that trip the distiller", () => {
  // Was a bug (src/skills/memory-compactor/week-draft.ts, draftWeek's fact loop): a fact with no content words
  // ("the", a code span like `x`) has an empty statement key, sameSubject(k, k) is false for it,
  // so the group of "same" facts was empty and `last` undefined: a TypeError aborted the whole
  // distill run (every later tier too). Real notes hit it: the reliability secrets run tripped it
  // on redacted lines. Fixed: a fact always belongs to its own group, and distillDue turns one
  // failing period into a counted, reported skip (test/distill/distill-io.test.ts).
  it("a week whose day files hold a content-free fact distills without crashing", async () => {
    const root = tempWorkspace("distill-crash");
    try {
      const ws = await openWorkspace(root);
      for (const d of ["2026-11-02", "2026-11-03"]) {
        fs.mkdirSync(path.join(root, "memory"), { recursive: true });
        fs.writeFileSync(path.join(root, "memory", `${d}.md`), `# ${d}\n\n- Met Maya about the release.\n`);
        const w = await writeDistillation(ws, { tier: "day", period: d, markdown: `# Daily Distillation: ${d}\n\n## Facts\n- the\n\n## Patterns\n_None._\n\n## Anomalies\n_None._\n` });
        expect(w.ok).toBe(true);
      }
      const r = await distillDue(ws, { now: "2026-11-29" });
      expect(r.written.map((x) => x.tier)).toContain("week");
    } finally {
      removeDir(root);
    }
  });
});
