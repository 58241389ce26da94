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
