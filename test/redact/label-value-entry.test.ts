// A password manager's CLI names a field by its `label` (1Password's `op item get --format
// json`), as container env names one by `name`: the value of a field labelled as a secret is one.
import { describe, expect, it } from "vitest";
import { PLACEHOLDERS, redact } from "../../src/core/redact/index.js";

describe("label/value fields", () => {
  it("redacts the value of a field labelled as a password or a token", () => {
    const text = `{\n  "fields": [\n    {\n      "id": "password",\n      "type": "CONCEALED",\n      "purpose": "PASSWORD",\n      "label": "password",\n      "value": "DeO_ylV1nYkYgFP-m-zbZ9",\n      "reference": "op://Private/router/password"\n    },\n    { "label": "api_token", "value": "tq8Z2mVx7LpR4nKw9sBd" }\n  ]\n}`;
    const out = redact(text).text;
    expect(out).not.toContain("DeO_ylV1nYkYgFP-m-zbZ9");
    expect(out).not.toContain("tq8Z2mVx7LpR4nKw9sBd");
    expect(out).toContain(`"value": "${PLACEHOLDERS.secret}"`);
  });

  it("reads a label of more than one word", () => {
    const text = `{\n  "type": "OTP",\n  "label": "one-time password",\n  "value": "QFYUHIVNLI6MQ3O6ZMEDGDZTOWWS4YYA"\n}, {"label": "Wi-Fi password", "value": "Quincefennel669"}`;
    const out = redact(text).text;
    expect(out).not.toContain("QFYUHIVNLI6MQ3O6ZMEDGDZTOWWS4YYA");
    expect(out).not.toContain("Quincefennel669");
    expect(out).toContain('"label": "one-time password"');
  });

  it("keeps fields labelled as something else, and a placeholder under a secret's label", () => {
    for (const t of ['{"label": "Region", "value": "eu-west-1"}', '{"label": "username", "value": "jo.doe"}', '{"label": "API key", "value": "YOUR_API_KEY"}', '{"label": "primary", "value": "3"}', '{"label": "Reset password page", "value": "settings"}', '{"name": "Hyper Backup encryption", "value": "on"}']) {
      expect(redact(t).text, t).toBe(t);
    }
  });
});

describe("a parameter store's entries, named by a path", () => {
  it("redacts the value of a parameter whose path names a secret", () => {
    const text = `{"Parameters": [{"Name": "/prod/db/password", "Type": "SecureString", "Value": "vX9k2LmQ7pZr", "Version": 3}]}`;
    expect(redact(text).text).toBe(`{"Parameters": [{"Name": "/prod/db/password", "Type": "SecureString", "Value": "${PLACEHOLDERS.secret}", "Version": 3}]}`);
  });

  it("keeps a parameter whose path names something else", () => {
    for (const t of ['{"Name": "/prod/app/log-level", "Type": "String", "Value": "info"}', '{"Name": "/prod/db/host", "Value": "db.internal.example"}']) {
      expect(redact(t).text, t).toBe(t);
    }
  });
});
