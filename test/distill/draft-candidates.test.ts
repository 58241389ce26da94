import { describe, expect, it } from "vitest";
import { distillDue, draftDistillation, renderDraft } from "../../src/skills/memory-compactor/index.js";
import { MemWorkspace } from "./helpers/mem-workspace.js";

// Six days of heartbeats and inbox lines (routine by the workspace's own history), and on two
// of them something that happened once.
function workspace() {
  const files: Record<string, string> = { "MEMORY.md": "# MEMORY\n" };
  for (const d of [12, 13, 14, 15, 16, 17]) {
    const lines = [`# 2026-01-${d}`, "", `- 07:0${d % 10} heartbeat ok`, `- Inbox: ${d + 3} new, nothing urgent`];
    if (d === 14) lines.push("- The database moved from db-01 to db-07 at 14:30.", "- Dentist moved to Feb 3, 10:00.");
    if (d === 16) lines.push("", "| vendor | amount |", "| --- | --- |", "| Hetzner | €41.60 |");
    files[`memory/2026-01-${d}.md`] = lines.join("\n") + "\n";
  }
  return new MemWorkspace(files);
}

describe("memory_distill draft carries every salient candidate with its file and line", () => {
  it("a day: the one-off statements, not the routine, each at its line", async () => {
    const d = await draftDistillation(workspace(), { tier: "day", period: "2026-01-14" });
    expect(d.candidates).toEqual([
      { file: "memory/2026-01-14.md", line: 5, text: "The database moved from db-01 to db-07 at 14:30." },
      { file: "memory/2026-01-14.md", line: 6, text: "Dentist moved to Feb 3, 10:00." },
    ]);
    expect(d.candidateCount).toBe(2);
  });

  it("a table row is a candidate too, its cells labelled by the header", async () => {
    const d = await draftDistillation(workspace(), { tier: "day", period: "2026-01-16" });
    expect(d.candidates.map((c) => `${c.line} ${c.text}`)).toEqual(["8 vendor: Hetzner; amount: €41.60"]);
  });

  it("a quiet day has none, and says so", async () => {
    const d = await draftDistillation(workspace(), { tier: "day", period: "2026-01-13" });
    expect(d.candidates).toEqual([]);
    expect(renderDraft(d)).toContain("Candidates: none");
  });

  it("a week cites the day files it is built from, at their lines", async () => {
    const ws = workspace();
    await distillDue(ws, { now: "2026-01-18" });
    const d = await draftDistillation(ws, { tier: "week", period: "2026-W03" });
    expect(d.candidates.length).toBeGreaterThan(0);
    for (const c of d.candidates) {
      expect(c.file).toMatch(/^memory\/distilled\/day-2026-01-1\d\.md$/);
      const line = (await ws.readText(c.file))!.split("\n")[c.line - 1] ?? "";
      // The cited line holds the statement (markup aside).
      expect(line.replace(/[*`|]/g, "")).toContain(c.text.split(/[;]/)[0]!.replace(/[*`]/g, "").trim().slice(0, 12));
    }
    expect(d.candidates.some((c) => c.text.includes("db-07"))).toBe(true);
  });

  it("the tool's text lists them as file:line", async () => {
    const d = await draftDistillation(workspace(), { tier: "day", period: "2026-01-14" });
    expect(renderDraft(d)).toContain("- memory/2026-01-14.md:5: The database moved from db-01 to db-07 at 14:30.");
  });
});
