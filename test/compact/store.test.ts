// writeCompact / listCompacts / latestCompact / compactStats through the real Workspace layer:
// only memory/compacts/*.md is written, names never collide, retention keeps the newest,
// invalid drafts write nothing, and content is redacted on the way to disk.
import { mkdtempSync, readdirSync, readFileSync, writeFileSync, mkdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openWorkspace } from "../../src/core/workspace/index.js";
import { compactStats, CompactFormatError, latestCompact, listCompacts, writeCompact, compactFileName } from "../../src/skills/context-compactor/index.js";

const draft = (title: string, saved = "9,500", extra = "") => `# Session Compact — ${title}
**Turns**: 45 | **Est. tokens saved**: ~${saved}

## Decisions Made
- [2026-03-31] Chose SQLite over Redis for prompts${extra}

## Facts Established
_None._

## Pending Actions
- [ ] Publish the skill

## Technical Context
- Node v24.14.0

## Blockers / Open Questions
_None._

## Session Summary
Built the skill (draft of ${title}, ${saved}).
`;

async function ws() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "ck-compacts-"));
  return { dir, ws: await openWorkspace(dir) };
}
const files = (dir: string) => readdirSync(path.join(dir, "memory/compacts")).filter((f) => f.endsWith(".md")).sort();

describe("writeCompact", () => {
  it("writes memory/compacts/YYYY-MM-DD-HHMM.md named for `now` in UTC", async () => {
    const { dir, ws: w } = await ws();
    const r = await writeCompact(w, draft("2026-03-31 17:00 UTC"), { now: new Date("2026-03-31T19:00:00+02:00") });
    expect(r.path).toBe("memory/compacts/2026-03-31-1700.md");
    expect(readFileSync(path.join(dir, r.path), "utf8")).toBe(draft("2026-03-31 17:00 UTC"));
    expect(readdirSync(dir).filter((f) => !f.startsWith("."))).toEqual(["memory"]);
  });

  it("never overwrites: a second compact in the same minute gets -2, then -3", async () => {
    const { dir, ws: w } = await ws();
    const now = new Date("2026-03-31T17:00:30Z");
    const names = [];
    for (let i = 0; i < 3; i++) names.push((await writeCompact(w, draft("2026-03-31 17:00 UTC", String(i)), { now })).name);
    expect(names).toEqual(["2026-03-31-1700.md", "2026-03-31-1700-2.md", "2026-03-31-1700-3.md"]);
    expect(files(dir)).toHaveLength(3);
  });

  it("concurrent writers in the same minute all land, under distinct names", async () => {
    const { dir, ws: w } = await ws();
    const now = new Date("2026-03-31T17:00:00Z");
    const rs = await Promise.all(Array.from({ length: 6 }, (_, i) => writeCompact(w, draft("2026-03-31 17:00 UTC", String(i)), { now })));
    expect(new Set(rs.map((r) => r.name)).size).toBe(6);
    expect(files(dir)).toHaveLength(6);
  });

  it("keeps the newest `keep` compacts, ordering -N suffixes after the unsuffixed name", async () => {
    const { dir, ws: w } = await ws();
    await writeCompact(w, draft("2026-01-01 10:00 UTC", "1"), { now: new Date("2026-01-01T10:00:00Z"), keep: 3 });
    await writeCompact(w, draft("2026-01-01 10:00 UTC", "2"), { now: new Date("2026-01-01T10:00:00Z"), keep: 3 }); // -2
    await writeCompact(w, draft("2026-01-02 10:00 UTC"), { now: new Date("2026-01-02T10:00:00Z"), keep: 3 });
    const r = await writeCompact(w, draft("2026-01-03 10:00 UTC"), { now: new Date("2026-01-03T10:00:00Z"), keep: 3 });
    expect(r.pruned).toEqual(["2026-01-01-1000.md"]);
    expect(files(dir)).toEqual(["2026-01-01-1000-2.md", "2026-01-02-1000.md", "2026-01-03-1000.md"]);
  });

  it("defaults to keeping 30", async () => {
    const { dir, ws: w } = await ws();
    const base = Date.parse("2026-02-01T00:00:00Z");
    for (let i = 0; i < 32; i++) await writeCompact(w, draft("2026-02-01 00:00 UTC", String(i)), { now: new Date(base + i * 60_000) });
    expect(files(dir)).toHaveLength(30);
    expect(files(dir)[0]).toBe("2026-02-01-0002.md");
  });

  it("keeps a back-dated compact it just wrote and prunes an older neighbour instead", async () => {
    const { dir, ws: w } = await ws();
    await writeCompact(w, draft("2026-05-01 00:00 UTC"), { now: new Date("2026-05-01T00:00:00Z"), keep: 2 });
    await writeCompact(w, draft("2026-05-02 00:00 UTC"), { now: new Date("2026-05-02T00:00:00Z"), keep: 2 });
    const r = await writeCompact(w, draft("2020-01-01 00:00 UTC"), { now: new Date("2020-01-01T00:00:00Z"), keep: 2 });
    expect(r.pruned).toEqual(["2026-05-01-0000.md"]);
    expect(files(dir)).toEqual(["2020-01-01-0000.md", "2026-05-02-0000.md"]);
  });

  it("writing an identical compact twice leaves one file; the result says which file has it", async () => {
    const { dir, ws: w } = await ws();
    const first = await writeCompact(w, draft("2026-03-31 17:00 UTC", "100"), { now: new Date("2026-03-31T17:00:00Z") });
    expect(first.skipped).toBeUndefined();
    const same = draft("2026-03-31 17:00 UTC", "100").replace("**Turns**: 45 | **Est. tokens saved**: ~100", "**Turns**: 46 | **Est. tokens saved**: ~120");
    const again = await writeCompact(w, same.replace("# Session Compact — 2026-03-31 17:00 UTC", "# Session Compact — 2026-03-31 17:09 UTC"), { now: new Date("2026-03-31T17:09:00Z") });
    expect(again).toMatchObject({ path: "memory/compacts/2026-03-31-1700.md", pruned: [], skipped: { reason: "same-as-newest", sameAs: "memory/compacts/2026-03-31-1700.md" } });
    expect(files(dir)).toEqual(["2026-03-31-1700.md"]);
    // Any other change to a section is new content; and only the newest compact is compared.
    await writeCompact(w, draft("2026-03-31 17:00 UTC", "100", " and Redis for the cache"), { now: new Date("2026-03-31T17:10:00Z") });
    await writeCompact(w, draft("2026-03-31 17:00 UTC", "100"), { now: new Date("2026-03-31T17:11:00Z") });
    expect(files(dir)).toEqual(["2026-03-31-1700.md", "2026-03-31-1710.md", "2026-03-31-1711.md"]);
  });

  it("an identical compact holding a path, an internal host or a secret is recognised as the same (compared as stored, redacted)", async () => {
    const { dir, ws: w } = await ws();
    const extra = ` in ${dir}/src/db.ts on db-02.internal using token ghp_16C7e42F292c6912E7710c838347Ae178B4a`;
    // The same sections written a few minutes later: only the title's time differs.
    const at = (minute: string, x = extra) => draft("2026-03-31 17:00 UTC", "100", x).replace("17:00 UTC\n", `17:${minute} UTC\n`);
    const first = await writeCompact(w, at("00"), { now: new Date("2026-03-31T17:00:00Z") });
    expect(first.findings.map((f) => f.kind).sort()).toEqual(["internal-host", "path", "secret"]);
    const again = await writeCompact(w, at("05"), { now: new Date("2026-03-31T17:05:00Z") });
    expect(again.skipped).toEqual({ reason: "same-as-newest", sameAs: "memory/compacts/2026-03-31-1700.md" });
    expect(files(dir)).toEqual(["2026-03-31-1700.md"]);
    // Another secret in the same place is stored the same way, so it is no new content either;
    // another file in the workspace is (it is stored as <PROJECT_ROOT>/src/…).
    await writeCompact(w, at("06", extra.replace("ghp_16C7", "ghp_26C7")), { now: new Date("2026-03-31T17:06:00Z") });
    expect(files(dir)).toEqual(["2026-03-31-1700.md"]);
    await writeCompact(w, at("07", extra.replace("src/db.ts", "src/queue.ts")), { now: new Date("2026-03-31T17:07:00Z") });
    expect(files(dir)).toEqual(["2026-03-31-1700.md", "2026-03-31-1707.md"]);
  });

  it("a newest compact that cannot be read does not stop a write", async () => {
    const { dir, ws: w } = await ws();
    mkdirSync(path.join(dir, "memory/compacts"), { recursive: true });
    writeFileSync(path.join(dir, "memory/compacts/2026-05-09-0000.md"), Buffer.from([0x23, 0x20, 0xff, 0xfe, 0x0a]));
    const r = await writeCompact(w, draft("2026-05-01 00:00 UTC"), { now: new Date("2026-05-01T00:00:00Z") });
    expect(r.skipped).toBeUndefined();
    expect(files(dir)).toEqual(["2026-05-01-0000.md", "2026-05-09-0000.md"]);
  });

  it("ignores other files in the folder when counting and pruning", async () => {
    const { dir, ws: w } = await ws();
    mkdirSync(path.join(dir, "memory/compacts"), { recursive: true });
    writeFileSync(path.join(dir, "memory/compacts/README.md"), "mine");
    await writeCompact(w, draft("2026-05-01 00:00 UTC"), { now: new Date("2026-05-01T00:00:00Z"), keep: 1 });
    await writeCompact(w, draft("2026-05-02 00:00 UTC"), { now: new Date("2026-05-02T00:00:00Z"), keep: 1 });
    expect(files(dir)).toEqual(["2026-05-02-0000.md", "README.md"]);
  });

  it("refuses an invalid draft with every problem named, and writes nothing", async () => {
    const { dir, ws: w } = await ws();
    const bad = draft("2026-03-31 17:00 UTC").replace("## Pending Actions\n- [ ] Publish the skill\n\n", "");
    const err = await writeCompact(w, bad, { now: new Date() }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CompactFormatError);
    expect((err as CompactFormatError).problems).toEqual(['missing section "## Pending Actions".']);
    expect(() => readdirSync(path.join(dir, "memory/compacts"))).toThrow();
  });

  it("redacts secrets on the way to disk (the draft came from the agent)", async () => {
    const { dir, ws: w } = await ws();
    const r = await writeCompact(w, draft("2026-03-31 17:00 UTC", "1", " using token ghp_16C7e42F292c6912E7710c838347Ae178B4a"), { now: new Date("2026-03-31T17:00:00Z") });
    const text = readFileSync(path.join(dir, r.path), "utf8");
    expect(text).not.toContain("ghp_16C7e42F292c6912E7710c838347Ae178B4a");
    expect(r.findings.length).toBeGreaterThan(0);
  });

  it("rejects keep < 1 and an invalid date, naming the option", async () => {
    const { ws: w } = await ws();
    await expect(writeCompact(w, draft("2026-03-31 17:00 UTC"), { now: new Date(), keep: 0 })).rejects.toThrow(/keep: 0 is not allowed/);
    expect(() => compactFileName(new Date("nope"))).toThrow(/`now` is not a valid date/);
  });
});

describe("listCompacts, latestCompact, compactStats", () => {
  it("report an empty workspace without creating anything", async () => {
    const { dir, ws: w } = await ws();
    expect(await listCompacts(w)).toEqual([]);
    expect(await latestCompact(w)).toBeNull();
    expect(await compactStats(w)).toEqual({ count: 0, totalBytes: 0, averageBytes: 0, tokensSavedTotal: 0, oldest: null, newest: null });
    expect(readdirSync(dir).filter((f) => f === "memory")).toEqual([]);
  });

  it("list oldest first with sizes, turns and tokens saved; latest is the newest; stats add up", async () => {
    const { ws: w } = await ws();
    await writeCompact(w, draft("2026-03-02 08:00 UTC", "1,000"), { now: new Date("2026-03-02T08:00:00Z") });
    await writeCompact(w, draft("2026-03-01 08:00 UTC", "250"), { now: new Date("2026-03-01T08:00:00Z") });
    await writeCompact(w, draft("2026-03-02 08:00 UTC", "5"), { now: new Date("2026-03-02T08:00:00Z") });
    const all = await listCompacts(w);
    expect(all.map((c) => c.name)).toEqual(["2026-03-01-0800.md", "2026-03-02-0800.md", "2026-03-02-0800-2.md"]);
    expect(all[0]).toMatchObject({ turns: 45, tokensSaved: 250, time: "2026-03-01T08:00:00.000Z", seq: 1 });
    const latest = await latestCompact(w);
    expect(latest?.info.name).toBe("2026-03-02-0800-2.md");
    expect(latest?.markdown).toContain("~5");
    const st = await compactStats(w);
    expect(st.count).toBe(3);
    expect(st.tokensSavedTotal).toBe(1255);
    expect(st.totalBytes).toBe(all.reduce((n, c) => n + c.bytes, 0));
    expect(st.oldest?.name).toBe("2026-03-01-0800.md");
    expect(st.newest?.name).toBe("2026-03-02-0800-2.md");
  });
});
