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
