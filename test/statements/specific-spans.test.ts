// specificSpans: the same keys as specificsOf, each with the text it was read from, so a
// verifier can name a value in the writer's own spelling.
import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { scanValues, specificSpans, specificsOf, valueKeys } from "../../src/core/statements/specifics.js";

describe("specificSpans", () => {
  it("gives each key with its span, in text order", () => {
    const text = "Moved db-02.internal to v15.2 at 9am on March 15; budget 1,240; 下午三点半 with Priya.";
    const spans = specificSpans(text);
    for (const s of spans) expect(text.slice(s.index, s.index + s.raw.length)).toBe(s.raw);
    const by = Object.fromEntries(spans.map((s) => [s.key, s.raw]));
    expect(by).toMatchObject({ "w:db-02.internal": "db-02.internal", "n:15.2": "15.2", "t:9:00": "9am", "d:3-15": "March 15", "n:1240": "1,240", "t:15:30": "下午三点半", "w:priya": "Priya" });
    expect(spans.map((s) => s.index)).toEqual([...spans.map((s) => s.index)].sort((a, b) => a - b));
  });

  it("reads an ISO date-time as a date and a time of day, not as an identifier", () => {
    for (const stamp of ["2027-05-26T08:20:00+03:00", "2027-05-26T08:20Z", "2027-05-26T08:20:00.250-0500", "2027-05-26T08:20"]) {
      const keys = specificsOf(`at: ${stamp}; msg: charger smells of plastic`);
      expect([...keys].sort()).toEqual(["d:5-26", "n:2027", "t:8:20"]);
    }
    // A plain ISO date stays a date, and an identifier with a date in it stays an identifier.
    expect([...specificsOf("due 2027-05-26")].sort()).toEqual(["d:5-26", "n:2027"]);
    expect(specificsOf("backup-2027-05-26T0820.tar").has("w:backup-2027-05-26t0820.tar")).toBe(true);
  });

  it("property: the keys are exactly specificsOf's", () => {
    const piece = fc.oneof(fc.constantFrom("v2.3.1", "9am", "14:30", "March 3", "1,240", "€50K", "三千二百元", "Sarah", "db-02.internal", "#482", " ", ". ", "\n", "and", "下午三点"), fc.string({ maxLength: 6 }));
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 20 }), (parts) => {
        const t = parts.join(" ");
        expect(new Set(specificSpans(t).map((s) => s.key))).toEqual(specificsOf(t));
      }),
      { numRuns: 300 },
    );
  });
});

describe("a month named in any language, after a day number", () => {
  it.each([
    ["ส่งของ 27 ม.ค. ช่วงเช้า", "d:1-27"],
    ["tapaaminen 5. marraskuuta", "d:11-5"],
    ["встреча 28 февр. в офисе", "d:2-28"],
    ["teslimat 12 Ekim Pazartesi", "d:10-12"],
    ["plata pe 5 noiembrie", "d:11-5"],
    ["leverans 3 maj", "d:5-3"],
    ["consegna il 3 dicembre", "d:12-3"],
    ["rendez-vous le 10 juin 2026", "d:6-10"],
    ["הביקורת נדחתה ל-3 בנובמבר", "d:11-3"],
  ])("%s", (text, key) => {
    expect([...specificsOf(text)]).toContain(key);
  });

  it.each(["scored 3 out of 5", "3 pro users signed up", "bought 2 set of keys", "fitted 3 led bulbs", "5 listopada"])("%s holds no date", (text) => {
    expect([...specificsOf(text)].filter((k) => k.startsWith("d:"))).toEqual([]);
  });
});

describe("scanValues", () => {
  it("keeps its place when the caller reads other values while it runs", () => {
    const keys: string[] = [];
    scanValues("at 9am on 2026-03-15, then 14:30 and 1,240", (k) => {
      keys.push(k);
      valueKeys(`unrelated 77 and ${keys.length}`);
    });
    expect(keys).toEqual(["t:9:00", "d:3-15", "n:2026", "t:14:30", "n:1240"]);
  });
});
