// A code that opens its sentence, its name after it, beside a found code
// (credential-block.ts, sentenceSubject): "Padlock keypad 564066. 9246258 turns the alarm off".
import { describe, expect, it } from "vitest";
import { redact } from "../../src/core/redact/index.js";
import { expectRedacted } from "./expect-redaction.js";

describe("a code before its name, beside a found code", () => {
  it.each([
    ["Props store moved to the garage. Padlock keypad 564066. 9246258 turns the alarm off, it's by the door", "9246258"],
    ["Blue Shelf: new shop alarm code from Monday is 930075. 309080 is the old one - it stops working Sunday", "309080"],
    ["Back door code 404387. 323110 - that's the alarm, it's by the fire exit", "323110"],
    ["Alarm code: 668839\n751204 is the one for the side gate", "751204"],
  ])("%s", (text, secret) => expectRedacted(text, secret));
});

describe("numbers that open a sentence and are no code", () => {
  it.each([
    ["Alarm code: 564066. 12000 visitors came last year.", "12000 visitors"],
    ["Door code 564066. 350000 is the budget for the year.", "350000 is the budget"],
    ["Door code 564066. J. 123456 is my member ID", "J. 123456"],
    ["Door code 564066.\n2026 was a good year", "2026 was"],
    ["Door code 564066. 128 GB is plenty", "128 GB"],
  ])("%s", (text, kept) => {
    const out = redact(text, { mode: "secrets" }).text;
    expect(out).not.toContain("564066");
    expect(out).toContain(kept);
  });

  it("without a found code near it, a number opening a sentence is not taken as its subject", () => {
    // (It is a code all the same: the gate it opens is named, which code-context.ts reads;
    // test/redact/code-in-context.test.ts.)
    const text = "See you at nine.\n751204 is the one for the side gate";
    expect(redact(text, { mode: "secrets" }).findings.map((f) => f.rule)).toEqual(["code-in-context"]);
    expect(redact("See you at nine.\n751204 is the one for the side entrance", { mode: "secrets" }).findings).toEqual([]);
  });
});
