/**
 * A secret named after it is given: "Use qTZi…/ as the webhook signing secret", "4f9a… is the
 * new staging key". The noun is read first (a whole word), then back over a few words of the
 * same line to `as` / `is`, and the word before that must have a secret's shape (value-shape.ts).
 * A noun that another word claims ("the key id", "the token count") names no secret.
 */
import type { Rule, Span } from "../rule.js";
import { span } from "../rule.js";
import { asciiWordsCi, isAlnum, isAlpha, isBlank, isSpace, startsWithCi } from "../chars.js";
import { isProseSecret } from "../value-shape.js";

const NOUNS: ReadonlyArray<[string, "password" | "key"]> = [
  ["password", "password"], ["passphrase", "password"], ["key", "key"], ["token", "key"], ["secret", "key"],
];
const LINKS = new Set(["as", "is", "was", "becomes"]);
/** A word after the noun that the noun belongs to instead. */
const OWNED_BY_NEXT = new Set(["id", "ids", "count", "name", "fingerprint", "hash", "length", "type", "file", "path", "url", "limit", "usage"]);
const MAX_WORDS_BETWEEN = 4;
const MAX_WORD_CHARS = 512;

const isWordEnd = (c: number): boolean => !(isAlnum(c) || c === 95 || c === 45 || c === 46 || c === 47);
/** Holds on both sides of every noun match() can accept: a blank before it, a word end or a
 *  `.` after it. */
const isNounEdge = (c: number): boolean => !(isAlnum(c) || c === 95 || c === 45 || c === 47);

/** End of the word wordBefore last found (not a pair per word: every noun of dense text reads
 *  up to five words back). */
let wordEnd = 0;

/** Start of the word that ends at `e` (after trimming blanks before `e`; its end in wordEnd),
 *  or -1 at a line start or a sentence end. */
function wordBefore(text: string, e: number): number {
  let end = e;
  while (end > 0 && isBlank(text.charCodeAt(end - 1))) end--;
  if (end === 0 || end === e) return -1;
  let s = end;
  while (s > 0 && end - s < MAX_WORD_CHARS && !isSpace(text.charCodeAt(s - 1))) s--;
  wordEnd = end;
  return s;
}

const isOwnedByNext = asciiWordsCi(OWNED_BY_NEXT);
const isLink = asciiWordsCi(LINKS);
const MAX_LINK_CHARS = Math.max(...[...LINKS].map((w) => w.length));
const LINK = 1;
const PLAIN = 2;
const OTHER = 0;

/** Is the word [a, b) a link (`as`, `is`), a plain word (`the`, `new`, `signing`) or other?
 *  Read in place for ASCII (every word of the clause is judged: dense text has a noun every
 *  ~100 characters); the lower-cased copy only for a word with other characters. */
function wordKind(text: string, a: number, b: number): number {
  let ascii = true;
  for (let i = a; i < b && ascii; i++) ascii = text.charCodeAt(i) < 128;
  if (!ascii) {
    const word = text.slice(a, b).toLowerCase();
    return LINKS.has(word) ? LINK : /^[a-z][a-z-]*$/.test(word) ? PLAIN : OTHER;
  }
  const len = b - a;
  if (len <= MAX_LINK_CHARS && isLink(text.slice(a, b))) return LINK;
  if (len === 0 || !isAlpha(text.charCodeAt(a))) return OTHER;
  for (let i = a + 1; i < b; i++) {
    const c = text.charCodeAt(i);
    if (!isAlpha(c) && c !== 45) return OTHER;
  }
  return PLAIN;
}

const rule: Rule = {
  name: "prose-value-first",
  ids: ["prose-secret"],
  kind: "secret",
  // The noun stands after a blank and before a word end (or `.`): the scanner's edge test
  // (rule.ts) keeps `keys`, `tokens`, `api_key` and `key-value` from calling at all.
  triggers: NOUNS.map(([n]) => ({ ci: n, edge: isNounEdge })),
  match({ text }, at): Span | null {
    if (at === 0 || !isBlank(text.charCodeAt(at - 1))) return null;
    // The scanner matched one noun here with ASCII case folding; the nouns differ in their
    // ASCII letters, so the same fold finds which (no slice and lower-cased copy per noun).
    let noun: (typeof NOUNS)[number] | undefined;
    for (let k = 0; k < NOUNS.length && noun === undefined; k++) if (startsWithCi(text, NOUNS[k]![0], at)) noun = NOUNS[k];
    if (noun === undefined) return null;
    // A whole word, perhaps ending the sentence ("… as your API token.").
    const after = text.charCodeAt(at + noun[0].length);
    const punct = after === 46 || after === 44 || after === 59 || after === 33 || after === 63;
    if (!(punct ? isWordEnd(text.charCodeAt(at + noun[0].length + 1)) : isWordEnd(after))) return null;
    // "the key id": the next word owns the noun.
    let n = at + noun[0].length;
    while (isBlank(text.charCodeAt(n))) n++;
    let ne = n;
    while (ne - n < 16 && isAlnum(text.charCodeAt(ne))) ne++;
    if (isOwnedByNext(text.slice(n, ne))) return null;
    let pos = at;
    for (let k = 0; k <= MAX_WORDS_BETWEEN; k++) {
      const w = wordBefore(text, pos);
      if (w === -1) return null;
      const kind = wordKind(text, w, wordEnd);
      if (kind === LINK) {
        let vs = wordBefore(text, w);
        if (vs === -1) return null;
        let ve = wordEnd;
        while (ve > vs && ",;:".includes(text.charAt(ve - 1))) ve--;
        if (text.charCodeAt(vs) === 96 && text.charCodeAt(ve - 1) === 96) (vs++, ve--); // `value`
        return isProseSecret(text.slice(vs, ve), noun[1]) ? span(vs, ve, "prose-secret", true) : null;
      }
      // Only plain words (articles, qualifiers) between the link and the noun.
      if (kind !== PLAIN) return null;
      pos = w;
    }
    return null;
  },
};
export default rule;
