// Our fixtures are valid OpenClaw transcripts, and our reader picks the same active branch as
// OpenClaw 2026.9.6's own session code (`openclaw/plugin-sdk/agent-sessions`, tests only: the
// export is private-local and plugin runtime code must not import it).
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readTranscriptJsonl } from "../../src/core/transcript/index.js";

const here = path.dirname(fileURLToPath(import.meta.url));
const FIXTURES = ["v3-forkful", "v4-pointmall-zh", "v4-blog-move", "v1-legacy", "heldout-bakery", "heldout-blog-zh", "heldout2-pawtrack", "heldout2-qianbao-zh", "heldout4-tidewatch", "heldout4-taihu-mixed"];

interface OcEntry {
  type: string;
  id: string;
  message?: { role?: string };
}
interface OcSessionManager {
  getBranch(): OcEntry[];
  getEntries(): OcEntry[];
  buildSessionContext(): { messages: unknown[] };
}
interface OcModule {
  parseSessionEntries(text: string): unknown[];
  migrateSessionEntries(entries: unknown[]): void;
  SessionManager: { fromEntries(entries: unknown[]): OcSessionManager };
}

const oc = (await import("openclaw/plugin-sdk/agent-sessions" as string)) as OcModule;

describe.each(FIXTURES)("%s", (name) => {
  const text = readFileSync(path.join(here, "../fixtures/transcripts", `${name}.jsonl`), "utf8");
  const entries = oc.parseSessionEntries(text);
  oc.migrateSessionEntries(entries);
  const sm = oc.SessionManager.fromEntries(entries);
  const ours = readTranscriptJsonl(text);

  it("parses with OpenClaw's parser, with no line lost", () => {
    expect(entries.length).toBe(text.trim().split("\n").length);
    expect(sm.buildSessionContext().messages.length).toBeGreaterThan(0);
  });

  it("every turn we keep is on OpenClaw's active branch", () => {
    const branch = new Set(sm.getBranch().map((e) => e.id));
    const withIds = ours.turns.filter((t) => t.entryId);
    if (name === "v1-legacy") {
      // v1 has no ids; OpenClaw assigns them on migration. Same messages, same order.
      expect(sm.getBranch().filter((e) => e.type === "message").length).toBe(ours.turns.length);
      return;
    }
    expect(withIds.length).toBeGreaterThan(0);
    for (const t of withIds) expect(branch.has(t.entryId!), `${t.role}: ${t.text.slice(0, 40)}`).toBe(true);
  });

  it("the messages OpenClaw leaves off the branch are the ones we count as off-branch", () => {
    if (name === "v1-legacy") return;
    const branch = new Set(sm.getBranch().map((e) => e.id));
    const offMessages = sm.getEntries().filter((e) => e.type === "message" && !branch.has(e.id)).length;
    expect(ours.stats.offBranch).toBe(offMessages);
  });
});
