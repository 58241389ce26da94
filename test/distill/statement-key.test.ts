// statementKey: what a statement is about, for "the same thing said again" (patterns) and
// "the same subject with another value" (Updated: old → new).
import { describe, expect, it } from "vitest";
import { sameStatement, statementKey } from "../../src/skills/memory-compactor/statement-key.js";
import { rowMessage } from "../../src/core/statements/table-rows.js";

describe("statementKey of a record or a table row", () => {
  it("reads its subject from the message, not from the author and category every such record has", () => {
    const charger = statementKey("at: 08:20; who: Rolands; cat: velo; msg: second charger smells of burnt plastic, unplugged it");
    const helmets = statementKey("at: 08:07; who: Rolands; cat: velo; msg: stand open, helmets checked, 18 of 18 in place");
    expect(charger.subject).not.toBe("rolands");
    expect(sameStatement(charger, helmets)).toBe(false);
    // The same message on another day is still the same statement.
    expect(sameStatement(charger, statementKey("at: 09:02; who: Rolands; cat: velo; msg: second charger smells of burnt plastic again"))).toBe(true);
  });

  it("reads a sentence under labels as written: a cell is a column only under a name of words", () => {
    expect(rowMessage("t: 07:50; who: MW Tess; what: ref temp; note: AM reading 4.5°C, ok")).toBe("AM reading 4.5°C, ok");
    const soap = "Lola (maltese x, 2y) — S: soft stools 2 days; O: NAD on palp; A: colitis; P: probiotic paste";
    expect(rowMessage(soap)).toBe(soap);
    expect(rowMessage("Budget: €50K; Owner: Bob")).toBe("Budget: €50K; Owner: Bob");
  });
});
