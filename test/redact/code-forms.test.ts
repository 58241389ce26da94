// The forms a numeric code takes around its name (rules/pin-code.ts, code-slot.ts): wrapped in
// Markdown's marks, keyed with a keypad's star and hash, named as a lock's combination, and "code"
// compounded or inflected in the languages that do that; and the look-alikes that stay.
import { describe, it } from "vitest";
import { expectKept, expectRedacted } from "./expect-redaction.js";

describe("a numeric code in Markdown's marks or a keypad's keys", () => {
  it.each([
    ["bold", "3. Entry: keypad code **770500** – changes each quarter (next change 1 Jan).", "770500"],
    ["inline code", "7. Alarm: panel in corridor, code `258921`, 30 seconds to leave.", "258921"],
    ["italics", "door code: *683564*", "683564"],
    ["bold after a PIN's copula", "the PIN is **4821**, don't share it", "4821"],
    ["inline code in another language", "Kodi i derës: `683564`", "683564"],
    ["a keypad's star and hash", "Gate code for Parkside Mews changes tonight, new code *202702# (star first, hash at end).", "202702"],
  ])("%s", (_name, text, secret) => expectRedacted(text, secret));

  it.each([
    ["a masked card", "Card ****7545: we will never ask for your PIN."],
    ["a masked card with a hash after it", "Card ****7545# on file, the PIN was never sent"],
    ["stars in a longer run than a mark", "PIN ***7545*** is how the receipt masks it"],
  ])("leaves alone %s", (_name, text) => expectKept(text));
});

describe("a lock's combination", () => {
  it.each([
    ["in an SMS", "Hi all new CD safe combination from tomorrow is 42878968 . Please memorise, do not save in phone.", "42878968"],
    ["after a colon", "Combination: 385251 (RIB store padlock)", "385251"],
  ])("%s", (_name, text, secret) => expectRedacted(text, secret));

  it.each([
    ["a combination of things", "a combination of 2 factors in 2024 made it slow"],
    ["the digits it has", "combination lock, 3 digits, set by the supplier"],
    ["an order after it", "the combination is in the safe; order 448213 ships Monday"],
  ])("leaves alone %s", (_name, text) => expectKept(text));
});

describe("'code' compounded or inflected", () => {
  it.each([
    ["Norwegian", "Alarmkode: 539772 (tast # bagefter)", "539772"],
    ["Hungarian compound", "Az új kapukód: 970341, a kulcs a postaládában van.", "970341"],
    ["Hungarian ending", "a riasztó kódja 895220.", "895220"],
    ["Icelandic", "Hurðarkóðinn á skrifstofunni er 296272.", "296272"],
    ["Swedish", "portkod: 4471902", "4471902"],
    ["Somali", "Koodhka albaabka bakhaarka: 193797", "193797"],
  ])("%s", (_name, text, secret) => expectRedacted(text, secret));

  it.each([
    ["an error code", "felkod 40123 i loggen, hibakód: 40123, virhekoodi 500123"],
    ["a barcode", "streckkod 7312345678 på kartongen"],
    ["a word that only starts like it", "Kodak 400123 film; var kodeks = 123456"],
    ["an identifier's camelCase part", "errorKod: 123456"],
  ])("leaves alone %s", (_name, text) => expectKept(text));
});

describe("a numeric code written in groups", () => {
  it.each([
    ["pairs of digits", "Sandra: yeah so for the barn the new door code is 79 92 03 I know it's weird in pairs", "79 92 03"],
    ["groups of three", "Entry barrier code: 731 700", "731 700"],
    ["hyphens", "* Key cabinet (server room) code: 18-44-07", "18-44-07"],
    ["two groups of four after a PIN", "PIN 1234 5678 for the bridge", "1234 5678"],
  ])("%s", (_name, text, secret) => expectRedacted(text, secret));

  it.each([
    ["a date with hyphens", "door code changed 12-11-2026, ask Ana; next change 2027-02-01"],
    ["a phone number", "alarm code: call 020 7946 0123 for it"],
    ["too few digits", "code: 12 34 today"],
  ])("leaves alone %s", (_name, text) => expectKept(text));
});

describe("a numeric code that text recognition misread", () => {
  it.each([
    ["an O for a zero", "[photo transcript: sticky note]\nkeysafe  6O9122", "6O9122"],
    ["an l for a one", "alarm 2l5192 + tick", "2l5192"],
    ["an S for a five, first", "GM PIN S09355", "S09355"],
    ["an S in the middle", "[handwritten in margin] safe code 3S4445", "3S4445"],
    ["two letters", "Override code: 52492l9S", "52492l9S"],
  ])("%s", (_name, text, secret) => expectRedacted(text, secret));

  it.each([
    ["a standard's prefix", "fire alarm panel BS5839 compliant, installer code on file"],
    ["a word", "door code: SOLO, ask Ben"],
    ["more letters than digits", "alarm lOOl5 blinking"],
    ["a letter recognition does not confuse", "door code 48K213"],
  ])("leaves alone %s", (_name, text) => expectKept(text));
});

describe("a code's noun before a number that is no code", () => {
  it.each([
    ["a phone number with a trunk 0", "Alarm monitoring centre: 01632 960620"],
    ["a phone number in three groups", "Alarm company (24h): 020 7946 0293"],
  ])("leaves alone %s", (_name, text) => expectKept(text));

  it("reads a spoken code after a digit's word that is part of the sentence", () => {
    expectRedacted("the unit's door code got changed, new one's seven three oh one double five.", "seven three oh one double five");
  });
});
