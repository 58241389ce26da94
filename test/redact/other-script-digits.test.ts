// Codes and PINs written with another script's digits (redact/index.ts reads the text through
// core/text/digits.ts's fold, whose offsets are the input's): the rules that read ASCII digits
// read them too, the output keeps the rest of the text as written, and amounts stay.
import { describe, it } from "vitest";
import { expectKept, expectKeeps, expectRedacted } from "./expect-redaction.js";

describe("a code in another script's digits", () => {
  it.each([
    ["Bengali digits after an English PIN", "door PIN: ৪৮২১৯৩", "৪৮২১৯৩"],
    ["Bengali digits after the Bengali word for code", "দরজার পিন কোড: ৪৮২১৯৩", "৪৮২১৯৩"],
    ["Persian digits after a PIN", "PIN کارت: ۷۳۹۲۰۱", "۷۳۹۲۰۱"],
    ["Devanagari digits in a password", "password: abc१२३XYZ९९q", "abc१२३XYZ९९q"],
  ])("%s", (_name, text, secret) => expectRedacted(text, secret));

  it("keeps the words around it as written", () => {
    expectKeeps("দরজার পিন কোড: ৪৮২১৯৩, কাউকে বলবেন না", ["দরজার পিন কোড: ", ", কাউকে বলবেন না"]);
  });

  it.each([
    ["a fee in Bengali digits", "৭. আজকের ফি কালেকশন: ৳১১,০০০ (নগদ ৳৬,৭০০), ৫ জন।"],
    ["a Persian date and time", "۱۴۰۶/۰۷/۳۰ — جمعه، ساعت ۰۹:۰۶"],
  ])("leaves alone %s", (_name, text) => expectKept(text));
});
