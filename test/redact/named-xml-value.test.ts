// XML that names a secret in one element and gives it in the next or in the body (plist,
// Android resources and shared preferences), and Gradle's buildConfigField / resValue
// (rules/named-xml-value.ts); and the same shapes whose name or value is not a secret.
import { describe, it } from "vitest";
import { expectKept, expectKeeps, expectRedacted } from "./expect-redaction.js";

const K = "7mJc9jLoK0qz7sW/Zzlo3Rwjda5lzqVpXUPGHHug23M=";
const H = "3f00841bbca0df388819e56522d92256";

describe("a secret named by its element", () => {
  it.each([
    ["a plist pair", `<dict>\n\t<key>PaymentsSigningKey</key>\n\t<string>${K}</string>\n</dict>`, K],
    ["an Android string resource", `<resources>\n    <string name="weather_api_key" translatable="false">${H}</string>\n</resources>`, H],
    ["shared preferences", `<map>\n    <string name="refresh_token">${K}</string>\n</map>`, K],
    ["Gradle buildConfigField", `buildConfigField("String", "API_SECRET", "\\"${H}\\"")`, H],
    ["Gradle resValue", `resValue("string", "maps_api_key", "${H}")`, H],
    ["a plist inside a JSON string", JSON.stringify({ note: `<dict>\n\t<key>PaymentsSigningKey</key>\n\t<string>${K}</string>\n</dict>` }), K],
    ["a resource inside a JSON string", JSON.stringify({ note: `<string name="oauth_client_secret">${K}</string>` }), K],
    ["a Windows answer file's account", `<UserAccounts>\n  <AdministratorPassword>\n    <Value>5S=LKujeOo=0__o9</Value>\n    <PlainText>true</PlainText>\n  </AdministratorPassword>\n</UserAccounts>`, "5S=LKujeOo=0__o9"],
    ["a value child on one line", `<Password><Value>${K}</Value><PlainText>false</PlainText></Password>`, K],
  ])("%s", (_name, text, secret) => expectRedacted(text, secret));

  it("keeps the names and the other elements", () => {
    expectKeeps(`<dict>\n\t<key>CFBundleDisplayName</key>\n\t<string>Quill Courier</string>\n\t<key>PaymentsSigningKey</key>\n\t<string>${K}</string>\n</dict>`, ["<string>Quill Courier</string>", "<key>PaymentsSigningKey</key>"]);
  });

  it.each([
    ["a name that is no secret's", `<key>APIBaseURL</key>\n<string>${H}</string>`],
    ["a client id", `<string name="oauth_client_id">marram-android</string>`],
    ["a placeholder", `<string name="maps_api_key">YOUR_API_KEY_HERE</string>`],
    ["a reference in Gradle", `buildConfigField("String", "API_SECRET", "\\"\${apiSecret}\\"")`],
    ["a value child of a setting that is no secret", `<Setting name="theme">\n  <Value>${H}</Value>\n</Setting>`],
    ["a value child after a closed secret element", `<Password/>\n<Value>Quill Courier</Value>`],
  ])("keeps %s", (_name, text) => expectKept(text));
});
