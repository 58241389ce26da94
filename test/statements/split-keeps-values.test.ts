// The sentence splitter that the forgetting gate and the day draft share never cuts a value in
// two (docs/design.md, "Forgetting"): each piece read alone must still hold every value the
// whole text holds. Checked exhaustively over value forms, the text around them, and pairs.
import { describe, expect, it } from "vitest";
import { contentStatements, splitSentences } from "../../src/core/statements/content-statements.js";
import { analyse, coverLines, isRepresented, uncoveredStatements } from "../../src/core/statements/coverage.js";
import { valueKeys } from "../../src/core/statements/specifics.js";

/** Values written with a dot and a space inside them, and plain ones beside them. */
const VALUES = [
  "Dec. 12",
  "Sept. 16",
  "Oct. 3",
  "Jan. 5th",
  "12. März",
  "3. 11.",
  "11. 12. 2027",
  "5. 6. 2027",
  "12. 3.",
  "10.30 a.m.",
  "5 p.m.",
  "9 a.m.",
  "Rs. 500",
  "kr. 450",
  "kl. 9.30",
  "1.250,50 kr.",
  "$4.99",
  "No. 4411",
  "v2.4.1",
  "12.5.",
  "2026-09-16",
  "14:30",
];
const BEFORE = ["", "Done. ", "Paid on ", "Moved to ", "ok. ", "Call Dr. Qian ", "Termin am "];
const AFTER = ["", ".", ". Then lunch.", " at 3. Paid 40.", ", then Sept. 18. Ring Ms. Lee.", " — 6 guests. Fine."];

/** The values `text` holds that none of its pieces holds. */
function lostBySplit(text: string): string[] {
  const read = new Set(splitSentences(text).flatMap((p) => [...valueKeys(p)]));
  return [...valueKeys(text)].filter((k) => !read.has(k));
}

describe("the sentence splitter keeps values whole", () => {
  it("loses no value of one value in any surrounding text", () => {
    const losses: string[] = [];
    for (const v of VALUES) for (const b of BEFORE) for (const a of AFTER) {
      const text = `${b}${v}${a}`;
      const lost = lostBySplit(text);
      if (lost.length > 0) losses.push(`${text} → ${lost.join(", ")}`);
    }
    expect(losses).toEqual([]);
  });

  it("loses no value of two values in one line", () => {
    const losses: string[] = [];
    for (const v of VALUES) for (const w of VALUES) for (const text of [`Moved ${v}. Now ${w}. Done.`, `${v} moved to ${w}`, `${v}. ${w}.`]) {
      const lost = lostBySplit(text);
      if (lost.length > 0) losses.push(`${text} → ${lost.join(", ")}`);
    }
    expect(losses).toEqual([]);
  });

  it("still cuts between sentences where no value is at stake", () => {
    expect(splitSentences("Oct. 3. Paid 40 to Mr. Brandt. Rain later.")).toEqual(["Oct. 3.", "Paid 40 to Mr. Brandt.", "Rain later."]);
    expect(splitSentences("Sept. 16 moved to Sept. 18. Leo is fine.")).toEqual(["Sept. 16 moved to Sept. 18.", "Leo is fine."]);
    expect(splitSentences("Termin am 12. März 2027. Danach Kaffee.")).toEqual(["Termin am 12. März 2027.", "Danach Kaffee."]);
    expect(splitSentences("会议改到12月3日。下午下雨。")).toEqual(["会议改到12月3日。", "下午下雨。"]);
  });

  it("does not cut after a lower-case abbreviation without a vowel: a title or a street before a name", () => {
    expect(splitSentences("Ata ima kontrolo pri dr. Ažmanu na Jesenicah v torek. Pelje ga Tina.")).toEqual(["Ata ima kontrolo pri dr. Ažmanu na Jesenicah v torek.", "Pelje ga Tina."]);
    expect(splitSentences("Pogovor z g. Novakom jutri ob 9. Kurir zove.")).toEqual(["Pogovor z g. Novakom jutri ob 9.", "Kurir zove."]);
    // A word with a vowel still ends a sentence: "… to go. Then …", "… was it. Now …".
    expect(splitSentences("We had to go. Then it rained. It was it. Now dry.")).toEqual(["We had to go.", "Then it rained.", "It was it.", "Now dry."]);
    // A unit after a number is no title: "19 h." ends a sentence.
    expect(splitSentences("The last pair came down at 19 h. Supplies at noon.")).toEqual(["The last pair came down at 19 h.", "Supplies at noon."]);
  });

  it("keeps a lone word with the sentence before it: an abbreviation no rule lists, then a name", () => {
    expect(splitSentences("Bol tu vyšetrovateľ k soli zo sedla, npor. Ivančo. Spísal zápisnicu s Mojžišom.")).toEqual([
      "Bol tu vyšetrovateľ k soli zo sedla, npor. Ivančo.",
      "Spísal zápisnicu s Mojžišom.",
    ]);
    // A one-word sentence that is one joins the sentence before it and loses nothing.
    expect(splitSentences("Restarted the kiosk at 9. Fixed. Then lunch.")).toEqual(["Restarted the kiosk at 9. Fixed.", "Then lunch."]);
    // Near misses: two words are a sentence, a word closing a line without a full stop starts
    // the next sentence (a hard-wrapped paragraph), and a Chinese piece is cut without a space.
    expect(splitSentences("Kassen endte på 10.400,00 kr. i kontanter. Jonas")).toEqual(["Kassen endte på 10.400,00 kr. i kontanter.", "Jonas"]);
    expect(splitSentences("Restarted the kiosk. Fixed it.")).toEqual(["Restarted the kiosk.", "Fixed it."]);
    expect(splitSentences("会议改到12月3日。好。")).toEqual(["会议改到12月3日。", "好。"]);
  });

  it("reads no list number cut from its item as a sentence", () => {
    expect(splitSentences("Diesel: 95 L = FJ$215.65. 10. Cartage ni siga: 17.5 t, FJ$199.50. 11. Kamlesh e tukuna.")).toEqual(["Diesel: 95 L = FJ$215.65.", "Cartage ni siga: 17.5 t, FJ$199.50.", "Kamlesh e tukuna."]);
    // Near misses: a number that goes on with its words stays ("10. bekkur", the tenth grade),
    // and so does a sentence that ends on a number.
    expect(splitSentences("Þarf að panta 25 sett. 10. bekkur kemur 9. mars.")).toEqual(["Þarf að panta 25 sett.", "10. bekkur kemur 9. mars."]);
    expect(splitSentences("Room booked for 10. Then lunch.")).toEqual(["Room booked for 10.", "Then lunch."]);
  });

  it("keeps a long run-on note's semicolon clauses apart where no value is at stake", () => {
    const runOn = `${"rain 4 mm in the morning and the yard flooded again near the gate; ".repeat(2)}milked both goats, 3.1 litres; the fox took a hen`;
    expect(splitSentences(runOn).length).toBe(4);
  });
});

describe("the forgetting gate and a name after an abbreviation", () => {
  // A depot's note on the investigator who came about the stolen salt; the day file kept the
  // sentence cut at "npor." and dropped the name.
  const log = "* Bol tu vyšetrovateľ k soli zo sedla, npor. Ivančo. Spísal zápisnicu s Mojžišom.";

  it("keeps the log while no line holds the name", () => {
    const cover = coverLines(["- Bol tu vyšetrovateľ k soli zo sedla, npor", "- Spísal zápisnicu s Mojžišom"]);
    expect(uncoveredStatements(log, cover, "2027-03-03", null)).toEqual(["Bol tu vyšetrovateľ k soli zo sedla, npor. Ivančo."]);
    expect(uncoveredStatements(log, coverLines(["- Vyšetrovateľ k soli zo sedla: npor. Ivančo", "- Spísal zápisnicu s Mojžišom"]), "2027-03-03", null)).toEqual([]);
  });
});

describe("the forgetting gate and a value cut in two", () => {
  const log = "Leo's checkup Sept. 16 moved to Sept. 18.";

  it("reads the statement whole", () => {
    expect(contentStatements(log)).toEqual([log]);
  });

  it("does not count pieces spread over three lines as cover", () => {
    // A day file written from a splitter that cut the dates: each piece shares a word or a
    // number with one of its lines, and no line holds either date.
    const cover = coverLines(["- Leo's checkup Sept.", "- 16 moved to Sept.", "- 18."]);
    expect(uncoveredStatements(log, cover, null, null)).toEqual([log]);
    expect(isRepresented(analyse(log), coverLines(["- Leo's checkup moved: Sept. 16 → Sept. 18"]))).toBe(true);
  });
});
