// Values bound to a secret-named variable in code where the literal does not follow the operator
// directly (code-value.ts, literal-wrapper.ts): after a type, as the fallback of a lookup, inside
// a conversion call, in ODBC braces, and Make's `?=`. Each in the languages that write it so, and
// the look-alikes that must stay: calls without a literal, messages, placeholders, empty defaults.
import { describe, it } from "vitest";
import { expectKept, expectRedacted } from "./expect-redaction.js";

const PW = "Zk3p9Qw7xLmN2vB8";
const TOKEN = "Yt7Kq2Lm9Np4Rs6Vw8Xz1Bc3";
const B64 = "oFXLG/yZgPg+HYtu4w2Y0lK5UlR1WH1jBnMeq4PCgkc=";
const HEX = "915392ac2d38f97cbc9dbf8e0775c323a711dfa3da19bd1fcc766942683a5752";

describe("a literal an `=` at its line's end gives on the next line", () => {
  it.each([
    ['newsletterToken : String\nnewsletterToken =\n    "71576308fc6f4f4c6b209573b6848c05"', "71576308fc6f4f4c6b209573b6848c05"],
    ['HF_TOKEN = (\n    "hf_748qUSjIbj0vkr4d"\n)', "hf_748qUSjIbj0vkr4d"],
  ])("%s", (text, secret) => expectRedacted(text, secret));

  it.each([
    ["password =\n    getPassword()"],
    ['  services.grafana.settings.security.admin_password =\n    "$__file{${config.sops.secrets."grafana-admin".path}}";'],
  ])("keeps %s", (text) => expectKept(text));
});

describe("a literal after a type annotation", () => {
  it.each([
    [`const COOKIE_SECRET: &[u8] = b"${TOKEN}";`, TOKEN],
    [`pub const API_TOKEN: &'static str = "${TOKEN}";`, TOKEN],
    [`const apiKey: string = "${TOKEN}";`, TOKEN],
    [`  private readonly clientSecret?: string = '${TOKEN}';`, TOKEN],
    [`    jwt_secret: str = "${TOKEN}"`, TOKEN],
    [`    db_password: Optional[str] = "${PW}"`, PW],
    [`val authToken: String = "${TOKEN}"`, TOKEN],
    [`let apiSecret: String = "${TOKEN}"`, TOKEN],
    [`var apiKey string = "${TOKEN}"`, TOKEN],
    [`var hmacKey []byte = []byte("${TOKEN}")`, TOKEN],
    // Not a type: a value with `=` in it, a value followed by ` = `.
    [`x-api-key: ${TOKEN} = the`, TOKEN],
    ["data:\n  password: ZjJDUkFRdlZDMzZiMGg=\n", "ZjJDUkFRdlZDMzZiMGg="],
    ["mail.smtp.password : x*.kewWyes9Y0=G!r", "x*.kewWyes9Y0=G!r"],
    // Not a type: a token before a spaced `=` (the randomized planted-secret property found it).
    [` x-api-key: sNvGKhM8R0NrGBaLisPf8hpycaKvrnHP = `, "sNvGKhM8R0NrGBaLisPf8hpycaKvrnHP"],
    [`api_key: ${TOKEN} = later`, TOKEN],
  ])("%s", (text, secret) => expectRedacted(text, secret));

  it.each([
    ["password: string;"],
    ["const token: string = await getToken();"],
    ["apiKey: string = process.env.API_KEY!;"],
    ["    jwt_secret: str = Field(..., min_length=32)"],
    ['var apiKey string = os.Getenv("API_KEY")'],
    ["private readonly secret?: string = undefined;"],
  ])("keeps %s", (text) => expectKept(text));
});

describe("the fallback of a lookup", () => {
  it.each([
    [`var apiToken = Environment.GetEnvironmentVariable("API_TOKEN") ?? "${TOKEN}";`, TOKEN],
    [`$apiToken = getenv('API_TOKEN') ?: '${TOKEN}';`, TOKEN],
    [`val apiToken = System.getenv("API_TOKEN") ?: "${TOKEN}"`, TOKEN],
    [`sessionKey := cmp.Or(os.Getenv("SESSION_KEY"), "${B64}")`, B64],
    [`let db_password = env::var("DATABASE_PASSWORD").unwrap_or_else(|_| "${PW}".into());`, PW],
    [`let api_token = std::env::var("API_TOKEN").unwrap_or("${TOKEN}".to_string());`, TOKEN],
    [`String apiSecret = System.getenv().getOrDefault("API_SECRET", "${TOKEN}");`, TOKEN],
    [`const secret: string = config.get<string>('auth.secret', '${TOKEN}');`, TOKEN],
    [`var signingKey = builder.Configuration["Jwt:Key"] ?? "${B64}";`, B64],
    [`    jwt_secret: str = Field(default="${TOKEN}", alias="JWT_SECRET")`, TOKEN],
    [`  secret_key_base: System.get_env("SECRET_KEY_BASE", "${TOKEN}")`, TOKEN],
    [`  password: process.env.DB_PASSWORD || "${PW}",`, PW],
    [`api_token = settings.get("api_token") or "${TOKEN}"`, TOKEN],
    [`token = os.environ.get("API_TOKEN") or b"${TOKEN}"`, TOKEN],
    // Zig's orelse, a Lua lookup in parentheses, a Rust chain on the next line.
    [`pub const db_password = std.posix.getenv("DB_PASSWORD") orelse "P17fSDSPVMUEAs1ccd";`, "P17fSDSPVMUEAs1ccd"],
    [`local WIFI_PASS = (os.getenv and os.getenv("WIFI_PASS")) or "Kelp_rhubarb1829"`, "Kelp_rhubarb1829"],
    [`let push = env::var("METRICS_PUSH_TOKEN")\n    .unwrap_or_else(|_| String::from("1e28ad107cd937e4fd0605089621b0014128dd8b"));`, "1e28ad107cd937e4fd0605089621b0014128dd8b"],
    [`const camKey = String.fromEnvironment('KENNELCAM_KEY', defaultValue: 'H0M10BaQW101bkdl0n8e8K6nDIwhANlZ');`, "H0M10BaQW101bkdl0n8e8K6nDIwhANlZ"],
  ])("%s", (text, secret) => expectRedacted(text, secret));

  it.each([
    ['var key = Environment.GetEnvironmentVariable("API_KEY") ?? throw new Exception("API_KEY is missing");'],
    ['let db_password = env::var("DATABASE_PASSWORD").expect("DATABASE_PASSWORD must be set");'],
    ["$apiToken = getenv('API_TOKEN') ?: '';"],
    ['api_key = os.environ.get("API_KEY") or "your-api-key-here"'],
    ['const secret = config.get("auth.secret", "")'],
    ['    password: str = Field(default=None, alias="DB_PASSWORD")'],
    ['  apiKey: t("settings.apiKey", "Enter your API key"),'],
    ['token = getToken("user-service")'],
    ['String apiSecret = System.getenv().getOrDefault("API_SECRET", "");'],
    ['password = os.environ.get("DB_PASSWORD") or default_password()'],
    ['let port = env::var("PORT")\n    .unwrap_or_else(|_| String::from("8080"));'],
    ['const pw = std.posix.getenv("DB_PASSWORD") orelse "";'],
    ["const mode = String.fromEnvironment('APP_MODE', defaultValue: 'production');"],
  ])("keeps %s", (text) => expectKept(text));
});

describe("a literal inside a conversion call", () => {
  it.each([
    [`var jwtKey = Encoding.UTF8.GetBytes("${TOKEN}");`, TOKEN],
    [`MASTER_KEY = bytes.fromhex("${HEX}")`, HEX],
    [`signingKey, _ := hex.DecodeString("${HEX}")`, HEX],
    [`api_key: SecretStr = SecretStr("${TOKEN}")`, TOKEN],
    [`SECRET_KEY = base64.b64decode("${B64}")`, B64],
    [`const encryptionKey = new TextEncoder().encode("${TOKEN}");`, TOKEN],
  ])("%s", (text, secret) => expectRedacted(text, secret));

  it.each([
    ['var jwtKey = Encoding.UTF8.GetBytes(config["Jwt:Key"]);'],
    ["MASTER_KEY = bytes.fromhex(os.environ['MASTER_KEY'])"],
    ['apiKey := lookupKey("billing-service")'],
  ])("keeps %s", (text) => expectKept(text));
});

describe("Make's `?=` and ODBC's braces", () => {
  it.each([
    [`TWILIO_API_SECRET ?= ${TOKEN}\nIMAGE_TAG ?= 1.16.16`, TOKEN],
    [`DATADOG_API_KEY ?= ${HEX.slice(0, 32)}`, HEX.slice(0, 32)],
    [`ConnStr=Driver={ODBC Driver 18 for SQL Server};Server=db01;Uid=report;Pwd={${PW}};`, PW],
    [`"Server=db;Database=app;User Id=sa;Password={${PW}}"`, PW],
  ])("%s", (text, secret) => expectRedacted(text, secret));

  it.each([
    ["IMAGE_TAG ?= 1.16.16"],
    ["API_TOKEN ?= $(shell cat .token)"],
    ['conn = f"Driver={{ODBC}};Uid={user};Pwd={pwd};"'],
    ["password={{ vault_db_password }}"],
  ])("keeps %s", (text) => expectKept(text));
});

describe("a secret passed to a call that says what it is", () => {
  it.each([
    [`<?php\ndefine('SNYK_TOKEN', '${TOKEN}');\ndefine('APP_DEBUG', false);`, TOKEN],
    [`System.setProperty("javax.net.ssl.keyStorePassword", "${PW}");`, PW],
    [`os.environ.setdefault("SECRET_KEY", "${TOKEN}")`, TOKEN],
    [`OAuthClient client = OAuthClient.builder()\n    .clientId("reporting-svc")\n    .clientSecret("${TOKEN}")\n    .build();`, TOKEN],
    [`ds.setPassword("${PW}");`, PW],
    [`let client = Client::new().with_api_key("${TOKEN}");`, TOKEN],
    [`client.Credentials = new NetworkCredential("svc-backup", "${PW}");`, PW],
    [`with smtplib.SMTP_SSL(host, 465) as server:\n    server.login("alerts", "${PW}")`, PW],
    [`$pdo = new PDO('mysql:host=db;dbname=shop', 'shop', '${PW}');`, PW],
    [`req.SetBasicAuth("deploy", "${PW}")`, PW],
    [`tokenString, err := token.SignedString([]byte("${TOKEN}"))`, TOKEN],
    [`const token = jwt.sign({ sub: user.id }, "${TOKEN}", { expiresIn: "1h" });`, TOKEN],
    [`encoded = jwt.encode(payload, "${TOKEN}", algorithm="HS256")`, TOKEN],
    [`const mac = crypto.createHmac("sha256", "${TOKEN}").update(body).digest("hex");`, TOKEN],
    [`sig = hmac.new(b"${TOKEN}", msg, hashlib.sha256).hexdigest()`, TOKEN],
    [`SecretKeySpec key = new SecretKeySpec("${TOKEN}".getBytes(), "HmacSHA256");`, TOKEN],
    // A (user, password) pair for an HTTP client's `auth=`, a Wi-Fi station's (SSID, passphrase),
    // and an AWS SDK's static credentials.
    [`hours = requests.get(f"{BASE}/reports", auth=("stillharbour", "Hazel+8702kestrel+"), params={"m": 11})`, "Hazel+8702kestrel+"],
    [`r = httpx.get(url, auth = ('ops', 'Yodel481+trellis'))`, "Yodel481+trellis"],
    [`wlan = network.WLAN(network.STA_IF)\nwlan.active(True)\nwlan.connect('Allotment-AP', 'Yodel481+trellis')`, "Yodel481+trellis"],
    [`  WiFi.begin("GreenhouseNet", "marrow-Finch-42");`, "marrow-Finch-42"],
    [`AwsBasicCredentials.create("AKIA6W5Z3CQO7EDZVOYL", "ibhFS4DHTI/I5NYl7x6ayudZ+xb1fjJzdZDuX/RA")`, "ibhFS4DHTI/I5NYl7x6ayudZ+xb1fjJzdZDuX/RA"],
    [`const client = algoliasearch("RLQLCPWH46", "c704da8567d2cb368ee761628a296ee0");`, "c704da8567d2cb368ee761628a296ee0"],
    [`client = CosmosClient(\n    "https://inv-cosmos.documents.azure.com:443/",\n    "Efb7SU1yQ5MCaWbaXKab2+1W+aWxK2VqVZAcJUKxyUVOm6obWF6kN4kPMw6ukzm+hK3uZWRjo/9zxCxNslLILK==",\n)`, "Efb7SU1yQ5MCaWbaXKab2+1W+aWxK2VqVZAcJUKxyUVOm6obWF6kN4kPMw6ukzm+hK3uZWRjo/9zxCxNslLILK=="],
  ])("%s", (text, secret) => expectRedacted(text, secret));

  it.each([
    ['getPassword("user-service")'],
    ["define('APP_DEBUG', false);"],
    ["server.login(user, password)"],
    ['server.login("alerts", os.environ["SMTP_PASSWORD"])'],
    ['jwt.sign(payload, process.env.JWT_SECRET)'],
    ['const mac = crypto.createHmac("sha256", secret);'],
    ['ds.setPassword("changeme");'],
    ['store.sign(payload, "release-channel-2024")'],
    ['config.get("api_key", "")'],
    ['i18n.t("password", "Passwort")'],
    ['assert.equal(tokenType, "Bearer")'],
    ["x = ('alpha', 'beta')"],
    ['requests.get(url, auth=(user, password))'],
    ["mqtt.connect('broker.example', 1883)"],
    ["client.connect('db.example', 'reporting')"],
    ['WiFi.begin(ssid, pass);'],
  ])("keeps %s", (text) => expectKept(text));
});

describe("a cookie set from code", () => {
  it.each([
    [`res.cookie('sid', '${TOKEN}.hW62vPK_Qm6VQjH1wel', { httpOnly: true, sameSite: 'lax' });`, `${TOKEN}.hW62vPK_Qm6VQjH1wel`],
    [`resp.set_cookie("remember_token", "${TOKEN}", secure=True, httponly=True)`, TOKEN],
    [`session.cookies.set("JSESSIONID", "XSUNCKRCA4F4CBOANIECQ5ZEINHIBSLZ")`, "XSUNCKRCA4F4CBOANIECQ5ZEINHIBSLZ"],
    [`Cookie c = new Cookie("session_id", "${TOKEN}");`, TOKEN],
  ])("%s", (text, secret) => expectRedacted(text, secret));

  it.each([
    ["res.cookie('theme', 'dark', { maxAge: 900000 });"],
    ['resp.set_cookie("lang", "en-US")'],
    ["res.cookie('sid', req.sessionID);"],
  ])("keeps %s", (text) => expectKept(text));
});
