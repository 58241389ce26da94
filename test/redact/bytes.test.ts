// redactBytes: the byte-exact layer under `context-kit redact`. Lines keep their count and
// their terminators; a line with nothing sensitive comes back byte for byte, invalid UTF-8 and
// all; findings are located by line, byte column and byte offset.
import { describe, it, expect } from "vitest";
import { redactBytes } from "../../src/core/redact/bytes.js";

const PAT = "ghp_abcdefghijklmnopqrstuvwxyz0123456789";
const secrets = { mode: "secrets" } as const;

function lines(b: Buffer): Buffer[] {
  const out: Buffer[] = [];
  let s = 0;
  for (let i = 0; i <= b.length; i++) {
    if (i === b.length || b[i] === 10) {
      out.push(b.subarray(s, i));
      s = i + 1;
    }
  }
  return out;
}

describe("redactBytes", () => {
  it("returns the very same bytes when nothing is sensitive", () => {
    const input = Buffer.from("plain\r\ntext \xff\xfe here\n\nend", "latin1");
    expect(redactBytes(input, { mode: "strict" }).output.equals(input)).toBe(true);
  });

  it("keeps CRLF, invalid UTF-8 and untouched lines byte-identical around a redacted line", () => {
    const input = Buffer.concat([
      Buffer.from("first line\r\n", "utf8"),
      Buffer.from([0xff, 0xfe, 0x20, 0x62, 0x61, 0x64, 0x0d, 0x0a]), // "\xff\xfe bad\r\n"
      Buffer.from(`token ${PAT}\r\n`, "utf8"),
      Buffer.from([0xc3, 0x28, 0x20]), // invalid UTF-8, then the secret on the same line
      Buffer.from(`${PAT}\n`, "utf8"),
      Buffer.from("ünïcödé ✓ 会话\n", "utf8"),
      Buffer.from("no newline at end", "utf8"),
    ]);
    const { output } = redactBytes(input, secrets);
    const a = lines(input);
    const b = lines(output);
    expect(b.length).toBe(a.length);
    expect(b[0]!.equals(a[0]!)).toBe(true);
    expect(b[1]!.equals(a[1]!)).toBe(true);
    expect(b[2]!.toString("utf8")).toBe("token <REDACTED_SECRET>\r");
    expect(b[3]!.equals(Buffer.concat([Buffer.from([0xc3, 0x28, 0x20]), Buffer.from("<REDACTED_SECRET>")]))).toBe(true);
    expect(b[4]!.equals(a[4]!)).toBe(true);
    expect(b[5]!.equals(a[5]!)).toBe(true);
  });

  it("keeps the line count when a PEM key spans lines", () => {
    const input = Buffer.from("x\n-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\nBKcwggSjAgEAAoIBAQC7VJTUt9Us8cKj\n-----END PRIVATE KEY-----\ny\n", "utf8");
    const { output } = redactBytes(input, secrets);
    expect(output.toString("utf8")).toBe("x\n<REDACTED_SECRET>\n\n\n\ny\n");
  });

  it("locates findings by line, byte column and byte offset, after multi-byte characters", () => {
    const input = Buffer.from(`会话\nkey: é ${PAT}\n`, "utf8");
    const { findings } = redactBytes(input, secrets);
    expect(findings).toHaveLength(1);
    const f = findings[0]!;
    expect([f.kind, f.rule, f.line, f.endLine]).toEqual(["secret", "github-pat", 2, 2]);
    expect(input.subarray(f.start, f.end).toString("utf8")).toBe(PAT);
    expect(f.column).toBe(Buffer.byteLength("key: é ") + 1);
  });

  it("redacts paths under strict without touching the lines around them", () => {
    const input = Buffer.from("a\r\nsee /home/bob/x.txt\r\nb", "utf8");
    expect(redactBytes(input, { mode: "strict" }).output.toString("utf8")).toBe("a\r\nsee <REDACTED_PATH>\r\nb");
  });
});
