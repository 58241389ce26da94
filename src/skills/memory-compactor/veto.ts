/**
 * The forgetting veto list, `memory/distilled/keep.md`: a plain markdown list people can read
 * and edit, and that the `keep` action appends to. A vetoed date is never forgotten: not its
 * daily log, not its day file, not the week file that contains it.
 */
import { redact } from "../../core/redact/index.js";
import type { Workspace } from "../../core/workspace/types.js";
import { assertIsoDate, isIsoDate, type IsoDate } from "./dates.js";
import { DISTILLED_DIR } from "./periods.js";

export const VETO_PATH = `${DISTILLED_DIR}/keep.md`;

const HEADER = [
  "# Memory Compactor: Keep",
  "",
  "Dates listed here are never forgotten: their daily log, day file and the week file that",
  "contains them stay. Add a line `- keep YYYY-MM-DD`, or run `context-kit keep --workspace DIR DATE`.",
  "",
].join("\n");

const DATE_IN_LINE_RE = /\b(\d{4}-\d{2}-\d{2})\b/g;

/** Every real date in a list item of keep.md (the header's YYYY-MM-DD example is not a date). */
export function parseVetoes(text: string | null): Set<IsoDate> {
  const out = new Set<IsoDate>();
  if (!text) return out;
  for (const line of text.split("\n")) {
    if (!/^\s*[-*+]\s/.test(line)) continue;
    for (const m of line.matchAll(DATE_IN_LINE_RE)) if (isIsoDate(m[1] as string)) out.add(m[1] as string);
  }
  return out;
}

export async function loadVetoes(ws: Workspace): Promise<Set<IsoDate>> {
  return parseVetoes(await ws.readText(VETO_PATH));
}

export interface KeepResult {
  date: IsoDate;
  path: string;
  /** false when the date was already listed (the file is left alone). */
  added: boolean;
}

/**
 * Adds `date` to the veto list. Idempotent and append-only: existing lines (including the
 * user's own) are never rewritten; the read-append happens under the file's lock.
 */
export async function keepDate(ws: Workspace, date: string, opts: { today?: IsoDate; note?: string } = {}): Promise<KeepResult> {
  assertIsoDate(date, "date");
  let added = false;
  await ws.updateText(VETO_PATH, (cur) => {
    if (parseVetoes(cur).has(date)) return null;
    added = true;
    const base = cur === null || cur.trim() === "" ? HEADER : cur.endsWith("\n") ? cur : cur + "\n";
    const note = [opts.today ? `added ${opts.today}` : "", opts.note ? oneLineNote(opts.note) : ""].filter(Boolean).join("; ");
    return `${base}- keep ${date}${note ? ` (${note})` : ""}\n`;
  });
  return { date, path: VETO_PATH, added };
}

/** Longest note kept on a keep.md line, in characters. */
export const MAX_NOTE_CHARS = 200;

/**
 * The note as one short line. Redacted *first*, while a secret is still whole (a PEM key still
 * has its line breaks, a token is not yet clipped): a rule cannot recognise half a token. Then
 * collapsed to one line and clipped at a word boundary, never inside a word.
 */
export function oneLineNote(note: string): string {
  const line = redact(note, { mode: "strict" }).text.replace(/\s+/g, " ").trim();
  if (line.length <= MAX_NOTE_CHARS) return line;
  const cut = line.lastIndexOf(" ", MAX_NOTE_CHARS);
  return cut > 0 ? `${line.slice(0, cut)} …` : "";
}

/** True when any of `dates` is vetoed. */
export function anyVetoed(vetoes: ReadonlySet<IsoDate>, dates: readonly IsoDate[]): boolean {
  return dates.some((d) => vetoes.has(d));
}
