// Secrets the random properties (properties.test.ts) drew only once in thousands of runs, each
// kept here as a case that runs every time: a rare draw is still a user's real secret.
import { describe, expect, it } from "vitest";
import { redact } from "../../src/core/redact/index.js";
import { expectKept, expectRedacted } from "./expect-redaction.js";

const STRICT = { mode: "strict", workspaceDir: "/home/alice/project" } as const;

describe("rare draws of a secret's shape are still secrets", () => {
  it("a generated password with repeated letters and digits (low entropy for its length)", () => {
    // rules/mixed-password.ts: each is upper, lower, a digit and a symbol, 15 characters.
    for (const pw of ["Kgyypy#222ypoeH", "Qzzene^393ezneB", "Xzgztt%563zqzzF", "Hkjmkg&168skkkH"]) expectRedacted(`root on the NAS is ${pw} until Friday`, pw);
  });

  it("a hex key showing only 8 or 9 of the 16 hex digits", () => {
    // value-shape.ts: a random 20-digit key shows fewer than 10 digits one time in 20.
    expectRedacted("Das neue Passwort lautet 8e4f4319bee1e18931d81b1ddbd8e3f1", "8e4f4319bee1e18931d81b1ddbd8e3f1");
    expectRedacted("the new key for staging is 9c4e2b7a9c4e1b7a2c9e", "9c4e2b7a9c4e1b7a2c9e");
  });

  it("a Kubernetes Secret's data whose base64 happens to spell a placeholder marker", () => {
    // `…WndUMmY0…` read case-blind holds "dummy"; the value encodes a random password.
    const v = "OHpPWndUMmY0TkFkQXRrZzduemxNUG1L";
    expectRedacted(`apiVersion: v1\nkind: Secret\nmetadata:\n  name: app\ntype: Opaque\ndata:\n  api-token: ${v}\n`, v);
  });

  it("a written value after a password's name, with a spelled-out-looking number later in the line", () => {
    // spoken-value.ts read past the hex to the card's four digit groups and took them as the
    // password read out, so the first pass kept the hex and a second pass redacted it.
    const hex = "9fceb02d0ae598e95dc970b74767f19372d61af8";
    const text = `password ${hex} Číslo karty: 4642 6567 8084 5421, platnost 11/27`;
    const once = redact(text, STRICT).text;
    expect(once).not.toContain(hex);
    expect(once).not.toContain("4642 6567 8084 5421");
    expect(redact(once, STRICT).text).toBe(once);
  });
});

describe("what those fixes leave alone", () => {
  it("a password read out after its name is still read", () => {
    expectRedacted("the password is india echo juliett four six four five", "india echo juliett four six four five");
  });

  it("a short word with a digit before the read-out run does not stop it", () => {
    expectRedacted("the password for wifi2 is india echo juliett four six four five", "india echo juliett four six four five");
  });

  it("placeholders written unencoded in a Secret's data stay", () => {
    expectKept("apiVersion: v1\nkind: Secret\nmetadata:\n  name: app\ntype: Opaque\ndata:\n  api-token: REPLACE_ME\n  password: xxxxxxxx\n");
  });

  it("a hex filler with few distinct digits stays", () => {
    expectKept("the key is deadbeefdeadbeefdeadbeef for now");
  });

  it("a French sentence naming a key, then a blank line and a lone UUID: the UUID is taken as the key given below it", () => {
    // lone-value-line.ts: the reason the random secret-free text never puts a value alone on a line.
    const text = "Résumé: la clé est dans le coffre, pas dans le fichier.\n\n550e8400-e29b-41d4-a716-446655440000";
    expect(redact(text, STRICT).text).not.toContain("550e8400");
  });
});
