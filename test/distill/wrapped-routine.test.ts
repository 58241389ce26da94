// A standing line an editor wrapped in two: the routine index and the forgetting gate read the
// log line by line, so the draft reads a joined statement's routine from its lines.
import { describe, expect, it } from "vitest";
import { draftDay } from "../../src/skills/memory-compactor/day-draft.js";
import { splitStatements } from "../../src/skills/memory-compactor/split-statements.js";
import { RoutineIndex } from "../../src/core/statements/routine.js";
import { contentStatements } from "../../src/core/statements/content-statements.js";
import { coverLines, uncoveredStatements } from "../../src/core/statements/coverage.js";

const date = (i: number) => `2027-07-${String(i).padStart(2, "0")}`;
/** A logbook page typed with its line breaks: a standing sentence across two lines. */
const standing = (n: number) => [
  `Slept ${n} and had breakfast early; by nine the whole hut was`,
  "empty and in the afternoon it filled up again with walkers.",
];
const page = (i: number, extra: string[] = []) =>
  [`Hut log, ${date(i)}`, "", ...standing(30 + i), "", `Water tank: ${70 + i} %`, ...extra].join("\n");

function routineOf(n: number): RoutineIndex {
  const logs: Array<[string, string[]]> = [];
  for (let i = 1; i <= n; i++) logs.push([date(i), contentStatements(page(i))]);
  return new RoutineIndex(logs);
}

describe("a wrapped standing line", () => {
  it("is joined into one statement that remembers its lines", () => {
    const st = splitStatements(page(3)).find((s) => s.text.startsWith("Slept"));
    expect(st?.text).toBe("Slept 33 and had breakfast early; by nine the whole hut was empty and in the afternoon it filled up again with walkers.");
    expect(st?.lines).toEqual(standing(33));
  });

  it("is routine when each of its lines is, so a day of nothing else gets no file", () => {
    const routine = routineOf(8);
    const d = draftDay({ date: date(8), log: page(8), routine });
    expect(d.items.facts.join("\n")).not.toContain("breakfast early");
    expect(d.markdown).toBeNull();
    // The gate agrees: nothing of that log needs a day file to be forgotten.
    expect(uncoveredStatements(page(8), coverLines([]), date(8), routine)).toEqual([]);
  });

  it("is kept when one of its lines says something new", () => {
    const routine = routineOf(8);
    const log = [`Hut log, ${date(8)}`, "", `Slept 38 and had breakfast early; the helicopter lifted Jordi Serra out at`, "10:40 with a broken ankle, and in the afternoon it filled up again with walkers."].join("\n");
    const d = draftDay({ date: date(8), log, routine });
    expect(d.markdown).not.toBeNull();
    expect([...d.items.facts, ...d.items.anomalies.map((a) => a.text)].join("\n")).toContain("Jordi Serra");
  });
});

describe("lines that open with the same two words", () => {
  // A todo.txt file's done tasks: each line opens with "x" and the day, and the long ones do not
  // end a sentence. They are entries of one list, not one sentence an editor wrapped.
  const todo = [
    "x 2027-03-03 Ffurflen gais yr Eisteddfod wedi cyrraedd: Cystadleuaeth 37, côr meibion dros 40 llais +eisteddfod",
    "x 2027-03-03 Eirlys wedi ffonio: boeler y festri wedi nogio dros y Sul, dim gwres na dŵr poeth +festri @ffôn",
    "x 2027-03-03 Printio'r ffurflen gais a'i rhoi yn y ffolder Eisteddfod +eisteddfod",
    "Gawn ni weld. Dyddiad cau 31/3, digon o amser i Meinir ddewis a dysgu'r darnau i gyd",
    "cyn y Pasg, medd hi.",
  ].join("\n");

  it("are entries of a list, each a statement of its own", () => {
    const texts = splitStatements(todo).map((s) => s.text);
    expect(texts.slice(0, 3)).toEqual(todo.split("\n").slice(0, 3));
    // Near miss: a sentence wrapped onto a line of other words is still joined.
    expect(texts).toContain("Dyddiad cau 31/3, digon o amser i Meinir ddewis a dysgu'r darnau i gyd cyn y Pasg, medd hi.");
  });
});

describe("lines that set a key", () => {
  // A note kept as TOML (or INI, or an .env file): each `key = "value"` line is an entry. Its
  // long values do not end a sentence, and the next key starts in lower case, so they read as
  // one sentence an editor wrapped, from the section's first key to its last.
  const toml = [
    "[arratsaldea]",
    'dastaketa = "17. kupela probatu: ez dago gaizki, baina pixka bat garratza oraindik"',
    'sukaldea = "Menua normal, txuleta 41 kg; Josu parrillan eta Maite postreekin"',
    'botilaketa = "140 botila bakarrik: iragazkia bi aldiz buxatu da, Ibaik desmuntatu"',
    "web_erreserbak=4",
  ].join("\n");

  it("are entries, each a statement of its own", () => {
    const texts = splitStatements(toml).map((s) => s.text);
    expect(texts).toEqual(expect.arrayContaining(toml.split("\n").slice(1, 4)));
    expect(texts).toContain("web_erreserbak=4");
    expect(texts.some((t) => t.includes("dastaketa") && t.includes("sukaldea"))).toBe(false);
  });

  it("leave a comparison in a wrapped sentence alone", () => {
    // Near miss: "==" and "=>" set nothing, so a sentence wrapped before one is still joined.
    const prose = "In the logs the retry counter for the upload worker kept climbing and the check said\nretries == 3 every time, so the guard never tripped.";
    expect(splitStatements(prose).map((s) => s.text)).toContain("In the logs the retry counter for the upload worker kept climbing and the check said retries == 3 every time, so the guard never tripped.");
  });
});
