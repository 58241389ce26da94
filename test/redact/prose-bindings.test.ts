// Secrets introduced in a sentence (rules/prose-secret.ts and the rules beside it), in English
// and Chinese, and the look-alikes of each: ids, placeholders, versions, values that belong to
// another noun.
import { describe, it, expect } from "vitest";
import { redact } from "../../src/core/redact/index.js";

describe("one clause per noun", () => {
  it("a noun's search stops at the next noun, so one pass finds both values and a second changes nothing", () => {
    const text = 'the token"machine api.example.com login deploy password maxwK7@UySX) below) key 9fceb02d0ae598e95dc970b74767f19372d61af8';
    const once = redact(text, { mode: "secrets" }).text;
    expect(once).not.toContain("maxwK7@UySX");
    expect(once).not.toContain("9fceb02d0ae598e95dc970b74767f19372d61af8");
    expect(redact(once, { mode: "secrets" }).text).toBe(once);
  });
});
