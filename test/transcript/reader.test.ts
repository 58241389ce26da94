// The transcript reader on the checked-in v3/v4/v1 fixtures and on hand-made edge cases:
// noise stripped, active branch followed, tool calls paired, malformed input survived.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { readTranscriptEvents, readTranscriptFile, readTranscriptJsonl, type Transcript } from "../../src/core/transcript/index.js";
import { Rng } from "../support/prng.mjs";
import { cpuNow } from "../support/cpu-time.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const fixture = (name: string) => path.join(here, "../fixtures/transcripts", name);
const allText = (t: Transcript) => t.turns.map((x) => x.text).join("\n");
const tmp = () => mkdtempSync(path.join(os.tmpdir(), "ck-transcript-"));

describe("v3 legacy file (forkful)", async () => {
  const t = await readTranscriptFile(fixture("v3-forkful.jsonl"));

  it("reads the header", () => {
    expect(t.version).toBe(3);
    expect(t.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(t.startedAt).toBe("2026-03-08T12:15:35.580Z");
  });

  it("strips the Sender envelope and the timestamp prefix from user text", () => {
    const first = t.turns.find((x) => x.role === "user");
    expect(first?.text.startsWith("hey! I'm starting a new side project")).toBe(true);
    expect(allText(t)).not.toMatch(/untrusted metadata|\[Sun 2026|"username"/);
    expect(t.stats.noise.envelope).toBeGreaterThan(10);
  });

  it("drops error retries, heartbeat turns, memory-flush runs and [[reply_to_current]]", () => {
    expect(t.stats.noise["error-retry"]).toBe(3);
    expect(t.stats.noise.heartbeat).toBe(1);
    expect(t.stats.noise["memory-flush"]).toBe(1);
    expect(allText(t)).not.toMatch(/HEARTBEAT|NO_REPLY|\[\[reply_to_current\]\]|Pre-compaction memory flush/);
    expect(t.turns.some((x) => x.text.startsWith("Happy to help!"))).toBe(true);
  });

  it("follows the active branch: the abandoned Tailwind turns are gone", () => {
    expect(allText(t)).not.toMatch(/Tailwind/);
    expect(t.stats.offBranch).toBe(2);
    expect(t.summaries.find((s) => s.kind === "branch_summary")?.text).toMatch(/Tailwind/);
  });

  it("pairs tool results with their calls (the shell command travels with the output)", () => {
    const node = t.turns.find((x) => x.role === "tool" && x.text.startsWith("v24.14.0"));
    expect(node?.toolName).toBe("exec");
    expect(node?.toolArgs).toBe("node --version && npm -v");
    expect(t.stats.unpairedToolResults).toBe(0);
    expect(t.stats.toolCalls).toBe(t.stats.toolResults);
  });

  it("marks fetched web content as external and keeps it out of user/assistant text", () => {
    const ext = t.turns.filter((x) => x.external);
    expect(ext).toHaveLength(1);
    expect(ext[0]?.text).toMatch(/MongoDB/);
    expect(ext[0]?.text).not.toMatch(/SECURITY NOTICE|EXTERNAL_UNTRUSTED_CONTENT|Source: Web Fetch/);
    expect(t.turns.filter((x) => !x.external).map((x) => x.text).join("\n")).not.toMatch(/MongoDB/);
  });

  it("keeps the compaction summary as low-trust earlier context, without file tags", () => {
    const c = t.summaries.find((s) => s.kind === "compaction");
    expect(c?.trust).toBe("low");
    expect(c?.turnsBefore).toBeGreaterThan(10);
    expect(c?.text).not.toMatch(/read-files|\/home\/alice/);
    expect(t.stats.compactions).toBe(1);
  });

  it("flags a failing exec by its exit code and drops the exit line", () => {
    const failed = t.turns.find((x) => x.role === "tool" && x.text.includes("ECONNREFUSED"));
    expect(failed?.isError).toBe(true);
    expect(failed?.text).not.toMatch(/Command exited/);
  });

  it("counts bookkeeping entries instead of reporting them", () => {
    expect(t.stats.skippedTypes).toMatchObject({ custom: 1, thinking_level_change: 1 });
    expect(t.stats.malformed).toBe(0);
  });
});

describe("v4 file (pointmall, Chinese)", async () => {
  const t = await readTranscriptFile(fixture("v4-pointmall-zh.jsonl"));

  it("strips ⟦openclaw:ctx⟧ envelopes", () => {
    expect(t.version).toBe(4);
    expect(allText(t)).not.toMatch(/openclaw:ctx|chat_id|Conversation info/);
    expect(t.turns[0]?.text).toBe("你好");
  });

  it("drops NO_REPLY heartbeats and the memory flush run", () => {
    expect(t.stats.noise.heartbeat).toBe(2);
    expect(t.stats.noise["memory-flush"]).toBe(1);
    expect(allText(t)).not.toMatch(/NO_REPLY|STRICT RULES/);
  });

  it("honours a leaf navigation record: the branch it navigated away from is off the path", () => {
    expect(allText(t)).not.toMatch(/要不数据库换成 MongoDB/);
    expect(t.stats.skippedTypes.leaf).toBe(1);
    expect(t.turns.some((x) => x.text.startsWith("我比较喜欢简洁的回答"))).toBe(true);
  });
});

describe("v1 file without ids", async () => {
  const t = await readTranscriptFile(fixture("v1-legacy.jsonl"));
  it("keeps file order", () => {
    expect(t.version).toBe(1);
    expect(t.turns.map((x) => x.role)).toEqual(["user", "assistant", "user", "user", "assistant"]);
    expect(t.turns[0]?.entryId).toBeUndefined();
  });
});

describe("the three entry points agree", () => {
  it("file, JSONL text and parsed events give the same transcript", async () => {
    const file = fixture("v3-forkful.jsonl");
    const text = readFileSync(file, "utf8");
    const events = text.split("\n").filter(Boolean).map((l) => JSON.parse(l) as unknown);
    const a = await readTranscriptFile(file);
    const b = readTranscriptJsonl(text);
    const c = readTranscriptEvents(events);
    expect(b).toEqual(a);
    expect(c.turns).toEqual(a.turns);
    expect(c.summaries).toEqual(a.summaries);
  });

  it("accepts unparsed event_json strings among the events", () => {
    const text = readFileSync(fixture("v1-legacy.jsonl"), "utf8");
    const t = readTranscriptEvents(text.split("\n").filter(Boolean));
    expect(t.turns).toHaveLength(5);
  });

  it("reads .gz archives", async () => {
    const dir = tmp();
    const gz = path.join(dir, "s.jsonl.gz");
    writeFileSync(gz, zlib.gzipSync(readFileSync(fixture("v1-legacy.jsonl"))));
    const t = await readTranscriptFile(gz);
    expect(t.turns).toHaveLength(5);
  });

  it("reads .zst archives when Node has zstd", async () => {
    const z = zlib as unknown as { zstdCompressSync?: (b: Buffer) => Buffer };
    if (typeof z.zstdCompressSync !== "function") return; // Node < 22.15: documented limitation
    const dir = tmp();
    const f = path.join(dir, "s.jsonl.zst");
    writeFileSync(f, z.zstdCompressSync(readFileSync(fixture("v1-legacy.jsonl"))));
    const t = await readTranscriptFile(f);
    expect(t.turns).toHaveLength(5);
  });

  it("rejects a missing file with ENOENT", async () => {
    await expect(readTranscriptFile(path.join(tmp(), "nope.jsonl"))).rejects.toMatchObject({ code: "ENOENT" });
  });
});

describe("damaged input never aborts the read", () => {
  const header = JSON.stringify({ type: "session", version: 3, id: "s1", timestamp: "2026-01-01T00:00:00.000Z", cwd: "/w" });
  const msg = (id: string, parentId: string | null, role: string, text: string) =>
    JSON.stringify({ type: "message", id, parentId, timestamp: "2026-01-01T00:01:00.000Z", message: role === "user" ? { role, content: text } : { role, content: [{ type: "text", text }], stopReason: "stop" } });

  it("skips malformed lines and unknown entry types with counts", () => {
    const t = readTranscriptJsonl([header, msg("a", null, "user", "hello there"), "{not json", "[1,2]", JSON.stringify({ type: "hologram", id: "h", parentId: "a" }), msg("b", "a", "assistant", "hi")].join("\n"));
    expect(t.stats.malformed).toBe(2);
    expect(t.stats.skippedTypes.hologram).toBe(1);
    expect(t.turns.map((x) => x.text)).toEqual(["hello there", "hi"]);
  });

  it("decodes invalid UTF-8 with replacement characters and counts the line", () => {
    const good = Buffer.from(header + "\n" + msg("a", null, "user", "caf") + "\n");
    const [head, tail] = msg("b", "a", "assistant", "X@Y").split("@") as [string, string];
    const bad = Buffer.concat([Buffer.from(head), Buffer.from([0xff, 0xfe]), Buffer.from(tail + "\n")]);
    const t = readTranscriptJsonl(Buffer.concat([good, bad]));
    expect(t.stats.invalidUtf8).toBe(1);
    expect(t.turns).toHaveLength(2);
    expect(t.turns[1]?.text).toContain("\uFFFD");
  });

  it("skips a line over the cap without buffering it, and reads on", () => {
    const huge = msg("b", "a", "user", "x".repeat(5000));
    const t = readTranscriptJsonl([header, msg("a", null, "user", "first"), huge, msg("c", "a", "assistant", "after")].join("\n"), { maxLineBytes: 1024 });
    expect(t.stats.oversized).toBe(1);
    expect(t.turns.map((x) => x.text)).toEqual(["first", "after"]);
  });

  it("handles CRLF line ends, a BOM and a missing final newline", () => {
    const t = readTranscriptJsonl("\uFEFF" + [header, msg("a", null, "user", "one"), msg("b", "a", "assistant", "two")].join("\r\n"));
    expect(t.stats.malformed).toBe(0);
    expect(t.turns.map((x) => x.text)).toEqual(["one", "two"]);
  });

  it("hangs an entry whose parent never appeared (a trimmed file) off the current leaf", () => {
    const t = readTranscriptJsonl([header, msg("b", "missing", "user", "second half"), msg("c", "b", "assistant", "ok then")].join("\n"));
    expect(t.turns.map((x) => x.text)).toEqual(["second half", "ok then"]);
  });

  it("drops the gateway's failure notice and a user message re-sent after failed model calls (as in a real 2026.3 legacy file)", () => {
    const err = (id: string, parentId: string) => JSON.stringify({ type: "message", id, parentId, message: { role: "assistant", content: [], stopReason: "error", errorMessage: "fetch failed" } });
    const t = readTranscriptJsonl(
      [
        header,
        JSON.stringify({ type: "message", id: "g", parentId: null, message: { role: "assistant", content: [{ type: "text", text: '⚠️ Agent failed before reply: No API key found for provider "anthropic".' }], stopReason: "stop", provider: "openclaw", model: "gateway-injected" } }),
        msg("u1", "g", "user", "read SOUL.md please"),
        err("e1", "u1"),
        err("e2", "e1"),
        msg("u2", "e2", "user", "read SOUL.md please"),
        msg("a", "u2", "assistant", "Read it."),
      ].join("\n"),
    );
    expect(t.turns.map((x) => `${x.role}:${x.text}`)).toEqual(["user:read SOUL.md please", "assistant:Read it."]);
    expect(t.stats.noise).toMatchObject({ "gateway-notice": 1, "error-retry": 2, "duplicate-user": 1 });
  });

  it("an empty file is an empty transcript", () => {
    const t = readTranscriptJsonl("");
    expect(t.turns).toEqual([]);
    expect(t.stats.lines).toBe(0);
  });

  it("caps a tool result and marks it truncated", () => {
    const t = readTranscriptEvents([
      JSON.parse(header),
      { type: "message", id: "a", parentId: null, message: { role: "assistant", content: [{ type: "toolCall", id: "c1", name: "read", arguments: { path: "big.log" } }], stopReason: "toolUse" } },
      { type: "message", id: "b", parentId: "a", message: { role: "toolResult", toolCallId: "c1", toolName: "read", content: [{ type: "text", text: "y".repeat(50_000) }], isError: false } },
    ]);
    const tool = t.turns.find((x) => x.role === "tool");
    expect(tool?.truncated).toBe(true);
    expect(tool?.text.length).toBeLessThanOrEqual(4_000);
    expect(tool?.toolArgs).toBe("big.log");
  });
});

describe("file tags in compaction summaries", () => {
  const summaryOf = (text: string) => readTranscriptJsonl(JSON.stringify({ type: "compaction", id: "c", parentId: null, summary: text }) + "\n").summaries[0]?.text ?? "";
  // What the reader used to do with a (quadratic) lazy regex: the linear scanner must agree.
  const viaRegex = (text: string) => text.replace(/<(read-files|modified-files)>[\s\S]*?<\/\1>/g, "").trim();

  it("drops closed blocks, keeps unclosed tags and whatever surrounds them", () => {
    expect(summaryOf("Did X.\n<read-files>\na.ts\n</read-files>\n<modified-files>b.ts</modified-files> done")).toBe("Did X.\n\n done");
    expect(summaryOf("<read-files> open <modified-files>m</modified-files> tail")).toBe("<read-files> open  tail");
    expect(summaryOf("<read-files>a<modified-files>b</read-files>c</modified-files>")).toBe("c</modified-files>");
  });

  it("agrees with the regex it replaced on random tag soup", () => {
    const atoms = ["<read-files>", "</read-files>", "<modified-files>", "</modified-files>", "x", " ", "\n", "<", "-files>", "</"];
    const rng = new Rng(7);
    const rand = (n: number) => rng.int(0, n);
    for (let i = 0; i < 2000; i++) {
      const text = "s" + Array.from({ length: rand(14) }, () => atoms[rand(atoms.length)]).join("");
      expect(summaryOf(text), JSON.stringify(text)).toBe(viaRegex(text));
    }
  });

  it("reads a summary of 1 MB of unclosed tags quickly (the regex never finished)", () => {
    const t0 = cpuNow(); // CPU time: a busy neighbour does not count (test/support/cpu-time.mjs)
    expect(summaryOf("<read-files>".repeat(87_000)).length).toBeGreaterThan(0);
    expect(cpuNow() - t0).toBeLessThan(5_000);
  });
});
