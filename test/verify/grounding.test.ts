// Grounding: a draft's concrete values against its source, normalised on both sides. Restated
// values are never reported, invented ones always are (in the draft's spelling), Chinese works,
// and the work is one source pass plus one lookup per draft value.
import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { groundDraft } from "../../src/core/verify/grounding.js";
import { SourceIndex } from "../../src/core/verify/source-index.js";
import { specificSpans } from "../../src/core/statements/specifics.js";

const shown = (draft: string, ...source: string[]) => {
  const idx = new SourceIndex();
  for (const s of source) idx.add(s);
  return groundDraft(draft, idx).ungrounded.map((u) => u.shown);
};

describe("groundDraft", () => {
  it("names each invented value in the draft's spelling", () => {
    const src = "We run Postgres 15.1 on db-02.internal, port 8443. Deploy is at 09:00 on March 15.";
    expect(shown("Upgrade to v15.2 and open port 8444 on db-02.internal.", src)).toEqual(["v15.2", "port 8444"]);
    expect(shown("Deploy at 9am on Mar 15th; Postgres 15.1 on db-02.internal port 8443.", src)).toEqual([]);
  });

  it("normalises case, thousands separators, times, dates, amounts and CJK numerals", () => {
    expect(shown("Budget 1240 EUR, call at 14:30 on 2026-03-15, DB-02 is up.", "budget 1,240 eur; call 2:30 pm March 15, 2026; db-02.internal up")).toEqual([]);
    expect(shown("€50,000 approved", "we got 50K approved")).toEqual([]);
    expect(shown("预算 3200 元，下午 15:30 开会", "预算三千二百元，下午三点半开会")).toEqual([]);
    expect(shown("预算 3300 元", "预算三千二百元")).toEqual(["预算 3300"]);
  });

  it("accepts a shortened identifier or a spelled-out small number from the source", () => {
    expect(shown("Edited digest.ts and extract/digest.ts; two options left.", "I changed src/extract/digest.ts. There are 2 options left.")).toEqual([]);
    expect(shown("There are 2 options.", "There are two options.")).toEqual([]);
    expect(shown("Runs on db-02.internal:5432 as deploy@build-07.", "host db-02.internal, port 5432, user deploy on build-07")).toEqual([]);
    expect(shown("Runs on db-02.internal:5433.", "host db-02.internal, port 5432")).toEqual(["db-02.internal:5433"]);
  });

  it("flags an invented proper name, file or host, never our placeholders", () => {
    expect(shown("Ask Priya about config.yaml on build-07.", "Ask Maria about settings.")).toEqual(["Priya", "config.yaml", "build-07"]);
    expect(shown("Paths live under <PROJECT_ROOT>/src and <REDACTED_URL>.", "paths under /home/u/p/src")).toEqual([]);
  });

  it("never reports a secret, even one the source holds only masked, so no finding echoes it", () => {
    const token = "ghp_16C7e42F292c6912E7710c838347Ae178B4a";
    // OpenClaw's transcript keeps a pasted token masked; the draft copied the full one.
    expect(shown(`- The deploy token is ${token}; open port 8444.`, "The deploy token is ghp_16…B4a, port 8443.")).toEqual(["port 8444"]);
    expect(shown(`-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n-----END OPENSSH PRIVATE KEY-----\nHost build-07.`, "no key here")).toEqual(["build-07"]);
  });

  it("property: every value restated in an equivalent form is grounded", () => {
    const forms = fc.oneof(
      fc.integer({ min: 1000, max: 999_999 }).map((n) => [n.toLocaleString("en-US"), String(n)] as const),
      fc.integer({ min: 1, max: 11 }).map((h) => [`${h}pm`, `${h + 12}:00`] as const),
      fc.integer({ min: 1, max: 9 }).map((h) => [`0${h}:00`, `${h}am`] as const),
      fc.tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 })).map(([m, d]) => [`2026-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`, `${["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][m - 1]} ${d}, 2026`] as const),
      fc.tuple(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 40 })).map(([a, b]) => [`v${a}.${b}.1`, `${a}.${b}.1`] as const),
      fc.stringMatching(/^[a-z]{3,8}-\d{2}$/).map((h) => [`${h}.internal`, h.toUpperCase()] as const),
    );
    fc.assert(
      fc.property(fc.array(forms, { minLength: 1, maxLength: 6 }), (pairs) => {
        const source = pairs.map(([a], i) => `note ${i === 0 ? "" : ""}value ${a} here.`).join(" ");
        const draft = pairs.map(([, b]) => `We kept ${b} as agreed.`).join(" ");
        expect(shown(draft, source)).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it("property: a value the source never states is always reported", () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 99_999 }), fc.integer({ min: 100, max: 99_999 }), (have, invented) => {
        fc.pre(have !== invented && String(have).indexOf(String(invented)) < 0);
        expect(shown(`Set the limit to ${invented} today.`, `The limit is ${have}.`)).toEqual([`to ${invented}`]);
      }),
      { numRuns: 200 },
    );
  });

  it("work is linear: one source pass, one lookup per distinct draft value (counted)", () => {
    const line = (i: number) => `Host web-${i}.example.org runs build ${i}.${i % 7} on port ${8000 + i}.\n`;
    const build = (n: number) => {
      const idx = new SourceIndex();
      let src = "";
      for (let i = 0; i < n; i++) src += line(i);
      idx.add(src);
      return idx;
    };
    const small = build(500);
    const big = build(1000);
    // Keys emitted per character stay constant as the source doubles.
    const rate = (x: SourceIndex) => x.work.keys / x.work.chars;
    expect(Math.abs(rate(big) - rate(small)) / rate(small)).toBeLessThan(0.1);
    let draft = "";
    for (let i = 0; i < 100; i++) draft += line(i);
    // One lookup per distinct draft value, whatever the source size.
    const distinct = new Set(specificSpans(draft).map((s) => s.key)).size;
    expect(groundDraft(draft, big).lookups).toBe(distinct);
    expect(groundDraft(draft, small).lookups).toBe(distinct);
    expect(groundDraft(draft + draft, big).lookups).toBe(distinct);
  });
});
