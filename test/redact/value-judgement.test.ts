// The shared judgement of a value every name/value rule asks (values.ts, value-shape.ts,
// judge-value.ts): stored ciphertext and labelled digests are not secrets, whatever names them;
// a value in prose ends where a `;` joins it to the next field.
import { describe, it } from "vitest";
import { expectKept, expectKeeps, expectRedacted } from "./expect-redaction.js";

const SHA256 = "c54ba9a523a6b0d66a55eeee5e4309fe94f6f364dc5bc6cecf65bbb4debee406";
const PW = "Zk3p9Qw7xLmN2vB8";

describe("stored ciphertext is not a secret", () => {
  it.each([
    ["password: ENC[AES256_GCM,data:gVYRc+978jNfWWOSEPcDeoam,iv:pzrFFN3maZjPBiU2wtTG1f9sbN2V8D2FPJ0xi+kZqfA=,tag:af8qZYFyI83CN3Mw2fquDQ==,type:str]"],
    ['{"api_token": "ENC[AES256_GCM,data:Qm9vdHN0cmFwVG9rZW4xMjM=,iv:pzrFFN3maZjPBiU2wtTG1f9sbN2V8D2FPJ0xi+kZqfA=,type:str]"}'],
    ["spring.datasource.password=ENC(G6N718UuyPE5bHyWKyuLQSm02auQPUtm)"],
    ["db_password: vault:v1:8SDd3WHDOjf7mq69CyCqYjBXAiQQAVZRkFM13ok481zoCmHnSeDX9vyf7w=="],
    ["数据库密码：ENC[AES256_GCM,data:gVYRc+978jNfWWOSEPcDeoam,type:str]"],
  ])("keeps %s", (text) => expectKept(text));

  it.each([
    [`password: ENCRYPTED${PW}`, `ENCRYPTED${PW}`],
    [`db_password: vault-${PW}`, `vault-${PW}`],
  ])("still redacts a value that only starts like one: %s", (text, secret) => expectRedacted(text, secret));
});

describe("a digest with a readable label is an identifier named key", () => {
  it.each([
    [`Cache restored from key: node-cache-Linux-x64-npm-${SHA256}`],
    [`key: Linux-cargo-${SHA256.slice(0, 40)}`],
    [`"key": "setup-python-Linux-pip-${SHA256}"`],
    [`the cache key is node-cache-Linux-x64-npm-${SHA256}`],
  ])("keeps %s", (text) => expectKept(text));

  it.each([
    [`api_key: prod-app-main-${SHA256}`, `prod-app-main-${SHA256}`],
    [`SECRET_KEY=${SHA256}`, SHA256],
    [`key: x-${SHA256}`, `x-${SHA256}`],
  ])("still redacts %s", (text, secret) => expectRedacted(text, secret));
});

describe("a value in prose ends at a `;`", () => {
  it("keeps the next field of a connection string", () => {
    const text = `var cs = "Data Source=SQL01;Database=Payroll;User Id=sa;Password=${PW};TrustServerCertificate=true";`;
    expectRedacted(text, PW);
    expectKeeps(text, ["TrustServerCertificate=true", "Payroll"]);
  });
});

describe("a name built from words, numbers and short tags is not a key", () => {
  it.each([
    ["[tokens]\nmax = 4096\nmodel = \"gpt-4o-mini-2024-07-18\""],
    ["the key model is claude-3-5-sonnet-20241022 for now"],
    ["secrets:\n  image: node-20-alpine-x64"],
  ])("keeps %s", (text) => expectKept(text));

  it.each([
    ["the webhook token is 9741971b-ae93-4452-8182-f57e3653f664", "9741971b-ae93-4452-8182-f57e3653f664"],
    ["tokens {\n  ld = \"sdk-242c1371-4ce8-4703-8017-56319a36fab0\"\n}", "sdk-242c1371-4ce8-4703-8017-56319a36fab0"],
  ])("still redacts %s", (text, secret) => expectRedacted(text, secret));
});

describe("a password may start with a symbol; a stand-in is judged by its whole shape", () => {
  it.each([
    ['  - name: replicator\n    password: "*XFU=b#9GyJppUO8xrLr"\n', "*XFU=b#9GyJppUO8xrLr"],
    ["DB_PASSWORD='!E%8G+rzQ2mLk9'", "!E%8G+rzQ2mLk9"],
    ['password = "&7hQk#2vLp9Zw"', "&7hQk#2vLp9Zw"],
    ["export ADMIN_PASSWORD='$ecr3t-W0rd#77'", "$ecr3t-W0rd#77"],
    ['"password": "(Zk3p9Qw7xLmN"', "(Zk3p9Qw7xLmN"],
    ["smtp_password: %Tq8#wLm2vZr9", "%Tq8#wLm2vZr9"],
    // A generated salt holds `$(` or `${` among its symbols, with nothing closing them, and a dot
    // among other symbols (Django's SECRET_KEY, WordPress's keys).
    ["SECRET_KEY = 'hh@*yztm!g)mz@=dtl*-o@&d0$f^is2q4&v=_6hmk$(v!+h%a!'", "hh@*yztm!g)mz@=dtl*-o@&d0$f^is2q4&v=_6hmk$(v!+h%a!"],
    ["define( 'LOGGED_IN_KEY',    'a}_91G&[jI1r0}W7~E&*12E=v[8R}U)$zdRGlQu[p<.<=SX0>C)GB?=2~Y$NOhv' );", "a}_91G&[jI1r0}W7~E&*12E=v[8R}U)$zdRGlQu[p<.<=SX0>C)GB?=2~Y$NOhv"],
    // A wireless network's key is its passphrase, judged as a password.
    ["[network]\nssid        = Emberline-HotShop\nwifi_key    = 4daylHx5iuFM\ndhcp        = on", "4daylHx5iuFM"],
    ['wlanKey = "Quincefennel669"', "Quincefennel669"],
    ["root@boatrouter:~# uci set wireless.default_radio0.key='baB9UAzHQTPcYF94'", "baB9UAzHQTPcYF94"],
    // Base64 key material that opens with `/` is no path (one WireGuard key in 64 does).
    ["private_key = '/xwL5iXIZAYZj+EVIxyjA0Yjjqo6MXd0Mbus+QZ84i3='", "/xwL5iXIZAYZj+EVIxyjA0Yjjqo6MXd0Mbus+QZ84i3="],
    ["config interface 'wg0'\n\toption private_key '/xwL5iXIZAYZj+EVIxyjA0Yjjqo6MXd0Mbus+QZ84i3='", "/xwL5iXIZAYZj+EVIxyjA0Yjjqo6MXd0Mbus+QZ84i3="],
  ])("redacts %s", (text, secret) => expectRedacted(text, secret));

  it.each([
    ["wifi_key = ${WIFI_KEY}"],
    ["uci set wireless.radio0.channel='11'"],
    ["key_file = '/etc/wireguard/wg0.key'"],
    ["network_key: [1, 3, 5, 7, 9, 11, 13, 15, 0, 2, 4, 6, 8, 10, 12, 13]"],
    ["password: *default_password"],
    ["password: &db_password s3cret-holder"],
    ["password: !vault |"],
    ["password: !!binary"],
    ["password: ${DB_PASSWORD}"],
    ["password: $DB_PASSWORD"],
    ["password: %DB_PASSWORD%"],
    ['password: "%s"'],
    ['password: "%(password)s"'],
    ["password: (hidden)"],
    ["password: [REDACTED]"],
    ["password: ********"],
    ["password: ***"],
    ["password: $(cat /run/secrets/db)"],
    ['token: "prefix-${API_TOKEN}-suffix"'],
    ["session_key: app.session.default"],
  ])("keeps the stand-in %s", (text) => expectKept(text));
});
