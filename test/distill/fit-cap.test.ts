import { describe, expect, it } from "vitest";
import { fitToCap, MIN_CLIP_CHARS } from "../../src/skills/memory-compactor/fit-cap.js";
import { draftWeek } from "../../src/skills/memory-compactor/week-draft.js";
import { draftMonth } from "../../src/skills/memory-compactor/month-draft.js";
import { readWeek } from "../../src/skills/memory-compactor/week-format.js";
import { validateDistillation, MAX_DISTILLED_BYTES } from "../../src/skills/memory-compactor/validate.js";
import { distillDue } from "../../src/skills/memory-compactor/index.js";
import { renderRun } from "../../src/skills/memory-compactor/render-distill.js";
import { MemWorkspace } from "./helpers/mem-workspace.js";

const bytes = (s: string) => Buffer.byteLength(s, "utf8");
/** A long decision on a subject of its own (~420 characters): a pasted record, a table row. */
const record = (i: number) => `Decided: ${Array.from({ length: 60 }, (_, j) => `r${i}c${j}`).join(" ")}`;

describe("a draft fits its tier's size cap", () => {
  it("clips only the longest texts, each to the same length, and leaves short ones whole", () => {
    const texts = ["short one", "x".repeat(500), "y".repeat(300), "z".repeat(80)];
    const render = (clip: (t: string) => string) => texts.map((t) => `- ${clip(t)}`).join("\n");
    const f = fitToCap(600, render);
    expect(bytes(f.markdown)).toBeLessThanOrEqual(600);
    const lines = f.markdown.split("\n");
    expect(lines[0]).toBe("- short one");
    expect(lines[3]).toBe(`- ${"z".repeat(80)}`);
    expect(lines[1]!.endsWith("…")).toBe(true);
    expect([...lines[1]!].length).toBe([...lines[2]!].length);
    expect(f.clipped).toBe(2);
    // A draft that fits is returned as it is.
    expect(fitToCap(10_000, render)).toEqual({ markdown: render((t) => t), clipped: 0 });
  });

  it("never cuts a text below MIN_CLIP_CHARS: a draft that cannot fit is left for the validator to report", () => {
    const texts = Array.from({ length: 50 }, (_, i) => `${i} ${"w".repeat(200)}`);
    const f = fitToCap(1000, (clip) => texts.map(clip).join("\n"));
    expect(f.markdown.split("\n").every((l) => [...l].length === MIN_CLIP_CHARS)).toBe(true);
    expect(bytes(f.markdown)).toBeGreaterThan(1000);
  });

  it("redacts a text before cutting it: half a secret does not reach the draft", () => {
    const key = "sk-proj-" + "Ab3dE5fG7hJ9kL2mN4pQ6rS8tU0vW1xY3zA5bC7dE9fG2hJ4kL6mN8pQ0rS";
    const text = `${"The staging key for the clinic app, pasted by Tess: ".padEnd(70, ".")}${key} (rotate it after the caravan)`;
    // Cut at this size, the text would end inside the key.
    const f = fitToCap(85, (clip) => `- ${clip(text)}`);
    expect(f.clipped).toBe(1);
    expect(f.markdown).toContain("<REDACTED_");
    expect(f.markdown).not.toContain("sk-proj");
    expect(f.markdown).not.toContain(key.slice(8, 20));
  });

  it("a week of long log records is written, within the cap, with a note; the day files keep the records whole", () => {
    const days = Array.from({ length: 6 }, (_, d) => ({ date: `2027-07-0${5 + d}`, facts: Array.from({ length: 9 }, (_, i) => record(d * 9 + i)), patterns: [], anomalies: [] }));
    const w = draftWeek({ weekId: "2027-W27", quietDays: 0, days });
    expect(bytes(w.markdown)).toBeLessThanOrEqual(MAX_DISTILLED_BYTES.week);
    expect(validateDistillation("week", w.markdown, "2027-W27").problems).toEqual([]);
    expect(w.clipped).toBeGreaterThan(0);
    // Every item is still there, clipped, and whole in `items`.
    expect(readWeek("2027-W27", w.markdown).durable.length).toBe(w.items.durable.length);
    expect(w.items.durable.every((t) => !t.endsWith("…"))).toBe(true);
  });

  it("a month whose weeks hold long lines is written within its cap", () => {
    // Forty patterns a week, each on a subject of its own, each ~280 characters long.
    const line = (k: number, i: number) => Array.from({ length: 40 }, (_, j) => `t${k}x${i}y${j}`).join(" ");
    const weeks = Array.from({ length: 4 }, (_, k) => {
      const lines = Array.from({ length: 40 }, (_, i) => `- ${line(k, i)} — 2x this week, trend: strengthening`).join("\n");
      return readWeek(`2027-W${27 + k}`, `# Weekly Compression: 2027 Week ${27 + k}\n\n## Durable Facts\n_None._\n\n## Confirmed Patterns\n${lines}\n\n## Emerging Patterns (promoted from anomalies)\n_None._\n\n## Open Questions\n_None._\n`);
    });
    const m = draftMonth({ month: "2027-07", weeks });
    expect(m.clipped).toBeGreaterThan(0);
    expect(bytes(m.markdown)).toBeLessThanOrEqual(MAX_DISTILLED_BYTES.month);
    expect(validateDistillation("month", m.markdown, "2027-07").problems).toEqual([]);
  });

  it("over the cap, a month says each principle once before it clips anything", () => {
    // Sixty behaviours of named people, each in all four weeks and weakening: each is a
    // principle, a relationship and a weakening prior, three lines for one cluster.
    const names = Array.from({ length: 60 }, (_, i) => `Mira${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}son`);
    const line = (i: number) => `${names[i]} asked again about ${Array.from({ length: 14 }, (_, j) => `p${i}q${j}`).join(" ")}`;
    const weeks = Array.from({ length: 4 }, (_, k) => {
      const lines = names.map((_, i) => `- ${line(i)} — ${4 - k}x this week, trend: weakening`).join("\n");
      return readWeek(`2027-W${27 + k}`, `# Weekly Compression: 2027 Week ${27 + k}\n\n## Durable Facts\n_None._\n\n## Confirmed Patterns\n${lines}\n\n## Emerging Patterns (promoted from anomalies)\n_None._\n\n## Open Questions\n_None._\n`);
    });
    const m = draftMonth({ month: "2027-07", weeks });
    expect(m.restated).toBe(120);
    expect(m.clipped).toBe(0);
    expect(m.items.principles).toHaveLength(60);
    expect(m.items.relationships).toEqual([]);
    expect(m.items.principles.every((p, i) => p.includes(line(i)) && p.includes("weakening") && p.includes("week-2027-W30"))).toBe(true);
    expect(bytes(m.markdown)).toBeLessThanOrEqual(MAX_DISTILLED_BYTES.month);
    expect(validateDistillation("month", m.markdown, "2027-07").problems).toEqual([]);
    // Near miss: under the cap, the month lists them all.
    const small = draftMonth({ month: "2027-07", weeks: weeks.map((w) => ({ ...w, confirmed: w.confirmed.slice(0, 10) })) });
    expect(small.restated).toBe(0);
    expect(small.items.relationships).toHaveLength(10);
  });

  it("distill writes the over-long week and says how many lines it clipped", async () => {
    const files: Record<string, string> = { "MEMORY.md": "# MEMORY\n" };
    for (let d = 0; d < 6; d++) files[`memory/2027-07-0${5 + d}.md`] = Array.from({ length: 9 }, (_, i) => record(d * 9 + i)).join("\n") + "\n";
    const ws = new MemWorkspace(files);
    const r = await distillDue(ws, { now: "2027-07-12" });
    expect(r.skipped).toEqual([]);
    const week = r.written.find((w) => w.tier === "week");
    expect(week?.note).toMatch(/^\d+ long lines were clipped to fit the week cap of 16384 bytes; the day files keep them whole\.$/);
    expect(renderRun(r)).toContain(`wrote memory/distilled/week-2027-W27.md: ${week!.note}`);
  });
});
