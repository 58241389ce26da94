// A password that looks like one beside its user or a noun naming it (rules/shaped-pair.ts):
// "demo:Juniper#54harbor#", "nasadmin / GPFd?%jUi9!", "DB pw for staging: …", "密碼：…". The
// shape (letters, digits and a symbol identifiers do not use) selects; references, URLs,
// addresses, times and plain identifiers beside the same anchors stay.
import { describe, it } from "vitest";
import { expectKept, expectRedacted } from "./expect-redaction.js";

const PW = "Juniper#54harbor#";
const PW2 = "GPFd?%jUi9!__4Bjw";

describe("a password-shaped word beside its user", () => {
  it.each([
    [`For the demo box just use demo:${PW} to log into grafana.`],
    [`ftp creds for the print shop are uploader:${PW} (port 21, passive mode)`],
    [`- NAS: nasadmin / ${PW}`],
  ])("redacts %s", (text) => expectRedacted(text, PW));
});

describe("a generated credential without a symbol, glued to its user", () => {
  it.each([
    ["    stats auth ops:xddjtzCQyjyfUx2A", "xddjtzCQyjyfUx2A"],
    ["$ skopeo copy --src-creds ci:anFh1m7-xF4FPZcYgYimz2 docker://a oci-archive:b.tar", "anFh1m7-xF4FPZcYgYimz2"],
    ["[mail.isp-provider.net]:submission shopsender:nsieNhZBg5NMoLOT", "nsieNhZBg5NMoLOT"],
    ['    npmAuthIdent: "ci-bot:5cjGDVpWdVARxd86O8by"', "5cjGDVpWdVARxd86O8by"],
  ])("redacts %s", (text, secret) => expectRedacted(text, secret));

  it.each([
    // Digests, schemes and kinds before the colon; names made of words; lower-case ids.
    ["image nginx@sha256:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"],
    ["urn:AbcDefGhi123456789Xyz and arn:Prod2026SecretsVault9 and build:Ab3dE5fG7hJ9kL1mQ"],
    ["release:Build-2026-Final-Candidate2 and trace:4bf92f3577b34da6a3ce929d0e0e4736"],
    ["user:alice and ratio 3:2 and node:20-alpine3x and tag:Release2026Q4"],
  ])("keeps %s", (text) => expectKept(text));
});

describe("a password-shaped word after a credential noun on its line", () => {
  it.each([
    [`- DB pw for staging: ${PW2}`],
    [`use this one for the shared Figma account: ${PW2}`],
    [`[14:19] 阿明: 帳號：pm_lin 密碼：${PW2}`],
    [`後台帳號密碼：admin / ${PW2}`],
  ])("redacts %s", (text) => expectRedacted(text, PW2));
});

describe("near misses", () => {
  it.each([
    ["ratio 3:2, at 10:45:00, a+b=c2 and x:y"],
    ["the login form posts next=%2Fd%2Fabc&orgId=2 back to itself"],
    ["account: ops@example.com, PR#1234 and #a1b2c3 for the password field colour"],
    ["user:alice opened pg-main-01:5432 with build v2.14.1-rc1 / ST8000VN004"],
    ["set the login template to {{user}}:${PASSWORD_2} in the config"],
  ])("keeps %s", (text) => expectKept(text));
});
