/**
 * A note's clock stamp: the time of day a log line opens with ("14:05 Hearth & Flue revised the
 * quote …", "[10/12 17:20] Ana: …", "10:00–10:10 · Almada&Reis · …"). It says when the line was
 * written, not what the statement is about, so two statements on one subject differ in it every
 * time. Read as a value, it made every timed line "change" every other on its subject: a
 * landlord's "10:15 Decision on Boiler A: replace, not repair" updated the revised quote
 * "14:05 … £3,860" by its stamp, and the quote's real update was lost (docs/design.md,
 * "Subjects").
 */

/**
 * A time (HH:MM, 14h05) or a time range at the start of the text, bare or in brackets or
 * parentheses (a chat export's "[08/12/2026 13:03]" with its date), and the separator after it.
 * A dotted time (9.30) is left alone: at a line's start it is as often an amount ("12.50 €").
 */
const CLOCK_STAMP_RE =
  /^\s*(?:\[[^\]\n]{0,24}?\b\d{1,2}:\d{2}(?::\d{2})?[^\]\n]{0,6}\]|\(?\d{1,2}[:h]\d{2}(?:\s*[-–—]\s*\d{1,2}[:h]\d{2})?\)?(?!\d))\s*(?:[·|:—–-]\s*)?/u;

/**
 * The same stamp as a record's or a table row's first field ("t: 10:17; who: …", "time:
 * 2027-07-20T12:15; …": json-record.ts, table-rows.ts): a short name, a time of day (after a
 * date, as an ISO date-time writes it) and the "; " that ends the field. Every record of a log
 * has one, so it is when the record was written, as a line's opening time is.
 */
const FIELD_STAMP_RE = /^\s*[\p{L}_]{1,12}:\s*(?:\d{4}-\d{2}-\d{2}[T ])?\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?;\s+/u;

/** `text` without the clock stamp it opens with (itself when it has none, or is nothing else). */
export function withoutClockStamp(text: string): string {
  return afterStamp(text, CLOCK_STAMP_RE.exec(text) ?? FIELD_STAMP_RE.exec(text));
}

/**
 * `text` without a record's or a table row's stamp field (itself when it has none). A day's
 * draft judges a record by what it says: with its stamp, every record of an ISO-stamped log held
 * a date and a time no other record did (docs/design.md, "Statements").
 */
export function withoutFieldStamp(text: string): string {
  return afterStamp(text, FIELD_STAMP_RE.exec(text));
}

/** `text` after the stamp `m` found at its start; itself when there is none, or nothing else. */
function afterStamp(text: string, m: RegExpExecArray | null): string {
  return !m || m[0].length === text.length ? text : text.slice(m[0].length);
}
