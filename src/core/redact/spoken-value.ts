/**
 * A password read out, as a voice note, a call or a dictation transcribes it: "the password is
 * india echo juliett four six four five", "it's fennel six eight six five", "anchor hyphen sixty
 * seven hyphen umber", "lowercase e, lowercase z, capital Q, four, asterisk".
 *
 * The words that spell a value out are a closed class: number words and digits, the spelling
 * alphabet, the names of symbols, and the words that give a letter's case. A run of them (with
 * at most one plain word first, the word a chosen password starts with) where a password's name
 * puts its value (rules/prose-secret.ts) is the value. A count or a length ("eight characters",
 * "at least twelve") ends the run at its first other word and is too short to be one.
 */
import { isAlpha, isBlank, isDigit, lowerAscii } from "./chars.js";

const NUMBER_WORDS = [
  "zero", "oh", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen",
  "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty", "thirty", "forty", "fifty", "sixty",
  "seventy", "eighty", "ninety", "hundred", "double", "triple",
];
/** The spelling alphabet (ICAO/NATO). */
const SPELLING = [
  "alpha", "alfa", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliet", "juliett", "kilo", "lima",
  "mike", "november", "oscar", "papa", "quebec", "romeo", "sierra", "tango", "uniform", "victor", "whiskey", "whisky", "xray",
  "yankee", "zulu",
];
/** Symbols by name, and the words around a name ("exclamation mark", "at sign"). */
const SYMBOLS = [
  "hyphen", "dash", "underscore", "dot", "period", "exclamation", "mark", "point", "asterisk", "star", "hash", "pound", "plus",
  "equals", "slash", "ampersand", "dollar", "percent", "caret", "tilde", "sign",
];
/** Words that give the case of the next letter. */
const CASES = ["capital", "uppercase", "upper", "lowercase", "lower", "small", "cap"];

const SPOKEN = new Set([...NUMBER_WORDS, ...SPELLING, ...SYMBOLS, ...CASES]);
/** Class words a run needs, beyond a first plain word. */
const MIN_SPOKEN = 3;
const MAX_RUN_TOKENS = 24;
const MAX_WORD_CHARS = 12;

/** Is text[s, e) a token of the spelled-out class: a class word, a single letter, or a group of
 *  up to four digits? */
function spokenToken(text: string, s: number, e: number): boolean {
  if (e - s === 1 && isAlpha(text.charCodeAt(s))) return true;
  let digits = true;
  for (let k = s; k < e && digits; k++) digits = isDigit(text.charCodeAt(k));
  if (digits) return e - s <= 4;
  return e - s <= MAX_WORD_CHARS && SPOKEN.has(lowerAscii(text.slice(s, e)));
}

/** End of the spelled-out value that starts at `s` (a word's start), or -1: a run of class
 *  tokens separated by blanks or commas, optionally after one plain word, holding MIN_SPOKEN
 *  class tokens or more. */
function spokenValueEnd(text: string, s: number, limit: number): number {
  let i = s;
  let spoken = 0;
  let end = -1;
  for (let n = 0; n < MAX_RUN_TOKENS && i < limit; n++) {
    let e = i;
    while (e < limit && (isAlpha(text.charCodeAt(e)) || isDigit(text.charCodeAt(e)))) e++;
    if (e === i) break;
    if (spokenToken(text, i, e)) {
      spoken++;
      end = e;
    } else if (n > 0 || e - i > MAX_WORD_CHARS) break; // only the first word may be plain
    // Separators: blanks and commas ("four, asterisk, three").
    let j = e;
    while (j < limit && (isBlank(text.charCodeAt(j)) || text.charCodeAt(j) === 44)) j++;
    if (j === e) break;
    i = j;
  }
  return spoken >= MIN_SPOKEN ? end : -1;
}

/** Words after which a password's value stands ("is", "it's", "reset to", "set up as"). */
const SLOT_WORDS = new Set(["is", "it's", "it’s", "its", "was", "to", "as", "be", "are"]);
const MAX_SLOT_WORDS = 9;
/** A word this long with a digit in it, between the noun and a spelled-out run, is a value
 *  written out (prose-secret.ts reads no shorter one). */
const MIN_WRITTEN_VALUE_CHARS = 8;

/** [start, end) of a spelled-out value in the clause after a password's noun (from `from`,
 *  before `limit`), right after a slot word or a colon; or null. */
export function spokenSlotValue(text: string, from: number, limit: number): [number, number] | null {
  let i = from;
  let slot = false;
  for (let n = 0; n < MAX_SLOT_WORDS && i < limit; n++) {
    while (i < limit && (isBlank(text.charCodeAt(i)) || text.charCodeAt(i) === 58 || text.charCodeAt(i) === 44)) {
      if (text.charCodeAt(i) === 58) slot = true;
      i++;
    }
    const c = text.charCodeAt(i);
    if (i >= limit || c === 10 || c === 13 || c === 46) return null;
    if (slot) {
      const end = spokenValueEnd(text, i, limit);
      if (end !== -1) return [i, end];
    }
    let e = i;
    let digit = false;
    for (; e < limit && !isBlank(text.charCodeAt(e)) && text.charCodeAt(e) !== 10 && text.charCodeAt(e) !== 58; e++) if (isDigit(text.charCodeAt(e))) digit = true;
    if (e === i) return null;
    // A written value stood in the clause first ("password 9fce… Číslo karty: 4642 6567 …"):
    // prose-secret.ts judges it, and a run read past it is another label's value.
    if (digit && e - i >= MIN_WRITTEN_VALUE_CHARS) return null;
    slot = SLOT_WORDS.has(lowerAscii(text.slice(i, e)));
    i = e;
  }
  return null;
}
