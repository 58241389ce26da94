// Credentials that vendors and standards publish as examples stay as written
// (published-examples.ts): the exact values only. A key of the same shape that differs in one
// character, or a real key beside an example, is still a secret.
import { describe, expect, it } from "vitest";
import { redact } from "../../src/core/redact/index.js";
import { PUBLISHED_EXAMPLES } from "../../src/core/redact/published-examples.js";
import { expectKept, expectKeeps, expectRedacted } from "./expect-redaction.js";

describe("a published example credential", () => {
  it.each(PUBLISHED_EXAMPLES.map(([value, source]) => [source, value]))("stays as written: %s", (_source, value) => {
    expectKept(`From the docs (test mode only): api_key = "${value}"`);
    expectKept(`token: ${value}`);
  });

  it("stays under the strict policy too", () => {
    const text = 'Test mode example from the payment provider\'s public API reference:\n  api_key = "sk_test_4eC39HqLyjWDarjtT1zdp7dc"';
    expect(redact(text, { mode: "strict" }).text).toBe(text);
  });

  it("keeps jwt.io's sample token whole, signature included", () => {
    const jwt = PUBLISHED_EXAMPLES.find(([, source]) => source.startsWith("jwt.io"))![0];
    expectKept(`Authorization: Bearer ${jwt}`);
  });
});

describe("a credential that only looks like a published example", () => {
  it.each([
    ["one character changed", 'api_key = "sk_test_4eC39HqLyjWDarjtT1zdp7dX"', "sk_test_4eC39HqLyjWDarjtT1zdp7dX"],
    ["the example with more after it", "STRIPE_SECRET_KEY=sk_test_4eC39HqLyjWDarjtT1zdp7dc9Qx2Lm", "sk_test_4eC39HqLyjWDarjtT1zdp7dc9Qx2Lm"],
    ["another token in a JWT's place", "Authorization: Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI5ODc2NTQzMjEwIiwiaWF0IjoxNzY0NTQ0MDAwfQ.q3Vx8Zr1mB2nK7pL0sT4wY6aC9eF5hJ2dG8kN1rQ3xU", "q3Vx8Zr1mB2nK7pL0sT4wY6aC9eF5hJ2dG8kN1rQ3xU"],
  ])("is redacted: %s", (_name, text, secret) => expectRedacted(text, secret));

  it("leaves the example and takes the real key beside it", () => {
    const text = "docs example: sk_test_4eC39HqLyjWDarjtT1zdp7dc\nours: STRIPE_SECRET_KEY=sk_live_51Hx9QmLk2vR8tZp4Wn7Yc3Bd6Fg";
    expectKeeps(text, ["sk_test_4eC39HqLyjWDarjtT1zdp7dc"]);
    expect(redact(text, { mode: "secrets" }).text).not.toContain("sk_live_51Hx9QmLk2vR8tZp4Wn7Yc3Bd6Fg");
  });
});
