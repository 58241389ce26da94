/**
 * logfmt records in a daily note: `key=value` pairs a line, a value with spaces in double
 * quotes, read as one statement whose fields are labelled by their names, as a JSON Lines
 * record is, by the forgetting gate and the day draft alike (docs/design.md, "Statements").
 */
import { describe, expect, it } from "vitest";
import { contentStatements } from "../../src/core/statements/content-statements.js";
import { logfmtStatement } from "../../src/core/statements/logfmt-record.js";
import { splitStatements } from "../../src/skills/memory-compactor/split-statements.js";

describe("a logfmt record", () => {
  it("is one statement, each pair labelled by its key, whatever sentences its quoted values hold", () => {
    const line = 'ts=2027-05-03T07:32:36+02:00 tko=Ante kat=gorivo poruka="Otvoreno na benzinskoj. Dizel 5.430 l u cisterni"';
    expect(contentStatements(line)).toEqual(["ts: 2027-05-03T07:32:36+02:00; tko: Ante; kat: gorivo; poruka: Otvoreno na benzinskoj. Dizel 5.430 l u cisterni"]);
    expect(splitStatements(line).map((s) => s.text)).toEqual(contentStatements(line));
  });

  it("reads escaped quotes, bare values with = in them, and leaves empty values out", () => {
    expect(logfmtStatement('at=08:00 who= msg="she said \\"no\\" twice" url=https://x.example/?a=1')).toBe('at: 08:00; msg: she said "no" twice; url: https://x.example/?a=1');
  });

  it("near miss: a sentence with a setting in it, an open quote, or text between pairs stays prose", () => {
    expect(logfmtStatement("set retries=3 and timeout=30s")).toBeNull();
    expect(logfmtStatement("a=1 b=2")).toBeNull();
    expect(logfmtStatement('a=1 b="open c=3')).toBeNull();
    expect(logfmtStatement('a=1 b="x"y c=3')).toBeNull();
    expect(contentStatements("Ante: cisterna puna, a=1 b=2 c=3 kaže")).not.toContain("a: 1; b: 2; c: 3");
  });
});
