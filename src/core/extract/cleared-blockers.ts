/**
 * A blocker the user later speaks of plainly is no longer open. "Portal BHISS fora do ar (503)"
 * → "voltou o portal da prefeitura … BHISS"; "Freigabe Dr. Seidel … fehlt noch" → "Seidel hat
 * vorhin unterschrieben"; "waiting on the saleae" → "the saleae … came back from Ana". People
 * clear a blocker in as many words as they raise it, so no completion phrase is looked for.
 * What is looked for is structure:
 *
 * - the later sentence names the blocker's subject by one of its rare names: a word with a
 *   capital or a digit, said in at most RARE_TURNS turns of the session (a word every other
 *   turn uses is the session's topic, not this blocker's), and not a weekday (a date, not a
 *   subject). A script without case shows no names, so there two rare words must be shared
 *   ("提醒" alone is the reminder, not 小王's leave);
 * - the user says it, after the blocker: the assistant restates and proposes, the user reports;
 * - it is a plain statement: nothing in it blocks, waits or negates, it asks nothing, and it
 *   says nothing about what comes next ("ci workflow after SEC-2210" still waits).
 *
 * When in doubt the blocker stays: a cleared blocker left open costs a line, an open one
 * dropped loses what the next session must know. See docs/design.md, "Extraction floor".
 */
import type { Transcript } from "../transcript/types.js";
import type { DigestItem } from "./digest.js";
import { isBlocked, QUESTION_RE } from "./floor.js";
import { NOT_YET_RE } from "./lexicon.js";
import type { Selected } from "./select.js";
import { authoredLines, sentences } from "./segment.js";
import { subjectTerms } from "./terms.js";
import { WEEKDAY_WORD_RE } from "../statements/subjects.js";

/** A word said in more turns than this is what the session is about, not one blocker's name. */
export const RARE_TURNS = 6;
/** Rare words a later sentence must share with a blocker written in a script without case. */
const CASELESS_SHARED = 2;

// Closed classes. Negation in the languages users write most: a cleared blocker is said
// without one ("A cama chegou!", not "a cama ainda não chegou").
const NEGATION_RE = /(?:^|[\s,;:(])(?:not|no|never|nothing|none|nobody|neither|nor|don'?t|doesn'?t|didn'?t|won'?t|isn'?t|aren'?t|wasn'?t|weren'?t|hasn'?t|haven'?t|hadn'?t|can'?t|couldn'?t|shouldn'?t|não|nem|nunca|ninguém|nada|ni|nadie|ne|pas|plus|jamais|rien|nicht|kein|keine|keinen|nie|niemand|nichts|niet|geen|nooit|inte|ej|ikke|aldri|ei|non|mai|nessuno|niente|ani|nic|не|ні|нет|немає|ничего|нічого|δεν|όχι|μην|hindi|wala|huwag|belum|tidak|tak|bukan|gak|nggak|enggak|không|chưa|değil|yok|hayır|لا|ليس|مش|ما|لم|לא|אין|नहीं|nahi|nahin|na|haiku|hapana)(?=$|[\s,.;:!?)])|n['’]t\b|ไม่|ยัง|不|没|未|別|别|ない|ません|없|않|못/iu;
// What comes next: a condition, a time ahead, an obligation (English and Chinese; elsewhere
// the negation and blocking tests carry the weight).
const AHEAD_RE = /\b(?:will|shall|going to|gonna|'ll|after|before|until|till|once|when|if|unless|then|first|next|later|soon|tomorrow|tonight|asap|need to|needs to|have to|has to|must|should|gotta|remember|pending|awaiting)\b|明天|后天|下周|回头|记得|之后|以后|等/i;

/** Drops each blocker a later plain user statement names by one of its rare names; returns how many. */
export function applyClearedBlockers(sel: Selected, transcript: Transcript): number {
  if (sel.blockers.length === 0) return 0;
  const { said, turnsOf } = readSession(transcript);
  const kept = sel.blockers.filter((b) => !cleared(b, said, turnsOf));
  const dropped = sel.blockers.length - kept.length;
  sel.blockers = kept;
  return dropped;
}

interface Said {
  turn: number;
  text: string;
  subject: Set<string>;
}

function cleared(blocker: DigestItem, said: Said[], turnsOf: Map<string, number>): boolean {
  const { names, caseless } = rareWords(blocker.text, turnsOf);
  if (names.length === 0 && caseless.length < CASELESS_SHARED) return false;
  return said.some((s) => {
    if (s.turn <= blocker.turn) return false;
    const named = names.some((n) => s.subject.has(n)) || caseless.filter((w) => s.subject.has(w)).length >= CASELESS_SHARED;
    return named && plain(s.text);
  });
}

/** The blocker's rare subject words: those written as names (a capital or a digit), and those
 *  of a script without case. */
function rareWords(text: string, turnsOf: Map<string, number>): { names: string[]; caseless: string[] } {
  const cased = new Set<string>();
  const uncased = new Set<string>();
  for (const m of text.matchAll(/[\p{L}\p{N}][\p{L}\p{M}\p{N}_.+-]*/gu)) {
    const w = m[0];
    if (WEEKDAY_WORD_RE.test(w)) continue;
    if (!/[\p{Lu}\p{Ll}]/u.test(w)) uncased.add(w.toLowerCase());
    else if (/[\p{Lu}\p{N}]/u.test(w)) cased.add(w.toLowerCase());
  }
  const names: string[] = [];
  const caseless: string[] = [];
  for (const t of subjectTerms(text)) {
    const n = turnsOf.get(t) ?? 0;
    if (n < 1 || n > RARE_TURNS) continue;
    if (cased.has(t) || [...cased].some((w) => w.includes(t))) names.push(t);
    else if ([...uncased].some((w) => w.includes(t))) caseless.push(t);
  }
  return { names, caseless };
}

function plain(s: string): boolean {
  return !QUESTION_RE.test(s) && !isBlocked(s) && !NOT_YET_RE.test(s) && !NEGATION_RE.test(s) && !AHEAD_RE.test(s);
}

/** The user's sentences with their subject words, and in how many user and assistant turns each
 *  subject word is said: one pass over the transcript. */
function readSession(transcript: Transcript): { said: Said[]; turnsOf: Map<string, number> } {
  const said: Said[] = [];
  const turnsOf = new Map<string, number>();
  transcript.turns.forEach((turn, i) => {
    if (turn.external || (turn.role !== "user" && turn.role !== "assistant") || !turn.text) return;
    const seen = new Set<string>();
    for (const text of sentences(authoredLines(turn.text))) {
      const subject = subjectTerms(text);
      for (const t of subject) seen.add(t);
      if (turn.role === "user") said.push({ turn: i, text, subject });
    }
    for (const t of seen) turnsOf.set(t, (turnsOf.get(t) ?? 0) + 1);
  });
  return { said, turnsOf };
}
