import { describe, it, expect, beforeEach } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openWorkspace, WorkspaceError } from "../../src/core/workspace/index.js";
import type { Workspace } from "../../src/core/workspace/types.js";
import { findSections } from "../../src/core/markdown/index.js";
import {
  appendDailyNote,
  countChars,
  enforceLimits,
  formatDateInZone,
  formatTimeInZone,
  readRollingSummary,
  SummaryLimitError,
  SUMMARY_SELECTOR,
  trimAtWord,
  updateRollingSummary,
  type RollingSummaryFields,
  type UpdateRollingSummaryOptions,
} from "../../src/skills/rolling-summary/index.js";

const NOW = new Date("2026-11-29T13:05:00Z");
const OPTS: UpdateRollingSummaryOptions = { now: NOW, timezone: "Europe/Berlin", overflow: "trim" };
const FIELDS: RollingSummaryFields = {
  completed: "Parser and golden tests",
  inProgress: "Property tests",
  decisions: "Splice at offsets, never re-stringify",
  blockers: "",
  next: "Benchmarks",
};
const SUMMARY_1405 = [
  "## Rolling Summary (as of 14:05)",
  "- Completed: Parser and golden tests",
  "- In progress: Property tests",
  "- Decisions: Splice at offsets, never re-stringify",
  "- Blockers: —",
  "- Next: Benchmarks",
].join("\n");

let dir: string;
let ws: Workspace;
beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "ck-state-"));
  ws = await openWorkspace(dir);
});
const stateFile = () => path.join(dir, "SESSION-STATE.md");
const readState = () => fs.readFileSync(stateFile(), "utf8");

/** `words` words of `len` letters, space-separated. */
function text(words: number, len = 9): string {
  return Array.from({ length: words }, (_, i) => String.fromCharCode(97 + (i % 26)).repeat(len)).join(" ");
}

async function thrown(p: Promise<unknown>): Promise<Error> {
  try {
    await p;
  } catch (err) {
    return err as Error;
  }
  throw new Error("expected the call to throw");
}

describe("formatTimeInZone / formatDateInZone", () => {
  it.each([
    ["UTC", "13:05", "2026-11-29"],
    ["Europe/Berlin", "14:05", "2026-11-29"],
    ["Asia/Shanghai", "21:05", "2026-11-29"],
    ["America/Los_Angeles", "05:05", "2026-11-29"],
    ["Pacific/Kiritimati", "03:05", "2026-11-30"],
  ])("%s", (tz, time, date) => {
    expect(formatTimeInZone(NOW, tz)).toBe(time);
    expect(formatDateInZone(NOW, tz)).toBe(date);
  });
  it("writes midnight as 00, not 24", () => {
    expect(formatTimeInZone(new Date("2026-01-01T00:30:00Z"), "UTC")).toBe("00:30");
  });
  it("names the option when the timezone or the date is invalid", () => {
    expect(() => formatTimeInZone(NOW, "Mars/Olympus")).toThrow(/timezone: "Mars\/Olympus" is not an IANA timezone/);
    expect(() => formatDateInZone(new Date("nope"), "UTC")).toThrow(/now: expected a valid Date/);
  });
});

describe("limits", () => {
  it("counts code points: 200 emoji are within the 200-character limit", () => {
    const rocket = "🚀".repeat(200);
    expect(rocket.length).toBe(400);
    expect(enforceLimits({ ...FIELDS, completed: rocket }, "refuse").fields.completed).toBe(rocket);
  });

  it("refuse: a field over 200 throws an error naming the field and the limit", () => {
    let err: unknown;
    try {
      enforceLimits({ ...FIELDS, decisions: "x".repeat(201) }, "refuse");
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(SummaryLimitError);
    expect(err).toMatchObject({ field: "decisions", limit: 200, actual: 201 });
    expect((err as Error).message).toMatch(/"decisions" \(Decisions\) is 201 characters; the limit is 200/);
  });

  it("refuse: a total over 500 throws naming the total limit and the longest fields", () => {
    const f = { completed: "a".repeat(150), inProgress: "b".repeat(120), decisions: "c".repeat(100), blockers: "d".repeat(80), next: "e".repeat(60) };
    let err: unknown;
    try {
      enforceLimits(f, "refuse");
    } catch (e) {
      err = e;
    }
    expect(err).toMatchObject({ field: "total", limit: 500, actual: 510 });
    expect((err as Error).message).toMatch(/total 510 characters; the limit is 500 in all\. Longest: "completed" \(150\), "inProgress" \(120\)/);
  });

  it("refuse: exactly at the limits passes untouched", () => {
    const f = { completed: "a".repeat(200), inProgress: "b".repeat(200), decisions: "c".repeat(100), blockers: "", next: "" };
    expect(enforceLimits(f, "refuse")).toEqual({ fields: f, trimmed: [], notes: [] });
  });

  it("trim: a long field is cut at a word boundary with … and the note names it", () => {
    const long = text(30); // 30 × 9 letters + spaces = 299
    const r = enforceLimits({ ...FIELDS, completed: long }, "trim");
    expect(countChars(r.fields.completed)).toBeLessThanOrEqual(200);
    expect(r.fields.completed.endsWith("…")).toBe(true);
    expect(long.startsWith(r.fields.completed.slice(0, -1) + " ")).toBe(true); // ends on a whole word
    expect(r.trimmed).toEqual([{ field: "completed", from: 299, to: countChars(r.fields.completed) }]);
    expect(r.notes[0]).toMatch(/^Trimmed to fit the limits \(200 characters a field, 500 in all\): Completed 299 → \d+\.$/);
  });

  it("trim: over the total, only the longest fields are shortened, to a common cap", () => {
    const f = { completed: text(20), inProgress: text(20), decisions: text(10), blockers: "short", next: "tiny" }; // 199 + 199 + 99 + 5 + 4
    const r = enforceLimits(f, "trim");
    const total = Object.values(r.fields).reduce((s, v) => s + countChars(v), 0);
    expect(total).toBeLessThanOrEqual(500);
    expect(r.fields.decisions).toBe(f.decisions);
    expect(r.fields.blockers).toBe("short");
    expect(r.trimmed.map((t) => t.field)).toEqual(["completed", "inProgress"]);
    expect(r.notes[0]).toMatch(/Completed 199 → \d+, In progress 199 → \d+\./);
  });

  it("trim: text without spaces (CJK) is cut at a code point", () => {
    const cjk = "数据".repeat(150);
    const t = trimAtWord(cjk, 200);
    expect(countChars(t)).toBe(200);
    expect(t.endsWith("…")).toBe(true);
  });

  it("trim: a long token under the cut is dropped whole, never kept in part (a fragment of a secret no rule can match)", () => {
    const token = "ATATT3wFd0mA-uAGCmSva6uMmn3Qej1I3WENbO4wZeVs1Bzm8C-NkOIDEGA799Fhl0ghBXWkvbUzjCjwxXTr_24EZg4r2Qtii";
    const t = trimAtWord(`Fact: the billing service authenticates with ${token} since March`, 120);
    expect(t).toBe("Fact: the billing service authenticates with…");
    // Near miss: a short word under the cut still backs off to the space before it, as before.
    expect(trimAtWord("alpha beta gamma delta epsilon", 14)).toBe("alpha beta…");
  });

  it("rejects an unknown overflow mode, naming the allowed values", () => {
    expect(() => enforceLimits(FIELDS, "drop" as never)).toThrow(/overflow: expected "trim" or "refuse", got "drop"/);
  });
});

describe("updateRollingSummary", () => {
  it("creates SESSION-STATE.md with a # Session State title and the five bullets, HH:MM in the configured timezone", async () => {
    const r = await updateRollingSummary(ws, FIELDS, OPTS);
    expect(r).toMatchObject({ file: "SESSION-STATE.md", asOf: "14:05", action: "created", matches: 0, notes: [] });
    expect(readState()).toBe(`# Session State\n\n${SUMMARY_1405}\n`);
    await updateRollingSummary(ws, FIELDS, { ...OPTS, timezone: "Asia/Shanghai" });
    expect(readState()).toContain("## Rolling Summary (as of 21:05)\n");
  });

  it("replaces only the summary: the user's other sections keep every byte (CRLF included)", async () => {
    const before = "# Session State\r\n\r\nMy intro.\r\n\r\n";
    const after = "## My notes\r\n\r\n* odd   bullet  \r\n* \\_escaped\\_ [ref]\r\n\r\n[ref]: https://example.com\r\n\r\n```\r\n## Rolling Summary (in code)\r\n```\r\n";
    fs.writeFileSync(stateFile(), before + "## Rolling Summary (as of 09:00)\r\n- Completed: old\r\n\r\n" + after);
    const r = await updateRollingSummary(ws, FIELDS, OPTS);
    expect(r.action).toBe("replaced");
    const out = readState();
    expect(out).toBe(before + SUMMARY_1405.replace(/\n/g, "\r\n") + "\r\n\r\n" + after);
  });

  it("is idempotent: the same update again writes nothing and leaves the same bytes", async () => {
    await updateRollingSummary(ws, FIELDS, OPTS);
    const first = readState();
    const again = await updateRollingSummary(ws, FIELDS, OPTS);
    expect(again).toMatchObject({ action: "unchanged", receipt: null });
    expect(readState()).toBe(first);
  });

  it("inserts the summary after the title and intro when the file has none", async () => {
    fs.writeFileSync(stateFile(), "# Session State\n\nIntro.\n\n## Notes\nmine\n");
    const r = await updateRollingSummary(ws, FIELDS, OPTS);
    expect(r.action).toBe("inserted");
    expect(readState()).toBe(`# Session State\n\nIntro.\n\n${SUMMARY_1405}\n\n## Notes\nmine\n`);
  });

  it("writes empty fields as — and collapses multi-line field text to one line", async () => {
    await updateRollingSummary(ws, { completed: "line one\n\n## not a heading\n```", next: null }, OPTS);
    const out = readState();
    expect(out).toContain("- Completed: line one ## not a heading ```\n- In progress: —\n");
    expect(findSections(out, { heading: "not a heading", depth: 2 })).toEqual([]);
  });

  it("trims with a note naming the field, or refuses naming it and writes nothing", async () => {
    const long = { ...FIELDS, next: text(40) };
    const refused = await thrown(updateRollingSummary(ws, long, { ...OPTS, overflow: "refuse" }));
    expect(refused).toBeInstanceOf(SummaryLimitError);
    expect(refused.message).toMatch(/"next" \(Next\) is 399 characters; the limit is 200/);
    expect(fs.existsSync(stateFile())).toBe(false);
    const trimmed = await updateRollingSummary(ws, long, OPTS);
    expect(trimmed.trimmed.map((t) => t.field)).toEqual(["next"]);
    expect(trimmed.notes.join(" ")).toMatch(/Next 399 → \d+/);
    expect((await readRollingSummary(ws))!.fields.next).toBe(trimmed.fields.next);
  });

  it("redacts secrets before writing, and the workspace redacts the section again", async () => {
    const token = "ghp_" + "A1b2C3d4E5".repeat(3) + "F6g7H8";
    const r = await updateRollingSummary(ws, { ...FIELDS, blockers: `token ${token} leaked` }, OPTS);
    expect(r.fields.blockers).toMatch(/^token <REDACTED[^>]*> leaked$/);
    expect(readState()).not.toContain(token);
    // An updater's fields pass the same way.
    await updateRollingSummary(ws, (cur) => ({ ...cur, next: `push with ${token}` }), OPTS);
    expect(readState()).not.toContain(token);
  });

  it("redacts a secret that only its layout gives away before the field's lines are joined (a SQL COPY row)", async () => {
    const secret = "JWzZ5jfWnM5iGp4ERO7zRgMGXIuFUfs1";
    const copy = `Blocked by COPY public.webhooks (id, url, signing_secret) FROM stdin;\n3\thooks/in\t${secret}\n\\.\n; waiting for ops.`;
    const r = await updateRollingSummary(ws, { ...FIELDS, blockers: copy }, OPTS);
    expect(r.fields.blockers).not.toContain(secret);
    expect(readState()).not.toContain(secret);
    expect(readState()).toMatch(/- Blockers: Blocked by COPY public\.webhooks/);
  });

  it("names the bad option: unknown field, non-string field, timezone, overflow, file", async () => {
    expect((await thrown(updateRollingSummary(ws, { in_progress: "x" } as never, OPTS))).message).toMatch(/unknown field "in_progress"; allowed: completed, inProgress, decisions, blockers, next/);
    expect((await thrown(updateRollingSummary(ws, { next: 5 } as never, OPTS))).message).toMatch(/fields\.next: expected a string/);
    expect((await thrown(updateRollingSummary(ws, FIELDS, { ...OPTS, timezone: "Nowhere/Land" }))).message).toMatch(/^timezone:/);
    expect((await thrown(updateRollingSummary(ws, FIELDS, { ...OPTS, overflow: "cut" as never }))).message).toMatch(/^overflow:/);
    const e = await thrown(updateRollingSummary(ws, FIELDS, { ...OPTS, file: "MEMORY.md" }));
    expect(e).toBeInstanceOf(WorkspaceError);
    expect(await thrown(updateRollingSummary(ws, FIELDS, { ...OPTS, file: "../x-STATE.md" }))).toBeInstanceOf(WorkspaceError);
    expect(fs.readdirSync(dir).filter((n) => n.endsWith(".md"))).toEqual([]);
  });

  it("an updater function gets the current fields under the lock", async () => {
    await updateRollingSummary(ws, FIELDS, OPTS);
    const seen: Array<RollingSummaryFields | null> = [];
    await updateRollingSummary(ws, (cur) => (seen.push(cur), { ...cur, next: "Ship it" }), OPTS);
    expect(seen).toEqual([{ ...FIELDS }]);
    expect((await readRollingSummary(ws))!.fields).toEqual({ ...FIELDS, next: "Ship it" });
  });

  it("with duplicate summaries updates the first and says so in a note", async () => {
    fs.writeFileSync(stateFile(), "# S\n\n## Rolling Summary\n- Completed: a\n\n## Rolling Summary\n- Completed: b\n");
    const r = await updateRollingSummary(ws, FIELDS, OPTS);
    expect(r.matches).toBe(2);
    expect(r.notes.join(" ")).toMatch(/has 2 "Rolling Summary" sections; only the first was updated/);
    expect(readState().endsWith("## Rolling Summary\n- Completed: b\n")).toBe(true);
  });
});

describe("a summary heading at another level than ##", () => {
  const OLD = ["- Completed: old work", "- In progress: old task", "- Decisions: —", "- Blockers: —", "- Next: —"].join("\n");
  const rollingHeadings = (text: string) => text.split("\n").filter((l) => /^#+ Rolling Summary/.test(l));

  for (const level of [1, 3, 4]) {
    it(`level ${level}: is read, replaced in place at level ${level}, and no second section is added`, async () => {
      const hashes = "#".repeat(level);
      const mine = "\n## My notes\nkeep this\n";
      const start = level === 1 ? "" : "# Session State\n\n";
      fs.writeFileSync(stateFile(), `${start}${hashes} Rolling Summary (as of 07:07)\n${OLD}\n${mine}`);
      const before = await readRollingSummary(ws);
      expect(before).toMatchObject({ asOf: "07:07", matches: 1, fields: { completed: "old work", inProgress: "old task" } });
      const r = await updateRollingSummary(ws, FIELDS, OPTS);
      expect(r).toMatchObject({ action: "replaced", matches: 1 });
      const out = readState();
      expect(rollingHeadings(out)).toEqual([`${hashes} Rolling Summary (as of 14:05)`]);
      // The section ends at the next heading whatever its level: the person's own section stays.
      expect(out).toBe(`${start}${SUMMARY_1405.replace(/^## /, hashes + " ")}\n${mine}`);
      expect((await readRollingSummary(ws))!.fields).toEqual(FIELDS);
      // Idempotent at that level too.
      expect((await updateRollingSummary(ws, FIELDS, OPTS)).action).toBe("unchanged");
    });
  }

  it("a file with both a level-1 and a level-2 summary: the first is updated, none is added", async () => {
    fs.writeFileSync(stateFile(), `# Rolling Summary (as of 07:07)\n${OLD}\n\n## Rolling Summary (as of 08:00)\n- Completed: b\n`);
    const r = await updateRollingSummary(ws, FIELDS, OPTS);
    expect(r).toMatchObject({ action: "replaced", matches: 2 });
    expect(r.notes.join(" ")).toMatch(/has 2 "Rolling Summary" sections; only the first was updated/);
    const out = readState();
    expect(rollingHeadings(out)).toEqual(["# Rolling Summary (as of 14:05)", "## Rolling Summary (as of 08:00)"]);
    expect((await readRollingSummary(ws))!.fields).toEqual(FIELDS);
  });

  it("a setext (underlined) level-1 summary is found and kept at level 1", async () => {
    fs.writeFileSync(stateFile(), `Rolling Summary (as of 07:07)\n=============================\n${OLD}\n`);
    await updateRollingSummary(ws, FIELDS, OPTS);
    expect(readState()).toBe(SUMMARY_1405.replace(/^## /, "# ") + "\n");
  });
});

describe("readRollingSummary", () => {
  it("returns null without the file, and null for a file without the section", async () => {
    expect(await readRollingSummary(ws)).toBeNull();
    fs.writeFileSync(stateFile(), "# S\n\n```\n## Rolling Summary\n- Completed: in code\n```\n");
    expect(await readRollingSummary(ws)).toBeNull();
  });

  it("reads back what updateRollingSummary wrote", async () => {
    await updateRollingSummary(ws, FIELDS, OPTS);
    expect(await readRollingSummary(ws)).toEqual({ asOf: "14:05", fields: FIELDS, raw: SUMMARY_1405, heading: "Rolling Summary (as of 14:05)", matches: 1 });
  });

  it("tolerates hand edits: * bullets, bold labels, any case, continuation lines, no timestamp", async () => {
    fs.writeFileSync(stateFile(), "## rolling summary\n* **Completed:** one\n  and two\n+ **In progress**: three\n- decisions: four\n- Next:\n- Unknown: ignored\n");
    const r = await readRollingSummary(ws);
    expect(r).toMatchObject({ asOf: null, fields: { completed: "one and two", inProgress: "three", decisions: "four", blockers: "", next: "" } });
  });

  it("reads a custom file", async () => {
    await updateRollingSummary(ws, FIELDS, { ...OPTS, file: "AGENT-STATE.md" });
    expect((await readRollingSummary(ws, "AGENT-STATE.md"))?.asOf).toBe("14:05");
    expect(await readRollingSummary(ws)).toBeNull();
  });
});

describe("appendDailyNote", () => {
  const note = () => fs.readFileSync(path.join(dir, "memory", "2026-11-29.md"), "utf8");

  it("creates memory/YYYY-MM-DD.md with a # YYYY-MM-DD title, then only appends", async () => {
    const a = await appendDailyNote(ws, { date: "2026-11-29", heading: "Session 09:00–11:30", body: "Did A.\r\n\r\nDecided B.\n\n" });
    expect(a).toMatchObject({ file: "memory/2026-11-29.md", created: true });
    const first = note();
    expect(first).toBe("# 2026-11-29\n\n## Session 09:00–11:30\n\nDid A.\n\nDecided B.\n");
    const b = await appendDailyNote(ws, { date: "2026-11-29", heading: "Session 14:00", body: "Did C." });
    expect(b.created).toBe(false);
    expect(note()).toBe(first + "\n## Session 14:00\n\nDid C.\n");
  });

  it("never rewrites what the note already holds, even without a final newline", async () => {
    fs.mkdirSync(path.join(dir, "memory"));
    const mine = "# 2026-11-29\n\nMy own notes, *exactly* so.   \nNo final newline";
    fs.writeFileSync(path.join(dir, "memory", "2026-11-29.md"), mine);
    await appendDailyNote(ws, { date: "2026-11-29", heading: "Session end", body: "Summary." });
    expect(note().startsWith(mine)).toBe(true);
    expect(note().slice(mine.length)).toBe("\n## Session end\n\nSummary.\n");
  });

  it("redacts the block, and refuses a date that is not a calendar day, naming it", async () => {
    const token = "ghp_" + "Z9y8X7w6V5".repeat(3) + "u4T3s2";
    await appendDailyNote(ws, { date: "2026-11-29", heading: "Session", body: `used ${token}` });
    expect(note()).not.toContain(token);
    for (const date of ["2026-02-30", "2026-11-29.md", "../2026-11-29", "26-11-29"]) {
      expect((await thrown(appendDailyNote(ws, { date, heading: "h", body: "b" }))).message).toMatch(/^date: expected a calendar date "YYYY-MM-DD"/);
    }
    expect((await thrown(appendDailyNote(ws, { date: "2026-11-29", heading: " ", body: "b" }))).message).toMatch(/^heading:/);
  });
});

describe("summary selector", () => {
  it("is the Rolling Summary key, written at level 2, found at any level", () => {
    expect(SUMMARY_SELECTOR).toEqual({ heading: "Rolling Summary", depth: 2, anyDepth: true });
  });
});
