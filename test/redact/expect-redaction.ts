// Assertions shared by the family tests: a secret is gone under both policies (and a second pass
// changes nothing), or a look-alike comes back byte for byte.
import { expect } from "vitest";
import { redact } from "../../src/core/redact/index.js";

/** `secret` is gone from the output under both policies, a placeholder took its place, and
 *  redacting the output again changes nothing. */
export function expectRedacted(text: string, secret: string): void {
  expect(text, "the test's own secret must be in its text").toContain(secret);
  for (const mode of ["strict", "secrets"] as const) {
    const out = redact(text, { mode }).text;
    expect(out, `${mode}: ${text}`).not.toContain(secret);
    expect(out, `${mode}: ${text}`).toContain("<REDACTED_SECRET>");
    expect(redact(out, { mode }).text).toBe(out);
  }
}

/** `text` comes back untouched under the secrets policy. */
export function expectKept(text: string): void {
  expect(redact(text, { mode: "secrets" }).text, text).toBe(text);
}

/** The strings in `keep` survive under the secrets policy (the secret next to them may go). */
export function expectKeeps(text: string, keep: readonly string[]): void {
  const out = redact(text, { mode: "secrets" }).text;
  for (const k of keep) expect(out, text).toContain(k);
}
