// A label that text recognition misread ("passw0rd", "c0de", "PlN") still names its value: the
// fold (src/core/redact/ocr-nouns.ts) writes the word as the noun it was, keeping every offset,
// and only a whole word that becomes a credential's noun. Values and other words are not folded.
import { describe, expect, it } from "vitest";
import { foldMisreadNouns } from "../../src/core/redact/ocr-nouns.js";
import { expectKept, expectRedacted } from "./expect-redaction.js";

describe("a misread label names its value", () => {
  it.each([
    ["[scanned letter, OCR]\nTernporary passw0rd: 5RoAtSl6dBXU\nPlease log in within 14 days.", "5RoAtSl6dBXU"],
    ["Activation c0de: 6935734O", "6935734O"],
    ["RouterHub 5   Administration\nWPS PlN:  12472B\nFirmware: 5.2.1", "12472B"],
    ["L0GIN: frontdesk\nPASSW0RD: Yodel481+trellis", "Yodel481+trellis"],
  ])("%s", (text, secret) => expectRedacted(text, secret));

  it.each([
    "the c0de review is on Monday 1234567",
    "checksum c0de4f1b2a99 matches",
    "B0ATH0USE N0TICES: erg room closes 21:OO",
  ])("keeps %s", (text) => expectKept(text));
});

describe("the fold", () => {
  it("keeps the length, folds only nouns, and leaves values and other words", () => {
    const text = "passw0rd: Tre11is_quill32, c0de 0x1c0de, P1N 4417, B0ATH0USE";
    const folded = foldMisreadNouns(text);
    expect(folded.length).toBe(text.length);
    expect(folded).toBe("password: Tre11is_quill32, code 0x1c0de, PIN 4417, B0ATH0USE");
  });

  it("returns the same string when there is nothing to fold", () => {
    const text = "password: Zk3p9Qw7xLmN2vB8";
    expect(foldMisreadNouns(text)).toBe(text);
  });
});
