// Secrets introduced in a sentence (rules/prose-secret.ts and the rules beside it), in English
// and Chinese, and the look-alikes of each: ids, placeholders, versions, values that belong to
// another noun.
import { describe, it, expect } from "vitest";
import { redact } from "../../src/core/redact/index.js";

describe("one clause per noun", () => {
  it("a noun's search stops at the next noun, so one pass finds both values and a second changes nothing", () => {
    const text = 'the token"machine api.example.com login deploy password maxwK7@UySX) below) key 9fceb02d0ae598e95dc970b74767f19372d61af8';
    const once = redact(text, { mode: "secrets" }).text;
    expect(once).not.toContain("maxwK7@UySX");
    expect(once).not.toContain("9fceb02d0ae598e95dc970b74767f19372d61af8");
    expect(redact(once, { mode: "secrets" }).text).toBe(once);
  });
});

const HEX = "755c3eee4fdeff6d6292c91a283a2b952ad2468a65d5591f6c1d96b3b99e158b";
const PW = "e_NXgcfQB2WDmmB";
const B64 = "qTZiCy0iVczLdKuhDOsEyEGYX5VXnPh/";

function expectGone(text: string, secret: string): void {
  for (const mode of ["strict", "secrets"] as const) {
    const out = redact(text, { mode }).text;
    expect(out, `${mode}: ${text}`).not.toContain(secret);
    expect(redact(out, { mode }).text, `${mode}: second pass`).toBe(out);
  }
}
const expectSame = (text: string): void => expect(redact(text, { mode: "secrets" }).text, text).toBe(text);

describe("a value on a line of its own, after an arrow, or named after it", () => {
  it.each([
    [`The shared secret for the HMAC check is\n\n    ${HEX}\n\nboth services read it from config.`, HEX],
    [`The new staging key is:\n${HEX}`, HEX],
    [`Algolia admin key -> ${HEX.slice(0, 32)} (don't ship it to the browser)`, HEX.slice(0, 32)],
    [`webhook secret => ${B64}`, B64],
    [`新的签名密钥是\n${HEX}`, HEX],
    [`Use ${B64} as the webhook signing secret on the receiving side; the header is X-Signature.`, B64],
    [`${HEX} is the new staging key.`, HEX],
    [`Paste \`${B64}\` as your API token.`, B64],
    // An HTML mark around the value, as a Teams or Outlook message keeps it.
    ["<p>The shared mailbox password for the finance inbox is now <b>otter-otter-harbor-27</b></p>", "otter-otter-harbor-27"],
    ["The office wifi password is <code>Quincefennel669</code>.", "Quincefennel669"],
  ])("%s", (text, secret) => expectGone(text, secret));

  it.each([
    ["The key idea is\nsimple, and 9fceb02d0ae598e95dc970b74767f19372d61af8 is the commit."],
    ["The key is\n\n\n9fceb02d0ae598e95dc970b74767f19372d61af8"],
    ["9fceb02d0ae598e95dc970b74767f19372d61af8 is the key id of the signing key."],
    ["550e8400-e29b-41d4-a716-446655440000 is the request id, not a token."],
    ["v2.3.1 is the password policy version."],
    ["step one -> step two -> done"],
    ["Use the default as the key, nothing else."],
    ["the password is <b>changed</b> weekly"],
    ["the <b>password</b> rules are in <code>docs/security.md</code> now"],
  ])("keeps %s", (text) => expectSame(text));
});

describe("a TOTP seed", () => {
  it.each([
    ["共享运维账号的两步验证种子是 JIVPJAALMYA6FD5WAA5BKBVMO7OKKWW2，请尽快存进密码管理器。", "JIVPJAALMYA6FD5WAA5BKBVMO7OKKWW2"],
    ["The TOTP seed for the shared ops account: JIVPJAALMYA6FD5WAA5BKBVMO7OKKWW2", "JIVPJAALMYA6FD5WAA5BKBVMO7OKKWW2"],
  ])("%s", (text, secret) => expectGone(text, secret));

  it.each([["The random seed is 42 for every run."], ["种子数据已经导入测试库。"], ["seed the database with 1000 rows"]])("keeps %s", (text) => expectSame(text));
});

describe("a login written as user / password", () => {
  it.each([
    [`Login: ops-admin / ${PW}\n(temporary, expires Friday)`, PW],
    [`## 今日日志 2026-04-05\n- 排查了登录超时问题\n- 用户给的测试账号：qa01 / 3VjmC.HCh1IYFju\n- 明天继续看缓存`, "3VjmC.HCh1IYFju"],
    [`test account: qa01/${PW}`, PW],
    [`creds for staging — admin / ${PW}`, PW],
    // Blanks aligned around the slash, and a network's name and passphrase after "Wi-Fi".
    ["Crembook: greaveshollis  /  qbLZVjfUOE-=s_yw0x?_\n   memorable: on file", "qbLZVjfUOE-=s_yw0x?_"],
    ["Gate code from 1st Nov: see sheet\nWi-Fi  SaltingsBerth  /  Driftwoodnectar646\nPlease close the gate", "Driftwoodnectar646"],
    ["Barn wifi is SaltmarshGuest / Rippletamarind536", "Rippletamarind536"],
  ])("%s", (text, secret) => expectGone(text, secret));

  it.each([
    ["Login page / settings page are broken on mobile."],
    ["The account / billing split is done."],
    ["account: admin / <password>"],
    ["登录账号：admin / 见密码管理器"],
    ["login via SSO / OAuth2 (see the docs)"],
    ["the wifi is 2.4 GHz / 5 GHz dual band"],
    ["Wi-Fi  SaltingsBerth  /  <ask at the bar>"],
  ])("keeps %s", (text) => expectSame(text));
});

describe("prose-secret: a closing parenthesis ends the noun's clause", () => {
  it("leaves a commit SHA on the line after a Python signature with a password parameter", () => {
    const text = "def get_password_hash(password: str) -> str:\n9fceb02d0ae598e95dc970b74767f19372d61af8";
    expect(redact(text, { mode: "strict" }).text).toBe(text);
  });
  it("still reads a value on the next line after 'the password:'", () => {
    expect(redact("The password:\nq7Rk2vLw9xTz4mNp", { mode: "strict" }).text).not.toContain("q7Rk2vLw9xTz4mNp");
  });
});

describe("chat's short password nouns, and a key whose base64 starts with a slash", () => {
  it.each([
    ["[21:21] wei: vault pw for the reporting db is -mfae#Hp3xGXTG", "-mfae#Hp3xGXTG"],
    ["wifi pwd: Tq8#wLm2vZr9 (the 5G one)", "Tq8#wLm2vZr9"],
    ["[05:39] me: secret /WFvA3tSGrokJSN1X1knpJSYmNDwhvBSYcT6kevh", "/WFvA3tSGrokJSN1X1knpJSYmNDwhvBSYcT6kevh"],
    ["the new secret key is //nySFRGfhh5ZgluXqlfFRN9R5d21JZo6pheCknN", "//nySFRGfhh5ZgluXqlfFRN9R5d21JZo6pheCknN"],
  ])("%s", (text, secret) => expectGone(text, secret));

  it.each([
    ["my pw expired, reset it before 10:30 tomorrow"],
    ["the secret file is /etc/app/secret.key"],
    ["the key lives in /srv/keys/deploy2026"],
    ["the token cache is at /var/lib/app/tokens/2026-12"],
  ])("keeps %s", (text) => expectSame(text));
});
