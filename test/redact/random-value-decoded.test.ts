// A generated value that happens to decode as base64 to a few letters and punctuation is still
// generated (rules/random-value.ts, decodesToText): base64 of text has spaces between its words,
// or is mostly letters and digits. Found by the planted-secret property (fast-check, CI run).
import { describe, it } from "vitest";
import { expectKept, expectRedacted } from "./expect-redaction.js";

describe("a generated value that decodes to a few printable bytes", () => {
  it("is redacted: '-íMTW-d_' is no text", () => {
    expectRedacted("\n[09:12] Kofi: Le2Klk1UVy1kXy (the new one)\n", "Le2Klk1UVy1kXy");
  });

  it.each([
    ["text with spaces", "the job id b3JkZXIgMTIzNCBzaGlwcGVk was logged"],
    ["a word of letters and digits", "payload SGVsbG9Xb3JsZDIwMjY in the queue"],
  ])("keeps base64 of %s", (_name, text) => expectKept(text));
});
