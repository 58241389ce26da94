/**
 * Which compact is newer. Names are `YYYY-MM-DD-HHMM.md`, then `-2.md`, `-3.md` … for further
 * compacts in the same minute; sorted as strings, `…-1407-3.md` comes before `…-1407.md` ("-"
 * sorts before "."), so the name's text order is not its age. Every place that orders compacts
 * (status, list, latest, retention, injection into a new session) uses this one comparator.
 */

const NAME_RE = /^(\d{4})-(\d{2})-(\d{2})-(\d{2})(\d{2})(?:-(\d{1,4}))?\.md$/;

export interface CompactName {
  /** ISO time from the name (UTC, minute precision). */
  time: string;
  /** Milliseconds since the epoch of that time. */
  order: number;
  /** Collision suffix; 1 for the unsuffixed name. */
  seq: number;
}

/** The time and sequence number in a compact's file name, or null for any other name. */
export function parseCompactName(name: string): CompactName | null {
  const m = NAME_RE.exec(name);
  if (!m) return null;
  const [, y, mo, d, h, mi, seq] = m;
  if (+mo! < 1 || +mo! > 12 || +h! > 23 || +mi! > 59) return null;
  const t = Date.UTC(+y!, +mo! - 1, +d!, +h!, +mi!);
  if (Number.isNaN(t)) return null;
  return { time: new Date(t).toISOString(), order: t, seq: seq ? +seq : 1 };
}

export function isCompactName(name: string): boolean {
  return parseCompactName(name) !== null;
}

/** Oldest first: by the time in the name, then by sequence number (no suffix = 1). Only for
 *  names that pass isCompactName. */
export function compareCompactNames(a: string, b: string): number {
  const pa = parseCompactName(a)!;
  const pb = parseCompactName(b)!;
  return pa.order - pb.order || pa.seq - pb.seq || (a < b ? -1 : a > b ? 1 : 0);
}

/** The names that are compacts, oldest first. */
export function sortCompactNames(names: readonly string[]): string[] {
  return names.filter(isCompactName).sort(compareCompactNames);
}
