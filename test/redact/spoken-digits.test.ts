// A code read out in a voice note's transcript (rules/pin-code.ts, spokenDigits): digit words,
// one blank between them, where the code's number would stand. A digit word or two in a
// sentence is not a code.
import { describe, it } from "vitest";
import { expectKept, expectRedacted } from "./expect-redaction.js";

describe("a code read out", () => {
  it.each([
    ["so for the flats the engineer code is seven two eight three three one don't give that out", "seven two eight three three one"],
    ["and the residents user code is three two one two eight eight um the panel's in the cupboard", "three two one two eight eight"],
    ["we reset it this morning, the new master code is eight three seven four five six nine eight and", "eight three seven four five six nine eight"],
    ["the key safe is two nine seven four six one and the alarm's the same", "two nine seven four six one"],
    ["gate code double four seven oh one", "double four seven oh one"],
  ])("%s", (text, secret) => {
    expectRedacted(text, secret);
  });

  it.each([
    "the code has one or two bugs",
    "door code is one two",
    "the code review took two three hours",
    "the door is one two three four",
    "error code one two three four five",
  ])("%s", (text) => {
    expectKept(text);
  });
});

// Read out two digits at a time, as door codes often are: "twelve eighteen sixty-one". Where the
// code's name stands before it (the noun's slot, or the line after "code"), each number word of
// ten to ninety-nine counts two digits; with no name, a run of them is as often a list of scores.
describe("a code read out in pairs", () => {
  it.each([
    ["The door code is fifty fourteen sixty-two, and it changes at the start of each season.", "fifty fourteen sixty-two"],
    ["The download laptop asks for a PIN, ninety-five sixty-nine eighty-four.", "ninety-five sixty-nine eighty-four"],
    ["the key safe code is twelve eighteen sixty one", "twelve eighteen sixty one"],
    ["gate code thirty-two double five ninety", "thirty-two double five ninety"],
  ])("%s", (text, secret) => {
    expectRedacted(text, secret);
  });

  it.each([
    "We scored sixty-two, seventy-one and eighty-five on the three runs.",
    "It's seventy-five pounds for the sweep and the smoke test.",
    "The door code is sixty.",
    "door code changed in twenty twenty",
  ])("%s", (text) => {
    expectKept(text);
  });
});

// Read out where the paragraph talks about a code but no name stands in its slot
// (code-context.ts, spokenCodes): "The cold room door takes a code. It's nine five six nine
// double six." Six to eight digits, three distinct at least; a phone number read out is longer,
// and a paragraph with no code's noun is left alone.
describe("a code read out near a code's noun", () => {
  it.each([
    ["The cold room door takes a code. It's nine five six nine double six.", "nine five six nine double six"],
    ["The bandroom front door is six oh double three two three. And the instrument store is double two five triple three, your horn is on the second shelf.", "double two five triple three"],
    ["Pavilion alarm is\ndouble eight six eight six three then the set button.", "double eight six eight six three"],
    ["The side gate has a padlock, ninety-six thirty-seven twenty-two. Please shut the damper after.", "ninety-six thirty-seven twenty-two"],
  ])("%s", (text, secret) => {
    expectRedacted(text, secret);
  });

  it.each([
    "Tap the logo five times and enter double three double four oh four to wake the kiosk.",
    "The door sticks in the cold; call me back on oh seven seven double oh nine double oh one six five.",
    "The alarm went off twice. We scored sixty-two seventy-one eighty-five on the three runs.\n\nDoor fixed.",
    "The alarm panel shows double one double one one one when it resets.",
  ])("%s", (text) => {
    expectKept(text);
  });
});
