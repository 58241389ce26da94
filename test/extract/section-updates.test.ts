// Latest wins across the digest (src/core/extract/section-updates.ts): an older decision or fact that
// a newer line of its section updates, tied by a shared value or three subject words, goes.
import { describe, expect, it } from "vitest";
import { applySectionUpdates, SAME_SUBJECT_WORDS } from "../../src/core/extract/section-updates.js";
import type { DigestItem } from "../../src/core/extract/digest.js";
import type { Selected } from "../../src/core/extract/select.js";
import { extract } from "../../src/core/extract/index.js";
import { transcriptOf } from "./make-transcript.js";

const item = (text: string, turn: number, speaker: DigestItem["speaker"] = "user"): DigestItem => ({ text, turn, speaker, date: "2026-11-24" });
const selected = (parts: Partial<Selected>): Selected => ({ decisions: [], facts: [], pending: [], technical: [], blockers: [], completed: [], known: 0, stale: 0, ...parts });
const texts = (xs: DigestItem[]) => xs.map((x) => x.text);

describe("latest wins across the digest", () => {
  it("a later line that keeps a strong value and changes another retires the older (a summary's item, a detector's decision)", () => {
    const sel = selected({
      decisions: [item("Release 3.8.0 planned for Thursday Aug 13, I'm release manager", 3, "summary"), item("QA found a regression in refunds, so 3.8.0 slips to Monday Aug 17", 40)],
    });
    expect(applySectionUpdates(sel)).toBe(1);
    expect(texts(sel.decisions)).toEqual(["QA found a regression in refunds, so 3.8.0 slips to Monday Aug 17"]);
    expect(sel.stale).toBe(1);
  });

  it(`a later line on the same subject (${SAME_SUBJECT_WORDS} shared words) with another value retires the older`, () => {
    const sel = selected({ facts: [item("Quarterly usage of amber jars is about 8,500", 5), item("Quarterly usage of amber jars is closer to 9,200 now", 30)] });
    applySectionUpdates(sel);
    expect(texts(sel.facts)).toEqual(["Quarterly usage of amber jars is closer to 9,200 now"]);
  });

  it("near miss: two subject words, another section, or no changed value leave both lines", () => {
    const twoWords = selected({ facts: [item("The hall rent is €400", 2), item("The hall heating costs €60 extra", 9)] });
    applySectionUpdates(twoWords);
    expect(twoWords.facts).toHaveLength(2);
    const sections = selected({ facts: [item("Release 3.8.0 planned for Thursday Aug 13", 2)], decisions: [item("3.8.0 slips to Monday Aug 17", 9)] });
    applySectionUpdates(sections);
    expect([sections.facts.length, sections.decisions.length]).toEqual([1, 1]);
    const same = selected({ decisions: [item("Quarterly usage of amber jars is about 8,500", 2), item("Quarterly usage of amber jars is about 8,500, confirmed", 9)] });
    applySectionUpdates(same);
    expect(same.decisions).toHaveLength(2);
  });

  it("near miss: technical context keeps both findings (a tool's reading at two moments)", () => {
    const sel = selected({ technical: [item("incremental run of fct_orders took 40 min on the medium warehouse", 2, "assistant"), item("incremental run of fct_orders took 5m41s on the medium warehouse", 9, "assistant")] });
    applySectionUpdates(sel);
    expect(sel.technical).toHaveLength(2);
  });
});

describe("in a digest", () => {
  it("a compaction summary's decision gives way to the user's later one on the same release", () => {
    const t = transcriptOf([
      ["user", "we're planning the 3.8.0 release"],
      ["assistant", "ok"],
      ["compaction", "## Decisions\n- Release 3.8.0 planned for Thursday Aug 13, Dana is release manager\n"],
      ["user", "QA found a regression in refunds. let's move 3.8.0 to Monday Aug 17"],
      ["assistant", "Understood, I'll update the calendar."],
    ]);
    const d = extract(t, { now: new Date("2026-06-02T00:00:00Z") });
    expect(texts(d.decisions)).toEqual(["let's move 3.8.0 to Monday Aug 17"]);
    expect(d.stats.stale).toBe(1);
  });
});

describe("latest wins across decisions and facts", () => {
  it("a later decision that gives a fact's date and time other values, three subject words shared, retires the fact", () => {
    const sel = selected({
      facts: [item("Booked the final round with Leila for Mon 30 Nov 10:00–11:30, with Ruth and Kwame", 4, "assistant")],
      decisions: [item("Moved Leila's final round to Tue 1 Dec 14:00–15:30", 12)],
    });
    expect(applySectionUpdates(sel)).toBe(1);
    expect(sel.facts).toEqual([]);
    expect(texts(sel.decisions)).toEqual(["Moved Leila's final round to Tue 1 Dec 14:00–15:30"]);
  });

  it("and a later fact retires a decision the same way (a sum of money changed)", () => {
    const sel = selected({ decisions: [item("Program coordinator salary line, 0.5 FTE: $28,000", 3)], facts: [item("The program coordinator salary line is now $24,000 for the 0.5 FTE", 9)] });
    applySectionUpdates(sel);
    expect(sel.decisions).toEqual([]);
    expect(sel.facts).toHaveLength(1);
  });

  it("near miss: a bare number changed (a section, a count) does not tie a fact to a decision", () => {
    const sel = selected({
      facts: [item("Protocol effective date is 7 Dec, see section 4", 3)],
      decisions: [item("Visits after the protocol effective date (7 Dec) get a window of ±5", 9)],
    });
    applySectionUpdates(sel);
    expect([sel.facts.length, sel.decisions.length]).toEqual([1, 1]);
  });

  it("near miss: a preference is no value a later decision updates", () => {
    const fact = { ...item("No deploys to the payments cluster on Fridays after 15:00", 2), tag: "PREF" as const };
    const sel = selected({ facts: [fact], decisions: [item("Deploy to the payments cluster on Friday at 17:00, this once", 8)] });
    applySectionUpdates(sel);
    expect(sel.facts).toEqual([fact]);
  });
});
