// The names that make a value a secret (secret-name.ts), in every syntax that binds one: the
// short spellings (`pw`, `pat`, `psk`, `authtok`) and a suffix that only says how the value is
// encoded (`SECRET_KEY_BASE`, `JWT_SECRET_B64`). Each with look-alikes that must stay.
import { describe, it } from "vitest";
import { expectKept, expectRedacted } from "./expect-redaction.js";

const PW = "Zk3p9Qw7xLmN2vB8";
const TOKEN = "Yt7Kq2Lm9Np4Rs6Vw8Xz1Bc3";
const HEX128 = "16c0a26a44b3c2ccacad4cda0bd72f8b0ef153c15d7bc43d74b4cfdf1b7f13dd61bae7bc4b0f896696d5c272544891d8dd5eaa2a3a805b09b5f6d1e15d9c8dd3";

describe("short spellings of a secret's name", () => {
  it.each([
    [`DB_PW=${PW}`, PW],
    [`pw: ${PW}`, PW],
    [`const adminPw = "${PW}";`, PW],
    [`GITHUB_PAT=${TOKEN}`, TOKEN],
    [`  AIRTABLE_PAT: ${TOKEN}`, TOKEN],
    [`var azureDevopsPat = "${TOKEN}";`, TOKEN],
    [`network={\n    ssid="Office-5G"\n    psk="${PW}"\n}`, PW],
    [`wpa_psk=${PW}`, PW],
    [`[domain/corp]\nldap_default_authtok = ${PW}`, PW],
    [`"authtok": "${PW}"`, PW],
  ])("%s", (text, secret) => expectRedacted(text, secret));

  it.each([
    [`compat: ${TOKEN}`],
    [`spat = ${TOKEN}`],
    ["pw: 12"],
    ["psk_length: 63"],
    ["pat: ${GITHUB_PAT}"],
    ["DB_PW=changeme"],
    ["wpa_psk=<your wifi password>"],
    ["const pw = getpass()"],
  ])("keeps %s", (text) => expectKept(text));
});

describe("a name that says how its value is encoded", () => {
  it.each([
    [`SECRET_KEY_BASE=${HEX128}`, HEX128],
    [`production:\n  secret_key_base: ${HEX128}\n  active_storage_service: amazon`, HEX128],
    [`x-common-env: &common-env\n  RAILS_ENV: production\n  SECRET_KEY_BASE: "${HEX128}"`, HEX128],
    [`{"jwt_secret_b64": "${TOKEN}"}`, TOKEN],
    [`ENCRYPTION_KEY_HEX = "${HEX128.slice(0, 64)}"`, HEX128.slice(0, 64)],
    [`config :my_app, secret-key-base: "${TOKEN}"`, TOKEN],
  ])("%s", (text, secret) => expectRedacted(text, secret));

  it.each([
    ["secret_key_base: <%= ENV['SECRET_KEY_BASE'] %>"],
    ["SECRET_KEY_BASE=${SECRET_KEY_BASE}"],
    ["token_base_url: api"],
    ["password_hash: argon2id"],
    ["SECRET_ROTATION_DAYS=90"],
    ["key_base64_len: 44"],
  ])("keeps %s", (text) => expectKept(text));
});

describe("a keyword after an acronym starts a word by its capital", () => {
  it.each([
    [`static let syncHMACKey = "${HEX128.slice(0, 64)}"`, HEX128.slice(0, 64)],
    [`JWTSecret: "${PW}"`, PW],
    [`val awsS3AccessKEYSecret = "${TOKEN}"`, TOKEN],
    [`private const string SMTPPassword = "${PW}";`, PW],
  ])("%s", (text, secret) => expectRedacted(text, secret));

  it.each([
    // An all-capital run goes on into the keyword: no word starts there.
    [`MONKEYSPEC=${PW}`],
    [`const TURNKEY = "${PW}";`],
    // A Capitalised word that only starts with a keyword's letters.
    [`HTTPKeyboard: "${PW}"`],
    [`userIDTokenizer = "${PW}"`],
  ])("keeps %s", (text) => expectKept(text));
});
