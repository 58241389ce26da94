/**
 * A wallet's recovery phrase (a BIP39 mnemonic) where a value stands:
 *
 *   Your wallet generation seed is:⏎"dolphin afford cabbage tunnel planet barrel volcano …"
 *   助记词（按顺序）：aspect absorb brisk cabin kiwi hover cinnamon umbrella absorb clog lizard nephew
 *
 * Whoever reads it owns the wallet (or the account it recovers), so it is a secret in any
 * language, named or not. The shape needs no name:
 * - 12, 15, 18, 21 or 24 words, the lengths BIP39 allows, each from its English word list
 *   (2,048 words of three to eight letters, from `@scure/bip39`: a list the standard fixes, not
 *   one kept here), one space between them, all in lower case;
 * - standing where a value stands: at the start of a line or in quotes, ending its line or its
 *   quotes; or after a label's colon, where the sentence may go on after it. Inside a JSON
 *   string (a transcript's, or a note that quotes one) the line breaks and quotes are escaped
 *   (`\n`, `\"`), and count as what they stand for.
 * A sentence that long made only of those words has no "the", "and", "of" or "to" in it: prose
 * fails the list. The checksum is not asked for: a phrase copied with a slip is still the secret.
 * The test phrases that BIP39's documents publish repeat their words, and are kept.
 * See docs/design.md, "Redaction".
 *
 * Anchored where a value starts (the stops below).
 */
import { wordlist } from "@scure/bip39/wordlists/english.js";
import type { Finder, Rule } from "../rule.js";
import { span } from "../rule.js";
import { ASCII_LETTERS, isAlnum, isBlank, isLower } from "../chars.js";

const WORDS: ReadonlySet<string> = new Set(wordlist);
const LENGTHS = new Set([12, 15, 18, 21, 24]);
const MAX_WORDS = 24;
const MIN_WORDS = 12;
/** Share of a phrase's words that must be distinct (see phraseEnd). */
const MIN_DISTINCT_SHARE = 0.8;
const MIN_WORD_CHARS = 3;
const MAX_WORD_CHARS = 8;
const SPACE = 32;
const COLON = 58;
const BACKSLASH = 92;
const FULL_WIDTH_COLON = 0xff1a;
/** Closing quotes a phrase may end on. */
const CLOSERS = new Set([..."\"'”’」』`"].map((c) => c.charCodeAt(0)));

/** Does s start twelve runs of lower-case letters with one space between them, the least a
 *  phrase is, the first of them a word of the list? Read before the words are looked up one by
 *  one: most stops (a line's start in a transcript, a label's value) fail within a few
 *  characters. */
function twelveRuns(text: string, s: number): boolean {
  // The first word first: a line of prose most often opens with a word outside the list.
  let e = s;
  while (e - s <= MAX_WORD_CHARS && isLower(text.charCodeAt(e))) e++;
  if (e - s < MIN_WORD_CHARS || e - s > MAX_WORD_CHARS || !WORDS.has(text.slice(s, e))) return false;
  for (let k = e, spaces = 0; spaces < MIN_WORDS - 1; k++) {
    const c = text.charCodeAt(k);
    if (c === SPACE) {
      if (text.charCodeAt(k - 1) === SPACE) return false;
      spaces++;
    } else if (!isLower(c)) return false;
  }
  return true;
}

/**
 * The end of the recovery phrase starting at s, or -1 when none starts there. The words are read
 * while they are list words; most stops fail on the first (a JSON key in quotes, a code line).
 * `labelled`: the phrase follows a label's colon, and may go on into the sentence ("助记词：… 部署到
 * 生产环境", "seed: … after the incident"): the longest run of a length BIP39 allows counts.
 * Otherwise (a line's start, a quote) the run must have such a length and end its line or quotes.
 */
export function phraseEnd(text: string, s: number, labelled = false): number {
  if (!twelveRuns(text, s)) return -1;
  const words: string[] = [];
  const ends: number[] = [];
  let k = s;
  while (words.length < MAX_WORDS) {
    let e = k;
    while (e < text.length && e - k <= MAX_WORD_CHARS && isLower(text.charCodeAt(e))) e++;
    if (e - k < MIN_WORD_CHARS || e - k > MAX_WORD_CHARS || isAlnum(text.charCodeAt(e))) break;
    const w = text.slice(k, e);
    if (!WORDS.has(w)) break;
    words.push(w);
    ends.push(e);
    if (text.charCodeAt(e) !== SPACE || !isLower(text.charCodeAt(e + 1))) break;
    k = e + 1;
  }
  let n = words.length;
  if (labelled) while (n > 0 && !LENGTHS.has(n)) n--;
  if (!LENGTHS.has(n)) return -1;
  const end = ends[n - 1]!;
  if (!labelled && (n !== words.length || !endsValue(text, end))) return -1;
  // A published test phrase repeats its words ("abandon abandon … about", "legal winner thank
  // year wave … legal winner thank yellow"); a generated one hardly ever does.
  if (new Set(words.slice(0, n)).size < MIN_DISTINCT_SHARE * n) return -1;
  return end;
}

/** The length of the escape for one of `chars` at i (`\n` in a JSON string, `\\n` in a JSON
 *  string inside another), or 0 when none starts there. */
function escapeAt(text: string, i: number, chars: string): number {
  let k = i;
  while (text.charCodeAt(k) === BACKSLASH) k++;
  return k > i && k < text.length && chars.includes(text[k]!) ? k + 1 - i : 0;
}
/** The length of such an escape that ends at i (its last character), or 0. */
function escapeEndingAt(text: string, i: number, chars: string): number {
  if (i < 1 || !chars.includes(text[i]!)) return 0;
  let k = i - 1;
  while (k >= 0 && text.charCodeAt(k) === BACKSLASH) k--;
  return k < i - 1 ? i - k : 0;
}
/** Escaped blanks inside a JSON string: a line break or a tab. */
const BLANK_ESCAPES = "nrt";
const QUOTE_ESCAPE = "\"";

/** Does the phrase at s follow a label's colon (past blanks and a quote, plain or escaped)? */
function afterLabel(text: string, s: number): boolean {
  let k = s - 1;
  const quote = escapeEndingAt(text, k, QUOTE_ESCAPE);
  if (quote) k -= quote;
  else if (k >= 0 && CLOSERS.has(text.charCodeAt(k))) k--;
  for (let n = 0; ; k -= n) {
    n = k >= 0 && isBlank(text.charCodeAt(k)) ? 1 : escapeEndingAt(text, k, BLANK_ESCAPES);
    if (!n) break;
  }
  const c = text.charCodeAt(k);
  return c === COLON || c === FULL_WIDTH_COLON;
}

/** Does a value end at k: its line's end or its closing quote, plain or escaped (blanks or a full
 *  stop may come before the line's end)? */
function endsValue(text: string, k: number): boolean {
  if (CLOSERS.has(text.charCodeAt(k)) || escapeAt(text, k, QUOTE_ESCAPE)) return true;
  let t = k;
  while (t < text.length && (isBlank(text.charCodeAt(t)) || text.charCodeAt(t) === 46)) t++;
  const c = text.charCodeAt(t);
  return t >= text.length || c === 10 || c === 13 || escapeAt(text, t, "nr") > 0;
}

/** Where a value would start after q: past blanks (plain or escaped) and one quote. */
function valueStart(text: string, q: number): number {
  let s = q + 1;
  for (let n = 0; ; s += n) {
    n = isBlank(text.charCodeAt(s)) ? 1 : escapeAt(text, s, BLANK_ESCAPES);
    if (!n) break;
  }
  const quote = escapeAt(text, s, QUOTE_ESCAPE);
  if (quote) s += quote;
  else if (CLOSERS.has(text.charCodeAt(s))) s++;
  return s;
}

const atLetter = (text: string, q: number): number => (phraseEnd(text, q) >= 0 ? q : -1);
/** After a colon, an opening quote or an escaped line break: the phrase's first word. */
const after = (text: string, q: number): number => {
  const s = valueStart(text, q);
  return twelveRuns(text, s) && phraseEnd(text, s, afterLabel(text, s)) >= 0 ? s : -1;
};

/**
 * The stops: a lower-case letter or a quote that starts a line, a colon after a label (`seed:`,
 * `"mnemonic":`, `(in order):`; the same stops as the keyed rules' colons, so they cost little
 * more), a full-width colon (`助记词：`) and the `n` of an escaped line break (a line's start
 * inside a JSON string). Not every quote or word in the text: a transcript's JSON has a quoted
 * word every hundred bytes.
 */
const triggers: Finder[] = [
  ..."abcdefghijklmnopqrstuvwxyz".split("").map((l) => ({ anchor: l, prev: "\n", find: atLetter })),
  { anchor: "\"", prev: "\n", find: after },
  { anchor: ":", prev: ASCII_LETTERS + "\"')", find: after },
  { anchor: "：", find: after },
  // (Only where a word, a blank, a quote or another escape follows: most escaped breaks in a
  // transcript open a heading, a list item or a capitalised sentence.)
  { anchor: "n", prev: "\\", next: "abcdefghijklmnopqrstuvwxyz \t\\\"", find: after },
];

const rule: Rule = {
  name: "seed-phrase",
  ids: ["seed-phrase"],
  kind: "secret",
  triggers,
  match({ text }, at) {
    const end = phraseEnd(text, at, afterLabel(text, at));
    return end < 0 ? null : span(at, end, "seed-phrase");
  },
};
export default rule;
