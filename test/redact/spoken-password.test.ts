// A password read out where a password's name puts its value (spoken-value.ts): number words,
// the spelling alphabet, symbol and case words, after at most one plain word.
import { describe, it } from "vitest";
import { expectKept, expectRedacted } from "./expect-redaction.js";

describe("a password read out", () => {
  it.each([
    ["remember that the guest wifi password is tango romeo echo lima lima india sierra seven nine", "tango romeo echo lima lima india sierra seven nine"],
    ["the password is sorrel one three six exclamation mark no spaces", "sorrel one three six exclamation mark"],
    ["the supplier extranet password has been reset to india echo juliett four six four five today", "india echo juliett four six four five"],
    ["Caller: the new password is lowercase e, lowercase z, capital Q, four, asterisk, three, six.", "lowercase e, lowercase z, capital Q, four, asterisk, three, six"],
    ["she has set up the portal password as fennel six eight six five new paragraph", "fennel six eight six five"],
  ])("%s", (text, secret) => {
    expectRedacted(text, secret);
  });

  it.each([
    "the password is eight characters long",
    "password must be at least twelve characters",
    "the password has two capital letters and one symbol",
    "the password is the one on the card",
    "password reset takes one or two minutes",
  ])("keeps %j", (text) => {
    expectKept(text);
  });
});
