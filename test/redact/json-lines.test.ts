// A log of JSON lines is no table flattened onto one line (flat-table.ts): the commas of one
// line split its members, and the next line's members are no row under them.
import { describe, expect, it } from "vitest";
import { redact } from "../../src/core/redact/index.js";

const STRICT = { mode: "strict", workspaceDir: "/home/alice/project" } as const;

describe("a JSON log is no flattened CSV table", () => {
  it("the next line's members stay when one line holds a password member", () => {
    // flat-table.ts read the commas of one JSON line as a header and the next line's as its row.
    const l1 = '{"ts":"2026-10-01T19:51:24Z","level":"debug","logger":"auth","msg":"login attempt","user":"ops","password":"en65guiIBv-p^PdIo","ip":"10.33.44.84"}';
    const l2 = '{"ts":"2026-10-01T19:57:45Z","level":"info","logger":"auth","msg":"login ok","user_id":3306}';
    const out = redact(`${l1}\n${l2}\n`, STRICT).text;
    expect(out).not.toContain("en65guiIBv-p^PdIo");
    expect(out.match(/"logger":"auth"/g)?.length).toBe(2);
  });

  it("a flattened CSV still is one", () => {
    const out = redact("credential name,db_password,role ann,S3cr3t!x9,admin after", STRICT).text;
    expect(out).not.toContain("S3cr3t!x9");
  });
});
