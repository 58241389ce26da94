// The extractor's subject words are read in every spaced script (src/core/extract/terms.ts):
// "décidé", "генератори" and "φούρνος" are words, where an ASCII-only reader kept the fragments
// between their accented letters, or nothing. See docs/design.md, "Extraction floor".
import { describe, expect, it } from "vitest";
import { contentTerms, overlapCount, subjectTerms } from "../../src/core/extract/terms.js";
import { applySectionUpdates } from "../../src/core/extract/section-updates.js";
import type { DigestItem } from "../../src/core/extract/digest.js";
import type { Selected } from "../../src/core/extract/select.js";

const item = (text: string, turn: number): DigestItem => ({ text, turn, speaker: "user", date: "2026-11-12" });
const selected = (parts: Partial<Selected>): Selected => ({ decisions: [], facts: [], pending: [], technical: [], blockers: [], completed: [], known: 0, stale: 0, ...parts });

describe("subject words in every spaced script", () => {
  it("keeps an accented Latin word whole instead of its ASCII fragments", () => {
    const terms = contentTerms("On a décidé : la salle Pétanque, côté église");
    expect([...terms]).toEqual(expect.arrayContaining(["décidé", "salle", "pétanque", "côté", "église"]));
    expect(terms.has("cid")).toBe(false);
    expect(terms.has("glise")).toBe(false);
  });

  it("reads Cyrillic, Greek and Hebrew words, so two lines on one subject share them", () => {
    expect(overlapCount(subjectTerms("Генератори для Соснівки везе Богдан"), subjectTerms("Богдан каже, генератори для Соснівки не влазять"))).toBeGreaterThanOrEqual(3);
    expect([...contentTerms("Ο φούρνος της κουζίνας χάλασε")]).toEqual(expect.arrayContaining(["φούρνος", "κουζίνας", "χάλασε"]));
    expect([...contentTerms("הספק החדש של הבקבוקים")]).toEqual(expect.arrayContaining(["הספק", "החדש", "הבקבוקים"]));
  });

  it("leaves out short words of other scripts, which are mostly function words", () => {
    const terms = contentTerms("Виїзд о 06:00 на Соснівку, і в Липове");
    for (const w of ["о", "на", "і", "в"]) expect(terms.has(w)).toBe(false);
    expect(terms.has("соснівку")).toBe(true);
  });

  it("does not take digits of other scripts for a subject", () => {
    expect([...subjectTerms("نرخ جدید ۹۵۰۰۰ تومان")].some((t) => /\p{N}/u.test(t))).toBe(false);
  });

  it("keeps identifiers whole, as before", () => {
    const terms = contentTerms("pg-main-02 runs v2.14.1 with c++ bindings");
    for (const w of ["pg-main-02", "v2.14.1", "c++"]) expect(terms.has(w)).toBe(true);
  });

  it("lets a later Ukrainian line retire the one it updates (three shared words, a time changed)", () => {
    const sel = selected({ decisions: [item("Генератори для Соснівки везе Богдан, виїзд о 06:00", 3), item("Генератори для Соснівки везе Богдан, виїзд перенесли на 07:30", 20)] });
    applySectionUpdates(sel);
    expect(sel.decisions.map((d) => d.text)).toEqual(["Генератори для Соснівки везе Богдан, виїзд перенесли на 07:30"]);
  });
});
