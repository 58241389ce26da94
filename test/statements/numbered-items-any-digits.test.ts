// A numbered list item's marker in any script's digits (content-statements.ts, LIST_MARKER): a
// note numbered "১৪." or "۱۴)" is a list, as one numbered "14." is, and its number is no
// statement of its own.
import { describe, expect, it } from "vitest";
import { contentStatements } from "../../src/core/statements/content-statements.js";
import { splitStatements } from "../../src/skills/memory-compactor/split-statements.js";

describe("a numbered list in another script's digits", () => {
  it.each([
    ["Bengali", "১৪. HSC-28 এর CQ খাতা চেক করে ফেরত দেওয়া হলো (22টা)।", "HSC-28 এর CQ খাতা চেক করে ফেরত দেওয়া হলো (22টা)।"],
    ["Persian", "۱۴) تونر کونیکا عوض شد", "تونر کونیکا عوض شد"],
    ["ASCII, as before", "14. HSC-28 checked and returned", "HSC-28 checked and returned"],
  ])("%s: the gate reads the item without its number", (_name, line, item) => {
    expect(contentStatements(`${line}\n`)).toEqual([item]);
  });

  it("the day draft reads the same item", () => {
    const texts = splitStatements("১৩. ভাবি এসে হিসাবের খাতা দেখলেন।\n১৪. HSC-28 এর CQ খাতা চেক করা হলো।\n").map((s) => s.text);
    expect(texts).toEqual(["ভাবি এসে হিসাবের খাতা দেখলেন।", "HSC-28 এর CQ খাতা চেক করা হলো।"]);
  });
});

describe("a numbered line inside a paragraph is text, number and all", () => {
  // As in CommonMark, a numbered item that does not start at 1 cannot interrupt a paragraph:
  // right after a line of plain text, "10. bekkur" (the tenth grade) is that text's next line.
  const note = ["Ewa með snyrtilínuna, dobra robota.", "10. bekkur grunnskólans kemur í kynnisferð 9. mars kl. 10.", "Þarf að panta 25 sett."].join("\n");

  it("the gate keeps the number", () => {
    expect(contentStatements(note)).toContain("10. bekkur grunnskólans kemur í kynnisferð 9. mars kl. 10.");
  });

  it("the day draft keeps it too", () => {
    expect(splitStatements(note).map((s) => s.text)).toContain("10. bekkur grunnskólans kemur í kynnisferð 9. mars kl. 10.");
  });

  it("near miss: a list is still a list, after a blank line, or starting at 1 after a line of text", () => {
    expect(contentStatements("Notes\n\n14. checked and returned\n15. filed the rest\n")).toEqual(["Notes", "checked and returned", "filed the rest"]);
    expect(contentStatements("Tasks today:\n1. buy milk\n2. call Bob\n")).toEqual(["Tasks today:", "buy milk", "call Bob"]);
    expect(splitStatements("Tasks today:\n1. buy milk\n2. call Bob\n").map((s) => s.text)).toEqual(["Tasks today", "buy milk", "call Bob"]);
  });
});
