// The assistant acknowledging what the user just settled and saying it back ("Ack — …", "OK:
// …", "承知しました。" and bullets) records the user's decision in the assistant's words
// (src/core/extract/floor.ts, acknowledged()). Only right after the user spoke: after a tool ran,
// "OK: …" reports what the tool did.
import { describe, expect, it } from "vitest";
import { extract } from "../../src/core/extract/index.js";
import { transcriptOf, type Line } from "./make-transcript.js";

const NOW = new Date("2026-06-02T00:00:00Z");
const decisions = (lines: Line[]) => extract(transcriptOf(lines), { now: NOW }).decisions.map((d) => d.text).join("\n");

describe("an acknowledgement restates the user's decision", () => {
  it.each([
    ["OK: the memo goes to Odile on **Wednesday night** instead of Thursday.", /memo goes to Odile on Wednesday night/],
    ["Understood: she stays at home for now (Sunpath + Luis + the pendant), assisted living revisited in spring.", /stays at home for now/],
    ["Ack — max_connections stays 400 on pg-main-02, no restart.", /max_connections stays 400/],
    ["Entendido: pagamos a Kim Son por Zelle el viernes 14.", /Kim Son por Zelle/],
    ["承知しました。\n・Linh さん:12/7(日)休み(JLPT N2)\n・12月の定休:水曜", /Linh さん:12\/7/],
  ])("%s", (reply, expected) => {
    expect(decisions([["user", "ok whatever you think, settle it like we said"], ["assistant", reply]])).toMatch(expected);
  });

  it.each([
    ["a report after a tool ran", [["user", "check the pool size"], ["tool", "max_connections = 400\n"], ["assistant", "OK: max_connections is 400 on pg-main-02."]]],
    ["an offer", [["user", "the memo, wednesday night"], ["assistant", "OK, I'll send the memo to Odile on Wednesday night?"]]],
    ["a plain answer", [["user", "where is the memo"], ["assistant", "The memo is in drafts/memo_v3.md, 1,200 words."]]],
    ["an acknowledgement with nothing named", [["user", "thanks"], ["assistant", "OK, sounds good!"]]],
  ] as Array<[string, Line[]]>)("not from %s", (_name, lines) => {
    expect(decisions(lines)).toBe("");
  });

  it.each([
    ["Upraveno: Tomáš od 1. 2. Po–Čt 8:00–16:30, 32 h týdně.", /Tomáš od 1\. 2\./],
    ["Cedule přepsaná: Po–Pá 9–17, v sobotu zavřeno, zimní servis 1 290 Kč.", /v sobotu zavřeno/],
    ["Updated: the pool is 40 connections per pod, max_connections 1000 on pg-main-02.", /40 connections per pod/],
    ["Angepasst: Lieferung jetzt am Freitag 4.12., 80 Stück statt 60.", /Freitag 4\.12\./],
  ])("a report after the tools ran that opens with what it changed: %s", (report, expected) => {
    expect(decisions([["user", "do it"], ["tool", "ok\n"], ["assistant", report]])).toMatch(expected);
  });

  it.each([
    ["Noted: the venue is St Brigid's parish hall, cap 90.", /St Brigid's parish hall/],
    ["Logged: claim 7 → \"one of a handful in the Northwest\".", /claim 7/],
    ["记下了：周三下午第八节，8 个学生。", /第八节/],
  ])("a report after the tools ran that opens with what it wrote down: %s", (report, expected) => {
    expect(decisions([["user", "ok that one"], ["tool", "ok\n"], ["assistant", report]])).toMatch(expected);
  });

  it.each([["Updated the README and pushed."], ["Changed files: 3"], ["Updated: nothing yet."], ["Noted."], ["Logged in as admin."]])("not from a report that changes nothing named: %s", (report) => {
    expect(decisions([["user", "do it"], ["tool", "ok\n"], ["assistant", report]])).toBe("");
  });
});
