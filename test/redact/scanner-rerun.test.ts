// A rule is not re-run inside its own span, but is between its trigger and a span found further
// on (scanner.ts): "password … 新的密钥是 <hex>。" then a UUID on a later line, where the first
// trigger's match reaches past the second trigger's value. The planted-secret property found
// the hex kept, on the code before too.
import { describe, expect, it } from "vitest";
import { PLACEHOLDERS, redact } from "../../src/core/redact/index.js";

describe("triggers between a rule's trigger and its span", () => {
  it("are read, so a value a later trigger names is not skipped", () => {
    const hex = "81730969e94d0d54f671365835e13254";
    const t = `password the) 新的密钥是 ${hex}。\n\n550e8400-e29b-41d4-a716-446655440000`;
    expect(redact(t).text).not.toContain(hex);
  });

  it("inside a span are not: a value is redacted once", () => {
    const t = "the new token is 9fceb02d0ae598e95dc970b74767f19372d61af8 and the key is 550e8400-e29b-41d4-a716-446655440000.";
    const out = redact(t).text;
    expect(out).toBe(`the new token is ${PLACEHOLDERS.secret} and the key is ${PLACEHOLDERS.secret}.`);
  });
});
