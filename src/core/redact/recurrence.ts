/**
 * A secret found once is a secret wherever the same text stands again.
 *
 *   SECRET_KEY = '-c6)m3cn1-c(&e8rhukk#igm#*x=go3k97vy&^_8le%)s+n=6f'   ← a rule finds it here
 *   …
 *   Generated key (keep it safe): -c6)m3cn1-c(&e8rhukk#igm#*x=go3k97vy&^_8le%)s+n=6f   ← and here
 *
 * A pasted session repeats what matters: the key a generator printed and the line of config
 * that sets it, the code in the question and in the answer, a password in the mail and in the
 * reply that quotes it. A rule reads a value through its name or its prefix, and the second
 * occurrence often has neither; keeping it leaks the secret the first redaction hid.
 *
 * The evidence is the spans the rules (and credential-block.ts) reported, each taken as a whole
 * replaced value on one line of MIN_CHARS..MAX_CHARS characters that is specific enough to be
 * the same secret where it stands again (specificEnough: a code's digits, or letters and
 * digits mixed, never a word or a default). Another occurrence counts when it stands as a whole
 * value: no letter or digit continues it on either side. One left-to-right pass finds them all (a table
 * of the values' first characters gates the look-ups, and at most MAX_VALUES_PER_PREFIX
 * values share a start), so the cost stays linear in the text. An occurrence vouches for nothing further, and a second pass over the output has no
 * evidence left (every occurrence is a placeholder): idempotence holds.
 */
import { bitCount, isAlnum } from "./chars.js";
import type { SpanTable } from "./spans.js";

export const RECURRENCE_RULE_ID = "secret-recurrence";

/** Shortest value looked for again: a six-digit door code or PIN. */
const MIN_CHARS = 6;
/** Shortest value of letters and digits looked for again. */
const MIN_CHARS_MIXED = 10;
/** Longer spans are blocks (a PEM body, a JSON credential), found whole by their rules. */
const MAX_CHARS = 256;
/** Values looked for per first MIN_CHARS characters: what keeps each look-up bounded when many
 *  values share a start (`sk-live-…`), at the cost of missing the rest in such a text. */
const MAX_VALUES_PER_PREFIX = 4;

/** A letter or digit of any script, or `_`: what would continue a value into a longer word. */
const WORD_CHAR = /[\p{L}\p{N}_]/u;
function isWordChar(text: string, i: number): boolean {
  if (i < 0 || i >= text.length) return false;
  return isWordCode(text.charCodeAt(i));
}

/** WORD_CHAR per UTF-16 code unit beyond ASCII, remembered as met (0 not yet asked, 1 no, 2
 *  yes): a regex test per character of a long text cost a fifth of a dense redaction. A
 *  surrogate half counts as a letter. */
const WORD_CODES = new Uint8Array(65536);
function isWordCode(c: number): boolean {
  if (c < 128) return ASCII_WORD[c] === 1;
  let known = WORD_CODES[c]!;
  if (known === 0) WORD_CODES[c] = known = (c >= 0xd800 && c <= 0xdfff) || WORD_CHAR.test(String.fromCharCode(c)) ? 2 : 1;
  return known === 2;
}

/** The first GATE_CHARS characters of text at `i`, hashed to a bit of the gate. */
const GATE_CHARS = 4;
const GATE_BITS = 1 << 20;
function gateKey(text: string, i: number): number {
  let h = 0;
  for (let k = 0; k < GATE_CHARS; k++) h = (Math.imul(h, 31) + text.charCodeAt(i + k)) | 0;
  return h & (GATE_BITS - 1);
}
/** A bit per hash of a value's first GATE_CHARS characters: with thousands of values it still
 *  lets almost no other position through. Shared, and cleared after each call (`gated`), so a
 *  call over a short text allocates no table. */
const GATE = new Uint32Array(GATE_BITS / 32);
const gated: number[] = [];
/** A byte per pair of first two characters (their low bytes): the first, cheaper gate. */
const PAIRS = new Uint8Array(65536);
const paired: number[] = [];
const pairKey = (c0: number, c1: number): number => ((c0 & 0xff) << 8) | (c1 & 0xff);
/** WORD_CHAR for ASCII, looked up per character of the scan. */
const ASCII_WORD = Uint8Array.from({ length: 128 }, (_, c) => (isAlnum(c) || c === 95 ? 1 : 0));
const gateHas = (g: number): boolean => (GATE[g >>> 5]! & (1 << (g & 31))) !== 0;

/** Distinct digits a number needs to be looked for again (`000000`, `121212` are defaults and
 *  fillers that recur as themselves). */
const MIN_DISTINCT_DIGITS = 4;
/** Digits and letters a value needs to be looked for again. */
const MIN_DIGITS = 2;
const MIN_LETTERS = 2;

/** Is `v` specific enough that another occurrence is the same secret, not a word or a default?
 *  A number of MIN_CHARS or more digits, MIN_DISTINCT_DIGITS of them distinct and not a run
 *  (`12345678`); or MIN_CHARS_MIXED characters on one line with MIN_DIGITS digits and
 *  MIN_LETTERS letters. What a rule took for a secret by mistake is mostly a word or a name
 *  (`ConvertTo-SecureString`, `app_password`, `jenkins-1`, `1Password`): looked for again, the
 *  mistake would spread over every place the word stands. */
function specificEnough(v: string): boolean {
  let digits = 0;
  let letters = 0;
  let other = 0;
  let seen = 0; // a bit per digit met
  let run = true;
  for (let k = 0; k < v.length; k++) {
    const c = v.charCodeAt(k);
    if (c === 10 || c === 13) return false;
    if (c >= 48 && c <= 57) {
      digits++;
      seen |= 1 << (c - 48);
      if (k > 0) {
        const step = (c - v.charCodeAt(k - 1) + 10) % 10;
        if (step !== 1 && step !== 9) run = false;
      }
    } else if (c !== 95 && isWordCode(c)) letters++;
    else other++;
  }
  if (letters === 0 && other === 0) return bitCount(seen) >= MIN_DISTINCT_DIGITS && !run;
  return v.length >= MIN_CHARS_MIXED && digits >= MIN_DIGITS && letters >= MIN_LETTERS;
}

/** Adds a span for every other whole occurrence of a value the secret spans replace; returns
 *  how many it added. Expects `secrets` merged (spans.ts mergeOverlapping). */
export function addRecurrences(text: string, secrets: SpanTable): number {
  const n = secrets.n;
  if (n === 0) return 0;
  // The values, by their first MIN_CHARS characters; a bit per hash of their first GATE_CHARS
  // gates the look-ups, so most positions build no string.
  const byPrefix = new Map<string, string[]>();
  for (let k = 0; k < n; k++) {
    if (secrets.keepFrom[k] !== -1 || secrets.replacement(k) !== undefined) continue;
    const s = secrets.start[k]!;
    const e = secrets.end[k]!;
    if (e - s < MIN_CHARS || e - s > MAX_CHARS) continue;
    const v = text.slice(s, e);
    if (!specificEnough(v)) continue;
    const p = v.slice(0, MIN_CHARS);
    const list = byPrefix.get(p);
    if (list === undefined) byPrefix.set(p, [v]);
    else if (list.length < MAX_VALUES_PER_PREFIX && !list.includes(v)) list.push(v);
    const pk = pairKey(v.charCodeAt(0), v.charCodeAt(1));
    if (PAIRS[pk] === 0) {
      PAIRS[pk] = 1;
      paired.push(pk);
    }
    const g = gateKey(v, 0);
    if (!gateHas(g)) {
      GATE[g >>> 5] = GATE[g >>> 5]! | (1 << (g & 31));
      gated.push(g);
    }
  }
  if (byPrefix.size === 0) return 0;
  try {
    return findAgain(text, secrets, byPrefix);
  } finally {
    // The table is shared across calls: clear what this call set.
    for (const g of gated) GATE[g >>> 5] = 0;
    gated.length = 0;
    for (const pk of paired) PAIRS[pk] = 0;
    paired.length = 0;
  }
}

/** The next position from `i` (at most `last`) where a value may start: not inside a word (a
 *  value that starts with a letter or digit starts a word), and past both gates. A loop of its
 *  own, so that it stays tight: most positions of a text are inside a word. */
function nextCandidate(text: string, i: number, last: number): number {
  let prevWord = i > 0 && isWordCode(text.charCodeAt(i - 1));
  for (; i <= last; i++) {
    const c = text.charCodeAt(i);
    const word = c < 128 ? ASCII_WORD[c] === 1 : isWordCode(c);
    if (word && prevWord) continue;
    prevWord = word;
    if (PAIRS[pairKey(c, text.charCodeAt(i + 1))] !== 0 && gateHas(gateKey(text, i))) return i;
  }
  return -1;
}

function findAgain(text: string, secrets: SpanTable, byPrefix: Map<string, string[]>): number {
  const n = secrets.n;
  // Where the existing spans are, to skip the occurrences they already cover.
  const { start, end } = secrets;
  let next = 0;
  let added = 0;
  const last = text.length - MIN_CHARS;
  for (let i = nextCandidate(text, 0, last); i !== -1; i = nextCandidate(text, i + 1, last)) {
    const list = byPrefix.get(text.slice(i, i + MIN_CHARS));
    if (list === undefined) continue;
    while (next < n && end[next]! <= i) next++;
    for (const v of list) {
      if (!text.startsWith(v, i)) continue;
      const e = i + v.length;
      // Already replaced (the evidence itself, or a span around it).
      if (next < n && start[next]! <= i && end[next]! >= e) break;
      // A whole value: nothing that would continue it into a longer word on either side.
      if ((isWordChar(v, 0) && isWordChar(text, i - 1)) || (isWordChar(v, v.length - 1) && isWordChar(text, e))) continue;
      secrets.add({ start: i, end: e, rule: RECURRENCE_RULE_ID }, "secret");
      added++;
      i = e - 1;
      break;
    }
  }
  return added;
}
