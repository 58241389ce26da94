// A secret found once is a secret wherever the same text stands again (recurrence.ts): the key a
// generator printed and the line that sets it, a code in the question and in the answer.
import { describe, expect, it } from "vitest";
import { redact, SECRET_RULE_IDS } from "../../src/core/redact/index.js";
import { addRecurrences } from "../../src/core/redact/recurrence.js";
import { borrowTable, returnTable } from "../../src/core/redact/spans.js";
import { expectKept } from "./expect-redaction.js";

const STRICT = { mode: "strict", workspaceDir: "/home/alice/project" } as const;
const KEY = "-c6)m3cn1-c(&e8rhukk#igm#*x=go3k97vy&^_8le%)s+n=6f";

function gone(text: string, secret: string): string {
  for (const policy of [STRICT, { mode: "secrets" } as const]) {
    const out = redact(text, policy).text;
    expect(out, text).not.toContain(secret);
    expect(redact(out, policy).text, "a second pass changes nothing").toBe(out);
  }
  return redact(text, STRICT).text;
}

describe("every other occurrence of a found secret goes too", () => {
  it("a generated key printed by the generator and set in the config", () => {
    const out = gone(`$ python -c 'from django.core.management.utils import get_random_secret_key; print(get_random_secret_key())'\n${KEY}\n\nsettings.py:\nSECRET_KEY = '${KEY}'\n`, KEY);
    expect(out.match(/<REDACTED_SECRET>/g)?.length).toBe(2);
  });

  it("a door code named in one message and repeated bare in the next", () => {
    const out = gone("Alarm code: 690790 (tap # after)\n\nBack on Monday.\n\nis it still 690790 or did it change?", "690790");
    expect(out).toContain("or did it change?");
  });

  it("a password quoted back in a reply", () => {
    gone("password: Hazel.wicker82\n> Hazel.wicker82 doesn't work for me", "Hazel.wicker82");
  });

  it("is reported under its own rule id, which leak scans know", () => {
    const text = "Alarm code: 690790\n\nSee you Monday.\n\nthen 690790 again";
    const rules = redact(text, STRICT).findings.map((f) => f.rule);
    expect(rules).toContain("secret-recurrence");
    expect(SECRET_RULE_IDS).toContain("secret-recurrence");
  });
});

describe("what is not an occurrence", () => {
  it("the value inside a longer number or word", () => {
    const out = redact("Alarm code: 690790\ninvoice 16907901, part R690790X", STRICT).text;
    expect(out).toContain("16907901");
    expect(out).toContain("R690790X");
  });

  it("a number that was never found as a secret stays wherever it stands", () => {
    expectKept("Order 690790 shipped; see order 690790 in the portal");
  });

  it("text with no secret at all is untouched", () => {
    expectKept("690790 690790 Hazel.wicker82 Hazel.wicker82");
  });
});

describe("which found values are looked for again", () => {
  // The pass itself, on spans given by hand: a rule that took a word for a secret by mistake
  // must not have the mistake spread over every place the word stands.
  function again(value: string): number {
    const text = `x ${value} y\n\nz ${value} w`;
    const t = borrowTable();
    t.add({ start: 2, end: 2 + value.length, rule: "test" }, "secret");
    const added = addRecurrences(text, t);
    returnTable(t);
    return added;
  }

  it.each(["690790", "410974", "Hazel.wicker82", "VvblQxtEh6cZxI5eIxNkiKbT", "bd536592-6b05-41d7-8d20-d8d4a2e68bc1", "one one seven three nine six 42"])("%s: yes", (v) => {
    expect(again(v)).toBe(1);
  });

  it.each(["app_password", "ConvertTo-SecureString", "jenkins-1", "1Password", "000000", "121212", "12345678", "98765432", "aW5mbw==", "abc12"])("%s: no", (v) => {
    expect(again(v)).toBe(0);
  });
});
