/**
 * A code read out digit by digit, with or without its name: what a voice memo's or a voicemail's
 * transcript makes of a door, alarm, safe or PIN code ("The board store is now six seven double
 * four two seven", "four two zero three double five, that's the new door code", "Gas locker on
 * the van, eight double three double one five").
 *
 * pin-code.ts reads spoken digits in a code's slot, after a noun it knows. Here the structure is
 * the evidence: a person reads a number out one digit at a time when the listener must key it in
 * exactly, and among such numbers the ones of MIN_DIGITS..MAX_DIGITS digits are codes. A phone
 * number (10 or more digits), a year or a time (4), a count ("one or two") falls outside; so do a
 * run counted up or down ("one two three four five six", a list's steps) and a number of fewer
 * than MIN_DISTINCT_DIGITS distinct digits (a default such as "oh oh oh oh oh oh", "one two one
 * two oh oh"). The whole run is judged, from its first digit word: a longer one is no code. And
 * a number that a word just before it names as an identifier ("your booking reference is seven
 * seven three zero, one one eight four", "order number …") is read out for the same reason and
 * is no code.
 */
import type { Rule } from "../rule.js";
import { span } from "../rule.js";
import { isAlpha, isBlank, lowerAscii } from "../chars.js";
import { isDigitWord, isEdge, spokenDigits, spokenDigitValues } from "../code-slot.js";

const MIN_DIGITS = 6;
const MAX_DIGITS = 8;
const MIN_DISTINCT_DIGITS = 4;

/** Words that name a number as an identifier, read up to MAX_NAME_WORDS words before the run. */
const IDENTIFIER_NOUNS = new Set([
  "reference", "ref", "order", "booking", "confirmation", "ticket", "invoice", "tracking", "account", "number", "phone",
  "mobile", "extension", "serial", "flight", "membership", "policy", "claim", "case", "customer", "parcel",
]);
const MAX_NAME_WORDS = 4;
/** The words that trigger a read. Not "one", "two" and "oh", the digit words that are most often
 *  words of a sentence: a run of MIN_DISTINCT_DIGITS distinct digits holds another digit's word,
 *  and the read starts at the run's first word from there (runStart). */
const TRIGGERS = ["zero", "three", "four", "five", "six", "seven", "eight", "nine"];
/** Digit words read back from a trigger to the run's start, at most. */
const MAX_BACK_WORDS = 2 * MAX_DIGITS;

/** Do the digits count up or down by one throughout ("one two three four five six")? */
function counted(digits: readonly number[]): boolean {
  const step = (digits[1]! - digits[0]! + 10) % 10;
  if (step !== 1 && step !== 9) return false;
  for (let k = 2; k < digits.length; k++) if ((digits[k]! - digits[k - 1]! + 10) % 10 !== step) return false;
  return true;
}

/** Where the word that ends before `at` starts (past blanks and one comma), and the word in
 *  lower case; [at, ""] when none does. */
function wordBefore(text: string, at: number): [number, string] {
  let e = at;
  while (e > 0 && isBlank(text.charCodeAt(e - 1))) e--;
  if (text.charCodeAt(e - 1) === 44) e--;
  while (e > 0 && isBlank(text.charCodeAt(e - 1))) e--;
  let s = e;
  while (s > 0 && isAlpha(text.charCodeAt(s - 1))) s--;
  return s === e ? [at, ""] : [s, lowerAscii(text.slice(s, e))];
}

/** The first word of the run of digit words that holds the word at `at`. */
function runStart(text: string, at: number): number {
  let s = at;
  for (let k = 0; k < MAX_BACK_WORDS; k++) {
    const [b, w] = wordBefore(text, s);
    if (w === "" || !isDigitWord(w)) break;
    s = b;
  }
  return s;
}

/** Does a word of the MAX_NAME_WORDS before `at` name the number as an identifier? */
function namedIdentifier(text: string, at: number): boolean {
  let i = at;
  for (let k = 0; k < MAX_NAME_WORDS; k++) {
    const [s, w] = wordBefore(text, i);
    if (w === "") return false;
    if (IDENTIFIER_NOUNS.has(w)) return true;
    i = s;
  }
  return false;
}

const rule: Rule = {
  name: "spoken-code",
  ids: ["spoken-code"],
  kind: "secret",
  triggers: TRIGGERS.map((w) => ({ ci: w, edge: isEdge })),
  match({ text }, at) {
    if (at > 0 && !isEdge(text.charCodeAt(at - 1))) return null;
    const s = runStart(text, at);
    // Most digit words are words of a sentence ("six of them"): the run's length decides first.
    const found = spokenDigits(text, s, MIN_DIGITS, MAX_DIGITS);
    if (found === null || namedIdentifier(text, s)) return null;
    const digits = spokenDigitValues(text, found[0], found[1]);
    if (digits.length < MIN_DIGITS || new Set(digits).size < MIN_DISTINCT_DIGITS || counted(digits)) return null;
    return span(found[0], found[1], "spoken-code", true);
  },
};
export default rule;
