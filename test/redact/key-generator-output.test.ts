// What a key generator prints, and a key file printed back (rules/secret-output.ts): the line
// under the command is the secret, with no name beside it.
import { describe, it } from "vitest";
import { expectKept, expectRedacted } from "./expect-redaction.js";

const B64 = "6rK8jdESKgc9j+0CN4OmUIXlDQLg+JlslMuTltISzEc=";
const HEX = "d9f12c739cd74865464fef0db26a5c71";

describe("a key generator's output", () => {
  it.each([
    [`$ consul keygen\n${B64}\n$ ls`, B64],
    [`$ nomad operator gossip keyring generate\n${B64}\n`, B64],
    [`$ wg genkey\n${B64}\n`, B64],
    [`% wg genkey | tee privatekey | wg pubkey > publickey\n% cat privatekey publickey\n${B64}\nGzgGm1lGr7mWp6pBq1x2ZcUMeXc5hVqjO1QGhQxE0kE=\n`, B64],
    [`$ cat config/master.key; echo\n${HEX}\n$ EDITOR=cat bin/rails credentials:edit`, HEX],
    [`$ bin/rails secret\n${HEX}${HEX}\n`, `${HEX}${HEX}`],
    [`$ php artisan key:generate --show\nbase64:${B64}\n`, `base64:${B64}`],
    [`$ python3 -c 'import secrets; print(secrets.token_urlsafe(32))'\nq8Zr1xV0n3JmW5tKp2LcY7bHs4GdFe9A\n`, "q8Zr1xV0n3JmW5tKp2LcY7bHs4GdFe9A"],
  ])("%s", (text, secret) => {
    expectRedacted(text, secret);
  });

  it.each([
    // The generator's output piped on, with nothing printed; a listing of key files.
    "$ wg genkey | tee privatekey | wg pubkey > publickey\n$ ls\nprivatekey  publickey",
    "$ php artisan key:generate\nApplication key set successfully.",
  ])("keeps %j", (text) => {
    expectKept(text);
  });
});
