import { describe, expect, it } from "vitest";
import { MAX_CHANGE_RATIO, slotValueChanged, valueSlots } from "../../src/core/statements/supersession.js";

const slots = (text: string) => Object.fromEntries([...valueSlots(text)].map(([k, v]) => [k, [...v]]));

describe("valueSlots", () => {
  it("files each value under what it measures: money, a unit, a percentage, a date, a time or nothing", () => {
    expect(slots("Kasa 1.240 € and £89 a night, 20 % commission")).toEqual({ p: [1240, 89], "s:%": [20] });
    expect(slots("46 листов, then 52 листа")).toEqual({ "s:лис": [46, 52] });
    expect(slots("Kontrolle verschoben auf 13.10., 9:30")).toEqual({ d: ["d:10-13"], t: ["t:9:30"] });
    expect(slots("net 30 from invoice date")).toEqual({ n: [30] });
  });

  it("reads a sum as its locale writes it", () => {
    expect(slots("21,40 € pro Sack")).toEqual({ p: [21.4] });
    expect(slots("3 140 Kč")).toEqual({ p: [3140] });
    expect(slots("Rp165.000/kg")).toEqual({ p: [165000] });
  });
});

describe("slotValueChanged", () => {
  it("is true when one slot's value is replaced", () => {
    expect(slotValueChanged("commission: 20 % of the list price", "commission goes to 25 % from October")).toBe(true);
    expect(slotValueChanged("inspection on 06.10.", "inspection moved to 13.10.")).toBe(true);
    expect(slotValueChanged("£89 a night", "£134 a night now")).toBe(true);
  });

  it("is false across slots: a price is not changed by a date, a rent not by a rate", () => {
    expect(slotValueChanged("Type 550 now 21,40 € per sack", "inspection moved again: now 21.10.")).toBe(false);
    expect(slotValueChanged("renewal at £1,075 pcm", "mortgage re-priced, 4.64% now")).toBe(false);
  });

  it("is false when the values only grow in number (nothing replaced) or lie too far apart", () => {
    expect(slotValueChanged("£89 a night", "£89 a night, and £20 parking")).toBe(false);
    expect(slotValueChanged("AWS commit $2.3M", "eng budget $17.6M")).toBe(false);
    expect(MAX_CHANGE_RATIO).toBeGreaterThan(1);
  });
});
