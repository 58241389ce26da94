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
  let dropped = 0;
  for (const k of SECTIONS) {
    const items = [...sel[k]].sort((a, b) => a.turn - b.turn);
    const subjects = items.map((i) => subjectTerms(i.text));
    const stale = new Set<DigestItem>();
    for (let j = items.length - 1; j > 0; j--) {
      const newer = items[j] as DigestItem;
      for (let i = j - 1; i >= 0; i--) {
        const older = items[i] as DigestItem;
        if (stale.has(older) || older.turn >= newer.turn) continue;
        const shared = overlapCount(subjects[i] as Set<string>, subjects[j] as Set<string>);
        if (valueAnchoredUpdate(older.text, newer.text, shared) || (shared >= SAME_SUBJECT_WORDS && valuesChanged(older.text, newer.text))) stale.add(older);
      }
    }
    if (stale.size === 0) continue;
    sel[k] = sel[k].filter((i) => !stale.has(i));
    dropped += stale.size;
  }
  dropped += crossSectionUpdates(sel);
  sel.stale += dropped;
  return dropped;
}

/** Drops each decision a later fact updates, and each fact a later decision updates, by the
 *  stricter test (a typed slot changed, SAME_SUBJECT_WORDS shared); returns how many. */
function crossSectionUpdates(sel: Selected): number {
  const pool = SECTIONS.flatMap((section) => sel[section].filter((i) => i.tag !== "PREF").map((item) => ({ section, item, subject: subjectTerms(item.text) })));
  pool.sort((a, b) => a.item.turn - b.item.turn);
  const stale = new Set<DigestItem>();
  for (let j = pool.length - 1; j > 0; j--) {
    const newer = pool[j]!;
    for (let i = j - 1; i >= 0; i--) {
      const older = pool[i]!;
      if (older.section === newer.section || stale.has(older.item) || older.item.turn >= newer.item.turn) continue;
      if (overlapCount(older.subject, newer.subject) >= SAME_SUBJECT_WORDS && slotValueChanged(older.item.text, newer.item.text, false)) stale.add(older.item);
    }
  }
  if (stale.size === 0) return 0;
  for (const k of SECTIONS) sel[k] = sel[k].filter((i) => !stale.has(i));
  return stale.size;
}
