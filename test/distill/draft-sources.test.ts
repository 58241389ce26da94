/**
 * Drafts are built from sources with their secrets already removed. A draft goes back to the
 * model (memory_distill draft) before anything is written, and drafting rewrites statements
 * (clips them, normalizes keys, pairs old and new values in `Updated:` lines), after which a
 * token may no longer match its rule when the workspace redacts the file on write.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openWorkspace } from "../../src/core/workspace/index.js";
import { draftDistillation, type DraftRequest } from "../../src/skills/memory-compactor/index.js";

const TOKEN = "pscale_tkn_Q2x7LmN9pR4vT8wY1zA5cE3gJ6kB0dFh7Ks2Lq";
const OLD_TOKEN = "ghp_R8mK2pQ9xT4vW7yZ1aC5eG3jL6nB0dF2hS4u";

/** The draft of `req` in a fresh workspace holding `files`, which is removed afterwards. */
async function draftIn(files: Record<string, string>, req: DraftRequest): Promise<string | null> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ck-draft-sources-"));
  try {
    for (const [rel, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      fs.writeFileSync(path.join(dir, rel), text);
    }
    return (await draftDistillation(await openWorkspace(dir), req)).markdown;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe("drafts are built from secret-free sources", () => {
  it("a day draft from a log holding tokens returns no token to the agent", async () => {
    const markdown = await draftIn(
      { "memory/2026-11-02.md": `# 2026-11-02\n\n- Decided to switch the PlanetScale token to ${TOKEN} for the release.\n- The GitHub deploy token is ${OLD_TOKEN} until Friday.\n- Met Maya about the release budget of €40K.\n` },
      { tier: "day", period: "2026-11-02" },
    );
    expect(markdown).not.toBeNull();
    expect(markdown).not.toContain("Q2x7LmN9pR4vT8wY1zA5cE3gJ6kB0dFh7Ks2Lq");
    expect(markdown).not.toContain("R8mK2pQ9xT4vW7yZ1aC5eG3jL6nB0dF2hS4u");
  });

  it("a week draft from days drafted in memory and a hand-made day file returns no token", async () => {
    const markdown = await draftIn(
      {
        "memory/2026-11-02.md": `# 2026-11-02\n\n- Decided the PlanetScale token is ${TOKEN}.\n`,
        "memory/2026-11-04.md": `# 2026-11-04\n\n- Decided the PlanetScale token is now rotated.\n`,
        // Written by hand, not through context-kit: its secret never met our redactor.
        "memory/distilled/day-2026-11-03.md": `# Daily Distillation: 2026-11-03\n\n## Facts\n- The deploy token is ${OLD_TOKEN}.\n\n## Patterns\n_None._\n\n## Anomalies\n_None._\n`,
      },
      { tier: "week", period: "2026-W45" },
    );
    expect(markdown).not.toBeNull();
    expect(markdown).not.toContain("Q2x7LmN9pR4vT8wY1zA5cE3gJ6kB0dFh7Ks2Lq");
    expect(markdown).not.toContain("R8mK2pQ9xT4vW7yZ1aC5eG3jL6nB0dF2hS4u");
  });
});
