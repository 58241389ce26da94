// Secrets in structured config where the name and the value are two fields or two levels of
// one entry, not `name = value`: name/key and value fields in either order (Kubernetes, JSON,
// XML appSettings and NuGet, Postman), blocks named for a secret (HCL, TOML, YAML), and the data
// of a Kubernetes Secret. Look-alikes: ordinary entries, references, placeholders.
import { describe, it } from "vitest";
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
