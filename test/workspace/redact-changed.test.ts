// redactChanged (the shared write layer): a key whose BEGIN line an earlier write left open is
// recognised when its body arrives in a later paragraph (BUG D), while the user's own text
// outside the change keeps every byte that is not a secret.
import { describe, it, expect } from "vitest";
import { redactChanged } from "../../src/core/workspace/redact-changed.js";
import { PLACEHOLDERS } from "../../src/core/redact/index.js";

const KEY = ["MIIEowIBAAKCAQEAu1SU1LfVLPHCozMxH2Mo4lgOEePzNm0tRgeLezV6ffAt0gun", "VTLw7onLRnrq0/IzW7yWR7QkrmBL7jTKEn5u+qKhbwKfBstIs+bMY2Zkp18gnTxK"];
const OPEN = "-----BEGIN RSA PRIVATE KEY-----";
const USER = "My notes: see https://wiki.example.com/runbook and /home/alice/notes.txt";

describe("redactChanged: a key written in pieces", () => {
  it("body appended paragraphs after an unclosed header is redacted; the user's text between is kept", () => {
    const before = `# 2026-11-29\n\n## Session 1\n\nPasted:\n${OPEN}\n\n${USER}\n`;
    const after = `${before}\n## Session 1 (cont.)\n\n${KEY[0]}\n`;
    const r = redactChanged(before, after, { mode: "strict" });
    expect(r.text).not.toContain(KEY[0]);
    expect(r.text).toContain(USER);
    expect(r.text.startsWith(`# 2026-11-29\n\n## Session 1\n\nPasted:\n${OPEN}\n`)).toBe(true);
  });

  it("one body line per write: each write leaves no key material", () => {
    let disk = `# Notes\n\n${OPEN}\n`;
    for (const line of [...KEY, KEY[0]!.split("").reverse().join("")]) {
      disk = redactChanged(disk, `${disk}${line}\n`, { mode: "strict" }).text;
      expect(disk).not.toContain(line);
    }
    disk = redactChanged(disk, `${disk}-----END RSA PRIVATE KEY-----\nDone.\n`, { mode: "strict" }).text;
    expect(disk).toBe(`# Notes\n\n${PLACEHOLDERS.secret}\nDone.\n`);
  });

  it("a closed key earlier in the file does not widen the window", () => {
    const before = `${OPEN}\n${PLACEHOLDERS.secret}\n-----END RSA PRIVATE KEY-----\n\n${USER}\n`;
    const after = `${before}\nappended line\n`;
    expect(redactChanged(before, after, { mode: "strict" }).text).toBe(after);
  });
});
