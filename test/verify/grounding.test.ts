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

  it("property: invented values of every kind are reported, exactly those, in the draft's spelling", () => {
    const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
    const FULL_MONTHS = ["January", "February", "March", "April", "May", "June"];
    // The session's values and the invented ones come from disjoint ranges, so no invention can
    // happen to be in the session under any spelling.
    const session = fc.record({
      version: fc.tuple(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 0, max: 9 })),
      host: fc.integer({ min: 1, max: 49 }),
      port: fc.integer({ min: 1000, max: 4999 }),
      hour: fc.integer({ min: 1, max: 11 }),
      day: fc.tuple(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 1, max: 28 })),
      name: fc.constantFrom("Maria", "Oskar", "Lena"),
    });
    const invented = fc.oneof(
      fc.tuple(fc.integer({ min: 10, max: 40 }), fc.integer({ min: 0, max: 9 }), fc.integer({ min: 1, max: 9 })).map(([a, b, c]) => ({ text: `Upgrade to v${a}.${b}.${c} now.`, shown: `v${a}.${b}.${c}` })),
      fc.integer({ min: 5000, max: 9999 }).map((p) => ({ text: `Open port ${p} today.`, shown: `port ${p}` })),
      fc.integer({ min: 50, max: 99 }).map((n) => ({ text: `It moved to cache-${n}.internal last week.`, shown: `cache-${n}.internal` })),
      fc.tuple(fc.integer({ min: 13, max: 22 }), fc.integer({ min: 10, max: 59 })).map(([h, m]) => ({ text: `The call is at ${h}:${m} sharp.`, shown: `${h}:${m}` })),
      fc.tuple(fc.integer({ min: 6, max: 11 }), fc.integer({ min: 1, max: 28 })).map(([mo, d]) => ({ text: `Ship it on ${MONTHS[mo]} ${d} then.`, shown: `${MONTHS[mo]} ${d}` })),
      fc.constantFrom("Priya", "Tomasz", "Ingrid", "Kwame").map((n) => ({ text: `Then ask ${n} for a review.`, shown: n })),
    );
    fc.assert(
      fc.property(session, fc.uniqueArray(invented, { minLength: 1, maxLength: 5, selector: (x) => x.shown }), (v, inventions) => {
        const [mo, d] = v.day;
        const source = `We run build v${v.version[0]}.${v.version[1]}.0 on db-${String(v.host).padStart(2, "0")}.internal, port ${v.port}. Standup with ${v.name} at ${v.hour}am on ${MONTHS[mo]} ${d}.`;
        // The draft restates every session value in another spelling, then adds the inventions.
        const restated = `- Build ${v.version[0]}.${v.version[1]}.0 runs on DB-${String(v.host).padStart(2, "0")}, port ${v.port.toLocaleString("en-US")}, standup at ${String(v.hour).padStart(2, "0")}:00 on the ${ordinal(d)} of ${FULL_MONTHS[mo]} with ${v.name}.`;
        const draft = [restated, ...inventions.map((i) => `- ${i.text}`)].join("\n");
        expect(shown(draft, source)).toEqual(inventions.map((i) => i.shown));
      }),
      { numRuns: 300 },
    );
  });

  it("property: Chinese numerals in the session ground digits in the draft (amounts, dates, times); a changed amount is reported", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99_999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 1, max: 11 }),
        fc.integer({ min: 1, max: 9_999 }),
        (amount, month, day, hour, delta) => {
          const source = `决定：预算定为${zh(amount)}元，${zh(month)}月${zh(day)}日下午${zh(hour)}点半开会。`;
          const restated = `- 预算 ${amount.toLocaleString("en-US")} 元，${month}月${day}日 ${hour + 12}:30 开会`;
          expect(shown(restated, source)).toEqual([]);
          const changed = amount + delta;
          const reported = shown(`- 预算 ${changed} 元`, source);
          expect(reported).toHaveLength(1);
          expect(reported[0]).toContain(String(changed));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("property: building the source index emits at most 4 keys per character of any text (linear in the source)", () => {
    // Identifiers add their joins ("src/extract/digest.ts" → "extract/digest.ts" …), which is
    // quadratic in the parts of one identifier; MAX_JOIN_PARTS bounds that, and this bounds it
    // for any text, including runs of one-character parts and numerals of every script.
    const piece = fc.constantFrom("a", "Zed", "x9", "1", "two", ".", "/", "@", ":", "#", "-", "_", " ", "\n", ",", "v1.2", "2026-03-15", "9am", "Mar 5", "三千", "月", "点", "半", "k");
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 400 }).map((p) => p.join("")), fc.array(piece, { maxLength: 200 }).map((p) => p.join("")), (source, draft) => {
        const idx = new SourceIndex().add(source);
        expect(idx.work.chars).toBe(source.length);
        expect(idx.work.keys).toBeLessThanOrEqual(4 * source.length);
        // The same text twice is exactly twice the work: nothing depends on what came before.
        const twice = new SourceIndex().add(source).add(source);
        expect(twice.work.keys).toBe(2 * idx.work.keys);
        // The draft side: one lookup per distinct value, never more than its characters.
        expect(groundDraft(draft, idx).lookups).toBeLessThanOrEqual(draft.length);
      }),
      { numRuns: 300 },
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

function ordinal(n: number): string {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th");
  return `${n}${suffix}`;
}

/** 1–99,999 in Chinese numerals (三千二百, 一百零五, 十五, 二万零五), written independently of
 *  src/core/statements/cjk-numerals.ts, which reads them. */
function zh(n: number): string {
  const digit = "零一二三四五六七八九";
  if (n < 10) return digit[n]!;
  if (n < 20) return `十${n % 10 ? digit[n % 10] : ""}`;
  let out = "";
  let gap = false;
  for (const [unit, char] of [[10_000, "万"], [1_000, "千"], [100, "百"], [10, "十"], [1, ""]] as const) {
    const q = Math.floor(n / unit) % 10;
    if (q === 0) {
      gap = out !== "";
      continue;
    }
    out += `${gap ? "零" : ""}${digit[q]}${char}`;
    gap = false;
  }
  return out;
}
