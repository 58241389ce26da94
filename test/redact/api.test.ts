// The module's contract for its callers: policy validation with errors that name the option,
// line preservation, the optional host pass, findings as offsets into the input, scanSecrets.
import { describe, it, expect } from "vitest";
import { redact, scanSecrets, loadHostRedactor, RedactPolicyError, PLACEHOLDERS, HOST_PASS_RULE_ID, DEFAULT_REDACT_POLICY } from "../../src/core/redact/index.js";

const PAT = "ghp_abcdefghijklmnopqrstuvwxyz0123456789";

describe("policy", () => {
  it("defaults to strict", () => {
    expect(DEFAULT_REDACT_POLICY.mode).toBe("strict");
    expect(redact("see /home/bob/notes.txt").text).toBe("see <REDACTED_PATH>");
  });

  it("rejects an unknown mode, naming the option and the allowed values", () => {
    expect(() => redact("x", { mode: "lenient" as "strict" })).toThrow(RedactPolicyError);
    expect(() => redact("x", { mode: "lenient" as "strict" })).toThrow(/policy\.mode must be "strict" or "secrets" \(got "lenient"\)/);
  });

  it("rejects a relative workspace directory", () => {
    expect(() => redact("x", { mode: "strict", workspaceDir: "project" })).toThrow(/policy\.workspaceDir must be an absolute path/);
  });

  it("rejects allowHosts entries that are URLs", () => {
    expect(() => redact("x", { mode: "strict", allowHosts: ["https://github.com"] })).toThrow(/policy\.allowHosts entries must be host names/);
  });

  it("rejects a text that is not a string", () => {
    expect(() => redact(undefined as unknown as string)).toThrow(TypeError);
  });
});

describe("findings", () => {
  it("are offsets into the input that cover exactly the redacted text", () => {
    const input = `token ${PAT} in /home/bob/x.txt`;
    const { findings } = redact(input);
    expect(findings.map((f) => [f.kind, f.rule, input.slice(f.start, f.end)])).toEqual([
      ["secret", "github-pat", PAT],
      ["path", "unix-path", "/home/bob/x.txt"],
    ]);
  });

  it("scanSecrets reports secrets only and rewrites nothing", () => {
    const input = `${PAT} /home/bob/x.txt https://example.com`;
    expect(scanSecrets(input)).toEqual([{ kind: "secret", rule: "github-pat", start: 0, end: PAT.length }]);
  });
});

describe("line structure", () => {
  const pem = "a\r\n-----BEGIN EC PRIVATE KEY-----\r\nMHcCAQEEIBkg4LVWM9nuwNSk3yByxZpYRTBnVJk5oq\r\nAwEHoUQDQgAE5TIhlPYpP3HV7/T0lSsKZ+Jr8j\r\n-----END EC PRIVATE KEY-----\r\nb";

  it("collapses a multi-line secret into one placeholder by default", () => {
    expect(redact(pem, { mode: "secrets" }).text).toBe(`a\r\n${PLACEHOLDERS.secret}\r\nb`);
  });

  it("keeps every line break of a multi-line secret with preserveLines", () => {
    const out = redact(pem, { mode: "secrets", preserveLines: true }).text;
    expect(out).toBe(`a\r\n${PLACEHOLDERS.secret}\r\n\r\n\r\n\r\nb`);
    expect(out.split("\n").length).toBe(pem.split("\n").length);
  });
});

describe("host pass", () => {
  it("runs after ours and can only add redactions, reported with input offsets", () => {
    const input = `keep INTERNAL-CODENAME-7 and ${PAT}`;
    const hostRedactor = (t: string) => t.replace("INTERNAL-CODENAME-7", "***");
    const { text, findings } = redact(input, { mode: "secrets", hostRedactor });
    expect(text).toBe(`keep *** and ${PLACEHOLDERS.secret}`);
    const host = findings.find((f) => f.rule === HOST_PASS_RULE_ID)!;
    expect(input.slice(host.start, host.end)).toBe("INTERNAL-CODENAME-7");
  });

  it("never sees a secret we found", () => {
    const seen: string[] = [];
    redact(`x ${PAT} y`, { mode: "secrets", hostRedactor: (t) => (seen.push(t), t) });
    expect(seen.join("")).not.toContain(PAT);
  });

  it("loads OpenClaw's redactSensitiveText when OpenClaw is installed, as an extra pass", { timeout: 60_000 }, async () => {
    const hostRedactor = await loadHostRedactor();
    expect(typeof hostRedactor).toBe("function");
    const out = redact(`token ${PAT} and password=hunter2hunter2`, { mode: "secrets", hostRedactor: hostRedactor! }).text;
    expect(out).not.toContain(PAT);
    expect(out).not.toContain("hunter2hunter2");
  });
});
