// The working set (src/core/extract/working-set.ts): the files and references the assistant's
// tool calls used, most-used first, in one Technical Context line that the renderer adds only
// where the compact still has room.
import { describe, expect, it } from "vitest";
import { changedItem, workingSet, workingSetItem, MAX_VALUES } from "../../src/core/extract/working-set.js";
import { extract } from "../../src/core/extract/index.js";
import { extractCompact } from "../../src/skills/context-compactor/index.js";
import { transcriptOf, type Line } from "./make-transcript.js";

const NOW = new Date("2026-12-01T09:30:00Z");
const read = (path: string): Line => ["tool", "ok", { name: "read", args: { path } }];
const exec = (command: string): Line => ["tool", "ok", { name: "exec", args: { command } }];

describe("the working set", () => {
  it("lists what the tool calls used, most-used first, each call counted once", () => {
    const t = transcriptOf([
      ["user", "close the quarter please"],
      read("fechamento/ajustes_T3.xlsx"),
      exec("python scripts/dre.py fechamento/ajustes_T3.xlsx --out fechamento/resumo_T3_caju.md"),
      exec("python scripts/dre.py fechamento/ajustes_T3.xlsx fechamento/ajustes_T3.xlsx"),
      ["assistant", "Done."],
    ]);
    expect(workingSet(t).map((u) => [u.value, u.calls])).toEqual([
      ["fechamento/ajustes_T3.xlsx", 3],
      ["scripts/dre.py", 2],
      ["fechamento/resumo_T3_caju.md", 1],
    ]);
  });

  it("does not read the user's or the tools' text, only the calls' arguments", () => {
    const t = transcriptOf([["user", "the sheet is odczyty_2026-11.xlsx"], ["assistant", "I will open odczyty_2026-11.xlsx."], ["tool", "wrote backup_2026-11.tar.gz", { name: "exec", args: { command: "ls" } }]]);
    expect(workingSet(t)).toEqual([]);
  });

  it("leaves out what Technical Context already names, and says that there are more", () => {
    const lines: Line[] = [["user", "go"]];
    for (let i = 0; i < MAX_VALUES + 3; i++) lines.push(read(`notes/ch${String(i).padStart(2, "0")}_draft.md`));
    const item = workingSetItem(transcriptOf(lines), ["File: notes/ch00_draft.md"], "2026-12-01");
    expect(item?.text).toMatch(/^Files and references the tools used, most-used first: notes\/ch01_draft\.md, /);
    expect(item?.text).not.toContain("ch00_draft");
    expect(item?.text).toMatch(/, and others$/);
    expect(item?.text).toContain(`ch${String(MAX_VALUES).padStart(2, "0")}_draft`);
    expect(item?.text).not.toContain(`ch${String(MAX_VALUES + 1).padStart(2, "0")}_draft`);
  });

  it("shows a path under the workspace relative to it, and leaves out other absolute paths (the compact would redact them to a placeholder)", () => {
    const t = transcriptOf([["user", "go"], read("/home/test/.openclaw/workspace/notes/plan_v2.md"), read("/etc/nginx/sites-enabled/app.conf"), read("~/backups/db_2026-11.sql")]);
    expect(workingSet(t).map((u) => u.value)).toEqual(["notes/plan_v2.md"]);
  });

  it("keeps a secret in a call's arguments out of the digest", () => {
    const key = "AKIAQ3EGRZLW5XTP7M2N";
    const t = transcriptOf([["user", "check the export"], read(`exports/${key}/billing_2026-11.csv`), read(`exports/${key}/billing_2026-11.csv`), read("exports/summary_2026-11.md")]);
    const d = extract(t, { now: NOW });
    expect(d.workingSet?.text).toContain("exports/summary_2026-11.md");
    expect(JSON.stringify(d)).not.toContain(key);
  });
});

describe("the files the session changed", () => {
  const write = (path: string): Line => ["tool", "ok", { name: "write", args: { path, content: "# see notes/ignored_ref.md" } }];
  const edit = (path: string): Line => ["tool", "ok", { name: "edit", args: { path, oldText: "a", newText: "b" } }];

  it("are one statement of their own, latest first, apart from the files only read or run", () => {
    const t = transcriptOf([["user", "close the quarter"], read("fechamento/ajustes_T3.xlsx"), write("clientes/caju/resumo_T3_caju.md"), exec("python scripts/dre.py"), edit("clientes/caju/ajustes_T3.json"), read("fechamento/ajustes_T3.xlsx")]);
    expect(changedItem(t, [], "2026-12-01")?.text).toBe("Files the session changed, latest first: clientes/caju/ajustes_T3.json, clientes/caju/resumo_T3_caju.md");
    const d = extract(t, { now: NOW });
    expect(d.technical.map((i) => i.text)).toContain("Files the session changed, latest first: clientes/caju/ajustes_T3.json, clientes/caju/resumo_T3_caju.md");
    expect(d.workingSet?.text).not.toContain("resumo_T3_caju");
  });

  it("keep their place in a compact over budget, where the index line of files read is cut", () => {
    const lines: Line[] = [];
    for (let i = 0; i < 30; i++) lines.push(["user", `TODO: migrate report number ${i} to the new ${"very long description ".repeat(6)}format`], read(`reports/report_${i}.sql`));
    lines.push(write("reports/q3_summary_final.md"));
    const r = extractCompact(transcriptOf(lines), { now: NOW, targetTokens: 600 });
    expect(Object.values(r.stats.dropped).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    expect(r.markdown).toContain("Files the session changed, latest first: reports/q3_summary_final.md");
    expect(r.markdown).not.toContain("Files and references the tools used");
  });

  it("near miss: a session that only reads and runs changed nothing", () => {
    expect(changedItem(transcriptOf([["user", "go"], read("notes/plan_v2.md"), exec("python plot.py --out fig_2.png")]), [], "2026-12-01")).toBeNull();
  });
});

describe("in the compact", () => {
  it("goes under Technical Context when there is room", () => {
    const r = extractCompact(transcriptOf([["user", "fix the retention plot"], exec("python plot_retention.py --out retention_heatmap.png"), read("plot_retention.py"), ["assistant", "Fixed the axis labels."]]), { now: NOW });
    const technical = r.markdown.split("## Technical Context")[1]?.split("## ")[0] ?? "";
    expect(technical).toContain("- Files and references the tools used, most-used first: plot_retention.py, retention_heatmap.png");
  });

  it("never takes the place of a statement: over budget it is left out, and nothing is dropped for it", () => {
    const lines: Line[] = [];
    for (let i = 0; i < 30; i++) lines.push(["user", `TODO: migrate report number ${i} to the new ${"very long description ".repeat(6)}format`], read(`reports/report_${i}.sql`));
    const r = extractCompact(transcriptOf(lines), { now: NOW, targetTokens: 600 });
    expect(r.markdown).not.toContain("Files and references the tools used");
    const roomy = extractCompact(transcriptOf(lines), { now: NOW, targetTokens: 100_000 });
    expect(roomy.markdown).toContain("Files and references the tools used");
    expect(r.stats.dropped).toEqual(extractCompact(transcriptOf(lines.filter((l) => l[0] !== "tool")), { now: NOW, targetTokens: 600 }).stats.dropped);
  });
});

describe("a draft that copies the line", () => {
  it("holds only values the session holds, so the grounding check finds nothing missing", async () => {
    const { transcriptIndex } = await import("../../src/core/verify/source-index.js");
    const { groundDraft } = await import("../../src/core/verify/grounding.js");
    const t = transcriptOf([["user", "go"], read("/home/test/.openclaw/workspace/notes/plan_v2.md"), exec("python scripts/dre.py --out out/resumo_T3.md"), exec("python scripts/dre.py")]);
    const line = extractCompact(t, { now: NOW }).markdown.split("\n").find((l) => l.includes("Files and references the tools used"));
    expect(line).toBe("- Files and references the tools used, most-used first: scripts/dre.py, notes/plan_v2.md, out/resumo_T3.md");
    expect(groundDraft(line ?? "", transcriptIndex(t)).ungrounded).toEqual([]);
  });
});
