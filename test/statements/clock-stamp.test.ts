// A note's clock stamp is when a line was written, not a value it states (docs/design.md,
// "Subjects"): the week's updates compare statements without it.
import { describe, expect, it } from "vitest";
import { withoutClockStamp } from "../../src/core/statements/clock-stamp.js";

describe("a line's clock stamp", () => {
  it("is taken off a time, a time range, a bracketed chat stamp and the separator after it", () => {
    expect(withoutClockStamp("14:05 Hearth & Flue revised the quote")).toBe("Hearth & Flue revised the quote");
    expect(withoutClockStamp("10:00–10:10 · Almada&Reis · AR-0931 · 0.2 h · reviews at €45/h")).toBe("Almada&Reis · AR-0931 · 0.2 h · reviews at €45/h");
    expect(withoutClockStamp("[08/12/2026 13:03] Ana: Orçamento chegou")).toBe("Ana: Orçamento chegou");
    expect(withoutClockStamp("[10:20] Vikram sir: Nashik run")).toBe("Vikram sir: Nashik run");
    expect(withoutClockStamp("(7:40) rebooked on UA 2304")).toBe("rebooked on UA 2304");
    expect(withoutClockStamp("14h30 — appel du notaire")).toBe("appel du notaire");
  });

  it("is taken off a record's or a table row's first field when that is a time or an ISO date-time", () => {
    expect(withoutClockStamp("t: 10:17; who: BHW Joy; what: kwento; note: Nagdala si Joy ng bilo-bilo")).toBe("who: BHW Joy; what: kwento; note: Nagdala si Joy ng bilo-bilo");
    expect(withoutClockStamp("at: 2027-07-20T12:15:00Z; src: Ilze; msg: kiosk open")).toBe("src: Ilze; msg: kiosk open");
    expect(withoutClockStamp("time: 11:30; system: grafana; event: new dashboard")).toBe("system: grafana; event: new dashboard");
    // Near miss: a labelled time in prose ends no field; a first field that is no time stays.
    expect(withoutClockStamp("Meeting: 14:00 with Bob")).toBe("Meeting: 14:00 with Bob");
    expect(withoutClockStamp("host: pve1; up: 43d; load: 0.31")).toBe("host: pve1; up: 43d; load: 0.31");
    expect(withoutClockStamp("t: 10:17; ")).toBe("t: 10:17; ");
  });

  it("near miss: a dotted number, a time inside the line, a number of hours or a stamp alone stay", () => {
    expect(withoutClockStamp("12.50 € for the tickets")).toBe("12.50 € for the tickets");
    expect(withoutClockStamp("Meeting moved to 14:00 on Friday")).toBe("Meeting moved to 14:00 on Friday");
    expect(withoutClockStamp("1510 Merrin Tyre rang back")).toBe("1510 Merrin Tyre rang back");
    expect(withoutClockStamp("12:345 units")).toBe("12:345 units");
    expect(withoutClockStamp("07:02")).toBe("07:02");
  });
});
