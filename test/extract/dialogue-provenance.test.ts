// General rules that do not depend on a cue phrase list: who said it, what a reply answers, and
// whether a clause is the speaker's own intent. Each rule has near misses that must not change.
import { describe, expect, it } from "vitest";
import { extract } from "../../src/core/extract/index.js";
import { detectClause } from "../../src/core/extract/detect.js";
import { isRelayed } from "../../src/core/extract/provenance.js";
import { transcriptOf, type Line } from "./make-transcript.js";

const NOW = new Date("2026-12-01T09:30:00Z");
const digestOf = (lines: Line[]) => extract(transcriptOf(lines), { now: NOW });
const texts = (items: Array<{ text: string }>) => items.map((i) => i.text);

describe("answers to a proposal or a list of options", () => {
  const OPTIONS = "Two options:\n1. Bump max_connections to 400 on the primary\n2. Put pgbouncer in front of the app pool";
  it("a bare number picks that option", () => {
    expect(texts(digestOf([["assistant", OPTIONS], ["user", "2"]]).decisions)).toEqual(["Put pgbouncer in front of the app pool"]);
  });
  it("'the first' picks the first option", () => {
    expect(texts(digestOf([["assistant", OPTIONS], ["user", "the first"]]).decisions)).toEqual(["Bump max_connections to 400 on the primary"]);
  });
  it("near miss: a bare number with no list on offer decides nothing", () => {
    expect(digestOf([["assistant", "I'd recommend Redis for the queue."], ["user", "2"]]).decisions).toEqual([]);
  });
  it("'ok go' accepts what the assistant offered to do", () => {
    expect(texts(digestOf([["assistant", "Want me to switch the job queue to SQS?"], ["user", "ok go"]]).decisions)).toEqual(["Switch the job queue to SQS"]);
  });
  it("near miss: an offer that points back ('set that up') keeps the proposal before it", () => {
    const d = digestOf([["assistant", "I'd go with React Hook Form plus zod for the settings form.\n\nShall I set that up?"], ["user", "yes"]]);
    expect(texts(d.decisions)).toEqual(["Go with React Hook Form plus zod for the settings form"]);
  });
});

describe("questions choose nothing", () => {
  it("the user asking 'let's use Redis; ok?' leaves an open question, not a decision", () => {
    const d = digestOf([["user", "let's use Redis for the cache; ok?"]]);
    expect(d.decisions).toEqual([]);
    expect(texts(d.blockers)).toEqual(["Let's use Redis for the cache; ok?"]);
  });
  it("the assistant asking is not reported at all", () => {
    const d = digestOf([["user", "the cache is slow"], ["assistant", "I'd suggest we go with Redis — want me to proceed?"]]);
    expect(d.decisions).toEqual([]);
    expect(d.blockers).toEqual([]);
  });
  it("near miss: a deferred request phrased as a question stays a task", () => {
    expect(texts(digestOf([["user", "can you also write storybook stories for the switch tomorrow?"]]).pending)).toEqual(["Write storybook stories for the switch tomorrow"]);
  });
  it("near miss: the same decision said as a statement is a decision", () => {
    expect(texts(digestOf([["user", "let's use Redis for the cache"]]).decisions)).toEqual(["Use Redis for the cache"]);
  });
});

describe("provenance: relayed text is not intent", () => {
  it("a code comment marker inline is not a decision or task", () => {
    expect(detectClause("TODO(later): switch the queue to SQS", "user")).toEqual([]);
    expect(detectClause("FIXME: use the connection pool here", "assistant")).toEqual([]);
    expect(isRelayed("the handler has // TODO use Redis", "user")).toBe(true);
  });
  it("the assistant reading out a comment or a page is not a decision", () => {
    expect(detectClause('The comment says "we decided to use Mongo for sessions"', "assistant")).toEqual([]);
    expect(isRelayed('the README states: "deploy with Docker Compose"', "assistant")).toBe(true);
  });
  it("near miss: the user's own TODO list and plain statements still count", () => {
    expect(detectClause("TODO: draft the README", "user").map((s) => s.kind)).toEqual(["pending"]);
    expect(isRelayed("let's use Redis for the queue", "user")).toBe(false);
    expect(isRelayed("the docs are in Notion", "assistant")).toBe(false);
  });
});

describe("headed lists and output-form preferences", () => {
  it("an empty bullet under a heading ('(none)', 'n/a') is no item", () => {
    const d = digestOf([["compaction", "## Preferences\n- (none)\n## Next steps\n- n/a\n- deploy the worker to fly.io"]]);
    expect(d.facts).toEqual([]);
    expect(texts(d.pending)).toEqual(["Deploy the worker to fly.io"]);
  });
  it("a one-off request ('show me the diff') is not a preference", () => {
    expect(detectClause("Check git status and show me the diff", "user").some((s) => s.kind === "fact")).toBe(false);
  });
  it("near miss: a standing form ('just give me the commands') is a preference", () => {
    expect(detectClause("just give me the commands", "user")).toEqual([expect.objectContaining({ kind: "fact", tag: "PREF" })]);
    expect(detectClause("give me commands i can paste", "user")).toEqual([expect.objectContaining({ kind: "fact", tag: "PREF" })]);
  });
});

describe("a forwarded message is someone else's words", () => {
  const FORWARDED = 'Conversation info: ⟦openclaw:ctx⟧\n```json\n{"chat_id":"77"}\n```\n\nForwarded message context: ⟦openclaw:ctx⟧\n```json\n{"from":"Siam Wholesale Official","type":"channel"}\n```\n\nWe switch every client to the Premium 40 kg rice sacks at 1,450 baht from 1 Dec, order by Friday.';
  it("its text is outside content: no decision, fact or task comes from it", () => {
    const d = digestOf([["user", "morning, stock check first"], ["user", FORWARDED], ["assistant", "Noted the wholesaler's flyer."]]);
    expect(JSON.stringify([d.decisions, d.facts, d.pending])).not.toMatch(/1,450|Premium 40/);
  });
  it("near miss: the same words in the user's own message are read", () => {
    const own = "We switch every client to the Premium 40 kg rice sacks at 1,450 baht from 1 Dec, order by Friday.";
    const d = digestOf([["user", "morning, stock check first"], ["user", own], ["assistant", "Noted."]]);
    expect(JSON.stringify([d.decisions, d.facts, d.pending])).toMatch(/1,450/);
  });
});
