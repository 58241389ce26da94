/**
 * Plain-text tables: rows split by ";" or a tab under a header of names, as a spreadsheet
 * exports them. Each row is read as a markdown table's is, its cells labelled by the header, by
 * the forgetting gate and the day draft alike (docs/design.md, "Statements").
 */
import { describe, expect, it } from "vitest";
import { contentStatements } from "../../src/core/statements/content-statements.js";
import { RoutineIndex } from "../../src/core/statements/routine.js";
import { delimitedTable } from "../../src/core/statements/table-rows.js";
import { splitStatements } from "../../src/skills/memory-compactor/split-statements.js";

const day = (i: number) => `2028-05-${String(i).padStart(2, "0")}`;
const FIELDS = ["Горната нива", "Дъбовете", "Мерата"];
const LEADS = ["Сали", "Фикрие", "Петранка"];
const NOTES = ["чисто", "отворен, хубав", "мокър от росата"];
const picking = (i: number) =>
  ["час;парцел;бригада;кг цвят;бележка", ...FIELDS.map((f, k) => `0${5 + k}:${10 + i};${f};${LEADS[(k + i) % 3]} +${4 + ((i + k) % 6)};${200 + ((i * 37 + k * 11) % 120)};${NOTES[(i + k) % 3]}`)].join("\n");

describe("a plain-text table", () => {
  it("labels each row's cells by the header's names", () => {
    expect(contentStatements("час;парцел;бригада\n05:39;Горната нива;Сали +9\n06:19;Дъбовете;Фикрие +7")).toEqual([
      "час; парцел; бригада",
      "час: 05:39; парцел: Горната нива; бригада: Сали +9",
      "час: 06:19; парцел: Дъбовете; бригада: Фикрие +7",
    ]);
    // A tab-separated paste reads the same.
    expect(contentStatements("time\thost\tstate\n07:00\tpve1\tup")).toEqual(["time; host; state", "time: 07:00; host: pve1; state: up"]);
  });

  it("reads a CSV export: commas with no space after them, a quoted cell kept whole", () => {
    const csv = 'lè,kiyès,kategori,nòt\n2027-02-16T07:04,Jozèf,frijidè,"Frijidè A: 3,1 °C; frijidè B: 3,7 °C"\n2027-02-16T07:34,asistan,biwo,"Li di ""non"" ankò"';
    expect(contentStatements(csv)).toEqual([
      "lè; kiyès; kategori; nòt",
      "lè: 2027-02-16T07:04; kiyès: Jozèf; kategori: frijidè; nòt: Frijidè A: 3,1 °C; frijidè B: 3,7 °C",
      'lè: 2027-02-16T07:34; kiyès: asistan; kategori: biwo; nòt: Li di "non" ankò',
    ]);
    expect(splitStatements(csv).map((s) => s.text)).toEqual(contentStatements(csv));
    // A line of numbers grouped by commas in another script's digits is no header.
    expect(contentStatements("नगद बिक्री = रु. ६,३९,०००\ncoal रेट = प्रति टन रु. २९,७५०, ढुवानी छुट्टै")).toEqual(["नगद बिक्री = रु. ६,३९,०००", "coal रेट = प्रति टन रु. २९,७५०, ढुवानी छुट्टै"]);
    // A list in prose puts a space after its commas: no table.
    expect(contentStatements("eggs, milk, bread\nthen the pharmacy, the bank, the post")).toEqual(["eggs, milk, bread", "then the pharmacy, the bank, the post"]);
  });

  it("a row with fewer cells than the header (a total) is read as written; an empty cell is left out", () => {
    expect(contentStatements("казан;пълнене;цвят кг;вода л\nК1;06:09;365;\nобщо;1 129 кг цвят")).toEqual(["казан; пълнене; цвят кг; вода л", "казан: К1; пълнене: 06:09; цвят кг: 365", "общо; 1 129 кг цвят"]);
  });

  it("the day draft reads the rows as the forgetting gate does", () => {
    const log = picking(3);
    expect(splitStatements(log).map((s) => s.text)).toEqual(contentStatements(log));
  });

  it("a picking table the notes carry every day is routine, whatever its fields, brigades and weights", () => {
    const r = new RoutineIndex(Array.from({ length: 12 }, (_, i): [string, string[]] => [day(i + 1), contentStatements(picking(i))]));
    for (const s of contentStatements(picking(12)).slice(1)) expect(r.isRoutine(day(13), s)).toBe(true);
  });

  it("near miss: prose with semicolons, a header holding a number, a lone line", () => {
    // "; " with a space is how prose writes a semicolon.
    expect(delimitedTable(["Called Bob; he agreed; we go Monday", "Paid the vet; sent the form; done"], 0)).toBeNull();
    expect(delimitedTable(["2028;парцел;кг", "05:39;Мерата;280"], 0)).toBeNull();
    expect(delimitedTable(["час;парцел;кг"], 0)).toBeNull();
    expect(delimitedTable(["час;парцел", "05:39;Мерата"], 0)).toBeNull();
  });
});
