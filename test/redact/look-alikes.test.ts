// The look-alikes every family must keep, put through each family's syntax: a public example key
// from documentation, a UUID that is a request id, and a `${DB_PASSWORD}`-style placeholder. A
// rule that binds a name to a value must still see that the value is no secret.
import { describe, it } from "vitest";
import { expectKept } from "./expect-redaction.js";

/** Syntaxes of the families, each with `NAME` and `VALUE` to fill in. */
const SYNTAXES: ReadonlyArray<[string, string]> = [
  ["code fallback", 'const v = Environment.GetEnvironmentVariable("NAME") ?? "VALUE";'],
  ["typed declaration", 'pub const NAME: &str = "VALUE";'],
  ["wrapped literal", 'var NAME = Encoding.UTF8.GetBytes("VALUE");'],
  ["call argument", "define('NAME', 'VALUE');"],
  ["fish setter", "set -gx NAME VALUE"],
  ["tool table", "NAME    VALUE"],
  ["k8s env, value first", '- value: "VALUE"\n  name: NAME'],
  ["XML appSettings", '<add key="NAME" value="VALUE" />'],
  ["HCL block", 'variable "NAME" {\n  default = "VALUE"\n}'],
  ["YAML block", "NAME:\n  primary: VALUE"],
  ["shell default", "export NAME=${NAME:-VALUE}"],
];

const fill = (syntax: string, name: string, value: string): string => syntax.replaceAll("NAME", name).replaceAll("VALUE", value);

describe("look-alikes through every family's syntax", () => {
  for (const [family, syntax] of SYNTAXES) {
    it(`${family}: the AWS documentation key, a request id named key, a placeholder`, () => {
      expectKept(fill(syntax, "AWS_ACCESS_KEY_ID", "AKIAIOSFODNN7EXAMPLE"));
      expectKept(fill(syntax, "IDEMPOTENCY_KEY", "550e8400-e29b-41d4-a716-446655440000"));
      if (!syntax.includes("${")) expectKept(fill(syntax, "DB_PASSWORD", "${DB_PASSWORD}"));
      expectKept(fill(syntax, "DB_PASSWORD", "<your-password-here>"));
    });
  }

  it.each([
    ["The AWS docs use AKIAIOSFODNN7EXAMPLE as the example key id."],
    ["Use wJalrXUtnFEMIK7MDENGbPxRfiCYEXAMPLEKEY as the secret key in the tutorial."],
    ["request id 550e8400-e29b-41d4-a716-446655440000 is the trace token id"],
    ["password: ${DB_PASSWORD}"],
    ["Login: admin / ${DB_PASSWORD}"],
    ["$ vault kv get -field=password kv/db\n${DB_PASSWORD}"],
  ])("keeps %s", (text) => expectKept(text));
});
