// A blocker the user later speaks of plainly, by one of its rare names, is no longer open
// (src/core/extract/cleared-blockers.ts). The clearing sentences here use no completion phrase:
// the structure (a rare name, the user, a plain statement after the blocker) carries it.
import { describe, expect, it } from "vitest";
import { extract } from "../../src/core/extract/index.js";
import { transcriptOf, type Line } from "./make-transcript.js";

const NOW = new Date("2026-06-02T00:00:00Z");
const blockers = (script: Line[]) => extract(transcriptOf(script), { now: NOW }).blockers.map((i) => i.text).join("\n");

describe("a blocker the user later reports cleared is not listed as open", () => {
  it.each([
    ["Can't book the hall, waiting on Father Okafor to confirm the date.", "Father Okafor rang: the 14th is ours.", /Okafor/],
    ["The Maersk container is stuck at Felixstowe customs.", "Felixstowe released the Maersk box at noon.", /Felixstowe/],
    // Raised by the assistant's list, cleared by the user in Portuguese and German.
    ["Bloqueios:\n- Portal Sefaz-RJ fora do ar (503), nota não emitida", "voltou o Sefaz-RJ, nota emitida.", /Sefaz/],
    ["Blocker:\n- Freigabe Dr. Brunnhuber für die Mehrkosten fehlt noch", "Brunnhuber hat vorhin unterschrieben.", /Brunnhuber/],
  ])("%s → %s", (blocked, clearedBy, name) => {
    const open = [
      ["user", "Let's get the month closed out."],
      blocked.includes("\n") ? ["assistant", blocked] : ["user", blocked],
      ["assistant", "Understood, I'll note it."],
    ] as Line[];
    expect(blockers(open), "raised").toMatch(name);
    expect(blockers([...open, ["user", "Other thing: lunch order for Friday is 6 people."], ["user", clearedBy]]), "cleared").not.toMatch(name);
  });

  it("near miss: a later mention that still waits, negates, asks or looks ahead leaves it open", () => {
    const open = [
      ["user", "Can't file the VAT return yet, waiting on the Kowalczyk invoices."],
      ["assistant", "Understood."],
    ] as Line[];
    for (const later of [
      "Still nothing from Kowalczyk.",
      "Kowalczyk says the invoices won't come before Monday.",
      "Did Kowalczyk send anything?",
      "Once Kowalczyk sends them I'll file.",
      "Kowalczyk invoices not here yet",
    ]) expect(blockers([...open, ["user", later]]), later).toMatch(/Kowalczyk/);
  });

  it("near miss: the assistant saying it, a weekday shared, or one common word shared in Chinese clears nothing", () => {
    expect(blockers([
      ["user", "Can't file the VAT return yet, waiting on the Kowalczyk invoices."],
      ["assistant", "Kowalczyk usually sends invoices on the 5th."],
    ])).toMatch(/Kowalczyk/);
    expect(blockers([
      ["user", "Blocked until Wednesday: the scaffolding crew can't come before then."],
      ["user", "Wednesday lunch is at the Italian place."],
    ])).toMatch(/scaffolding/);
    expect(blockers([
      ["user", "提醒：小李 请假到 6/9，发布 被卡住了"],
      ["user", "最后 提醒我 一下 今天 定了 啥"],
    ])).toMatch(/小李/);
  });
});
