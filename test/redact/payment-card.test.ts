// A payment card's number in groups (rules/payment-card.ts): a secret in any language, named or
// not. IBANs, IMEIs, ICCIDs, test cards, tracking and order numbers stay.
import { describe, expect, it } from "vitest";
import { expectKept, expectRedacted } from "./expect-redaction.js";
import { luhnValid } from "../../src/core/redact/rules/payment-card.js";

describe("a payment card number in groups", () => {
  it.each([
    ["Ines: 4539 0294 3602 0292 exp 08/29, the code is on the back", "4539 0294 3602 0292"],
    ["Card number\n5355 1842 1390 2770\n\nExpiry 04/28", "5355 1842 1390 2770"],
    // Named in a language no rule reads, or not named at all; American Express in 4-6-5.
    ["Číslo karty: 4916 3380 5046 1259, platnost 11/27", "4916 3380 5046 1259"],
    ["[21:04] Mia: usa esta 3471 285903 64817 para o hotel", "3471 285903 64817"],
    ["| Ana | 2223 0071 8451 2079 | 09/30 |", "2223 0071 8451 2079"],
    ["カード番号：6011 7403 9581 2261", "6011 7403 9581 2261"],
  ])("%s", (text, secret) => {
    expectRedacted(text, secret);
  });

  it.each([
    // Published test cards repeat a few digits.
    "Use the test card 4242 4242 4242 4242 with any future date.",
    "Sandbox: 4111 1111 1111 1111 approves, 4000 0000 0000 0002 declines, 2223 0031 2200 3222 too.",
    "3D Secure test card: 4000 0025 0000 3155",
    // A stretch of an IBAN, a number that fails the Luhn check, another network or length.
    "Rent to DE64 3167 4214 2401 1386 46, BIC HELADEF1.",
    "IBAN FR37 6024 9338 7566 5409 7358 075",
    "Ticket 4539 0294 3602 0293 is closed.",
    "Gift card 6031 6502 1807 4013, balance £25",
    "Tracking 9400 1000 0000 0000 0000 00 (USPS)",
    // Luhn-valid numbers without groups: an IMEI, an ICCID, epoch milliseconds.
    "IMEI: 354956765646414, ICCID: 8944919958827320169, at 1764936547462",
    // A phone number and a longer run of groups.
    "Call +44 7700 900123 or 0412 5550 2733 4455 6677",
  ])("%s", (text) => {
    expectKept(text);
  });

  it("checks the Luhn digit", () => {
    expect(luhnValid("4539029436020292")).toBe(true);
    expect(luhnValid("4539029436020293")).toBe(false);
    expect(luhnValid("378282246310005")).toBe(true);
  });
});

// A real card's random digits can hold four zeros or only five distinct digits (about one card
// in 200 does); what marks a published test number is fewer digits still, a group written
// twice, or five zeros in a row.
describe("a card number that only looks like a test number", () => {
  it.each([
    ["[20:41] Ines: 4819 2471 1600 0043 exp 08/29", "4819 2471 1600 0043"],
    ["card: 4660 3304 6344 0465", "4660 3304 6344 0465"],
  ])("%s", (text, secret) => {
    expectRedacted(text, secret);
  });

  it.each([
    "Mastercard debit test card: 5200 8282 8282 8210",
    "3DS2 frictionless: 4000 0027 6000 3184",
  ])("%s", (text) => {
    expectKept(text);
  });
});
