/**
 * Codes and passwords beside a secret the rules found. A note, a message or a table row that
 * holds one credential usually holds its neighbours:
 *
 *   Wi-Fi: Klitten, password <secret the rules found>
 *   Alarmkode: 539772 (tast # bagefter)
 *   Nøgleboks ved carporten: 6620495
 *
 * The rules find a code through its noun ("door code", "PIN", "kód"), and a noun in a language
 * or a phrasing they do not read leaves the code in place. Here the evidence is the neighbour:
 * within MAX_LINES_AROUND lines of a secret span, in the same block (no blank line between), a
 * value of a code's or a password's shape that a label introduces is taken too. What it asks of
 * the value (credentialShape) and of the label (labelledValue):
 *
 * - **The value**: a number of MIN_DIGITS..MAX_DIGITS digits (also keypad-wrapped, `*436929#`),
 *   grouped digits that are no date or span of years (a safe's `24-43-89`), a password a person
 *   chose (`Hazel.wicker82`) or a generator made (`UP=mNNFY=VM2w1`). Not a code of capitals and
 *   digits: beside a password that is as often its user name, its network or a serial.
 * - **The label**: a word before it on its line, set off by a blank (not `port=25575`,
 *   `"exp": 1795…`, `host:27017`); not an identifier's, a setting's or an amount's word right
 *   before it or one word further (`Employee 473869`, `Card no. …`, `sort code 51-50-07`,
 *   `timeout: 10000`); not an amount, a phone number, a time or a count ("6 digits").
 *
 * Only spans of the rules count as evidence, not this pass's own findings (no chains), and not
 * the placeholder of an earlier pass: a second pass over redacted text has no evidence left and
 * changes nothing (idempotence).
 */
import { isAlnum, isAlpha, isBlank, isBlankBetween, isDigit, isEscapedBreak, isLower, isUpper, runStart } from "./chars.js";
import { isMisreadCode, isYear } from "./code-slot.js";
import { unitAfter } from "./number-unit.js";
import { isBoundSecret } from "./value-shape.js";
import { isPlaceholderValue } from "./values.js";
import type { SpanTable } from "./spans.js";
import { isCjkPunctuationCodePoint } from "../text/cjk.js";

export const CREDENTIAL_BLOCK_RULE_ID = "credential-block";

/** Lines above and below a secret's line that are read for its neighbours. */
const MAX_LINES_AROUND = 3;
/** At most this many characters are read on each side of a secret (long lines, run-on text). */
const MAX_CHARS_AROUND = 400;
const MIN_DIGITS = 5;
/** Longer numbers are account, customer and contract numbers more often than codes. */
const MAX_DIGITS = 8;
const MIN_GROUPED_DIGITS = 6;
const MAX_TOKEN_CHARS = 64;
/** A label is read this far back from its value. */
const MAX_LABEL_CHARS = 64;

/** Words that make the value after them an identifier, a number of a thing, or an amount. */
const ID_LABELS = new Set([
  "id", "ids", "uuid", "guid", "ref", "refs", "reference", "order", "request", "trace", "commit", "hash", "sha", "checksum",
  "digest", "fingerprint", "serial", "sn", "s/n", "tracking", "booking", "invoice", "ticket", "record", "sku", "job", "build",
  "no", "nr", "number", "num", "phone", "tel", "telephone", "mobile", "fax", "room", "flat", "unit", "floor", "postcode", "zip",
  "account", "acct", "customer", "member", "membership", "pupil", "student", "patient", "case", "claim", "policy", "model",
  "imei", "iccid", "msisdn", "iban", "bic", "swift", "sort", "vat", "tax", "utr", "licence", "license", "plate", "reg",
  "registration", "version", "ver", "ext", "extension", "port", "vlan", "channel", "price", "total", "amount", "qty",
  "quantity", "batch", "lot", "part", "item", "product", "station", "terminal", "tid", "mid", "merchant", "site", "store",
  "shop", "branch", "route", "flight", "train", "bus", "seat", "row", "table", "line", "page", "chapter", "verse", "hymn",
  "year", "date", "time",
  // Settings that count or measure.
  "timeout", "pid", "uid", "gid", "size", "length", "count", "max", "min", "limit", "ttl", "age", "interval", "delay",
  "retries", "workers", "threads", "memory", "status", "exit", "bytes", "weight", "height", "width", "speed", "rate",
  "integer", "instance", "entry", "employee", "staff", "mrn", "nhs", "acc", "listing", "charity", "matter", "appid", "tid",
  // What sits beside a password and is not one: its user, its network, a public key.
  "login", "user", "username", "name", "ssid", "network", "wifi", "wi-fi", "wlan", "public", "publishable", "salt",
  // The word before "code" that makes it a number of a place or a result.
  "area", "country", "post", "error",
]);
/** Labels of ID_LABELS that name a place ("Cold room 832203", "Dry store 771934"): beside a
 *  found secret, a number of MIN_PLACE_CODE_DIGITS digits or more after one is the place's
 *  code (a room's, a shop's or a flat's own number is shorter). */
const PLACE_LABELS = new Set(["room", "store", "shop", "branch", "site", "unit", "flat", "floor", "station"]);
const MIN_PLACE_CODE_DIGITS = 6;
function placeCode(word: string, text: string, s: number, e: number): boolean {
  if (!PLACE_LABELS.has(word) || e - s < MIN_PLACE_CODE_DIGITS) return false;
  for (let i = s; i < e; i++) if (!isDigit(text.charCodeAt(i))) return false;
  return true;
}
/** Words that make the number right after them a count, a time or an amount ("valid for
 *  30000", "from 10000"), not a code. */
const BEFORE_WORDS = new Set(["since", "until", "from", "to", "at", "on", "by", "for", "of", "in", "and", "or", "x"]);
/** Currency marks before a number. */
const CURRENCY = new Set([..."£$€¥₹₽₩₺₦₱฿"].map((c) => c.charCodeAt(0)));
/** Characters trimmed off a token's ends: quotes, brackets, sentence punctuation, a keypad's
 *  `*` and `#`. */
const TRIM = new Uint8Array(128);
for (const c of "\"'`()[]{}<>,;:.!?*#") TRIM[c.charCodeAt(0)] = 1;
const isTrim = (c: number): boolean => c < 128 && TRIM[c] === 1;
/** What splits tokens: blanks, line breaks, separators of tables and lists, and the marks of
 *  code and config (`=`, `:`, quotes, brackets), so `timeout=10` is two tokens. */
const SPLITS = new Uint8Array(128);
for (const c of " \t\n\r|,;=:\"'`()[]{}<>") SPLITS[c.charCodeAt(0)] = 1;
const isSplit = (c: number): boolean => (c < 128 ? SPLITS[c] === 1 : isCjkPunctuationCodePoint(c));

/** Is text[s, e) of a code's or a password's shape? */
function credentialShape(text: string, s: number, e: number): boolean {
  const n = e - s;
  if (n < MIN_DIGITS || n > MAX_TOKEN_CHARS) return false;
  let digits = 0;
  let upper = 0;
  let lower = 0;
  let dashes = 0;
  let other = 0;
  for (let i = s; i < e; i++) {
    const c = text.charCodeAt(i);
    if (isDigit(c)) digits++;
    else if (isUpper(c)) upper++;
    else if (isLower(c)) lower++;
    else if (c === 45) dashes++;
    else other++;
  }
  if (digits === n) return n <= MAX_DIGITS && !isYear(text, s, e);
  // A code that text recognition misread ("Bank isolation cabinet 237O78" under "PIN: l95399").
  if (upper + lower <= 2 && n >= MIN_GROUPED_DIGITS && n <= MAX_DIGITS && isMisreadCode(text.slice(s, e))) return true;
  // Every shape below has a digit, and the passwords both cases (the common word leaves here).
  if (digits === 0 || (digits + dashes !== n && (upper === 0 || lower === 0))) return false;
  const v = text.slice(s, e);
  if (digits + dashes === n) {
    // Grouped digits (`24-43-89`, `5451-7570-1103-7752`), not a date (`2026-11-20`, `18-11-26`)
    // or a span of years (`2019-2026`).
    return digits >= MIN_GROUPED_DIGITS && /^[0-9]{2,4}(?:-[0-9]{2,4}){1,4}$/.test(v) && !isDateLike(v) && !/^(?:19|20)[0-9]{2}-(?:19|20)[0-9]{2}$/.test(v);
  }
  // Codes of capitals and digits (`HEVB8080`) are not taken: beside a password they are as often
  // its user name, the network's name, a serial or a ticket (`ZLATNIKLAS01`, `SCOREMATE-48DE`).
  // A dash joins the parts of a name (`Home-7Q2K-5G`, `Staff-8021X`, `-DSTM32L476xx`): only a
  // symbol a password asks for makes a generated value of such a word.
  return (chosenPassword(v) || generatedPassword(v, upper, lower, digits, other + dashes)) && !isPlaceholderValue(v);
}

/** A password a person chose: capitalised words, joined or not, then two digits or more and
 *  perhaps a symbol (`Anchortrellis85`, `Hazel.wicker82`, `Sorrel-canyon20`, `Jigsaw0450*`).
 *  User names and identifiers are lower case or camelCase (`stdatalake01`, `qa-tester-03`,
 *  `v2RecentSearchPython`). */
const CHOSEN = /^[A-Z][a-z]{2,}(?:[-._+=!#?&~*$%^]?[A-Za-z][a-z]+)*[-._+=!#?&~*$%^]?[0-9]{2,6}[-._+=!#?&~*$%^]?$/;
function chosenPassword(v: string): boolean {
  return CHOSEN.test(v);
}

/** A generated password: ten characters or more in upper case, lower case, digits and a symbol
 *  a password asks for, or of letters and digits only with two of each case and two digits that
 *  change class often (`UP=mNNFY=VM2w1`, `yIO0RTn3BbGuLS`). */
const PASSWORD_SYMBOLS = /[!#?&~*$%^+=@]/;
function generatedPassword(v: string, upper: number, lower: number, digits: number, other: number): boolean {
  if (v.length < 10 || upper < 2 || lower < 2 || digits < 1) return false;
  if (other > 0) return PASSWORD_SYMBOLS.test(v) && isBoundSecret(v, "password");
  if (digits < 2) return false;
  let changes = 0;
  for (let i = 1; i < v.length; i++) if (classOf(v.charCodeAt(i)) !== classOf(v.charCodeAt(i - 1))) changes++;
  return changes >= v.length / 3;
}
const classOf = (c: number): number => (isDigit(c) ? 0 : isUpper(c) ? 1 : isLower(c) ? 2 : 3);

function isDateLike(v: string): boolean {
  const p = v.split("-").map(Number);
  if (p.length !== 3) return false;
  const [a, b, c] = p as [number, number, number];
  if (a >= 1900 && a <= 2099) return b >= 1 && b <= 12 && c >= 1 && c <= 31;
  return ((a >= 1 && a <= 31 && b >= 1 && b <= 12) || (a >= 1 && a <= 12 && b >= 1 && b <= 31)) && (c <= 99 || (c >= 1900 && c <= 2099));
}

/** Does a label introduce the value text[s, e) on its line (from `lineStart`): a letter before
 *  it, no identifier's label or mark right before it, and no amount, phone number, time or
 *  count around it? */
function labelledValue(text: string, lineStart: number, s: number, e: number): boolean {
  // Set off by a blank, as prose and notes set a value off from its label ("code: 548201",
  // "er 697677", "— 499202", "(kids): 308576", "is *436929#"): not glued to `=`, `:`, a quote or
  // a bracket, as code and config write a setting, a port or a pid ("port=25575", "host:27017",
  // `"exp": 1795382183`, "(15502)").
  let k = s - 1;
  while (k >= lineStart && (text.charCodeAt(k) === 42 || text.charCodeAt(k) === 35)) k--; // keypad `*`
  if (k < lineStart || !isBlank(text.charCodeAt(k))) return false;
  while (k >= lineStart && isBlank(text.charCodeAt(k))) k--;
  if (k >= lineStart && ":—–-：".includes(text[k]!)) {
    k--;
    while (k >= lineStart && isBlank(text.charCodeAt(k))) k--;
  } else if (k - 1 >= lineStart && text.charCodeAt(k) === 46 && text.charCodeAt(k - 1) === 46) {
    // A dotted leader, as a printed form sets a label off from its value ("Answer ..... 4471").
    while (k >= lineStart && (text.charCodeAt(k) === 46 || isBlank(text.charCodeAt(k)))) k--;
  }
  if (k < lineStart) return false;
  let c = text.charCodeAt(k);
  // An aside's bracket ends the label ("Profile lock (kids): 308576"): its word is the label's,
  // and a number in it is an area code ("+1 (415) 555-0187").
  if (c === 41 /* ) */ && k > lineStart) c = text.charCodeAt(--k);
  // The label ends in a word, not a quote, a digit or a mark.
  if (!(isAlpha(c) || c >= 0xc0)) return false;
  // A phone number goes on in another group of digits ("07700 900110").
  let a = e;
  while (a < text.length && isBlank(text.charCodeAt(a))) a++;
  if (a > e && isDigit(text.charCodeAt(a))) return false;
  // The word right before: an identifier's label makes the value an identifier, and a name in
  // code (`ListenPort`, `smtp_port`, `maxAge`) makes it a setting.
  let ws = k + 1;
  while (ws > lineStart && (isAlnum(text.charCodeAt(ws - 1)) || text.charCodeAt(ws - 1) === 46 || text.charCodeAt(ws - 1) === 95 || text.charCodeAt(ws - 1) === 45)) {
    // An escaped line break in a JSON string (`\nAlarmkode`) starts the label's line.
    if (ws - 2 >= lineStart && isEscapedBreak(text, ws - 2)) break;
    ws--;
  }
  const raw = text.slice(ws, k + 1);
  const word = raw.toLowerCase().replace(/\.$/, "");
  // (A header's name, `x-client-data`, is code too.)
  if ((ID_LABELS.has(word) && !placeCode(word, text, s, e)) || BEFORE_WORDS.has(word) || raw.startsWith("-") || raw.includes("_") || /[a-z][A-Z]/.test(raw) || /[0-9]/.test(raw) || /^[a-z]+(?:-[a-z]+){2,}$/.test(raw)) return false;
  // And the word before it: "sort code", "zip code", "customer no.".
  let pe = ws - 1;
  while (pe >= lineStart && isBlank(text.charCodeAt(pe))) pe--;
  let ps = pe + 1;
  while (ps > lineStart && isAlpha(text.charCodeAt(ps - 1))) ps--;
  if (ps <= pe && ID_LABELS.has(text.slice(ps, pe + 1).toLowerCase())) return false;
  let letter = false;
  for (let i = lineStart; i < s && !letter; i++) letter = isAlpha(text.charCodeAt(i)) || text.charCodeAt(i) >= 0xc0;
  if (!letter) return false;
  // A time, an amount or a percentage after it, or a count ("6 digits").
  const after = text.charCodeAt(e);
  if (after === 37 /* % */ || CURRENCY.has(after) || (after === 58 && isDigit(text.charCodeAt(e + 1)))) return false;
  return !unitAfter(text, e);
}

/** A code that opens its sentence has six digits or more: a count or an amount there ("12000
 *  visitors came", "35000 is the budget") is as often five. */
const MIN_SUBJECT_DIGITS = 6;
/** Is the number text[s, e) the first word of a sentence that goes on in words, its label after
 *  it ("Padlock keypad 564066. 9246258 turns the alarm off", "404387. 323110 - that's the
 *  alarm", a line "751204 is the one for the side gate")? Digits only: a sentence may start
 *  with a word that has a digit in it (`v2`, `3D`). */
function sentenceSubject(text: string, lineStart: number, s: number, e: number): boolean {
  if (e - s < MIN_SUBJECT_DIGITS) return false;
  for (let i = s; i < e; i++) if (!isDigit(text.charCodeAt(i))) return false;
  // A round number is an amount or a count ("120000 is the budget", "250000 visitors").
  if (text.charCodeAt(e - 1) === 48 && text.charCodeAt(e - 2) === 48) return false;
  // What stands before it on its line: nothing, or a sentence's end.
  let k = s - 1;
  while (k >= lineStart && isBlank(text.charCodeAt(k))) k--;
  if (k >= lineStart) {
    const c = text.charCodeAt(k);
    if (!(c === 46 || c === 33 || c === 63) || k === s - 1) return false;
    // A full stop after a single letter is an initial's ("J. 123456"), not a sentence's end.
    if (k > lineStart && isAlpha(text.charCodeAt(k - 1)) && !isAlpha(text.charCodeAt(k - 2))) return false;
  }
  // After it: a blank, then a word of letters (or a dash and then one), and no unit.
  let a = e;
  if (!isBlank(text.charCodeAt(a))) return false;
  while (a < text.length && isBlank(text.charCodeAt(a))) a++;
  if (text.charCodeAt(a) === 45 || text.charCodeAt(a) === 0x2013 || text.charCodeAt(a) === 0x2014) {
    a++;
    while (a < text.length && isBlank(text.charCodeAt(a))) a++;
  }
  return isLower(text.charCodeAt(a)) && !unitAfter(text, e);
}

/**
 * Adds, as secret spans, the codes and passwords that stand near the secret spans already in
 * `secrets` (merged and sorted). Returns how many it added; the caller merges again if any.
 * Linear: each window starts where the last one was read to, and the line ends below the
 * secrets are found once each (Lines).
 */
export function addCredentialNeighbours(text: string, secrets: SpanTable): number {
  const n = secrets.n;
  if (n === 0) return 0;
  const { start, end } = secrets;
  const lines = new Lines(text);
  let added = 0;
  let readTo = 0; // windows are read once, left to right
  let lineStart = 0; // start of the line at readTo (or a point less than MAX_CHARS_AROUND before)
  let next = 0; // first secret span that may overlap the token being read
  for (let k = 0; k < n; k++) {
    // Nothing past what was read is within reach of this span.
    if (end[k]! + MAX_CHARS_AROUND <= readTo) continue;
    let from = readTo;
    if (start[k]! > readTo) {
      from = windowStart(text, start[k]!, readTo);
      lineStart = lineStartWithin(text, from, from - MAX_CHARS_AROUND);
    }
    const to = lines.windowEnd(end[k]!);
    let i = from;
    while (i < to) {
      const c = text.charCodeAt(i);
      if (c === 10) {
        lineStart = i + 1;
        i++;
        continue;
      }
      if (isSplit(c)) {
        i++;
        continue;
      }
      let j = i;
      let digit = false;
      const jMax = Math.min(text.length, i + MAX_TOKEN_CHARS + 1);
      for (let d = text.charCodeAt(j); j < jMax && !isSplit(d); d = text.charCodeAt(++j)) digit ||= d >= 48 && d <= 57;
      if (j === jMax && j < text.length && !isSplit(text.charCodeAt(j))) {
        // Too long for a code: read on from here (nothing in it is one).
        i = j;
        continue;
      }
      // Every value this pass takes holds a digit: most tokens end here.
      if (!digit || j - i < MIN_DIGITS) {
        i = j;
        continue;
      }
      let s = i;
      let e = j;
      while (s < e && isTrim(text.charCodeAt(s))) s++;
      while (e > s && isTrim(text.charCodeAt(e - 1))) e--;
      while (next < n && end[next]! <= s) next++;
      const overlaps = next < n && start[next]! < j;
      if (!overlaps && credentialShape(text, s, e) && (labelledValue(text, Math.max(lineStart, s - MAX_LABEL_CHARS), s, e) || sentenceSubject(text, lineStart, s, e))) {
        secrets.add({ start: s, end: e, rule: CREDENTIAL_BLOCK_RULE_ID, weak: true }, "secret");
        added++;
      }
      i = j;
    }
    readTo = Math.max(readTo, to, i);
  }
  return added;
}

const notBreak = (c: number): boolean => c !== 10;
/** Start of the line that holds `i`, or `limit` if the line starts before it. */
const lineStartWithin = (text: string, i: number, limit: number): number => runStart(text, i, notBreak, i - limit);

/** Start of the window above the secret at `at`: MAX_LINES_AROUND lines up, not past a blank
 *  line, MAX_CHARS_AROUND characters, or `floor` (where the last window was read to). */
function windowStart(text: string, at: number, floor: number): number {
  const limit = Math.max(floor, at - MAX_CHARS_AROUND);
  let i = lineStartWithin(text, at, limit);
  for (let lines = 0; lines < MAX_LINES_AROUND && i > limit; lines++) {
    const prev = lineStartWithin(text, i - 1, limit);
    if (isBlankBetween(text, prev, i - 1)) break;
    i = prev;
  }
  return i;
}

/** The line breaks of a text, found once each, in order, as the windows below the secrets ask
 *  for them (their positions only grow). */
class Lines {
  private readonly breaks: number[] = [];
  private searchFrom = 0;
  private base = 0;
  constructor(private readonly text: string) {}

  /** Position of the `idx`-th line break found (text.length when there are no more). */
  private at(idx: number): number {
    while (this.breaks.length <= idx) {
      if (this.searchFrom >= this.text.length) return this.text.length;
      const f = this.text.indexOf("\n", this.searchFrom);
      if (f === -1) {
        this.searchFrom = this.text.length;
        return this.text.length;
      }
      this.breaks.push(f);
      this.searchFrom = f + 1;
    }
    return this.breaks[idx]!;
  }

  /** End of the window below a secret that ends at `at` (non-decreasing from call to call):
   *  MAX_LINES_AROUND lines down, not past a blank line or MAX_CHARS_AROUND characters. */
  windowEnd(at: number): number {
    const limit = Math.min(this.text.length, at + MAX_CHARS_AROUND);
    while (this.at(this.base) < at) this.base++;
    let i = this.at(this.base);
    for (let k = 1; k <= MAX_LINES_AROUND && i < limit; k++) {
      const e = this.at(this.base + k);
      if (isBlankBetween(this.text, i + 1, Math.min(e, limit))) break;
      i = e;
    }
    return Math.min(i, limit);
  }
}
