// A TOTP seed mints every second factor to come: a field named `totp` holds a secret (Bitwarden's
// item JSON), as `TOTP_SECRET` does. And every secret keyword's last letter is one the hot paths
// accept as a name's end (secret-name.ts NAME_ENDINGS), or names ending in it are never read.
import { describe, expect, it } from "vitest";
import { PLACEHOLDERS, redact } from "../../src/core/redact/index.js";
import { KEYWORDS, mayEndSecretName } from "../../src/core/redact/secret-name.js";

describe("totp fields", () => {
  it("redacts a Bitwarden item's TOTP seed", () => {
    const item = `{\n  "login": {\n    "username": "admin",\n    "totp": "ZI6P7MZ53FNZ3QDU",\n    "passwordRevisionDate": null\n  }\n}`;
    expect(redact(item).text).toBe(item.replace("ZI6P7MZ53FNZ3QDU", PLACEHOLDERS.secret));
  });

  it("keeps settings about TOTP that hold no seed", () => {
    for (const t of ['"totp": null,', "totp: true", "totp_period: 30", "enable_totp = false"]) expect(redact(t).text, t).toBe(t);
  });
});

describe("secret keywords", () => {
  it("end in a character the name readers stop at, in both cases", () => {
    const missing = KEYWORDS.flatMap((k) => k.tails.map((t) => k.kw + t)).filter((sp) => {
      const c = sp.charCodeAt(sp.length - 1);
      return !mayEndSecretName(c) || !mayEndSecretName(sp.toUpperCase().charCodeAt(sp.length - 1));
    });
    expect(missing).toEqual([]);
  });
});
