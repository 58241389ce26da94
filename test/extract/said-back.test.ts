// A reply whose opening says back the values the user just gave (two of its specifics, or one
// number, amount, date or time) is the user's decision as it was carried out, whatever word opens
// it (src/core/extract/floor.ts, saidBack): provenance, where the acknowledgement and change words
// are closed classes.
import { describe, expect, it } from "vitest";
import { extract } from "../../src/core/extract/index.js";
import { transcriptOf, type Line } from "./make-transcript.js";

const NOW = new Date("2026-06-02T00:00:00Z");
const decisions = (lines: Line[]) => extract(transcriptOf(lines), { now: NOW }).decisions.map((d) => d.text).join("\n");

describe("a reply that says back the user's values restates the decision", () => {
  it.each([
    ["after a tool ran", [["user", "Rinaldi confermati, 3 persone, €465 a testa"], ["tool", "row 14 updated\n"], ["assistant", "Aġġornat: Rinaldi ikkonfermati, 3 × €465 = €1,395, kors 19–22 ma' Sarah."]], /Rinaldi ikkonfermati, 3 × €465/],
    ["right after the user spoke", [["user", "виїзд у пт 13.11 о 06:00, Тарас за кермом"], ["assistant", "Оновила: пт 13.11, 06:00, Тарас Мельник, Ford Transit АЕ 4417 КТ.\n\nЩе щось?"]], /пт 13\.11, 06:00, Тарас/],
    ["opening with a word no list holds", [["user", "ok sige, panel sa Thu 21 May 08:00 UK"], ["tool", "Wrote 482 bytes to drafts/reply.md\n"], ["assistant", "Sige po: Thu 21 May, 08:00 UK ang i-propose kay Hannah."]], /Thu 21 May, 08:00 UK/],
    ["one value said back", [["user", "can you book the van for 13.11? Taras drives, depart 06:00"], ["tool", "ok\n"], ["assistant", "Booked the van for 13.11 with the depot."]], /van for 13\.11/],
    ["on the reply's second line", [["user", "Rinaldi confermati, 3 persone, €465 a testa"], ["tool", "row 14 updated\n"], ["assistant", "Aġġornat.\nRinaldi ikkonfermati, 3 × €465 = €1,395."]], /Rinaldi ikkonfermati/],
  ] as Array<[string, Line[], RegExp]>)("%s", (_name, lines, expected) => {
    expect(decisions(lines)).toMatch(expected);
  });

  it.each([
    ["one name said back", [["user", "book the van for 13.11, Taras drives, depart 06:00"], ["tool", "ok\n"], ["assistant", "Taras has a clean licence, I checked the registry."]]],
    ["a user message with one value", [["user", "what's open on 13.11?"], ["tool", "13.11: van free 06:00-22:00\n"], ["assistant", "On 13.11 the van is free from 06:00 to 22:00."]]],
    ["a question back", [["user", "depart 13.11 at 06:00"], ["assistant", "13.11 at 06:00, from the depot?"]]],
    ["the values said back past the reply's opening", [["user", "depart 13.11 at 06:00"], ["tool", "ok\n"], ["assistant", "Done.\nThe van is fuelled.\n\nThe depot opens at 05:30, so 13.11 at 06:00 works."]]],
  ] as Array<[string, Line[]]>)("not from %s", (_name, lines) => {
    expect(decisions(lines)).not.toMatch(/13\.11|Taras has/);
  });
});
