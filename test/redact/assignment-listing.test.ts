// Two shapes of a named value that tools print: a listing that aligns its values in a column
// after the longest name (`heroku config`, `dokku config:show`), and an env list whose entries
// are JSON strings (`docker inspect`'s Config.Env), where a base64 value's padding `=` meets the
// string's closing quote.
import { describe, expect, it } from "vitest";
import { PLACEHOLDERS, redact } from "../../src/core/redact/index.js";

const HEX = "5c9c994ec6e027651e670761ec3409e1525cacb325c9e5b5d6f14aa8333d8ec1";
const B64 = "NH1ED5llwi2NWKe6AJhccaTHGdqNEmWt3JrHDV+ghPk=";

describe("named values as tools list them", () => {
  it("reads a value aligned in a column far after its name", () => {
    const text = `=====> api env vars\nDOKKU_APP_TYPE:     dockerfile\nJWT_SECRET:         ${HEX}\nWEB_CONCURRENCY:    3\n`;
    expect(redact(text).text).toBe(`=====> api env vars\nDOKKU_APP_TYPE:     dockerfile\nJWT_SECRET:         ${PLACEHOLDERS.secret}\nWEB_CONCURRENCY:    3\n`);
  });

  it("reads a padded base64 value that ends its JSON string", () => {
    const text = `[\n  "WEBHOOK_SIGNING_SECRET=${B64}",\n  "PATH=/usr/local/bin"\n]`;
    expect(redact(text).text).not.toContain(B64);
    expect(redact(`"WEBHOOK_SIGNING_SECRET=${B64}"`).text).toBe(`"WEBHOOK_SIGNING_SECRET=${PLACEHOLDERS.secret}"`);
  });

  it("still reads the name of the next assignment as no value of the one before", () => {
    const text = `password: JWT_SECRET="abcXYZ123secretvalue99"`;
    expect(redact(text).text).toBe(`password: JWT_SECRET="${PLACEHOLDERS.secret}"`);
  });

  it("keeps a column of plain settings", () => {
    const text = "DOKKU_APP_TYPE:     dockerfile\nWEB_CONCURRENCY:    3\nSESSION_TIMEOUT:    3600\n";
    expect(redact(text).text).toBe(text);
  });
});
