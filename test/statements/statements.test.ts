// Statements the gate and the drafts read alike (docs/design.md, "Statements", "Specifics"):
// table rows labelled by their header, quantities with a unit and day.month. dates read as
// values, sentences that do not end at "Dr.".
import { describe, it, expect } from "vitest";
import { contentStatements } from "../../src/core/statements/content-statements.js";
import { RoutineIndex } from "../../src/core/statements/routine.js";
import { withoutColumnNames } from "../../src/core/statements/table-rows.js";
import { offeredKeys, specificsOf, valueKeys } from "../../src/core/statements/specifics.js";
import { contentTokens } from "../../src/core/text/content-tokens.js";

const day = (i: number) => `2026-07-${String(i).padStart(2, "0")}`;

function index(n: number, lines: (i: number) => string[]): RoutineIndex {
  const logs: Array<[string, string[]]> = [];
  for (let i = 1; i <= n; i++) logs.push([day(i), lines(i)]);
  return new RoutineIndex(logs);
}

describe("table rows", () => {
  const table = (rows: string[]) => ["| host | up | load | mem |", "|---|---|---|---|", ...rows.map((r) => `| ${r} |`)].join("\n");

  it("are labelled by their header, so a row of names and values has words", () => {
    expect(contentStatements(table(["pve1 | 43d | 0.31 | 36%"]))).toEqual(["host; up; load; mem", "host: pve1; up: 43d; load: 0.31; mem: 36%"]);
    // A table without a header row keeps its cells as they are.
    expect(contentStatements("| pve1 | 43d |\n| nas01 | 2d |")).toEqual(["pve1; 43d", "nas01; 2d"]);
  });

  it("a host table the notes carry every day is routine, whatever the uptimes and loads", () => {
    const r = index(7, (i) => contentStatements(table([`pve1 | ${40 + i}d | 0.${i}1 | ${30 + i}%`, `nas01 | ${i}d | 0.7${i} | 2${i}%`])));
    for (const s of contentStatements(table(["pve1 | 47d | 0.71 | 37%", "nas01 | 7d | 0.77 | 27%"])).slice(1)) expect(r.isRoutine(day(7), s)).toBe(true);
    // A host the table never had is news.
    expect(r.isRoutine(day(7), "host: hel2; up: 1d; load: 0.10; mem: 12%")).toBe(false);
  });

  it("read back without their column names when two rows are compared", () => {
    expect(withoutColumnNames("time: 11:30; system: grafana; event: moved to grafana.ops.example.net")).toBe("11:30; grafana; moved to grafana.ops.example.net");
    // Near miss: two labels are a sentence about its subjects ("Budget: €50K; Owner: Bob").
    expect(withoutColumnNames("Budget: €50K; Owner: Bob")).toBe("Budget: €50K; Owner: Bob");
    expect(withoutColumnNames("time: 11:30; grafana; event: moved")).toBe("time: 11:30; grafana; event: moved");
  });

  it("reads a two-column log's row as a row: a time stamp's cell, then the note", () => {
    // Every row of a `| Ħin | Nota |` table shares its two column names: compared with them, all
    // of a week's rows were one behaviour.
    expect(withoutColumnNames("Ħin: 05:55; Nota: Ir-reading tal-cold room kien 7°C")).toBe("05:55; Ir-reading tal-cold room kien 7°C");
    expect(withoutColumnNames("Date: 2031-09-22; Note: winch jammed again")).toBe("2031-09-22; winch jammed again");
    // Near miss: a first cell that is no stamp leaves two labels a sentence.
    expect(withoutColumnNames("Budget: €50K; Owner: Bob")).toBe("Budget: €50K; Owner: Bob");
    expect(withoutColumnNames("Room: 12; Note: tap drips")).toBe("Room: 12; Note: tap drips");
  });
});

describe("handles", () => {
  it("an @handle is a specific (it names a person or an account); an e-mail address stays one identifier", () => {
    expect(specificsOf("Priya Raman (@praman) accepted the invite")).toContain("w:@praman");
    expect([...specificsOf("mail bob@example.com")]).toEqual(["w:bob@example.com"]);
  });
});

describe("a quantity with its unit is a value, not an identifier", () => {
  it("43d, 9h41m and 6.2GiB key their numbers; hosts and instance types stay identifiers", () => {
    expect([...specificsOf("up 43d, resilver 9h41m, 6.2GiB new")].filter((k) => k.startsWith("w:"))).toEqual([]);
    // Hours and minutes without the m: a duration, not an identifier that is new every day.
    expect([...specificsOf("Sleep: 7h20, connection slipped 2h15")].filter((k) => k.startsWith("w:"))).toEqual([]);
    expect(specificsOf("up 43d")).toContain("n:43");
    expect([...specificsOf("pve1 on v2.3.1, p4d.24xlarge")].filter((k) => k.startsWith("w:")).sort()).toEqual(["w:p4d.24xlarge", "w:pve1"]);
  });
});

describe("readings joined by a slash are values", () => {
  it("28F/27.3F and 12v/11.8v key their numbers, so a daily reading is no new identifier each day; paths stay identifiers", () => {
    expect([...specificsOf("reefer ck 28F/27.3F, unit fuel 83%")].filter((k) => k.startsWith("w:"))).toEqual([]);
    expect(specificsOf("reefer ck 28F/27.3F")).toContain("n:27.3");
    expect([...specificsOf("battery 12v/11.8v at dawn")].filter((k) => k.startsWith("w:"))).toEqual([]);
    expect([...specificsOf("moved it to data/2024 and api/v2")].filter((k) => k.startsWith("w:")).sort()).toEqual(["w:api/v2", "w:data/2024"]);
  });

  it("a daily reading whose template recurs is routine once the slash pair is a value", () => {
    const docs: Array<[string, string[]]> = [];
    for (let i = 1; i <= 8; i++) docs.push([`2026-01-${String(i).padStart(2, "0")}`, [`${10 + i}${i}0 reefer ck ${20 + i}F/${20 + i}.${i}F, unit fuel ${40 + i * 5}%`]]);
    const ri = new RoutineIndex(docs);
    expect(ri.isRoutine("2026-01-03", docs[2]![1][0]!)).toBe(true);
  });
});

describe("a day and a month with a slash", () => {
  it("is a date when a year or a leading zero says so, day first, month first when only that reads", () => {
    expect([...valueKeys("ta djaluna 22/02 10:15 na Plaza Medico")]).toEqual(["d:2-22", "t:10:15"]);
    expect([...valueKeys("due 05/11")]).toEqual(["d:11-5"]);
    expect([...valueKeys("on 22/2/2027")]).toEqual(["d:2-22", "n:2027"]);
    expect([...valueKeys("invoice dated 02/22/27")]).toEqual(["d:2-22", "n:27"]);
  });

  it("near misses: a fraction, a round-the-clock, a full count and a path stay numbers", () => {
    for (const t of ["open 24/7", "14/14 out", "3/4 of the tank", "score 10/10", "a/b/12/05/x", "31/13/2027 is no date"]) {
      expect([...valueKeys(t)].some((k) => k.startsWith("d:")), t).toBe(false);
    }
  });
});

describe("sums of money as each locale writes them", () => {
  it("key as one amount: dots or commas between thousands, a comma or a dot before the cents", () => {
    for (const t of ["Rp1.250.000", "1.250.000đ", "Rp 1,250,000", "IDR 1250000"]) expect([...specificsOf(t)], t).toEqual(["n:1250000"]);
    expect([...specificsOf("verplant jetzt 19.580 € von 24.000 €")]).toEqual(["n:19580", "n:24000"]);
    // Grouped by dots with cents after a comma, the same amount with or without its currency.
    expect([...specificsOf("verplant: 19.580,00")]).toEqual(["n:19580"]);
    expect([...specificsOf("R$ 124.700,00")]).toEqual(["n:124700"]);
    expect([...specificsOf("$1,240.50 and €2,50")]).toEqual(["n:1240.5", "n:2.5"]);
    // A currency code glued to its amount is not an identifier; "php8" and "try3" still are.
    expect([...specificsOf("kr450 for parking")]).toEqual(["n:450"]);
    expect(specificsOf("php8 runtime on try3")).toContain("w:php8");
  });

  it("leave a number without a currency as it was: one dot is a decimal point, versions stay", () => {
    expect([...specificsOf("24.250 km")]).toEqual(["n:24.25"]);
    expect([...specificsOf("upgraded to 2.3.1")]).toEqual(["n:2.3.1"]);
  });

  it("a price in the log is represented by a refined line that writes its thousands another way", async () => {
    const { analyse, coverLines, isRepresented } = await import("../../src/core/statements/coverage.js");
    const s = analyse("Harga green bean Gayo naik jadi Rp1.250.000 per karung");
    expect(isRepresented(s, coverLines(["- Gayo green bean price up to Rp 1,250,000 per sack"]))).toBe(true);
    expect(isRepresented(s, coverLines(["- Gayo green bean price up to Rp 1,150,000 per sack"]))).toBe(false);
  });
});

describe("a number behind a Hebrew prefix letter", () => {
  it("is the value (ב-07:18 a time, ל-30 a number), not an identifier new to the record; a letter-hyphen-number label stays one", () => {
    expect([...specificsOf("נטע ומירב הגיעו ב-07:18, השאר עד 07:35")].sort()).toEqual(["t:7:18", "t:7:35"]);
    expect([...specificsOf("הזמנו ל-30 ילדים")]).toEqual(["n:30"]);
    expect(specificsOf("Gate A-12 is closed")).toContain("w:a-12");
  });
});

describe("dates with a month named in Spanish, Portuguese, French, Italian, German or Dutch", () => {
  it("key as the same date as in English, and the month is not a name", () => {
    for (const t of ["la entrega se recorre al jueves 3 de diciembre", "consegna il 3 dicembre", "Abgabe am 3. Dezember", "livraison le 3 décembre", "entrega em 3 de dezembro", "oplevering 3 december"]) {
      expect([...specificsOf(t)].filter((k) => k.startsWith("d:")), t).toEqual(["d:12-3"]);
      expect([...specificsOf(t)].some((k) => /^w:(dezember|diciembre|dicembre)$/.test(k)), t).toBe(false);
    }
    expect(specificsOf("20 de noviembre")).toEqual(specificsOf("November 20"));
    // Out of a date, a word spelled like a month stays a name.
    expect(specificsOf("Call with Mai Nguyen about Mars")).toEqual(new Set(["w:mai", "w:nguyen", "w:mars"]));
    // Only after a day number: a month alone, or a word that starts like one, is no date.
    expect([...specificsOf("el informe de marzo, Marzotto 12 marzolino")].filter((k) => k.startsWith("d:"))).toEqual([]);
  });
});

describe("names that start like a month", () => {
  it("are names; a month's own name or abbreviation is not one", () => {
    expect(specificsOf("Handed over to Martin, Janet and Julia Novak")).toEqual(new Set(["w:martin", "w:janet", "w:julia", "w:novak"]));
    expect([...specificsOf("Back in March, and again in Sept")].filter((k) => k.startsWith("w:"))).toEqual([]);
  });
});

describe("dates written day.month.", () => {
  it("key as dates, with two digits each; a section number or a version is not one", () => {
    expect([...specificsOf("Kontrolle: Do 16.07., 15:30")].sort()).toEqual(["d:7-16", "t:15:30"]);
    expect(specificsOf("16.07.2026")).toEqual(specificsOf("2026-07-16"));
    expect([...specificsOf("went into section 4.1.")]).toEqual(["n:4.1"]);
    expect([...specificsOf("31.13. is no date")]).toEqual(["n:31.13"]);
  });

  it("a bullet that dropped the closing dot still covers the date", () => {
    expect(offeredKeys("Kat fitted Tuesday 18.08")).toContain("d:8-18");
  });
});

describe("sentences", () => {
  it("do not end at a title's abbreviation or an initial", () => {
    expect(contentStatements("Booked Theo with the dentist (Dr. Sørensen) for 15:40. The office rang back. Sarah joined, reporting to Bob. Read the notes.")).toEqual([
      "Booked Theo with the dentist (Dr. Sørensen) for 15:40.",
      "The office rang back.",
      "Sarah joined, reporting to Bob.",
      "Read the notes.",
    ]);
  });

  it("do not end at a numbering abbreviation before its number, and still end after a word before a number", () => {
    expect(contentStatements("- [ ] Grabar el scratch VO para Northpeak ep. 15 — imposible, el taladro del vecino")).toEqual(["Grabar el scratch VO para Northpeak ep. 15 — imposible, el taladro del vecino"]);
    expect(contentStatements("See no. 4 and p. 12 of the lease. Signed by both.")).toEqual(["See no. 4 and p. 12 of the lease.", "Signed by both."]);
    expect(contentStatements("Deploy done. 3 PRs merged. Invoice sent.")).toEqual(["Deploy done.", "3 PRs merged.", "Invoice sent."]);
  });

  it("a run-on sentence is cut at its semicolons, a short one and a table row are not", () => {
    expect(contentStatements("rain 4 mm overnight and the gauge nearly full again; milked both goats in the shed, 3.1 litres between them; the fox took a hen by the top gate, the third this month")).toEqual([
      "rain 4 mm overnight and the gauge nearly full again;",
      "milked both goats in the shed, 3.1 litres between them;",
      "the fox took a hen by the top gate, the third this month",
    ]);
    // A short one is one thought.
    expect(contentStatements("Kita closes for three weeks; Oma Heide takes the second and third")).toHaveLength(1);
    expect(contentStatements("| host | up |\n| --- | --- |\n| pve1 | 43d |")).toEqual(["host; up", "host: pve1; up: 43d"]);
  });

  it("a number before Chinese is a number, and the Chinese its own words", () => {
    expect(contentTokens("6幢的电梯").map((t) => t.norm)).toEqual(["6", "幢的", "的电", "电梯"]);
  });
});

describe("a name after a title or an initial is a specific", () => {
  it("reads Halloran, Qian and Ortiz as names, and the titles as none", () => {
    expect([...specificsOf("Met the new homeroom teacher at pickup: Ms. Halloran, very kind.")]).toContain("w:halloran");
    expect([...specificsOf("Leo saw the dermatologist, Dr. Qian, about the rash.")]).toEqual(["w:qian"]);
    expect([...specificsOf("Signed off by J. Ortiz yesterday")]).toContain("w:ortiz");
  });

  it("so a restatement that drops the name does not represent the statement", async () => {
    const { analyse, coverLines, isRepresented } = await import("../../src/core/statements/coverage.js");
    const s = analyse("Leo saw the dermatologist, Dr. Qian, about the rash on his arm.");
    // (Before names after titles were read, "Dr" was the specific, and this line held it.)
    expect(isRepresented(s, coverLines(["- Dr. appointment: Leo saw the dermatologist about the rash on his arm"]))).toBe(false);
    expect(isRepresented(s, coverLines(["- Leo saw Dr. Qian (dermatologist) about the rash"]))).toBe(true);
  });
});

describe("a date written day. month. with a space", () => {
  it("is one date: the sentence is not cut inside it, and it keys as a date, with its year", () => {
    expect(contentStatements("Věneček: sál potvrdil sobotu 11. 12., 19:00–24:00, Jana poslala zálohu.")).toHaveLength(1);
    expect(contentStatements("Petr oznámil, že k 31. 12. 2027 končí. Salsa bude bez lektora.")).toEqual(["Petr oznámil, že k 31. 12. 2027 končí.", "Salsa bude bez lektora."]);
    expect(specificsOf("Kontrolle am 3. 11. um 9 Uhr")).toContain("d:11-3");
    expect(specificsOf("k 31. 12. 2027")).toEqual(new Set(["d:12-31", "n:2027"]));
    // Near misses: a sentence that ends on a number, and numbers that are no day and month.
    expect(contentStatements("Page 12. 13 people came.")).toHaveLength(2);
    expect([...specificsOf("31. 13.")].sort()).toEqual(["n:13", "n:31"]);
  });
});

describe("dates that name the month first, as Filipino and Hungarian write them", () => {
  it("key as the same date as in English, and the month is not a name", () => {
    expect(specificsOf("na-move daw sa Hulyo 9 ang inspection")).toEqual(new Set(["d:7-9"]));
    expect(specificsOf("a szüret június 7. szombaton kezdődik")).toEqual(new Set(["d:6-7"]));
    expect([...specificsOf("inspection sa Hulyo 7, 8am")].filter((k) => k.startsWith("d:"))).toEqual(["d:7-7"]);
    expect(specificsOf("Hulyo 9")).toEqual(specificsOf("July 9"));
  });

  it("not a number that goes on, a year, or a name too short to tell from a word", () => {
    expect([...specificsOf("Hulyo 2027 ang GA")].some((k) => k.startsWith("d:"))).toBe(false);
    expect([...specificsOf("sa Hulyo 7:30 ang alis")].some((k) => k.startsWith("d:"))).toBe(false);
    expect([...specificsOf("Hulyo 7.5 kg")].some((k) => k.startsWith("d:"))).toBe(false);
    // Romanian "mai" is also "more": "încă mai 5 minute" is five more minutes.
    expect([...specificsOf("încă mai 5 minute")].some((k) => k.startsWith("d:"))).toBe(false);
  });
});

describe("a month-first date is read the same way by both scans", () => {
  it("a month's name before a number that is no day stays a name, and is no date", () => {
    expect([...specificsOf("ang meeting sa Hulyo 45 daw")].sort()).toEqual(["n:45", "w:hulyo"]);
    expect([...specificsOf("ang meeting sa Hulyo 7:3 daw")].sort()).toEqual(["n:3", "n:7", "w:hulyo"]);
  });

  it("a month's name before a day is a date, and no name", () => {
    expect([...specificsOf("ang meeting sa Hulyo 31 daw")]).toEqual(["d:7-31"]);
  });
});
