// Secrets whose name and value are not on one `NAME=value` line: name/value env entries, env
// lookups with a fallback, .netrc records, wrapped literals, cookies set from code, and secrets
// introduced in a sentence. Each family: positives in every format or language covered, and the
// look-alikes that must stay (placeholders, public example keys, request ids, non-secret names).
import { describe, it, expect } from "vitest";
import { redact } from "../../src/core/redact/index.js";

const HEX = "4f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c";
const PW = "Zk3p9Qw7xLmN2vB8";
const TOKEN = "Yt7Kq2Lm9Np4Rs6Vw8Xz1Bc3";

/** Every listed secret is gone from the output, under both policies. */
function expectRedacted(text: string, secret: string): void {
  for (const mode of ["strict", "secrets"] as const) {
    const out = redact(text, { mode }).text;
    expect(out, `${mode}: ${text}`).not.toContain(secret);
    expect(out, `${mode}: ${text}`).toContain("<REDACTED_SECRET>");
    // Idempotent.
    expect(redact(out, { mode }).text).toBe(out);
  }
}
function expectKept(text: string): void {
  expect(redact(text, { mode: "secrets" }).text, text).toBe(text);
}

describe("name/value env entries (Kubernetes, ECS, compose, JSON, HCL)", () => {
  it.each([
    [`env:\n  - name: DB_PASSWORD\n    value: "${PW}"`],
    [`env:\n  - name: DB_PASSWORD\n    value: ${PW}\n  - name: PORT\n    value: "8080"`],
    [`      - name: STRIPE_API_KEY\n        value: '${TOKEN}'`],
    [`containerDefinitions: [{"environment": [{"name": "API_TOKEN", "value": "${TOKEN}"}]}]`],
    [`env = [{ name = "SERVICE_TOKEN", value = "${TOKEN}" }]`],
    // The entry inside a JSON string, its quotes escaped (seed 881812779 of no-secret-on-disk).
    [JSON.stringify({ note: JSON.stringify({ name: "STRIPE_SECRET_KEY", value: TOKEN }) })],
    [`environment:\n  - POSTGRES_PASSWORD=${PW}`],
    [`environment:\n  - "MYSQL_ROOT_PASSWORD=${PW}"`],
  ])("%s", (text) => expectRedacted(text, text.includes(PW) ? PW : TOKEN));

  it.each([
    [`- name: PORT\n  value: "8080"`],
    [`- name: DB_PASSWORD\n  value: \${DB_PASSWORD}`],
    [`- name: DB_PASSWORD\n  value: "{{ .Values.pw }}"`],
    [`- name: DB_PASSWORD\n  value: $(cat secret)`],
    [`- name: API_TOKEN\n  valueFrom:\n    secretKeyRef:\n      name: api\n      key: token`],
    [`- name: API_TOKEN\n- name: LOG_LEVEL\n  value: debug-verbose-2026`],
    [`{"name": "PUBLIC_KEY", "value": "${TOKEN}"}`],
    [JSON.stringify({ note: JSON.stringify({ name: "PUBLIC_KEY", value: TOKEN }) })],
    [`hostname: build-01\nvalue: ${TOKEN}`],
  ])("keeps %s", (text) => expectKept(text));
});

describe("env lookups with a secret fallback", () => {
  it.each([
    [`const key = process.env.API_KEY ?? "${HEX}";`],
    [`const key = process.env["API_KEY"] || '${TOKEN}';`],
    [`const t = import.meta.env.VITE_API_TOKEN ?? "${TOKEN}"`],
    [`key := getenv("API_KEY", "${TOKEN}")`],
    [`SECRET_KEY = os.environ.get("SECRET_KEY", "django-insecure-8f#k2l9x0q!m3z")`],
    [`token = os.getenv("GH", "${TOKEN}")`],
    [`password = os.environ.get("DB_PW") or "${PW}"`],
    [`api_key = ENV.fetch("STRIPE_KEY", "${TOKEN}")`],
    [`secret = ENV["APP_SECRET"] || "${TOKEN}"`],
    [`$password = getenv('DB_PASSWORD', '${PW}');`],
    // Quoted inside a JSON string or a log line: the code's quotes arrive escaped.
    [`{"note": "{ name = \\"SERVICE_TOKEN\\", value = \\"${TOKEN}\\" }"}`],
    [`{"note": "document.cookie = \\"session=${TOKEN}; path=/\\";"}`],
    [`{"note": "SECRET_KEY = os.environ.get(\\"SECRET_KEY\\", \\"${TOKEN}\\")"}`],
    [`"key := getenv(\\"API_KEY\\", \\"${TOKEN}\\")"`],
  ])("%s", (text) => expectRedacted(text, text.includes("django") ? "8f#k2l9x0q!m3z" : text.includes(PW) ? PW : text.includes(HEX) ? HEX : TOKEN));

  it.each([
    [`const port = process.env.PORT ?? "8080";`],
    [`const key = process.env.API_KEY ?? "your-api-key-here";`],
    [`const key = process.env.API_KEY ?? "<token>";`],
    [`os.getenv("DB_PASSWORD", "changeme")`],
    [`os.getenv("API_TOKEN", "xxxxxxxxxxxxxxxxxxxx")`],
    [`os.environ.get("AWS_ACCESS_KEY_ID", "AKIAIOSFODNN7EXAMPLE")`],
    [`const region = process.env.AWS_REGION || "eu-central-1";`],
    [`source venv.activate; dotenv.config()`],
    [`{"note": "port = os.getenv(\\"PORT\\", \\"8080\\")"}`],
  ])("keeps %s", (text) => expectKept(text));
});

describe(".netrc records", () => {
  it.each([
    [`machine api.example.com login alice password ${PW}`],
    [`machine api.example.com\n  login alice\n  password ${PW}\n`],
    [`machine git.example.org login ci account ops password ${PW} port 443`],
  ])("%s", (text) => expectRedacted(text, PW));

  it.each([
    ["machine learning password policy"],
    ["The machine had no login password set."],
    ["machine api.example.com login alice password ${NETRC_PASSWORD}"],
    ["machine api.example.com login alice password <password>"],
  ])("keeps %s", (text) => expectKept(text));
});

describe("wrapped literals assigned to a secret-named variable", () => {
  it.each([
    [`var jwtSecret = []byte("${TOKEN}")`],
    [`SECRET = b"${TOKEN}"`],
    [`signing_key = rb'${TOKEN}'`],
    [`const secret = Buffer.from("${TOKEN}")`],
    [`hmacKey := []byte("${HEX}")`],
    [`API_TOKEN = bytes("${TOKEN}", "utf-8")`],
  ])("%s", (text) => expectRedacted(text, text.includes(HEX) ? HEX : TOKEN));

  it.each([
    [`var jwtSecret = []byte(os.Getenv("JWT_SECRET"))`],
    [`SECRET = b"changeme"`],
    [`const secret = Buffer.from(secretBase64, "base64")`],
    [`const greeting = Buffer.from("${TOKEN}")`],
  ])("keeps %s", (text) => expectKept(text));
});

describe("cookies set from code and in headers", () => {
  it.each([
    [`document.cookie = "session=${TOKEN}; path=/";`],
    [`document.cookie = 'sid=${TOKEN}';`],
    [`document.cookie = \`auth_token=${TOKEN}; Secure\`;`],
    [`Set-Cookie: sid=k9Qw7xLm2v; Path=/; HttpOnly`],
  ])("%s", (text) => expectRedacted(text, text.includes("k9Qw7xLm2v") ? "k9Qw7xLm2v" : TOKEN));

  it.each([
    [`document.cookie = "theme=dark; path=/";`],
    ["document.cookie = `session=${token}`;"],
    [`Set-Cookie: lang=en-US; Path=/`],
    [`if (document.cookie == "") return;`],
  ])("keeps %s", (text) => expectKept(text));
});

describe("secrets introduced in prose", () => {
  it.each([
    [`here's the new stripe key for staging: ${HEX}`],
    [`here's the new stripe key for staging:\n${HEX}`],
    [`the db password is ${PW}, rotate it Friday`],
    [`use this token 3f2a9c1e-7b4d-4e8a-9c2f-1a2b3c4d5e6f for the webhook`],
    [`Secret for the webhook signing: ${TOKEN}`],
    [`新的密钥是 ${HEX}`],
    [`数据库密码：${PW}`],
    [`访问令牌 ${TOKEN}`],
    [`Der neue Schlüssel für Staging: ${HEX}`],
    [`Das Passwort lautet ${PW}`],
    [`la nouvelle clé d'API : ${HEX}`],
    [`le mot de passe est ${PW}`],
    [`la clave de la API es ${HEX}`],
    [`la contraseña es ${PW}`],
  ])("%s", (text) => expectRedacted(text, text.includes(PW) ? PW : text.includes(HEX) ? HEX : text.includes(TOKEN) ? TOKEN : "3f2a9c1e-7b4d-4e8a-9c2f-1a2b3c4d5e6f"));

  it.each([
    ["request id 3f2a9c1e-7b4d-4e8a-9c2f-1a2b3c4d5e6f failed once"],
    ["the token request id 3f2a9c1e-7b4d-4e8a-9c2f-1a2b3c4d5e6f failed once"],
    ["The AWS docs use the key AKIAIOSFODNN7EXAMPLE in every example."],
    ["Set the api key to your-api-key-here, or pass <token>."],
    ["The key is xxxxxxxxxxxxxxxxxxxxxxxx in the template."],
    ["the password is ${DB_PASSWORD} from the env"],
    ["the password comes from $(cat secret) at start-up"],
    ["the password is {{ .Values.pw }} in the chart"],
    ["The password reset mail went to alice.smith42@example.com today."],
    ["The key idea is simple. 9fceb02d0ae598e95dc970b74767f19372d61af8 is the commit."],
    ["primary key 3f2a9c1e-7b4d-4e8a-9c2f-1a2b3c4d5e6f"],
    ["key fingerprint 9fceb02d0ae598e95dc970b74767f19372d61af8"],
    ["The token count went from 12000 to 3400 tokens."],
    ["the secret_name column and the key_id column"],
    ["Passwords must be 12+ characters (policy v2.3.1)."],
    ["密钥存储在保险库中，不在代码里。"],
    ["Der Schlüssel liegt im Tresor."],
  ])("keeps %s", (text) => expectKept(text));
});

describe("a keyed value with more words after it on the line", () => {
  // Letters only, in no word's shape: base64 that happens to hold no digit (seed 921869775 of
  // no-secret-on-disk: a Kubernetes Secret joined onto one line of a week file).
  const LETTERS = "aDhMNDdkQlRINGNOVjNiSDRuaEdlSURx";
  it.each([
    [`api-token: ${LETTERS} after the incident`],
    [`- Decided to rotate the deploy credential apiVersion: v1 kind: Secret metadata: name: app type: Opaque data: api-token: ${LETTERS} after the incident`],
    [`token: ${LETTERS} (rotated Friday)`],
  ])("%s", (text) => expectRedacted(text, LETTERS));

  it.each([
    ["Token: the unit of text a model reads"],
    ["Token: Tokenization is how text is split"],
    ["token: JsonWebToken is what the API sends back"],
    ["Password: Hunter is the hint, not the password"],
  ])("keeps %s", (text) => expectKept(text));
});
