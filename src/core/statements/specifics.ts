/**
 * Specifics: the values a faithful restatement of a statement must keep. Numbers, amounts,
 * times, dates, identifiers (hosts, versions, ticket and run ids) and names. Each is
 * normalised, so that two spellings of one value are one key:
 *   "1,240" = "1240", "€50K" = "50000", "9am" = "09:00" = "9:00", "2:30pm" = "14:30",
 *   "下午三点半" = "15:30", "三千二百元" = "3200", "March 15" = "Mar 15th" = "2026-03-15" (as 3-15),
 *   "16.07." = "16.07.2026" = "July 16", "v2.3.1" = "2.3.1", case ignored.
 * Keys are prefixed by kind: n: number, t: time, d: month-day, w: word (name or identifier).
 * See docs/design.md, "Statements".
 *
 * Every scan below is a single left-to-right pass of a regex with bounded or anchored
 * quantifiers (linear time on any input; test/reliability/redos.test.ts).
 */
import { foldDigits } from "../text/digits.js";
import { CJK_NUMERAL_CHARS, cjkNumeralValue } from "./cjk-numerals.js";
import { memoize } from "./memo.js";
import { hasHan } from "../text/cjk.js";
import { UNSPACED_CHAR_RE } from "../text/unspaced.js";
import { MONTH_FIRST_NAMES, MONTH_PREFIXES, OTHER_MONTHS } from "../time/month-names.js";
import { dayThenMonthAt, type DayThenMonth } from "./day-then-month.js";
import { CURRENCY_CODES, CURRENCY_PREFIXES_ONLY, CURRENCY_SIGNS, CURRENCY_SUFFIXES_ONLY } from "./currency.js";

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const MONTH_ALT = "jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?";
/** A month's English name or abbreviation, whole: "March", "Sept"; not "Martin" or "Janet". */
const MONTH_WORD_RE = new RegExp(`^(?:${MONTH_ALT})$`, "i");
/** A day number and what comes between it and its month in those languages ("3 de ", "3. "),
 *  as the date pattern below reads them, at the end of the text before a month's name. */
const AFTER_DAY_NUMBER_RE = new RegExp(String.raw`\b\d{1,2}\.?\s(?:de\s|del\s|di\s|${MONTH_PREFIXES.join("|")})?$`, "u");
/** A day number with a case ending glued to it ("28ê "), at the end of the text before a word. */
const AFTER_DAY_ENDING_RE = /(?<![\p{L}\d])\d{1,2}\p{L}{1,3}\s$/u;
const LETTER_RE = /\p{L}/u;
/** A month name is at most this long (MONTH_FIRST_NAMES: "października", "سپتامبر"). */
const MONTH_NAME_MAX_CHARS = 24;

/**
 * The month named right before `at` with one space between ("Hulyo 7": at the 7), and where its
 * name starts; null if none. Read back char by char: every number of a note passes here.
 */
function monthBefore(text: string, at: number): { month: number; index: number } | null {
  if (at < 5 || text.charCodeAt(at - 1) !== 32 || !LETTER_RE.test(text[at - 2] as string)) return null;
  let from = at - 1;
  while (from > 0 && at - 1 - from < MONTH_NAME_MAX_CHARS && LETTER_RE.test(text[from - 1] as string)) from--;
  if (at - 1 - from < 4 || (from > 0 && LETTER_RE.test(text[from - 1] as string))) return null;
  const name = text.slice(from, at - 1).toLowerCase();
  return MONTH_FIRST_NAMES.has(name) ? { month: OTHER_MONTHS.get(name) as number, index: from } : null;
}

/** A month-first date's day, as both scans read it: one or two digits from `at`, 1 to 31, that
 *  do not go on (no digit after, and no decimal, time or slash: "Hulyo 7.5", "Hulyo 7:30",
 *  "Hulyo 7/8" are none; "június 7." is a day). The one test scanValues (at the number, after
 *  monthBefore) and scanWords (after the name, to leave the month out of the names) share, so
 *  a month's name is a date or a name, never both or neither. */
const MONTH_FIRST_DAY_RE = /^(\d{1,2})(?!\d|[.,:/]\d)/;
function monthFirstDayAt(text: string, at: number): boolean {
  const m = MONTH_FIRST_DAY_RE.exec(text.slice(at, at + 4));
  return m !== null && Number(m[1]) >= 1 && Number(m[1]) <= 31;
}
const NUM_CJK = `[0-9${CJK_NUMERAL_CHARS}]{1,6}`;

/** One pass finds every value kind; the alternation order decides which reading wins. */
const VALUE_RE = new RegExp(
  [
    // ISO date 2026-03-15, or date-time 2026-03-15T07:42:00+02:00 (a date and a time of day,
    // with seconds, fraction and offset or Z as written: one value, not an identifier)
    String.raw`\b(?<isoY>\d{4})-(?<isoM>\d{1,2})-(?<isoD>\d{1,2})(?:T(?<isoH>\d{2}):(?<isoMin>\d{2})(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?\b`,
    // day.month. or day.month.year, as much of Europe writes dates: 16.07. / 16.07.2026 (two
    // digits each: "section 4.1." is not the 4th of January), or with a space after the day's
    // dot, as Czech, Slovak, Polish and German notes do: 11. 12. / 3. 11. 2027
    String.raw`\b(?:(?<euD>\d{2})\.(?<euM>\d{2})|(?<euSD>\d{1,2})\.\s(?<euSM>\d{1,2}))\.(?:\s?(?<euY>\d{4})\b|(?!\d))`,
    // March 15 / Mar. 15th
    String.raw`\b(?<mdM>${MONTH_ALT})\.?\s(?<mdD>\d{1,2})(?:st|nd|rd|th)?\b`,
    // 15 March / 15th of March
    String.raw`\b(?<dmD>\d{1,2})(?:st|nd|rd|th)?\s(?:of\s)?(?<dmM>${MONTH_ALT})\b`,
    // 3 de diciembre / 3 dicembre / 3. Dezember / 3 décembre / 5 listopada / 28 ก.พ. are read
    // here, between the two above and the ones below, by dayThenMonthAt (day-then-month.ts).
    // 3月15日 / 三月十五号
    `(?<zhM>${NUM_CJK})月(?<zhD>${NUM_CJK})[日号號]`,
    // 14:30, 2:30 pm, 9:00am
    String.raw`\b(?<hmH>\d{1,2}):(?<hmM>\d{2})(?:\s?(?<hmAp>[ap])\.?m\b\.?)?`,
    // 9am, 3 p.m.
    String.raw`\b(?<apH>\d{1,2})\s?(?<apAp>[ap])\.?m\b\.?`,
    // 下午三点半, 15点20分, 九点
    `(?<zhPart>上午|早上|早晨|中午|下午|傍晚|晚上|凌晨)?(?<zhH>${NUM_CJK})[点點时時](?:(?<zhHalf>半)|(?<zhMin>${NUM_CJK})分?)?`,
    // 22/02, 05/11, 22/2/2027, 02/22/27: a day and a month with a slash, when a year or a
    // leading zero says it is a date ("24/7", "14/14" and "3/4" are not)
    String.raw`(?<![\d/.])(?<slA>\d{1,2})/(?<slB>\d{1,2})(?:/(?<slY>\d{4}|\d{2}))?(?![\d/])`,
    // numbers with separators and an optional k/K (thousands)
    String.raw`(?<num>\d+(?:[.,]\d+)*)(?<k>[kK](?![\p{L}]))?`,
    // Chinese numerals
    `(?<cjk>[${CJK_NUMERAL_CHARS}]{1,12})`,
  ].join("|"),
  "giu",
);

/** Characters after a Chinese numeral that make it a quantity even when it is one character. */
const CJK_UNIT_RE = /^[元块塊点點个個天号號月日人单單件次分周週年岁歲小%％倍万千百台辆箱包瓶]/u;
const PM = new Set(["下午", "傍晚", "晚上"]);

function num(s: string): number | null {
  if (/^\d+$/.test(s)) return Number(s);
  return cjkNumeralValue(s);
}

function monthIndex(name: string): number {
  return MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;
}

/** Receives each key found and the text it was read from (the writer's own spelling). */
export type EmitKey = (key: string, raw: string, index: number) => void;

/** A sum of money's digits, as any locale writes them: a dot, comma or apostrophe before three
 *  digits groups thousands, one before one or two digits at the end is the decimal point
 *  ("1.890,00" and "1,890.00" → 1890; "19.580" → 19580; "2,50" → 2.5). null: not such a number. */
export function amountValue(raw: string): number | null {
  const m = /^(\d{1,3}(?:[.,']\d{3})*|\d+)(?:[.,](\d{1,2}))?$/.exec(raw);
  if (!m) return null;
  return Number(`${(m[1] as string).replace(/[.,']/g, "")}${m[2] ? "." + m[2] : ""}`);
}

/** A currency sign or code right before or after a number (statements/currency.ts). */
const CURRENCY_BEFORE_RE = new RegExp(String.raw`(?:${CURRENCY_SIGNS}|(?<![\p{L}])(?:${CURRENCY_CODES}|${CURRENCY_PREFIXES_ONLY}|R\$)\.?)\s?$`, "iu");
const CURRENCY_AFTER_RE = new RegExp(String.raw`^\s?(?:${CURRENCY_SIGNS}|(?:${CURRENCY_CODES}|${CURRENCY_SUFFIXES_ONLY}|Ft|lei)(?![\p{L}]))`, "iu");

/** Is the number text[start, end) a sum of money: a currency sign or code right before or
 *  after it ("€1,240", "Rp165.000", "21,40 €", "3 140 Kč")? */
export function isMoneyAt(text: string, start: number, end: number): boolean {
  return CURRENCY_BEFORE_RE.test(text.slice(Math.max(0, start - 6), start)) || CURRENCY_AFTER_RE.test(text.slice(end, end + 5));
}

/** "1,240" → 1240, "2.50" → 2.5, "02" → 2, "2.3.1" stays; "4,5,6" → three numbers; a sum of
 *  money (`money`) as amountValue reads it. */
function numberKeys(raw: string, k: boolean, emit: (key: string) => void, money = false): void {
  // Thousands grouped by dots with decimals after a comma ("19.580,00"), or two dot groups or
  // more ("1.250.000"), are an amount whatever follows; "19.580" alone is one only beside a
  // currency.
  const amount = money || /^\d{1,3}(?:\.\d{3})+,\d{1,2}$|^\d{1,3}(?:\.\d{3}){2,}$/.test(raw) ? amountValue(raw) : null;
  if (amount !== null) {
    emit(`n:${amount * (k ? 1000 : 1)}`);
    return;
  }
  if (/^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(raw)) {
    const v = Number(raw.replace(/,/g, "")) * (k ? 1000 : 1);
    emit(`n:${v}`);
    return;
  }
  for (const part of raw.split(",")) {
    if (part === "") continue;
    if ((part.match(/\./g)?.length ?? 0) >= 2) {
      emit(`n:${part.split(".").map((p) => String(Number(p))).join(".")}`);
      continue;
    }
    const v = Number(part) * (k ? 1000 : 1);
    if (Number.isFinite(v)) emit(`n:${v}`);
  }
}

function timeKey(h: number, m: number, ampm: string | undefined): string | null {
  let hour = h;
  if (ampm) {
    const pm = ampm.toLowerCase() === "p";
    if (hour === 12) hour = pm ? 12 : 0;
    else if (pm) hour += 12;
  }
  if (hour > 24 || m > 59) return null;
  return `t:${hour}:${String(m).padStart(2, "0")}`;
}

/** Numeric values of a text: numbers, times, dates (as keys). The set is shared: do not modify it. */
export const valueKeys: (text: string) => ReadonlySet<string> = memoize((text) => {
  const out = new Set<string>();
  scanValues(text, (k) => void out.add(k));
  return out;
});

/** A key a scan read, with the span it was read from. */
export interface KeySpan {
  readonly key: string;
  readonly raw: string;
  readonly index: number;
}

/**
 * Each text is scanned once. A distill run reads a statement's values as its keys, its
 * template, its numbers, its slots and its sentence cuts, and each of those readers used to
 * scan it again: the value scan was a tenth of the run.
 */
const valueSpans: (text: string) => readonly KeySpan[] = memoize((text) => spansOf(readValues, text));
const wordSpans: (text: string) => readonly KeySpan[] = memoize((text) => spansOf(readWords, text));

function spansOf(read: (text: string, emitKey: EmitKey) => void, text: string): KeySpan[] {
  const out: KeySpan[] = [];
  // Read with other scripts' digits as ASCII ones (digits.ts); the spelling is the text's own.
  const folded = foldDigits(text);
  if (folded === text) read(text, (key, raw, index) => void out.push({ key, raw, index }));
  else read(folded, (key, raw, index) => void out.push({ key, raw: text.slice(index, index + raw.length), index }));
  return out;
}

/** valueKeys, one emit per key with the span it was read from. */
export function scanValues(text: string, emitKey: EmitKey): void {
  for (const s of valueSpans(text)) emitKey(s.key, s.raw, s.index);
}

/** wordKeys, one emit per key with the span it was read from. */
export function scanWords(text: string, emitKey: EmitKey): void {
  for (const s of wordSpans(text)) emitKey(s.key, s.raw, s.index);
}

function readValues(text: string, emitKey: EmitKey): void {
  // exec on the one regex, not matchAll: matchAll clones the regex on every call, and a clone of
  // one that holds every language's month names costs more than reading a line. lastIndex is set
  // before each exec, so an emitKey that reads values itself cannot lose our place.
  for (let at = 0; at <= text.length; ) {
    VALUE_RE.lastIndex = at;
    const m = VALUE_RE.exec(text);
    if (m === null) break;
    at = m[0] === "" ? VALUE_RE.lastIndex + 1 : VALUE_RE.lastIndex;
    const g = m.groups as Record<string, string | undefined>;
    const out = { add: (k: string) => emitKey(k, m[0], m.index ?? 0) };
    let od: DayThenMonth | null;
    if (g.isoY !== undefined) {
      out.add(`d:${Number(g.isoM)}-${Number(g.isoD)}`);
      out.add(`n:${Number(g.isoY)}`);
      if (g.isoH !== undefined) {
        const k = timeKey(Number(g.isoH), Number(g.isoMin), undefined);
        if (k) out.add(k);
      }
    } else if (g.euD !== undefined || g.euSD !== undefined) {
      const d = Number(g.euD ?? g.euSD);
      const mo = Number(g.euM ?? g.euSM);
      // Not a date after all (31.13.): the numbers it holds.
      if (d < 1 || d > 31 || mo < 1 || mo > 12) {
        if (g.euD !== undefined) numberKeys(`${g.euD}.${g.euM}`, false, out.add);
        else for (const n of [g.euSD!, g.euSM!]) numberKeys(n, false, out.add);
      }
      else out.add(`d:${mo}-${d}`);
      if (g.euY !== undefined) out.add(`n:${Number(g.euY)}`);
    } else if (g.mdM !== undefined) {
      out.add(`d:${monthIndex(g.mdM)}-${Number(g.mdD)}`);
    } else if (g.dmM !== undefined) {
      out.add(`d:${monthIndex(g.dmM)}-${Number(g.dmD)}`);
    } else if ((od = dayThenMonthAt(text, m.index ?? 0)) !== null) {
      // Where the alternative stood: after the English dates, before the others.
      at = od.end;
      emitKey(`d:${od.month}-${od.day}`, text.slice(m.index ?? 0, od.end), m.index ?? 0);
    } else if (g.slA !== undefined) {
      const a = Number(g.slA);
      const b = Number(g.slB);
      const dated = g.slY !== undefined || g.slA.startsWith("0") || (g.slB as string).startsWith("0");
      // Day first, as most of the world writes it; month first when only that reads (02/22).
      const [d, mo] = b <= 12 ? [a, b] : [b, a];
      if (dated && d >= 1 && d <= 31 && mo >= 1 && mo <= 12) {
        out.add(`d:${mo}-${d}`);
        if (g.slY !== undefined) out.add(`n:${Number(g.slY)}`);
      } else for (const n of [g.slA, g.slB as string, ...(g.slY !== undefined ? [g.slY] : [])]) numberKeys(n, false, out.add);
    } else if (g.zhM !== undefined) {
      const mo = num(g.zhM);
      const d = num(g.zhD as string);
      if (mo !== null && d !== null) out.add(`d:${mo}-${d}`);
    } else if (g.hmH !== undefined) {
      const k = timeKey(Number(g.hmH), Number(g.hmM), g.hmAp);
      if (k) out.add(k);
    } else if (g.apH !== undefined) {
      const k = timeKey(Number(g.apH), 0, g.apAp);
      if (k) out.add(k);
    } else if (g.zhH !== undefined) {
      let h = num(g.zhH);
      const min = g.zhHalf ? 30 : g.zhMin ? num(g.zhMin) : 0;
      if (h === null || min === null) continue;
      if (g.zhPart && PM.has(g.zhPart) && h < 12) h += 12;
      const k = timeKey(h, min, undefined);
      if (k) out.add(k);
    } else if (g.num !== undefined) {
      const at = m.index ?? 0;
      // Hulyo 7 / június 7.: the month first, as Filipino, Hungarian and Lithuanian write it
      // (month-names.ts). Read here, at the day's number, rather than as an alternative of
      // VALUE_RE: a name list tried at every letter of every line cost a third of this scan.
      // A number that goes on is none ("Hulyo 2027", "Hulyo 7.5", "Hulyo 7/8"; "Hulyo 7:30" was
      // read as a time above): monthFirstDayAt, the test scanWords asks too.
      const month = g.k === undefined && /^\d{1,2}$/.test(g.num) ? monthBefore(text, at) : null;
      if (month !== null && monthFirstDayAt(text, at)) {
        emitKey(`d:${month.month}-${Number(g.num)}`, text.slice(month.index, at + m[0].length), month.index);
        continue;
      }
      const money = isMoneyAt(text, at, at + m[0].length);
      numberKeys(g.num, g.k !== undefined, out.add, money);
    } else if (g.cjk !== undefined) {
      const run = g.cjk;
      const end = (m.index ?? 0) + run.length;
      // A lone 一 or 三 inside a word (一下, 统一) is not a quantity; a run with a unit
      // character (十, 百, 千, 万) or followed by a measure word is.
      if (!/[十百千万亿]/u.test(run) && !CJK_UNIT_RE.test(text.slice(end, end + 1))) continue;
      const v = cjkNumeralValue(run);
      if (v !== null) out.add(`n:${v}`);
    }
  }
}

/** A currency code glued to its amount ("Rp1.250.000", "kr450", "1.250.000đ"); not the codes that are also
 *  common words or tool names ("try3", "php8", "tl1" stay identifiers). */
const GLUED_CODES = CURRENCY_CODES.split("|").filter((c) => !["TRY", "PHP", "TL"].includes(c));
const CURRENCY_AMOUNT_RE = new RegExp(String.raw`^(?:${GLUED_CODES.join("|")})\d[\d.,]*$|^\d[\d.,]*(?:${GLUED_CODES.join("|")}|đ|lei|ft)$`, "iu");
/** A number behind a Hebrew prefix letter ("ב-07:18"). */
const HEBREW_PREFIXED_VALUE_RE = /^[\u05d0-\u05ea]{1,2}-[\d.,:]+$/u;
/** Identifiers: hosts, versions, ids, paths (a word holds its combining marks, as in content-tokens.ts): letters/digits joined by . _ / @ : # or mixing digits and
 *  letters; and handles (@praman), which name a person or an account. */
/** An ISO date-time as IDENT_RE reads it, lower-cased: a date and a time, keyed by valueKeys. */
const ISO_DATE_TIME_RE = /^\d{4}-\d{1,2}-\d{1,2}t\d{2}:\d{2}/;
const IDENT_RE = /#?[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:[._/@:#-][\p{L}\p{N}][\p{L}\p{M}\p{N}]*)+|\p{L}[\p{L}\p{M}]*\d[\p{L}\p{M}\p{N}]*|\d+\p{L}[\p{L}\p{M}\p{N}]*|#\d+|(?<![\p{L}\p{N}])@[\p{L}\p{N}_]{2,}/gu;
/** Numbers, each followed by a unit of at most three letters, and maybe the minutes after hours (7h20). */
const UNIT_VALUE_RE = /^(?:\d+(?:[.,]\d+)?\p{L}{1,3})+\d{0,2}$/u;
/** Capitalised words (names, places, products) and acronyms of three or more letters. */
const NAME_RE = /(?<![\p{L}\p{N}_])(\p{Lu}[\p{Ll}\p{Lu}]*\p{Ll}[\p{L}]*|\p{Lu}{3,})(?![\p{L}\p{N}_])/gu;
/** Capitalised words that are not names: sentence starters, labels and shouting. */
const NOT_A_NAME = new Set(
  ("i the a an we our he she they it this that these those then also and but so after before during " +
    "today yesterday tomorrow morning afternoon evening tonight note notes todo fyi asap eod tbd wip ok okay " +
    "new no not maybe still again done update updates status daily weekly summary inbox " +
    // Titles: the name after them is the specific.
    "mr mrs ms dr prof").split(" "),
);
const WEEKDAYS = new Set(["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]);

function isSentenceStart(text: string, index: number): boolean {
  let i = index - 1;
  while (i >= 0 && /[\s"“'(*_\-•]/.test(text[i] as string)) i--;
  if (i < 0) return true;
  // "Dr. Qian", "Ms. Halloran", "J. Ortiz": the dot of a title or an initial ends no sentence,
  // so the name after it is a name (as content-statements.ts splits sentences).
  if (text[i] === "." && TITLE_OR_INITIAL_RE.test(text.slice(Math.max(0, i - 3), i))) return false;
  // "… zo sedla, npor. Ivančo.": one capitalised word closing the text after a lower-case word's
  // dot ends no sentence of its own (content-statements.ts joins a lone word to the sentence
  // before it); it is what the abbreviation before it introduced, a name.
  if (text[i] === "." && /\p{Ll}$/u.test(text.slice(Math.max(0, i - 1), i)) && LONE_LAST_WORD_RE.test(text.slice(index))) return false;
  return /[.!?:;。！？：；\n]/.test(text[i] as string);
}

/** One word and nothing after it but a full stop, a closing quote or a bracket. */
const LONE_LAST_WORD_RE = /^[\p{L}\p{M}][\p{L}\p{M}'’-]*[.!?"”)]*\s*$/u;

/** A capital and at most one more letter, as a whole word: "Dr", "Ms", "J". */
const TITLE_OR_INITIAL_RE = /(?:^|[\s(])\p{Lu}\p{Ll}?$/u;

/** Words a restatement must keep: identifiers, names, weekdays (lower-cased, `w:` keys). Shared: do not modify. */
export const wordKeys: (text: string) => ReadonlySet<string> = memoize((text) => {
  const out = new Set<string>();
  scanWords(text, (k) => void out.add(k));
  return out;
});

function readWords(text: string, emitKey: EmitKey): void {
  for (const m of text.matchAll(IDENT_RE)) {
    const out = { add: (k: string) => emitKey(k, m[0], m.index ?? 0) };
    let id = m[0].toLowerCase().replace(/[.:/_-]+$/, "");
    // "v2.3.1" and "2.3.1" are one version.
    if (/^v\d/.test(id)) id = id.slice(1);
    // Values (07:00, 81.3, 50k, 3rd, #482, 10月5日, 2027-05-26T08:20) are keyed by valueKeys.
    if (ISO_DATE_TIME_RE.test(id)) continue;
    if (!/\p{L}/u.test(id) || /^[\d.,:]+(?:[ap]m|k|st|nd|rd|th)$/.test(id) || hasHan(id)) continue;
    // A number glued to a word of a script written without spaces ("ห้อง3", room 3) is that
    // number, keyed above: the script's words are no identifier (text/unspaced.ts).
    if (UNSPACED_CHAR_RE.test(id)) continue;
    // A quantity with its unit (43d, 9h41m, 7h20, 6.2GiB, 12ms) is a value: its number is keyed above.
    if (UNIT_VALUE_RE.test(id)) continue;
    // So are readings joined by a slash (28F/27.3F set point and box, 5kg/10kg, 12v/11.8v).
    if (id.includes("/") && id.split("/").every((p) => UNIT_VALUE_RE.test(p) || /^\d+(?:[.,]\d+)?$/.test(p))) continue;
    // Hebrew writes its one-letter prefixes (ב "at", ל "to", מ "from", ו "and", ה "the") before a
    // number with a hyphen: "ב-07:18" is a time, "ל-30" a number, keyed above, not an identifier.
    if (HEBREW_PREFIXED_VALUE_RE.test(id)) continue;
    // A currency code written against its amount ("Rp1.250.000", "KES1,200", "450kr") is a sum
    // of money, keyed above by its number, not an identifier.
    if (CURRENCY_AMOUNT_RE.test(id)) continue;
    const parts = id.split(/[._/@:#-]/).filter(Boolean);
    // "e.g", "i.e", "a/b": too short to be an identifier; "follow-up" (letters and a hyphen) is a word.
    if (!/\d/.test(id) && (parts.some((p) => p.length < 2) || !/[._/@:]/.test(id))) continue;
    out.add(`w:${id}`);
  }
  for (const m of text.matchAll(NAME_RE)) {
    const out = { add: (k: string) => emitKey(k, m[1] as string, m.index ?? 0) };
    const w = (m[1] as string).toLowerCase();
    if (NOT_A_NAME.has(w)) continue;
    if (WEEKDAYS.has(w)) {
      out.add(`w:${w}`);
      continue;
    }
    if (isSentenceStart(text, m.index ?? 0)) continue;
    if (MONTH_WORD_RE.test(w)) continue; // dates carry months
    // So do the other languages' months, but only in a date: "Mai" and "Mars" are names too.
    if (OTHER_MONTHS.has(w) && AFTER_DAY_NUMBER_RE.test(text.slice(Math.max(0, (m.index ?? 0) - 8), m.index ?? 0))) continue;
    const nameEnd = (m.index ?? 0) + m[0].length;
    // … and with an ending, after a day that has one too ("28ê Cotmehê"): where the date reader
    // (day-then-month.ts) reads the word as the day's month.
    const dayEnding = AFTER_DAY_ENDING_RE.exec(text.slice(Math.max(0, (m.index ?? 0) - 8), m.index ?? 0));
    if (dayEnding && (dayThenMonthAt(text, (m.index ?? 0) - dayEnding[0].length)?.end ?? 0) >= nameEnd) continue;
    // … or before it, as the month-first date reads it ("Hulyo 7").
    if (MONTH_FIRST_NAMES.has(w) && text.charCodeAt(nameEnd) === 32 && monthFirstDayAt(text, nameEnd + 1)) continue;
    out.add(`w:${w}`);
  }
}

/** Everything a restatement must keep. Shared: do not modify. */
export const specificsOf: (text: string) => ReadonlySet<string> = memoize((text) => new Set([...valueKeys(text), ...wordKeys(text)]));

/** Every specific of a text with the spelling it was written in, in text order. */
export function specificSpans(text: string): Array<{ key: string; raw: string; index: number }> {
  const out: Array<{ key: string; raw: string; index: number }> = [];
  const emit: EmitKey = (key, raw, index) => void out.push({ key, raw, index });
  scanValues(text, emit);
  scanWords(text, emit);
  return out.sort((a, b) => a.index - b.index);
}

/** The `d:M-D` key valueKeys gives an ISO day ("2026-03-15" → "d:3-15"), null for another
 *  kind of period: a daily note's own date, which is not news in it. */
export function ownDateKey(day: string): string | null {
  const m = /^\d{4}-(\d{2})-(\d{2})$/.exec(day);
  return m ? `d:${Number(m[1])}-${Number(m[2])}` : null;
}

/** Every key a line offers to a coverage check: its specifics and each of its words. A
 *  day.month written without its closing dot ("fitted Tuesday 18.08", the bullet's final dot
 *  dropped) offers the date as well as the number. */
export function offeredKeys(text: string): Set<string> {
  const out = new Set(specificsOf(text));
  for (const m of text.matchAll(/\b(\d{2})\.(\d{2})\b(?!\.\d)/g)) {
    const [d, mo] = [Number(m[1]), Number(m[2])];
    if (d >= 1 && d <= 31 && mo >= 1 && mo <= 12) out.add(`d:${mo}-${d}`);
  }
  for (const m of text.toLowerCase().matchAll(/[\p{L}\p{N}][\p{L}\p{M}\p{N}._/@:#-]*/gu)) {
    let w = m[0].replace(/[.:/_-]+$/, "");
    if (/^v\d/.test(w)) w = w.slice(1);
    out.add(`w:${w}`);
  }
  return out;
}
