// OpenVPN's shared keys (tls-auth / tls-crypt `ta.key`, `secret static.key`, tls-crypt-v2) are
// armoured like a PEM private key, with a mixed-case label over lines of hex: as secret as a
// private key, since both ends hold the same one.
import { describe, expect, it } from "vitest";
import { PLACEHOLDERS, redact, scanSecrets } from "../../src/core/redact/index.js";
import { mulberry32 } from "../support/secret-samples.js";

function hexLines(seed: number, lines: number): string[] {
  const rnd = mulberry32(seed);
  return Array.from({ length: lines }, () => Array.from({ length: 32 }, () => "0123456789abcdef"[Math.floor(rnd() * 16)]).join(""));
}

describe("OpenVPN keys", () => {
  it("redacts a static key block whole, in a .ovpn profile", () => {
    const body = hexLines(1, 16);
    const text = `remote vpn.example 1194\n<tls-auth>\n#\n# 2048 bit OpenVPN static key\n#\n-----BEGIN OpenVPN Static key V1-----\n${body.join("\n")}\n-----END OpenVPN Static key V1-----\n</tls-auth>\nkey-direction 1\n`;
    const out = redact(text).text;
    for (const line of body) expect(out).not.toContain(line);
    expect(out).toContain(`# 2048 bit OpenVPN static key\n#\n${PLACEHOLDERS.secret}\n</tls-auth>\nkey-direction 1`);
    expect(scanSecrets(text).map((f) => f.rule)).toEqual(["private-key"]);
  });

  it("redacts a tls-crypt-v2 client key", () => {
    const text = "-----BEGIN OpenVPN tls-crypt-v2 client key-----\nQJzP0sYlrvxK0iKv0+Z6kGmrD0C0lCh0FqVb8s0N8HgqQJzP0sYlrvxK0iKv0+Z6kGmrD0C0\n-----END OpenVPN tls-crypt-v2 client key-----";
    expect(redact(text).text).toBe(PLACEHOLDERS.secret);
  });

  it("redacts the body of a key cut before its END line, and keeps its header", () => {
    const body = hexLines(2, 5);
    const text = `-----BEGIN OpenVPN Static key V1-----\n${body.join("\n")}`;
    expect(redact(text).text).toBe(`-----BEGIN OpenVPN Static key V1-----\n${PLACEHOLDERS.secret}`);
  });

  it("redacts the body above an END line whose header was cut off", () => {
    const body = hexLines(3, 4);
    const text = `${body.join("\n")}\n-----END OpenVPN Static key V1-----`;
    expect(redact(text).text).toBe(PLACEHOLDERS.secret);
  });

  it("keeps a bare header, a mention in prose, and a certificate in the same profile", () => {
    const kept = [
      "-----BEGIN OpenVPN Static key V1-----",
      "Generate the OpenVPN static key with `openvpn --genkey secret ta.key` and copy it to both ends.",
      "<ca>\n-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUQ0l6\n-----END CERTIFICATE-----\n</ca>",
    ];
    for (const t of kept) expect(redact(t).text).toBe(t);
  });
});
