/**
 * A compaction summary is a paraphrase of turns the transcript no longer holds, written before
 * the turns that follow it: the extractor mines it, but with low trust. When a later statement
 * (the user's or the assistant's, after the summary) gives one of a summary item's measured
 * values another value on the same subject ("Committed so far: $1.4M" → "committed now
 * $1.65M"; "Churn = no order in 30 days" → "56 days it is"), the later statement replaces the
 * item in its section: the latest value wins, and the stale one is not reported as current.
 *
 * Selected by structure: a slot is a number with its unit or currency (statements/
 * supersession.ts, measuredSlots), the subject is one shared content word, and only items the
 * summary gave are retired. A date or a time moved ("Go-live of the billing portal: 1 June" →
 * "billing portal go-live is 15 June") retires an item too, on two shared words: a date is a
 * weaker handle than a sum, and one word ("meeting", "delivery") is shared by many dated lines
 * on other things. A user's terse answer (TERSE_WORDS) needs fewer: none for a sum or a measure
 * near the old one ("Tent from Ezimnandi Tents: R1 250.00" → "tent R1 450."), one for a date
 * ("picnic on 28 Nov" → "picnic 5 Dec."). A preference is not a value, and is never retired
 * this way. See docs/design.md, "Extraction floor".
 */
import type { Transcript } from "../transcript/types.js";
import { analyse, coverLines, isRepresented } from "../statements/coverage.js";
import { scanValues } from "../statements/specifics.js";
import { dateMoved, measuredSlots, slotChanged, slotValueChanged, valueSlots } from "../statements/supersession.js";
import type { DigestItem } from "./digest.js";
import type { Selected } from "./select.js";
import { authoredLines, sentences } from "./segment.js";
import { maskSecrets } from "./sensitive.js";
import { contentTerms, overlapCount } from "./terms.js";

const SECTIONS = ["decisions", "facts", "pending", "technical", "blockers"] as const;
/** A later sentence longer than this is a paragraph: it retires the item but does not replace it. */
const MAX_REPLACEMENT_CHARS = 260;
/** Subject words the two must share (the value is the handle; one word names the subject). */
const SAME_SUBJECT_WORDS = 1;
/** … when what changed is a date or a time of day. */
const SAME_SUBJECT_WORDS_DATED = 2;
/** A user's answer of this many words or fewer is terse: its value is its subject. */
const TERSE_WORDS = 5;

interface Later {
  turn: number;
  speaker: "user" | "assistant";
  /** A user's answer of TERSE_WORDS words or fewer. */
  terse: boolean;
  text: string;
  subject: Set<string>;
  slots: Map<string, Set<string>>;
  dated: boolean;
}

/** The words a statement is about: its content terms without values, units and currencies
 *  (the slot itself: "AED" or "days" says what is measured, not whose it is), nor the words of
 *  its dates and times: "June" in "go-live 1 June" and "expires on 20 June" is the value. */
function subjectOf(text: string, slots: ReadonlyMap<string, unknown>): Set<string> {
  const measure = new Set([...slots.keys()].map((k) => k.slice(2)));
  return new Set([...contentTerms(withoutDates(text))].filter((t) => !/\d/.test(t) && !measure.has(t)));
}

/** `text` with its dates and times (specifics.ts) blanked out. */
function withoutDates(text: string): string {
  let out = text;
  scanValues(text, (key, raw, index) => {
    if (key.startsWith("d:") || key.startsWith("t:")) out = out.slice(0, index) + " ".repeat(raw.length) + out.slice(index + raw.length);
  });
  return out;
}

export function applySummaryUpdates(sel: Selected, transcript: Transcript): void {
  const mined = SECTIONS.flatMap((section) => sel[section].filter((i) => i.speaker === "summary" && i.tag !== "PREF").map((item) => ({ section, item })));
  if (mined.length === 0) return;
  const from = Math.min(...mined.map((m) => m.item.turn));
  const later: Later[] = [];
  transcript.turns.forEach((t, i) => {
    if (i <= from || t.external || (t.role !== "user" && t.role !== "assistant")) return;
    for (const text of sentences(authoredLines(t.text))) {
      if (!/\d/.test(text)) continue;
      const slots = measuredSlots(text);
      const dated = isDated(text);
      if (slots.size > 0 || dated) later.push({ turn: i, speaker: t.role, terse: t.role === "user" && text.split(/\s+/).length <= TERSE_WORDS, text, slots, dated, subject: subjectOf(text, slots) });
    }
  });
  if (later.length === 0) return;
  const retired = new Set<DigestItem>();
  const replacements: Array<{ section: (typeof SECTIONS)[number]; item: DigestItem }> = [];
  for (const { section, item } of mined) {
    const slots = measuredSlots(item.text);
    const dated = isDated(item.text);
    if (slots.size === 0 && !dated) continue;
    const subject = subjectOf(item.text, slots);
    const update = later.find((l) => {
      if (l.turn <= item.turn) return false;
      const shared = overlapCount(subject, l.subject);
      if ((shared >= SAME_SUBJECT_WORDS && slotChanged(slots, l.slots)) || (dated && l.dated && shared >= SAME_SUBJECT_WORDS_DATED && dateMoved(item.text, l.text))) return true;
      // A user's terse answer that gives a value ("tent R1 450.", "picnic 5 Dec."): its value is
      // its subject. A sum or a measure within MAX_CHANGE_RATIO of the old one on no shared word;
      // a date, as common a handle as there is, on one.
      if (!l.terse) return false;
      return (slotChanged(slots, l.slots) && slotValueChanged(item.text, l.text, false, false)) || (dated && l.dated && shared >= 1 && dateMoved(item.text, l.text));
    });
    if (!update) continue;
    retired.add(item);
    const masked = maskSecrets(update.text);
    if (masked.masked === 0 && update.text.length <= MAX_REPLACEMENT_CHARS) replacements.push({ section, item: { ...item, text: update.text.trim(), turn: update.turn, speaker: update.speaker } });
  }
  if (retired.size === 0) return;
  for (const k of SECTIONS) sel[k] = sel[k].filter((i) => !retired.has(i));
  // What each section says, read once and extended by each replacement it takes.
  const said = new Map<(typeof SECTIONS)[number], ReturnType<typeof coverLines>>();
  for (const { section, item } of replacements) {
    let cover = said.get(section);
    if (!cover) said.set(section, (cover = coverLines(sel[section].map((i) => i.text))));
    // A later statement the digest already says (or a second item it replaced) is not repeated.
    if (isRepresented(analyse(item.text), cover)) continue;
    sel[section].push(item);
    cover.push(...coverLines([item.text]));
  }
  for (const k of SECTIONS) sel[k].sort((a, b) => a.turn - b.turn);
}

/** Does the statement give a date or a time of day (statements/supersession.ts, valueSlots)? */
function isDated(text: string): boolean {
  const slots = valueSlots(text);
  return slots.has("d") || slots.has("t");
}
