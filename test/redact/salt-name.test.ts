// A name that ends in "salt" after another part (Drupal's hash_salt, WordPress's AUTH_SALT,
// passwordSalt) names a site's hashing salt, which forges its tokens and lets its password hashes
// be tested offline: its value is judged as a secret's. A bare "salt", or a salt's length or
// rounds, names nothing secret.
import { describe, expect, it } from "vitest";
import { PLACEHOLDERS, redact } from "../../src/core/redact/index.js";

const SALT = "Vq8zKp2LmN7wXr4TbY6cHd9sJf3gQe5aUo1iRt0yWk8xZm2nPl4bCv7";

describe("salt names", () => {
  it("redacts a salt set in a CMS's settings, an env file or code", () => {
    for (const t of [`$settings['hash_salt'] = '${SALT}';`, `HASH_SALT=${SALT}`, `const passwordSalt = "${SALT}";`, `secret_salt: ${SALT}`]) {
      const out = redact(t).text;
      expect(out, t).not.toContain(SALT);
      expect(out, t).toContain(PLACEHOLDERS.secret);
    }
  });

  it("keeps a bare salt label, a salt's length or rounds, and an empty value", () => {
    for (const t of ["salt: 16", "SALT_ROUNDS=12", "saltLength: 32", "hash_salt = ''", "HASH_SALT=<generate one>"]) {
      expect(redact(t).text, t).toBe(t);
    }
  });
});
