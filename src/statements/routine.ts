/**
 * Routine: what the workspace's own history shows recurring. A statement is routine when
 *  - statements like it (same leading word, or half their words shared) appear on many other
 *    days: at least ROUTINE_MIN_DAYS, and at least ROUTINE_DAY_SHARE of the days on record, and
 *  - nothing in it is new: each of its words and each of its names or identifiers also occurs
 *    in those look-alikes on at least NOVELTY_MIN_DAYS other days.
 * Times, counts and amounts are ignored for the comparison ("Inbox: 14 new" and "Inbox: 9 new"
 * are one line), so a heartbeat, an inbox count or a nightly backup line is routine, while
 * "Inbox: invoice from Acme, €1,240 overdue" is not: Acme and the invoice are new.
 * An unclear case is not routine: a wrong "salient" keeps a file longer, a wrong "routine" could
 * lose data (docs/design.md, "Routine and salience").
 */
import { contentTokens } from "../distill/text.js";
import { wordKeys } from "./specifics.js";

/** Look-alikes needed on at least this many other days … */
export const ROUTINE_MIN_DAYS = 4;
/** … and on at least this share of the days on record. */
export const ROUTINE_DAY_SHARE = 0.3;
/** Each word of a routine statement occurs in its look-alikes on at least this many other days. */
export const NOVELTY_MIN_DAYS = 2;
/** Two statements whose word sets overlap this much (Jaccard) are look-alikes. */
const LOOKALIKE_JACCARD = 0.5;
/** Candidate look-alikes are found through this many of a statement's rarest words. */
const PROBE_WORDS = 3;

interface Entry {
  day: string;
  lead: string;
  words: string[];
  names: string[];
}

/** Value-free words of a statement (numbers, times and dates removed), in order. */
export function skeleton(text: string): string[] {
  const out: string[] = [];
  for (const t of contentTokens(text)) if (!/\d/.test(t.norm)) out.push(t.norm);
  return out;
}

function entryOf(day: string, text: string): Entry | null {
  const words = skeleton(text);
  if (words.length === 0) return null;
  const names = [...wordKeys(text)];
  return { day, lead: words[0] as string, words: [...new Set(words)], names };
}

export class RoutineIndex {
  private readonly entries: Entry[] = [];
  private readonly byWord = new Map<string, number[]>();
  private readonly byLead = new Map<string, number[]>();
  private readonly days = new Set<string>();
  private readonly memo = new Map<string, boolean>();

  /** `logs`: day → the statements of that day's raw log. */
  constructor(logs: Iterable<[day: string, statements: readonly string[]]>) {
    for (const [day, statements] of logs) {
      this.days.add(day);
      for (const s of statements) {
        const e = entryOf(day, s);
        if (!e) continue;
        const i = this.entries.push(e) - 1;
        for (const w of e.words) push(this.byWord, w, i);
        push(this.byLead, e.lead, i);
      }
    }
  }

  /** Days on record. */
  get dayCount(): number {
    return this.days.size;
  }

  /** Is `text`, said on `day`, routine? */
  isRoutine(day: string, text: string): boolean {
    const key = `${day}\u0000${text}`;
    let r = this.memo.get(key);
    if (r === undefined) {
      r = this.compute(day, text);
      this.memo.set(key, r);
    }
    return r;
  }

  private compute(day: string, text: string): boolean {
    const e = entryOf(day, text);
    if (!e) return false;
    const need = Math.max(ROUTINE_MIN_DAYS, Math.ceil(ROUTINE_DAY_SHARE * this.days.size));
    const mine = new Set(e.words);
    const candidates = new Set<number>(this.byLead.get(e.lead) ?? []);
    const rarest = [...e.words].sort((a, b) => (this.byWord.get(a)?.length ?? 0) - (this.byWord.get(b)?.length ?? 0)).slice(0, PROBE_WORDS);
    for (const w of rarest) for (const i of this.byWord.get(w) ?? []) candidates.add(i);
    const sibDays = new Set<string>();
    const wordDays = new Map<string, string[]>();
    for (const i of candidates) {
      const o = this.entries[i] as Entry;
      if (o.day === day) continue;
      if (o.lead !== e.lead && jaccard(mine, o.words) < LOOKALIKE_JACCARD) continue;
      sibDays.add(o.day);
      for (const w of o.words) if (mine.has(w)) push(wordDays, w, o.day);
      for (const n of o.names) push(wordDays, n, o.day);
    }
    if (sibDays.size < need) return false;
    const seen = (k: string) => new Set(wordDays.get(k) ?? []).size >= NOVELTY_MIN_DAYS;
    return e.words.every(seen) && e.names.every(seen);
  }
}

function push<K, V>(m: Map<K, V[]>, k: K, v: V): void {
  const a = m.get(k);
  if (a) a.push(v);
  else m.set(k, [v]);
}

function jaccard(a: ReadonlySet<string>, b: readonly string[]): number {
  let inter = 0;
  for (const x of b) if (a.has(x)) inter++;
  const union = a.size + b.length - inter;
  return union === 0 ? 0 : inter / union;
}
