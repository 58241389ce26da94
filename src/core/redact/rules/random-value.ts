/**
 * A generated value standing in prose, in any language, with no name the other rules can read:
 *
 *   ဆိုင် Wi-Fi က Pq7Xw2Rk9mLz ပါ။
 *   Tenimiafina vaovao an'ny birao: Hx4nRk8pQe2W
 *   [09:14] Ana: the new one is Bk9zQ2mXr7Lw, old one stops tonight
 *
 * The name rules find a value through its noun ("password", "clave", "パスワード"), and a chat
 * or a note in a language whose noun they do not know leaves the value in place. mixed-password.ts
 * takes such a value when it holds a symbol; this rule takes the letters-and-digits kind that
 * password managers, portals and routers generate. It asks nothing of the language, only of the
 * word and of where it stands:
 *
 * - **The word** (randomShape): 10–64 characters of letters, digits and inner `-`/`_`, with at
 *   least two upper case letters, two lower case letters and a digit, whose character class
 *   changes at least every third character, which is mostly not made of syllables, and which
 *   has a mixed-case part of five characters or more. An identifier (`getUser2Profile`,
 *   `MacBookPro16`, `XmlParser3Impl`) is words joined; a generated value changes class at random
 *   (`iCx7N7wro9RA` changes eight times in twelve).
 * - **What it is not**: an object id with a type prefix (`cus_…`, `toolu_…`, `sha512-…`,
 *   `PR_kwDO…`); the opening of an encoded public format (`AAAA` of an SSH key, `MII` of DER,
 *   `eyJ` of JSON, `iVBOR` of PNG …); base64 that decodes to text, with spaces or mostly letters and digits (`b3JkZXIgMTIzNCBzaGlwcGVk`
 *   is "order 1234 shipped") or opens a DER structure; base64 of binary data with `+`, `/` or
 *   `=` (keys, hashes and signatures, which need a name to be secret); stored ciphertext
 *   (`ENC(…)`); a placeholder.
 * - **Where it stands**: in prose or passed by position, not in structure that names it. A cell
 *   of a CSV, TSV, pipe or column-aligned table, the value of an identifier key (`"kid": …`,
 *   `index_uuid: …`, `topicId = …`, `const TURNKEY = …`, also through a wrapper such as
 *   `Buffer.from("…")`) or of a config file's one-word key on its own line (`value: …`), and
 *   a line of a base64 block (two long lines or more) are structure, which the keyed rules judge by
 *   their names. A value right after an identifier's label (`request id`, `commit`, `order`,
 *   `#`, `编号`, `№` …) is an identifier, and one on a line that calls it public ("javni
 *   ključ", "public key") is a public key. A quoted literal counts as prose: a value passed by
 *   position (`Client("…", "…")`, `b"…"`, `VALUES (8, '…')`) has no name to read.
 *
 * A coding agent's transcript holds such ids and hashes by the thousand. On the blind redaction
 * corpora, the word test alone dirtied 139 hard negatives; with these exclusions, one (BENCHMARKS.md,
 * "Redaction"; docs/design.md).
 *
 * Anchored on a digit beside a letter, which every such word has: the scanner stops only there,
 * and each word is judged once (the last judgement is remembered, since every stop inside one
 * word leads to the same word).
 */
import type { Finder, Rule } from "../rule.js";
import { span } from "../rule.js";
import { ASCII_LETTERS, isAlnum, isAlpha, isBase64Char, isBlank, isDigit, isEscapeAt, isLower, isQuote, isUpper } from "../chars.js";
import { distinctChars } from "../entropy.js";
import { isCiphertext, isPlaceholderValue } from "../values.js";
import { PLACEHOLDERS } from "../placeholders.js";
import { skipLiteralWrapper } from "../literal-wrapper.js";
import { runCache } from "../run-cache.js";
import { isPublicWord } from "./prose-secret.js";

const MIN_WORD_CHARS = 10;
const MAX_WORD_CHARS = 64;
/** Letter and digit runs of a generated value are short: at least one class change per
 *  this many characters (`iCx7N7wro9RA`: 8 changes in 12; `MacBookPro16`: 4 in 12). */
const MIN_CHANGES_PER_CHAR = 0.35;
const MIN_CHANGES = 4;
/** Share of the word's characters in syllable-like runs (`Book`, `Profile`) above which the
 *  word is an identifier made of words. */
const MAX_WORDY_SHARE = 0.5;
const MIN_DISTINCT_CHARS = 7;
/** The longest mixed-case part between `-`/`_` must be this long: `ef5be14a20f51626-AMS` (a hex
 *  id and a site code) has none, `BOcGTd-0kV` has one. */
const MIN_MIXED_PART_CHARS = 5;
/** How far back a label is read, in characters. */
const LABEL_WINDOW_CHARS = 48;
/** Shortest line that is a base64 block's line (PEM, PGP, a certificate). */
const MIN_BLOCK_LINE_CHARS = 40;
/** Shortest word that is tried as base64 of text. */
const MIN_DECODE_CHARS = 12;
/** Bytes of a minisign public key (`RW…` in base64). */
const MINISIGN_KEY_BYTES = 42;
/** Share of decoded characters that must be letters, digits, punctuation or spaces. */
const MIN_TEXT_SHARE = 0.95;
/** … and, without a space, the share of them that must be letters or digits. */
const MIN_TEXT_WORD_SHARE = 0.8;

/** Letters, digits, `-` and `_`, as a table: the word walk runs at every stop. */
const WORD_CHAR = new Uint8Array(128);
for (let c = 0; c < 128; c++) if (isAlnum(c) || c === 45 || c === 95) WORD_CHAR[c] = 1;
const isWordChar = (c: number): boolean => c < 128 && WORD_CHAR[c] === 1;

/** Characters that, just before the word, make it part of something larger: a path, a URL, an
 *  e-mail, an expression, a variable, a number sign's reference. */
const JOINED_BEFORE = new Set([..."_-./:@=\\%$&?#+~*^"].map((c) => c.charCodeAt(0)));
/** The same after the word; `.` and `:` only when a word follows without a blank. */
const JOINED_AFTER = new Set([..."_-/@=\\%+*^"].map((c) => c.charCodeAt(0)));

/** Openings of encoded public formats: an SSH key's `AAAA`, DER's `MII`, an OpenPGP packet's
 *  `mQ`/`mD`, a base64 PEM's `LS0t`, JSON's `eyJ`, PNG, WebP, XML and GIF. */
const ENCODED_FORMAT = /^(?:AAAA|MII|mQ|mD|LS0t|eyJ|iVBOR|UklGR|PD94|R0lGOD)/;
/** Longest upper-case type prefix (GitHub's `PR_`). */
const MAX_UPPER_PREFIX_CHARS = 3;

/** Does text[s, e) open with a type prefix: `cus_`, `toolu_`, `chatcmpl-`, `sha512-` (lower case
 *  letters and digits from a letter on, then `_` or `-`), or GitHub's node ids (`U_kgDO…`,
 *  `I_kwDO…`, `PR_kwDO…`)? */
function typePrefixed(text: string, s: number, e: number): boolean {
  let k = s;
  if (isLower(text.charCodeAt(k))) {
    while (k < e && (isLower(text.charCodeAt(k)) || (k > s && isDigit(text.charCodeAt(k))))) k++;
  } else {
    while (k < e && k - s < MAX_UPPER_PREFIX_CHARS && isUpper(text.charCodeAt(k))) k++;
    if (text.charCodeAt(k) !== 95) return false;
  }
  return k > s && k < e && (text.charCodeAt(k) === 95 || text.charCodeAt(k) === 45);
}
/** An identifier's label just before the value (`request id: …`, `commit …`, `Ticket #…`). */
const ID_WORDS = new Set([
  "id", "ids", "uuid", "guid", "ref", "refs", "reference", "order", "request", "req", "trace", "span", "video", "commit",
  "hash", "sha", "checksum", "digest", "fingerprint", "nonce", "etag", "integrity", "public", "pub", "serial",
  "tracking", "booking", "invoice", "ticket", "record", "sku", "slug", "job", "run", "build", "event", "message",
  "msg", "thread", "playlist", "index", "kid",
]);
/** Marks of a number or an id: `#`, `№`, and the Chinese and Japanese "number" morpheme (编号,
 *  單號, 番号). Not Korean 번(호): 비밀번호 and 비번 are "password". */
const ID_MARKS = new Set([..."#№号號"].map((c) => c.charCodeAt(0)));
const IDENTIFIER_KEY = /^(?:[A-Za-z][A-Za-z0-9]*(?:[_.][A-Za-z0-9]+)+|[a-z]+[A-Z][A-Za-z0-9]*)$/;
const ONE_WORD_KEY = /^[A-Za-z][A-Za-z0-9]*$/;
const LIST_LEAD = /^\s*(?:[-*]\s+)?$/;
/** The words of a label, for the public adjectives. */
const LABEL_WORDS = /[\p{L}\p{M}]+/gu;

const VOWELS = new Set([..."aeiouyAEIOUY"].map((c) => c.charCodeAt(0)));
function hasVowel(w: string, from: number, to: number): boolean {
  for (let k = from; k < to; k++) if (VOWELS.has(w.charCodeAt(k))) return true;
  return false;
}

/** Does the word look generated (see the module comment)? */
export function randomShape(w: string): boolean {
  return shapeAt(w, 0, w.length);
}

/** randomShape of text[s, e), read in place (most candidates fail in the first loop, and a
 *  slice per candidate costs more than the loop). */
function shapeAt(text: string, s: number, e: number): boolean {
  const n = e - s;
  if (n < MIN_WORD_CHARS || n > MAX_WORD_CHARS) return false;
  let upper = 0;
  let lower = 0;
  let digit = 0;
  let changes = 0;
  let prev = 0; // 1 upper, 2 lower, 3 digit
  let core = 0;
  let mixedPart = false;
  let partUpper = 0;
  let partLower = 0;
  let partStart = s;
  for (let k = s; k <= e; k++) {
    const c = k < e ? text.charCodeAt(k) : 45;
    let cls: number;
    if (c >= 65 && c <= 90) {
      upper++;
      partUpper++;
      cls = 1;
    } else if (c >= 97 && c <= 122) {
      lower++;
      partLower++;
      cls = 2;
    } else if (c >= 48 && c <= 57) {
      digit++;
      cls = 3;
    } else {
      // `-` or `_` (or the end): never first, last, or doubled inside the word.
      if (k < e && (k === s || k === e - 1 || !isAlnum(text.charCodeAt(k - 1)))) return false;
      if (partUpper > 0 && partLower > 0 && k - partStart >= MIN_MIXED_PART_CHARS) mixedPart = true;
      partUpper = 0;
      partLower = 0;
      partStart = k + 1;
      continue;
    }
    if (prev !== 0 && cls !== prev) changes++;
    prev = cls;
    core++;
  }
  if (upper < 2 || lower < 2 || digit < 1 || !mixedPart) return false;
  if (changes < Math.max(MIN_CHANGES, MIN_CHANGES_PER_CHAR * core)) return false;
  // Syllables: the words identifiers are built of (`get`, `Book`, `Parser`, `Impl`, `Int`): a
  // run of two or more lower case letters, with the capital before it, holding a vowel.
  let wordy = 0;
  for (let k = s; k < e; ) {
    let j = k;
    if (isUpper(text.charCodeAt(j))) j++;
    const ls = j;
    while (j < e && isLower(text.charCodeAt(j))) j++;
    if (j - ls >= 2 && hasVowel(text, k, j)) wordy += j - k;
    k = j > k ? j : k + 1;
  }
  if (wordy > MAX_WORDY_SHARE * core) return false;
  return distinctChars(text.slice(s, e)) >= MIN_DISTINCT_CHARS;
}

/** Base64 (or base64url) whose bytes are readable text, open a DER structure (a SEQUENCE whose
 *  length fits: a public key or certificate, `MFkwEwYHKoZIzj0CAQY…`), or are a minisign public
 *  key: encoded data, not a generated value. */
function decodesToText(w: string): boolean {
  if (w.length < MIN_DECODE_CHARS) return false;
  const bytes = Buffer.from(w.replace(/-/g, "+").replace(/_/g, "/"), "base64");
  if (bytes[0] === 0x30 && (bytes[1] === 0x81 || bytes[1] === 0x82 || (bytes[1]! >= bytes.length - 2 && bytes[2] === 0x30))) return true;
  // A minisign public key: the algorithm `Ed`, an 8-byte key id and a 32-byte key.
  if (bytes.length === MINISIGN_KEY_BYTES && bytes[0] === 0x45 && bytes[1] === 0x64) return true;
  const s = bytes.toString("utf8");
  if (s.length === 0 || s.includes("\uFFFD")) return false;
  let ok = 0;
  let all = 0;
  let words = 0;
  let spaces = 0;
  for (const ch of s) {
    all++;
    // Each character is tested once per class: letters and digits, spaces, punctuation.
    if (/[\p{L}\p{N}]/u.test(ch)) {
      words++;
      ok++;
    } else if (/\p{Zs}/u.test(ch)) {
      spaces++;
      ok++;
    } else if (/\p{P}/u.test(ch)) ok++;
  }
  // Text has spaces between its words, or is mostly letters and digits: ten random bytes are
  // all letters and punctuation ("-íMTW-d_") about once in 20,000 draws, and a generated value
  // that decodes to them is still generated.
  return ok >= MIN_TEXT_SHARE * all && (spaces > 0 || words >= MIN_TEXT_WORD_SHARE * all);
}

/** How far from the word its line is read, in characters: a label, a table row and a base64
 *  block's line are all shorter, and a long line (a minified file, a log's JSON) is not read
 *  whole at every candidate. */
const LINE_WINDOW_CHARS = 256;

/** The start of the line holding position i, or -1 when it is further back than the window. */
function lineStartNear(text: string, i: number): number {
  for (let k = i - 1; k >= 0 && i - k <= LINE_WINDOW_CHARS; k--) if (text.charCodeAt(k) === 10) return k + 1;
  return i <= LINE_WINDOW_CHARS ? 0 : -1;
}

/** The end of the line holding position i, or -1 when it is further on than the window. */
function lineEndNear(text: string, i: number): number {
  const limit = Math.min(text.length, i + LINE_WINDOW_CHARS);
  for (let k = i; k < limit; k++) if (text.charCodeAt(k) === 10) return k;
  return limit === text.length ? limit : -1;
}

/** Where the line text[from, to) starts past its leading blanks. */
function lineTextStart(text: string, from: number, to: number): number {
  while (from < to && isBlank(text.charCodeAt(from))) from++;
  return from;
}

/** Where the line text[from, to) ends before its trailing blanks (and a CR). */
function lineTextEnd(text: string, from: number, to: number): number {
  while (to > from && (isBlank(text.charCodeAt(to - 1)) || text.charCodeAt(to - 1) === 13)) to--;
  return to;
}

/** Is text[from, to) a line of a base64 block: nothing but base64 characters, past blanks at
 *  either end, and long enough? */
function isBlockLine(text: string, lineFrom: number, lineTo: number, minChars = MIN_BLOCK_LINE_CHARS): boolean {
  const from = lineTextStart(text, lineFrom, lineTo);
  const to = lineTextEnd(text, from, lineTo);
  if (to - from < minChars) return false;
  for (let k = from; k < to; k++) if (!isBase64Char(text.charCodeAt(k)) || text.charCodeAt(k) === 45 || text.charCodeAt(k) === 95) return false;
  return true;
}

/** Is text[from, to) the secret placeholder alone on its line (past blanks)? */
function isRedactedLine(text: string, lineFrom: number, lineTo: number): boolean {
  const from = lineTextStart(text, lineFrom, lineTo);
  const to = lineTextEnd(text, from, lineTo);
  return to - from === PLACEHOLDERS.secret.length && text.startsWith(PLACEHOLDERS.secret, from);
}

/** Blanks of two or more: a column gap. */
const COLUMN_GAP = /\S {2,}(?=\S)/g;

/** Is the word at [s, e) structure rather than prose (see the module comment)? */
function inStructure(text: string, s: number, e: number): boolean {
  const before = text.charCodeAt(s - 1);
  const after = text.charCodeAt(e);
  // A CSV or TSV cell: a comma or a tab right beside the word (a sentence's comma has a blank after it).
  if (before === 44 || before === 9 || after === 9) return true;
  if (after === 44 && !(text.charCodeAt(e + 1) === 32 || Number.isNaN(text.charCodeAt(e + 1)))) return true;
  // (A quoted literal is not structure: a generated value passed by position, `Client("…", "…")`,
  // `b"…"`, `VALUES (8, '…')`, has no name for a keyed rule to read, and an id quoted as an
  // identifier key's value is excluded below.)
  const ls = lineStartNear(text, s);
  const le = lineEndNear(text, e);
  if (ls !== -1 && le !== -1) {
    // A line of a base64 block, or the line after one (the block's short last line, base64 too:
    // a sentence under a commit hash is no block's line). A lone long line is no block: a key on
    // its own line under its label ("Private key (WIF)", "Recovery key") is where a generated
    // value stands.
    // A line an earlier pass replaced with the placeholder was a line of the same block: the
    // second pass must read the block as the first did (redaction is idempotent).
    const ps = ls > 0 ? lineStartNear(text, ls - 1) : -1;
    if (ps !== -1 && (isBlockLine(text, ps, ls - 1) || isRedactedLine(text, ps, ls - 1)) && isBlockLine(text, ls, le, 1)) return true;
    if (isBlockLine(text, ls, le)) {
      const ne = le < text.length ? lineEndNear(text, le + 1) : -1;
      if (ne !== -1 && (isBlockLine(text, le + 1, ne) || isRedactedLine(text, le + 1, ne))) return true;
    }
  }
  const from = ls === -1 ? s - LINE_WINDOW_CHARS : ls;
  const to = le === -1 ? e + LINE_WINDOW_CHARS : le;
  // A column-aligned table row: two gaps of two blanks or more, one of them beside the word.
  // Not a value after its label's `:` (lines joined with blanks look like columns too:
  // "rotate  Kodi: Hx4nRk8pQe2W  tomorrow").
  const besideGap = (text.charCodeAt(s - 1) === 32 && text.charCodeAt(s - 2) === 32) || text.startsWith("  ", e);
  if (besideGap && !afterSeparator(text, from, s) && (text.slice(from, to).match(COLUMN_GAP)?.length ?? 0) >= 2) return true;
  // A pipe table's cell, the value in code quotes or not.
  if (/\|\s*`?$/.test(text.slice(Math.max(from, s - 4), s)) && /^`?\s*\|/.test(text.slice(e, Math.min(to, e + 4)))) return true;
  const labelFrom = Math.max(from, s - LABEL_WINDOW_CHARS);
  if (boundByKey(text, labelFrom, s, ls)) return true;
  if (idMarked(text, labelFrom, s)) return true;
  const label = text.slice(labelFrom, s).toLowerCase();
  for (const m of label.matchAll(LABEL_WORDS)) if (isPublicWord(m[0])) return true;
  return false;
}

/** Does a label's separator (`:`, `=`, a dash or an arrow) stand right before `s`, past blanks? */
function afterSeparator(text: string, from: number, s: number): boolean {
  let k = s - 1;
  while (k >= from && isBlank(text.charCodeAt(k))) k--;
  return k >= from && LABEL_SEPARATORS.has(text.charCodeAt(k));
}
const LABEL_SEPARATORS = new Set([...":：=—–->→"].map((c) => c.charCodeAt(0)));


/**
 * Is the value at `s` bound by `:` or `=` to a key the keyed rules read: an identifier
 * (`index_uuid:`, `app.client =`, `topicId:`), a quoted key (`"kid": "…"`), or a config file's
 * one-word key on its own line (`value:`, `spat =`)? A prose label is a phrase, or a word of
 * another script. `ls`: the line's start, or -1 when it is out of reach.
 */
function boundByKey(text: string, from: number, s: number, ls: number): boolean {
  let k = s - 1;
  if (k >= from && isQuote(text.charCodeAt(k))) {
    // A literal in a wrapper that converts or holds it (`= Buffer.from("…")`, `= b"…"`,
    // `= []byte("…")`, literal-wrapper.ts) is bound to the name before the wrapper.
    const quote = k;
    let eq = quote - 1;
    while (eq >= from && text.charCodeAt(eq) !== 61 && text.charCodeAt(eq) !== 58) eq--;
    if (eq >= from) {
      let i = eq + 1;
      while (i < quote && isBlank(text.charCodeAt(i))) i++;
      if (i < quote && skipLiteralWrapper(text, i) === quote) k = i;
    }
    k--;
  }
  while (k >= from && isBlank(text.charCodeAt(k))) k--;
  if (k < from || (text.charCodeAt(k) !== 58 && text.charCodeAt(k) !== 61)) return false;
  const assignment = text.charCodeAt(k) === 61;
  k--;
  while (k >= from && isBlank(text.charCodeAt(k))) k--;
  if (k < from) return false;
  const keyEnd = k + 1;
  const close = text.charCodeAt(k);
  if (close === 34 || close === 39) {
    // A quoted key: the quote that opens it, within the window and the line.
    let open = k - 1;
    while (open >= from && text.charCodeAt(open) !== close && text.charCodeAt(open) !== 10) open--;
    return open >= from && open < k - 1 && text.charCodeAt(open) === close;
  }
  let ks = keyEnd;
  while (ks > from && /[A-Za-z0-9_.]/.test(text[ks - 1]!)) ks--;
  const key = text.slice(ks, keyEnd);
  const lead = ks === from ? -1 : text.charCodeAt(ks - 1);
  if (IDENTIFIER_KEY.test(key) && (lead === -1 || lead === 32 || lead === 9 || lead === 10 || lead === 123 || lead === 44 || lead === 40 || lead === 91)) return true;
  // `NAME = …` in code: a variable of one word (`const TURNKEY = "…"`) is a name too.
  if (assignment && ONE_WORD_KEY.test(key)) return true;
  return ls !== -1 && ls <= ks && ONE_WORD_KEY.test(key) && LIST_LEAD.test(text.slice(ls, ks));
}

/** Does an identifier's label or mark stand right before the value (past a separator)? */
function idMarked(text: string, from: number, s: number): boolean {
  let k = s - 1;
  while (k >= from && (isBlank(text.charCodeAt(k)) || isQuote(text.charCodeAt(k)) || text.charCodeAt(k) === 40 || text.charCodeAt(k) === 91)) k--;
  if (k >= from && /[:：=—–-]/.test(text[k]!)) {
    k--;
    while (k >= from && isBlank(text.charCodeAt(k))) k--;
  }
  if (k < from) return false;
  if (ID_MARKS.has(text.charCodeAt(k))) return true;
  if (text.charCodeAt(k) === 46 && k - 2 >= from && text.slice(k - 2, k).toLowerCase() === "no") return true;
  let ws = k + 1;
  while (ws > from && isAlpha(text.charCodeAt(ws - 1))) ws--;
  return ws <= k && !(ws > 0 && isAlnum(text.charCodeAt(ws - 1))) && ID_WORDS.has(text.slice(ws, k + 1).toLowerCase());
}

/** What ends the chunk a stored ciphertext is read from: blanks, `=`, `:` and quotes. */
const CHUNK_END = new Set([..." \t\n\r=:\"'"].map((c) => c.charCodeAt(0)));

/** The word around position `q`, [start, end), and whether it is a generated value standing in
 *  prose. Every digit of one word (and every digit of a long run, such as a base64 blob) leads
 *  to the same run, which run-cache.ts judges once. */
function readWord(text: string, q: number): [number, number, boolean] {
  let s = q;
  // (The `n` of an escaped break, `\nHx4nRk8pQe2W` inside a JSON string, is not the word's.)
  while (s > 0 && q - s <= MAX_WORD_CHARS && isWordChar(text.charCodeAt(s - 1)) && !isEscapeAt(text, s - 2)) s--;
  let e = q + 1;
  while (e < text.length && isWordChar(text.charCodeAt(e))) e++;
  return [s, e, judge(text, s, e)];
}

const words = runCache(readWord);

function judge(text: string, s: number, e: number): boolean {
  if (e - s < MIN_WORD_CHARS || e - s > MAX_WORD_CHARS) return false;
  // (A run longer than the window was cut on the left: it is too long either way.)
  if (s > 0 && isWordChar(text.charCodeAt(s - 1)) && !isEscapeAt(text, s - 2)) return false;
  if (!isAlnum(text.charCodeAt(s)) || JOINED_BEFORE.has(text.charCodeAt(s - 1))) return false;
  const after = text.charCodeAt(e);
  if (JOINED_AFTER.has(after) && !isEscapeAt(text, e)) return false;
  if ((after === 46 || after === 58) && isAlnum(text.charCodeAt(e + 1))) return false;
  // A type prefix first: it costs a few characters, and most tokens of the other rules' formats
  // (`ghp_…`, `xoxb-…`, `sk-…`) stop here.
  if (typePrefixed(text, s, e)) return false;
  if (!shapeAt(text, s, e)) return false;
  const w = text.slice(s, e);
  if (ENCODED_FORMAT.test(w)) return false;
  // Stored ciphertext around the word: `password=ENC(…)`.
  let cs = s;
  while (cs > 0 && s - cs < LABEL_WINDOW_CHARS && !CHUNK_END.has(text.charCodeAt(cs - 1))) cs--;
  if (cs < s && isCiphertext(text.slice(cs, e + 1))) return false;
  // The costlier tests last: most words that get this far are the values of other rules.
  return !inStructure(text, s, e) && !isPlaceholderValue(w) && !decodesToText(w);
}

/** Every generated value of this shape has a digit beside a letter: the scanner stops only at
 *  such a pair (a letter then a digit, or a digit then a letter), never inside a number or a
 *  word. (Stopping only where the letter is a capital costs about 7% less on dense text, and
 *  missed one in twenty of the blind corpora's generated values.) */
const DIGITS = "0123456789";
const triggers: Finder[] = [];
for (const d of DIGITS) triggers.push({ anchor: d, prev: ASCII_LETTERS, find: words.find });
for (const l of ASCII_LETTERS) triggers.push({ anchor: l, prev: DIGITS, find: words.find });

const rule: Rule = {
  name: "random-value",
  ids: ["random-value"],
  kind: "secret",
  triggers,
  match({ text }, at) {
    // `at` is a stop of the anchor pass, a letter or a digit inside the word (see `find`).
    const found = words.at(text, at);
    return found === null ? null : span(found[0], found[1], "random-value", true);
  },
};
export default rule;
