/**
 * A value the session takes back is not current anywhere in the digest. When a later sentence
 * negates a value ("12 mois de loyer de base, pas 24", "June 18 na hindi June 4", "€612 ipv
 * €480": negation.ts), every earlier line of decisions, facts, tasks and blockers that states
 * that value is stale, whichever detector or summary gave it and whatever words it shares with
 * the correction: the value is the handle. A line that also holds the value said in its place
 * ("dining 1,620 sf → 1,540" before "1,620 아니고 1,540") already states the update.
 *
 * Only values that single a statement out count: a date, a time, an identifier with a digit, or
 * a number of two significant digits or more. "4 mois, pas 3" takes back a count of three that
 * a dozen unrelated lines may state. Technical lines are left alone: they report what a tool
 * showed at the time. See docs/design.md, "Extraction floor".
 */
import type { Transcript } from "../transcript/types.js";
import { specificsOf } from "../statements/specifics.js";
import { anchorStrength } from "../statements/supersession.js";
import type { DigestItem } from "./digest.js";
import { mayNegate, negatedValues, ungrouped } from "./negation.js";
import type { Selected } from "./select.js";
import { authoredLines, sentences } from "./segment.js";

const SECTIONS = ["decisions", "facts", "pending", "blockers"] as const;

interface TakenBack {
  /** The last turn that took the value back. */
  turn: number;
  /** The values said in its place: a line holding one of them states the update. */
  by: ReadonlySet<string>;
}

/** Values taken back, by key. */
export type TakenBackValues = Map<string, TakenBack>;

/** Is a negated key specific enough to retire every earlier line that states it? */
function singlesOut(key: string): boolean {
  return key.startsWith("t:") || key.startsWith("w:") || anchorStrength(key) >= 1;
}

/** Records what one sentence (as negatedValues read it) took back at `turn`. */
export function noteTakenBack(into: TakenBackValues, read: { negated: string[]; replacements: string[] }, turn: number): void {
  const by = new Set(read.replacements);
  for (const key of read.negated) if (singlesOut(key)) into.set(key, { turn, by });
}

/** Does a line said at `turn` state a value a later sentence took back? */
export function statesTakenBack(text: string, turn: number, gone: TakenBackValues): boolean {
  if (gone.size === 0) return false;
  const keys = specificsOf(ungrouped(text));
  for (const k of keys) {
    const g = gone.get(k);
    if (g && g.turn > turn && ![...g.by].some((b) => keys.has(b))) return true;
  }
  return false;
}

/** Each value a sentence of the session took back. */
function takenBack(transcript: Transcript): TakenBackValues {
  const out: TakenBackValues = new Map();
  transcript.turns.forEach((turn, i) => {
    if (turn.external || (turn.role !== "user" && turn.role !== "assistant") || !/\d/.test(turn.text) || !mayNegate(turn.text)) return;
    for (const s of sentences(authoredLines(turn.text))) noteTakenBack(out, negatedValues(s), i);
  });
  return out;
}

/** Drops each line that states a value a later sentence took back; returns how many. */
export function applyTakenBack(sel: Selected, transcript: Transcript): number {
  const gone = takenBack(transcript);
  if (gone.size === 0) return 0;
  let dropped = 0;
  for (const k of SECTIONS) {
    const kept = sel[k].filter((i: DigestItem) => !statesTakenBack(i.text, i.turn, gone));
    dropped += sel[k].length - kept.length;
    sel[k] = kept;
  }
  sel.stale += dropped;
  return dropped;
}
