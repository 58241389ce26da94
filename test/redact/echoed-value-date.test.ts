// A label line with no prompt ("password") followed by a calendar date is a form's or a
// listing's next field, not what a shell printed for the name (rules/echoed-value.ts). The
// random-text property (properties.test.ts) found "password\n2026-09-06" redacted.
import { describe, expect, it } from "vitest";
import { PLACEHOLDERS, redact } from "../../src/core/redact/index.js";

describe("echoed values under a label line", () => {
  it("keeps a date on the line after a bare label", () => {
    for (const t of ["password\n2026-09-06", "Password:\n06.09.2026", "api_token\n6/9/26"]) expect(redact(t).text, t).toBe(t);
  });

  it("still takes a date a prompt printed for a secret's name, and a password under a label", () => {
    const shell = "$ printenv DB_PASSWORD\n2026-09-06";
    expect(redact(shell).text).toBe(shell.replace("2026-09-06", PLACEHOLDERS.secret));
    const label = "REDIS_PASSWORD:\n----\nc153f0a9e2b74d18a6";
    expect(redact(label).text).toBe(label.replace("c153f0a9e2b74d18a6", PLACEHOLDERS.secret));
  });
});
