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
