/**
 * A code's number where its name puts it, for rules/pin-code.ts: the number standing alone after
 * a code's noun (codeIn), and the value slot of a code named without saying what it opens, of a
 * door, gate, alarm or key safe, or in another language (slotNumber and the nouns it reads).
 * See docs/design.md, "Redaction".
 */
import type { Span } from "./rule.js";
import { span } from "./rule.js";
import { indexOfWithin, isAlnum, isAlpha, isBlank, isDigit, lowerAscii, startsWithCi } from "./chars.js";
import { unitAfter } from "./number-unit.js";

export const MIN_DIGITS = 4;
export const MAX_DIGITS = 10;
/** How far after the noun the value may stand (characters, on the noun's line). */
export const MAX_GAP_CHARS = 64;
/** A word between the noun and the number that the number belongs to instead. */
export const OWNERS = new Set(["ticket", "order", "invoice", "ref", "reference", "case", "id", "version", "build", "request", "step", "line", "page", "port", "length", "limit"]);

export const isEdge = (c: number): boolean => !isAlnum(c) && c !== 95;

/** The word that ends at `e` (skipping blanks before it), lower case. */
export function wordBefore(text: string, e: number): string {
  while (e > 0 && isBlank(text.charCodeAt(e - 1))) e--;
  let s = e;
  while (s > 0 && e - s < 16 && isAlpha(text.charCodeAt(s - 1))) s--;
  return lowerAscii(text.slice(s, e));
}

/** [start, end) of a number of MIN..MAX digits that stands alone in text[from, to), or null: as
 *  digits, in groups, read out in words, or misread by text recognition (misreadDigits). A phone
 *  number, a count or a year ends the search: the noun was about it. */
export function codeIn(text: string, from: number, to: number): [number, number] | null {
  let i = from;
  while (i < to) {
    const c = text.charCodeAt(i);
    const misread = isAlnum(c) && (i === 0 || isEdge(text.charCodeAt(i - 1))) ? misreadDigits(text, i) : null;
    if (misread !== null) return misread;
    if (!isDigit(c)) {
      // A word that owns what follows ends the search.
      if (isAlpha(c)) {
        let e = i;
        while (e < to && isAlpha(text.charCodeAt(e))) e++;
        const word = lowerAscii(text.slice(i, e));
        if (OWNERS.has(word)) return null;
        // Digits read out (a voice note's transcript): "seven two eight three three one". A
        // digit's word that reads too few digits is a word of the sentence ("the new one's …").
        if (isCodeWord(word)) {
          const spoken = spokenDigits(text, i, MIN_DIGITS, MAX_DIGITS, true);
          if (spoken !== null) return spoken;
        }
        i = e;
        continue;
      }
      i++;
      continue;
    }
    const grouped = digitGroups(text, i);
    if (grouped !== null) return grouped;
    let e = i;
    while (e < text.length && isDigit(text.charCodeAt(e))) e++;
    // A trunk 0 and a number running on in groups: a phone number ("Alarm monitoring centre:
    // 01632 960620"), what the noun was about.
    if (c === 48 && (text.charCodeAt(e) === 32 || text.charCodeAt(e) === 45) && isDigit(text.charCodeAt(e + 1))) return null;
    const before = text.charCodeAt(i - 1);
    // A star before it is a masked card's (`****7545`) unless Markdown or a keypad put it there.
    const standsAlone = (i === 0 || wrapped(text, i, e) || keypadStar(text, i, e) || (before !== 42 && startsAlone(before))) && endsAlone(text, e);
    const n = e - i;
    if (standsAlone && n >= MIN_DIGITS && n <= MAX_DIGITS && !isYear(text, i, e) && !unitAfter(text, e)) return [i, e];
    // Any other number (a count, a year, a part of a date) is what the noun was about.
    return null;
  }
  return null;
}

/** Letters that text recognition reads for digits, and the digit each stands for: O and o for
 *  0, I and l for 1, S for 5, B for 8. */
export const MISREAD_DIGIT_OF: Readonly<Record<string, string>> = { O: "0", o: "0", I: "1", l: "1", S: "5", B: "8" };
const MISREAD_DIGITS = new Set(Object.keys(MISREAD_DIGIT_OF).map((l) => l.charCodeAt(0)));
/** Most letters a misread code holds, and fewest digits. */
const MAX_MISREAD_LETTERS = 3;
const MIN_READ_DIGITS = 4;

/**
 * A code that text recognition misread, a digit or three read as letters ("6O9122", "2l5192",
 * "S09355", "52492l9S" in an OCR'd sticky note): the word from `s` is MIN..MAX_DIGITS
 * characters, digits but for up to MAX_MISREAD_LETTERS letters that recognition confuses with
 * digits (MISREAD_DIGITS), fewer letters than digits, and no two of those letters open it (a
 * standard's or a product's prefix: "BS5839", "IOS17"). [start, end) or null.
 */
function misreadDigits(text: string, s: number): [number, number] | null {
  let e = s;
  while (e < text.length && isAlnum(text.charCodeAt(e)) && e - s <= MAX_DIGITS) e++;
  return misreadCodeIn(text, s, e) && endsAlone(text, e) ? [s, e] : null;
}

/** Is text[s, e), whole, a code that text recognition misread: MIN..MAX_DIGITS characters,
 *  digits but for up to MAX_MISREAD_LETTERS of MISREAD_DIGITS, fewer of those than digits,
 *  MIN_READ_DIGITS digits at least, and a digit first or second ("237O78", "2181066B",
 *  "l95399"; not "BS5839")? */
function misreadCodeIn(text: string, s: number, e: number): boolean {
  const n = e - s;
  if (n < MIN_DIGITS || n > MAX_DIGITS) return false;
  let letters = 0;
  for (let k = s; k < e; k++) {
    const c = text.charCodeAt(k);
    if (isDigit(c)) continue;
    if (!MISREAD_DIGITS.has(c)) return false;
    letters++;
  }
  if (letters === 0 || letters > MAX_MISREAD_LETTERS || n - letters < MIN_READ_DIGITS || letters >= n - letters) return false;
  return isDigit(text.charCodeAt(s)) || isDigit(text.charCodeAt(s + 1));
}

/** Is `v`, whole, a misread code (misreadCodeIn)? For a value already cut out of its text. */
export const isMisreadCode = (v: string): boolean => misreadCodeIn(v, 0, v.length);

/** `v` with each letter that text recognition reads for a digit read back as that digit. */
export function misreadAsDigits(v: string): string {
  let out = "";
  for (const ch of v) out += MISREAD_DIGIT_OF[ch] ?? ch;
  return out;
}

/** May a number start after the character `before`: not after a letter, a digit, `.`, `-`, `/`,
 *  `#` or `+` (a decimal, a range, a path, an issue number, a phone number's country code)? */
function startsAlone(before: number): boolean {
  return !(isAlnum(before) || before === 46 || before === 45 || before === 47 || before === 35 || before === 43);
}

/** Does a number that ends at `e` end there: no letter, digit, `-`, `/` or `%` after it, and no
 *  `.` or `,` that a digit follows (a decimal, a thousands group)? */
function endsAlone(text: string, e: number): boolean {
  if (e >= text.length) return true;
  const c = text.charCodeAt(e);
  return !(isAlnum(c) || c === 45 || c === 47 || c === 37 || ((c === 46 || c === 44) && isDigit(text.charCodeAt(e + 1))));
}

/** A code written in groups (docs/design.md, "Redaction"): this many digits in all … */
const MIN_GROUPED_DIGITS = 6;
const MAX_GROUPED_DIGITS = 8;
/** … in groups of this many, joined by one blank or one hyphen. */
const MIN_GROUP_DIGITS = 2;
const MAX_GROUP_DIGITS = 4;
/**
 * A code written in groups where a code's number stands ("Entry barrier code: 731 700", "feed
 * room is now 788 010", "Alarm | 95 89 27", "Key cabinet code: 18-44-07"), as [start, end), or
 * null: two groups or more of MIN..MAX_GROUP_DIGITS digits joined by the same blank or hyphen,
 * MIN..MAX_GROUPED_DIGITS digits in all, standing alone. A phone number has more digits or longer
 * groups; a date written with hyphens ("2026-11-20", "20-11-2026") is a date.
 */
function digitGroups(text: string, s: number): [number, number] | null {
  const before = text.charCodeAt(s - 1);
  if (s > 0 && !startsAlone(before)) return null;
  let i = s;
  let sep = -1;
  let groups = 0;
  let digits = 0;
  let fourDigitGroup = false;
  for (;;) {
    let e = i;
    while (e < text.length && isDigit(text.charCodeAt(e))) e++;
    const n = e - i;
    if (n < MIN_GROUP_DIGITS || n > MAX_GROUP_DIGITS) return null;
    groups++;
    digits += n;
    if (n === 4) fourDigitGroup = true;
    const c = text.charCodeAt(e);
    if ((c === 32 || c === 45) && (sep === -1 || c === sep) && isDigit(text.charCodeAt(e + 1))) {
      sep = c;
      i = e + 1;
      continue;
    }
    if (groups < 2 || digits < MIN_GROUPED_DIGITS || digits > MAX_GROUPED_DIGITS) return null;
    if (!endsAlone(text, e)) return null;
    // A date with hyphens: a year's four digits and two groups of two.
    if (sep === 45 && groups === 3 && fourDigitGroup) return null;
    if (unitAfter(text, e)) return null;
    return [s, e];
  }
}

/** Markdown's marks around a value, longest first: bold, italics and inline code. */
const WRAPPERS = ["**", "__", "*", "_", "`"];
/**
 * Is text[s, e) wrapped in one of Markdown's marks ("keypad code **770500**", "code `258921`")?
 * The same mark closes it right after, so a masked card (`****7545`, stars before the digits
 * only) is not wrapped.
 */
function wrapped(text: string, s: number, e: number): boolean {
  for (const w of WRAPPERS) {
    if (s < w.length || !text.startsWith(w, s - w.length) || !text.startsWith(w, e)) continue;
    // One mark, not a longer run of it: "***7545***" is no bold value.
    const outer = text.charCodeAt(s - w.length - 1);
    return outer !== w.charCodeAt(0) && text.charCodeAt(e + w.length) !== w.charCodeAt(0);
  }
  return false;
}
/** A code as a keypad takes it, star first and hash last ("new code *202702#"): the star is no
 *  masked card's (`****7545`), whose stars come in a run and close nothing. */
function keypadStar(text: string, s: number, e: number): boolean {
  return text.charCodeAt(s - 1) === 42 && text.charCodeAt(e) === 35 && (s < 2 || !(isAlnum(text.charCodeAt(s - 2)) || text.charCodeAt(s - 2) === 42));
}
/** The number of Markdown marks (WRAPPERS) at `i` that open a wrapped token, or 0. */
function openingMarks(text: string, i: number): number {
  for (const w of WRAPPERS) if (text.startsWith(w, i) && !isBlank(text.charCodeAt(i + w.length)) && i + w.length < text.length) return w.length;
  return 0;
}

/** The digits as a transcript writes them read out, and the digit each is. */
const DIGIT_VALUES = new Map([
  ["zero", 0], ["oh", 0], ["one", 1], ["two", 2], ["three", 3], ["four", 4], ["five", 5], ["six", 6], ["seven", 7], ["eight", 8], ["nine", 9],
]);
/** The words of a number read out, and how many digits each adds ("double four" is two). */
const DIGIT_WORDS = new Map<string, number>([...[...DIGIT_VALUES.keys()].map((w): [string, number] => [w, 1]), ["double", 1], ["triple", 2]]);
/** A number from ten to ninety-nine said as one ("twelve", "sixty", "sixty-one"): how a code
 *  is read out two digits at a time ("the key safe is twelve eighteen sixty-one"). */
const PAIR_WORDS = new Set([
  "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
  "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety",
]);
const TENS_WORDS = new Set(["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]);

/** The first word of a number read out, before another such word: where a spoken code may start. */
const SPOKEN_START_RE = new RegExp(String.raw`\b(?:${[...DIGIT_WORDS.keys(), ...PAIR_WORDS].join("|")})(?:-[a-z]+)?,?[ \t]+(?=[a-z])`, "gi");

/** The numbers read out in `text` (spokenDigits, two digits a word allowed), as [start, end)
 *  pairs in order: "nine five six nine double six", "twelve eighteen sixty-one". */
export function spokenRuns(text: string, minDigits: number, maxDigits: number): number[] {
  const out: number[] = [];
  SPOKEN_START_RE.lastIndex = 0;
  for (let m = SPOKEN_START_RE.exec(text); m !== null; m = SPOKEN_START_RE.exec(text)) {
    // The whole run first: a phone number read out is no code, nor is any stretch of it.
    const whole = spokenDigits(text, m.index, 0, Infinity, true);
    if (whole === null) continue;
    SPOKEN_START_RE.lastIndex = whole[1];
    if (spokenDigits(text, m.index, minDigits, maxDigits, true) !== null) out.push(whole[0], whole[1]);
  }
  return out;
}

/** Is text[s, e) read out two digits a word, in part at least ("ninety-six thirty-seven")? */
export function readInPairs(text: string, s: number, e: number): boolean {
  for (const w of text.slice(s, e).toLowerCase().split(/[\s,-]+/)) if (PAIR_WORDS.has(w)) return true;
  return false;
}

/** Is `word` (lower case) a number word a code is read out in where its name stands before it:
 *  a digit's, or a number of two digits (PAIR_WORDS)? */
const isCodeWord = (word: string): boolean => DIGIT_WORDS.has(word) || PAIR_WORDS.has(word);

/** A spoken number of MIN..MAX_DIGITS digits: words of DIGIT_WORDS from `s`, one blank (or a
 *  comma) between them, as [start, end), or null. "one", "two" alone are words of a sentence.
 *  With `pairs`, where a code's name stands before it (codeIn, slotNumber), a number word of two
 *  digits counts two ("ninety-six thirty-seven twenty-two"), and the code has MIN_PAIRED_DIGITS
 *  digits at least; without a name, a run of such words is as often a list of scores as a code. */
export function spokenDigits(text: string, s: number, minDigits = MIN_DIGITS, maxDigits = MAX_DIGITS, pairs = false): [number, number] | null {
  let i = s;
  let end = s;
  let digits = 0;
  let words = 0;
  let paired = false;
  while (i < text.length && words <= 2 * maxDigits) {
    let e = i;
    while (e < text.length && isAlpha(text.charCodeAt(e))) e++;
    const word = lowerAscii(text.slice(i, e));
    let n = DIGIT_WORDS.get(word);
    if (n === undefined && pairs && PAIR_WORDS.has(word)) {
      n = 2;
      paired = true;
      // "sixty-one": the tens and the unit are one number of two digits.
      if (TENS_WORDS.has(word) && text.charCodeAt(e) === 45) {
        let u = e + 1;
        while (u < text.length && isAlpha(text.charCodeAt(u))) u++;
        const unit = DIGIT_VALUES.get(lowerAscii(text.slice(e + 1, u)));
        if (unit !== undefined && unit > 0) e = u;
      }
    }
    if (n === undefined || e === i) break;
    digits += n;
    words++;
    end = e;
    i = e;
    if (text.charCodeAt(i) === 44) i++;
    if (!isBlank(text.charCodeAt(i))) break;
    while (i < text.length && isBlank(text.charCodeAt(i))) i++;
  }
  // Two numbers of two digits are a year as often ("twenty twenty-six"): read in pairs, a code
  // has three of them at least.
  return digits >= (paired ? Math.max(minDigits, MIN_PAIRED_DIGITS) : minDigits) && digits <= maxDigits ? [s, end] : null;
}
const MIN_PAIRED_DIGITS = 6;

/** The digits the words of text[s, e) read out, in order ("double four" is 4, 4). */
export function spokenDigitValues(text: string, s: number, e: number): number[] {
  const out: number[] = [];
  let repeat = 1;
  for (const w of text.slice(s, e).toLowerCase().split(/[\s,]+/)) {
    if (w === "double") repeat = 2;
    else if (w === "triple") repeat = 3;
    else {
      const d = DIGIT_VALUES.get(w);
      if (d === undefined) continue;
      for (let k = 0; k < repeat; k++) out.push(d);
      repeat = 1;
    }
  }
  return out;
}

/** Is `word` (lower case) a digit as a transcript reads it out ("oh", "double", "seven")? */
export const isDigitWord = (word: string): boolean => DIGIT_WORDS.has(word);

export function isYear(text: string, s: number, e: number): boolean {
  if (e - s !== 4) return false;
  const y = Number(text.slice(s, e));
  return y >= 1950 && y <= 2099;
}

/** Lines longer than this are read as if they ended there (a value stands near its name). */
const MAX_LINE_CHARS = 512;
export function lineEnd(text: string, i: number): number {
  const n = indexOfWithin(text, 10, i, i + MAX_LINE_CHARS);
  return n === -1 ? Math.min(text.length, i + MAX_LINE_CHARS) : n;
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
/** Is `word` (lower case) one of PUBLIC_CODES: a kind of code that opens nothing, or what owns a number? */
export const isPublicCodeWord = (word: string): boolean => PUBLIC_CODES.has(word);
/** Words after which a code's value stands ("is", "is now") in the languages read here. */
const SLOT_WORDS = new Set(["is", "was", "are", "now", "es", "est", "ist", "é", "è", "er", "är", "je", "је", "е", "este", "是", "为"]);
/** Spellings of "code" in other languages, as whole words (their inflected forms listed). */
export const CODE_WORDS = ["kode", "koden", "kood", "koodi", "kod", "kodu", "kodas", "kodi", "kodo", "codi", "codul", "cod", "código", "codigo", "codice", "kóði", "kóðinn", "kóða"];
/** Stems in other scripts, whose endings follow as letters ("кодът", "коду"): a letter may not
 *  stand before them ("штрихкод" is a barcode). */
export const CODE_STEMS = ["код", "Код", "კოდ", "कोड", "কোড", "કોડ", "കോഡ്", "コード", "코드"];
/**
 * The Latin spellings of "code" that languages compound and inflect (docs/design.md,
 * "Redaction"): the Nordic, Finnic and Hungarian door, gate and alarm codes are one word
 * ("Alarmkode", "kapukód", "Ovikoodi", "Hurðarkóðinn", "portkod"), and the noun takes endings
 * ("kódja", "Koodhka"). The stem may have letters before it and up to MAX_STEM_ENDING_CHARS after.
 */
export const CODE_COMPOUND_STEMS = ["kod", "kód", "kóð", "kood"];
/**
 * The first parts of compounds that name a code that opens nothing, as PUBLIC_CODES does for
 * separate words: an error, a barcode, a discount, a product, source or program code, a country,
 * in the languages that compound "kod" (no, da, sv, fi, et, hu, is). Read as prefixes, so the
 * linking letters that join them ("hibakód", "streckkod") need no entry of their own.
 */
const COMPOUND_PUBLIC_PREFIXES = [
  "feil", "fejl", "fel", "virhe", "vea", "hiba", "villu",
  "strek", "streg", "streck", "viiva", "vonal", "strika", "riba",
  "rabat", "alennus", "kupon", "kedvezm", "afsl", "soodus",
  "produkt", "tuote", "term", "toote", "vöru", "vare", "artik",
  "käll", "kilde", "lähde", "forr", "frum", "lähte", "program", "ohjelma", "maskin", "kone", "gép",
  "land", "maa", "orsz", "riigi", "post", "irány", "qr", "bar", "zip", "op", "en", "de",
];
export const isAsciiWord = (w: string): boolean => /^[a-z]+$/.test(w);
const MAX_SLOT_WORDS = 6;
const SPOKEN_DIGIT = /\b(?:zero|one|two|three|four|five|six|seven|eight|nine)\b/i;
const MAX_STEM_ENDING_CHARS = 3;
const isLetterOrMark = (c: number): boolean => isAlpha(c) || (c >= 0xc0 && /[\p{L}\p{M}]/u.test(String.fromCharCode(c)));

/** The end of a "code" noun of CODE_WORDS or CODE_STEMS at `at`, or -1. */
export function codeNounEnd(text: string, at: number): number {
  const compound = compoundCodeEnd(text, at);
  if (compound !== -1) return compound;
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

/** The longest compound a word may be, in letters before the stem. */
const MAX_COMPOUND_PREFIX_CHARS = 16;
/** The end of a "code" noun of CODE_COMPOUND_STEMS at `at` (with its ending), as the last part of
 *  a compound or a word on its own, or -1; -1 too when the compound's first part names a code that
 *  opens nothing (COMPOUND_PUBLIC_PREFIXES). */
function compoundCodeEnd(text: string, at: number): number {
  const stem = CODE_COMPOUND_STEMS.find((w) => startsWithCi(text, w, at));
  if (stem === undefined) return -1;
  let e = at + stem.length;
  while (e < text.length && e - at - stem.length < MAX_STEM_ENDING_CHARS && isLetterOrMark(text.charCodeAt(e))) e++;
  if (isLetterOrMark(text.charCodeAt(e))) return -1;
  let s = at;
  while (s > 0 && at - s <= MAX_COMPOUND_PREFIX_CHARS && isLetterOrMark(text.charCodeAt(s - 1))) s--;
  if (s > 0 && isLetterOrMark(text.charCodeAt(s - 1))) return -1;
  // On its own, "kod" with an ending is as often another word ("Kodak", "kodeks"): CODE_WORDS
  // lists its inflections as whole words.
  if (s === at) return stem === "kod" ? -1 : e;
  // A camelCase or capitalised stem inside a word is an identifier's part, not a compound's.
  if (!/^[a-zà-ÿðþ]/.test(text[at]!)) return -1;
  const prefix = text.slice(s, at).toLowerCase();
  return COMPOUND_PUBLIC_PREFIXES.some((p) => prefix.startsWith(p)) ? -1 : e;
}

/** Is a word of PUBLIC_CODES one of the two before the noun at `at`? */
export function publicBefore(text: string, at: number): boolean {
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

/** Words before "code" that say what it opens ("alarm code", "installer_code", "Door code"): the
 *  one list pin-code.ts reads in prose and in settings' keys and secret-column.ts in a table's
 *  header, each adding the few words only its form has. */
export const CODE_OPENERS: ReadonlySet<string> = new Set(["alarm", "disarm", "keypad", "door", "gate", "safe", "master", "user", "access", "entry", "lock", "installer", "garage", "building", "unlock"]);

/**
 * Things a number opens, named without "code": "gate 482144", "the boot room door is 894327
 * now", "Key safe by the shutter 636058", `"key_safe": "522579"`. The number stands in the noun's
 * slot or ends its line, as for a bare code, and has at least the digits given: a door, a gate
 * or an alarm also has numbers that are no code (a room, a time: "alarm 0630"), a key safe does
 * not. A safe alone is not read: "Gas Safe 561204" is an engineer's public registration.
 */
export const OPENER_NOUNS: ReadonlyArray<readonly [string, number]> = [
  ["alarm", 5], ["door", 5], ["gate", 5], ["garage", 5], ["intercom", 5],
  // A lock's code in English is its combination ("the safe combination from tomorrow is 42878968").
  ["combination", 4],
  ["lockbox", 4], ["keysafe", 4], ["key safe", 4], ["key_safe", 4], ["keybox", 4], ["key box", 4], ["padlock", 4], ["keypad", 4],
];
/** The noun of OPENER_NOUNS at `at` and the digits its number needs, or null; null too when a
 *  code's noun follows it ("alarm code", "door PIN"): that noun's trigger reads the value. */
export function openerAt(text: string, at: number): { end: number; minDigits: number } | null {
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
/** A code an access word names (ACCESS_WORDS) may be longer: a two-step login's recovery code. */
const MAX_ACCESS_CODE_CHARS = 40;
function isAlnumCode(text: string, s: number, e: number, access = false): boolean {
  const v = text.slice(s, e);
  if (!/^[A-Z0-9]+(?:-[A-Z0-9]+)*$/.test(v)) return false;
  const chars = v.replace(/-/g, "");
  if (chars.length < MIN_ALNUM_CODE_CHARS || chars.length > (access ? MAX_ACCESS_CODE_CHARS : MAX_ALNUM_CODE_CHARS)) return false;
  const digits = chars.replace(/[^0-9]/g, "").length;
  if (access && isGroupedAccessCode(v, digits, chars.length)) return true;
  if (digits < 1 || chars.length - digits < 2) return false;
  return v.includes("-") || !/^[A-Z]+[0-9]+$/.test(v);
}

/** Under an access word, a code printed in groups needs no mix of letters and digits: capitals
 *  alone in three groups or more (`PCNF-QDUE-PTCW`, a voucher's `TPS-WFZD-BYRD-JDZB`), or digits
 *  alone in groups, eight or more (`03104-18759`; not a date). */
function isGroupedAccessCode(v: string, digits: number, chars: number): boolean {
  const groups = v.split("-");
  if (groups.length < 2 || groups.some((g) => g.length < 3 || g.length > 6)) return false;
  if (digits === 0) return groups.length >= 3 && new Set(v.replace(/-/g, "")).size >= 6;
  return digits === chars && digits >= 8 && !/^(?:19|20)\d\d-\d\d-\d\d$/.test(v);
}

/** Words before "code" that make a code of capitals and digits an access code ("activation code:
 *  SQJN-6GVP-8LFJ", "your one-time code"), or say nothing of it ("the code is LJU4UD"). Any other
 *  word names what the code identifies: a transaction, an invoice's control, a product. */
const ACCESS_WORDS = [
  "activation", "verification", "access", "security", "login", "signin", "time", "pairing", "recovery", "backup", "unlock", "entry",
  "setup", "registration", "linkage", "host", "enrolment", "enrollment", "authentication", "authenticator", "app", "device", "otp",
  "sms", "master", "admin",
  // Codes that restore, revoke or redeem something: whoever holds one has what it gives.
  "restore", "revocation", "claim", "redemption", "redeem", "gift", "reset", "bypass", "override",
];
const ACCESS_QUALIFIERS = new Set([...ACCESS_WORDS, "the", "your", "this", "a", "an", "new", "my", "our", "his", "her", "their", "that", "same"]);
const ACCESS_WORD_SET = new Set(ACCESS_WORDS);

/** Is the `code` at `at` named by what it grants ("activation code", "voucher code"), the word
 *  right before it? */
export function accessCodeNamed(text: string, at: number): boolean {
  return ACCESS_WORD_SET.has(wordBefore(text, at));
}
export function alnumCodeNamed(text: string, at: number): boolean {
  let k = at;
  while (k > 0 && isBlank(text.charCodeAt(k - 1))) k--;
  const c = text.charCodeAt(k - 1);
  // Nothing before it but the start of a line, a sentence or a chat message: not named. After a
  // comma it names the thing before ("M-Pesa, code SCB7HK2LQ4": a payment's receipt).
  if (k === 0 || c === 10 || c === 13 || c === 58 || c === 46 || c === 33 || c === 63) return true;
  return isAlpha(c) && ACCESS_QUALIFIERS.has(wordBefore(text, at));
}

/** Characters that end a word of the clause after the noun (besides blanks). */
const isSlotBreak = (c: number): boolean => c === 58 || c === 0xff1a || c === 61 || c === 44 || c === 59 || c === 40 || c === 41;
/** The number in the value slot of the code noun that ends at `nounEnd` (see PUBLIC_CODES). */
export function slotNumber(text: string, nounEnd: number, minDigits = MIN_DIGITS, { alnum = false as boolean | "access", slotOnly = false } = {}): Span | null {
  const end = Math.min(lineEnd(text, nounEnd), nounEnd + MAX_GAP_CHARS);
  // Most mentions of a code have no number after them, in digits or in words: nothing to read
  // (unless an access word names it, whose code may be capitals in groups).
  let d = nounEnd;
  while (d < end && !isDigit(text.charCodeAt(d))) d++;
  if (d === end && alnum !== "access" && !SPOKEN_DIGIT.test(text.slice(nounEnd, end))) return null;
  let i = nounEnd;
  let slot = true;
  let words = 0;
  while (i < end && words <= MAX_SLOT_WORDS) {
    const c = text.charCodeAt(i);
    // (Quotes around a key or a value, `"key_safe": "522579"`, are read as blanks, and so are
    // Markdown's marks that open a value: "code **770500**", "Kodi i derës: `683564`".)
    if (isBlank(c) || c === 13 || c === 34 || c === 39) {
      i++;
      continue;
    }
    const marks = c === 42 || c === 95 || c === 96 ? openingMarks(text, i) : 0;
    if (marks > 0) {
      i += marks;
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
    if (slot && alnum && isAlnumCode(text, i, w, alnum === "access")) return span(i, w, "pin-code", true);
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
    let a = i;
    while (a < w && isAlpha(text.charCodeAt(a))) a++;
    if (slot && isCodeWord(lowerAscii(text.slice(i, a)))) {
      const spoken = spokenDigits(text, i, minDigits, MAX_DIGITS, true);
      return spoken ? span(spoken[0], spoken[1], "pin-code", true) : null;
    }
    if (PUBLIC_CODES.has(word) || OWNERS.has(word) || w < e) return null;
    slot = SLOT_WORDS.has(word);
    words++;
    i = e;
  }
  return null;
}

/** The value in the slot of the noun [nounStart, nounEnd) (slotNumber), unless a word before the
 *  noun names a public or identifying code (PUBLIC_CODES). */
export function namedSlot(text: string, nounStart: number, nounEnd: number, minDigits = MIN_DIGITS, options: { alnum?: boolean | "access" } = {}): Span | null {
  const found = slotNumber(text, nounEnd, minDigits, options);
  return found && !publicBefore(text, nounStart) ? found : null;
}
