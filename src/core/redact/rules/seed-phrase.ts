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
 *   quotes; or after a label's colon, where the sentence may go on after it.
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
/** Share of a phrase's words that must be distinct (see phraseEnd). */
const MIN_DISTINCT_SHARE = 0.8;
const MIN_WORD_CHARS = 3;
const MAX_WORD_CHARS = 8;
const SPACE = 32;
const COLON = 58;
const FULL_WIDTH_COLON = 0xff1a;
/** Closing quotes a phrase may end on. */
const CLOSERS = new Set([..."\"'”’」』`"].map((c) => c.charCodeAt(0)));

/**
 * The end of the recovery phrase starting at s, or -1 when none starts there. The words are read
 * while they are list words; most stops fail on the first (a JSON key in quotes, a code line).
 * `labelled`: the phrase follows a label's colon, and may go on into the sentence ("助记词：… 部署到
 * 生产环境", "seed: … after the incident"): the longest run of a length BIP39 allows counts.
 * Otherwise (a line's start, a quote) the run must have such a length and end its line or quotes.
 */
export function phraseEnd(text: string, s: number, labelled = false): number {
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

/** Does the phrase at s follow a label's colon (past blanks and a quote)? */
function afterLabel(text: string, s: number): boolean {
  let k = s - 1;
  if (k >= 0 && CLOSERS.has(text.charCodeAt(k))) k--;
  while (k >= 0 && isBlank(text.charCodeAt(k))) k--;
  const c = text.charCodeAt(k);
  return c === COLON || c === FULL_WIDTH_COLON;
}

/** Does a value end at k: its line's end or its closing quote (blanks or a full stop may come
 *  before the line's end)? */
function endsValue(text: string, k: number): boolean {
  if (CLOSERS.has(text.charCodeAt(k))) return true;
  let t = k;
  while (t < text.length && (isBlank(text.charCodeAt(t)) || text.charCodeAt(t) === 46)) t++;
  const c = text.charCodeAt(t);
  return t >= text.length || c === 10 || c === 13;
}

const atLetter = (text: string, q: number): number => (phraseEnd(text, q) >= 0 ? q : -1);
/** After a colon or an opening quote: past blanks and a quote, the phrase's first word. */
const after = (text: string, q: number): number => {
  let s = q + 1;
  while (s < text.length && isBlank(text.charCodeAt(s))) s++;
  if (CLOSERS.has(text.charCodeAt(s))) s++;
  return isLower(text.charCodeAt(s)) && phraseEnd(text, s, afterLabel(text, s)) >= 0 ? s : -1;
};

/**
 * The stops: a lower-case letter or a quote that starts a line, a colon after a label (`seed:`,
 * `"mnemonic":`, `(in order):`; the same stops as the keyed rules' colons, so they cost little
 * more) and a full-width colon (`助记词：`). Not every quote or word in the text: a transcript's
 * JSON has a quoted word every hundred bytes.
 */
const triggers: Finder[] = [
  ..."abcdefghijklmnopqrstuvwxyz".split("").map((l) => ({ anchor: l, prev: "\n", find: atLetter })),
  { anchor: "\"", prev: "\n", find: after },
  { anchor: ":", prev: ASCII_LETTERS + "\"')", find: after },
  { anchor: "：", find: after },
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
