/**
 * Latest wins across the whole digest. The detectors retire what a later statement replaces
 * (state.ts), and so does the floor among its own statements (floor.ts); but a decision the
 * detectors kept and a floor statement, or a compaction summary's item and a later turn, never
 * met. This last pass meets every pair of one section: an older line is dropped when a newer one
 * gives it another value and is plainly about the same thing, either because the two share a
 * strong value beside the changed one (statements/supersession.ts, valueAnchoredUpdate: "Release
 * 3.8.0 planned for Thursday Aug 13" → "let's move 3.8.0 to Monday Aug 17") or because they
 * share SAME_SUBJECT_WORDS subject words.
 *
 * Only decisions and facts: a technical finding reports what a tool showed at that moment (two
 * runs, two timings), and a task or a blocker is closed by what is done, not by a new value.
 * Across the two sections the test is stricter: a fact and a later decision sharing words were
 * about different things more often than not (on the read blind sessions, pooling them under
 * the same-section test lost as many items as it retired stale ones). A line of one retires a
 * line of the other only when the two share SAME_SUBJECT_WORDS subject words and the later one
 * gives one of the older's typed slots another value (statements/supersession.ts,
 * slotValueChanged: a date, a time, a sum, a number with its unit; not a bare number): "Booked
 * the final round for Mon 30 Nov 10:00" → "Moved Leila's final round to Tue 1 Dec 14:00".
 * A preference is no value, and is never retired this way. See docs/design.md, "Extraction floor".
 */
import type { DigestItem } from "./digest.js";
import type { Selected } from "./select.js";
import { overlapCount, subjectTerms } from "./terms.js";
import { slotValueChanged, valueAnchoredUpdate, valuesChanged } from "../statements/supersession.js";

/** Subject words two lines must share to be one subject without a shared value. Two retired as
 *  many items still current as stale ones on the read blind sessions; three retires more stale. */
export const SAME_SUBJECT_WORDS = 3;
const SECTIONS = ["decisions", "facts"] as const;

/** Drops from decisions and facts each line a later line of its section updates; returns how many. */
export function applySectionUpdates(sel: Selected): number {
  // Each line's subject words, read once for both passes.
  const subjects = new Map<DigestItem, Set<string>>();
  const entry = (item: DigestItem, section: (typeof SECTIONS)[number]): Entry => {
    let subject = subjects.get(item);
    if (!subject) subjects.set(item, (subject = subjectTerms(item.text)));
    return { item, section, subject };
  };
  let dropped = 0;
  for (const k of SECTIONS) {
    const stale = staleAmong(
      sel[k].map((i) => entry(i, k)),
      (older, newer, shared) => valueAnchoredUpdate(older.text, newer.text, shared) || (shared >= SAME_SUBJECT_WORDS && valuesChanged(older.text, newer.text)),
    );
    if (stale.size === 0) continue;
    sel[k] = sel[k].filter((i) => !stale.has(i));
    dropped += stale.size;
  }
  // Across the two sections, by the stricter test (a typed slot changed, SAME_SUBJECT_WORDS
  // shared); a preference is no value.
  const pool = SECTIONS.flatMap((k) => sel[k].filter((i) => i.tag !== "PREF").map((i) => entry(i, k)));
  const across = staleAmong(pool, (older, newer, shared, sameSection) => !sameSection && shared >= SAME_SUBJECT_WORDS && slotValueChanged(older.text, newer.text, false));
  if (across.size > 0) for (const k of SECTIONS) sel[k] = sel[k].filter((i) => !across.has(i));
  dropped += across.size;
  sel.stale += dropped;
  return dropped;
}

interface Entry {
  item: DigestItem;
  section: (typeof SECTIONS)[number];
  subject: Set<string>;
}

/** The lines of `entries` a later one updates (`updates`, given the subject words the two share
 *  and whether they are of one section), newest first, each retired line out of the running. */
function staleAmong(entries: Entry[], updates: (older: DigestItem, newer: DigestItem, shared: number, sameSection: boolean) => boolean): Set<DigestItem> {
  const items = [...entries].sort((a, b) => a.item.turn - b.item.turn);
  const stale = new Set<DigestItem>();
  for (let j = items.length - 1; j > 0; j--) {
    const newer = items[j] as Entry;
    for (let i = j - 1; i >= 0; i--) {
      const older = items[i] as Entry;
      if (stale.has(older.item) || older.item.turn >= newer.item.turn) continue;
      if (updates(older.item, newer.item, overlapCount(older.subject, newer.subject), older.section === newer.section)) stale.add(older.item);
    }
  }
  return stale;
}
