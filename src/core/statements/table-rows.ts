/**
 * Table rows as statements. A row of a markdown table says something about its columns:
 * "| pve1 | 43d | 0.31 |" under "| host | up | load |" is "host: pve1; up: 43d; load: 0.31". The
 * header's names go with each cell, so a row whose cells are all names and values still has
 * words, and a table the notes carry every day is recognised as routine however its values
 * change (docs/design.md, "Statements"). Shared by the forgetting gate's statements and the
 * day draft's, so both read a row alike.
 */

/** The cells of a table line ("| a | b |" → ["a", "b"]), empty cells kept. */
export function tableCells(line: string): string[] {
  let t = line.trim();
  if (t.startsWith("|")) t = t.slice(1);
  if (t.endsWith("|")) t = t.slice(0, -1);
  return t.split("|").map((c) => c.trim());
}

/** "|---|:---:|" */
export function isSeparatorRow(line: string): boolean {
  return /^[|:\-\s]+$/.test(line.trim());
}

/**
 * A row's statement: its non-empty cells joined by "; ", each labelled by its column's name
 * ("host: pve1") when the header has as many cells as the row. A row of another width (a total,
 * a remark) is read as written: which names its cells go with is not known.
 */
function rowStatement(header: readonly string[] | null, cells: readonly string[]): string {
  const labelled = header !== null && header.length === cells.length;
  return cells
    .map((c, i) => (labelled && c !== "" && header[i] !== "" ? `${header[i]}: ${c}` : c))
    .filter((c) => c !== "")
    .join("; ");
}

/**
 * Reads one table at a time, line by line: `row` gives the statement of a row (null for the
 * separator); `end` is called on any line that is not part of a table.
 */
export class TableReader {
  private header: string[] | null = null;
  private previous: string[] | null = null;

  row(line: string): string | null {
    if (isSeparatorRow(line)) {
      // The row above the separator was the header: its names label the rows below.
      this.header = this.previous;
      this.previous = null;
      return null;
    }
    const cells = tableCells(line);
    this.previous = cells;
    return rowStatement(this.header, cells);
  }

  end(): void {
    this.header = null;
    this.previous = null;
  }
}

/** A row read back as a statement has at least this many labelled cells; "Budget: €50K; Owner:
 *  Bob" (two) is more likely a sentence whose labels are its subjects, unless its first cell is a
 *  time stamp (STAMP_CELL_RE). */
const ROW_MIN_CELLS = 3;
const LABELLED_CELL_RE = /^[^:;]{1,30}: \S/;
/** A first cell that holds only a clock time or a date: a time-stamped log's row, whose two
 *  cells ("Ħin: 05:55; Nota: …") are as much a row as three. */
const STAMP_CELL_RE = /^[^:;]{1,30}: (?:\d{1,2}[:.h]\d{2}|\d{4}-\d{2}-\d{2}|\d{1,2}[./]\d{1,2}(?:[./]\d{2,4})?)$/;
/** The labelled cells a row needs: ROW_MIN_CELLS, or two after a time stamp's cell. */
const minCells = (cells: readonly string[]): number => (STAMP_CELL_RE.test(cells[0] ?? "") ? 2 : ROW_MIN_CELLS);

/**
 * The cells of a row statement without their column names ("time: 11:30; system: grafana;
 * event: …" → "11:30; grafana; …"), or the text unchanged when it is not one. The names say what
 * every row of the table is about, so two rows that share only them are not the same statement
 * (docs/design.md, "Statements").
 */
export function withoutColumnNames(text: string): string {
  const cells = text.split("; ");
  if (cells.length < minCells(cells) || !cells.every((c) => LABELLED_CELL_RE.test(c))) return text;
  return cells.map((c) => c.slice(c.indexOf(": ") + 2)).join("; ");
}

/** A column's or a field's name: words, with no brackets and no dash between words. "Lola
 *  (maltese x, 2y) — S: soft stools" is a note's sentence under a label, not a column. */
const COLUMN_NAME_RE = /^[\p{L}\p{N}_][\p{L}\p{M}\p{N}_ .#/-]{0,29}$/u;

/**
 * A row's or a record's message: its longest cell, the one that says what happened ("msg: …",
 * "event: …"). The other cells (who wrote it, its category) are what the rows of its kind share,
 * so they say nothing of what this one is about. The text itself when it is no row.
 */
export function rowMessage(text: string): string {
  const cells = text.split("; ");
  if (cells.length < minCells(cells) || !cells.every((c) => COLUMN_NAME_RE.test(c.slice(0, Math.max(0, c.indexOf(": ")))))) return text;
  return cells.map((c) => c.slice(c.indexOf(": ") + 2)).reduce((a, b) => (b.length > a.length ? b : a), "");
}

/** A plain-text table's header has at least this many cells … */
const DELIMITED_MIN_CELLS = 3;
/** … each a short name: at most this many characters and no digit. */
const DELIMITED_NAME_CHARS = 30;

/** The delimiter of a plain-text table line: ";" or a tab, written with no space after it, as
 *  a spreadsheet exports it (prose puts a space after its semicolons); null when it has none. */
function delimiterOf(line: string): ";" | "\t" | null {
  if (line.includes("\t")) return "\t";
  return /;(?! )/.test(line) && !/; /.test(line) ? ";" : null;
}

/**
 * The cells of a comma-separated line as RFC 4180 writes them: a cell with a comma or a quote in
 * it is quoted, and a quote inside is doubled ("Frijidè A (insuline): 3,1 °C" stays one cell).
 * null when a quote is left open or a quoted cell goes on after its closing quote. One line at a
 * time: a daily note's record is one line, so a cell never spans lines here.
 */
export function csvCells(line: string): string[] | null {
  const cells: string[] = [];
  let i = 0;
  for (;;) {
    let cell = "";
    if (line[i] === '"') {
      i++;
      for (;;) {
        if (i >= line.length) return null;
        if (line[i] === '"') {
          if (line[i + 1] === '"') {
            cell += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        cell += line[i];
        i++;
      }
      if (i < line.length && line[i] !== ",") return null;
    } else {
      const end = line.indexOf(",", i);
      cell = line.slice(i, end < 0 ? line.length : end);
      i = end < 0 ? line.length : end;
    }
    cells.push(cell.replace(/\s+/g, " ").trim());
    if (i >= line.length) return cells;
    i++; // the comma
  }
}

/** A CSV column's name: letters and the marks, spaces, dots, underscores and hyphens between
 *  them; no digit of any script, no "=" or ":" (a setting or a label, not a column). */
const CSV_NAME_RE = /^[\p{L}\p{M}][\p{L}\p{M}_ .-]*$/u;

/** The cells of `line` split by `d`, as the table's delimiter reads them. */
function cellsOf(line: string, d: ";" | "\t" | ","): string[] | null {
  return d === "," ? csvCells(line) : line.split(d).map((c) => c.trim());
}

export interface DelimitedTable {
  /** The header's and each row's statement, with the index of its line. */
  rows: Array<{ line: number; text: string }>;
  /** The index of the table's last line. */
  end: number;
}

/**
 * A plain-text table starting at `lines[i]`: a header of DELIMITED_MIN_CELLS or more short names
 * ("час;парцел;бригада;кг цвят;бележка", or a CSV export's "lè,kiyès,kategori,nòt") and the lines
 * below it split by the same delimiter into at most as many cells (exactly as many, for a CSV
 * export, its cells quoted as csvCells reads them). Each row is read as a markdown table's is, its cells labelled by the
 * header's names ("час: 05:39; парцел: Горната нива; …"): the names are words every row shares,
 * so a table the notes carry every day is recognised as routine however its cells change
 * (docs/design.md, "Statements"). null when the line opens no such table.
 */
export function delimitedTable(lines: readonly string[], i: number): DelimitedTable | null {
  const head = (lines[i] ?? "").trim();
  // A CSV export's header: names split by commas with no space after them (a list in prose puts
  // one there), as a spreadsheet or a logger writes it.
  const d = delimiterOf(head) ?? (/,(?! )/.test(head) && !/, /.test(head) ? "," : null);
  if (d === null) return null;
  const header = head.split(d).map((c) => c.trim());
  if (header.length < DELIMITED_MIN_CELLS || header.some((c) => c === "" || c.length > DELIMITED_NAME_CHARS || /\d/.test(c))) return null;
  // Commas are everywhere in prose and in numbers ("रु. ६,३९,०००", a lakh grouping in another
  // script's digits): a CSV header is names only, and each row has exactly as many cells.
  if (d === "," && !header.every((c) => CSV_NAME_RE.test(c))) return null;
  const rows: Array<{ line: number; text: string }> = [{ line: i, text: header.join("; ") }];
  let end = i;
  for (let k = i + 1; k < lines.length; k++) {
    const line = (lines[k] as string).trim();
    if (d !== "," && delimiterOf(line) !== d) break;
    const cells = cellsOf(line, d);
    if (cells === null || cells.length < 2 || cells.length > header.length || (d === "," && cells.length !== header.length)) break;
    const text = rowStatement(header, cells);
    if (text !== "") rows.push({ line: k, text });
    end = k;
  }
  return end > i ? { rows, end } : null;
}
