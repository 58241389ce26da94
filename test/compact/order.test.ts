// Which compact is the newest: by the time in the name, then the sequence number (no suffix = 1).
// As strings, "2026-12-01-1407-3.md" sorts before "2026-12-01-1407.md" ("-" < "."), and "-10"
// before "-2"; status, list, latest, retention and the new-session injection must all agree.
import { mkdtempSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openWorkspace } from "../../src/core/workspace/index.js";
import { compareCompactNames, latestCompact, listCompacts, sortCompactNames, writeCompact } from "../../src/skills/context-compactor/index.js";
import { buildStatus } from "../../src/plugin/status/build-status.js";
import { resolveConfig } from "../../src/core/config.js";
import { hookHarness } from "../plugin/fake-api.js";

const compact = (n: number) => `# Session Compact — 2026-12-01 14:07 UTC
**Turns**: ${n} | **Est. tokens saved**: ~100

## Decisions Made
- [2026-12-01] Decision number ${n}

## Facts Established
_None._

## Pending Actions
_None._

## Technical Context
_None._

## Blockers / Open Questions
_None._

## Session Summary
Compact ${n}.
`;

// Written in this order (oldest first): 1406, 1407, 1407-2, 1407-3, 1407-10.
const AGE_ORDER = ["2026-12-01-1406.md", "2026-12-01-1407.md", "2026-12-01-1407-2.md", "2026-12-01-1407-3.md", "2026-12-01-1407-10.md"];

function workspaceWithCompacts(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "ck-order-"));
  mkdirSync(path.join(dir, "memory", "compacts"), { recursive: true });
  AGE_ORDER.forEach((name, i) => writeFileSync(path.join(dir, "memory", "compacts", name), compact(i + 1)));
  return dir;
}

describe("compact order", () => {
  it("the comparator orders by time, then sequence number, whatever the string order", () => {
    const shuffled = [...AGE_ORDER].sort(); // the string order
    expect(shuffled).not.toEqual(AGE_ORDER);
    expect([...shuffled].sort(compareCompactNames)).toEqual(AGE_ORDER);
    expect(sortCompactNames(["README.md", ...shuffled, "2026-12-01-1407.txt"])).toEqual(AGE_ORDER);
  });

  it("list and latest: 1407-10 is the newest, after 1407-3, after 1407", async () => {
    const ws = await openWorkspace(workspaceWithCompacts());
    expect((await listCompacts(ws)).map((c) => c.name)).toEqual(AGE_ORDER);
    const latest = await latestCompact(ws);
    expect(latest?.info.name).toBe("2026-12-01-1407-10.md");
    expect(latest?.markdown).toContain("Decision number 5");
  });

  it("status names the same newest compact", async () => {
    const ws = await openWorkspace(workspaceWithCompacts());
    const report = await buildStatus(ws, resolveConfig({ timezone: "UTC" }));
    expect(report.files.compacts).toMatchObject({ count: 5, newest: "2026-12-01-1407-10.md" });
  });

  it("retention keeps the 30 newest by the same order", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "ck-order-"));
    const ws = await openWorkspace(dir);
    const now = new Date("2026-12-01T14:07:00Z");
    for (let i = 1; i <= 31; i++) await writeCompact(ws, compact(i), { now });
    const left = sortCompactNames(readdirSync(path.join(dir, "memory", "compacts")));
    expect(left).toHaveLength(30);
    expect(left).not.toContain("2026-12-01-1407.md"); // sequence 1 was the oldest
    expect(left[0]).toBe("2026-12-01-1407-2.md");
    expect(left.at(-1)).toBe("2026-12-01-1407-31.md");
  });

  it("a new session is given the newest compact", async () => {
    const dir = workspaceWithCompacts();
    const h = hookHarness({ events: new Map() });
    const r = await h.call("before_prompt_build", { messages: [{ role: "user", content: "hi" }], currentUserMessageId: "1" }, { agentId: "main", sessionKey: "k", sessionId: "s", workspaceDir: dir });
    expect(r.prependContext).toContain('source="memory/compacts/2026-12-01-1407-10.md"');
    expect(r.prependContext).toContain("Decision number 5");
  });
});
