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

// The fields of an entry may carry a prefix of their own: a PDF form's field dump (`pdftk …
// dump_data_fields`: `FieldName` … `FieldValue`), a CloudFormation stack's parameters
// (`ParameterKey`, `ParameterValue`), Elastic Beanstalk's options (`OptionName` beside `Value`),
// a WordPress options row (`option_value = … WHERE option_name = …`).
describe("name/value fields under a prefix", () => {
  it.each([
    ["a PDF form's field dump", "$ pdftk signup.pdf dump_data_fields\n---\nFieldType: Text\nFieldName: MemberName\nFieldFlags: 0\nFieldValue: Ada Brook\n---\nFieldType: Text\nFieldName: PortalPassword\nFieldFlags: 0\nFieldValue: harbour41Lantern!\nFieldJustification: Left\n", "harbour41Lantern!"],
    ["a stack's parameters", '{"Parameters": [{"ParameterKey": "DBPassword", "ParameterValue": "Hq7vvLp3mNs29x"}, {"ParameterKey": "Env", "ParameterValue": "prod"}]}', "Hq7vvLp3mNs29x"],
    ["an option beside an unprefixed value", '[{"Namespace": "aws:elasticbeanstalk:application:environment", "OptionName": "SMTP_PASSWORD", "Value": "t8Wq-2mZr-Lp4x"}]', "t8Wq-2mZr-Lp4x"],
    ["an options row, value first", "UPDATE wp_options SET option_value = 'c41f0e9a7b2d8e63f5a19c07d4b2e8f1' WHERE option_name = 'shop_webhook_secret';", "c41f0e9a7b2d8e63f5a19c07d4b2e8f1"],
  ])("redacts the value in %s", (_name, text, secret) => {
    const out = redact(text).text;
    expect(out).not.toContain(secret);
    expect(out).toContain(PLACEHOLDERS.secret);
  });

  it("keeps the other fields of the dump", () => {
    const out = redact("FieldName: MemberName\nFieldValue: Ada Brook\n---\nFieldName: Env\nFieldValue: prod\n").text;
    expect(out).toContain("FieldValue: Ada Brook");
  });

  it.each([
    ["a parameter named for something else", '{"ParameterKey": "InstanceType", "ParameterValue": "t3.medium"}'],
    ["two prefixes that differ", '{"TagName": "db_password", "OwnerValue": "Hq7vvLp3mNs29x"}'],
    ["a word that ends in a field's letters", "username: db_password_rotator\nvalue: Hq7vvLp3mNs29x"],
  ])("near miss: keeps %s", (_name, text) => {
    expect(redact(text).text).toBe(text);
  });
});
