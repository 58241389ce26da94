// A .netrc record quoted in a sentence ('machine … password …', `machine …`, (machine …)) is a
// record: its password is redacted and the closing quote or bracket kept (rules/netrc.ts). The
// planted-secret property found one after a quote kept.
import { describe, expect, it } from "vitest";
import { PLACEHOLDERS, redact } from "../../src/core/redact/index.js";

describe("netrc records in quotes", () => {
  it("redacts the password of a record opened by a quote, a backtick or a bracket, and keeps its closer", () => {
    for (const [t, v] of [
      ["'machine api.example.com login deploy password xPYB7QQeQM.iw'", "xPYB7QQeQM.iw"],
      ["use `machine git.example.org login ci password Gh7kQ2pLm9` in your netrc", "Gh7kQ2pLm9"],
      ["(machine h.example.net login u password Zq8vN3xPw2)", "Zq8vN3xPw2"],
    ] as const) expect(redact(t).text, t).toBe(t.replace(v, PLACEHOLDERS.secret));
  });

  it("still needs the record's shape", () => {
    for (const t of ["'the machine learning password policy'", "(machine h.example.net password only)"]) expect(redact(t).text, t).toBe(t);
  });
});
