// List headings type the bullets under them (src/core/extract/headings.ts): an assistant's
// "Open:" list is pending work, "Still blocked / open:" is a blocker list, and the digest's own
// section names in two dozen languages count too. A word alone on a line, without `#`, bold or a
// colon, is a heading only right above a bullet; otherwise it is a sentence.
import { describe, expect, it } from "vitest";
import { readBareHeading, readHeading } from "../../src/core/extract/headings.js";

/** A heading alone on its line (its items are the bullets below): its kind, else null. */
const headingKind = (line: string) => {
  const h = readHeading(line);
  return h && h.items.length === 0 ? h.kind : null;
};
/** A heading with its items on the same line, else null. */
const inlineHeading = (line: string) => {
  const h = readHeading(line);
  return h && h.items.length > 0 ? h : null;
};
import { extract } from "../../src/core/extract/index.js";
import { transcriptOf } from "./make-transcript.js";

const NOW = new Date("2026-06-02T00:00:00Z");

describe("list headings", () => {
  it.each([
    ["Open:", "pending"],
    ["**Still open:**", "pending"],
    ["Open items:", "pending"],
    ["Outstanding:", "pending"],
    ["## To do", "pending"],
    ["Still blocked / open:", "blocker"],
    ["**Decisions & next steps**", "decision"],
    ["Offen:", "pending"],
    ["Offene Fragen:", "blocker"],
    ["### Entscheidungen", "decision"],
    ["Pendientes:", "pending"],
    ["**Próximos pasos:**", "pending"],
    ["À faire :", "pending"],
    ["Questions ouvertes :", "blocker"],
    ["Pendências:", "pending"],
    ["Prossimi passi:", "pending"],
    ["次のステップ：", "pending"],
    ["待办：", "pending"],
    ["Erledigt:", "done"],
    ["**Decided**", "decision"],
    ["Decided:", "decision"],
    ["**已決定**", "decision"],
    ["**待辦**", "pending"],
    ["**卡住／未解**", "blocker"],
    ["**Facts**", "fact"],
    ["**Numbers**", "fact"],
    ["**數字**", "fact"],
    ["Waiting on:", "blocker"],
    ["Do zrobienia:", "pending"],
    ["Keputusan:", "decision"],
    ["Рішення:", "decision"],
    ["القرارات:", "decision"],
  ])("%s is a %s heading", (line, kind) => expect(headingKind(line)).toBe(kind));

  it("reads a heading with a whitespace run as the heading, and no line over 80 characters as one", () => {
    expect(headingKind(`## Decisions${" ".repeat(40)}`)).toBe("decision");
    expect(headingKind(`**Open${" ".repeat(40)}:**`)).toBe("pending");
    expect(headingKind(`## Decisions about the ${"very ".repeat(20)}long list`)).toBeNull();
  });

  it.each([["open"], ["Open the file and check"], ["Open: the door was open"], ["We are still open to ideas:  maybe"], ["Offenbach:"]])(
    "%s is not a heading",
    (line) => expect(headingKind(line)).toBeNull(),
  );

  it.each([
    ["- 待办：复盘（周五前）、v2.14.1 发布、告警规则 review 后 apply prod", "pending", ["复盘（周五前）", "v2.14.1 发布", "告警规则 review 后 apply prod"]],
    ["Blocked: globex-test TOTP seed never shared.", "blocker", ["globex-test TOTP seed never shared"]],
    ["**Open:** PS5 build broken since CL 482866; ESP-Prog back-ordered", "pending", ["PS5 build broken since CL 482866", "ESP-Prog back-ordered"]],
    ["Decision: Postgres 16, not MySQL, for the new service", "decision", ["Postgres 16, not MySQL, for the new service"]],
  ])("%s holds its heading and items on one line", (line, kind, items) => expect(inlineHeading(line)).toEqual({ kind, items }));

  it.each([["Open the file: it is in src/"], ["Done"], ["the decision: not yet"], ["Open:"]])("%s is no inline heading", (line) =>
    expect(inlineHeading(line)).toBeNull(),
  );

  it.each([["Decided", "decision"], ["To do", "pending"], ["決まったこと", "decision"], ["Numbers", "fact"], ["Still to do:", "pending"]])(
    "%s alone on its line is a bare %s heading",
    (line, kind) => expect(readBareHeading(line)).toBe(kind),
  );

  it.each([["Decided to go"], ["Done and dusted"], ["The numbers"], [""]])("%s is no bare heading", (line) => expect(readBareHeading(line)).toBeNull());

  it("reads no facts heading inline: what follows the colon is a sentence, not a list", () => {
    expect(inlineHeading("Numbers: 3, 5 and 7 are the odd ones")).toBeNull();
    expect(inlineHeading("Decided: Postgres 16")).toEqual({ kind: "decision", items: ["Postgres 16"] });
  });

  it("types the bullets of a status recap by its headings, bare ones included", () => {
    const d = extract(transcriptOf([
      ["user", "ok, where are we?"],
      ["assistant", "Where things stand:\n\nDecided\n- Title: Low Tide at Sennen\n- No prologue\n\n**Facts**\n- Harker is 47; set October 1987\n\n**To do**\n- Two-page synopsis to Judith by 8 January\n\n**Open**\n- How Harker learns the ledger exists"],
    ]), { now: NOW });
    expect(d.decisions.map((i) => i.text).join("\n")).toMatch(/Low Tide at Sennen[\s\S]*No prologue/);
    expect(d.facts.map((i) => i.text).join("\n")).toMatch(/Harker is 47/);
    expect(d.pending.map((i) => i.text).join("\n")).toMatch(/synopsis to Judith/);
  });

  it("reads a bare heading only right above a bullet: alone, it is a sentence", () => {
    const d = extract(transcriptOf([
      ["user", "status?"],
      ["assistant", "Decided\n\nWe will look at it again tomorrow."],
    ]), { now: NOW });
    expect(d.decisions).toHaveLength(0);
  });

  it("types an assistant's open list as pending actions", () => {
    const d = extract(transcriptOf([
      ["user", "commit. pr tomorrow"],
      ["assistant", "Committed on feat/fct-orders-incremental. Not pushed.\nOpen:\n- open both PRs (tomorrow)\n- unique + not_null tests on fct_orders.order_id"],
    ]), { now: NOW });
    const pending = d.pending.map((p) => p.text).join("\n");
    expect(pending).toMatch(/open both PRs/i);
    expect(pending).toMatch(/not_null tests/i);
  });
});
