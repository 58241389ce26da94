/**
 * The verdict on the run of text around an anchor pass's stop, kept while the pass stops inside
 * it: rules that judge a whole run (a generated word, a setup key in groups) are stopped at
 * every letter-digit pair in it, and each run is read and judged once. The anchor pass asks in
 * text order, so one run is enough to remember.
 */

/** `read(text, q)`: the run around q as [start, end) and whether it is a finding. A run that is
 *  no candidate at all may be [q, q + 1). */
export type ReadRun = (text: string, q: number) => [start: number, end: number, found: boolean];

export interface RunCache {
  /** The finding around q, [start, end), or null. */
  at(text: string, q: number): [number, number] | null;
  /** The anchor pass's question: a hit at the first stop inside a finding (the stop itself, not
   *  the run's start: the pass keeps its hits in order by moving each back past later ones, and
   *  a hit far back would cost a sort of them all), none at the others. The match reports the
   *  whole run. */
  find(text: string, q: number): number;
}

export function runCache(read: ReadRun): RunCache {
  let lastText: string | undefined;
  let lastStart = -1;
  let lastEnd = -1;
  let lastFound = false;
  /** Whether the anchor pass has already been told about the last run, and where it last stopped. */
  let lastReported = false;
  let lastStop = -1;
  const at = (text: string, q: number): [number, number] | null => {
    if (text !== lastText || q < lastStart || q >= lastEnd) {
      [lastStart, lastEnd, lastFound] = read(text, q);
      lastText = text;
      lastReported = false;
    }
    return lastFound ? [lastStart, lastEnd] : null;
  };
  const find = (text: string, q: number): number => {
    // Within one pass the stops only move forward: a stop at or before the last one is a new pass
    // (over this text again, or another with the same content), which has been told nothing yet.
    if (q <= lastStop) lastText = undefined;
    lastStop = q;
    if (at(text, q) === null || lastReported) return -1;
    lastReported = true;
    return q;
  };
  return { at, find };
}
