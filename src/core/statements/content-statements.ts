/**
 * Every statement of a file, for the forgetting gate: list items, sentences, table rows,
 * quoted lines, code lines, headings and comments alike. The distiller skips pasted material
 * when it drafts; the gate must not, because a file that is deleted takes all of it along
 * (docs/design.md, "Forgetting").
 */
import { delimitedTable, TableReader } from "./table-rows.js";
import { recordStatement } from "./json-record.js";
import { scanValues, valueKeys } from "./specifics.js";
import { memoize } from "./memo.js";
import { foldDigits } from "../text/digits.js";
import { CJK_LETTER_RE } from "../text/cjk.js";

/** A lower-case word of one to three letters none of which is a vowel, and its dot ("dr.", "g.",
 *  "kr."): an abbreviation, and no word a sentence ends on (SENTENCE_SPLIT_RE; a day line keeps
 *  its dot, skills/memory-compactor/day-draft.ts). */
export const CONSONANT_WORD = String.raw`[bcdfghjklmnpqrstvwxzßçñčćďđľĺłňńřŕšśťžźż]{1,3}\.`;

/**
 * Where one sentence ends and the next begins: after . ! ? and a space, before a capital, a
 * digit or a quote; after 。！？；. Not after a capital and at most one more letter ("Dr.
 * Brandt", "St. Pauli", "J. Smith"): a title's abbreviation or an initial, not the end of a
 * sentence ("… reporting to Bob. Read …" still ends one). Nor after a lower-case word of one to
 * three letters none of which is a vowel ("pri dr. Ažmanu", "z g. Novakom", "mr. Okafor"):
 * an abbreviation as many languages write it in lower case, and no word a sentence ends on; a
 * cut there left "Ata ima kontrolo pri dr." as a statement of its own, and the day file kept
 * the doctor's half without whom it was for. A unit after a number still ends one ("came down
 * at 19 h. Supplies …"). Not before a number after one to
 * three lower-case letters ("ep. 15", "no. 4", "p. 12", "Nr. 7" is the capital case): a
 * numbering abbreviation, whose number a split would cut from what it numbers. Not inside a date
 * written day. month. (year) with spaces ("sobotu 11. 12., 19:00", "k 31. 12. 2027"), as Czech,
 * Slovak, German and Polish notes write it: a split there cut the date in two, and neither half
 * kept it. A run-on sentence of RUN_ON_MIN_CHARS
 * or more is cut at its semicolons too ("rain 4 mm; milked both goats, 3.1 litres; the fox took
 * a hen …"), a short one is not ("Kita closes from 27.07. for three weeks; Oma Heide takes the
 * second and third" is one thought). A form's dotted leader is no full stop: four dots or more,
 * or three before a number ("[07] Fridge .......... 4,5 °C", "Total ... 45 EUR"), keep the
 * label with its value, which a cut there left as a line of bare numbers on every day. Shared by
 * the gate and the day draft (splitSentences), so both cut a note into the same statements.
 */
export const SENTENCE_SPLIT_RE = new RegExp(
  String.raw`(?<=[.!?])(?<!\.{4})(?<!\.{3}(?=\s+\d))(?<!(?:^|[\s(])\p{Lu}\p{Ll}?\.)(?<!(?:^|\(|(?<!\d)\s)${CONSONANT_WORD})(?<!(?:^|[\s(])\p{Ll}{1,3}\.(?=\s+\d))(?<!(?:^|[^\d.])\d{1,2}\.(?=\s\d{1,2}\.))(?<!(?:^|[^\d.])\d{1,2}\.\s?\d{1,2}\.(?=\s\d{4}(?!\d)))\s+(?=[A-Z0-9"“(])|(?<=[。！？；])`,
  "u",
);
/** A sentence this long is a run-on note, cut at its semicolons too. */
export const RUN_ON_MIN_CHARS = 160;
const CLAUSE_SPLIT_RE = /(?<=\p{L}{2};)\s+(?=\p{L})/u;

/**
 * The sentences of a line or paragraph (see SENTENCE_SPLIT_RE). A cut never takes a value apart:
 * when the pieces, each read alone, miss a value the whole text holds ("Sept. 16 moved to Sept.
 * 18" read as "Sept." and "16 moved to Sept." and "18"; "Termin am 12. März"), the cuts that
 * fall inside that value's span are not made. The forgetting gate and the day draft both read a
 * note through this function, so a value cut in two would be cut on both sides: each half would
 * count as represented, and no line would keep the value whole (docs/design.md, "Forgetting").
 */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  for (const s of keepValuesWhole(text, SENTENCE_SPLIT_RE)) {
    // A list's number cut from its item ("… FJ$215.65. 10. Cartage ni siga: …", where a numbered
    // line goes on a paragraph) is no statement: alone, "10." was a day line of its own, and on
    // a list numbered the same each day, a pattern and a month's principle ("10 (15x over 3 weeks)").
    if (LONE_NUMBER_RE.test(s)) continue;
    // A lone word after a cut ends the sentence before it: "… zo sedla, npor. Ivančo." is a
    // rank's abbreviation and the investigator's name, not two sentences (see LONE_WORD_RE).
    if (out.length > 0 && LONE_WORD_RE.test(s) && !CJK_LETTER_RE.test(s)) out[out.length - 1] += " " + s;
    else if (s.length >= RUN_ON_MIN_CHARS) out.push(...keepValuesWhole(s, CLAUSE_SPLIT_RE));
    else out.push(s);
  }
  return out;
}

/**
 * A piece that is one word of letters and its full stop: no sentence of its own, but the end of
 * the one before, cut after an abbreviation no closed class lists ("npor. Ivančo.", "ing.
 * Hrubý."). Alone, the name started its statement, so it read as no name at all, and the
 * forgetting gate let a log go whose only trace of the investigator was that word. A one-word
 * sentence that is one ("Hotovo.", "Fixed.") loses nothing by joining the one before it. A word
 * that closes a line without a full stop is the first of the next sentence, wrapped onto the next
 * line ("… i kontanter. Jonas" / "klarede både caféen …"), and stays apart. Not a Chinese,
 * Japanese or Korean piece: those scripts are cut without a space.
 */
const LONE_WORD_RE = /^[\p{L}\p{M}][\p{L}\p{M}'’-]*[.!?]$/u;

/** A piece that is a list's number and its dot or bracket, and nothing else ("10.", "३)"). */
const LONE_NUMBER_RE = /^\p{Nd}{1,3}[.)]$/u;

/** `text` cut at `re`, without the cuts that would lose one of its values. */
function keepValuesWhole(text: string, re: RegExp): string[] {
  const parts = text.split(re);
  if (parts.length < 2) return parts;
  const lost = lostValues(text, parts);
  if (lost.length === 0) return parts;
  // The spans of the lost values, then every cut that does not fall inside one of them.
  const spans: Array<[number, number]> = [];
  scanValues(text, (key, raw, index) => {
    if (lost.includes(key)) spans.push([index, index + raw.length]);
  });
  const out: string[] = [];
  const global = new RegExp(re.source, `${re.flags.replace("g", "")}g`);
  let from = 0;
  for (let m = global.exec(text); m !== null; m = global.exec(text)) {
    const [start, end] = [m.index, m.index + m[0].length];
    if (m[0] === "") global.lastIndex++;
    if (start === 0 || end >= text.length || spans.some(([a, b]) => a < start && end < b)) continue;
    out.push(text.slice(from, start));
    from = end;
  }
  out.push(text.slice(from));
  // Pieces that read a value differently alone ("Dec. 12. 12. März": the second piece reads
  // "12. 12." first): the text stays one statement.
  return lostValues(text, out).length === 0 ? out : [text];
}

/** The values `text` holds that none of `parts`, each read alone, holds. */
function lostValues(text: string, parts: readonly string[]): string[] {
  const whole = valueKeys(text);
  if (whole.size === 0) return [];
  const read = new Set<string>();
  for (const p of parts) for (const k of valueKeys(p)) read.add(k);
  return [...whole].filter((k) => !read.has(k));
}
/** A list item's marker: a bullet or a number (in any script's digits: "14.", "১৪.", "۱۴)"), then
 *  an optional task box. The day draft reads list items by it too
 *  (skills/memory-compactor/split-statements.ts), so both see the same items. Use with the `u` flag. */
export const LIST_MARKER = String.raw`(?:[-*+•]|\p{Nd}+[.)])\s+(?:\[[ xX]\]\s+)?`;
const MARKER_RE = new RegExp(String.raw`^(?:#{1,6}\s+|>\s?|${LIST_MARKER})+`, "u");
const NUMBER_MARKER_RE = /^(\p{Nd}+)[.)]\s/u;

/**
 * Is the numbered start of `line` the text's own, not a list marker? As in CommonMark, a
 * numbered item that does not start at 1 cannot interrupt a paragraph: right after a line of
 * plain text (`afterText`), "10. bekkur grunnskólans kemur í kynnisferð 9. mars" is the next
 * line of that text, and its number is what it says (the tenth grade). Read as a marker, the
 * number was dropped on both sides of the forgetting gate, and a log was forgotten without it.
 * The day draft reads paragraphs the same way (skills/memory-compactor/split-statements.ts).
 */
export function numberIsText(line: string, afterText: boolean): boolean {
  if (!afterText) return false;
  const m = NUMBER_MARKER_RE.exec(line);
  return m !== null && Number(foldDigits(m[1] as string)) !== 1;
}
const MIN_CHARS = 3;

/** A statement and the 1-based line of the text it comes from. */
export interface LocatedStatement {
  text: string;
  line: number;
}

export function contentStatements(text: string): string[] {
  return contentStatementsAt(text).map((s) => s.text);
}

/** Whole files memoized: a distill run reads each log as routine history, as the record's
 *  subjects, as a source to draft and as a file to gate (about three times each). */
const FILE_MEMO_ENTRIES = 2_000;

/** The statements of `text` with the line each sits on (for drafts that cite their sources).
 *  Shared: do not modify the array. */
export const contentStatementsAt: (text: string) => readonly LocatedStatement[] = memoize(statementsAt, FILE_MEMO_ENTRIES);

function statementsAt(text: string): LocatedStatement[] {
  const out: LocatedStatement[] = [];
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const table = new TableReader();
  // The line before was plain text (a paragraph's line): see numberIsText.
  let afterText = false;
  for (let i = 0; i < lines.length; i++) {
    let line = (lines[i] as string).trim();
    if (!line.startsWith("|")) table.end();
    // A plain-text table (";" or tab separated, under a header of names): one statement a row.
    const plain = delimitedTable(lines, i);
    if (plain) {
      for (const r of plain.rows) if (r.text.length >= MIN_CHARS) out.push({ text: r.text, line: r.line + 1 });
      i = plain.end;
      afterText = false;
      continue;
    }
    if (line === "" || /^(?:`{3,}|~{3,})/.test(line) || /^(?:[-*_=]\s*){3,}$/.test(line)) {
      afterText = false;
      continue;
    }
    // A JSON Lines record: one statement, its fields labelled by their names (json-record.ts).
    const record = recordStatement(line);
    if (record !== null) {
      out.push({ text: record, line: i + 1 });
      afterText = false;
      continue;
    }
    const textNumber = numberIsText(line, afterText);
    // A heading, a quote, a list item or a table row ends a paragraph.
    afterText = textNumber || !(line.startsWith("|") || MARKER_RE.test(line));
    line = line.replace(/<!--|-->/g, " ");
    if (!textNumber) line = line.replace(MARKER_RE, "");
    let parts: string[];
    if (line.startsWith("|")) {
      const row = table.row(line);
      if (row === null) continue; // a table's separator row
      parts = [row]; // one row, one statement: its cells are joined by "; "
    } else parts = splitSentences(line);
    for (const s of parts) {
      const t = s.replace(/\*\*|__|~~|`/g, "").replace(/\s+/g, " ").trim();
      if (t.length >= MIN_CHARS) out.push({ text: t, line: i + 1 });
    }
  }
  return out;
}
