// A password with a dot can read as a reference (`settings.DB_PASSWORD`), which is kept. Two
// parts with the first numbered (`plo3.Sirxrn`), or a last part whose letters change case at
// random (`ya.uyYzCtUa7`), are typed passwords (judge-value.ts); the random-text property found
// both kept. A numbered field is still a reference.
import { describe, expect, it } from "vitest";
import { PLACEHOLDERS, redact } from "../../src/core/redact/index.js";

describe("dotted values after a password's name", () => {
  it("redacts a typed password with a dot", () => {
    for (const [t, v] of [["DB_PASSWORD=plo3.Sirxrn", "plo3.Sirxrn"], ["spring.datasource.password=ya.uyYzCtUa7", "ya.uyYzCtUa7"]] as const) expect(redact(t).text, t).toBe(t.replace(v, PLACEHOLDERS.secret));
  });

  it("keeps references, numbered fields included", () => {
    for (const t of ["password=settings.DB_PASSWORD", "password=form.password2", "password=self.password1", "password=config.dbPassword2", "password=cfg.db1.password"]) expect(redact(t).text, t).toBe(t);
  });
});
