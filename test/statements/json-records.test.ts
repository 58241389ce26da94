/**
 * JSON Lines records in a daily note: one object a line, read as one statement whose fields are
 * labelled by their names, by the forgetting gate and the day draft alike (docs/design.md,
 * "Statements").
 */
import { describe, expect, it } from "vitest";
import { contentStatements } from "../../src/core/statements/content-statements.js";
import { recordStatement } from "../../src/core/statements/json-record.js";
import { RoutineIndex } from "../../src/core/statements/routine.js";
import { splitStatements } from "../../src/skills/memory-compactor/split-statements.js";

const day = (i: number) => `2027-06-${String(i).padStart(2, "0")}`;
const fridge = (i: number) => JSON.stringify({ t: `07:${40 + (i % 9)}`, who: "MW Tess", what: "ref temp", note: `AM reading ${(3 + (i % 4) * 0.4).toFixed(1)}°C, ok naman`, tags: ["coldchain"] });

describe("a JSON Lines record", () => {
  it("is one statement, each field labelled by its name, whatever sentences its values hold", () => {
    const line = '{"t":"05:20","who":"MW Tess","what":"panganganak","note":"Kinatok ako sa bahay. Dito sa BHS lumabas, kambal!","count":2}';
    expect(contentStatements(line)).toEqual(["t: 05:20; who: MW Tess; what: panganganak; note: Kinatok ako sa bahay. Dito sa BHS lumabas, kambal!; count: 2"]);
  });

  it("names nested fields by their path, joins a list of plain values, and leaves empty ones out", () => {
    expect(recordStatement('{"at":"2027-03-02T07:14","pay":{"eur":12.5,"method":"card"},"flags":["late","bike"],"src":"","x":null}')).toBe(
      "at: 2027-03-02T07:14; pay.eur: 12.5; pay.method: card; flags: late, bike",
    );
    expect(recordStatement('{"stops":[{"town":"Kuldīga","km":54},{"town":"Talsi"}],"grid":[[1,2],[3]]}')).toBe("stops.1.town: Kuldīga; stops.1.km: 54; stops.2.town: Talsi; grid.1: [1,2]; grid.2: [3]");
  });

  it("near miss: prose in braces, a JSON array, a broken object and an empty one stay prose or say nothing", () => {
    expect(recordStatement("{Note to self: call the vet at 14:00}")).toBeNull();
    expect(recordStatement('["a","b"]')).toBeNull();
    expect(recordStatement('{"t":"07:50","note":"cut off')).toBeNull();
    expect(recordStatement('{"t":""}')).toBeNull();
    expect(contentStatements("{Note to self: call the vet at 14:00}")).toEqual(["{Note to self: call the vet at 14:00}"]);
  });

  it("the day draft reads records as the forgetting gate does, under a heading too", () => {
    const log = ["# 2027-06-08", fridge(1), '{"t":"11:30","who":"MW Tess","what":"bakuna","note":"Hindi dumating si baby Kyrie (Penta3/OPV3 dapat ngayon). Pangalawang sched na niyang na-miss."}'].join("\n");
    expect(splitStatements(log).map((s) => s.text)).toEqual(contentStatements(log));
  });

  it("a record the notes carry every day is routine, whatever its time and reading", () => {
    const r = new RoutineIndex(Array.from({ length: 12 }, (_, i): [string, string[]] => [day(i + 1), contentStatements(fridge(i))]));
    expect(r.isRoutine(day(13), contentStatements(fridge(12))[0] as string)).toBe(true);
  });
});
