/**
 * Routine: what the workspace's own history shows recurring. A statement is routine when
 *  - statements like it (same leading word, or half their words shared) appear on many other
 *    days: at least ROUTINE_MIN_DAYS, and at least ROUTINE_DAY_SHARE of the days on record, and
 *  - nothing in it is new: each of its words and each of its names or identifiers also occurs
 *    in those look-alikes on at least NOVELTY_MIN_DAYS other days.
 * Times, counts and amounts are ignored for the comparison ("Inbox: 14 new" and "Inbox: 9 new"
 * are one line; so are two days' bank balances), so a heartbeat, an inbox count or a nightly
 * backup line is routine, while "Inbox: invoice from Acme, €1,240 overdue" is not: Acme and the
 * invoice are new. Dates, names and identifiers are never ignored: a new one makes a line new.
 * An unclear case is not routine: a wrong "salient" keeps a file longer, a wrong "routine" could
 * lose data (docs/design.md, "Routine and salience").
 */
import { contentTokens } from "../text/content-tokens.js";
import { memoize } from "./memo.js";
import { valueKeys, wordKeys } from "./specifics.js";

/** Look-alikes needed on at least this many other days … */
export const ROUTINE_MIN_DAYS = 4;
/** … and on at least this share of the days on record. */
export const ROUTINE_DAY_SHARE = 0.2;
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
  /** Words, names, identifiers and dates, for membership tests. */
  has(key: string): boolean;
}

/** Value-free words of a statement (numbers, times and dates removed), in order. Shared: do not modify. */
export const skeleton: (text: string) => readonly string[] = memoize((text) => {
  const out: string[] = [];
  for (const t of contentTokens(text)) if (!/\d/.test(t.norm)) out.push(t.norm);
  return out;
});

/** `d:M-D` of an ISO date (the key valueKeys gives it), or null for another kind of period. */
function ownDateKey(day: string): string | null {
  const m = /^\d{4}-(\d{2})-(\d{2})$/.exec(day);
  return m ? `d:${Number(m[1])}-${Number(m[2])}` : null;
}

function entryOf(day: string, text: string): Entry | null {
  const words = skeleton(text);
  if (words.length === 0) return null;
  // Names, identifiers and dates must have been seen before; counts, amounts and times may vary.
  // A daily note's own date is not news in it ("2026-05-04 (Mon) Garden log" heads every note).
  const own = ownDateKey(day);
  const names = [...wordKeys(text), ...[...valueKeys(text)].filter((k) => k.startsWith("d:") && k !== own)];
  const all = new Set([...words, ...names]);
  return { day, lead: words[0] as string, words: [...all].filter((w) => !names.includes(w)), names, has: (k) => all.has(k) };
}

export class RoutineIndex {
  private readonly entries: Entry[] = [];
  private readonly byWord = new Map<string, number[]>();
  /** Per leading word: the days its statements were made on, and per word/name, those days. */
  private readonly leads = new Map<string, { days: Set<string>; keyDays: Map<string, Set<string>> }>();
  private readonly days = new Set<string>();
  /** Days on which each exact skeleton (words, names, identifiers, dates; values ignored) was said. */
  private readonly exact = new Map<string, Set<string>>();
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
        let lead = this.leads.get(e.lead);
        if (!lead) this.leads.set(e.lead, (lead = { days: new Set(), keyDays: new Map() }));
        lead.days.add(day);
        const x = this.exact.get(exactKey(e));
        if (x) x.add(day);
        else this.exact.set(exactKey(e), new Set([day]));
        for (const k of [...e.words, ...e.names]) {
          const d = lead.keyDays.get(k);
          if (d) d.add(day);
          else lead.keyDays.set(k, new Set([day]));
        }
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

  /**
   * Look-alikes are the statements with the same leading word (their days are aggregated once,
   * in the constructor) plus those sharing half their words, found through the statement's
   * rarest words. Cost per statement: its words times the days on record.
   */
  private compute(day: string, text: string): boolean {
    const e = entryOf(day, text);
    if (!e) return false;
    // The same line, only its numbers changed, on enough other days: routine however rare.
    const same = this.exact.get(exactKey(e));
    if (same && same.size - (same.has(day) ? 1 : 0) >= ROUTINE_MIN_DAYS) return true;
    const need = Math.max(ROUTINE_MIN_DAYS, Math.ceil(ROUTINE_DAY_SHARE * this.days.size));
    const lead = this.leads.get(e.lead);
    const mine = new Set(e.words);
    const extra: Entry[] = [];
    const rarest = [...e.words].sort((a, b) => (this.byWord.get(a)?.length ?? 0) - (this.byWord.get(b)?.length ?? 0)).slice(0, PROBE_WORDS);
    const seen = new Set<number>();
    for (const w of rarest) {
      for (const i of this.byWord.get(w) ?? []) {
        if (seen.has(i)) continue;
        seen.add(i);
        const o = this.entries[i] as Entry;
        if (o.day !== day && o.lead !== e.lead && jaccard(mine, o.words) >= LOOKALIKE_JACCARD) extra.push(o);
      }
    }
    if (countDays(lead?.days, extra, null, day) < need) return false;
    // Nothing new: each word, name, identifier and date shows up in look-alikes of enough days.
    for (const k of [...e.words, ...e.names]) if (countDays(lead?.keyDays.get(k), extra, k, day) < NOVELTY_MIN_DAYS) return false;
    return true;
  }
}

/** Days in `base` or among `extra` (those holding `key`, when given), other than `day`; no copies. */
function countDays(base: ReadonlySet<string> | undefined, extra: readonly Entry[], key: string | null, day: string): number {
  let n = base ? base.size - (base.has(day) ? 1 : 0) : 0;
  const added = new Set<string>();
  for (const o of extra) {
    if (o.day === day || base?.has(o.day) || added.has(o.day) || (key !== null && !o.has(key))) continue;
    added.add(o.day);
    n++;
  }
  return n;
}

function exactKey(e: Entry): string {
  return [...e.words].sort().join(" ") + "\u0000" + [...e.names].sort().join(" ");
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
