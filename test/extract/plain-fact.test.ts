// Facts said without a cue phrase: the user states something specific about their world. And a
// later statement on the same subject replaces the earlier one, whatever words announce it.
import { describe, expect, it } from "vitest";
import { extract } from "../../src/core/extract/index.js";
import { detectClause } from "../../src/core/extract/detect.js";
import { plainFact, subjectOf } from "../../src/core/extract/plain-fact.js";
import { transcriptOf, type Line } from "./make-transcript.js";

const NOW = new Date("2026-12-01T09:30:00Z");
const facts = (lines: Line[]) => extract(transcriptOf(lines), { now: NOW }).facts.map((f) => `[${f.tag}] ${f.text}`);

describe("plain statements with specifics are facts", () => {
  it.each([
    ["our flight lands at 14:20 on May 3", "PROJ"],
    ["the shop closes at 6pm on Sundays", "PROJ"],
    ["Rent is €1,450 a month, due on the 1st", "PROJ"],
    ["the staging box has 16 GB of RAM", "PROJ"],
    ["the API runs on Postgres 16 behind pgbouncer", "TECH"],
  ])("%s → %s", (text, tag) => {
    expect(plainFact(text)).toBe(tag);
  });

  it.each([
    "check git status and show me the diff", // a bare command
    "thanks, that's great", // an ack
    "the paper is in English", // one bare name is too thin
    "I was going to load them into BigQuery", // intent, not a state of the world
    "I think the deadline is May 3", // hedged
    "we should move the standup to 10:30", // a proposal
    "can the job run at 02:00?", // a question
    "it is what it is", // no specifics
  ])("near miss, no fact: %s", (text) => {
    expect(plainFact(text)).toBeNull();
  });

  it("only the user's statements: the assistant's are findings, not facts about the user's world", () => {
    expect(detectClause("the shop closes at 6pm on Sundays", "user")).toEqual([expect.objectContaining({ kind: "fact", tag: "PROJ" })]);
    expect(detectClause("the shop closes at 6pm on Sundays", "assistant")).toEqual([]);
  });

  it("never a credential, even redacted", () => {
    expect(detectClause("the supabase anon key is <REDACTED_SECRET>", "user")).toEqual([]);
    expect(detectClause("the ro pw is Zq8", "user")).toEqual([]);
  });
});

describe("subjects and recency", () => {
  it("keys a statement by its subject and verb, without values", () => {
    expect(subjectOf("our flight lands at 14:20 on May 3")).toBe("flight land");
    expect(subjectOf("actually the flight lands at 15:05")).toBe("flight land");
    expect(subjectOf("check git status")).toBe("");
  });

  it("a later value on the same subject replaces the earlier one", () => {
    const f = facts([["user", "our flight lands at 14:20 on May 3"], ["assistant", "Noted."], ["user", "update: the flight lands at 15:05 on May 3 now"]]);
    expect(f).toEqual(["[PROJ] Update: the flight lands at 15:05 on May 3 now"]);
  });

  it("near miss: another subject with its own value stays", () => {
    const f = facts([["user", "our flight lands at 14:20 on May 3"], ["user", "the hotel check-in opens at 15:00"]]);
    expect(f).toHaveLength(2);
  });
});

describe("whole statements", () => {
  it("shortens at a clause boundary and keeps the clause that says what was chosen over what", async () => {
    const { clip } = await import("../../src/core/extract/clean.js");
    const long = `We go with Caddy over nginx for the reverse proxy, ${"because the config is shorter and it renews certificates on its own, ".repeat(3)}which matters`;
    expect(clip(long, 200)).toBe("We go with Caddy over nginx for the reverse proxy…");
    const until = `Keep the 2.41 image pinned until the upstream fix ships in 2.43, ${"since the pool leak is still open and we saw it twice last week in prod, ".repeat(3)}ok`;
    expect(clip(until, 200)).toBe("Keep the 2.41 image pinned until the upstream fix ships in 2.43…");
  });
  it("near miss: a short statement is untouched, and a long one without clauses still ends on a word", async () => {
    const { clip } = await import("../../src/core/extract/clean.js");
    expect(clip("Use Caddy over nginx", 200)).toBe("Use Caddy over nginx");
    const words = "alpha ".repeat(60).trim();
    expect(clip(words, 200)).toMatch(/^(?:alpha )+alpha…$/);
  });
});
