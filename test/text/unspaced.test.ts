// Words of scripts written without spaces (src/core/text/unspaced.ts) and of scripts whose vowel
// signs are combining marks: one token per word, so that lines on one subject share terms.
import { describe, expect, it } from "vitest";
import { contentTokens } from "../../src/core/text/content-tokens.js";
import { unspacedWords } from "../../src/core/text/unspaced.js";
import { specificsOf, offeredKeys } from "../../src/core/statements/specifics.js";
import { SubjectIndex } from "../../src/core/statements/subjects.js";

const norms = (s: string) => contentTokens(s).map((t) => t.norm);

describe("words of scripts written without spaces", () => {
  it("a Thai clause is read as its words, not as one token", () => {
    expect(unspacedWords("ปั๊มน้ำเสียอีกแล้ว")).toEqual(["ปั๊ม", "น้ำ", "เสีย", "อีก", "แล้ว"]);
    expect(norms("ปั๊มน้ำชั้นสองเสียงดัง")).toEqual(expect.arrayContaining(["ปั๊ม", "น้ำ"]));
  });

  it("Lao, Khmer and Myanmar runs are segmented too", () => {
    for (const s of ["ເຄື່ອງສູບນ້ຳເພ", "ម៉ាស៊ីនបូមទឹកខូច", "ရေစုပ်စက်ပျက်သွားပြီ"]) expect(unspacedWords(s).length).toBeGreaterThan(1);
  });

  it("a Latin word or a number glued to a Thai word is a token of its own", () => {
    expect(norms("Booking.comแจ้งจองซ้ำห้อง3")).toEqual(["book", "com", "แจ้ง", "จอง", "ซ้ำ", "ห้อง", "3"]);
  });

  it("a number glued to a Thai word is that number, not an identifier", () => {
    const keys = [...specificsOf("แม่บ้านทำห้อง3เสร็จแล้ว")];
    expect(keys).toContain("n:3");
    expect(keys.filter((k) => k.startsWith("w:"))).toEqual([]);
  });

  it("two Thai lines on one subject share a subject", () => {
    const days: Array<[string, string[]]> = [];
    for (let d = 1; d <= 20; d++) days.push([`2027-01-${String(d).padStart(2, "0")}`, [`เช็คอิน ${d % 5} ห้อง อาหารเช้า ${10 + d} ที่`]]);
    days[2]![1].push("ปั๊มน้ำชั้นสองไม่ทำงาน ช่างมาดูตอนบ่าย");
    days[9]![1].push("ปั๊มน้ำชั้นสองเสียงดังแล้วหยุด แขกห้อง 7 ไม่มีน้ำอาบ");
    const index = new SubjectIndex(days);
    expect(index.sameSubject("ปั๊มน้ำชั้นสองไม่ทำงาน ช่างมาดูตอนบ่าย", "ปั๊มน้ำชั้นสองเสียงดังแล้วหยุด แขกห้อง 7 ไม่มีน้ำอาบ")).toBe(true);
  });
});

describe("words whose vowel signs are combining marks", () => {
  it("a Devanagari word keeps its marks", () => {
    expect(norms("सर्वर फिर से बंद हो गया")).toEqual(["सर्वर", "फिर", "से", "बंद", "हो", "गया"]);
  });

  it("a Tamil or Bengali word is one token", () => {
    expect(norms("சர்வர்")).toEqual(["சர்வர்"]);
    expect(norms("সার্ভার")).toEqual(["সার্ভার"]);
  });

  it("an identifier with marks is one key, and a line offers the same key back to a coverage check", () => {
    const keys = [...specificsOf("सर्वर2 बंद")].filter((k) => k.startsWith("w:"));
    expect(keys).toEqual(["w:सर्वर2"]);
    for (const k of keys) expect(offeredKeys("आज सर्वर2 फिर बंद").has(k)).toBe(true);
  });
});
