// A compaction summary's item gives way to a later statement that gives one of its measured
// values another value on the same subject (src/core/extract/summary-updates.ts): the latest
// value is reported, the stale one is not. What the later turns do not change stays.
import { describe, expect, it } from "vitest";
import { extract } from "../../src/core/extract/index.js";
import { dateMoved, measuredSlots, slotChanged } from "../../src/core/statements/supersession.js";
import { transcriptOf, type Line } from "./make-transcript.js";

const NOW = new Date("2026-06-02T00:00:00Z");
const all = (lines: Line[]) => {
  const d = extract(transcriptOf(lines), { now: NOW });
  return [...d.decisions, ...d.facts, ...d.pending, ...d.technical, ...d.blockers].map((i) => i.text).join("\n");
};
const SUMMARY = "## Decisions\n- Trucking: Al Noor at AED 850 per trip\n- Churn means no order in 30 days\n\n## Facts\n- Committed so far: $1.4M of the round\n- Warehouse dock opens at 07:00\n\n## Preferences\n- Keep replies under 5 lines";

describe("a summary item a later statement updates", () => {
  it("is replaced by the later statement: the new value is reported, the old one is not", () => {
    const text = all([
      ["user", "Let's plan the shipment and the churn report."],
      ["compaction", SUMMARY],
      ["user", "Al Noor called back, the trucking is AED 950 per trip now because of the weekend."],
      ["assistant", "Noted."],
      ["user", "and churn: 56 days, we ship fortnightly so 30 was too strict."],
      ["user", "committed now $1.65M of the round."],
    ]);
    expect(text).toMatch(/AED 950/);
    expect(text).not.toMatch(/AED 850/);
    expect(text).toMatch(/\$1\.65M/);
    expect(text).not.toMatch(/\$1\.4M/);
  });

  it("keeps what the later turns leave alone, and never retires a preference", () => {
    const text = all([
      ["user", "Let's plan the shipment."],
      ["compaction", SUMMARY],
      ["user", "the report has 5 sections and goes out at 09:00 on Monday."],
    ]);
    expect(text).toMatch(/AED 850/);
    expect(text).toMatch(/07:00/);
  });

  it("is not retired by a later number of another unit, or on another subject", () => {
    const text = all([
      ["user", "Let's plan the shipment."],
      ["compaction", SUMMARY],
      ["user", "Customs cleared 850 cartons today."],
      ["user", "The invoice from Speedline is AED 400 for storage."],
    ]);
    expect(text).toMatch(/AED 850 per trip/);
  });
});

describe("a summary item a user's terse answer updates", () => {
  /** The summary with a dated decision added, then the user's `answers`. */
  const answered = (...answers: string[]) =>
    all([["user", "Let's plan the shipment."], ["compaction", SUMMARY.replace("## Facts", "- Picnic on 28 June, venue booked\n\n## Facts")], ...answers.map((a): Line => ["user", a])]);

  it("is replaced by a sum near the old one on no shared word, or a date on one", () => {
    const text = answered("AED 900.", "Picnic 5 July.");
    expect(text).not.toMatch(/AED 850/);
    expect(text).not.toMatch(/28 June/);
  });

  it("near miss: a long answer, a sum far from the old one, or a date on no shared word leave the item", () => {
    const text = answered("AED 9,000.", "the cousins from Fujairah land on 5 July and stay for two nights.", "Sports day 5 July.");
    expect(text).toMatch(/AED 850/);
    expect(text).toMatch(/28 June/);
  });
});

describe("a summary item whose date a later statement moves", () => {
  const HARVEST = "## Decisions\n- Harvest of the C1 Chardonnay starts 16/02\n- Supplier call every Tuesday at 10:00";
  const later = (line: string) => {
    const d = extract(transcriptOf([["user", "Let's plan the harvest."], ["compaction", HARVEST], ["user", "what about the press?"], ["assistant", line]]), { now: new Date("2027-01-25T00:00:00Z") });
    return [...d.decisions, ...d.facts, ...d.pending, ...d.technical, ...d.blockers].map((i) => i.text).join("\n");
  };

  it("is replaced when the later statement shares two of its words: the new date is reported", () => {
    const text = later("The C1 Chardonnay harvest starts 23/02 in the calendar, with the press booked for the same night.");
    expect(text).toMatch(/harvest starts 23\/02/);
    expect(text).not.toMatch(/16\/02/);
  });

  it("stays when the later date is on something else that shares one word", () => {
    const text = later("The C4 harvest starts 08/03 and the C1 press is booked for 23/02.");
    expect(text).toMatch(/Harvest of the C1 Chardonnay starts 16\/02/);
  });

  it("stays when the later statement adds a date and keeps the old one", () => {
    expect(dateMoved("Go-live of the billing portal: 1 June", "billing portal: go-live 1 June, training 15 June")).toBe(false);
    expect(dateMoved("Go-live of the billing portal: 1 June", "billing portal go-live is 15 June")).toBe(true);
    expect(dateMoved("Supplier call every Tuesday at 10:00", "supplier call moves to 11:30")).toBe(true);
  });
});

describe("measured slots", () => {
  it("pair a number with its unit or its currency", () => {
    expect([...measuredSlots("no order in 30 days, AED 850 per trip, R$ 12.900")].map(([k, v]) => `${k}=${[...v].join("|")}`).sort()).toEqual(["p:aed=850", "p:r$=12.900", "s:days=30", "s:per=850"]);
  });

  it("change when the same slot holds another value, not when a value is added or the unit differs", () => {
    const older = measuredSlots("churn after 30 days");
    expect(slotChanged(older, measuredSlots("churn after 56 days"))).toBe(true);
    expect(slotChanged(older, measuredSlots("30 days or 56 days"))).toBe(false);
    expect(slotChanged(older, measuredSlots("56 orders"))).toBe(false);
  });
});
