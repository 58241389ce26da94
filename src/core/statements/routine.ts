/**
 * Routine: what the workspace's own history shows recurring. A statement is routine when
 *  - the same line, values aside, was said on ROUTINE_MIN_DAYS other days (VERBATIM_MIN_DAYS for
 *    a line of VERBATIM_MIN_WORDS words or more, said again word for word); or
 *  - its template, the words around its names, identifiers and values, was said on
 *    ROUTINE_MIN_DAYS other days, each of its names and identifiers in that slot on another day
 *    (a host table's rows, labelled by their header, whatever the uptimes; "Abholung 16:30:
 *    Anke", "… 15:35: Oma Heide"); or
 *  - statements like it (same leading word, or half their words shared, two at least) appear on
 *    many other days: at least ROUTINE_MIN_DAYS, and at least ROUTINE_DAY_SHARE of the days on
 *    record, and nothing in it is new: each of its words and each of its names or identifiers
 *    also occurs in those look-alikes on at least NOVELTY_MIN_DAYS other days.
 * Times, counts and amounts are ignored for the comparison ("Inbox: 14 new" and "Inbox: 9 new"
 * are one line; so are two days' bank balances), so a heartbeat, an inbox count or a nightly
 * backup line is routine, while "Inbox: invoice from Acme, €1,240 overdue" is not: Acme and the
 * invoice are new words. Dates, names and identifiers are never ignored: a new one makes a line
 * new (a name may change between the ones its slot held before).
 * An unclear case is not routine: a wrong "salient" keeps a file longer, a wrong "routine" could
 * lose data (docs/design.md, "Routine and salience").
 * A standing line whose number lies far outside what the line reads on the other days (the
 * day's till at three times its usual, a record head count) is no routine: it is the day's news
 * in the routine's words (outlierReading).
 */
import { contentTokens } from "../text/content-tokens.js";
import { foldDigits } from "../text/digits.js";
import { memoize } from "./memo.js";
import { newsKeys } from "./subjects.js";
import { rowMessage, withoutColumnNames } from "./table-rows.js";
import { ownDateKey, scanValues, scanWords, valueKeys, wordKeys } from "./specifics.js";

/** Look-alikes needed on at least this many other days … */
export const ROUTINE_MIN_DAYS = 4;
/** … and on at least this share of the days on record. */
export const ROUTINE_DAY_SHARE = 0.2;
/** The same line word for word (values aside), of at least VERBATIM_MIN_WORDS words, on this
 *  many other days is routine: a weekend's "Groceries done, corner shop" comes back less often
 *  than a heartbeat, and a recurring problem is reworded each time it is told. */
export const VERBATIM_MIN_DAYS = 3;
export const VERBATIM_MIN_WORDS = 3;
/** Each word of a routine statement occurs in its look-alikes on at least this many other days. */
export const NOVELTY_MIN_DAYS = 2;
/** A weekend statement is routine when look-alikes come on this many other weekend days (and
 *  ROUTINE_DAY_SHARE of them): a weekly walk is said four times in a month. */
export const WEEKEND_MIN_DAYS = 3;
/** The same line word for word (values aside) on this many other weekend days is routine. */
export const WEEKEND_SAME_DAYS = 2;
/** A line's numbers vary from one use to the next (readingsVary) when its template was said with
 *  numbers on at least this many days … */
export const VARYING_MIN_USES = 3;
/** … and at least this share of those uses read differently from each other. */
export const VARYING_SHARE = 0.5;
/** Two statements whose word sets overlap this much (Jaccard) are look-alikes. */
const LOOKALIKE_JACCARD = 0.5;
/** Candidate look-alikes are found through this many of a statement's rarest words. */
const PROBE_WORDS = 3;

/** A template (said on ROUTINE_MIN_DAYS other days) whose slot held a name said on no other day
 *  on at least this share of them takes any name. */
export const OPEN_SLOT_SHARE = 0.5;

/** A standing slot is named by this many of its first words (names, identifiers and values
 *  blanked): "Lunch: pho with Sam", "Lunch: dal and rice". */
export const SLOT_HEAD_WORDS = 2;
/** A slot whose uses on other days held a word no other use held, on at least this share of
 *  them, takes new words as a matter of course (a menu, a reading list, the day's weather). */
export const OPEN_SLOT_WORD_SHARE = 0.3;

/** A reading this far from the median of its line's readings on other days, in the modified
 *  z-score of Iglewicz and Hoaglin (0.6745 × |x − median| / median absolute deviation), and
 *  beyond all of them, is outside the line's normal range … */
export const OUTLIER_Z = 3.5;
/** … and it widens their range (highest − lowest) by at least this share of it … */
export const OUTLIER_RANGE_SHARE = 0.5;
/** … once the line was read on this many other days. */
export const OUTLIER_MIN_DAYS = 8;
/** On fewer days, from STEADY_MIN_DAYS on, a reading is outside the line's range only where the
 *  line held steady (its readings within STEADY_SHARE of their median) and it moved by
 *  STEADY_JUMP_SHARE of that median or more: a fuel price of ₦1,055–1,110 on five days that reads
 *  ₦650 today. Where it is unclear whether a line is routine it is read as news, since a wrong
 *  "routine" lets the forgetting gate delete the only copy; a line that varies on few days
 *  gives no such reading (docs/design.md, "Routine and salience"). */
export const STEADY_MIN_DAYS = 4;
export const STEADY_SHARE = 0.1;
export const STEADY_JUMP_SHARE = 0.25;

/** Per leading word: the days its statements were made on, and per word/name, those days. */
interface LeadDays {
  days: Set<string>;
  keyDays: Map<string, Set<string>>;
}

/** Saturday or Sunday (an ISO date; anything else is not a weekend). */
function isWeekend(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const wd = new Date(`${day}T00:00:00Z`).getUTCDay();
  return wd === 0 || wd === 6;
}

interface Entry {
  day: string;
  lead: string;
  words: string[];
  names: string[];
  /** Its sums of money (`a:` keys, subjects.ts): a look-alike says nothing new only if they were
   *  said before too. */
  sums: string[];
  /** Words, names, identifiers, dates and sums, for membership tests. */
  has(key: string): boolean;
}

/** Value-free words of a statement (numbers, times and dates removed), in order. Shared: do not modify. */
export const skeleton: (text: string) => readonly string[] = memoize((text) => {
  const out: string[] = [];
  for (const t of contentTokens(text)) if (!/\d/.test(t.norm) && !NUMBER_WORDS.has(t.raw.toLowerCase())) out.push(t.norm);
  return out;
});

/** Counts written as words are values too ("twelve kilometres", "two loads"): a closed class. */
const NUMBER_WORDS = new Set(
  "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand dozen".split(" "),
);

/** A template needs this many words of its own: "Call NAME" says too little to be a standing line. */
export const TEMPLATE_MIN_WORDS = 2;

/**
 * The words of a statement's template: what is left once every name, identifier and value is
 * blanked out ("Calendar: 1:1 with Sam at 14:00, otherwise clear" and "… with Kofi at 15:00 …"
 * leave the same words; so do "训练日志（run_0915）：" and "训练日志（run_0916）："). Sorted, as a
 * key; "" when fewer than TEMPLATE_MIN_WORDS words remain. Shared: do not modify.
 */
export const templateWords: (text: string) => string = memoize((text) => {
  const words = new Set(frameWords(text));
  return words.size < TEMPLATE_MIN_WORDS ? "" : [...words].sort().join(" ");
});

/**
 * The words of a statement once every name, identifier and value is blanked out, in order
 * ("Lunch: pho with Sam at 12:30" → lunch, pho). Shared: do not modify.
 */
export const frameWords: (text: string) => readonly string[] = memoize((text) => {
  const spans: Array<[number, number]> = [];
  const mark = (_k: string, raw: string, index: number) => void spans.push([index, index + raw.length]);
  scanValues(text, mark);
  scanWords(text, mark);
  let blanked = text;
  if (spans.length > 0) {
    const chars = text.split("");
    for (const [a, b] of spans) for (let i = a; i < b && i < chars.length; i++) chars[i] = " ";
    blanked = chars.join("");
  }
  const out: string[] = [];
  for (const t of contentTokens(blanked)) if (!/\d/.test(t.norm)) out.push(t.norm);
  return out;
});

/** Words of a reading's label: letters only, as written before its number. */
const LABEL_WORD_RE = /\p{L}[\p{L}\p{M}'’-]*/gu;
/** How far back a number's label is read, in characters and in words. */
const LABEL_CHARS = 48;
const LABEL_WORDS = 3;
/** A statement that is one word and its number: the word, then spaces or a colon. */
const OPENING_LABEL_RE = /^\P{L}*\p{L}[\p{L}\p{M}'’-]*\s*[:：]?\s*$/u;

/** Each number of `text` keyed by the last LABEL_WORDS words written right before it ("La
 *  Tătărași s-au vândut 1.860 de covrigi, casa a închis la 8.940,50 lei": the count after
 *  "tătărași s-au vândut", the till after "a închis la"); none with fewer than
 *  TEMPLATE_MIN_WORDS words before it. Plain string work, no second scan: every line with a
 *  number of the record passes here once. */
function numbersAfterWords(text: string): Array<{ key: string; value: number; raw: string }> {
  const out: Array<{ key: string; value: number; raw: string }> = [];
  for (const n of numbersOf(text)) {
    const before = text.slice(Math.max(0, n.index - LABEL_CHARS), n.index);
    const words = before.toLowerCase().match(LABEL_WORD_RE) ?? [];
    if (words.length >= TEMPLATE_MIN_WORDS) out.push({ key: words.slice(-LABEL_WORDS).join(" "), value: n.value, raw: n.raw });
    // One word that opens the statement is its label ("Saalis 11,4 °C." among mornings of
    // "Saalis 20,1 kraadi, …"): keyed apart, so only other statements opening with it compare.
    else if (words.length === 1 && n.index === before.length && OPENING_LABEL_RE.test(before)) out.push({ key: `^${words[0]}`, value: n.value, raw: n.raw });
  }
  return out;
}

/** What a number measures, written right after it: a degree sign and its scale ("11.6°C",
 *  "4 ℃"), a percent sign, or a word of letters ("48 t", "16 tooli"). */
const UNIT_AFTER_RE = /^\s?(°\s?[CFcf]|℃|℉|%|\p{L}{1,12})/u;

/** The most words of a statement a measured number is keyed by (unitWordReadings). */
const UNIT_KEY_WORDS = 12;

/**
 * A statement's measured numbers, each keyed by its unit and, in turn, by each word of the
 * statement ("°c cold", "°c room"): a reading is compared with the same measure in other
 * statements holding the same word, however each day worded its line ("cold room 1 2.1°C, cold
 * room 2 11.6°C", "cold room 2.4 / 2.6°C", "cold room fine, 1.3°C"). A word shared with other
 * measures of one unit (a morning's 6°C outdoors) widens the range and finds nothing: the test
 * only ever makes a line news, never routine.
 */
function unitWordReadings(text: string): Array<{ keys: string[]; value: number; raw: string }> {
  const out: Array<{ keys: string[]; value: number; raw: string }> = [];
  let words: string[] | null = null;
  for (const n of numbersOf(text)) {
    const unit = UNIT_AFTER_RE.exec(text.slice(n.index + n.raw.length, n.index + n.raw.length + 14))?.[1];
    if (!unit) continue;
    words ??= [...new Set((text.toLowerCase().match(LABEL_WORD_RE) ?? []).filter((w) => [...w].length >= 3))].slice(0, UNIT_KEY_WORDS);
    const u = unit.replace(/\s/g, "").toLowerCase();
    out.push({ keys: words.filter((w) => w !== u).map((w) => `${u}\u0000${w}`), value: n.value, raw: n.raw });
  }
  return out;
}

/** A statement's template on `day`: its words and the dates it names (a date is news, except
 *  the note's own), or "" when it has too few words to be one. */
function templateKey(day: string, text: string): string {
  const words = templateWords(text);
  if (words === "") return "";
  const own = ownDateKey(day);
  const dates = [...valueKeys(text)].filter((k) => k.startsWith("d:") && k !== own).sort();
  return dates.length === 0 ? words : `${words}\u0000${dates.join(" ")}`;
}

interface TemplateUse {
  days: Set<string>;
  /** Name or identifier → the days it filled the slot. */
  names: Map<string, Set<string>>;
  /** Each use's numbers (counts and amounts; not times or dates), in the order written. */
  readings: Reading[];
}

/** One use of a standing line: its day and its numbers (counts and amounts; not times or
 *  dates), in the order written. */
interface Reading {
  day: string;
  values: number[];
}

/** A number that is a label, not a reading: a code with a leading zero or five digits or more
 *  ungrouped (a seal, a bill of lading, a job number), or a time of day written with a dot
 *  ("10.19", as Polish or Danish notes write it). */
const LABEL_NUMBER_RE = /^0\d|^\d{5,}$|^\d{1,2}\.\d{2}$/;

/** A reading written with a decimal comma ("19,8 °Bé", "4,5 °C"): one number, not two. */
const DECIMAL_COMMA_RE = /^\d+,\d{1,2}$/;

/** A statement's numbers, counts and amounts, one per place they are written in, in order. A
 *  decimal comma is read as the decimal point it is: the specifics keep "19,8" as 19 and 8 (a
 *  list's "4,5,6" is three numbers), so a brine's 12,1 °Bé among days of 18,8 to 20,3 read as 12
 *  among 18, 19 and 20, whose median deviation is 0, and no reading was ever outside it.
 *  Shared: do not modify. */
const numbersOf: (text: string) => ReadonlyArray<{ value: number; raw: string; index: number }> = memoize((text) => {
  const out: Array<{ value: number; raw: string; index: number }> = [];
  // A reading with its thousands grouped by spaces, as French, Russian, Czech or Uzbek notes write
  // it ("Jami bugun: 1 212 ta skipass"), is one reading: read as 1 and 212, a record day's count
  // sat inside the line's range, the line was routine, and the gate let its log go. A first group
  // led by 0 is none (a phone's "099 555").
  const grouped: Array<[number, number]> = [];
  for (const m of text.matchAll(SPACE_GROUPED_RE)) {
    const index = m.index ?? 0;
    grouped.push([index, index + m[0].length]);
    out.push({ value: Number(m[0].replace(/\D/g, "")), raw: m[0], index });
  }
  scanValues(text, (key, raw, index) => {
    if (grouped.some(([a, b]) => index >= a && index < b)) return;
    if (!key.startsWith("n:") || out.some((o) => o.index === index) || LABEL_NUMBER_RE.test(raw)) return;
    const folded = foldDigits(raw);
    const value = DECIMAL_COMMA_RE.test(folded) ? Number(folded.replace(",", ".")) : Number(key.slice(2));
    if (Number.isFinite(value)) out.push({ value, raw, index });
  });
  return grouped.length > 0 ? out.sort((a, b) => a.index - b.index) : out;
});

/** Thousands grouped by spaces (plain, no-break or narrow no-break): "1 212", "12 500". */
const SPACE_GROUPED_RE = /(?<![\d.,])[1-9]\d{0,2}(?:[ \u00A0\u202F]\d{3})+(?!\d|[.,]\d)/g;

const medianOf = (sorted: readonly number[]): number => {
  const m = sorted.length >> 1;
  return sorted.length % 2 ? sorted[m]! : (sorted[m - 1]! + sorted[m]!) / 2;
};

/**
 * The key of a line with no words of its own, only names, identifiers and readings ("🌡️ K1
 * 4,0 °C · K2 4,0 °C · K3 5,0 °C (07:00)", a meter's or a cold room's daily line): its names and
 * identifiers, sorted; null for a line with words (entryOf reads it). Such a line has no
 * template and no look-alikes by words, so only the same names, readings aside, on
 * ROUTINE_MIN_DAYS other days make it routine; a reading far outside the line's range is still
 * news (outlierReading). A line of values and no name at all (a log's "## 06:00–09:00") is keyed
 * by every one of its values: only said as it is on those days is it routine.
 */
function wordlessKey(day: string, text: string): string | null {
  if (skeleton(text).length > 0) return null;
  const own = ownDateKey(day);
  const names = [...wordKeys(text), ...[...valueKeys(text)].filter((k) => k.startsWith("d:") && k !== own)];
  if (names.length > 0) return `\u0000${[...new Set(names)].sort().join(" ")}`;
  // Values alone ("06:00–09:00", a log's hour-range heading): the same values, every one of
  // them, on ROUTINE_MIN_DAYS other days.
  const values = [...valueKeys(text)].filter((k) => k !== own);
  return values.length === 0 ? null : `\u0001${values.sort().join(" ")}`;
}

function entryOf(day: string, text: string): Entry | null {
  const words = skeleton(text);
  if (words.length === 0) return null;
  // Names, identifiers and dates must have been seen before; counts, amounts and times may vary.
  // A daily note's own date is not news in it ("2026-05-04 (Mon) Garden log" heads every note).
  const own = ownDateKey(day);
  const names = [...wordKeys(text), ...[...valueKeys(text)].filter((k) => k.startsWith("d:") && k !== own)];
  // A row's or a record's sums of money must have been seen before too: its leading word is its
  // first column's name, which every row of its table shares, so every row is a look-alike of
  // every other by it (below, recursAmong).
  const sums = rowMessage(text) === text ? [] : newsKeys(text, day).flatMap((k) => (k.key.startsWith("a:") ? [k.key] : []));
  const all = new Set([...words, ...names, ...sums]);
  return { day, lead: words[0] as string, words: [...all].filter((w) => !names.includes(w) && !sums.includes(w)), names, sums, has: (k) => all.has(k) };
}

/** A log's first statement of up to this many tokens may be its title (titleWord). */
const TITLE_MAX_TOKENS = 8;
/** Other days a word must open the log on to be a title's word (titleWord). */
const TITLE_WORD_MIN_DAYS = 2;

/** The words of three letters or more of a title, in lower case, in any script. */
export function titleWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{M}]+/u)
    .filter((w) => [...w].length >= 3);
}

export class RoutineIndex {
  private readonly entries: Entry[] = [];
  private readonly byWord = new Map<string, number[]>();
  /** Per leading word: the days its statements were made on, and per word/name, those days. */
  private readonly leads = new Map<string, LeadDays>();
  private readonly days = new Set<string>();
  /** The Saturdays and Sundays on record, read once: countDays asks for each day it counts. */
  private readonly weekends = new Set<string>();
  private readonly onWeekend = (d: string) => this.weekends.has(d);
  /** Days on which each exact skeleton (words, names, identifiers, dates; values ignored) was said. */
  private readonly exact = new Map<string, Set<string>>();
  /** The readings (numbers) of each exact skeleton, for lines whose words are all names
   *  ("Efectivo $6,021.00 | Tarjeta $3,285.00") and so have no template. */
  private readonly exactReadings = new Map<string, Reading[]>();
  /** Per template (names, identifiers and values blanked): the days it was said on and the days
   *  each name or identifier filled its slot. */
  private readonly templates = new Map<string, TemplateUse>();
  private readonly memo = new Map<string, boolean>();
  private readonly standing = new Map<string, boolean>();
  /** The lines with numbers, by day: read for the readings after the same words (built on first
   *  use, by outlierReading). */
  private readonly numeric: Array<[day: string, text: string]> = [];
  private afterWords?: Map<string, Reading[]>;
  /** Unit and word → the readings of that measure in statements holding that word (built on
   *  first use, by outlierReading). */
  private unitWords?: Map<string, Reading[]>;
  /** Unit, word and day → the range of the other days' readings (rangeAmong), or null. */
  private readonly unitRanges = new Map<string, Range | null>();
  /** Per word (skeleton): the days it was said on. */
  private readonly wordDays = new Map<string, Set<string>>();
  /** Per slot head (slotHead): each use, its day and words, and per word the days the slot held
   *  it (built once per slot, on first use). */
  private readonly slots = new Map<string, { uses: Array<{ day: string; words: readonly string[] }>; wordDays?: Map<string, Set<string>> }>();

  /** Per word of a log's first statement, when that is short (a title's): the days it was said
   *  there on (titleWord). */
  private readonly titleWordDays = new Map<string, Set<string>>();

  /** `logs`: day → the statements of that day's raw log. */
  constructor(logs: Iterable<[day: string, statements: readonly string[]]>) {
    for (const [day, statements] of logs) {
      this.days.add(day);
      const first = statements[0];
      if (first !== undefined && first.split(/\s+/).length <= TITLE_MAX_TOKENS) for (const w of titleWords(first)) addDay(this.titleWordDays, w, day);
      if (isWeekend(day)) this.weekends.add(day);
      for (const s of statements) {
        const t = templateKey(day, s);
        if (t !== "") this.useTemplate(t, day, s);
        const words = skeleton(s);
        for (const w of words) addDay(this.wordDays, w, day);
        const head = slotHead(s);
        if (head !== "") {
          const slot = this.slots.get(head);
          if (slot) slot.uses.push({ day, words });
          else this.slots.set(head, { uses: [{ day, words }] });
        }
        const e = entryOf(day, s);
        if (!e) {
          const wk = wordlessKey(day, s);
          if (wk !== null) this.useExact(wk, day, s);
          continue;
        }
        const i = this.entries.push(e) - 1;
        for (const w of e.words) push(this.byWord, w, i);
        let lead = this.leads.get(e.lead);
        if (!lead) this.leads.set(e.lead, (lead = { days: new Set(), keyDays: new Map() }));
        lead.days.add(day);
        if (this.useExact(exactKey(e), day, s)) this.numeric.push([day, s]);
        for (const k of [...e.words, ...e.names, ...e.sums]) addDay(lead.keyDays, k, day);
      }
    }
  }

  /**
   * Do the numbers of `text`'s line change from one use to the next? Its template (its words, with
   * names, identifiers and values blanked) was said with numbers on VARYING_MIN_USES days or more,
   * and its readings differ on at least VARYING_SHARE of them. Such a line is an entry of a
   * ledger kept in the log (a day's purchase, a shift's count, a trip's takings): another number
   * in it is the next entry, not a standing value that changed. A rent quoted at £1,450 and settled
   * at £1,520 is said twice; a price that holds for weeks and then moves reads the same on most
   * days. `day`: the day the line was said on ("" when unknown: the template then keeps every
   * date it names).
   */
  readingsVary(day: string, text: string): boolean {
    const t = templateKey(day, text);
    const readings = t === "" ? undefined : this.templates.get(t)?.readings;
    if (!readings || readings.length < VARYING_MIN_USES) return false;
    const distinct = new Set(readings.map((r) => r.values.join(" ")));
    return distinct.size >= Math.max(VARYING_MIN_USES, Math.ceil(readings.length * VARYING_SHARE));
  }

  /** A line as said, values aside (exactKey; wordlessKey for one of names and readings only):
   *  its days and its readings. Returns whether it had any. */
  private useExact(key: string, day: string, text: string): boolean {
    addDay(this.exact, key, day);
    const values = numbersOf(text).map((n) => n.value);
    if (values.length === 0) return false;
    push(this.exactReadings, key, { day, values });
    return true;
  }

  private useTemplate(t: string, day: string, text: string): void {
    let u = this.templates.get(t);
    if (!u) this.templates.set(t, (u = { days: new Set(), names: new Map(), readings: [] }));
    u.days.add(day);
    const values = numbersOf(text).map((n) => n.value);
    if (values.length > 0) u.readings.push({ day, values });
    for (const k of wordKeys(text)) addDay(u.names, k, day);
  }

  /**
   * The same words around a slot that takes one of a few names or hosts, and any values ("host:
   * pve1; up: 43d", "host: nas01; up: 7d"; "Abholung 16:30: Anke", "… 15:35: Oma Heide"), said
   * on ROUTINE_MIN_DAYS other days: a standing line. Each name or identifier in it must have
   * filled the slot on another day: a host the table never had, a new guest at lunch or a new
   * release id is news, however often the words around it recur.
   */
  private templateRoutine(day: string, text: string): boolean {
    const t = templateKey(day, text);
    const u = t === "" ? undefined : this.templates.get(t);
    const otherDays = u ? u.days.size - (u.days.has(day) ? 1 : 0) : 0;
    if (!u || otherDays < ROUTINE_MIN_DAYS) return false;
    const open = this.openSlot(u, day) >= OPEN_SLOT_SHARE * otherDays;
    for (const k of wordKeys(text)) {
      const d = u.names.get(k);
      if (d && d.size - (d.has(day) ? 1 : 0) >= 1) continue;
      // A slot that takes a new name on most days it is used ("Nurse check on Hugo", "… on
      // Poppy") expects one: the name is the line's count. An identifier is news, unless the
      // slot holds a code of its own each time (receiptSlot).
      if ((!/\d/.test(k) && open) || this.receiptSlot(u, day, otherDays, k)) continue;
      return false;
    }
    return true;
  }

  /**
   * Does the slot take a code said on no other day, on every other day it is used, each in a
   * shape of its own ("M-Pesa confirmed T8BLQS5ASZ", "… TCDCUXFPHK"): a payment's confirmation
   * code, the line's receipt number, and `k` is one more? At least half of those codes hold a
   * digit (a slot of pets' names is not one). A release or a run numbered in sequence keeps its
   * shape ("atlas-r5", "atlas-r6"; "run_0915", "run_0916"): a new one is news.
   */
  private receiptSlot(u: TemplateUse, day: string, otherDays: number, k: string): boolean {
    const shapes = new Set<string>();
    const freshDays = new Set<string>();
    for (const [id, d] of u.names) {
      if (d.has(day)) continue;
      const digit = /\d/.test(id);
      if (d.size === 1) freshDays.add([...d][0]!);
      else if (digit) return false;
      if (!digit) continue;
      const shape = codeShape(id);
      if (shapes.has(shape)) return false;
      shapes.add(shape);
    }
    return freshDays.size >= otherDays && 2 * shapes.size >= otherDays && !shapes.has(codeShape(k));
  }

  /** The other days on which the template's slot held a name (no digit) it holds on no
   *  other day. */
  private openSlot(u: TemplateUse, day: string): number {
    const fresh = new Set<string>();
    for (const [k, d] of u.names) if (!/\d/.test(k) && d.size === 1 && !d.has(day)) fresh.add([...d][0]!);
    return fresh.size;
  }

  /**
   * The statement's words that no other day on record says: evidence that a day says something
   * new, in any language, without a list of words that mean "news" (docs/design.md, "Quiet days").
   */
  freshWords(day: string, text: string): string[] {
    return skeleton(text).filter((w) => {
      const d = this.wordDays.get(w);
      return !d || d.size - (d.has(day) ? 1 : 0) === 0;
    });
  }

  /**
   * Does the statement fill a standing slot: a line opening with the same SLOT_HEAD_WORDS words
   * (names, identifiers and values blanked) on ROUTINE_MIN_DAYS other days, whose words were each
   * said in that slot before, or a slot that takes new words on OPEN_SLOT_WORD_SHARE of its uses
   * ("Lunch: fish cakes with couscous, arrived 11:26, 30 portions" among a month of lunches)?
   * Weaker than isRoutine, so it only decides whether a day said anything, never what may be
   * forgotten: a wrong "standing" costs a day file, and the log then stays (docs/design.md,
   * "Quiet days").
   */
  inStandingSlot(day: string, text: string): boolean {
    const head = slotHead(text);
    const slot = head === "" ? undefined : this.slots.get(head);
    if (!slot) return false;
    const uses = slot.uses.filter((u) => u.day !== day);
    if (new Set(uses.map((u) => u.day)).size < ROUTINE_MIN_DAYS) return false;
    if (!slot.wordDays) {
      slot.wordDays = new Map();
      for (const u of slot.uses) for (const w of u.words) addDay(slot.wordDays, w, u.day);
    }
    const wordDays = slot.wordDays;
    // The slot's days for a word, `day` set aside.
    const others = (w: string): number => {
      const d = wordDays.get(w);
      return d ? d.size - (d.has(day) ? 1 : 0) : 0;
    };
    if (skeleton(text).every((w) => others(w) >= 1)) return true;
    let open = 0;
    for (const u of uses) if (u.words.some((w) => others(w) === 1)) open++;
    return open >= OPEN_SLOT_WORD_SHARE * uses.length;
  }

  /**
   * Is `word` (titleWords' form) a word the record's logs open with on TITLE_WORD_MIN_DAYS other
   * days: a weekday's or a month's name in the notes' language, a constant label ("Garden log")?
   * A title made of such words and the day's own date says nothing else (content-gate.ts,
   * impliedBy); a word only this day's title holds ("HU at DEKRA") is its news.
   */
  titleWord(day: string, word: string): boolean {
    const d = this.titleWordDays.get(word);
    return d !== undefined && d.size - (d.has(day) ? 1 : 0) >= TITLE_WORD_MIN_DAYS;
  }

  /** Days on record. */
  get dayCount(): number {
    return this.days.size;
  }

  /** Is `text`, said on `day`, routine? */
  isRoutine(day: string, text: string): boolean {
    const key = `${day}\u0000${text}`;
    let r = this.memo.get(key);
    if (r === undefined) {
      r = this.isStanding(day, text) && this.outlierReading(day, text) === null && this.measureOutlier(day, text) === null;
      this.memo.set(key, r);
    }
    return r;
  }

  /** Is `text`, said on `day`, a standing line of the log, whatever its numbers say? */
  isStanding(day: string, text: string): boolean {
    const key = `${day}\u0000${text}`;
    let r = this.standing.get(key);
    if (r === undefined) this.standing.set(key, (r = this.compute(day, text)));
    return r;
  }

  /**
   * The number of `text` (said on `day`) that lies outside its line's normal range: beyond every
   * reading of the same line (the same template, or the same words and names; as many numbers),
   * or of the numbers written after the same words (a line that left a figure out), on the other
   * days, by at least OUTLIER_RANGE_SHARE of their range, and OUTLIER_Z or more
   * from their median in median absolute deviations. null when there is none, or fewer than
   * STEADY_MIN_DAYS other days to judge by. A line that always reads the same (no deviation) has
   * no range to leave on OUTLIER_MIN_DAYS days or more: a change there is told in words. A counter
   * that only grows (a mileage, a running total) leaves its range every day: its number is never
   * outside it. On fewer days the test is leftSteady's: a line that held steady and jumped.
   */
  outlierReading(day: string, text: string): { raw: string; days: number } | null {
    const mine = numbersOf(text);
    if (mine.length === 0) return null;
    const t = templateKey(day, text);
    const u = t === "" ? undefined : this.templates.get(t);
    const e = entryOf(day, text);
    const ek = e ? exactKey(e) : wordlessKey(day, text);
    for (const readings of [u?.readings, ek !== null ? this.exactReadings.get(ek) : undefined]) {
      const odd = readings && readings.length >= STEADY_MIN_DAYS ? outlierAmong(readings, day, mine) : null;
      if (odd) return odd;
    }
    // A line that says less than on other days ("… casa a închis la 8.940,50 lei." without the
    // POS figure) has no readings of its own shape: each number is read against the numbers
    // written after the same words on the other days.
    if (this.afterWords === undefined) {
      this.afterWords = new Map();
      for (const [d, t] of this.numeric) for (const n of numbersAfterWords(t)) push(this.afterWords, n.key, { day: d, values: [n.value] });
    }
    for (const n of numbersAfterWords(text)) {
      const readings = this.afterWords.get(n.key);
      const odd = readings && readings.length >= STEADY_MIN_DAYS ? outlierAmong(readings, day, [n]) : null;
      if (odd) return odd;
    }
    return null;
  }

  /**
   * The measured number of `text` (said on `day`) that lies outside the range of the same
   * measure in the other days' statements holding one of its words (unitWordReadings), as
   * outlierReading judges a line's own readings. For a standing line worded anew each day,
   * which has no readings of its own shape ("cold room 1 2.1°C, cold room 2 11.6°C" among "cold
   * room 2.4 / 2.6°C" and "cold room fine, 1.3°C"): such a line is no routine (isRoutine), and
   * the day draft lists it as an anomaly only when it is a standing line; another statement
   * keeps the section it has.
   */
  measureOutlier(day: string, text: string): { raw: string; days: number } | null {
    if (numbersOf(text).length === 0) return null;
    if (this.unitWords === undefined) {
      this.unitWords = new Map();
      for (const [d, t] of this.numeric) for (const n of unitWordReadings(t)) for (const k of n.keys) push(this.unitWords, k, { day: d, values: [n.value] });
    }
    for (const n of unitWordReadings(text)) {
      for (const k of n.keys) {
        const readings = this.unitWords.get(k);
        if (!readings || readings.length <= OUTLIER_MIN_DAYS) continue;
        // A common word's readings are judged once per day, not once per statement that holds
        // it: linear in the record, however many statements share the word.
        const mk = `${k}\u0001${day}`;
        let range = this.unitRanges.get(mk);
        if (range === undefined) this.unitRanges.set(mk, (range = rangeAmong(readings, day)));
        if (range && outside(range, n.value)) return { raw: n.raw, days: range.days };
      }
    }
    return null;
  }

  /**
   * Look-alikes are the statements with the same leading word (their days are aggregated once,
   * in the constructor) plus those sharing half their words, found through the statement's
   * rarest words. Cost per statement: its words times the days on record.
   */
  private compute(day: string, text: string): boolean {
    const e = entryOf(day, text);
    if (!e) {
      // Names and readings only: the same names on enough other days.
      const wk = wordlessKey(day, text);
      return wk !== null && countDays(this.exact.get(wk), [], null, day) >= ROUTINE_MIN_DAYS;
    }
    // The same line, only its numbers changed, on enough other days: routine however rare.
    const same = this.exact.get(exactKey(e));
    // A line of VERBATIM_MIN_WORDS or more, said again word for word, needs fewer days.
    const sameNeed = e.words.length >= VERBATIM_MIN_WORDS ? VERBATIM_MIN_DAYS : ROUTINE_MIN_DAYS;
    if (same && same.size - (same.has(day) ? 1 : 0) >= sameNeed) return true;
    // On a weekend, the same line on WEEKEND_SAME_DAYS other weekend days ("Watched two episodes
    // of something in the evening", three Saturdays running).
    if (same && isWeekend(day) && e.words.length >= VERBATIM_MIN_WORDS && countDays(same, [], null, day, this.onWeekend) >= WEEKEND_SAME_DAYS) return true;
    // The same words around a slot that takes another name, host or value each time ("Lunch: pho
    // with Sam", "… with Beatriz"): a standing line, however many names pass through the slot.
    if (this.templateRoutine(day, text)) return true;
    const need = Math.max(ROUTINE_MIN_DAYS, Math.ceil(ROUTINE_DAY_SHARE * this.days.size));
    const lead = this.leads.get(e.lead);
    const mine = new Set(e.words);
    const extra: Entry[] = [];
    const rarest = [...e.words].sort((a, b) => (this.byWord.get(a)?.length ?? 0) - (this.byWord.get(b)?.length ?? 0)).slice(0, PROBE_WORDS);
    const seen = new Set<number>();
    for (const w of rarest) {
      for (const i of this.byWord.get(w) ?? []) {
        if (seen.has(i)) continue;
        seen.add(i);
        const o = this.entries[i] as Entry;
        if (o.day === day || o.lead === e.lead) continue;
        // Half the words, and at least two of them: one shared word is half of a two-word line,
        // and "owó: deposit ₦180,000" (a new customer's deposit) was like two one-word
        // "Deposit ₦…" lines of the record, so routine, and the gate let its log go.
        const shared = sharedCount(mine, o.words);
        if (shared >= TEMPLATE_MIN_WORDS && shared / (mine.size + o.words.length - shared) >= LOOKALIKE_JACCARD) extra.push(o);
      }
    }
    if (this.recursAmong(e, lead, extra, day, need, null)) return true;
    // A weekend has routines of its own (a Saturday walk, Sunday's batch cooking): said on
    // enough of the other weekend days, however rare among all days.
    if (!isWeekend(day)) return false;
    const weekendNeed = Math.max(WEEKEND_MIN_DAYS, Math.ceil(ROUTINE_DAY_SHARE * this.weekends.size));
    return this.recursAmong(e, lead, extra, day, weekendNeed, this.onWeekend);
  }

  /** Look-alikes on `need` other days (those `only` takes, when given), and nothing new. */
  private recursAmong(e: Entry, lead: LeadDays | undefined, extra: readonly Entry[], day: string, need: number, only: ((d: string) => boolean) | null): boolean {
    if (countDays(lead?.days, extra, null, day, only) < need) return false;
    // Nothing new: each word, name, identifier and date (and a row's sums of money) shows up in
    // look-alikes of enough days. A look-alike is worded like the line, not the same line with
    // another reading (those are the exact and template tests above): a sum it never held is
    // news. Without the sums, a customs broker's new price ("US$ 1 840"), in a CSV row that led
    // with the same column name as every row and whose words all came back in other rows, was
    // nothing new, and the gate let its log go.
    for (const k of [...e.words, ...e.names, ...e.sums]) if (countDays(lead?.keyDays.get(k), extra, k, day, only) < NOVELTY_MIN_DAYS) return false;
    return true;
  }
}

/** Days in `base` or among `extra` (those holding `key`, when given), other than `day` (and
 *  only those `only` takes, when given); no copies. */
function countDays(base: ReadonlySet<string> | undefined, extra: readonly Entry[], key: string | null, day: string, only: ((d: string) => boolean) | null = null): number {
  let n = 0;
  if (base && only) for (const d of base) n += d !== day && only(d) ? 1 : 0;
  else if (base) n = base.size - (base.has(day) ? 1 : 0);
  const added = new Set<string>();
  for (const o of extra) {
    if (o.day === day || base?.has(o.day) || added.has(o.day) || (key !== null && !o.has(key)) || (only && !only(o.day))) continue;
    added.add(o.day);
    n++;
  }
  return n;
}

/** A label that opens a line: a few words before a colon or a dash ("Lunch:", "ארוחת צהריים:",
 *  "Weather —"). A clock time's colon is none: read as one, "galabnimo 4:40 …" (afternoon, 4:40)
 *  was the label "galabnimo 4", so every afternoon memo of a voice log was one slot, and news
 *  in it ("the new cooler comes on 22 November") was that slot's standing line. */
const LABEL_RE = /^([^:：—–]{1,40}?)\s*(?:(?<!\d)[:：]|[:：](?!\d)|\s[—–-]\s)/u;

/** A label that is a clock time, bare or after a word of at most three letters ("nal. 09.00",
 *  "kl 9.15"). As a slot, "nal" made each line of a dictated Greenlandic log one use of one
 *  open slot, and a day's news never counted as evidence: 9 of its 38 days with news got no file. */
const STAMP_LABEL_RE = /^\s*(?:\p{L}{1,3}\.?\s+)?\d{1,2}[.:h]\d{2}\s*$/u;

/** A statement's slot: the frame words of its label, when it opens with one, else its first
 *  SLOT_HEAD_WORDS frame words; "" when it has neither. */
function slotHead(text: string): string {
  // A table row's or a record's labels are its columns, which every row shares: no slot.
  if (withoutColumnNames(text) !== text) return "";
  const label = LABEL_RE.exec(text);
  // A time of day with its marker ("nal. 09.00 – …", "kl. 9.15 – …") stamps the line and opens
  // every line of such a log: the slot is what comes after it.
  if (label && STAMP_LABEL_RE.test(label[1] as string) && label[0].length < text.length) return slotHead(text.slice(label[0].length));
  const lw = label ? frameWords(label[1] as string) : [];
  if (lw.length > 0 && lw.length <= SLOT_HEAD_WORDS + 1) return `${lw.join(" ")}:`;
  const w = frameWords(text);
  return w.length < SLOT_HEAD_WORDS ? "" : w.slice(0, SLOT_HEAD_WORDS).join(" ");
}

/** An identifier with its digit runs as one mark: "atlas-r5" and "atlas-r6" share a shape,
 *  two random codes seldom do. */
function codeShape(id: string): string {
  return id.replace(/\d+/g, "#");
}

/** The other days' readings of one measure, as outlierReading judges a number against them. */
interface Range {
  days: number;
  lo: number;
  hi: number;
  med: number;
  mad: number;
}

/** The readings of days other than `day` that hold `width` numbers, in date order (for the
 *  counter test), and how many days they are. */
function othersOf(readings: readonly Reading[], day: string, width: number): { others: Reading[]; days: number } {
  const others = readings.filter((r) => r.day !== day && r.values.length === width).sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  return { others, days: new Set(others.map((r) => r.day)).size };
}

/** The range of `others`' numbers at position `at`; null when they are of fewer than
 *  OUTLIER_MIN_DAYS days or only grow (a counter: a mileage, a running total leaves its range
 *  every day). `few`: a steady line's few readings (leftSteady), from STEADY_MIN_DAYS days. */
function rangeAt({ others, days }: { others: readonly Reading[]; days: number }, at: number, few = false): Range | null {
  if (days < (few ? STEADY_MIN_DAYS : OUTLIER_MIN_DAYS)) return null;
  const inOrder = others.map((r) => r.values[at]!);
  // (A steady line's few readings may well only grow: its jump test holds a counter's step from
  // one day to the next to a quarter of its value.)
  if (!few && inOrder.every((x, j) => j === 0 || x >= inOrder[j - 1]!)) return null;
  const xs = [...inOrder].sort((a, b) => a - b);
  const med = medianOf(xs);
  return { days, lo: xs[0]!, hi: xs[xs.length - 1]!, med, mad: medianOf(xs.map((x) => Math.abs(x - med)).sort((a, b) => a - b)) };
}

/** The range of the one-number readings of days other than `day` (rangeAt). */
function rangeAmong(readings: readonly Reading[], day: string): Range | null {
  return rangeAt(othersOf(readings, day, 1), 0);
}

/** Is `v` beyond the range by OUTLIER_RANGE_SHARE of it, and OUTLIER_Z deviations from its median? */
function outside(r: Range, v: number): boolean {
  if (v >= r.lo - OUTLIER_RANGE_SHARE * (r.hi - r.lo) && v <= r.hi + OUTLIER_RANGE_SHARE * (r.hi - r.lo)) return false;
  return r.mad > 0 && (0.6745 * Math.abs(v - r.med)) / r.mad >= OUTLIER_Z;
}

/** outlierReading's test against one line's readings (see there): each of `mine` against the
 *  other days' numbers at its place. The other days are read once for all places. */
function outlierAmong(readings: readonly Reading[], day: string, mine: ReadonlyArray<{ value: number; raw: string }>): { raw: string; days: number } | null {
  const others = othersOf(readings, day, mine.length);
  const few = others.days < OUTLIER_MIN_DAYS;
  if (few && others.days < STEADY_MIN_DAYS) return null;
  for (let i = 0; i < mine.length; i++) {
    const r = rangeAt(others, i, few);
    if (r && (few ? leftSteady(r, mine[i]!.value) : outside(r, mine[i]!.value))) return { raw: mine[i]!.raw, days: r.days };
  }
  return null;
}

/** Did `v` leave a steady line's few readings: beyond their range by OUTLIER_RANGE_SHARE of it,
 *  the range within STEADY_SHARE of the median, and `v` STEADY_JUMP_SHARE of it away? */
function leftSteady(r: Range, v: number): boolean {
  if (v >= r.lo - OUTLIER_RANGE_SHARE * (r.hi - r.lo) && v <= r.hi + OUTLIER_RANGE_SHARE * (r.hi - r.lo)) return false;
  const scale = Math.abs(r.med);
  return r.hi - r.lo <= STEADY_SHARE * scale && Math.abs(v - r.med) >= STEADY_JUMP_SHARE * scale;
}

function exactKey(e: Entry): string {
  return [...e.words].sort().join(" ") + "\u0000" + [...e.names].sort().join(" ");
}

function addDay(m: Map<string, Set<string>>, k: string, day: string): void {
  const d = m.get(k);
  if (d) d.add(day);
  else m.set(k, new Set([day]));
}

function push<K, V>(m: Map<K, V[]>, k: K, v: V): void {
  const a = m.get(k);
  if (a) a.push(v);
  else m.set(k, [v]);
}

/** Words of `b` that `a` holds (with both sizes, their Jaccard overlap: shared / (|a| + |b| −
 *  shared)). */
function sharedCount(a: ReadonlySet<string>, b: readonly string[]): number {
  let n = 0;
  for (const x of b) if (a.has(x)) n++;
  return n;
}
