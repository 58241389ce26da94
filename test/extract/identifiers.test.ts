// Identifiers named in authored prose become Technical Context entries (src/core/extract/
// identifiers.ts): files and paths, and reference codes in capitals and digits, each under the
// words right before it; dates, quarters, versions, fractions and URLs are not identifiers.
import { describe, expect, it } from "vitest";
import { extract } from "../../src/core/extract/index.js";
import { identifiersIn } from "../../src/core/extract/identifiers.js";
import { transcriptOf } from "./make-transcript.js";

const NOW = new Date("2026-06-02T00:00:00Z");
const pairs = (text: string) => identifiersIn(text).map((v) => `${v.label}: ${v.value}`);

describe("identifiers in a sentence", () => {
  it.each([
    ["I started the application in GrantHub, the ID is CWF-2027-0419.", ["ID: CWF-2027-0419"]],
    ["Damage SZK/2026/118: the inspector sends the protocol within 14 days", ["Damage: SZK/2026/118"]],
    ["There is a DuckDB file at `warehouse/brambleway.duckdb`.", ["DuckDB file: warehouse/brambleway.duckdb"]],
    ["the letter is in pisma/m7_podwyzka_2027-03.md now", ["Letter: pisma/m7_podwyzka_2027-03.md"]],
    ["Draft is in the workspace, tidewater_feature_v6.docx", ["Workspace: tidewater_feature_v6.docx"]],
    ["container MSCU4410387 is on the Ariane", ["Container: MSCU4410387"]],
    ["CAB approved CHG-48213 for tue 1 dec", ["CAB approved: CHG-48213"]],
    ["The permit cites case 2021-WQ-0833, so I can look it up.", ["Cites case: 2021-WQ-0833"]],
    ["sì dai, la richiesta è la 2026/BB/1187", ["Richiesta: 2026/BB/1187"]],
    ["commonapp id is 40917352 if u need it for anything", ["Commonapp id: 40917352"]],
    ["Ticket **Texas811 2611095512**. Legal dig start: jueves", ["Ticket: 2611095512"]],
    ["the cache sits in build/cache/a3f9c2d81e0b/index.json", ["Cache sits: build/cache/a3f9c2d81e0b/index.json"]],
  ])("%s", (text, expected) => expect(pairs(text)).toEqual(expected));

  it.each([
    ["a date and a time", "moved to 2026-12-08 at 14:30"],
    ["a quarter", "Q4-2025 revenue was up 12%"],
    ["a version", "we are on v2.14.1 and Node 24.1"],
    ["a fraction and a score", "27/34 filled, 3/4 done"],
    ["a URL", "see https://example.com/docs/setup.md for details"],
    ["a short tag", "PR-2 is merged"],
    ["a word with a dot", "e.g. the U.S. office"],
    ["a rate per unit", "USD 300/TEU and USD 600/FEU from January"],
    ["an amount", "the total is $1250000 or €4500000, 12000000 rows"],
    ["a phone number", "call +41 44 555 0147 or +14155550147"],
    ["a date written as digits", "exported 20261130 at noon"],
    ["a number without a name", "1234567"],
    // A line of key body with a `/` in it, left alone by a cut: random base64 is no path.
    ["a line of key material", "Bearer nQ/xJwU65oniA4CsFdI6h/zppsTfaXozm8MuRiGuRkHEouWDNIHDUOyS3BLOkRyjl"],
  ])("none in %s", (_name, text) => expect(identifiersIn(text)).toEqual([]));

  it("lists each in Technical Context, once, whichever section the sentence went to", () => {
    const d = extract(transcriptOf([
      ["user", "Portal stuff: I started the application in GrantHub, the ID is CWF-2027-0419."],
      ["assistant", "Noted the application ID CWF-2027-0419."],
      ["user", "Legal name and EIN: Lakehead Literacy Alliance; the budget sheet is budget/v3_final.xlsx"],
    ]), { now: NOW });
    const technical = d.technical.map((t) => t.text);
    expect(technical.filter((t) => t.includes("CWF-2027-0419"))).toHaveLength(1);
    expect(technical.some((t) => t.includes("budget/v3_final.xlsx"))).toBe(true);
  });
});
