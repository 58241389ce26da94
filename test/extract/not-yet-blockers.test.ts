// A statement that something cannot happen or has not happened yet is a blocker, whichever
// detector or floor rule first took it for a fact or a task (src/core/extract/floor-merge.ts,
// NOT_YET_RE in src/core/extract/lexicon.ts), in the languages of the transcripts.
import { describe, expect, it } from "vitest";
import { extract } from "../../src/core/extract/index.js";
import { transcriptOf, type Line } from "./make-transcript.js";

const NOW = new Date("2026-06-02T00:00:00Z");
const sections = (lines: Line[]) => {
  const d = extract(transcriptOf(lines), { now: NOW });
  return { blockers: d.blockers.map((i) => i.text).join("\n"), facts: d.facts.map((i) => i.text).join("\n"), pending: d.pending.map((i) => i.text).join("\n") };
};

describe("not yet, still no", () => {
  it.each([
    ["Terralith still has no 1.21.4 build, so the server stays on 1.21.3."],
    ["Ms Delgado hasn't submitted the school report for the 3 RD schools yet."],
    ["el permiso 4471 todavía no llega de la ciudad"],
    ["Die Stimmen für Probe 3 sind noch nicht da, Juli hat sie zu Hause."],
    ["DP 30% dari Nordlicht belum masuk ke rekening BCA."],
    ["多媒体教室周三被初三占了，教务处还没答复 (5)班的事"],
    // Not until: something is missing before a date or a condition.
    ["Und Cefovecin ist bei ihnen erst ab 15.12. lieferbar."],
    ["Tylko że Vaillanta nie ma na stanie — hurtownia ma go dopiero 07.12."],
    ["Ada aradı: Fuji kağıdı stokta yok, 3 Kasım'a kadar gelmiyormuş."],
    ["The ESP-Prog is back-ordered at Mouser until 14 Dec."],
    ["The permit copy will not arrive until Monday 7 Dec."],
    // "Not yet", "still not", "no reply" in more of the users' languages.
    ["Поставщик ещё не прислал счёт за 14 паллет."],
    ["A 2026/041-es számlát a Napsugár még nem fizette ki, 37 200 Ft."],
    ["Panon PN-24417 i dalje nije stigao, a rok je petak 15.5."],
    ["Tân Mỹ vẫn chưa mở account, cần 15 thùng cho thứ Bảy."],
    ["Domus Brno na dva maily kvůli bytu 12 neodpověděli."],
    ["岡田さん:12/30・1/1 は確定、12/31・1/2 は返事待ち。"],
  ])("%s", (text) => {
    const s = sections([["user", "Here's where things stand."], ["user", text]]);
    expect(s.blockers).toContain(text.slice(0, 12));
    expect(s.facts).not.toContain(text.slice(0, 12));
  });

  it.each([
    ["We still have 3 days of buffer before the 14 December launch."],
    ["The bakery is open until 18:00 on Saturday 5 Dec."],
    ["Erst 2027 wollen wir die Praxis vergrößern, bis dahin 3 Räume."],
    ["Hala produkcyjna ma 1200 m² i dwie bramy."],
    ["Abhi tak 40 cartons pack ho gaye hain, 60 aur bache."],
  ])("leaves a fact: %s", (text) => {
    const s = sections([["user", text]]);
    expect(s.blockers).toBe("");
  });

  it("leaves a fact that only says 'still'", () => {
    const s = sections([["user", "We still have 3 days of buffer before the 14 December launch."]]);
    expect(s.blockers).toBe("");
  });
});

describe("a technical finding that says something waits", () => {
  it("is a blocker, not technical context", () => {
    const d = extract(transcriptOf([
      ["user", "how is the building permit doing?"],
      ["tool", "SBK 2026-000214 | startbesked | status: väntar på kontrollplan | handläggare: Lena (åter 26/1)", { name: "exec", args: { command: "bygglov status SBK-2026-000214" } }],
      ["assistant", "Startbesked: SBK 2026-000214 väntar på kompletterad kontrollplan, Lena är tillbaka 26/1."],
    ]), { now: NOW });
    expect(d.blockers.map((i) => i.text).join("\n")).toContain("SBK 2026-000214");
    expect(d.technical.map((i) => i.text).join("\n")).not.toContain("väntar");
  });

  it("near miss: a finding that waits for nothing stays technical context", () => {
    const d = extract(transcriptOf([
      ["user", "how is the building permit doing?"],
      ["tool", "SBK 2026-000214 | startbesked | status: beviljat 2026-01-12 | handläggare: Lena", { name: "exec", args: { command: "bygglov status SBK-2026-000214" } }],
      ["assistant", "Startbesked: SBK 2026-000214 beviljat 2026-01-12, handläggare Lena."],
    ]), { now: NOW });
    expect(d.blockers).toEqual([]);
  });
});
