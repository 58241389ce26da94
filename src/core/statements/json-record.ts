/**
 * A JSON Lines record as a statement. Some assistants keep their daily notes as one JSON object
 * a line (`{"t":"07:50","who":"MW Tess","what":"ref temp","note":"AM reading 4.5°C"}`). Read as
 * prose, such a line was cut into sentences inside its string values, and the day files listed
 * fragments of JSON (`Late si Joy, 08:52 na dumating."}`). A record is read as a table row is
 * (table-rows.ts): its fields labelled by their names and joined by "; ", "t: 07:50; who: MW
 * Tess; what: ref temp; note: AM reading 4.5°C". Every record of a log shares its field names,
 * so a record the notes carry every day is recognised as routine however its values change, and
 * two records are compared without them (withoutColumnNames). Shared by the forgetting gate's
 * statements and the day draft's, so both read a record alike (docs/design.md, "Statements").
 */

import { logfmtStatement } from "./logfmt-record.js";
import { quotedRecordStatement } from "./quoted-record.js";
import { collapseSpaces, MAX_RECORD_CHARS } from "./record-syntax.js";

/** Nested objects and arrays are read this deep; deeper values are written as JSON. */
const MAX_DEPTH = 3;

/**
 * The statement of `line` when it is one JSON object with at least one field whose value is not
 * empty ("t: 05:20; who: MW Tess; …"); null when it is anything else (prose, a JSON array, a
 * line that only looks like an object). Nested fields are named by their path ("pay.eur: 12"),
 * an array of plain values is one field ("tags: coldchain, EPI"). Whitespace inside a value is
 * collapsed, as a table cell's is.
 */
export function recordStatement(line: string): string | null {
  const t = line.trim();
  // A line of `key=value` pairs is a record too, written the logfmt way (logfmt-record.ts), and
  // so is a stamp with a quoted message and a few fields (quoted-record.ts).
  if (t[0] !== "{") return logfmtStatement(t) ?? quotedRecordStatement(t);
  if (t.length < 2 || t.length > MAX_RECORD_CHARS || t[t.length - 1] !== "}") return null;
  let value: unknown;
  try {
    value = JSON.parse(t);
  } catch {
    return null;
  }
  if (!isObject(value)) return null;
  const fields: string[] = [];
  flatten(value, "", 1, fields);
  return fields.length > 0 ? fields.join("; ") : null;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** A plain value as written (a string with its whitespace collapsed), "" when it says nothing. */
function plain(v: unknown): string | null {
  if (typeof v === "string") return collapseSpaces(v);
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  if (v === null) return "";
  return null;
}

function flatten(obj: Record<string, unknown>, prefix: string, depth: number, out: string[]): void {
  for (const [key, v] of Object.entries(obj)) {
    const name = prefix + collapseSpaces(key);
    const p = plain(v);
    if (p !== null) {
      if (p !== "") out.push(name === "" ? p : `${name}: ${p}`);
      continue;
    }
    if (depth >= MAX_DEPTH) {
      out.push(`${name}: ${JSON.stringify(v)}`);
      continue;
    }
    if (Array.isArray(v)) {
      const plains = v.map(plain);
      if (plains.every((x) => x !== null)) {
        const joined = (plains as string[]).filter((x) => x !== "").join(", ");
        if (joined !== "") out.push(`${name}: ${joined}`);
      } else {
        // A list of records: each one's fields, numbered ("stops.1.town: Kuldīga").
        v.forEach((item, i) => {
          const at = `${name}.${i + 1}`;
          const q = plains[i];
          if (isObject(item)) flatten(item, `${at}.`, depth + 1, out);
          else if (q === null) out.push(`${at}: ${JSON.stringify(item)}`);
          else if (q !== "") out.push(`${at}: ${q}`);
        });
      }
      continue;
    }
    if (isObject(v)) flatten(v, `${name}.`, depth + 1, out);
  }
}
