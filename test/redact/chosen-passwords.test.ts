// Passwords people and generators choose, where a password's name puts them: passphrases of
// words joined by separators (value-shape.ts isNamedPassphrase), settings whose name glues the
// keyword to a word (`smtppass`, `bindpw`: rules/assignment.ts), values that open with a symbol
// (values.ts: only YAML's tags are stand-ins), and dotted words that end in a number
// (judge-value.ts: not a reference).
import { describe, it } from "vitest";
import { expectKept, expectRedacted } from "./expect-redaction.js";

describe("a passphrase right after a password's name, its copula or its colon", () => {
  it.each([
    ["the password is quartz-puffin-willow-71 (change it after login)", "quartz-puffin-willow-71"],
    ["usuario editor-lucia, la contraseña es tundra-ember-juniper-25 (cámbiala al entrar)", "tundra-ember-juniper-25"],
    ["pw: Obsidian_65rhubarb+", "Obsidian_65rhubarb"],
    ["router admin password is nectar-wicker-59 — change it this weekend", "nectar-wicker-59"],
    ["共有フォルダのパスワードは Kaze-545! です。", "Kaze-545"],
    ["[오후 5:34] 이서연: 비밀번호는 cinder-bramble-tundra-54 입니다.", "cinder-bramble-tundra-54"],
    ["王磊：测试环境数据库密码是 quartz-cobalt-puffin-60，别发到大群里", "quartz-cobalt-puffin-60"],
    // A generated passphrase of words alone (value-shape.ts isWordPassphrase).
    ["The GPG key lives on the release laptop. Its passphrase is zipper-jigsaw-nectar-eagle-clover-radish (yes, with the dashes)", "zipper-jigsaw-nectar-eagle-clover-radish"],
    ["user is demo-admin and the passphrase is islet-sable-quince-garnet, with dashes between", "islet-sable-quince-garnet"],
    ["password: Correct-Horse-Battery-Staple", "Correct-Horse-Battery-Staple"],
  ])("%s", (text, secret) => {
    expectRedacted(text, secret);
  });

  it.each([
    // A label between the noun and the value: the value is what the label names.
    "Password hashing: argon2id",
    "password manager: KeePassXC-2.7.9",
    // Not a passphrase's shape: a file, a version, a setting, no digit.
    "the password is in vault-2024.kdbx on the share",
    "password is v2.4.1-rc1 of the policy doc",
    "the password is the usual one, see the-team-wiki",
    "パスワードは変更しました 2024年",
    // Words joined into a phrase, a word repeated, or too few words.
    "the password is case-sensitive-and-long",
    "the password is long-long-long-long",
    "the password rules are state-of-the-art",
    "the password is a well-known-phrase",
  ])("%s", (text) => {
    expectKept(text);
  });
});

describe("a setting whose name glues a password keyword to a word", () => {
  it.each([
    ["wp config create --dbname=blog --dbuser=blog --dbpass=9FwjWXeYDgQQXVclri --dbhost=db", "9FwjWXeYDgQQXVclri"],
    ["\tpublic $smtppass = 'a_TE1JxuMuqkNT2M';", "a_TE1JxuMuqkNT2M"],
    ["kubectl create secret generic ldap-bind --from-literal=bindpw='AQR6lkI7tBkAXiMbT4'", "AQR6lkI7tBkAXiMbT4"],
  ])("%s", (text, secret) => {
    expectRedacted(text, secret);
  });

  it.each([
    // Words that end in `pass`, and glued names whose value has no generated password's shape.
    "bypass=true",
    "<bypass>enabled</bypass>",
    "compass: N45E12x",
    "dbpass=changeme",
    "$smtppass = 'mailer';",
  ])("%s", (text) => {
    expectKept(text);
  });
});

describe("a password value that opens with a symbol", () => {
  it.each([
    ["mysql_root_password=!!C?hcKg25qA9El4", "!!C?hcKg25qA9El4"],
    ["ADMIN_PASSWORD=!abc123XYZq", "!abc123XYZq"],
  ])("%s", (text, secret) => {
    expectRedacted(text, secret);
  });

  it.each([
    // YAML tags and Home Assistant's secret references are stand-ins.
    "password: !secret wifi_password",
    "db_password: !vault |",
    "password: !!str",
    "Password: !Ref DbPassword",
  ])("%s", (text) => {
    expectKept(text);
  });
});

describe("a password of dotted words that ends in a number", () => {
  it("is a value, not a reference", () => {
    expectRedacted("signing.keyId=117B2785\nsigning.password=Nebula.Thunder2034\n", "Nebula.Thunder2034");
  });
  it.each(["password: settings.DB_PASSWORD", "password = config.db.password", "password: cfg.smtp.pass1"])("%s stays a reference", (text) => {
    expectKept(text);
  });
});
