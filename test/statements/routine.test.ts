// Routine by evidence (docs/design.md, "Routine and salience"): what the workspace's own logs
// repeat, once values are set aside, and names or hosts that a line's slot held before.
import { describe, it, expect } from "vitest";
import { RoutineIndex, templateWords } from "../../src/core/statements/routine.js";
import { contentStatements } from "../../src/core/statements/content-statements.js";

const day = (i: number) => `2026-07-${String(i).padStart(2, "0")}`;

/** `n` days of logs, day i holding `lines(i)`. */
function index(n: number, lines: (i: number) => string[]): RoutineIndex {
  const logs: Array<[string, string[]]> = [];
  for (let i = 1; i <= n; i++) logs.push([day(i), lines(i)]);
  return new RoutineIndex(logs);
}

describe("routine templates: the words around a slot", () => {
  it("a line whose slot takes one of a few names is routine once its words recur on enough days; a name the slot never held is news", () => {
    const who = ["Anke", "Oma Heide", "Anke", "Oma Heide", "Anke", "Oma Heide"];
    const r = index(6, (i) => [`Abholung 16:${10 + i}: ${who[i - 1]}`]);
    expect(r.isRoutine(day(6), "Abholung 16:45: Anke")).toBe(true);
    expect(r.isRoutine(day(6), "Abholung 16:45: Kofi")).toBe(false);
    // New words around the slot are news, whoever is in it.
    expect(r.isRoutine(day(6), "Abholung 16:45: Anke, then the pediatrician about the rash")).toBe(false);
  });

  it("Chinese numerals are values too: an order count written in characters does not make the line new", () => {
    const n = ["五十", "五十九", "二十一", "四十五", "四十二", "三十七"];
    const r = index(6, (i) => [`今日订单${n[i - 1]}单，和昨天差不多`]);
    expect(r.isRoutine(day(6), "今日订单六十一单，和昨天差不多")).toBe(true);
  });

  it("a calendar line alternating between two people is routine, with a third it is news", () => {
    const who = ["Sam", "Kofi", "Sam", "Kofi", "Sam", "Kofi"];
    const r = index(6, (i) => [`Calendar: 1:1 with ${who[i - 1]} at 1${i}:00, otherwise clear`]);
    expect(r.isRoutine(day(6), "Calendar: 1:1 with Kofi at 16:30, otherwise clear")).toBe(true);
    expect(r.isRoutine(day(6), "Calendar: 1:1 with Beatriz at 16:30, otherwise clear")).toBe(false);
  });

  it("a slot that takes a name said on no other day on most days expects one: a new name there is routine, a new id or new words are not", () => {
    const pets = ["Hugo", "Poppy", "Charlie", "Ollie", "Otis", "Bean"];
    const r = index(6, (i) => [`Nurse check on ${pets[i - 1]}: stitches out, looks great`]);
    expect(r.isRoutine(day(6), "Nurse check on Biscuit: stitches out, looks great")).toBe(true);
    expect(r.isRoutine(day(6), "Nurse check on R2-D2: stitches out, looks great")).toBe(false);
    expect(r.isRoutine(day(6), "Nurse check on Biscuit: stitches out, wound reopened overnight")).toBe(false);
    // Fewer other days than ROUTINE_MIN_DAYS: not a standing line yet.
    const short = index(4, (i) => [`Nurse check on ${pets[i - 1]}: stitches out, looks great`]);
    expect(short.isRoutine(day(4), "Nurse check on Biscuit: stitches out, looks great")).toBe(false);
  });

  it("a slot with a name said on no other day on only a few of its days is not open: a new name is news", () => {
    const who = ["Sam", "Kofi", "Sam", "Kofi", "Sam", "Kofi", "Sam", "Lena", "Kofi"];
    const r = index(9, (i) => [`Calendar: 1:1 with ${who[i - 1]} at 1${i % 10}:00, otherwise clear`]);
    expect(r.isRoutine(day(9), "Calendar: 1:1 with Beatriz at 16:30, otherwise clear")).toBe(false);
  });

  it("a new id in a standing line is news (a release, a run), however often the words recur", () => {
    const r = index(6, (i) => [`训练日志（run_09${10 + i}）：`, `Decided to ship part ${i} of Atlas as release atlas-r${i}.`]);
    expect(r.isRoutine(day(6), "训练日志（run_0916）：")).toBe(false);
    expect(r.isRoutine(day(6), "Decided to ship part 6 of Atlas as release atlas-r6.")).toBe(false);
  });

  it("a slot that holds a code of its own shape each day (a payment's confirmation code) is routine; a code in a numbered series is not", () => {
    const codes = ["T8BLQS5ASZ", "TF6XRU78CK", "TCDCUXFPHK", "TR1MET8TVF", "TSKWEXBPKT", "QW3ERT9YUZ"];
    const r = index(6, (i) => [`M-Pesa confirmed ${codes[i - 1]}: KES ${150 * i} to Baraka for weekend airtime`]);
    expect(r.isRoutine(day(6), "M-Pesa confirmed ZX9CVB2NMQ: KES 300 to Baraka for weekend airtime")).toBe(true);
    // New words around the code are news, whatever the code.
    expect(r.isRoutine(day(6), "M-Pesa confirmed ZX9CVB2NMQ: KES 300 to Baraka, reversed by the bank")).toBe(false);
    // A slot whose codes share a shape is a series (a release, a ticket): the next one is news.
    const series = index(6, (i) => [`Paid supplier invoice INV-20${40 + i} by transfer today`]);
    expect(series.isRoutine(day(6), "Paid supplier invoice INV-2099 by transfer today")).toBe(false);
    // So is a code said on another day before: the slot no longer takes a fresh one each time.
    const reused = index(6, (i) => [`M-Pesa confirmed ${codes[i % 3]}: KES ${150 * i} to Baraka for weekend airtime`]);
    expect(reused.isRoutine(day(6), "M-Pesa confirmed ZX9CVB2NMQ: KES 300 to Baraka for weekend airtime")).toBe(false);
  });

  it("fewer other days than ROUTINE_MIN_DAYS, or a one-word template, are not enough", () => {
    const who = ["Anke", "Oma Heide", "Anke", "Oma Heide"];
    const r = index(4, (i) => [`Abholung 16:${10 + i}: ${who[i - 1]}`]);
    expect(r.isRoutine(day(4), "Abholung 16:45: Oma Heide")).toBe(false);
    expect(templateWords("Call Priya")).toBe("");
  });

  it("a date in the slot is news, the note's own date is not", () => {
    const r = index(8, (i) => [`${day(i)} dentist reminder sent`]);
    expect(r.isRoutine(day(8), `${day(8)} dentist reminder sent`)).toBe(true);
    expect(r.isRoutine(day(8), "2026-09-30 dentist reminder sent")).toBe(false);
  });
});

describe("look-alikes", () => {
  it("a line of two words and a sum is not like every line that holds one of them: a deposit of its own is no routine", () => {
    // Every day has a till line ("owó wọlé: …"), and some a customer's "Deposit ₦…"; one day
    // writes a new customer's deposit as "owó: deposit ₦180,000". Its words were each said on
    // many days, one in the till lines and one in the deposit lines, and a one-word deposit line
    // shares half its words: it read as routine, and the gate let the log go.
    // The deposits run from ₦20,000 to a wedding party's ₦400,000: ₦180,000 is no outlier.
    const r = index(20, (i) => [`Deposit ₦${i === 1 ? "400,000" : `${(i % 7) + 2}0,000`}`, `owó wọlé: ₦${70 + i},500 (tr / cash)`]);
    expect(r.isRoutine(day(20), "owó: deposit ₦180,000")).toBe(false);
    // Near miss: the deposit line itself, with a sum in its range, is routine.
    expect(r.isRoutine(day(20), "Deposit ₦40,000")).toBe(true);
  });
});

describe("verbatim repeats", () => {
  it("a line of three words or more, said word for word on three other days, is routine", () => {
    const r = index(10, (i) => (i % 3 === 0 ? ["Groceries done, corner shop"] : ["Worked on the report"]));
    // Said on days 3, 6 and 9: two other days for each, not enough.
    expect(r.isRoutine(day(9), "Groceries done, corner shop")).toBe(false);
    const r2 = index(12, (i) => (i % 3 === 0 ? ["Groceries done, corner shop"] : ["Worked on the report"]));
    expect(r2.isRoutine(day(12), "Groceries done, corner shop")).toBe(true);
  });

  it("a line of values alone (a log's hour-range heading) said as it is on four other days is routine", () => {
    const r = index(6, (i) => ["06:00–09:00", `Fridge A ${i},0°C`, "12:00–15:00"]);
    expect(r.isRoutine(day(6), "06:00–09:00")).toBe(true);
    // Another value is news; the same values on three other days are not enough.
    expect(r.isRoutine(day(6), "06:00–10:00")).toBe(false);
    const few = index(4, () => ["06:00–09:00"]);
    expect(few.isRoutine(day(4), "06:00–09:00")).toBe(false);
  });

  it("a recurring problem told in other words each time is not routine", () => {
    const told = ["pi-dns hung again, restarted FTL", "DNS down, pi-dns needed a power cycle", "pi-dns unreachable after the gravity run", "pi-dns remounted read-only overnight", "no DNS for twenty minutes, pi-dns again"];
    const r = index(5, (i) => [told[i - 1] as string]);
    for (let i = 1; i <= 5; i++) expect(r.isRoutine(day(i), told[i - 1] as string)).toBe(false);
  });
});

describe("standing slots and fresh words (what decides a quiet day, never what is forgotten)", () => {
  const menus = ["pasta in tomato sauce", "fish cakes with couscous", "chicken schnitzel with mash", "stir-fried noodles with vegetables", "lentil soup and bread", "rice with chickpea stew", "shakshuka with pitta"];
  const lunches = (n: number) => index(n, (i) => [`Lunch: ${menus[i % menus.length]}, arrived at 11:${20 + i}, ${28 + (i % 4)} portions`, `Inbox: ${i} new`]);

  it("a slot whose lines take new words on most days holds today's new dish as routine; that is not routine by isRoutine", () => {
    const r = lunches(7);
    const today = "Lunch: beetroot risotto with feta, arrived at 11:31, 30 portions";
    expect(r.inStandingSlot(day(8), today)).toBe(true);
    // The stricter test the forgetting gate uses still calls the new dish news.
    expect(r.isRoutine(day(8), today)).toBe(false);
  });

  it("a slot said on fewer than ROUTINE_MIN_DAYS other days is not standing", () => {
    const r = lunches(4);
    expect(r.inStandingSlot(day(4), "Lunch: beetroot risotto with feta, arrived at 11:31, 30 portions")).toBe(false);
  });

  it("a slot whose words repeat (a closed slot) is standing only for its own words", () => {
    const r = index(8, (i) => [`Weather: ${["sunny", "cloudy", "rain"][i % 3]}, ${10 + i}°`]);
    expect(r.inStandingSlot(day(9), "Weather: cloudy, 14°")).toBe(true);
    expect(r.inStandingSlot(day(9), "Weather: hail broke the greenhouse roof, 14°")).toBe(false);
  });

  it("a clock time's colon is no label: memos opened by a time of day are no one slot", () => {
    // Each afternoon memo opens with the time of day and the clock ("galabnimo 4:40 …",
    // "afternoon, 4:40") and says something else each day.
    const said = ["the children came home, Ikraan brought her new teacher's name", "the power was cut for twenty minutes", "Deeqa paid the women by Zaad", "the minibus came back late from the hotel", "a herder asked about the price for next month", "the water tank was filled by the lorry", "Muuse put diesel in the generator"];
    const r = index(7, (i) => [`galabnimo ${i}:4${i} ${said[i - 1]}`]);
    expect(r.inStandingSlot(day(9), "galabnimo 4:40 the new 1,000 litre cooler comes on 22 November")).toBe(false);
    // A label's own colon, after a number, still opens a slot ("Room 2: …" on every day).
    const rooms = index(7, (i) => [`Room 2: ${said[i - 1]}`]);
    expect(rooms.inStandingSlot(day(9), "Room 2: the new 1,000 litre cooler comes on 22 November")).toBe(true);
  });

  it("a clock time after a short marker is no label: lines stamped \"nal. 09.00 –\" are no one slot", () => {
    const said = ["the children came home, Ikraan brought her new teacher's name", "the power was cut for twenty minutes", "Deeqa paid the women by Zaad", "the minibus came back late from the hotel", "a herder asked about the price for next month", "the water tank was filled by the lorry", "Muuse put diesel in the generator"];
    const r = index(7, (i) => [`nal. 0${i}.4${i} – ${said[i - 1]}`, `kl. 1${i}.05 – ${said[7 - i]}`]);
    expect(r.inStandingSlot(day(9), "nal. 09.00 – the new 1,000 litre cooler comes on 22 November")).toBe(false);
    expect(r.inStandingSlot(day(9), "kl. 10.15 – the new 1,000 litre cooler comes on 22 November")).toBe(false);
    // After the stamp, a label is still a slot ("nal. 07.45 – DMI: …" on every day).
    const weather = index(7, (i) => [`nal. 07.4${i} – DMI: ${["sunny", "cloudy", "rain"][i % 3]}, ${i}°`]);
    expect(weather.inStandingSlot(day(9), "nal. 07.45 – DMI: cloudy, 3°")).toBe(true);
  });

  it("fresh words are the words no other day on record says", () => {
    const r = lunches(7);
    expect(r.freshWords(day(3), "Lunch: fish cakes with couscous")).toEqual([]);
    expect(r.freshWords(day(8), "Lunch: fish cakes, the caterer Tavlin raises prices")).toEqual(expect.arrayContaining(["caterer", "tavlin"]));
    expect(r.freshWords(day(8), "Lunch: fish cakes, the caterer Tavlin raises prices")).not.toContain("fish");
  });
});

describe("a table row's or a record's labels are no slot", () => {
  it("a table row is told in no standing slot: its columns are every row's, its cells the day's events", () => {
    // An on-call log: each day's row tells that day's event, in words no other day says.
    const events = ["kafka lag", "ingress restart", "certbot renewal", "pager flap", "vacuum bloat", "quota spike", "canary rollback", "dns drift", "etcd compaction", "runner starvation"];
    const days: Array<[string, string[]]> = events.map((e, i) => [`2026-09-${String(i + 1).padStart(2, "0")}`, [`time: 0${7 + (i % 3)}:${10 + i}; system: ops; event: ${e} handled; note: —`]]);
    const news = "time: 14:00; system: ops; event: Datadog renewal quote came in at $96,000/yr on a 3-year term; note: finance wants options";
    days.push(["2026-09-14", [news]]);
    const r = new RoutineIndex(days);
    expect(r.inStandingSlot("2026-09-14", news)).toBe(false);
    // Near miss: a labelled line of prose still has its label's slot.
    const lunches: Array<[string, string[]]> = ["pho with Sam", "ramen with Beatriz", "tacos with Ola", "dal with Ravi", "soup with Ana", "curry with Jo"].map((l, i) => [`2026-09-${String(i + 1).padStart(2, "0")}`, [`Lunch: ${l}`]]);
    expect(new RoutineIndex(lunches).inStandingSlot("2026-09-06", "Lunch: curry with Jo")).toBe(true);
  });
});

describe("a record that looks like others, with a sum of money none of them held", () => {
  // Records of one log: their field names, author and category are every record's, and the
  // broker's words come back; the price does not.
  const row = (d: string, t: string, note: string) => contentStatements(JSON.stringify({ lè: `2027-02-${d}T${t}`, kiyès: "Wilda", kategori: "biwo", nòt: note }))[0] as string;
  const notes = ["Me Télusma rele pou dosye dwàn nan, pa bay pri toujou", "Wilda rele Me Télusma pou konteyinè a nan dwàn", "Me Télusma di dosye konteyinè a ap avanse nan dwàn", "Pa gen nouvèl dwàn nan men Me Télusma", "Me Télusma voye papye dwàn pou konteyinè a"];
  const docs: Array<[string, string[]]> = [];
  for (let i = 0; i < 20; i++) {
    const d = String(i + 1).padStart(2, "0");
    docs.push([`2027-02-${d}`, [row(d, "10:30", notes[i % notes.length] as string), row(d, "11:10", `Wilda rele Me Télusma, pa gen anyen nouvo ${i % 3 === 0 ? "jodi a" : ""}`)]]);
  }
  const price = row("21", "10:30", "Me Télusma bay pri dwàn nan pou konteyinè a: US$ 1 840.");
  docs.push(["2027-02-21", [price]]);
  const r = new RoutineIndex(docs);

  it("is something new, not routine: the gate asks for it", () => {
    expect(r.isRoutine("2027-02-21", price)).toBe(false);
  });
});


describe("readings that vary from one use to the next (a ledger's entries)", () => {
  it("a line whose numbers differ on most of its days is a ledger's entry", () => {
    const kg = [3.76, 2.81, 3.1, 2.84, 3.37, 3.2];
    const r = index(6, (i) => [`Bought ${4 + i} boxes of haddock off the Sea Star at €${kg[i - 1]}/kg`]);
    expect(r.readingsVary(day(6), "Bought 9 boxes of haddock off the Sea Star at €3.76/kg")).toBe(true);
  });

  it("a standing value that holds for days and then moves is not; nor is a line said twice", () => {
    const price = (i: number) => (i < 6 ? "4.50" : "5.00");
    const r = index(6, (i) => [`Ice from the plant: €${price(i)} a bag`, ...(i === 2 || i === 5 ? [`Rent for the stall: £${i === 2 ? "1,450" : "1,520"} a month`] : [])]);
    expect(r.readingsVary(day(6), "Ice from the plant: €5.00 a bag")).toBe(false);
    expect(r.readingsVary(day(5), "Rent for the stall: £1,520 a month")).toBe(false);
  });

  it("a line no log holds has no readings to vary", () => {
    const r = index(6, () => ["07:02 heartbeat ok"]);
    expect(r.readingsVary(day(6), "Bought 9 boxes of haddock off the Sea Star at €3.76/kg")).toBe(false);
  });
});
