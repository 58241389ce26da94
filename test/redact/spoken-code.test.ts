// A code read out digit by digit with no name before it (rules/spoken-code.ts): a voice memo's
// or a voicemail's transcript. The structure is the evidence, 6–8 digits read one at a time.
import { describe, it } from "vitest";
import { expectKept, expectRedacted } from "./expect-redaction.js";

describe("a code read out without its name", () => {
  it.each([
    ["Right, note for Kerra. The board store is now six seven double four two seven, I changed it after the break-in.", "six seven double four two seven"],
    ["Quick one before your class. four two zero three double five, that's the new door code.", "four two zero three double five"],
    ["The safe's changed as well, it's three double oh double five two now.", "three double oh double five two"],
    ["Gas locker on the van, eight double three double one five. Two bottles.", "eight double three double one five"],
    ["Drone: the controller's locked with double six three five double two, it asked again", "double six three five double two"],
    ["Nine two seven four six one eight is the one for the side gate", "Nine two seven four six one eight"],
  ])("%s", (text, secret) => expectRedacted(text, secret));
});

describe("numbers read out that are no code", () => {
  it.each([
    // A phone number: more than eight digits.
    "call me back on oh seven seven double oh nine double oh four five one",
    // An identifier named just before it.
    "Your restaurant booking reference is seven seven three zero, one one eight four.",
    "the order number is four seven one two nine three",
    // Counted up or down, or a default of too few distinct digits.
    "and one two three four five six, everybody stretch",
    "the factory default was oh oh oh oh oh oh",
    "six five four three two one, lift off",
    // Too short, or words of a sentence.
    "it takes one or two minutes, three at most",
    "the code is one two",
    "twenty twenty six",
  ])("%s", (text) => expectKept(text));
});
