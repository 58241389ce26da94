/**
 * A code told where codes are talked about, in a place no rule's slot reads.
 *
 *   Hi all, new key safe code at St Aldhelm's hall: 790983. The old one (668986) stops working Monday.
 *   [07:55] Tom: Bev what's the workshop alarm code, it's beeping
 *   [07:55] Bev: 402657
 *   For the Friday sessions: the side door takes 7734909 and then the key symbol.
 *   Ovikoodi on 156329, paina sen jälkeen vihreää nappia.
 *
 * The rules read a code through its noun: the number in the noun's slot (code-slot.ts). People
 * put it anywhere near: in the next message, in brackets after the new one, after a verb ("takes",
 * "set to", "isolate with"), in a language whose word order puts it first. What transfers across
 * these is not the slot but two facts together (docs/design.md, "Redaction"):
 *  - the paragraph talks about codes: a noun for a code, a PIN, a passcode or a password, or for
 *    what a code opens (an alarm, a door, a gate, a key safe, a padlock), in the languages
 *    code-slot.ts reads and a few more; in a table, the number's own cell, its row's first cell
 *    or its column's header has to say so, and "code" alone there is a product's as often;
 *  - the number is unexplained: six to eight digits, standing alone, that are no date, time,
 *    amount, measurement, phone number or part of an identifier, and that no word owns (an
 *    order, a ticket, an employee, a terminal id: `Terminal ID 82934252`) and no setting's key
 *    names as something else (`"size": 4132381`, `resourceVersion: "6939427"`).
 * A code read out in words (spokenCodes) counts on the same evidence: rules/spoken-code.ts reads a
 * run of four distinct digits anywhere, and near a code's noun three will do ("The cold room door
 * takes a code. It's nine five six nine double six"), as will a code read in pairs just after one
 * ("a padlock, ninety-six thirty-seven twenty-two").
 * A number like that near such a noun is what the paragraph's code is, or its old value, or its
 * duress twin; each is a secret, and so is every other occurrence of its value, unless the text
 * gives that value an owner somewhere. The cost is a pass over the digits of the text, and a look
 * at the paragraph around the few numbers that are unexplained. Measured on the read blind
 * corpora before it was kept: 83 more secret cases of 5,779 redacted whole, no hard negative or
 * kept string touched (BENCHMARKS.md, "Codes in context").
 */
import { bitCount, isAlnum, isAlpha, isBlank, isDigit, isUpper, lowerAscii } from "./chars.js";
import { codeNounEnd, isMisreadCode, isPublicCodeWord, MISREAD_DIGIT_OF, misreadAsDigits, OWNERS, publicBefore, readInPairs, spokenDigitValues, spokenRuns } from "./code-slot.js";
import { unitAfter } from "./number-unit.js";
import type { SpanTable } from "./spans.js";

export const CODE_CONTEXT_RULE_ID = "code-in-context";

/** Digits of a code read this way: a six-digit door code to an eight-digit safe's. Shorter
 *  numbers are a room, a year, a count, a time as often as a code. */
const MIN_DIGITS = 6;
const MAX_DIGITS = 8;
/** A code's digits are not few repeated ones (`111222`) nor a run (`123456`). */
const MIN_DISTINCT_DIGITS = 3;
/** How far a code's noun may stand from the number, within its paragraph (characters). */
const MAX_CONTEXT_CHARS = 240;

/** Nouns a code is told by, beyond code-slot.ts's "code" in its languages: a password, a
 *  passcode, a combination, a duress code, and the things a code opens. */
const CONTEXT_NOUNS = new Set(["password", "passwords", "passcode", "pincode", "combination", "combo", "duress", "alarm", "disarm", "door", "gate", "garage", "safe", "padlock", "lockbox", "keysafe", "keybox", "keypad", "intercom", "unlock"]);
/** The nouns of CONTEXT_NOUNS that name what a code opens, as the first part of a compound
 *  (`alarmcode`, `doorcode`) or a key (`gate_code`). */
const OPENED = ["alarm", "door", "gate", "garage", "safe", "keypad", "lock", "entry", "access", "master", "installer", "duress", "admin", "user", "service"];
/** A noun of CONTEXT_NOUNS, or its plural or past form (`doors`, `padlocks`, `unlocked`). */
function isContextNoun(low: string): boolean {
  if (CONTEXT_NOUNS.has(low)) return true;
  // Every word of a text is asked: the endings are tried only on a word that ends in one.
  const last = low.charCodeAt(low.length - 1);
  if (low.length < 5 || (last !== 115 && last !== 100 && last !== 103)) return false;
  for (const ending of INFLECTIONS) {
    if (low.endsWith(ending) && CONTEXT_NOUNS.has(low.slice(0, low.length - ending.length))) return true;
  }
  return false;
}
/** The plural and past endings read after a noun of CONTEXT_NOUNS. */
const INFLECTIONS = ["s", "es", "d", "ed", "ing"];

/** "Code" in the scripts code-slot.ts's stems do not cover: Amharic, Urdu, Arabic (and its
 *  "رمز", a code or a PIN), Lao, Thai, Kannada, Tamil, Telugu, Khmer, Armenian. */
const CONTEXT_STEMS = ["ኮድ", "کوڈ", "كود", "رمز", "ລະຫັດ", "รหัส", "ಕೋಡ್", "கோட்", "కోడ్", "កូដ", "կոդ"];
/** A PIN, or a door's or a safe's secret number, in other scripts: these count as a PIN does. */
const CONTEXT_PINS = ["ПИН", "пин-код", "密码", "密碼", "门禁", "暗証", "暗号", "비밀번호", "비번", "パスコード"];
/** "Code" in Latin-script languages that code-slot.ts's list does not spell, as whole words
 *  (with their endings): Vietnamese, Bosnian, Croatian and Serbian, Slovene, Frisian,
 *  Papiamento, Haitian, Irish and Scottish Gaelic, Māori, Zulu and Xhosa. */
const CONTEXT_WORDS = new Set(["mã", "šifra", "šifru", "šifre", "sifra", "koda", "kodo", "koade", "kòdigo", "kodigo", "kòd", "cód", "còd", "chód", "waehere", "ikhodi", "ikhowudi", "pinkode", "pinkoden"]);
/** Owner words beyond code-slot.ts's: what a number after them counts or identifies. */
const NUMBER_WORDS = new Set([
  "number", "no", "nr", "nummer", "sipariş", "siparis", "numer", "numéro", "numero", "número", "num", "номер", "нумар", "numara", "nombor", "nomor", "số", "番号", "번호", "رقم", "شماره", "नंबर", "नम्बर", "নম্বর",
  "digit", "digits", "tid", "mid", "pid", "uid", "gid", "ext", "job", "instance", "device", "node", "task", "process", "employee", "transfer", "size", "total", "count", "amount", "balance", "uptime", "age", "serial", "imei", "iban", "room", "mrn",
]);
/** Units after a number beyond number-unit.ts's: a line speed, a frequency. */
const AFTER_UNITS = /^\s?(?:baud|bps|kbps|mbps|hz|khz|mhz|rpm)\b/i;

/**
 * Adds, as secret spans, the unexplained numbers near a code's noun (above). Returns how many
 * it added; the caller merges again if any. Linear: the digit runs are found by skipping, each
 * line's bounds and cell border are read once, the nouns once per chunk of text (NounIndex), and
 * each number's own look around it is bounded (MAX_CONTEXT_CHARS, MAX_ROW_CHARS).
 */
export function addCodesInContext(text: string, secrets: SpanTable): number {
  const runs = codeLikeRuns(text);
  misreadRuns(text, runs);
  const spoken = spokenRuns(text, MIN_DIGITS, MAX_DIGITS);
  if (runs.length === 0 && spoken.length === 0) return 0;
  const ctx: Context = { text, nouns: new NounIndex(text), tableTops: new Map(), borders: new Map() };
  let added = spokenCodes(ctx, spoken, secrets);
  if (runs.length === 0) return added;
  // The values of the unexplained numbers near a code's noun that no rule found. (A value a rule
  // found is recurrence.ts's to look for again.) Most numbers something explains; of the rest, the
  // noun index rules out those with no noun within reach before the paragraph is read.
  const codes = new Set<string>();
  // Each run's standing, read once for both passes below.
  const standings = new Uint8Array(runs.length / RUN_FIELDS);
  for (let k = 0; k < runs.length; k += RUN_FIELDS) {
    const s = runs[k]!;
    const e = runs[k + 1]!;
    const border = borderOf(ctx, runs[k + 2]!, runs[k + 3]!);
    const standing = (standings[k / RUN_FIELDS] = standingOf(text, s, e, border));
    if (standing !== FREE || covered(secrets, s, e)) continue;
    if (border === 0 && !ctx.nouns.has(Math.max(0, s - MAX_CONTEXT_CHARS), e + MAX_CONTEXT_CHARS, true)) continue;
    const v = text.slice(s, e);
    if (!codes.has(v) && nearCodeNoun(ctx, s, e, runs[k + 2]!, runs[k + 3]!, border)) codes.add(v);
  }
  if (codes.size === 0) return added;
  // Every other occurrence of those values is the code too, when nothing explains it or only a
  // capitalised word before it may ("Is 668986 still the one?"); but a value the text gives an
  // owner anywhere ("8 digits: 94287082") is that owner's wherever it stands again ("our
  // implementation gives 94287082 too").
  const occurrences: number[] = [];
  for (let k = 0; k < runs.length; k += RUN_FIELDS) {
    const s = runs[k]!;
    const e = runs[k + 1]!;
    const v = text.slice(s, e);
    if (!codes.has(v)) continue;
    if (standings[k / RUN_FIELDS] !== NOT) occurrences.push(s, e);
    else if (standsAlone(text, s, e)) codes.delete(v);
  }
  for (let k = 0; k < occurrences.length; k += 2) {
    const s = occurrences[k]!;
    const e = occurrences[k + 1]!;
    if (!codes.has(text.slice(s, e)) || covered(secrets, s, e)) continue;
    secrets.add({ start: s, end: e, rule: CODE_CONTEXT_RULE_ID }, "secret");
    added++;
  }
  return added;
}

/** A code read out ("It's nine five six nine double six", "the padlock, ninety-six thirty-seven
 *  twenty-two") where codes are talked about: digit by digit in a paragraph with a code's noun
 *  (no one reads a count or an amount digit by digit), in pairs just after one in its sentence. The
 *  digits are a code's (MIN_DIGITS to MAX_DIGITS, MIN_DISTINCT_DIGITS of them): a phone number
 *  read out is longer, and no stretch of it is read. */
function spokenCodes(ctx: Context, spoken: readonly number[], secrets: SpanTable): number {
  let added = 0;
  for (let k = 0; k < spoken.length; k += 2) {
    const s = spoken[k]!;
    const e = spoken[k + 1]!;
    if (covered(secrets, s, e) || fewDigits(spokenDigitValues(ctx.text, s, e))) continue;
    // Read in pairs, the numbers are scores or sums as often: the noun stands just before them.
    const near = readInPairs(ctx.text, s, e)
      ? ctx.nouns.has(sentenceStartNear(ctx.text, s, Math.max(0, s - MAX_PAIRED_NOUN_CHARS)), s, true)
      : ctx.nouns.has(Math.max(paragraphBound(ctx.text, s, -1), s - MAX_CONTEXT_CHARS), Math.min(paragraphBound(ctx.text, e, 1), e + MAX_CONTEXT_CHARS), true);
    if (!near) continue;
    secrets.add({ start: s, end: e, rule: CODE_CONTEXT_RULE_ID }, "secret");
    added++;
  }
  return added;
}

/** How far before a code read in pairs its noun may stand, on its line (characters). */
const MAX_PAIRED_NOUN_CHARS = 48;

/** Where the sentence holding `i` starts, looking back to `lo` at most: after a full stop, a
 *  question or exclamation mark, or a line break. */
function sentenceStartNear(text: string, i: number, lo: number): number {
  for (let k = i - 1; k >= lo; k--) {
    const ch = text.charCodeAt(k);
    if (ch === 10 || ((ch === 46 || ch === 33 || ch === 63) && isBlank(text.charCodeAt(k + 1)))) return k + 1;
  }
  return lo;
}

/** Digits of a code read out one at a time that are too few distinct ones (`double one double
 *  one one one`); a code read in pairs ("twelve eighteen sixty-one") is not read digit by digit. */
function fewDigits(values: readonly number[]): boolean {
  return values.length >= MIN_DIGITS && new Set(values).size < MIN_DISTINCT_DIGITS;
}

/** Fields per run in codeLikeRuns' result: start, end, and its line's start and end (-1 for a
 *  line longer than MAX_ROW_CHARS, which no look along the line reads). */
const RUN_FIELDS = 4;

/**
 * The runs of MIN_DIGITS..MAX_DIGITS digits that codeLike takes, with their lines, in order. Read
 * by skipping (scanRuns: a regex or a loop over every code unit cost two to three times as much on
 * a transcript's timestamps and counts); the line bounds move forward only.
 */
function codeLikeRuns(text: string): number[] {
  const out: number[] = [];
  const line: LineCursor = { start: 0, end: -1 };
  scanRuns(text, DIGIT_CHARS, (s, e) => {
    if (e - s >= MIN_DIGITS && e - s <= MAX_DIGITS && codeLike(text, s, e)) pushRun(text, out, s, e, line);
  });
  return out;
}

/**
 * Calls `visit(s, e)`, in order, for each maximal run of the characters `chars` marks that may be
 * MIN_DIGITS long (the visitor checks its length). Read by skipping: when the code unit
 * MIN_DIGITS - 1 ahead is none of them, no such run starts before it. Both passes over the text
 * read their runs so (codeLikeRuns, misreadRuns).
 */
function scanRuns(text: string, chars: Uint8Array, visit: (s: number, e: number) => void): void {
  const n = text.length;
  const marked = (c: number): boolean => c < 128 && chars[c] === 1;
  let i = 0;
  while (i + MIN_DIGITS <= n) {
    const p = i + MIN_DIGITS - 1;
    if (!marked(text.charCodeAt(p))) {
      i = p + 1;
      continue;
    }
    let s = p;
    while (s > i && marked(text.charCodeAt(s - 1))) s--;
    let e = p + 1;
    while (e < n && marked(text.charCodeAt(e))) e++;
    i = e + 1;
    visit(s, e);
  }
}

/** The digits, as scanRuns reads them. */
const DIGIT_CHARS = new Uint8Array(128);
for (let c = 48; c <= 57; c++) DIGIT_CHARS[c] = 1;

/** The line of the last run pushed: its bounds move forward only, so a long line is found once. */
interface LineCursor {
  start: number;
  end: number;
}

/** Appends the run text[s, e) and its line's bounds to `out` (runs come in order; -1 for a line
 *  longer than MAX_ROW_CHARS, which no look along the line reads). */
function pushRun(text: string, out: number[], s: number, e: number, line: LineCursor): void {
  if (s > line.end) {
    // Back to the newline before s (never past the last line's end), then on to the next.
    line.start = text.lastIndexOf("\n", s - 1) + 1;
    line.end = text.indexOf("\n", e);
    if (line.end < 0) line.end = text.length;
  }
  const long = line.end - line.start > MAX_ROW_CHARS;
  out.push(s, e, long ? -1 : line.start, long ? -1 : line.end);
}

/** The characters a misread code is made of: digits, and the letters text recognition reads
 *  for them. */
const MISREAD_CHARS = new Uint8Array(128);
for (const ch of "0123456789" + Object.keys(MISREAD_DIGIT_OF).join("")) MISREAD_CHARS[ch.charCodeAt(0)] = 1;

/**
 * Appends to `runs` (codeLikeRuns' fields) the codes that text recognition misread ("Cold room
 * 27S735", "alarm\n19S073" on a photographed note): whole words of MIN_DIGITS..MAX_DIGITS
 * digits and misread letters, of isMisreadCode's shape, whose digits, read back, codeLike takes.
 * A word with no misread letter is codeLikeRuns' already. Read by skipping, as codeLikeRuns
 * reads: when the character MIN_DIGITS - 1 ahead is none a misread code holds, no such word
 * starts before it (a regex tried at every digit, or at every `o` and `l`, cost more).
 */
function misreadRuns(text: string, runs: number[]): void {
  const line: LineCursor = { start: 0, end: -1 };
  scanRuns(text, MISREAD_CHARS, (s, e) => {
    if (e - s < MIN_DIGITS || e - s > MAX_DIGITS || isAlnum(text.charCodeAt(s - 1)) || isAlnum(text.charCodeAt(e))) return;
    const v = text.slice(s, e);
    // (isMisreadCode wants a letter: a run of digits alone is codeLikeRuns'.)
    if (!isMisreadCode(v)) return;
    const digits = misreadAsDigits(v);
    if (codeLike(digits, 0, digits.length)) pushRun(text, runs, s, e, line);
  });
}

/** The cell border of the line [lineStart, lineEnd) (rowDelimiterAt), read once per line. */
function borderOf(ctx: Context, lineStart: number, lineEnd: number): number {
  if (lineStart < 0) return 0;
  let border = ctx.borders.get(lineStart);
  if (border === undefined) ctx.borders.set(lineStart, (border = rowDelimiterAt(ctx.text, lineStart, lineEnd)));
  return border;
}

/** How a number stands: explained (NOT: a date, an amount, an owner's), owned at most by a
 *  capitalised word right before it (WEAK), or unexplained (FREE). */
const NOT = 0;
const WEAK = 1;
const FREE = 2;

/** Does a span of `secrets` (merged, sorted) overlap text[s, e)? Binary search. */
function covered(secrets: SpanTable, s: number, e: number): boolean {
  let lo = 0;
  let hi = secrets.n;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (secrets.end[mid]! <= s) lo = mid + 1;
    else hi = mid;
  }
  return lo < secrets.n && secrets.start[lo]! < e;
}

/** No letter or digit continues text[s, e) on either side. */
function standsAlone(text: string, s: number, e: number): boolean {
  return !isAlnum(text.charCodeAt(s - 1)) && !isAlnum(text.charCodeAt(e));
}

/** How text[s, e) (all digits) stands: NOT when it is part of a longer token, a date, a time, an
 *  amount, a phone number or a measurement, owned by the word before it or a setting's; WEAK when
 *  only a capitalised word before it may own it; FREE otherwise. */
function standingOf(text: string, s: number, e: number, border: number): number {
  const before = s > 0 ? text.charCodeAt(s - 1) : 32;
  const after = e < text.length ? text.charCodeAt(e) : 32;
  // Part of a word, an identifier (`ORD-56293969`, `run_1234567`), a path, a URL, an amount
  // (`$1234567`), a version or a decimal.
  if (isAlnum(before) || before === 95 || before === 45 || before === 35 || before === 46 || before === 47 || before === 43 || before === 64 || before === 36 || before === 92) return NOT;
  if (before >= 0x80 && /[\p{L}\p{N}\p{Sc}]/u.test(String.fromCharCode(before))) return NOT;
  if (isAlnum(after) || after === 95 || after === 37 || after === 47) return NOT;
  // The front of a file name or an identifier (`00000012-PHOTO-2026-11-29.jpg`, `4417321.pdf`).
  if ((after === 45 || after === 46) && isAlpha(text.charCodeAt(e + 1))) return NOT;
  if (after >= 0x80 && /[\p{L}\p{N}\p{Sc}]/u.test(String.fromCharCode(after))) return NOT;
  // Digit groups: `1.234.567`, `10:20:43`, `07700 900791`, `2026-11-03`, `123456,78`; not a
  // table's cells (`01,Master,118438,1-2`).
  if ((after === 46 || after === 58 || after === 45 || after === 32) && isDigit(text.charCodeAt(e + 1))) return NOT;
  if ((before === 58 || before === 32) && isDigit(text.charCodeAt(s - 2))) return NOT;
  if (((after === 44 && isDigit(text.charCodeAt(e + 1))) || (before === 44 && isDigit(text.charCodeAt(s - 2)))) && border !== 44) return NOT;
  if (namedAfter(text, e) || amongHexIds(text, s, e)) return NOT;
  if (unitAfter(text, e) || AFTER_UNITS.test(text.slice(e, e + 6)) || currencyNear(text, s, e)) return NOT;
  const owner = ownerBefore(text, s);
  return owner === STRONG_OWNER ? NOT : owner === WEAK_OWNER ? WEAK : FREE;
}

/**
 * Is the number at a line's start one of a column of hex identifiers (`git log --oneline`, a
 * list of commits or object ids): the line before or after starts with a token as long, of hex
 * digits and at least one letter? A short hash is all digits one time in ~30.
 */
function amongHexIds(text: string, s: number, e: number): boolean {
  if (s > 0 && text.charCodeAt(s - 1) !== 10) return false;
  const len = e - s;
  const hexAt = (i: number): boolean => {
    let letter = false;
    for (let k = i; k < i + len; k++) {
      const c = text.charCodeAt(k);
      if (c >= 97 && c <= 102) letter = true;
      else if (!isDigit(c)) return false;
    }
    return letter && !isAlnum(text.charCodeAt(i + len));
  };
  const prev = s > 0 ? lineStartNear(text, s - 1) : -1;
  const nextNl = lineEndNear(text, e);
  return (prev >= 0 && prev < s && hexAt(prev)) || (nextNl >= 0 && nextNl < text.length && hexAt(nextNl + 1));
}

/** A sentence that says what the number is, and it is no code: "62915077 is the dial-in". */
const COPULA_NOUN = /^\s+(?:is|was|are|=)\s+(?:the|our|my|your|his|her|their|a|an)\s+([\p{L}][\p{L}-]*)/u;
/** Words after "is the" that say nothing of what the number is ("is the one for the gate"). */
const NO_NOUN = new Set(["one", "new", "old", "current", "latest", "same", "only", "right", "correct", "usual", "default", "first", "second", "last", "main", "spare", "temporary", "temp", "master", "backup"]);
function namedAfter(text: string, e: number): boolean {
  const m = COPULA_NOUN.exec(text.slice(e, e + 48));
  if (m === null) return false;
  const noun = m[1]!.toLowerCase();
  return !NO_NOUN.has(noun) && !namesCode(noun);
}

/** Digits a code could be: MIN_DISTINCT_DIGITS of them, not a run, not round, not a date. */
function codeLike(text: string, s: number, e: number): boolean {
  let seen = 0;
  let up = true;
  let down = true;
  for (let k = s; k < e; k++) {
    const c = text.charCodeAt(k);
    seen |= 1 << (c - 48);
    if (k > s) {
      up &&= c === text.charCodeAt(k - 1) + 1;
      down &&= c === text.charCodeAt(k - 1) - 1;
    }
  }
  if (bitCount(seen) < MIN_DISTINCT_DIGITS || up || down) return false;
  if (text.startsWith("000", e - 3)) return false;
  // YYYYMMDD and DDMMYYYY.
  if (e - s === 8) {
    const v = text.slice(s, e);
    if (/^(?:19|20)\d\d(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])$/.test(v) || /^(?:0[1-9]|[12]\d|3[01])(?:0[1-9]|1[0-2])(?:19|20)\d\d$/.test(v)) return false;
  }
  return true;
}

/** A currency sign or code beside a number: it is an amount. */
const CURRENCY_NEAR = /\p{Sc}|\b(?:USD|EUR|GBP|JPY|INR|CHF|AUD|CAD|NZD|ZAR|KES|NGN|PHP|IDR|MYR|SGD|THB|VND|BRL|MXN|PLN|CZK|HUF|RON|BGN|DKK|SEK|NOK|ISK|TRY|RUB|UAH|KZT|MNT|CNY|RMB|HKD|TWD|KRW|AED|SAR|EGP|MAD|Rs|rs|kr|Kr|zł|Ft|lei|грн|руб)\b/u;
/** Is a currency sign or code within a few characters of text[s, e)? */
function currencyNear(text: string, s: number, e: number): boolean {
  return CURRENCY_NEAR.test(text.slice(Math.max(0, s - 5), s) + " " + text.slice(e, e + 5));
}

/**
 * Is the number at `s` owned by what stands before it: a word that counts or identifies
 * (`Employee 928469`, `Terminal ID 82934252`, `badge no. 004417`, `Badge number .... 752583`), an
 * abbreviation in capitals (`TID`, `MRN:`), a capitalised word right before it (`Transfer
 * 842578`), or a setting's key or a table's cell that names something other than a code
 * (`"size": 4132381`, `uptime_in_seconds:1842207`, `| Account | 91187279 |`)?
 */
function ownerBefore(text: string, s: number): number {
  let k = s;
  // An opening quote or bracket of a value: `"6939427"`, `Long('1842207')`, `(668986)`.
  while (k > 0 && (text.charCodeAt(k - 1) === 34 || text.charCodeAt(k - 1) === 39 || text.charCodeAt(k - 1) === 40)) {
    if (text.charCodeAt(k - 1) === 40 && isAlnum(text.charCodeAt(k - 2))) return STRONG_OWNER; // a call's argument: `Long(…)`
    k--;
  }
  while (k > 0 && isBlank(text.charCodeAt(k - 1))) k--;
  // Leaders (`Badge number .... 752583`), a label's colon or `=`, a table's cell border.
  let keyed = false;
  let leaders = 0;
  while (k > 0 && LEADERS.includes(text[k - 1]!)) {
    k--;
    leaders++;
  }
  if (leaders >= 2) keyed = true;
  else if (leaders === 1) k++;
  const sep = k > 0 ? text.charCodeAt(k - 1) : 10;
  // `counter=121421`, `pin=…`: a key written against its `=` is a setting's, wherever it stands.
  const setting = sep === 61 && k > 1 && isAlnum(text.charCodeAt(k - 2));
  if (sep === 58 || sep === 61 || sep === 0xff1a || sep === 124 || sep === 9) {
    keyed = true;
    k--;
  }
  if (keyed) {
    while (k > 0 && (isBlank(text.charCodeAt(k - 1)) || text.charCodeAt(k - 1) === 34 || text.charCodeAt(k - 1) === 39)) k--;
    // An abbreviation in brackets after the label: `Service user no (SUN):`, `Nọ́mbà ẹ̀rọ (TID):`.
    if (text.charCodeAt(k - 1) === 41) {
      let open = k - 2;
      while (open >= 0 && k - 1 - open <= MAX_ABBREVIATION_CHARS && text.charCodeAt(open) !== 40) open--;
      if (open >= 0 && text.charCodeAt(open) === 40 && k - 1 - open <= MAX_ABBREVIATION_CHARS) {
        const abbr = lowerAscii(text.slice(open + 1, k - 1));
        if (NUMBER_WORDS.has(abbr)) return STRONG_OWNER;
        k = open;
        while (k > 0 && isBlank(text.charCodeAt(k - 1))) k--;
      }
    }
  }
  // The words (or key) before, up to MAX_LABEL_WORDS on the line: the last names the number; a word that
  // counts or identifies among them owns it (`Номер замовлення в магазині: 991245`).
  let e = k;
  for (let n = 0; n < MAX_LABEL_WORDS; n++) {
    let w = e;
    while (w > 0 && isWordPart(text.charCodeAt(w - 1))) w--;
    if (w === e) break;
    const word = text.slice(w, e).replace(/[.-]+$/, "");
    const low = word.toLowerCase();
    if (namesCode(low)) {
      // A capitalised name of two words ends in it ("Gas Safe 561204", an engineer's register).
      return n === 0 && !keyed && /^\p{Lu}/u.test(word) && capitalisedBefore(text, w) ? WEAK_OWNER : NO_OWNER;
    }
    if (OWNERS.has(low) || NUMBER_WORDS.has(low) || (n === 0 && isPublicCodeWord(low))) return STRONG_OWNER;
    if (n === 0) {
      if (/^[\p{Lu}]{2,6}$/u.test(word)) return STRONG_OWNER; // an abbreviation in capitals: TID, MRN
      // A setting's key: snake_case, kebab-case, camelCase, dotted, or a lower-case word that
      // is the line's only one (`size: 4132381`, not "… sa cheardlann: 9675681").
      if (keyed && word.length === e - w && (/[_.-]/.test(word) || /[a-z][A-Z]/.test(word) || (/^[a-z][a-z0-9]*$/.test(word) && (setting || opensLine(text, w))))) return STRONG_OWNER;
      // A capitalised word right before the number names it.
      if (!keyed && word.length >= 2 && /^\p{Lu}/u.test(word)) return WEAK_OWNER;
    }
    e = w;
    while (e > 0 && isBlank(text.charCodeAt(e - 1))) e--;
    if (e === 0 || text.charCodeAt(e - 1) === 10) break;
  }
  return NO_OWNER;
}

const NO_OWNER = 0;
/** A capitalised word right before the number: a name's ("Transfer 842578", "Gas Safe 561204"),
 *  or a sentence's first word ("Is 668986 still the one?"). */
const WEAK_OWNER = 1;
const STRONG_OWNER = 2;
/** The longest bracketed abbreviation read after a label (`(SUN)`), brackets included. */
const MAX_ABBREVIATION_CHARS = 8;
/** Words of a label read back for its owner. */
const MAX_LABEL_WORDS = 4;
const LEADERS = ".…·_-";
/** Does only indentation, a quote, `{`, `[` or `,` stand before `w` on its line? */
function opensLine(text: string, w: number): boolean {
  let k = w;
  while (k > 0 && (isBlank(text.charCodeAt(k - 1)) || text.charCodeAt(k - 1) === 34 || text.charCodeAt(k - 1) === 39)) k--;
  const c = k > 0 ? text.charCodeAt(k - 1) : 10;
  return c === 10 || c === 123 || c === 91 || c === 44;
}
/** Is the word before `w` (on its line, past blanks) capitalised, and not a sentence's first? */
function capitalisedBefore(text: string, w: number): boolean {
  let e = w;
  while (e > 0 && isBlank(text.charCodeAt(e - 1))) e--;
  if (e === w) return false;
  let b = e;
  while (b > 0 && isAlpha(text.charCodeAt(b - 1))) b--;
  if (b === e || !isUpper(text.charCodeAt(b))) return false;
  let k = b;
  while (k > 0 && isBlank(text.charCodeAt(k - 1))) k--;
  const c = k > 0 ? text.charCodeAt(k - 1) : 10;
  return c !== 10 && c !== 46 && c !== 33 && c !== 63 && c !== 58;
}
const isWordPart = (c: number): boolean => isAlnum(c) || c === 95 || c === 45 || c === 46 || (c >= 0x80 && /[\p{L}\p{M}\p{N}]/u.test(String.fromCharCode(c)));

/** Does a word or a key name a code or what one opens (`alarm`, `gate_code`, `adminPin`)? */
function namesCode(low: string): boolean {
  return isContextNoun(low) || /(?:pin|pass|alarm|safe|gate|door|lock|combo|duress|kód|koodi|kood|codi|código|codice|ኮድ|ПИН|пин)/i.test(low) || (/code$|kod$/.test(low) && OPENED.some((o) => low.includes(o))) || low === "code" || low === "kod";
}

/** Is there, in the paragraph around text[s, e) and within MAX_CONTEXT_CHARS, a noun that names a
 *  code or what a code opens? In a row of a table (cells split by `|`, tabs, commas or
 *  semicolons) only the row itself counts: a column of seal or account numbers beside a
 *  "Door" column is no code's. */
function nearCodeNoun(ctx: Context, s: number, e: number, lineStart: number, lineEnd: number, delimiter: number): boolean {
  const { text } = ctx;
  // In a table "code" alone is as often a product's or a postcode's: the cell has to say what
  // the code opens, or call it a PIN.
  if (delimiter !== 0) {
    // The number's own cell is read as prose (a sentence in a cell); its row's first cell and
    // its column's header as labels.
    const cells = cellBounds(text, lineStart, lineEnd, delimiter);
    const own = cells.find(([from, to]) => s >= from && e <= to);
    if (own !== undefined && ctx.nouns.has(own[0], own[1], true)) return true;
    return cellsOfRow(ctx, cells, lineStart, s, delimiter).some(([from, to]) => ctx.nouns.has(from, to, false));
  }
  const from = paragraphBound(text, s, -1);
  if (ctx.nouns.has(from, paragraphBound(text, e, 1), true)) return true;
  // A reply that opens with the number, in a chat whose messages stand apart by blank lines
  // ("… asking for the refund passcode again" / "Gwil Hughes 07:31 / it's 189798."): the
  // message before it says what it is.
  if (s - from > MAX_REPLY_LEAD_CHARS || from === 0) return false;
  let end = from;
  while (end > 0 && (text.charCodeAt(end - 1) === 10 || text.charCodeAt(end - 1) === 13 || isBlank(text.charCodeAt(end - 1)))) end--;
  return ctx.nouns.has(Math.max(paragraphBound(text, end, -1), s - MAX_CONTEXT_CHARS), end, true);
}

/** How far into its paragraph a number may stand for the paragraph before to name it. */
const MAX_REPLY_LEAD_CHARS = 40;

/** What one call reads more than once: the nouns of the text, and where its tables start. */
interface Context {
  text: string;
  nouns: NounIndex;
  /** Line start → the start of the table it is a row of (its header line). */
  tableTops: Map<number, number>;
  /** Line start → its cell border (rowDelimiterAt), 0 for none. */
  borders: Map<number, number>;
}

/** A code's noun that counts only where "code" on its own does (not in a table's label). */
const BARE = 1;
/** A code's noun that counts anywhere: a PIN, what a code opens. */
const STRONG = 2;
const CHUNK_BITS = 12;
/** The longest noun read at a position (a chunk reads this far past its end). */
const MAX_NOUN_CHARS = 32;

/**
 * The nouns of a text, found a chunk of 2^CHUNK_BITS code units at a time when first asked about:
 * each code unit is read once however many numbers ask about the paragraph around it, which keeps
 * a text of a number every few characters linear. Each chunk holds its nouns' positions in
 * order, times two, plus one for a BARE noun.
 */
class NounIndex {
  private readonly chunks = new Map<number, number[]>();
  constructor(private readonly text: string) {}

  /** Does a noun start in [from, to)? A BARE one counts only with `bareCode`. */
  has(from: number, to: number, bareCode: boolean): boolean {
    if (to <= from) return false;
    for (let c = from >> CHUNK_BITS; c <= (to - 1) >> CHUNK_BITS; c++) {
      const list = this.chunk(c);
      // The first noun at or after `from`.
      let lo = 0;
      let hi = list.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (list[mid]! >> 1 < from) lo = mid + 1;
        else hi = mid;
      }
      for (let k = lo; k < list.length && list[k]! >> 1 < to; k++) if (bareCode || (list[k]! & 1) === 0) return true;
    }
    return false;
  }

  private chunk(c: number): number[] {
    let list = this.chunks.get(c);
    if (list === undefined) {
      list = [];
      const { text } = this;
      const start = c << CHUNK_BITS;
      const end = Math.min(text.length, start + (1 << CHUNK_BITS));
      for (let i = start; i < end; i++) {
        const ch = text.charCodeAt(i);
        if (ch < 0x80 && !isAlpha(ch)) continue;
        // A compound's "code" (`Ovikoodi`, `pinkoden`, `kapukód`) stands inside a word.
        let kind = (ch === 107 || ch === 75) && codeNounEnd(text, i) !== -1 && !publicBefore(text, i) ? BARE : 0;
        if (ch >= 0x80 || i === 0 || !isAlpha(text.charCodeAt(i - 1))) kind = Math.max(kind, nounKind(text, i));
        if (kind !== 0) list.push(i * 2 + (kind === BARE ? 1 : 0));
      }
      this.chunks.set(c, list);
    }
    return list;
  }
}

/** The cells a number in a table's row is named by: the row's first cell, and its column's header
 *  (the first line of the table); none when the header names the column an identifier's. */
function cellsOfRow(ctx: Context, cells: ReadonlyArray<[number, number]>, lineStart: number, s: number, delimiter: number): Array<[number, number]> {
  const { text } = ctx;
  const column = cells.findIndex(([from, to]) => s >= from && s <= to);
  const out: Array<[number, number]> = [];
  const first = cells.find(([from, to]) => !isEmptyCell(text, from, to));
  if (first && first[0] !== cells[column]?.[0]) out.push(first);
  const top = tableTop(ctx, lineStart, delimiter);
  if (top < lineStart) {
    const headerEnd = lineEndNear(text, top);
    const header = headerEnd < 0 ? [] : cellBounds(text, top, headerEnd, delimiter);
    const cell = column >= 0 ? header[column] : undefined;
    if (cell !== undefined) {
      // A header naming an identifier (`door_id`, `Order no`) owns its column.
      const words = text.slice(cell[0], cell[1]).toLowerCase().split(/[^\p{L}\p{N}]+/u);
      if (words.some((w) => OWNERS.has(w) || NUMBER_WORDS.has(w))) return [];
      out.push(cell);
    }
  }
  return out;
}

/** The topmost of the lines above `lineStart` (up to MAX_HEADER_LINES_UP) split by `delimiter`:
 *  the table's header. Remembered per line, so a table's rows walk up once between them. */
function tableTop(ctx: Context, lineStart: number, delimiter: number): number {
  const { text, tableTops } = ctx;
  const walked: number[] = [];
  let top = lineStart;
  for (let up = 0; up < MAX_HEADER_LINES_UP && top > 0; up++) {
    const known = tableTops.get(top);
    if (known !== undefined) {
      top = known;
      break;
    }
    const prevStart = lineStartNear(text, top - 1);
    if (prevStart < 0 || delimiterCount(text, prevStart, top - 1, delimiter) === 0) break;
    walked.push(top);
    top = prevStart;
  }
  for (const line of walked) tableTops.set(line, top);
  return top;
}

const MAX_HEADER_LINES_UP = 64;

function cellBounds(text: string, s: number, e: number, delimiter: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let from = s;
  for (let i = s; i <= e; i++) {
    if (i === e || text.charCodeAt(i) === delimiter) {
      out.push([from, i]);
      from = i + 1;
    }
  }
  return out;
}

/** Only blanks and hyphens (a Markdown table's rule) in text[s, e)? */
const isEmptyCell = (text: string, s: number, e: number): boolean => {
  for (let i = s; i < e; i++) if (!isBlank(text.charCodeAt(i)) && text.charCodeAt(i) !== 45) return false;
  return true;
};

const MAX_ROW_CHARS = 1024;
/** The cell border of a line of a table, or 0: two `|` or tabs, three commas or semicolons, or
 *  as many as the line above or below has (a table of two or three columns); in a chat export's
 *  message, only `|` or tabs. */
function rowDelimiterAt(text: string, s: number, e: number): number {
  if (e - s > MAX_ROW_CHARS) return 0;
  const cells = afterChatStamp(text, s, e);
  const pipes = delimiterCount(text, cells, e, 124);
  const tabs = delimiterCount(text, cells, e, 9);
  if (pipes >= 2) return 124;
  if (tabs >= 2) return 9;
  // A chat export's message is prose: its commas and semicolons are a sentence's, however many
  // the message before or after it has ("changed it Thursday, sorry. old one 183604 is dead").
  if (cells !== s) return 0;
  const semis = delimiterCount(text, cells, e, 59);
  const commas = delimiterCount(text, cells, e, 44);
  if (semis >= 3) return 59;
  if (commas >= 3) return 44;
  const aboveStart = s > 0 ? lineStartNear(text, s - 1) : -1;
  const belowEnd = e < text.length ? lineEndNear(text, e + 1) : -1;
  const aboveCells = aboveStart >= 0 ? afterChatStamp(text, aboveStart, s - 1) : -1;
  const belowCells = belowEnd >= 0 ? afterChatStamp(text, e + 1, belowEnd) : -1;
  for (const [d, n] of [[9, tabs], [59, semis], [44, commas]] as const) {
    if (n === 0) continue;
    if (aboveCells >= 0 && delimiterCount(text, aboveCells, s - 1, d) === n) return d;
    if (belowCells >= 0 && delimiterCount(text, belowCells, belowEnd, d) === n) return d;
  }
  return 0;
}

/** A chat export's stamp opening a line (`[26/10/2026, 08:53:02] `, `25/10/2026, 15:21 - `):
 *  its comma is no cell border. The offset after it, or `s`. */
const CHAT_STAMP = /^\[?\d{1,4}[./-]\d{1,2}[./-]\d{1,4},? \d{1,2}:\d{2}(?::\d{2})?(?: ?[AaPp]\.?[Mm]\.?)?\]?(?: -)? /;
function afterChatStamp(text: string, s: number, e: number): number {
  const first = text.charCodeAt(s) === 91 ? s + 1 : s;
  if (e <= s || !isDigit(text.charCodeAt(first))) return s;
  const m = CHAT_STAMP.exec(text.slice(s, Math.min(e, s + 40)));
  return m === null ? s : s + m[0].length;
}

/** The start of the line holding `i` (or ending at `i`), or -1 when it lies more than
 *  MAX_ROW_CHARS before `i`: every look along a line is bounded, so a text of one long line
 *  costs no more per number than short ones. */
function lineStartNear(text: string, i: number): number {
  const lo = Math.max(0, i - MAX_ROW_CHARS - 1);
  for (let k = i - 1; k >= lo; k--) if (text.charCodeAt(k) === 10) return k + 1;
  return lo === 0 ? 0 : -1;
}

/** The end of the line holding `i` (its newline, or the text's end), or -1 when it lies more than
 *  MAX_ROW_CHARS after `i`. */
function lineEndNear(text: string, i: number): number {
  const hi = Math.min(text.length, i + MAX_ROW_CHARS + 1);
  for (let k = i; k < hi; k++) if (text.charCodeAt(k) === 10) return k;
  return hi === text.length ? hi : -1;
}

function delimiterCount(text: string, s: number, e: number, d: number): number {
  let n = 0;
  for (let i = s; i < e; i++) if (text.charCodeAt(i) === d) n++;
  return n;
}

/** The start (dir -1) or end (dir 1) of the paragraph around `i`, at most MAX_CONTEXT_CHARS away. */
function paragraphBound(text: string, i: number, dir: 1 | -1): number {
  let k = i;
  let newlines = 0;
  for (let step = 0; step < MAX_CONTEXT_CHARS; step++) {
    const at = dir === 1 ? k : k - 1;
    if (at < 0 || at >= text.length) break;
    const c = text.charCodeAt(at);
    if (c === 10) {
      newlines++;
      if (newlines === 2) break; // a blank line: the paragraph ends
    } else if (!isBlank(c) && c !== 13) newlines = 0;
    k += dir;
  }
  return k;
}

/**
 * "Code" as the languages that borrowed it write it, by its shape rather than a list: c, k or q,
 * perhaps an h, an o (or two), d, and one of the endings they give it (`kod`, `kode`, `kodi`,
 * `khodi`, `kodu`, `koda`, `kodigo`, `codice`, `koodi`; accents dropped first), or kh, ou, d or
 * t and a vowel (Sesotho's and Setswana's `khoutu`; not `cout` or `coût`, a cost). Not the fish
 * (`cod`), a piece's end (`coda`), a gene's triplet (`codon`), or English inflections (`coded`,
 * `coder`).
 */
const CODE_BORROWING = /^[ckq]h?o{1,2}d(?:e|i|o|u|a|igo|iko|ice|ea)?(?:n|s|t|et|en|ot|os|ul|un|ja)?$|^khou[dt][aeiou]?$/;
const NOT_BORROWINGS = new Set(["cod", "cods", "coda", "codas", "codes", "codon", "codons"]);
function isCodeBorrowing(low: string): boolean {
  return low.length >= 3 && !NOT_BORROWINGS.has(low) && CODE_BORROWING.test(low);
}

/** The kind of a code's noun starting at `i` (0: none): "code" in the languages code-slot.ts
 *  reads and a few more (also a key's: `gate_code`), BARE; a PIN, a password's word in some
 *  scripts, or what a code opens, STRONG. */
function nounKind(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c >= 0x80 || (i + 1 < text.length && text.charCodeAt(i + 1) >= 0x80)) {
    const word = /^[\p{L}\p{M}]+/u.exec(text.slice(i, i + MAX_NOUN_CHARS))?.[0];
    if (word !== undefined && CONTEXT_WORDS.has(word.toLowerCase())) return BARE;
    // "Code" as the languages that borrowed it spell it, accents dropped (`kòd`, `còd`, `kóði`).
    if (word !== undefined && isCodeBorrowing(word.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase())) return publicBefore(text, i) ? 0 : BARE;
  }
  if (c >= 0x80) {
    for (const stem of CONTEXT_PINS) if (text.startsWith(stem, i)) return STRONG;
    if (codeNounEnd(text, i) !== -1) return publicBefore(text, i) ? 0 : BARE;
    for (const stem of CONTEXT_STEMS) if (text.startsWith(stem, i)) return publicBefore(text, i) ? 0 : BARE;
    return 0;
  }
  let e = i;
  while (e < text.length && e - i < MAX_NOUN_CHARS && isAlpha(text.charCodeAt(e))) e++;
  const word = text.slice(i, e);
  if (word === "PUK" || /^[A-Z]?PINs?$/.test(word)) return STRONG; // PIN, MPIN, CPIN
  const low = lowerAscii(word);
  if (low === "code" || low === "codes") {
    // A key's part after `_` or `-` (`hotel_code`) is read with the word before it.
    const joined = i > 0 && (text.charCodeAt(i - 1) === 95 || text.charCodeAt(i - 1) === 45);
    return joined || publicBefore(text, i) ? 0 : BARE;
  }
  if (isContextNoun(low)) return STRONG;
  if (isCodeBorrowing(low)) return publicBefore(text, i) ? 0 : BARE;
  // A compound or a key's words: `alarmcode`, `gate_code` (read as `gate`, then `code`), `adminPin`.
  if ((low.endsWith("code") || word.endsWith("Pin")) && OPENED.some((o) => low.startsWith(o))) return STRONG;
  return codeNounEnd(text, i) !== -1 && !publicBefore(text, i) ? BARE : 0;
}
