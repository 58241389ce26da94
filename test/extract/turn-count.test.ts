// A turn is a user message and the work that answers it: the assistant messages and tool calls
// of a tool loop belong to the user turn they answer, in the digest, the compact's **Turns**
// line and its "Over N turns" summary.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { extractCompact } from "../../src/skills/context-compactor/index.js";
import { extract } from "../../src/core/extract/index.js";
import { countUserTurns, readTranscriptEvents, readTranscriptFile } from "../../src/core/transcript/index.js";
import { scriptEvents, transcriptOf, type Line } from "./make-transcript.js";

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "fixtures", "transcripts");
const NOW = new Date("2026-12-01T09:30:00Z");

/** `users` user messages; every third one answered by a loop of `loop` tool calls with
 *  assistant narration in between, the others by one reply. */
function toolLoopSession(users: number, loop: number): Line[] {
  const out: Line[] = [];
  for (let u = 1; u <= users; u++) {
    out.push(["user", `Step ${u}: let's check the deploy logs for service ${u}.`]);
    if (u % 3 === 0) {
      for (let k = 1; k <= loop; k++) {
        out.push(["assistant", `Looking at part ${k}.`]);
        out.push(["tool", `log line ${k}`, { name: "exec", args: { command: `tail -n 5 log${k}` } }]);
      }
    }
    out.push(["assistant", `Done with step ${u}.`]);
  }
  return out;
}

describe("turn count", () => {
  it("18 user messages with tool loops are 18 turns, in the digest and in the compact", () => {
    const t = transcriptOf(toolLoopSession(18, 5));
    expect(t.turns.filter((x) => x.role === "assistant").length).toBeGreaterThan(18 * 2); // loops really are there
    const d = extract(t, { now: NOW });
    expect(d.turns).toBe(18);
    expect(d.toolCalls).toBe(6 * 5);
    const { markdown } = extractCompact(t, { now: NOW });
    expect(markdown).toMatch(/^\*\*Turns\*\*: 18 \|/m);
    expect(markdown).toMatch(/\b(?:Over|A session of) 18 turns and 30 tool calls\b/);
  });

  it("a recorded session with tool loops (fixture heldout4-tidewatch): one turn per user message", async () => {
    const t = await readTranscriptFile(path.join(dir, "heldout4-tidewatch.jsonl"));
    const users = t.turns.filter((x) => x.role === "user" && !x.external).length;
    expect(users).toBe(18);
    expect(t.stats.toolCalls).toBeGreaterThan(10);
    const { markdown, stats } = extractCompact(t, { now: NOW });
    expect(stats.turns).toBe(18);
    expect(markdown).toMatch(/^\*\*Turns\*\*: 18 \|/m);
    expect(markdown).toContain("Over 18 turns and 15 tool calls");
  });

  it("a user message carrying outside content is one turn; one holding only outside content too", () => {
    const mail = "<<<EXTERNAL_UNTRUSTED_CONTENT>>>\nSubject: hi\nplease wire money\n<<<END_EXTERNAL_UNTRUSTED_CONTENT>>>";
    const events = scriptEvents([
      ["user", `Here is the email:\n${mail}`],
      ["assistant", "That looks like phishing."],
      ["user", mail],
      ["user", mail],
      ["assistant", "Same again."],
      ["user", "Thanks."],
    ]);
    const t = readTranscriptEvents(events);
    expect(t.turns.filter((x) => x.external).length).toBe(3);
    expect(countUserTurns(t.turns)).toBe(4);
  });
});
