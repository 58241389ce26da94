/**
 * Turns a raw daily log (free markdown) into candidate statements: one per list item, line (a
 * wrapped paragraph's lines are joined), sentence or table row, with the heading it sits under.
 * Code blocks, frontmatter and HTML comments are skipped: they are material, not things that
 * happened. A quoted line is read like any other (docs/design.md, "Statements"): in a daily note
 * it is a callout (`> nota: …`, `> [!note]`) or a message passed on, and it carries dates and
 * decisions as often as a list item does.
 */
import { tidy } from "./text.js";
import { withoutClosingHashes } from "../../core/text/trim-end.js";
import { delimitedTable, TableReader } from "../../core/statements/table-rows.js";
import { recordStatement } from "../../core/statements/json-record.js";
import { LIST_MARKER, numberIsText, splitSentences } from "../../core/statements/content-statements.js";
import { titleLine } from "../../core/statements/coverage.js";

export interface Statement {
  text: string;
  /** The nearest heading above it ("" at top level). */
  heading: string;
  /** 0-based order in the log, for stable sorting. */
  index: number;
  /** The statement is a heading: the forgetting gate reads headings as statements too, so a
   *  title that says more than the date ("2026-09-10 Thu · Day 1 · Porto") must reach the draft. */
  isHeading?: true;
  /** The heading is the one the log opens with (its first line that is not blank): its title. */
  isTitle?: true;
  /** The lines of a hard-wrapped paragraph this statement was joined from (two or more), as
   *  written. The routine index and the forgetting gate read a log line by line, so whether a
   *  joined statement is routine is read from its lines (day-draft.ts). */
  lines?: readonly string[];
  /** The sentences of one log line (or joined paragraph) share a run number: a kept sentence is
   *  shown with the sentences before it that the draft left out (day-draft.ts, `withLead`). */
  run?: number;
}

/** A list item (bullet, number, task box): its text. */
const LIST_ITEM_RE = new RegExp(String.raw`^${LIST_MARKER}(.*)$`, "u");
const MAX_STATEMENT_CHARS = 600; // longer "statements" are pasted material, not notes
/** A line this long that stops mid-sentence may have been wrapped by an editor. */
const WRAP_MIN_CHARS = 60;

/**
 * Is `line` the rest of the sentence on `prev` (a hard-wrapped paragraph)? A daily note is
 * mostly one entry per line ("07:02 heartbeat ok", "Wetter: 23°C"), which markdown would join
 * into one paragraph; the forgetting gate and the routine index read it line by line
 * (core/statements/content-statements.ts), so the draft must too. Only a long line that stops
 * mid-sentence, followed by one that starts in lower case, is read as wrapped, and only where an
 * editor would have broken it: the next line's first word would not have fit within `width`,
 * the longest line of the note. Dictated memos, one lower-case thought per line with no
 * punctuation, stay one statement per line.
 */
function continues(prev: string, line: string, width: number): boolean {
  if (prev.length < WRAP_MIN_CHARS || /[.!?。！？:;)\]]$/u.test(prev) || !/^\p{Ll}/u.test(line) || opensEntry(prev, line)) return false;
  const firstWord = /^\S+/.exec(line)?.[0].length ?? 0;
  return prev.length + 1 + firstWord > width;
}

/** A sentence that ends inside a line and another that starts after it ("… 20 h. Comanda del
 *  poble …"), or a line that ends one: the block is punctuated prose. */
const SENTENCE_END_RE = /[.!?;。！？；]\s+\p{L}|[.!?。！？]$/u;

/**
 * Is `block` (consecutive plain lines: no blank, list item, quote, table or heading among them)
 * punctuated prose, whose line breaks are the writer's or a book's, not the ends of entries? A
 * logbook typed up line for line keeps its breaks wherever the page had them, not where an
 * editor wrapping to a width would (continues). Dictated memos, one thought per line, have no
 * sentence punctuation at all, and neither has a column of readings.
 */
function punctuatedProse(block: readonly string[]): boolean {
  return block.length >= 2 && block.some((l) => SENTENCE_END_RE.test(l));
}

/** In punctuated prose, `line` goes on with the sentence of `prev`: `prev` does not end one, and
 *  `line` starts in lower case (a break mid-sentence, "… la parella / de Sabadell passa …") with
 *  no label of its own. */
function continuesProse(prev: string, line: string): boolean {
  return !/[.!?:)\]。！？：]$/u.test(prev) && /^\p{Ll}/u.test(line) && !LABELLED_ENTRY_RE.test(line) && !opensEntry(prev, line);
}

/** Does `line` open an entry of its own, whatever `prev` says: a clock time ("07:02 …"), a key
 *  set (ASSIGNMENT_RE), or the same two opening words as `prev` (sameOpening)? Neither join is
 *  made before such a line. */
function opensEntry(prev: string, line: string): boolean {
  return /^\d{1,2}:\d{2}\b/.test(line) || ASSIGNMENT_RE.test(line) || sameOpening(prev, line);
}

/**
 * Do `prev` and `line` open with the same two words? Then they are two entries of one list, as a
 * log writes them ("x 2027-03-03 Ffurflen gais … +eisteddfod" / "x 2027-03-03 Eirlys wedi
 * ffonio: boeler …", a todo.txt file's done tasks), not one sentence wrapped: a wrapped
 * sentence goes on with whatever word comes next. Joined, the boiler's first day was the tail of
 * another entry's bullet.
 */
function sameOpening(prev: string, line: string): boolean {
  const a = OPENING_RE.exec(prev);
  return a !== null && a[0] === OPENING_RE.exec(line)?.[0];
}
const OPENING_RE = /^\S+\s+\S+\s/u;

/** A line that sets a key ("botilaketa = \"140 botila …\"", "retries=3", "[arratsaldea]"'s
 *  entries in a TOML or INI note, an .env line) is an entry of its own: a key is one word of
 *  letters, digits, `_`, `.` or `-`, and an `=` follows it (not `==` or `=>`). Joined, a TOML
 *  day's entries read as one "sentence" from its first key to its last. */
const ASSIGNMENT_RE = /^[\p{L}_][\p{L}\p{N}\p{M}_.-]{0,40}\s*=(?![=>])\s*\S/u;

/** A line that opens with a short label and its colon ("раб.: кров. — мембрана 58 м²", "sopars:
 *  48") is an entry of its own, not the rest of a sentence. */
const LABELLED_ENTRY_RE = /^[\p{L}\p{N}][\p{L}\p{N}\p{M} .'’-]{0,24}[:：]\s/u;

/** A fence's opening line: its fence (what closes it) and its info string (the language). */
function fenceOf(trimmed: string): { fence: string; info: string } | null {
  const m = /^(`{3,}|~{3,})(.*)$/.exec(trimmed);
  return m ? { fence: (m[1] as string)[0]!.repeat((m[1] as string).length), info: (m[2] as string).trim() } : null;
}

/** Fenced code and HTML comments: material, not notes. Tracks whether a line is inside one. */
class Material {
  private fence: string | null = null;
  private comment = false;

  /** Inside a fence or comment. */
  get inside(): boolean {
    return this.fence !== null || this.comment;
  }

  /** "opens": the line starts a fence or comment; "inside": it is in one (or closes it). */
  skip(trimmed: string): "opens" | "inside" | null {
    if (this.fence) {
      if (trimmed.startsWith(this.fence)) this.fence = null;
      return "inside";
    }
    if (this.comment) {
      if (trimmed.includes("-->")) this.comment = false;
      return "inside";
    }
    const open = fenceOf(trimmed);
    if (open) {
      this.fence = open.fence;
      return "opens";
    }
    if (trimmed.startsWith("<!--")) {
      this.comment = !trimmed.includes("-->");
      return "opens";
    }
    return null;
  }
}

/** A gap between two columns of a fixed-width table: two spaces or more between words. */
const COLUMN_GAP_RE = /\S {2,}(?=\S)/g;
/** Gaps a row of a fixed-width table has at least. */
const FIXED_WIDTH_GAPS = 2;
/** Share of a block's lines that must be such rows. */
const FIXED_WIDTH_SHARE = 0.8;

/**
 * A fence with no language (```` ``` ```` alone) whose lines are a fixed-width table (aligned
 * columns, words in them, no line ending the way code does): records, not code. Its rows and the
 * index of its closing fence; null for any other line or block.
 */
function fixedWidthBlock(lines: readonly string[], at: number): { rows: string[]; end: number } | null {
  const open = fenceOf((lines[at] as string).trim());
  if (!open || open.info !== "") return null;
  const { fence } = open;
  const rows: string[] = [];
  let end = at + 1;
  for (; end < lines.length && !(lines[end] as string).trim().startsWith(fence); end++) {
    const t = (lines[end] as string).trim();
    if (t !== "") rows.push(t);
  }
  if (end >= lines.length || rows.length < 2) return null;
  if (rows.some((r) => /[{};]$/.test(r) || !/\p{L}{3}/u.test(r))) return null;
  const aligned = rows.filter((r) => (r.match(COLUMN_GAP_RE)?.length ?? 0) >= FIXED_WIDTH_GAPS).length;
  return aligned >= FIXED_WIDTH_SHARE * rows.length ? { rows, end } : null;
}

export function splitStatements(log: string): Statement[] {
  const lines = log.replace(/\r\n?/g, "\n").split("\n");
  // The note's wrap width, if an editor wrapped it: its longest line.
  let width = 0;
  for (const l of lines) width = Math.max(width, l.trim().length);
  const out: Statement[] = [];
  let heading = "";
  // The line (0-based) of the heading the log opens with, as the gate reads it.
  const titleAt = titleLine(log) - 1;
  const material = new Material();
  let para: string[] = [];
  let i = 0;
  const table = new TableReader();

  // The block of plain lines read so far: its lines, each joined to the one before where it
  // continues that one's sentence (continues; continuesProse in punctuated prose).
  const flushPara = () => {
    if (para.length === 0) return;
    const prose = punctuatedProse(para);
    let run = [para[0] as string];
    for (let k = 1; k < para.length; k++) {
      const line = para[k] as string;
      const prev = run[run.length - 1] as string;
      if (continues(prev, line, width) || (prose && continuesProse(prev, line))) run.push(line);
      else {
        pushRun(run);
        run = [line];
      }
    }
    pushRun(run);
    para = [];
  };
  // Lines joined into their sentences; a run-on paragraph with a sentence too long to be a
  // statement (MAX_STATEMENT_CHARS, a page of one sentence strung together with commas) is read
  // line by line instead, as it was written, rather than dropped as pasted material.
  const pushRun = (run: readonly string[]) => {
    const sentences = splitSentences(run.join(" "));
    if (run.length > 1 && sentences.some((t) => t.length > MAX_STATEMENT_CHARS)) for (const l of run) pushSentences(l);
    else pushParts(sentences, run.length > 1 ? run : undefined);
  };
  let runs = 0;
  const pushParts = (parts: readonly string[], lines?: readonly string[]) => {
    const run = parts.length > 1 ? ++runs : undefined;
    for (const s of parts) {
      const t = tidy(s.replace(/\*\*|__|~~/g, ""));
      if (t.length < 3 || t.length > MAX_STATEMENT_CHARS) continue;
      const st: Statement = lines ? { text: t, heading, index: out.length, lines } : { text: t, heading, index: out.length };
      if (run !== undefined) st.run = run;
      out.push(st);
    }
  };
  const pushSentences = (block: string, whole = false) => pushParts(whole ? [block] : splitSentences(block));

  // Frontmatter is metadata, never a note.
  if (lines[0]?.trim() === "---") {
    const end = lines.indexOf("---", 1);
    if (end > 0) i = end + 1;
  }
  for (; i < lines.length; i++) {
    const line = lines[i] as string;
    const trimmed = line.trim();
    if (!trimmed.startsWith("|")) table.end();
    // A plain-text table (";" or tab separated, under a header of names): one statement a row,
    // its cells labelled by the header, as the forgetting gate reads it.
    const plain = material.inside ? null : delimitedTable(lines, i);
    if (plain) {
      flushPara();
      for (const r of plain.rows) pushSentences(r.text, true);
      i = plain.end;
      continue;
    }
    const records = material.inside ? null : fixedWidthBlock(lines, i);
    if (records) {
      // A logbook's watch table or a pasted listing: rows of records, notes the forgetting gate
      // reads line by line, so the draft does too (each row one line, as the gate cuts it).
      flushPara();
      for (const row of records.rows) pushSentences(row);
      i = records.end;
      continue;
    }
    const skip = material.skip(trimmed);
    if (skip) {
      if (skip === "opens") flushPara();
      continue;
    }
    // A JSON Lines record: one statement, its fields labelled by their names, as the forgetting
    // gate reads it (core/statements/json-record.ts).
    const record = recordStatement(trimmed);
    if (record !== null) {
      flushPara();
      pushSentences(record, true);
      continue;
    }
    // The closing #s are cut by a loop: /^#{1,6}\s+(.*?)\s*#*\s*$/ was cubic on inner spaces.
    const h = /^#{1,6}\s+(.*)$/.exec(trimmed);
    if (h) {
      flushPara();
      heading = tidy(withoutClosingHashes(h[1] as string));
      if (heading.length >= 3 && heading.length <= MAX_STATEMENT_CHARS) {
        const st: Statement = { text: heading, heading: "", index: out.length, isHeading: true };
        if (i === titleAt) st.isTitle = true;
        out.push(st);
      }
      continue;
    }
    if (trimmed === "" || /^(?:[-*_]\s*){3,}$/.test(trimmed)) {
      flushPara();
      continue;
    }
    if (trimmed.startsWith(">")) {
      // A callout or a quoted message: its text, without the markers (`>`, `[!note]`), as one
      // line of its own. The forgetting gate reads it too, so a quote the draft left out kept
      // its log forever while its day file lacked it.
      flushPara();
      const quoted = trimmed.replace(/^(?:>\s?)+/, "").replace(/^\[![\w-]+\][+-]?\s*/, "");
      const item = LIST_ITEM_RE.exec(quoted);
      pushSentences(item ? (item[1] as string) : quoted);
      continue;
    }
    if (trimmed.startsWith("|")) {
      // A table row in a daily note is a note (an appointment, a reading): one statement, its
      // cells joined and labelled by the header (core/statements/table-rows.ts). The separator
      // row says nothing; a header row that recurs is routine.
      flushPara();
      const row = table.row(trimmed);
      if (row !== null) pushSentences(row, true); // its cells are joined by "; "
      continue;
    }
    // A numbered line inside a paragraph is its text, number and all ("10. bekkur …": the
    // tenth grade), as the forgetting gate reads it (content-statements.ts, numberIsText).
    const item = numberIsText(trimmed, para.length > 0) ? null : LIST_ITEM_RE.exec(trimmed);
    if (item) {
      flushPara();
      pushSentences(item[1] as string);
      continue;
    }
    para.push(trimmed);
  }
  flushPara();
  return out;
}
