// The user answers a list of alternatives in words the pick detectors do not read ("yung
// pangalawa", "the later one", "that works"), and the assistant's reply names the item chosen:
// that reply is the decision (src/core/extract/floor.ts, echoedPick). Read by structure, not by
// phrase: the reply names a value only one listed item holds, and nothing only another holds.
import { describe, expect, it } from "vitest";
import { extract } from "../../src/core/extract/index.js";
import { transcriptOf, type Line } from "./make-transcript.js";

const NOW = new Date("2026-06-02T00:00:00Z");
const decisions = (lines: Line[]) => extract(transcriptOf(lines), { now: NOW }).decisions.map((d) => d.text).join("\n");

const SLOTS = "Three slots, Manila = UK + 7:\n\n1. Wed 20 May — 09:00 UK / 4:00 PM Manila\n2. Thu 21 May — 08:00 UK / 3:00 PM Manila\n3. Fri 22 May — 10:00 UK / 5:00 PM Manila";
const OFFERS = "Two offers for the gate:\n\n- Kovács & Fia: 2,600 EUR, fitted in March\n- Lakatos & Társa: 2,150 EUR, fitted next week";

describe("the assistant's reply to a pick names the item chosen", () => {
  it.each([
    ["a numbered list, picked by an ordinal word", SLOTS, "yung pangalawa. tapos na shift ng karamihan nun", "Sige po: **Thu 21 May, 08:00 UK / 3:00 PM Manila** ang i-propose kay Hannah.", /Thu 21 May, 08:00 UK/],
    ["a bulleted list, picked by a remark", OFFERS, "the cheaper one, next week suits us", "Going with Lakatos & Társa at 2,150 EUR; I've told them.", /Lakatos & Társa at 2,150 EUR/],
    ["after a tool ran", SLOTS, "the thursday is better for the nurses", "Done, the reply proposes Thu 21 May at 08:00 UK.", /Thu 21 May at 08:00 UK/],
  ])("%s", (_name, offer, reply, echo, expected) => {
    const lines: Line[] = [["user", "when can they do the panel interview?"], ["assistant", offer], ["user", reply]];
    if (_name === "after a tool ran") lines.push(["tool", "Wrote 482 bytes to drafts/reply.md\n"]);
    lines.push(["assistant", echo]);
    expect(decisions(lines)).toMatch(expected);
  });

  it.each([
    ["a reply naming two items", SLOTS, "which is better?", "Wed 20 May or Thu 21 May both suit London."],
    ["a reply naming only what every item names", SLOTS, "ok", "All three are in May, UK time first."],
    ["a question back", SLOTS, "hmm", "Thu 21 May at 08:00 UK, then?"],
    ["a long message from the user, not a pick", SLOTS, "before we pick anything I need to ask Hannah whether the panel can also be done in person at the Leeds office because two of the nurses will already be in the UK by then and would rather travel up", "Thu 21 May — 08:00 UK would leave time for the train."],
    ["no list before the user's reply", "Hannah wrote back about the panel interview.", "ok", "Thu 21 May, 08:00 UK is what she proposes."],
  ] as Array<[string, string, string, string]>)("not from %s", (_name, offer, reply, echo) => {
    const got = decisions([["user", "when can they do the panel interview?"], ["assistant", offer], ["user", reply], ["assistant", echo]]);
    expect(got).not.toMatch(/21 May/);
  });
});
