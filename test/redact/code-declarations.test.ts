// Secrets in the declarations and environment lookups of languages whose syntax the assignment
// and env-fallback rules did not read: the Pascal family's `name : TYPE := value` (IEC 61131-3
// Structured Text, Ada, Delphi), Perl's and Raku's `%ENV` with `//`, Ruby's fetch block.
import { describe, expect, it } from "vitest";
import { redact } from "../../src/core/redact/index.js";
import { expectKept, expectRedacted } from "./expect-redaction.js";

describe("a typed declaration with `:=`", () => {
  it.each([
    ["VAR\n    sHmiPassword   : STRING(20) := 'Umber~53ferret^';\nEND_VAR", "Umber~53ferret^"],
    ["   Db_Password : constant String := \"Kx8pLm29qzTr\";", "Kx8pLm29qzTr"],
    ["    hmi_password : STRING := 'Umber53ferret';", "Umber53ferret"],
    // A PIN's setting: the pin-code rule reads past the type, and `:=` with no type.
    ["VAR\n    sServicePin    : STRING(8)  := '990370';\nEND_VAR", "990370"],
    ["    sServicePin := '990370';", "990370"],
    ["    adminPin : INT := 4471;", "4471"],
  ])("%s", (text, secret) => expectRedacted(text, secret));

  it.each([
    // A declaration without a value, an empty one, a stand-in.
    "    sHmiPassword : STRING(20);   (* loaded from the secure store at start-up *)",
    "  password : STRING(20) := '';",
    "  password : STRING(20) := 'changeme';",
    "    nPinLength : INT := 6;",
  ])("keeps %s", (text) => expectKept(text));

  it("does not take a sized type for the value", () => {
    // The prose rule used to read `STRING(20` after "password :" as the password.
    expect(redact("  password : STRING(20) := '';").findings).toEqual([]);
  });

  it("still reads a value before a plain `=` as the value", () => {
    expectRedacted("password: Summer2024 = the old one", "Summer2024");
  });
});

describe("an environment lookup's fallback in Perl, Raku and Ruby", () => {
  it.each([
    ['my $smtp-pass = %*ENV<SMTP_PASS> // "MOVBvixmfpFcpc5";', "MOVBvixmfpFcpc5"],
    ['my $pass = $ENV{SMTP_PASS} // "MOVBvixmfpFcpc5";', "MOVBvixmfpFcpc5"],
    ['my $pass = $ENV{"SMTP_PASS"} || "MOVBvixmfpFcpc5";', "MOVBvixmfpFcpc5"],
    ["my $key = $ENV{'SHOP_SECRET'} // 'pqHAMDJh1W1B1IYFvvVREIXkL1sVDCoFL12fdYg3';", "pqHAMDJh1W1B1IYFvvVREIXkL1sVDCoFL12fdYg3"],
    ['password = ENV.fetch("SMTP_PASS") { "MOVBvixmfpFcpc5" }', "MOVBvixmfpFcpc5"],
  ])("%s", (text, secret) => expectRedacted(text, secret));

  it.each([
    'my $user = %*ENV<DB_USER> // "mushroom";',
    'my $port = $ENV{SMTP_PORT} // "587";',
    'my $pass = $ENV{SMTP_PASS} // "changeme";',
  ])("keeps %s", (text) => expectKept(text));
});
