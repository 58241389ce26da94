// An element named as a secret whose start tag carries attributes: FileZilla's site manager
// (`<Pass encoding="base64">…</Pass>`), SOAP and .NET configs (`<ClientSecret xsi:type=…>`).
import { describe, expect, it } from "vitest";
import { PLACEHOLDERS, redact } from "../../src/core/redact/index.js";

describe("secret elements with attributes", () => {
  it("redacts the value of FileZilla's Pass element and a typed ClientSecret", () => {
    const site = `<Server>\n  <Host>files.example</Host>\n  <User>printshop</User>\n  <Pass encoding="base64">SjRzcGVyXzk2N0VtYmVy</Pass>\n  <Name>Print shop</Name>\n</Server>`;
    expect(redact(site).text).toBe(site.replace("SjRzcGVyXzk2N0VtYmVy", PLACEHOLDERS.secret));
    const soap = `<ClientSecret xsi:type="xsd:string">q8Zt2mVx7LpR4nKw9sBdE3</ClientSecret>`;
    expect(redact(soap).text).toBe(`<ClientSecret xsi:type="xsd:string">${PLACEHOLDERS.secret}</ClientSecret>`);
  });

  it("keeps empty and placeholder values, a plist's key names, other elements and mismatched tags", () => {
    for (const t of ['<Pass encoding="base64"></Pass>', '<Token kind="doc">YOUR_TOKEN_HERE</Token>', "<key>API_KEY</key>", '<td class="x">password</td>', '<Name lang="en">Tanuki366</Name>', '<Other a="1">Tanuki366</Pass>']) {
      expect(redact(t).text, t).toBe(t);
    }
  });
});
