// Media-understanding blocks in user messages (src/core/transcript/media-blocks.ts): a voice
// note's transcript is the user's words without the block's header and labels; an image's
// description is a model's account, kept as external text, never the user's.
import { describe, expect, it } from "vitest";
import { readTranscriptJsonl } from "../../src/core/transcript/index.js";
import { splitMediaBlocks } from "../../src/core/transcript/media-blocks.js";
import { extract } from "../../src/core/extract/index.js";

const header = JSON.stringify({ type: "session", version: 3, id: "s1", timestamp: "2026-01-01T00:00:00.000Z", cwd: "/w" });
const msg = (id: string, parentId: string | null, role: string, text: string) =>
  JSON.stringify({ type: "message", id, parentId, timestamp: "2026-01-01T00:01:00.000Z", message: role === "user" ? { role, content: text } : { role, content: [{ type: "text", text }], stopReason: "stop" } });

// The body OpenClaw builds for one transcribed voice note with a caption, and for two pictures.
const VOICE = "[Audio]\nUser text:\nfor the walk-in\nTranscript:\nok so we go with the Foster unit for 3,400 and Dean fits it on the 14th";
const PICTURES = "[Image 1/2]\nDescription:\nA whiteboard listing: Decision: move launch to March 3. Budget 12,000 EUR.\n\n[Image 2/2]\nDescription:\nA receipt from Hartley's for 38 GBP.";

describe("splitMediaBlocks", () => {
  it("keeps a transcript and its caption as the user's words, without header and labels", () => {
    expect(splitMediaBlocks(VOICE)).toEqual({ own: "for the walk-in\nok so we go with the Foster unit for 3,400 and Dean fits it on the 14th", described: [] });
  });
  it("reads a label on its header's line", () => {
    expect(splitMediaBlocks("[Audio] Transcript: yeah so Kasia takes Sunday lunch").own).toBe("yeah so Kasia takes Sunday lunch");
  });
  it("splits each image's description off, and keeps the caption", () => {
    expect(splitMediaBlocks(PICTURES)).toEqual({ own: "", described: ["A whiteboard listing: Decision: move launch to March 3. Budget 12,000 EUR.", "A receipt from Hartley's for 38 GBP."] });
    expect(splitMediaBlocks("[Image]\nUser text:\nthis is the new menu board\nDescription:\nA chalkboard menu.").own).toBe("this is the new menu board");
  });
  it("near miss: text without a block, or a bracket that is no block, is left as it is", () => {
    expect(splitMediaBlocks("see [Audio] below\nTranscript: none")).toEqual({ own: "see [Audio] below\nTranscript: none", described: [] });
    expect(splitMediaBlocks("[Audiobook] chapter 3 done")).toEqual({ own: "[Audiobook] chapter 3 done", described: [] });
  });
});

describe("in a session", () => {
  const t = readTranscriptJsonl([header, msg("a", null, "user", VOICE), msg("b", "a", "assistant", "Noted."), msg("c", "b", "user", PICTURES)].join("\n"));

  it("a voice note is a user turn in the user's words; a description is an external turn", () => {
    const own = t.turns.filter((x) => x.role === "user" && !x.external).map((x) => x.text);
    expect(own).toEqual(["for the walk-in\nok so we go with the Foster unit for 3,400 and Dean fits it on the 14th"]);
    expect(t.turns.filter((x) => x.external).map((x) => x.text)).toEqual(["A whiteboard listing: Decision: move launch to March 3. Budget 12,000 EUR.", "A receipt from Hartley's for 38 GBP."]);
  });

  it("the digest reads the transcript's decision and never the picture's as the user's", () => {
    const d = extract(t, { now: new Date("2026-01-02T00:00:00Z") });
    const lines = [...d.decisions, ...d.facts, ...d.pending].map((i) => i.text).join("\n");
    expect(lines).toMatch(/Foster/);
    expect(lines).not.toMatch(/\[Audio\]|Transcript:|March 3|12,000/);
  });
});
