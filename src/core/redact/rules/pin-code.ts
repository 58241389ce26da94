/**
 * Numeric codes that open something: a PIN or PUK, a passcode, and the codes of an alarm, a
 * keypad, a door, a gate or a safe. "back door keypad PIN: 5131124", "PIN brankas kantor
 * 7649139", "le code PIN du badge visiteur : 268168", "Alarm disarm code: 821600 then press OFF",
 * "the keypad code for the server room is 75513608", "PUK:     34379810", and the chat answer
 * "Me: sure, what's the PIN?" / "Mom: 81044305".
 *
 * Digits alone have no secret's shape (value-shape.ts wants letters too), so the name decides:
 * `PIN` / `PUK` in capitals (lower-case "pin" is a verb or a header pin), `pincode`, `pin code`,
 * `passcode`, or `code` after a word that names what it opens. The value is the first number of
 * MIN_DIGITS..MAX_DIGITS digits standing alone later on the noun's line, within MAX_GAP_CHARS;
 * where the line names the code and ends in `?` or `:`, or ends with the noun ("host PIN"), the
 * value may be the next line (after a chat speaker), if that line holds nothing else. A bare
 * `code` that is asked for ("what's the code again?") takes only that next line. A setting whose
 * key ends in a code that opens something or in `pin` (`alarm_code`, `usercode`, `adminPin`,
 * `pin`) takes its numeric value. A number followed by a unit ("6 digits", "3 attempts"), a year,
 * a masked card (`****7545`) or a number inside a longer token is not one.
 */
import type { Rule, Span, Trigger } from "../rule.js";
import { span } from "../rule.js";
import { indexOfWithin, isAlnum, isAlpha, isBlank, isDigit, lowerAscii, startsWithCi } from "../chars.js";
import { chatMessageStart } from "../lone-value-line.js";
import { unitAfter } from "../number-unit.js";

const MIN_DIGITS = 4;
const MAX_DIGITS = 10;
/** How far after the noun the value may stand (characters, on the noun's line). */
const MAX_GAP_CHARS = 64;
/** Words that say what a `code` opens: "alarm code", "keypad code", "door code". */
const OPENS = new Set(["alarm", "disarm", "keypad", "door", "gate", "safe", "master", "user", "access", "entry", "lock", "installer", "garage", "building", "voicemail", "unlock", "pin"]);
/** A word between the noun and the number that the number belongs to instead. */
const OWNERS = new Set(["ticket", "order", "invoice", "ref", "reference", "case", "id", "version", "build", "request", "step", "line", "page", "port", "length", "limit"]);

const isEdge = (c: number): boolean => !isAlnum(c) && c !== 95;

/** The word that ends at `e` (skipping blanks before it), lower case. */
function wordBefore(text: string, e: number): string {
  while (e > 0 && isBlank(text.charCodeAt(e - 1))) e--;
  let s = e;
  while (s > 0 && e - s < 16 && isAlpha(text.charCodeAt(s - 1))) s--;
  return lowerAscii(text.slice(s, e));
}

/** Does `code` at `at` name a code that opens something: a word of OPENS among the two before? */
function namesOpener(text: string, at: number): boolean {
  const first = wordBefore(text, at);
  if (OPENS.has(first)) return true;
  let k = at;
  while (k > 0 && isBlank(text.charCodeAt(k - 1))) k--;
  return OPENS.has(wordBefore(text, k - first.length));
}

/** [start, end) of a number of MIN..MAX digits that stands alone in text[from, to), or null. */
function codeIn(text: string, from: number, to: number): [number, number] | null {
  let i = from;
  while (i < to) {
    const c = text.charCodeAt(i);
    if (!isDigit(c)) {
      // A word that owns what follows ends the search.
      if (isAlpha(c)) {
        let e = i;
        while (e < to && isAlpha(text.charCodeAt(e))) e++;
        const word = lowerAscii(text.slice(i, e));
        if (OWNERS.has(word)) return null;
        // Digits read out (a voice note's transcript): "seven two eight three three one".
        if (DIGIT_WORDS.has(word)) return spokenDigits(text, i);
        i = e;
        continue;
      }
      i++;
      continue;
    }
    let e = i;
    while (e < text.length && isDigit(text.charCodeAt(e))) e++;
    const before = text.charCodeAt(i - 1);
    const after = text.charCodeAt(e);
    const standsAlone = (i === 0 || !(isAlnum(before) || before === 42 || before === 46 || before === 45 || before === 47 || before === 35 || before === 43)) && (e >= text.length || !(isAlnum(after) || after === 45 || after === 47 || after === 37 || (after === 46 && isDigit(text.charCodeAt(e + 1))) || (after === 44 && isDigit(text.charCodeAt(e + 1)))));
    const n = e - i;
    if (standsAlone && n >= MIN_DIGITS && n <= MAX_DIGITS && !isYear(text, i, e) && !unitAfter(text, e)) return [i, e];
    // Any other number (a count, a year, a part of a date) is what the noun was about.
    return null;
  }
  return null;
}

/** Digits as a transcript writes them read out, and how many digits each stands for ("double
 *  four" is two). */
const DIGIT_WORDS = new Map([
  ["zero", 1], ["oh", 1], ["one", 1], ["two", 1], ["three", 1], ["four", 1], ["five", 1], ["six", 1], ["seven", 1], ["eight", 1], ["nine", 1],
  ["double", 1], ["triple", 2],
]);
/** A spoken number of MIN..MAX_DIGITS digits: words of DIGIT_WORDS from `s`, one blank (or a
 *  comma) between them, as [start, end), or null. "one", "two" alone are words of a sentence. */
function spokenDigits(text: string, s: number, minDigits = MIN_DIGITS): [number, number] | null {
  let i = s;
  let end = s;
  let digits = 0;
  let words = 0;
  while (i < text.length && words <= 2 * MAX_DIGITS) {
    let e = i;
    while (e < text.length && isAlpha(text.charCodeAt(e))) e++;
    const n = DIGIT_WORDS.get(lowerAscii(text.slice(i, e)));
    if (n === undefined || e === i) break;
    digits += n;
    words++;
    end = e;
    i = e;
    if (text.charCodeAt(i) === 44) i++;
    if (!isBlank(text.charCodeAt(i))) break;
    while (i < text.length && isBlank(text.charCodeAt(i))) i++;
  }
  return digits >= minDigits && digits <= MAX_DIGITS ? [s, end] : null;
}

function isYear(text: string, s: number, e: number): boolean {
  if (e - s !== 4) return false;
  const y = Number(text.slice(s, e));
  return y >= 1950 && y <= 2099;
}

/** Lines longer than this are read as if they ended there (a value stands near its name). */
const MAX_LINE_CHARS = 512;
function lineEnd(text: string, i: number): number {
  const n = indexOfWithin(text, 10, i, i + MAX_LINE_CHARS);
  return n === -1 ? Math.min(text.length, i + MAX_LINE_CHARS) : n;
}

/** The value after the noun that ends at `nounEnd`: on its line, or on the next line when the
 *  line ends in `?` or `:` with nothing after the noun but words. */
function valueAfter(text: string, nounEnd: number, nextLineOnly = false): Span | null {
  const end = lineEnd(text, nounEnd);
  const onLine = nextLineOnly ? null : codeIn(text, nounEnd, Math.min(end, nounEnd + MAX_GAP_CHARS));
  if (onLine) return span(onLine[0], onLine[1], "pin-code", true);
  if (end >= text.length) return null;
  let e = end;
  while (e > nounEnd && (isBlank(text.charCodeAt(e - 1)) || text.charCodeAt(e - 1) === 13)) e--;
  const last = text.charCodeAt(e - 1);
  // A question or a label ("what's the PIN?", "PIN:"), or the noun ending its line ("host PIN").
  if (!(e === nounEnd || last === 63 || last === 58 || last === 0xff1f || last === 0xff1a)) return null;
  for (let k = nounEnd; k < e; k++) if (isDigit(text.charCodeAt(k))) return null;
  let s = end + 1;
  while (s < text.length && isBlank(text.charCodeAt(s))) s++;
  s = chatMessageStart(text, s);
  const next = lineEnd(text, s);
  let v = next;
  while (v > s && (isBlank(text.charCodeAt(v - 1)) || text.charCodeAt(v - 1) === 13)) v--;
  // The next line is the number and nothing else.
  const found = codeIn(text, s, v);
  return found && found[0] === s && found[1] === v ? span(s, v, "pin-code", true) : null;
}

/** Key words of a settings key that ends in `code` and names what the code opens
 *  (`alarm_code`, `doorCode`, `usercode`), or that ends in `pin` (`pin`, `adminPin`, `pin`). */
const KEY_OPENS = /(?:alarm|door|lock|gate|keypad|safe|master|access|entry|user|admin|installer|garage|disarm|unlock)[_-]?code$|(?:^|[_-]|[a-z])pin$|^pin$|passcode$|pincode$/i;
/** The key of a setting that ends at `keyEnd` (letters, digits, `_`, `-`), or null. */
function keyEndingAt(text: string, keyEnd: number): string | null {
  let s = keyEnd;
  while (s > 0 && keyEnd - s < 40 && (isAlnum(text.charCodeAt(s - 1)) || text.charCodeAt(s - 1) === 95 || text.charCodeAt(s - 1) === 45)) s--;
  return s < keyEnd ? text.slice(s, keyEnd) : null;
}
/** A numeric code as a setting's value: `alarm_code: "985371"`, `"adminPin": {"S": "646855"}`
 *  (DynamoDB's typed value), `"pin": "727-15-581"` (HomeKit's grouped code). The key ends at
 *  `keyEnd`; a lower-case `pin` must not end another word (`spin`, `shipping`). */
function keyedValue(text: string, keyEnd: number): Span | null {
  const key = keyEndingAt(text, keyEnd);
  if (key === null || !KEY_OPENS.test(key)) return null;
  if (/pin$/.test(key) && !/^pin$|[_-]pin$/i.test(key) && !/[a-z0-9]Pin$/.test(key)) return null;
  let i = keyEnd;
  const limit = Math.min(text.length, keyEnd + 32);
  // The key's closing quote, then `:` or `=`, then a typed-value wrapper (`{"S":`) and quotes.
  if (text.charCodeAt(i) === 34 || text.charCodeAt(i) === 39) i++;
  while (i < limit && isBlank(text.charCodeAt(i))) i++;
  if (text.charCodeAt(i) !== 58 && text.charCodeAt(i) !== 61) return null;
  i++;
  const wrapper = /^\s*\{\s*"[SN]"\s*:/.exec(text.slice(i, limit));
  if (wrapper) i += wrapper[0].length;
  while (i < limit && (isBlank(text.charCodeAt(i)) || text.charCodeAt(i) === 34 || text.charCodeAt(i) === 39)) i++;
  const s = i;
  while (i < text.length && i - s <= MAX_DIGITS + 2 && (isDigit(text.charCodeAt(i)) || (text.charCodeAt(i) === 45 && isDigit(text.charCodeAt(i + 1))))) i++;
  const v = text.slice(s, i);
  const after = text.charCodeAt(i);
  if (i < text.length && !(after === 34 || after === 39 || after === 44 || after === 125 || after === 10 || after === 13 || isBlank(after))) return null;
  const digits = v.replace(/-/g, "").length;
  if (digits < MIN_DIGITS || digits > MAX_DIGITS || v.startsWith("-") || (v.length === 4 && isYear(text, s, i))) return null;
  return span(s, i, "pin-code", true);
}

/** Does the line of the noun that ends at `nounEnd` ask for it: a question within a few words? */
const MAX_QUESTION_TAIL_CHARS = 24;
function asksForIt(text: string, nounEnd: number): boolean {
  const end = lineEnd(text, nounEnd);
  let e = end;
  while (e > nounEnd && (isBlank(text.charCodeAt(e - 1)) || text.charCodeAt(e - 1) === 13)) e--;
  return e - nounEnd <= MAX_QUESTION_TAIL_CHARS && (text.charCodeAt(e - 1) === 63 || text.charCodeAt(e - 1) === 0xff1f);
}

/**
 * A code named without saying what it opens ("Collection code: 461795", "code 133223, my number
 * ends 4471", "Your login code is 503662", "Kodi i derës: 683564", "Код отримання 973530"): a
 * code a person is handed is a secret by default. The names of the codes that are public or
 * identify something (an error, a postcode, a product, a booking, a discount) say so, before
 * the noun or after it ("error code", "código postal"), and end the search. The value must stand
 * in the noun's value slot (SLOT_WORDS, below); a number further on belongs to another word.
 */
const PUBLIC_CODES = new Set([
  // English, before the noun.
  "error", "status", "exit", "return", "response", "http", "zip", "postal", "post", "area", "country", "dial", "dialing", "calling",
  "sort", "bank", "swift", "bic", "routing", "product", "item", "article", "sku", "part", "model", "tracking", "shipment", "reason",
  "fault", "diagnostic", "trouble", "currency", "language", "locale", "region", "airport", "iata", "icao", "station", "tax", "vat",
  "hs", "tariff", "customs", "icd", "cpt", "naics", "sic", "discount", "promo", "coupon", "voucher", "referral", "source", "qr", "bar",
  "color", "colour", "hex", "dress", "morse", "machine", "op", "short", "booking", "confirmation", "reservation", "reference", "order",
  "ticket", "course", "class", "subject", "module", "department", "branch", "store", "site", "project", "cost", "account", "billing",
  "ledger", "nominal", "vendor", "supplier", "customer", "client", "employee", "member", "student", "flight", "fare", "rate", "seat",
  "stock", "batch", "lot", "serial", "version", "build", "release", "result", "event", "incident", "program", "programme", "sample",
  "example", "test", "demo", "friend", "invite", "invitation", "creator", "player", "transaction", "control", "कारोबार",
  // A card payment's approval on a receipt ("AUTH CODE 353800", "Authorisation code").
  "auth", "authorisation", "authorization", "approval", "appr",
  // A postcode in India and Bangladesh ("पिन कोड 560001", "পোস্ট কোড 1205").
  "पिन", "पोस्ट", "পোস্ট", "पिनकोड",
  // A code base's words: "code review 1234", "code line 1234", "pull request".
  "review", "pr", "issue", "bug", "commit", "pull", "merge", "line", "lines", "file", "page", "coverage", "snippet", "block",
  // The same kinds after the noun, in the languages that put them there (es, fr, it, pt, ro, pl,
  // ca): postal, fiscal, bar, error, tracking, booking, discount, product, order, country.
  "postale", "poștal", "pocztowy", "fiscal", "fiscale", "barras", "barre", "erreur", "errore", "erro", "eroare", "błędu",
  "seguimiento", "suivi", "rastreamento", "reserva", "réservation", "prenotazione", "rezervare", "descuento", "réduction", "sconto",
  "desconto", "promocional", "producto", "produit", "prodotto", "produto", "pedido", "commande", "ordine", "comanda", "país", "pays", "paese",
  "cliente", "klienta", "klientit", "kunde", "kunden", "почтовый", "поштовий", "індекс", "индекс",
]);
/** Words after which a code's value stands ("is", "is now") in the languages read here. */
const SLOT_WORDS = new Set(["is", "was", "are", "now", "es", "est", "ist", "é", "è", "er", "är", "je", "је", "е", "este", "是", "为"]);
/** Spellings of "code" in other languages, as whole words (their inflected forms listed). */
const CODE_WORDS = ["kode", "koden", "kood", "koodi", "kod", "kodu", "kodas", "kodi", "kodo", "codi", "codul", "cod", "código", "codigo", "codice", "kóði", "kóðinn", "kóða"];
/** Stems in other scripts, whose endings follow as letters ("кодът", "коду"): a letter may not
 *  stand before them ("штрихкод" is a barcode). */
const CODE_STEMS = ["код", "Код", "კოდ", "कोड", "কোড", "કોડ", "കോഡ്", "コード", "코드"];
const isAsciiWord = (w: string): boolean => /^[a-z]+$/.test(w);
const MAX_SLOT_WORDS = 6;
const SPOKEN_DIGIT = /\b(?:zero|one|two|three|four|five|six|seven|eight|nine)\b/i;
const MAX_STEM_ENDING_CHARS = 3;
const isLetterOrMark = (c: number): boolean => isAlpha(c) || (c >= 0xc0 && /[\p{L}\p{M}]/u.test(String.fromCharCode(c)));

/** The end of a "code" noun of CODE_WORDS or CODE_STEMS at `at`, or -1. */
function codeNounEnd(text: string, at: number): number {
  if (at > 0 && isLetterOrMark(text.charCodeAt(at - 1))) return -1;
  for (const w of CODE_WORDS) if (startsWithCi(text, w, at) && !isLetterOrMark(text.charCodeAt(at + w.length))) return at + w.length;
  for (const w of CODE_STEMS) {
    if (!text.startsWith(w, at)) continue;
    let e = at + w.length;
    while (e < text.length && e - at - w.length < MAX_STEM_ENDING_CHARS && isLetterOrMark(text.charCodeAt(e))) e++;
    return isLetterOrMark(text.charCodeAt(e)) ? -1 : e;
  }
  return -1;
}

/** Is a word of PUBLIC_CODES one of the two before the noun at `at`? */
function publicBefore(text: string, at: number): boolean {
  const first = wordBefore(text, at);
  if (PUBLIC_CODES.has(first)) return true;
  // A word in another script (read only then: the regex costs more than the ASCII words).
  let k = at;
  while (k > 0 && isBlank(text.charCodeAt(k - 1))) k--;
  if (k > 0 && text.charCodeAt(k - 1) >= 0x80) {
    const wide = /([\p{L}\p{M}]+)$/u.exec(text.slice(Math.max(0, k - 24), k))?.[1];
    if (wide !== undefined && PUBLIC_CODES.has(wide.toLowerCase())) return true;
  }
  return PUBLIC_CODES.has(wordBefore(text, k - first.length));
}

/**
 * Things a number opens, named without "code": "gate 482144", "the boot room door is 894327
 * now", "Key safe by the shutter 636058", `"key_safe": "522579"`. The number stands in the noun's
 * slot or ends its line, as for a bare code, and has at least the digits given: a door, a gate
 * or an alarm also has numbers that are no code (a room, a time: "alarm 0630"), a key safe does
 * not.
 */
const OPENER_NOUNS: ReadonlyArray<readonly [string, number]> = [
  ["alarm", 5], ["door", 5], ["gate", 5], ["safe", 5], ["garage", 5], ["intercom", 5],
  ["lockbox", 4], ["keysafe", 4], ["key safe", 4], ["key_safe", 4], ["keybox", 4], ["key box", 4], ["padlock", 4], ["keypad", 4],
];
/** The noun of OPENER_NOUNS at `at` and the digits its number needs, or null; null too when a
 *  code's noun follows it ("alarm code", "door PIN"): that noun's trigger reads the value. */
function openerAt(text: string, at: number): { end: number; minDigits: number } | null {
  for (const [w, minDigits] of OPENER_NOUNS) {
    if (!startsWithCi(text, w, at) || !isEdge(text.charCodeAt(at + w.length))) continue;
    let k = at + w.length;
    while (k < text.length && (isBlank(text.charCodeAt(k)) || text.charCodeAt(k) === 45)) k++;
    if (startsWithCi(text, "code", k) || startsWithCi(text, "pin", k) || startsWithCi(text, "passcode", k)) return null;
    return { end: at + w.length, minDigits };
  }
  return null;
}

/** A code of capitals and digits, whole or in groups ("LJU4UD", "SQJN-6GVP-8LFJ", "1MRMHKHS5A"):
 *  6–24 of them, a digit and two letters at least, mixed: a name with a number after it
 *  ("ISO8601", "SHA256", "RAL9010") is no code. */
const MIN_ALNUM_CODE_CHARS = 6;
const MAX_ALNUM_CODE_CHARS = 24;
function isAlnumCode(text: string, s: number, e: number): boolean {
  const v = text.slice(s, e);
  if (!/^[A-Z0-9]+(?:-[A-Z0-9]+)*$/.test(v)) return false;
  const chars = v.replace(/-/g, "");
  if (chars.length < MIN_ALNUM_CODE_CHARS || chars.length > MAX_ALNUM_CODE_CHARS) return false;
  const digits = chars.replace(/[^0-9]/g, "").length;
  if (digits < 1 || chars.length - digits < 2) return false;
  return v.includes("-") || !/^[A-Z]+[0-9]+$/.test(v);
}

/** Words before "code" that make a code of capitals and digits an access code ("activation code:
 *  SQJN-6GVP-8LFJ", "your one-time code"), or say nothing of it ("the code is LJU4UD"). Any other
 *  word names what the code identifies: a transaction, an invoice's control, a product. */
const ACCESS_QUALIFIERS = new Set([
  "activation", "verification", "access", "security", "login", "signin", "time", "pairing", "recovery", "backup", "unlock", "entry",
  "setup", "registration", "linkage", "host", "enrolment", "enrollment", "authentication", "authenticator", "app", "device", "otp",
  "sms", "master", "admin",
  "", "the", "your", "this", "a", "an", "new", "my", "our", "his", "her", "their", "that", "same",
]);
const alnumCodeNamed = (text: string, at: number): boolean => ACCESS_QUALIFIERS.has(wordBefore(text, at));

/** Characters that end a word of the clause after the noun (besides blanks). */
const isSlotBreak = (c: number): boolean => c === 58 || c === 0xff1a || c === 61 || c === 44 || c === 59 || c === 40 || c === 41;
/** The number in the value slot of the code noun that ends at `nounEnd` (see PUBLIC_CODES). */
function slotNumber(text: string, nounEnd: number, minDigits = MIN_DIGITS, { alnum = false, slotOnly = false } = {}): Span | null {
  const end = Math.min(lineEnd(text, nounEnd), nounEnd + MAX_GAP_CHARS);
  // Most mentions of a code have no number after them, in digits or in words: nothing to read.
  let d = nounEnd;
  while (d < end && !isDigit(text.charCodeAt(d))) d++;
  if (d === end && !SPOKEN_DIGIT.test(text.slice(nounEnd, end))) return null;
  let i = nounEnd;
  let slot = true;
  let words = 0;
  while (i < end && words <= MAX_SLOT_WORDS) {
    const c = text.charCodeAt(i);
    // (Quotes around a key or a value, `"key_safe": "522579"`, are read as blanks.)
    if (isBlank(c) || c === 13 || c === 34 || c === 39) {
      i++;
      continue;
    }
    // A colon, `=`, a dash or a dotted leader puts the value next; other punctuation ends the clause.
    if (c === 58 || c === 0xff1a || c === 61 || c === 0x2014 || c === 0x2013 || (c === 45 && isBlank(text.charCodeAt(i + 1)))) {
      slot = true;
      i++;
      continue;
    }
    if (c === 46 && text.charCodeAt(i + 1) === 46) {
      while (i < end && text.charCodeAt(i) === 46) i++;
      slot = true;
      continue;
    }
    // An aside in parentheses ("Key safe (outside the kitchen door): 973049") is read past.
    if (c === 40) {
      const close = indexOfWithin(text, 41, i, end);
      if (close === -1) return null;
      i = close + 1;
      continue;
    }
    if (isSlotBreak(c)) return null;
    let e = i;
    while (e < end && !isBlank(text.charCodeAt(e)) && !isSlotBreak(text.charCodeAt(e))) e++;
    let w = e;
    while (w > i && ".!?\"'".includes(text[w - 1]!)) w--;
    if (slot && alnum && isAlnumCode(text, i, w)) return span(i, w, "pin-code", true);
    if (isDigit(c)) {
      // In the slot, or ending the line ("Код отримання 973530", the code "of receipt").
      const found = codeIn(text, i, e);
      if (!found || found[0] !== i || found[1] - found[0] < minDigits) return null;
      let t = w;
      while (t < text.length && isBlank(text.charCodeAt(t))) t++;
      const endsLine = t >= text.length || text.charCodeAt(t) === 10 || text.charCodeAt(t) === 13;
      return slot || (endsLine && !slotOnly) ? span(found[0], found[1], "pin-code", true) : null;
    }
    const word = text.slice(i, w).toLowerCase();
    if (slot && DIGIT_WORDS.has(word)) {
      const spoken = spokenDigits(text, i, minDigits);
      return spoken ? span(spoken[0], spoken[1], "pin-code", true) : null;
    }
    if (PUBLIC_CODES.has(word) || OWNERS.has(word) || w < e) return null;
    slot = SLOT_WORDS.has(word);
    words++;
    i = e;
  }
  return null;
}

const rule: Rule = {
  name: "pin-code",
  ids: ["pin-code"],
  kind: "secret",
  triggers: [
    "PIN", "PUK", { ci: "pincode", edge: isEdge }, { ci: "pin code", edge: isEdge }, { ci: "passcode", edge: isEdge }, { ci: "code", edge: isEdge },
    // Setting keys that end in `code` or `pin`, right before their `:` or `=` (quoted or not).
    { ci: "code", next: "\"':= " }, { ci: "pin", next: "\"':= " },
    // "code" in other languages and scripts (codeNounEnd checks the word's edges).
    ...CODE_WORDS.flatMap((w): Trigger[] => (isAsciiWord(w) ? [{ ci: w, edge: isEdge }] : [w, w[0]!.toUpperCase() + w.slice(1)])),
    ...CODE_STEMS,
    ...OPENER_NOUNS.map(([w]) => ({ ci: w, edge: isEdge })),
  ],
  match({ text }, at) {
    const low4 = lowerAscii(text.slice(at, at + 4));
    if (low4 === "code" || low4.startsWith("pin")) {
      const keyEnd = at + (low4 === "code" ? 4 : 3);
      const keyed = keyedValue(text, keyEnd);
      if (keyed) return keyed;
    }
    const c = text.charCodeAt(at);
    let nounEnd: number;
    if (!text.startsWith("PIN", at) && !text.startsWith("PUK", at) && !startsWithCi(text, "pin", at) && !startsWithCi(text, "passcode", at) && !startsWithCi(text, "code", at)) {
      const opener = openerAt(text, at);
      if (opener) {
        const found = slotNumber(text, opener.end, opener.minDigits);
        return found && !publicBefore(text, at) ? found : null;
      }
      nounEnd = codeNounEnd(text, at);
      const found = nounEnd < 0 ? null : slotNumber(text, nounEnd);
      return found && !publicBefore(text, at) ? found : null;
    }
    if (c === 80 && (text.startsWith("PIN", at) || text.startsWith("PUK", at))) {
      // Capitals only, as a whole word ("PIN-код" and "PIN-koden" are PINs too).
      if (at > 0 && !isEdge(text.charCodeAt(at - 1))) return null;
      const after = text.charCodeAt(at + 3);
      if (isAlpha(after) && !text.startsWith("PINs", at)) {
        // "PINCODE", "PINcode": the code after it names the same thing.
        if (!/^code/i.test(text.slice(at + 3, at + 7))) return null;
      }
      nounEnd = at + 3;
      while (nounEnd < text.length && !isEdge(text.charCodeAt(nounEnd))) nounEnd++;
      // "PIN-код", "PIN-koden": the compound is the noun.
      if (text.charCodeAt(nounEnd) === 45) {
        nounEnd++;
        while (nounEnd < text.length && !isBlank(text.charCodeAt(nounEnd)) && text.charCodeAt(nounEnd) !== 58) nounEnd++;
      }
    } else {
      const low = lowerAscii(text.slice(at, at + 8));
      if (low.startsWith("pincode")) nounEnd = at + 7;
      else if (low.startsWith("pin code")) nounEnd = at + 8;
      else if (low.startsWith("passcode")) nounEnd = at + 8;
      else if (low.startsWith("pin") && isEdge(text.charCodeAt(at + 3)) && (at === 0 || isEdge(text.charCodeAt(at - 1)))) {
        // A lower-case "pin" is a verb as often ("pin the version to 4.2"): only a number right
        // in its slot is a PIN ("carer pin 507105").
        return slotNumber(text, at + 3, MIN_DIGITS, { slotOnly: true });
      }
      else if (low.startsWith("code")) {
        // "pin code" is its own trigger; "code" must follow a word that names what it opens, or
        // be asked for ("what's the code again?"), when only the next message can be its value.
        if (wordBefore(text, at) === "pin") return null;
        nounEnd = at + 4;
        if (!namesOpener(text, at)) {
          if (asksForIt(text, nounEnd)) return valueAfter(text, nounEnd, true);
          // A bare "code" as a word of a sentence, not of a key (`VERSION_CODE=12`, the keyed path's).
          const whole = (at === 0 || isEdge(text.charCodeAt(at - 1))) && isEdge(text.charCodeAt(nounEnd));
          if (!whole) return null;
          const found = slotNumber(text, nounEnd, MIN_DIGITS, { alnum: alnumCodeNamed(text, at) });
          return found && !publicBefore(text, at) ? found : null;
        }
      } else return null;
    }
    return valueAfter(text, nounEnd);
  },
};
export default rule;
