// Two ways a code or a password was left in place beside prose:
// - a place's code in a list beside a found one ("2. Cold room 832203"), where the place noun
//   also names identifiers ("room 101", "store 4421"): credential-block.ts, PLACE_LABELS;
// - an ampersand of prose ("Harrow & Pike", "B&Q") read as code, which ended the search for the
//   value (rules/prose-secret.ts, lone-value-line.ts).
import { describe, expect, it } from "vitest";
import { redact } from "../../src/core/redact/index.js";
import { expectKept, expectRedacted } from "./expect-redaction.js";

describe("a place's code beside a found code", () => {
  const list = "Shared kitchen unit 4 - our bits\n\n1. Front door 668839\n2. Cold room 832203 (door sticks, lift the handle)\n3. Dry store 771934\n";
  it.each(["668839", "832203", "771934"])("%s", (code) => expectRedacted(list, code));

  it("keeps a place's own short number", () => {
    const out = redact("Alarm code: 668839\nMeet in room 1042 at nine, then store 4421 for the stock count", { mode: "secrets" }).text;
    expect(out).not.toContain("668839");
    expect(out).toContain("room 1042");
    expect(out).toContain("store 4421");
  });

  it("keeps a long number after a place word with no found code near it", () => {
    expectKept("Cold room 832203 is the asset tag on the compressor");
  });
});

describe("prose's ampersand is no code", () => {
  it.each([
    ["the admin password at Harrow & Pike is Quince4471x", "Quince4471x"],
    ["the wifi password for B&Q staff is Quince4471x", "Quince4471x"],
    ["The new signing secret for Harrow & Pike is below; the old one keeps working until Monday.\n\n61b882b8c9aa67eb4f0d2c8e1a7b3f90", "61b882b8c9aa67eb4f0d2c8e1a7b3f90"],
  ])("%s", (text, secret) => expectRedacted(text, secret));

  it("code's && still ends the search", () => {
    expectKept("if (a && b) { key = x }\n\n61b882b8c9aa67eb4f0d2c8e1a7b3f90");
  });
});
