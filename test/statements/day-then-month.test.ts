import { describe, expect, it } from "vitest";
import { dayThenMonthAt } from "../../src/core/statements/day-then-month.js";
import { valueKeys } from "../../src/core/statements/specifics.js";
import { MONTH_PREFIXES, OTHER_MONTHS } from "../../src/core/time/month-names.js";

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** What specifics.ts read these dates with before the lookup: one regex alternative of all the
 *  names, longest first, under `iu`. The lookup must read the same. */
const ALTERNATION_RE = new RegExp(
  String.raw`\b(?<day>\d{1,2})\.?\s(?:de\s|del\s|di\s|${MONTH_PREFIXES.join("|")})?(?<month>${[...OTHER_MONTHS.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join("|")})(?![\p{L}])`,
  "iuy",
);

function byAlternation(text: string, at: number): { day: number; month: number; end: number } | null {
  ALTERNATION_RE.lastIndex = at;
  const m = ALTERNATION_RE.exec(text);
  if (!m) return null;
  return { day: Number(m.groups!.day), month: OTHER_MONTHS.get(m.groups!.month!.toLowerCase())!, end: at + m[0].length };
}

describe("a day number followed by a month's name", () => {
  it("reads the month in the languages month-names.ts holds, with the words between", () => {
    expect(valueKeys("Termin am 3. Dezember um neun")).toContain("d:12-3");
    expect(valueKeys("la entrega es el 3 de diciembre")).toContain("d:12-3");
    expect(valueKeys("katsastus 5. marraskuuta aamulla")).toContain("d:11-5");
    expect(valueKeys("ส่งของ 28 ก.พ. นะ")).toContain("d:2-28");
    expect(valueKeys("הפגישה נדחתה ל-3 בנובמבר")).toContain("d:11-3");
    expect(valueKeys("DEADLINE 3 DICIEMBRE")).toContain("d:12-3");
    // The other languages ICU holds, by their long names.
    expect(valueKeys("aroosa Hibaaq waa Sabti 12 Oktoobar, Hargeysa")).toContain("d:10-12");
    expect(valueKeys("urugendo ni ku wa 16 Werurwe")).toContain("d:3-16");
    // … and not by a short one: "3 here" is three of something.
    expect([...valueKeys("put 3 here and 5 du côté")].some((k) => k.startsWith("d:"))).toBe(false);
  });

  it("reads a month with an ending: a postposition glued to it, or a case ending after a day that has one", () => {
    expect(valueKeys("मिसेस नाईक: १ ऑगस्टपासून रोज ३२ थाळ्या")).toContain("d:8-1");
    expect(valueKeys("nöbeta me 28ê Cotmehê ye, Şemî")).toContain("d:10-28");
    // The month's name is the date's, not a name of its own.
    expect(valueKeys("nöbeta me 28ê Cotmehê ye")).not.toContain("w:cotmehê");
  });

  it("near misses: a longer word after a plain day, an ending of another script, a long run of letters", () => {
    expect([...valueKeys("2 junior developers start Monday")].some((k) => k.startsWith("d:"))).toBe(false);
    expect([...valueKeys("pedido 3 marzoli")].some((k) => k.startsWith("d:"))).toBe(false);
    expect([...valueKeys("१ ऑगस्टabc")].some((k) => k.startsWith("d:"))).toBe(false);
    expect([...valueKeys("१ ऑगस्टपासूनचीसगळीकामे")].some((k) => k.startsWith("d:"))).toBe(false);
  });

  it("reads a Chinese date closed by 號 as by 日 and 号", () => {
    expect(valueKeys("司機大會定喺 4月12號（三）晚上")).toContain("d:4-12");
    expect(valueKeys("交車日期 5月8号")).toContain("d:5-8");
  });

  it("gives the date its whole span", () => {
    const text = "la entrega es el 3 de diciembre, sin falta";
    const at = text.indexOf("3");
    expect(dayThenMonthAt(text, at)).toEqual({ day: 3, month: 12, end: text.indexOf(",") });
  });

  it("reads no date inside a word, after three digits, or before more letters", () => {
    expect(dayThenMonthAt("x3 marzo", 1)).toBeNull();
    expect(dayThenMonthAt("123 marzo", 1)).toBeNull();
    expect(dayThenMonthAt("3 marzoli", 0)).toBeNull();
    expect(valueKeys("pedido 3 marzoli")).not.toContain("d:3-3");
  });

  it("reads what the alternation of every name read, name by name, in every case and position", () => {
    const differ: string[] = [];
    for (const name of OTHER_MONTHS.keys()) {
      for (const w of [name, name.toUpperCase(), name[0]!.toUpperCase() + name.slice(1)]) {
        for (const t of [`3 ${w}`, `on 3. ${w}, ok`, `x3 ${w}`, `12 de ${w}`, `12 De ${w}x`, `5 del ${w}.`, `7 di ${w}`, `28 ב${w}`, `123 ${w}`, `9\u00a0${w}`, `9  ${w}`, `(4 ${w})`, `4 ${w}a`, `_4 ${w}`, `at 4 ${w.slice(0, -1)}`]) {
          for (let at = 0; at < t.length; at++) {
            if (!/\d/.test(t[at]!)) continue;
            const read = dayThenMonthAt(t, at);
            const [a, b] = [JSON.stringify(byAlternation(t, at)), JSON.stringify(read)];
            // The one reading the alternation lacks: a name with a glued ending in a script that
            // writes postpositions so ("4 अगस्तमास"); no Latin, Cyrillic or Greek day has one here.
            if (a === "null" && read && !/[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}]/u.test(t.slice(at, read.end))) continue;
            if (a !== b) differ.push(`${JSON.stringify(t)}@${at}: ${a} vs ${b}`);
          }
        }
      }
    }
    expect(differ.slice(0, 5)).toEqual([]);
  });
});
