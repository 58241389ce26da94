// `context-kit redact`: stdin → stdout, in-process through main() with a fake io, and once as
// the built executable.
import { describe, it, expect } from "vitest";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { main } from "../../src/cli/main.js";
import type { CliIO } from "../../src/cli/io.js";

const root = path.resolve(import.meta.dirname, "..", "..");
const PAT = "ghp_abcdefghijklmnopqrstuvwxyz0123456789";

function fakeIo(stdin: Buffer | string) {
  const out: Buffer[] = [];
  const err: string[] = [];
  const io: CliIO & { stdoutBytes(b: Uint8Array): void } = {
    stdout: (t) => void out.push(Buffer.from(t, "utf8")),
    stdoutBytes: (b) => void out.push(Buffer.from(b)),
    stderr: (t) => void err.push(t),
    progress: () => undefined,
    readStdin: async () => (typeof stdin === "string" ? Buffer.from(stdin, "utf8") : stdin),
    env: {},
  };
  return { io, out: () => Buffer.concat(out), err: () => err.join("") };
}

describe("context-kit redact (in-process)", () => {
  it("writes the redacted text and nothing else", async () => {
    const x = fakeIo(`line one\ntoken ${PAT}\nsee /home/bob/x.txt and https://example.com/a\n`);
    expect(await main(["redact"], x.io)).toBe(0);
    expect(x.out().toString("utf8")).toBe("line one\ntoken <REDACTED_SECRET>\nsee <REDACTED_PATH> and <REDACTED_URL>\n");
    expect(x.err()).toBe("");
  });

  it("--policy secrets keeps paths and URLs", async () => {
    const x = fakeIo(`token ${PAT} /home/bob/x.txt https://example.com\n`);
    expect(await main(["redact", "--policy", "secrets"], x.io)).toBe(0);
    expect(x.out().toString("utf8")).toBe("token <REDACTED_SECRET> /home/bob/x.txt https://example.com\n");
  });

  it("--workspace maps paths inside it to <PROJECT_ROOT>, --allow-host keeps URLs", async () => {
    const ws = fs.mkdtempSync(path.join(os.tmpdir(), "ck-redact-ws-"));
    const x = fakeIo(`${ws}/src/a.ts https://github.com/o/r https://docs.example.com/x https://evil.example.org\n`);
    expect(await main(["redact", "--workspace", ws, "--allow-host", "github.com", "--allow-host", "*.example.com"], x.io)).toBe(0);
    expect(x.out().toString("utf8")).toBe("<PROJECT_ROOT>/src/a.ts https://github.com/o/r https://docs.example.com/x <REDACTED_URL>\n");
  });

  it("passes invalid UTF-8 and CRLF lines through byte for byte", async () => {
    const input = Buffer.concat([Buffer.from([0xff, 0x41, 0x0d, 0x0a]), Buffer.from(`k ${PAT}\r\n`), Buffer.from([0xe9, 0x0a])]);
    const x = fakeIo(input);
    expect(await main(["redact"], x.io)).toBe(0);
    expect(x.out().equals(Buffer.concat([Buffer.from([0xff, 0x41, 0x0d, 0x0a]), Buffer.from("k <REDACTED_SECRET>\r\n"), Buffer.from([0xe9, 0x0a])]))).toBe(true);
  });

  it("--json prints the findings with lines and offsets, never the secret", async () => {
    const x = fakeIo(`a\ntoken ${PAT}\n`);
    expect(await main(["redact", "--json"], x.io)).toBe(0);
    const text = x.out().toString("utf8");
    expect(text).not.toContain(PAT);
    expect(JSON.parse(text)).toEqual({ policy: "strict", findings: [{ kind: "secret", rule: "github-pat", line: 2, column: 7, endLine: 2, start: 8, end: 8 + PAT.length }] });
  });

  it("rejects a bad --policy with exit 2, naming the flag and the allowed values", async () => {
    const x = fakeIo("");
    expect(await main(["redact", "--policy", "lenient"], x.io)).toBe(2);
    expect(x.err()).toContain('--policy: "lenient" is not allowed; use strict (secrets, paths, URLs, internal hosts) or secrets (secrets only).');
    expect(x.out().length).toBe(0);
  });

  it("rejects an unknown flag and a URL given as --allow-host with exit 2", async () => {
    const a = fakeIo("");
    expect(await main(["redact", "--polcy", "strict"], a.io)).toBe(2);
    expect(a.err()).toContain("--polcy");
    const b = fakeIo("");
    expect(await main(["redact", "--allow-host", "https://github.com"], b.io)).toBe(2);
    expect(b.err()).toContain("--allow-host takes a host name");
  });
});

describe("context-kit redact (the built executable)", () => {
  it("reads stdin and writes stdout byte-exact around the redaction", () => {
    const bin = path.join(root, "dist", "cli", "bin.js");
    expect(fs.existsSync(bin), "run npm run build first").toBe(true);
    const input = Buffer.concat([Buffer.from("keep me\r\n"), Buffer.from([0xfe, 0xff, 0x0a]), Buffer.from(`password=S3cretPass99\n`), Buffer.from("end")]);
    const r = spawnSync(process.execPath, [bin, "redact", "--policy", "secrets"], { input });
    expect(r.status).toBe(0);
    expect(r.stderr.toString()).toBe("");
    expect(Buffer.from(r.stdout).equals(Buffer.concat([Buffer.from("keep me\r\n"), Buffer.from([0xfe, 0xff, 0x0a]), Buffer.from("password=<REDACTED_SECRET>\n"), Buffer.from("end")]))).toBe(true);
  });
});
