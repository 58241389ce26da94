// A value where a password's name puts it (rules/prose-secret.ts, value-shape.ts
// isNamedPasswordValue): right after the noun, its colon, `=`, "is" or a dotted leader, a number
// of four digits or more, or a word of letters and digits, is the password. Elsewhere in the
// clause, or followed by a unit, a number is something else.
import { describe, it } from "vitest";
import { expectKept, expectRedacted } from "./expect-redaction.js";

describe("a simple value where a password's name puts it", () => {
  it.each([
    ["the password is 971848", "971848"],
    ["Manager password ....... 971848", "971848"],
    ["Refund password ........ 790972\nTech menu", "790972"],
    ["Merchant pwd   45988020", "45988020"],
    ["- password is TDLN1336 (set by Amex on the welcome letter)", "TDLN1336"],
    ["school code greenfield3b, class password kestrel298", "kestrel298"],
    ["the password for the router: 889911", "889911"],
    ["Passwort = 55321907", "55321907"],
    ["密码是 123456", "123456"],
    ["la contraseña es 4471902", "4471902"],
  ])("%s", (text, secret) => {
    expectRedacted(text, secret);
  });

  it.each([
    // A count, a year, a short number, a number that belongs to another word of the clause.
    "the password is 8 characters long",
    "password must be 12 characters",
    "password expires in 2027",
    "the password was last changed in 2024",
    "the password for room 1204 is on the card",
    "password length 16",
    "password reset 3 times this week",
    // A word with digits that names a thing.
    "password hashing: sha256 or argon2id",
    "Password policy: minimum 12 chars",
    "password: ${DB_PASSWORD}",
  ])("%s", (text) => {
    expectKept(text);
  });
});
