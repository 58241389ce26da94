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
 * - standing where a value stands: at the start of a line, after a label's colon, or in quotes,
 *   and ending its line or its quotes.
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
import { isBlank, isLower } from "../chars.js";

const WORDS: ReadonlySet<string> = new Set(wordlist);
const LENGTHS = new Set([12, 15, 18, 21, 24]);
const MAX_WORDS = 24;
/** Share of a phrase's words that must be distinct (see phraseEnd). */
const MIN_DISTINCT_SHARE = 0.8;
const MIN_WORD_CHARS = 3;
const MAX_WORD_CHARS = 8;
const SPACE = 32;
/** Closing quotes a phrase may end on. */
const CLOSERS = new Set([..."\"'”’」』`"].map((c) => c.charCodeAt(0)));

/** The end of the recovery phrase starting at s, or -1 when none starts there. The words are
 *  looked up only once the run has a phrase's shape: most stops are a word in quotes or after a
 *  colon (`"name":`), and fail on the character after it. */
export function phraseEnd(text: string, s: number): number {
  const starts: number[] = [];
  let k = s;
  for (;;) {
    let e = k;
    while (e < text.length && e - k <= MAX_WORD_CHARS && isLower(text.charCodeAt(e))) e++;
    if (e - k < MIN_WORD_CHARS || e - k > MAX_WORD_CHARS) return -1;
    starts.push(k);
    if (starts.length < MAX_WORDS && text.charCodeAt(e) === SPACE && isLower(text.charCodeAt(e + 1))) {
      k = e + 1;
      continue;
    }
    k = e;
    break;
  }
  const words = starts.length;
  if (!LENGTHS.has(words) || !endsValue(text, k)) return -1;
  const list = text.slice(s, k).split(" ");
  for (const w of list) if (!WORDS.has(w)) return -1;
  // A published test phrase repeats its words ("abandon abandon … about", "legal winner thank
  // year wave … legal winner thank yellow"); a generated one hardly ever does.
  if (new Set(list).size < MIN_DISTINCT_SHARE * words) return -1;
  return k;
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

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const atLetter = (text: string, q: number): number => (phraseEnd(text, q) >= 0 ? q : -1);
/** After a colon or an opening quote: past blanks and a quote, the phrase's first word. */
const after = (text: string, q: number): number => {
  let s = q + 1;
  while (s < text.length && isBlank(text.charCodeAt(s))) s++;
  if (CLOSERS.has(text.charCodeAt(s))) s++;
  return isLower(text.charCodeAt(s)) && phraseEnd(text, s) >= 0 ? s : -1;
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
  { anchor: ":", prev: LETTERS + "\"')", find: after },
  { anchor: "：", find: after },
];

const rule: Rule = {
  name: "seed-phrase",
  ids: ["seed-phrase"],
  kind: "secret",
  triggers,
  match({ text }, at) {
    const end = phraseEnd(text, at);
    return end < 0 ? null : span(at, end, "seed-phrase");
  },
};
export default rule;
