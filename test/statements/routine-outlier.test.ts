/**
 * A standing line whose number lies far outside what it reads on other days is no routine: the
 * routine's words carry the day's news (a record till, a head count three times the usual).
 */
import { describe, expect, it } from "vitest";
import { RoutineIndex } from "../../src/core/statements/routine.js";
import { draftDay } from "../../src/skills/memory-compactor/day-draft.js";
import { SubjectIndex } from "../../src/core/statements/subjects.js";

const TILLS = [6021, 5335.5, 7978, 6278.5, 6670.5, 6448, 6003, 7803, 5881.5, 6585.5, 5346, 6664];
const day = (i: number) => `2027-05-${String(i + 1).padStart(2, "0")}`;
const till = (v: number) => `[23:10] Efectivo $${v.toLocaleString("en-US", { minimumFractionDigits: 2 })} | Tarjeta $3,410.00`;

function index(extra: Array<[string, string]>, values = TILLS): RoutineIndex {
  const logs: Array<[string, string[]]> = values.map((v, i) => [day(i), [till(v), `Gas tank at ${40 + i}%, refill tomorrow`]]);
  for (const [d, s] of extra) logs.push([d, [s]]);
  return new RoutineIndex(logs);
}

describe("a standing line's reading outside its normal range", () => {
  it("a till three times its usual is no routine, and the number is named", () => {
    const line = till(18940);
    const r = index([["2027-05-20", line]]);
    expect(r.outlierReading("2027-05-20", line)).toEqual({ raw: "18,940.00", days: 12 });
    expect(r.isRoutine("2027-05-20", line)).toBe(false);
  });

  it("reads thousands grouped by spaces as one reading: a record day of 1 212 skipasses among days of 200 to 750 is no routine", () => {
    const total = (n: string) => `Jami bugun: ${n} ta skipass, kassa yopildi.`;
    const counts = ["234", "753", "299", "200", "215", "231", "271", "362", "233", "289", "395", "528", "746"];
    const logs: Array<[string, string[]]> = counts.map((n, i) => [day(i), [total(n)]]);
    const line = total("1 212");
    logs.push(["2027-05-20", [line]]);
    const r = new RoutineIndex(logs);
    expect(r.outlierReading("2027-05-20", line)).toEqual({ raw: "1 212", days: 13 });
    expect(r.isRoutine("2027-05-20", line)).toBe(false);
  });

  it("reads a decimal comma as a decimal point: a brine at 12,1 °Bé among days of 18,8 to 20,3 is no routine", () => {
    const brine = (be: string) => `[[Slanica]] ven 8, noter 8, v kopeli 44 · ${be} °Bé, 13,6 °C`;
    const readings = ["19,8", "19,5", "19,2", "19,7", "19,4", "18,8", "19,6", "19,3", "20,2", "19,6", "20,3", "19,9"];
    const logs: Array<[string, string[]]> = readings.map((v, i) => [day(i), [brine(v)]]);
    const r = new RoutineIndex([...logs, ["2027-05-20", [brine("12,1")]]]);
    // Read as their whole numbers (12 among 18, 19 and 20) the readings had no spread to leave.
    expect(r.outlierReading("2027-05-20", brine("12,1"))).toEqual({ raw: "12,1", days: 12 });
    expect(r.isRoutine("2027-05-20", brine("12,1"))).toBe(false);
    expect(r.isRoutine("2027-05-20", brine("19,9"))).toBe(true);
  });

  it("a reading inside the range, or just past it, stays routine", () => {
    for (const v of [6100, 8200, 4900]) {
      const line = till(v);
      const r = index([["2027-05-20", line]]);
      expect(r.outlierReading("2027-05-20", line)).toBeNull();
      expect(r.isRoutine("2027-05-20", line)).toBe(true);
    }
  });

  it("a counter that only grows leaves its range every day: never an outlier", () => {
    const odo = (km: number) => `Mileage log: ${km.toLocaleString("en-US")} km on the clock`;
    const logs: Array<[string, string[]]> = Array.from({ length: 12 }, (_, i) => [day(i), [odo(30000 + i * 350)]]);
    const r = new RoutineIndex([...logs, ["2027-05-20", [odo(39000)]]]);
    expect(r.outlierReading("2027-05-20", odo(39000))).toBeNull();
  });

  it("a label is no reading: a seal or bill-of-lading number, a code with a leading zero, a time written with a dot", () => {
    const seal = (n: string) => `BOL ${n}, seal checked, set 34F`;
    const logs: Array<[string, string[]]> = Array.from({ length: 12 }, (_, i) => [day(i), [seal(String(5520871 + i * 13))]]);
    const r = new RoutineIndex([...logs, ["2027-05-20", [seal("9912008")]]]);
    expect(r.outlierReading("2027-05-20", seal("9912008"))).toBeNull();
    const close = (t: string) => `Zamknięcie ${t}, alarm uzbrojony`;
    const logs2: Array<[string, string[]]> = Array.from({ length: 12 }, (_, i) => [day(i), [close(`19.${String(10 + i).padStart(2, "0")}`)]]);
    const r2 = new RoutineIndex([...logs2, ["2027-05-20", [close("21.45")]]]);
    expect(r2.outlierReading("2027-05-20", close("21.45"))).toBeNull();
  });

  it("with fewer than 8 other days there is no range to judge by", () => {
    const line = till(18940);
    const r = index([["2027-05-20", line]], TILLS.slice(0, 7));
    expect(r.outlierReading("2027-05-20", line)).toBeNull();
  });

  it("the day draft lists it as an anomaly that names the number", () => {
    const line = till(18940);
    const logs: Array<[string, string[]]> = TILLS.map((v, i) => [day(i), [till(v)]]);
    logs.push(["2027-05-20", [line]]);
    const d = draftDay({ date: "2027-05-20", log: line, routine: new RoutineIndex(logs), subjects: new SubjectIndex(logs) });
    expect(d.items.anomalies).toHaveLength(1);
    expect(d.items.anomalies[0]!.why).toBe("18,940.00 is far outside what this line reads on the other 12 days");
    expect(d.markdown).not.toBeNull();
  });
});

describe("a standing line that leaves a figure out", () => {
  const line = (count: number, total: string, pos?: string) => `La Tătărași s-au vândut ${count} de covrigi, casa a închis la ${total} lei${pos ? `, din care ${pos} lei pe POS` : ""}.`;
  const COUNTS = [630, 663, 727, 655, 690, 702, 648, 671, 715, 684, 659, 701];
  const TOTALS = ["4.034,10", "4.688,20", "3.770,30", "4.120,00", "4.301,60", "3.905,40", "4.450,90", "4.012,30", "4.566,70", "3.988,80", "4.240,10", "4.377,50"];
  const logs = (extra: string): Array<[string, string[]]> => [...COUNTS.map((c, i): [string, string[]] => [day(i), [line(c, TOTALS[i]!, "2.017,10")]]), ["2027-05-20", [extra]]];

  it("is read against the numbers written after the same words on the other days: a record count is no routine", () => {
    const odd = line(1860, "8.940,50");
    const r = new RoutineIndex(logs(odd));
    expect(r.outlierReading("2027-05-20", odd)).not.toBeNull();
    expect(r.isRoutine("2027-05-20", odd)).toBe(false);
  });

  it("and the day draft lists it as an anomaly, so the log is not forgotten with it", () => {
    const odd = line(1860, "8.940,50");
    const l = logs(odd);
    const d = draftDay({ date: "2027-05-20", log: odd, routine: new RoutineIndex(l), subjects: new SubjectIndex(l) });
    expect(d.items.anomalies).toHaveLength(1);
    expect(d.markdown).toContain("1860 is far outside what this line reads");
  });

  it("near miss: the same short line with usual figures stays routine", () => {
    const usual = line(668, "4.101,20");
    const r = new RoutineIndex(logs(usual));
    expect(r.outlierReading("2027-05-20", usual)).toBeNull();
  });
});

describe("a statement that is one word and its number", () => {
  // Mornings of "Saalis 20,1 kraadi, lastenurgas 19,3." (the hall, the children's corner), and
  // the morning the boiler stopped, told apart as "Saalis 11,4 °C.".
  const HALL = ["20,1", "19,9", "20,2", "19,5", "19,7", "20,0", "19,8", "20,3", "19,6", "20,1", "19,4", "19,9"];
  const morning = (v: string) => `Saalis ${v} kraadi, lastenurgas 19,8.`;
  const logs = (extra: string): Array<[string, string[]]> => [...HALL.map((v, i): [string, string[]] => [day(i), [morning(v)]]), ["2027-05-20", [extra]]];

  it("reads its number against the numbers that open the same word's statements on other days", () => {
    const odd = "Saalis 11,4 °C.";
    const r = new RoutineIndex(logs(odd));
    expect(r.outlierReading("2027-05-20", odd)).toEqual({ raw: "11,4", days: 12 });
    expect(r.isRoutine("2027-05-20", odd)).toBe(false);
  });

  it("near miss: the usual reading stays routine", () => {
    const usual = "Saalis 19,9 °C.";
    const r = new RoutineIndex(logs(usual));
    expect(r.outlierReading("2027-05-20", usual)).toBeNull();
  });

  it("near miss: the same word after other words on other days is another label", () => {
    // "Hommikul saalis 20,1 kraadi.": keyed by the words before the number, not by an opening word.
    const after = (v: string) => `Hommikul saalis ${v} kraadi.`;
    const odd = "Saalis 11,4 °C.";
    const r = new RoutineIndex([...HALL.map((v, i): [string, string[]] => [day(i), [after(v)]]), ["2027-05-20", [odd]]]);
    expect(r.outlierReading("2027-05-20", odd)).toBeNull();
  });
});

describe("a reading whose line is worded anew each day", () => {
  // A cold room's night reading, never written the same way twice.
  const wordings = [
    (a: string, b: string) => `Night was quiet. cold room 1 ${a}°C, cold room 2 ${b}°C`,
    (a: string, b: string) => `cold room ${a} / ${b}°C, doors shut`,
    (a: string, b: string) => `Doors closed, cold room 1 ${a}°C, 2 ${b}°C`,
    (a: string) => `cold room fine, ${a}°C`,
  ];
  const temps = ["2.1", "1.4", "2.8", "1.1", "3.2", "2.6", "1.9", "2.2", "1.6", "3.0", "2.4", "1.3", "2.7", "1.8"];
  const logs = (extra: string): Array<[string, string[]]> => [
    ...temps.map((t, i): [string, string[]] => [day(i), [wordings[i % 4]!(t, temps[(i + 5) % temps.length]!), `Bus from Dukem at 06:${10 + i}, ${30 + i} workers`]]),
    ["2027-05-20", [extra]],
  ];

  it("is read against the same measure in other days' statements that share a word: a cold room at 11.6°C is no routine", () => {
    const line = "Night was quiet. cold room 1 2.1°C, cold room 2 11.6°C";
    const r = new RoutineIndex(logs(line));
    expect(r.outlierReading("2027-05-20", line)).toBeNull();
    expect(r.measureOutlier("2027-05-20", line)).toMatchObject({ raw: "11.6" });
    expect(r.isRoutine("2027-05-20", line)).toBe(false);
  });

  it("the day draft lists the standing line as an anomaly that names the number, so the log is not forgotten with it", () => {
    const line = "Night was quiet. cold room 1 2.1°C, cold room 2 11.6°C";
    const days = logs(line);
    const r = new RoutineIndex(days);
    expect(r.isStanding("2027-05-20", line)).toBe(true);
    const d = draftDay({ date: "2027-05-20", log: line, routine: r, subjects: new SubjectIndex(days) });
    expect(d.items.anomalies).toHaveLength(1);
    expect(d.markdown).toContain("11.6 is far outside what this line reads on the other");
  });

  it("near miss: the usual readings stay routine", () => {
    const line = "Night was quiet. cold room 1 2.1°C, cold room 2 2.9°C";
    const r = new RoutineIndex(logs(line));
    expect(r.measureOutlier("2027-05-20", line)).toBeNull();
  });
});

// Read on fewer than eight other days, a line has too few readings for the range test. Where it
// held steady and jumped, that is read as news: the forgetting gate deletes what is routine.
describe("a steady line's jump on few days", () => {
  const fuel = (litres: number, price: string) => `An sayo fetur lita ${litres} a gidan man Mai-Kwano, ₦${price} kowace lita.`;
  const prices = ["1,090", "1,070", "1,055", "1,110", "1,110"];
  const logs = (today: string): Array<[string, string[]]> => [
    ...prices.map((p, i): [string, string[]] => [day(i * 3), [fuel(10, p)]]),
    ["2027-05-20", [today]],
  ];

  it("a fuel price of ₦1,055–1,110 on five days that reads ₦650 today is no routine", () => {
    const line = fuel(10, "650");
    const r = new RoutineIndex(logs(line));
    expect(r.outlierReading("2027-05-20", line)).toEqual({ raw: "650", days: 5 });
    expect(r.isRoutine("2027-05-20", line)).toBe(false);
  });

  it("near misses: a price in its range, a line that varies, a line read on three other days", () => {
    const usual = fuel(10, "1,080");
    expect(new RoutineIndex(logs(usual)).isRoutine("2027-05-20", usual)).toBe(true);
    // Litres of 6 to 15 vary by more than a tenth of their median: 30 is no jump from a steady line.
    const varied = [6, 15, 9, 12, 7].map((l, i): [string, string[]] => [day(i * 3), [`An zuba fetur lita ${l} a janareta.`]]);
    const thirty = "An zuba fetur lita 30 a janareta.";
    expect(new RoutineIndex([...varied, ["2027-05-20", [thirty]]]).isRoutine("2027-05-20", thirty)).toBe(true);
    const three = logs(fuel(10, "650")).slice(2);
    expect(new RoutineIndex(three).outlierReading("2027-05-20", fuel(10, "650"))).toBeNull();
  });
});
