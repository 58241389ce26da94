// Text recognition's slips in a photographed note, card or screen: a code with a digit read as a
// letter ("237O78", "2181066B"; code-slot.ts isMisreadCode) beside a found one or after a
// password's name.
import { describe, expect, it } from "vitest";
import { redact } from "../../src/core/redact/index.js";
import { expectKept, expectRedacted } from "./expect-redaction.js";

const CARD = "BLUE SHELF DIVE CENTRE\nFILL STATION - STAFF 0NLY\nCompressor panel PIN: l95399\nBank isolation cabinet 237O78\nMax fill 232 bar";

describe("an OCR'd card or screen", () => {
  it.each(["l95399", "237O78"])("%s", (secret) => expectRedacted(CARD, secret));

  it("a password a screen shows, one digit read as a letter", () => {
    expectRedacted("TERMlNAL SETTlNGS\nMerchant lD 11648410\nSupervisor password 2181066B\n", "2181066B");
  });

  it("keeps the rest of the card as written", () => {
    const out = redact(CARD).text;
    expect(out).toContain("BLUE SHELF DIVE CENTRE\nFILL STATION - STAFF 0NLY\nCompressor panel PIN: <REDACTED_SECRET>");
    expect(out).toContain("Max fill 232 bar");
  });
});

describe("look-alikes stay", () => {
  it.each([
    "British Standard BS5839 applies to the panel",
    "Bank isolation cabinet B2 is on the left",
    "the iOS17 update broke the app",
  ])("%s", (text) => expectKept(text));
});
