// A PEM private key encoded whole in base64 ("LS0tLS1CRUdJTi" is "-----BEGIN"), as Kubernetes
// Secrets, kubeconfig files, Helm values and CI variables carry one: a private key, whatever the
// field is called. A certificate or a public key encoded the same way is public.
import { describe, expect, it } from "vitest";
import { PLACEHOLDERS, redact, scanSecrets } from "../../src/core/redact/index.js";

const pem = (label: string) => `-----BEGIN ${label}-----\nMHcCAQEEIBkg4LVWM9nuwNSk3yByxZpYRTBnVJk5oMX3GqxpPEXboAoGCCqGSM49\nAwEHoUQDQgAE0rL9yCRFxqLc7wFhFx0kPi4s3GdLsxvTV8Gk8X2gQ0l6AwIBAgIU\n-----END ${label}-----\n`;
const b64 = (s: string) => Buffer.from(s, "utf8").toString("base64");
/** As `base64` prints it: lines of 76 characters. */
const wrapped = (s: string) => b64(s).replace(/.{76}/g, "$&\n").trimEnd();

describe("private keys encoded in base64", () => {
  it("redacts a kubeconfig's client key and a Secret's tls.key", () => {
    const key = b64(pem("EC PRIVATE KEY"));
    const cert = b64(pem("CERTIFICATE"));
    const kubeconfig = `users:\n- name: admin\n  user:\n    client-certificate-data: ${cert}\n    client-key-data: ${key}\n`;
    expect(redact(kubeconfig).text).toBe(`users:\n- name: admin\n  user:\n    client-certificate-data: ${cert}\n    client-key-data: ${PLACEHOLDERS.secret}\n`);
    const secret = `apiVersion: v1\nkind: Secret\ntype: kubernetes.io/tls\ndata:\n  tls.crt: ${cert}\n  tls.key: ${b64(pem("PRIVATE KEY"))}\n`;
    expect(redact(secret).text).toContain(`tls.key: ${PLACEHOLDERS.secret}\n`);
    expect(scanSecrets(`x ${key}`).map((f) => f.rule)).toEqual(["private-key"]);
  });

  it("redacts an encoding wrapped at 76 columns whole", () => {
    const text = `$ base64 id_ed25519\n${wrapped(pem("OPENSSH PRIVATE KEY"))}\n$ echo done`;
    expect(redact(text).text).toBe(`$ base64 id_ed25519\n${PLACEHOLDERS.secret}\n$ echo done`);
  });

  it("keeps certificates, public keys and a mention of the prefix", () => {
    for (const t of [`ca.crt: ${b64(pem("CERTIFICATE"))}`, `pub: ${wrapped(pem("PUBLIC KEY"))}`, "LS0tLS1CRUdJTi is how -----BEGIN looks in base64."]) {
      expect(redact(t).text, t).toBe(t);
    }
  });
});
