/**
 * Content coverage: does a higher tier say what a lower file said? Used by the forgetting gate,
 * whoever wrote the higher tier (the deterministic draft, the agent, the user by hand): a file
 * may be forgotten only when each of its salient statements is represented in a file that stays.
 *  - Salient: not routine (routine.ts), and carrying a specific (specifics.ts) or at least
 *    SMALL_TALK_WORDS words. Unclear means salient.
 *  - Represented: one line of the covering text holds all of the statement's specifics
 *    (normalised) and shares its words: at least one when it has specifics, at least
 *    REPRESENTED_SHARE of them when it has none.
 * See docs/design.md, "Forgetting".
 */
import { contentStatements, contentStatementsAt, type LocatedStatement } from "./content-statements.js";
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

export function isRepresented(s: StatementCheck, lines: readonly CoverLine[]): boolean {
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
    if (s.specifics.size > 0 ? shared >= 1 : shared >= REPRESENTED_SHARE * s.words.size) return true;
  }
  return false;
}

/**
 * The salient statements of `text` that no line of `cover` represents, in order. `implied`:
 * statements every covering file states by being what it is (a log's date line, for its day
 * file: "# 2026-01-05 (Mon)" needs no line of its own).
 */
export function uncoveredStatements(text: string, cover: readonly CoverLine[], day: string | null, routine: RoutineIndex | null, implied: (statement: string) => boolean = () => false): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const st of contentStatements(text)) {
    if (seen.has(st) || implied(st)) continue;
    seen.add(st);
    const s = analyse(st);
    if (isSalient(s, day, routine) && !isRepresented(s, cover)) out.push(st);
  }
  return out;
}

/**
 * The salient statements of `text`, each once, with its line: what a draft of this text must
 * account for (the candidates `memory_distill draft` hands to the agent).
 */
export function salientStatements(text: string, day: string | null, routine: RoutineIndex | null, implied: (statement: string) => boolean = () => false): LocatedStatement[] {
  const out: LocatedStatement[] = [];
  const seen = new Set<string>();
  for (const st of contentStatementsAt(text)) {
    if (seen.has(st.text) || implied(st.text)) continue;
    seen.add(st.text);
    if (isSalient(analyse(st.text), day, routine)) out.push(st);
  }
  return out;
}
