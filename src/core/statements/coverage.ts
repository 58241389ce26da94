/**
 * Content coverage: does a higher tier say what a lower file said? Used by the forgetting gate,
 * whoever wrote the higher tier (the deterministic draft, the agent, the user by hand): a file
 * may be forgotten only when each of its salient statements is represented in a file that stays.
 *  - Salient: not routine (routine.ts), and carrying a specific (specifics.ts) or at least
 *    SMALL_TALK_WORDS words. Unclear means salient.
 *  - Represented: one line of the covering text holds all of the statement's specifics
 *    (normalised) and shares its words: at least one when it has specifics (GATE_SHARED_WORDS
 *    for the forgetting gate), at least REPRESENTED_SHARE of them when it has none, or when its
 *    only specifics are small bare numbers (WEAK_NUMBER_BELOW).
 * See docs/design.md, "Forgetting".
 */
import { contentStatementsAt, type LocatedStatement } from "./content-statements.js";
import type { RoutineIndex } from "./routine.js";
import { skeleton } from "./routine.js";
import { offeredKeys, specificsOf } from "./specifics.js";

/** A statement without specifics needs this many words to be more than small talk. */
export const SMALL_TALK_WORDS = 3;
/** Share of a specific-free statement's words that one covering line must hold. */
export const REPRESENTED_SHARE = 0.5;

export interface CoverLine {
  text: string;
  keys: Set<string>;
  words: Set<string>;
}

export function coverLines(texts: Iterable<string>): CoverLine[] {
  const out: CoverLine[] = [];
  for (const t of texts) for (const line of contentStatementsByLine(t)) out.push({ text: line, keys: offeredKeys(line), words: new Set(skeleton(line)) });
  return out;
}

/** Lines, not sentences: a covering bullet may restate two sentences of the source. */
function contentStatementsByLine(text: string): string[] {
  return text.split("\n").map((l) => l.trim()).filter((l) => l.length > 0);
}

export interface StatementCheck {
  text: string;
  specifics: ReadonlySet<string>;
  words: ReadonlySet<string>;
}

export function analyse(text: string): StatementCheck {
  return { text, specifics: specificsOf(text), words: new Set(skeleton(text)) };
}

export function isSalient(s: StatementCheck, day: string | null, routine: RoutineIndex | null): boolean {
  if (s.specifics.size === 0 && s.words.size < SMALL_TALK_WORDS) return false;
  return !(day && routine?.isRoutine(day, s.text));
}

/** Words a covering line must share with a statement that has specifics, for the forgetting
 *  gate (fewer when the statement has fewer): one shared word let "300 लीटर" (a freezer) stand
 *  for "₹300 रोज़" (a nephew's day rate) through "का", "of". Extraction's duplicate test keeps one. */
export const GATE_SHARED_WORDS = 2;

export function isRepresented(s: StatementCheck, lines: readonly CoverLine[], sharedWords = 1): boolean {
  const need = Math.min(sharedWords, s.words.size);
  for (const l of lines) {
    let ok = true;
    for (const k of s.specifics) {
      if (!l.keys.has(k)) {
        ok = false;
        break;
      }
    }
    if (!ok) continue;
    let shared = 0;
    for (const w of s.words) if (l.words.has(w)) shared++;
    if (s.words.size === 0) return true;
    if (s.specifics.size > 0 ? shared >= need : shared >= REPRESENTED_SHARE * s.words.size) return true;
  }
  return false;
}

/** A whole number below this, bare, is too common to stand for a statement on its own: "一天"
 *  and "一大半" read as 1, a log's "£5 off" as 5, and a covering line has a 1 or a 5 as often
 *  as not. A statement whose only specifics are such numbers is represented as one without
 *  specifics is, by half of its words (docs/design.md, "Forgetting"). */
export const WEAK_NUMBER_BELOW = 100;
const BARE_NUMBER_KEY_RE = /^n:\d+$/;

function onlyWeakNumbers(s: StatementCheck): boolean {
  if (s.specifics.size === 0) return false;
  for (const k of s.specifics) if (!BARE_NUMBER_KEY_RE.test(k) || Number(k.slice(2)) >= WEAK_NUMBER_BELOW) return false;
  return true;
}

/** Is a statement implied by the file that holds it (its own date line)? `title`: it is the
 *  text of the heading the file opens with, which a date title may be (content-gate.ts,
 *  impliedBy). */
export type Implied = (statement: string, title: boolean) => boolean;

/** The (1-based) line of the heading a text opens with (its first line that is not blank), or 0.
 *  The gate and the day draft (split-statements.ts) both read a log's title from it. */
export function titleLine(text: string): number {
  const m = /^(?:[ \t]*\r?\n)*/.exec(text)!;
  const rest = text.slice(m[0].length);
  return /^ {0,3}#{1,6}[ \t]/.test(rest) ? m[0].split("\n").length : 0;
}

/**
 * The salient statements of `text` that no line of `cover` represents, in order. `implied`:
 * statements every covering file states by being what it is (a log's date line, for its day
 * file: "# 2026-01-05 (Mon)" needs no line of its own).
 */
export function uncoveredStatements(text: string, cover: readonly CoverLine[], day: string | null, routine: RoutineIndex | null, implied: Implied = () => false): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const title = titleLine(text);
  for (const { text: st, line } of contentStatementsAt(text)) {
    if (seen.has(st) || implied(st, line === title)) continue;
    seen.add(st);
    const s = analyse(st);
    if (isSalient(s, day, routine) && !isRepresented(onlyWeakNumbers(s) ? { ...s, specifics: new Set() } : s, cover, GATE_SHARED_WORDS)) out.push(st);
  }
  return out;
}

/**
 * The salient statements of `text`, each once, with its line: what a draft of this text must
 * account for (the candidates `memory_distill draft` hands to the agent).
 */
export function salientStatements(text: string, day: string | null, routine: RoutineIndex | null, implied: Implied = () => false): LocatedStatement[] {
  const out: LocatedStatement[] = [];
  const seen = new Set<string>();
  const title = titleLine(text);
  for (const st of contentStatementsAt(text)) {
    if (seen.has(st.text) || implied(st.text, st.line === title)) continue;
    seen.add(st.text);
    if (isSalient(analyse(st.text), day, routine)) out.push(st);
  }
  return out;
}
