/**
 * Records of a stamp, a few bare words and one quoted message (a Lisp-style property list, a
 * logger's line with pairs), read as one statement whose fields are labelled, by the forgetting
 * gate and the day draft alike (docs/design.md, "Statements").
 */
import { describe, expect, it } from "vitest";
import { contentStatements } from "../../src/core/statements/content-statements.js";
import { quotedRecordStatement } from "../../src/core/statements/quoted-record.js";
import { rowMessage } from "../../src/core/statements/table-rows.js";
import { splitStatements } from "../../src/skills/memory-compactor/split-statements.js";

describe("a record with a quoted message", () => {
  it("is one statement: its stamp, its kind, its message and its pairs, whatever sentences the message holds", () => {
    const line = '(2029-10-15T07:06 ev "Zəhra nənənin şəkəri 14,2. Həkimə zəng etdik." :mənbə yazı)';
    expect(contentStatements(line)).toEqual(["at: 2029-10-15T07:06; kind: ev; msg: Zəhra nənənin şəkəri 14,2. Həkimə zəng etdik.; mənbə: yazı"]);
    expect(splitStatements(line).map((s) => s.text)).toEqual(contentStatements(line));
    expect(rowMessage(contentStatements(line)[0] as string)).toBe("Zəhra nənənin şəkəri 14,2. Həkimə zəng etdik.");
  });

  it("reads a logger's line: level, kind, the message, then key=value pairs, a value quoted or not", () => {
    expect(quotedRecordStatement('2029-10-15 07:06:12 WARN kassa "Kassa \\"B\\" bağlandı" user="Nərmin Ə" n=3')).toBe('at: 2029-10-15 07:06:12; kind: WARN; tag2: kassa; msg: Kassa "B" bağlandı; user: Nərmin Ə; n: 3');
  });

  it("near miss: a sentence with a quotation, two messages, no stamp, or bare words after the message stay prose", () => {
    expect(quotedRecordStatement('14:05 Called "Bella Vista" about the cake')).toBeNull();
    expect(quotedRecordStatement('14:05 Called "Bella Vista"')).toBeNull();
    expect(quotedRecordStatement('(07:40 note "a" "b")')).toBeNull();
    expect(quotedRecordStatement('(note "a" :k v)')).toBeNull();
    expect(quotedRecordStatement('(07:40 "open quote :k v)')).toBeNull();
    expect(quotedRecordStatement('07:40 she said "no" to the plan k=v')).toBeNull();
  });
});
