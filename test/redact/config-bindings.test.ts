// Secrets in structured config where the name and the value are two fields or two levels of
// one entry, not `name = value`: name/key and value fields in either order (Kubernetes, JSON,
// XML appSettings and NuGet, Postman), blocks named for a secret (HCL, TOML, YAML), and the data
// of a Kubernetes Secret. Look-alikes: ordinary entries, references, placeholders.
import { describe, expect, it } from "vitest";
import { redact } from "../../src/core/redact/index.js";
import { expectKept, expectRedacted } from "./expect-redaction.js";

const PW = "Zk3p9Qw7xLmN2vB8";
const TOKEN = "Yt7Kq2Lm9Np4Rs6Vw8Xz1Bc3";
const HEX = "2888113b484bcfbe48855deb68bfb233";

describe("name and value fields of one entry, in either order", () => {
  it.each([
    [`        env:\n          - value: "${PW}"\n            name: SMTP_PASSWORD\n          - name: SMTP_PORT\n            value: "587"`, PW],
    [`[{"value": "${TOKEN}", "name": "API_TOKEN"}]`, TOKEN],
    [`<appSettings>\n  <add key="Environment" value="Production" />\n  <add key="DATADOG_API_KEY" value="${HEX}" />\n</appSettings>`, HEX],
    [`<packageSourceCredentials>\n  <internal>\n    <add key="Username" value="build" />\n    <add key="ClearTextPassword" value="${PW}" />\n  </internal>\n</packageSourceCredentials>`, PW],
    [`<add value="${TOKEN}" key="FASTLY_API_TOKEN"/>`, TOKEN],
    [`"auth": {"type": "bearer", "bearer": [\n  {\n    "key": "token",\n    "value": "${TOKEN}",\n    "type": "string"\n  }\n]}`, TOKEN],
    [`- key: STRIPE_SECRET_KEY\n  value: ${TOKEN}`, TOKEN],
  ])("%s", (text, secret) => expectRedacted(text, secret));

  it.each([
    ['<add key="Environment" value="Production" />'],
    ['<add key="ApiKey" value="$(ApiKey)" />'],
    ['<add key="ClearTextPassword" value="%NUGET_PASSWORD%" />'],
    [`- value: "${TOKEN}"\n  name: BUILD_ID`],
    [`- value: "587"\n  name: SMTP_PORT`],
    ['{"key": "cacheKey", "value": "node-cache-Linux-x64-npm-c54ba9a523a6b0d66a55eeee5e4309fe94f6f364dc5bc6cecf65bbb4debee406"}'],
    ['{"key": "token", "value": "{{api_token}}"}'],
    [`- name: API_TOKEN\n  valueFrom:\n    secretKeyRef:\n      name: api\n      key: token`],
    [`monkey: business\nvalue: ${TOKEN}`],
  ])("keeps %s", (text) => expectKept(text));
});

describe("blocks named for a secret (HCL, TOML, YAML)", () => {
  it.each([
    [`variable "admin_password" {\n  type      = string\n  default   = "${PW}"\n  sensitive = true\n}`, PW],
    [`acl {\n  enabled = true\n  tokens {\n    initial_management = "9741971b-ae93-4452-8182-f57e3653f664"\n  }\n}`, "9741971b-ae93-4452-8182-f57e3653f664"],
    [`provider_credentials { main = "${TOKEN}" }`, TOKEN],
    [`[tokens]\nstripe = "${TOKEN}"\nuser = "bob"\n[other]\nx = 1`, TOKEN],
    [`[registries.secrets]\ndeploy = '${TOKEN}'`, TOKEN],
    [`secrets:\n  stripe: ${TOKEN}\n  github: "${TOKEN.split("").reverse().join("")}"\nother:\n  x: 1`, TOKEN],
    [`  api_keys:\n    billing: ${TOKEN}`, TOKEN],
    // JSON: an object under a secret's name, one member a line or all on one.
    [`"parameters": {\n    "adminUsername": { "value": "clinicadmin" },\n    "adminPassword": { "value": "${PW}" }\n}`, PW],
    [`"Item": {\n  "pk": {"S": "INTEGRATION#ledgerly"},\n  "apiSecret": {\n    "S": "${TOKEN}"\n  }\n}`, TOKEN],
    [`{"api_key": {"sensitive": false, "type": "string", "value": "${TOKEN}"}, "region": {"value": "eu-west-1"}}`, TOKEN],
    [`"gitlab-token": {\n    "gitlab.quillon.internal": "${TOKEN}"\n}`, TOKEN],
    [`{"passwords":{"admin": "${PW}", "guest": "${TOKEN}"}}`, PW],
    [`{"passwords":{"admin": "${PW}", "guest": "${TOKEN}"}}`, TOKEN],
    [`tokens = { initial = "${TOKEN}" }`, TOKEN],
  ])("%s", (text, secret) => expectRedacted(text, secret));

  it.each([
    ['variable "db_password" {\n  type        = string\n  description = "The database password"\n  sensitive   = true\n}'],
    ['variable "db_password" {\n  default = var.fallback_password\n}'],
    ["tokens {\n  input  = 1200\n  output = 300\n}"],
    ["secrets:\n  GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}"],
    ["imagePullSecrets:\n  - name: regcred"],
    ["credentials:\n  username: svc-deploy-2024-eu\n  host: db-primary-01"],
    ["[tokens]\nmax = 4096\nmodel = \"gpt-4o-mini-2024-07-18\""],
    [`other:\n  x: ${TOKEN}`],
    [`if (tokens) {\n  seen = "${TOKEN}";\n}`],
    ['"tokens": {"input": 1234, "output": 5678}'],
    ['"keys": {"up": "ArrowUp", "down": "ArrowDown"}'],
    ['"password": {"minLength": 12, "requireSymbols": true}'],
    ['"auth": {"provider": "github", "clientId": "Iv1.8a61f9b3a7aba766"}'],
    // Ciphertext under a secret's name is not the secret: the key that reads it is elsewhere.
    ['{"password":{"encrypted_data":"kREh4st7E4wcNYxFa5zFpWDqnUKRtajF2cBBoxckkrr3hFw08jhRFQ==","iv":"DxlvXh3vZ2Qa8Gtw","auth_tag":"YCKvfMBfouDFaLCKpB32qA==","version":3}}'],
    ['"admin_password": {"sensitive": true, "type": "string"}'],
  ])("keeps %s", (text) => expectKept(text));
});

describe("the data of a Kubernetes Secret", () => {
  it.each([
    ["apiVersion: v1\nkind: Secret\nmetadata:\n  name: pg\ntype: Opaque\ndata:\n  username: YXBw\n  password: ZjJDUkFRdlZDMzZiMGg=\n", "ZjJDUkFRdlZDMzZiMGg="],
    ["apiVersion: v1\ndata:\n  .dockerconfigjson: eyJhdXRocyI6eyJyZWdpc3RyeS5leGFtcGxlIjp7fX19\nkind: Secret\nmetadata:\n  name: regcred\n", "eyJhdXRocyI6eyJyZWdpc3RyeS5leGFtcGxlIjp7fX19"],
    ['{"apiVersion": "v1", "kind": "Secret", "data": {"tls.key": "LS0tLS1CRUdJTiBQUklWQVRFIEtFWS0tLS0t"}}', "LS0tLS1CRUdJTiBQUklWQVRFIEtFWS0tLS0t"],
  ])("%s", (text, secret) => expectRedacted(text, secret));

  it.each([
    ["apiVersion: v1\nkind: ConfigMap\ndata:\n  LOG_LEVEL: ZGVidWc=\n"],
    ["kind: Secret\nmetadata:\n  name: pg\n---\nkind: ConfigMap\ndata:\n  mode: c2FmZQ==\n"],
    ["kind: SecretProviderClass\nspec:\n  parameters:\n    objects: YXBw\n"],
  ])("keeps %s", (text) => expectKept(text));
});

describe("the output of a command that prints a secret", () => {
  it.each([
    [`$ aws ecr get-login-password --region eu-west-1\n${TOKEN}${TOKEN}\n$ ls`, TOKEN + TOKEN],
    [`$ kubectl get secret pg -o jsonpath='{.data.password}' | base64 -d\n${PW}\n`, PW],
    [`$ gcloud auth print-access-token\nya29-${TOKEN}\n`, `ya29-${TOKEN}`],
    [`$ vault kv get -field=password kv/db\n${PW}`, PW],
    [`$ security find-generic-password -s deploy -w\n${PW}\n`, PW],
    [`$ openssl rand -hex 32\n915392ac2d38f97cbc9dbf8e0775c323a711dfa3da19bd1fcc766942683a5752\n`, "915392ac2d38f97cbc9dbf8e0775c323a711dfa3da19bd1fcc766942683a5752"],
    // Joined onto the command's line by a digest, base64url output that begins with "-" is
    // still the output, not a flag (seed 874652582 of the no-secret-on-disk test).
    ["Decided to rotate the deploy credential $ aws ecr get-login-password --region eu-west-1 -Re-UimPXstfLT1ga-WMS_C4NyKpTEX6y2rz5IV6wdVWx2imKPo_rqE-poVaXPIv after the incident", "-Re-UimPXstfLT1ga-WMS_C4NyKpTEX6y2rz5IV6wdVWx2imKPo_rqE-poVaXPIv"],
  ])("%s", (text, secret) => expectRedacted(text, secret));

  it.each([
    ["$ kubectl get secret pg\nNAME   TYPE     DATA   AGE\npg     Opaque   2      3d"],
    ["$ aws ecr get-login-password | docker login --username AWS --password-stdin 123.dkr.ecr.eu-west-1.amazonaws.com\nLogin Succeeded"],
    ["$ vault kv get kv/db\n====== Data ======"],
    ["$ gh auth token\n$ gh auth status"],
    ["I ran openssl rand to make one.\nThen I stored it."],
    ["$ aws ecr get-login-password --cluster-name=production-cluster-2024 --profile deploy-role-eu-west-1 | docker login"],
    // A line of Chinese prose below the command has no space either, and is not its output.
    ["$ gcloud auth print-access-token\n决定使用新的密钥部署到生产环境"],
  ])("keeps %s", (text) => expectKept(text));

  it("a second pass changes nothing: an output already redacted on the command's line leaves the lines below alone", () => {
    // Seed 1190404344 of the no-secret-on-disk test: the output joined onto the command's line
    // was redacted, and the second pass took a later line for the output.
    const once = redact(`{"note": "$ gcloud auth print-access-token ya29-${TOKEN}\nFact: the billing service\n- [TECH] config value\nWe decided\nkeyring-staging-2026-rotated\n`).text;
    expect(once).toContain("<REDACTED_SECRET>");
    expect(once).toContain("keyring-staging-2026-rotated");
    expect(redact(once).text).toBe(once);
  });
});
