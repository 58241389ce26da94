// Text recognition's slips in a photographed note, card or screen: a capital I read as `l` in a
// word of capitals ("PlN", "TERMlNAL"; ocr-fold.ts), and a code with a digit read as a letter
// ("237O78", "2181066B"; code-slot.ts isMisreadCode) beside a found one or after a password's name.
import { describe, expect, it } from "vitest";
import { redact } from "../../src/core/redact/index.js";
import { foldOcrCapitals } from "../../src/core/redact/ocr-fold.js";
import { expectKept, expectRedacted } from "./expect-redaction.js";

const CARD = "BLUE SHELF DlVE CENTRE\nFlLL STATlON - STAFF 0NLY\nCompressor panel PlN: l95399\nBank isolation cabinet 237O78\nMax fill 232 bar";

describe("an OCR'd card or screen", () => {
  it.each(["l95399", "237O78"])("%s", (secret) => expectRedacted(CARD, secret));

  it("a password a screen shows, one digit read as a letter", () => {
    expectRedacted("TERMlNAL SETTlNGS\nMerchant lD 11648410\nSupervisor password 2181066B\n", "2181066B");
  });

  it("keeps the text as written: the fold is only how the rules read it", () => {
    const out = redact(CARD).text;
    expect(out).toContain("BLUE SHELF DlVE CENTRE\nFlLL STATlON - STAFF 0NLY\nCompressor panel PlN: <REDACTED_SECRET>");
    expect(out).toContain("Max fill 232 bar");
  });
});

describe("the fold", () => {
  it("reads l as I in words of capitals only, one character for one", () => {
    const text = "PlN: 1, Merchant lD, UNlT 4, the lb of flour, Il Duomo, iPhone, TlKWIA2, OUl4Vll6";
    const folded = foldOcrCapitals(text);
    expect(folded).toBe("PIN: 1, Merchant lD, UNIT 4, the lb of flour, Il Duomo, iPhone, TlKWIA2, OUl4Vll6");
    expect(folded.length).toBe(text.length);
  });

  it("leaves text without a capitals word alone (the same string)", () => {
    const text = "hello world, all lower case";
    expect(foldOcrCapitals(text)).toBe(text);
  });
});

describe("look-alikes stay", () => {
  it.each([
    "British Standard BS5839 applies to the panel",
    "Bank isolation cabinet B2 is on the left",
    "the iOS17 update broke the app",
  ])("%s", (text) => expectKept(text));
});
