// A name that ends in "session" after another part (BW_SESSION, appSession) names a session
// key, a bearer credential: its value is judged as a secret's. "Session" alone is a label
// (a receipt's charging session, a log's session id) and names nothing secret.
import { describe, expect, it } from "vitest";
import { PLACEHOLDERS, redact } from "../../src/core/redact/index.js";

const KEY = "2HSbu9tD1gadKD+HJTvVHgcmbz20uMCFLQyRNgEtIXIle46Ns0nHjcNrbLD+mDh8HuHxhbhvgXn83RCmAIOm7VZH";

describe("session names", () => {
  it("redacts a session key exported, set in PowerShell, or assigned in code", () => {
    for (const t of [`export BW_SESSION="${KEY}"`, `> $env:BW_SESSION="${KEY}"`, `const appSession = "${KEY}";`, `user_session: ${KEY}`]) {
      const out = redact(t).text;
      expect(out, t).not.toContain(KEY);
      expect(out, t).toContain(PLACEHOLDERS.secret);
    }
  });

  it("keeps a bare Session label, and settings that are no key", () => {
    for (const t of ["Session: 81713366-c025-4885-9fcb-4fb2cd870ebe", "SESSION_TIMEOUT=3600", "sessionName=morning-sync", "BW_SESSION=", "session length: 45 min"]) {
      expect(redact(t).text, t).toBe(t);
    }
  });
});
