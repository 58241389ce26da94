/**
 * Subjects: what statements are about, by evidence (docs/design.md, "Subjects"). Two statements
 * are about the same thing when they share the record's rare terms: "pi-dns answers ping but
 * nothing on port 53" and "pi-dns hung again, even on the SSD" share pi-dns; "宽带断了一次" and
 * "下午宽带又掉线" share 宽带. Different wording, one subject.
 *  - Terms: a statement's words (stemmed, a word's inflected forms as one: wordFamilies;
 *    Chinese as character bigrams) and its identifiers
 *    (specifics.ts). A word the record writes as a name anywhere ("Kessler" mid-sentence, even
 *    if this statement starts with it) and an identifier are strong terms: they count twice, so
 *    one shared rare name weighs as much as two shared rare words. Values (numbers, times,
 *    dates) are what changes between statements on one subject, never the subject.
 *  - Rare: said on at least 2 days of the record and at most SUBJECT_MAX_SHARE of them (a word
 *    that every other note holds says nothing about what this one is about). Its weight is
 *    ln(days on record / days it was said on), doubled for a strong term.
 *  - Same subject: rare terms shared that count SUBJECT_MIN_TERMS together (a strong one counts
 *    two) and weigh SUBJECT_MIN_WEIGHT together.
 * One index serves the day draft (a statement whose subject recurs on other days is a pattern),
 * the week (occurrences grouped by subject are counted once per day; a later fact on the same
 * subject with other values updates the earlier) and the month (patterns of several weeks).
 */
import { foldDigits } from "../text/digits.js";
import { contentTokens } from "../text/content-tokens.js";
import { hasHan } from "../text/cjk.js";
import { ownDateKey, specificSpans, specificsOf, wordKeys } from "./specifics.js";
import { memoize } from "./memo.js";
import { valueSlots } from "./supersession.js";
import { CURRENCY_CODES, CURRENCY_PREFIXES_ONLY, CURRENCY_SIGNS, CURRENCY_SUFFIXES_ONLY } from "./currency.js";

/** A term said on more than this share of the days on record is background, not a subject … */
export const SUBJECT_MAX_SHARE = 0.3;
/** … unless the record is short: up to this many days is always rare enough. */
export const SUBJECT_MAX_DAYS_FLOOR = 4;
/** An identifier is the next number of a standing series, not news, when members of its series
 *  (the same letters, other numbers: WO-0412, WO-0413) were said on this many other days. */
export const SERIES_MIN_DAYS = 5;
/** A term is a recurring subject on its own (episodic) when it is said on this many days … */
export const EPISODIC_MIN_DAYS = 3;
/** … and, unless it is a name, an identifier or a Chinese word, has this many letters: a shorter
 *  word is as often a function word of a language no stop list here covers (avec, dal, שלה). */
export const EPISODIC_MIN_LETTERS = 5;
/** Shared rare terms needed for one subject … */
export const SUBJECT_MIN_TERMS = 2;
/** … and their summed weight. */
export const SUBJECT_MIN_WEIGHT = 3;

const WEEKDAY_RE = /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/i;
/**
 * Weekdays are dates: what changes between two statements on one subject ("2026-10-02 Fri · Day
 * 23 · Paris", "2026-10-09 Fri · Day 30 · Hamburg"), never what they are about. A closed class,
 * as the stop words are: the full names in English, German, French, Spanish and Italian, and the English
 * abbreviations that are no other word (not "Sat", "Sun" or "Wed").
 */
export const WEEKDAY_WORD_RE =
  /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|thu|thur|thurs|fri|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonnabend|sonntag|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lunes|martes|miércoles|jueves|viernes|sábado|domingo|lunedì|martedì|mercoledì|giovedì|venerdì|sabato)$/i;

/**
 * Chinese function characters: particles, pronouns, prepositions, auxiliaries and the date
 * and time units. Chinese is read as character bigrams (content-tokens.ts), and a bigram holding
 * one of these straddles a grammatical seam, not a word: "批下来了" and "谈下来了" share 下来 and
 * 来了, "4月15日" and "4月1日" share 月 and 日, and none of that is a subject. A closed class, as
 * the English stop words are.
 */
const HAN_FUNCTION_CHARS = new Set([..."的了是在又也都就还和跟把被给对说要会能去来下上个这那我你他她它们有没不一到过着吗呢吧啊呀么让从向与及或但而之其所以很太再才已将得地年月日号点分时周天"]);

/** A Chinese term says what a statement is about: two characters or more, none a function character. */
function isHanSubjectTerm(term: string): boolean {
  if ([...term].length < 2) return false;
  for (const c of term) if (HAN_FUNCTION_CHARS.has(c)) return false;
  return true;
}

/** Every term of a statement (rare or not): `c:` words, `w:` identifiers. `names`: the words
 *  this statement writes as names (their `c:` keys), for the record's list of names. */
export function termsOf(text: string, names?: Set<string>): string[] {
  const read = termsRead(text);
  if (names) for (const n of read.names) names.add(n);
  return [...read.terms];
}

/** A statement's terms and the names among them, read once per text: a distill run asks for
 *  each statement's terms about three times (the record's index, recurrence, the week's groups). */
const termsRead: (text: string) => { terms: readonly string[]; names: readonly string[] } = memoize((text) => {
  const keys = wordKeys(text);
  const out = new Set<string>();
  const names: string[] = [];
  for (const t of contentTokens(text)) {
    if (/^\d/.test(t.norm)) continue; // a value, not a subject
    if (t.norm.length < 3 && !hasHan(t.norm)) continue;
    if (hasHan(t.norm) && !isHanSubjectTerm(t.norm)) continue;
    if (WEEKDAY_WORD_RE.test(t.raw)) continue; // a date, not a subject
    const key = `c:${t.norm}`;
    out.add(key);
    if (keys.has(`w:${t.raw.toLowerCase()}`) && !WEEKDAY_RE.test(t.raw)) names.push(key);
  }
  // Identifiers the words above do not hold whole (F.28, db-02.internal).
  for (const k of keys) if (/[\d._/@:#-]/.test(k.slice(2)) && !out.has(`c:${k.slice(2)}`)) out.add(k);
  return { terms: [...out], names };
});

/**
 * The specifics that make a statement news when no other day of the record holds them: names
 * and identifiers (not weekdays), dates (not the note's own) and sums of money (a number with a
 * currency sign or code: a new price, fee or rent, `a:` keys). Counts, times and measurements
 * are left out: they are what changes between occurrences of one event ("OOMKilled 3x", "40
 * min", "12 days past terms"). Keys with the spelling they were written in.
 */
export function newsKeys(text: string, day: string): Array<{ key: string; raw: string }> {
  const own = ownDateKey(day);
  const out: Array<{ key: string; raw: string }> = [];
  for (const s of specificSpans(text)) {
    if (s.key.startsWith("w:") ? WEEKDAY_RE.test(s.key.slice(2).replace(/s$/, "")) : !s.key.startsWith("d:") || s.key === own) continue;
    out.push({ key: s.key, raw: s.raw });
  }
  // Other scripts' digits as ASCII ones (digits.ts); the spelling is the text's own.
  const folded = foldDigits(text);
  for (const m of folded.matchAll(AMOUNT_RE)) out.push({ key: `a:${(m[1] ?? m[2] ?? "").replace(/[\s.,']/g, "")}`, raw: text.slice(m.index, m.index + m[0].length) });
  for (const m of folded.matchAll(NUMBER_CODE_RE)) {
    const raw = m[0];
    const digits = raw.replace(/\D/g, "");
    if (digits.length < CODE_MIN_DIGITS || THOUSANDS_RE.test(raw) || ISO_DATE_RE.test(raw) || (/\d \d/.test(raw) && !/^[+0]/.test(raw))) continue;
    out.push({ key: `i:${digits}`, raw: text.slice(m.index, m.index + raw.length) });
  }
  return out;
}

/**
 * A number that is an identifier, not a quantity: a phone, account or registration number
 * ("042-37150882", "0932-118-406", "020 7946 0321", "浙ICP备2026018833号"). It has no letter to
 * be read as one by (IDENTIFIER_RE), and a script without capitals has no names, so in an Urdu
 * or Chinese note it is often a fact's only news. CODE_MIN_DIGITS digits or more, not grouped by
 * thousands and not a date; grouped by spaces only when it opens with + or 0, as phone numbers
 * are written.
 */
const NUMBER_CODE_RE = /(?<![\p{Script=Latin}\p{N}.,:/_-])\+?\d[\d -]{5,}\d(?![\p{N}.,:/])/gu;
const CODE_MIN_DIGITS = 7;
/** Days of the record before the first on which a name said for the first time is news. */
const FIRST_SAID_MIN_EARLIER = 3;
const THOUSANDS_RE = /^\d{1,3}(?:[ ,.]\d{3})+$/;
const ISO_DATE_RE = /^(?:1[89]|20)\d\d-\d\d-\d\d/;

/** A sum of money: a number with a currency sign or code before or after it (digits, separators
 *  and spaces as written, 16 characters at most so that a run of digits is read in linear time; the key drops the separators, so "€1,840" and "€1840" are one sum). */
const AMOUNT_NUMBER = String.raw`(\d(?:[\d.,' ]{0,14}\d)?)`;
const AMOUNT_RE = new RegExp(
  String.raw`(?:${CURRENCY_SIGNS}|(?<![\p{L}\p{N}])(?:${CURRENCY_CODES}|${CURRENCY_PREFIXES_ONLY})\.?)\s?${AMOUNT_NUMBER}|${AMOUNT_NUMBER}\s?(?:${CURRENCY_SIGNS}|(?:${CURRENCY_CODES}|${CURRENCY_SUFFIXES_ONLY})(?![\p{L}\p{N}]))`,
  "gu",
);

/** A name written as one (Hannah, Stary), not an acronym (PSU, ORD) or a code. */
const TITLE_CASE_RE = /^\p{Lu}\p{Ll}+$/u;
/** An identifier: letters first, a digit in it (INV-2052, pg-stage-02.int, G7513, run-0437),
 *  not a quantity with its unit (500-word, 14-day, 2h15). */
const IDENTIFIER_RE = /^#?\p{L}[\p{L}\p{N}._/@:#-]*\d/u;

/**
 * Is what `keys` (a statement's news no other day holds) enough to call the statement news? A
 * date, an identifier, or two names (a full name, a firm and its town): a lone capitalised word
 * is as often a common word at a sentence's turn (Shipping, Haus, Super) as a new name.
 */
export function isNews(keys: ReadonlyArray<{ key: string; raw: string }>): boolean {
  let names = 0;
  for (const k of keys) {
    if (k.key.startsWith("d:") || k.key.startsWith("a:") || k.key.startsWith("i:") || IDENTIFIER_RE.test(k.raw)) return true;
    if (TITLE_CASE_RE.test(k.raw)) names++;
  }
  return names >= 2;
}

/** An identifier's numbering: its digit runs as "#" ("w:wo-0413" → "wo-#"); null for keys that
 *  are no identifier with a number (names, dates, sums). */
function seriesShape(key: string): string | null {
  // A number code's series is its count of digits: a container, seal or docket number the notes
  // carry every day is the next of its kind.
  if (key.startsWith("i:")) return `#${key.length - 2}`;
  if (!key.startsWith("w:") || !/\d/.test(key) || !/\p{L}/u.test(key)) return null;
  return key.slice(2).replace(/\d+/g, "#");
}

interface Posting {
  day: string;
  /** The day as a day number, for the window test. */
  at: number;
  text: string;
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
/** The ISO week a day falls in, as a number (weeks start on Monday; day 0, 1970-01-01, was a Thursday). */
const isoWeekNumber = (day: string) => Math.floor((dayNumber(day) + 3) / 7);

export class SubjectIndex {
  /** Term → the days it was said on. */
  private readonly termDays = new Map<string, Set<string>>();
  /** Term → the statements holding it (each statement once per day). */
  private readonly postings = new Map<string, Posting[]>();
  private readonly days = new Set<string>();
  /** `c:` words the record writes as a name somewhere. */
  private readonly names = new Set<string>();
  private readonly memo = new Map<string, string[]>();
  /** News keys (newsKeys) → the days they were said on. */
  private readonly newsDays = new Map<string, Set<string>>();
  /** Identifier shapes (seriesShape) → the days a member of that series was said on. */
  private readonly seriesDays = new Map<string, Set<string>>();
  /** Every specific (specifics.ts: numbers, times, dates, names, identifiers) → the days it was said on. */
  private readonly specificDays = new Map<string, Set<string>>();
  private maxDays = 0;
  /** A word → its family's first member (wordFamilies); words of no family are absent. */
  private readonly family: Map<string, string>;

  /** Episodic terms (see `episodicDays`) → the days they were said on, ascending. */
  private readonly episodic = new Map<string, readonly string[]>();

  /**
   * `docs`: day → its statements (a day's log, or its day file once the log is gone).
   * `salient`: the caller's test of a statement that is more than routine or small talk; without
   * it no term is episodic.
   */
  constructor(docs: Iterable<[day: string, statements: readonly string[]]>, salient?: (day: string, statement: string) => boolean) {
    const told: Array<[Posting, string[]]> = [];
    for (const [day, statements] of docs) {
      this.days.add(day);
      const at = dayNumber(day);
      const seen = new Set<string>();
      for (const s of statements) {
        if (seen.has(s)) continue;
        seen.add(s);
        // One posting per statement, shared by its terms: recurrence() counts terms per posting.
        const posting: Posting = { day, at, text: s };
        for (const { key: k } of newsKeys(s, day)) {
          let d = this.newsDays.get(k);
          if (!d) this.newsDays.set(k, (d = new Set()));
          d.add(day);
          const shape = seriesShape(k);
          if (shape !== null) {
            let sd = this.seriesDays.get(shape);
            if (!sd) this.seriesDays.set(shape, (sd = new Set()));
            sd.add(day);
          }
        }
        for (const k of [...specificsOf(s), ...quantityKeys(s)]) {
          let d = this.specificDays.get(k);
          if (!d) this.specificDays.set(k, (d = new Set()));
          d.add(day);
        }
        told.push([posting, termsOf(s, this.names)]);
      }
    }
    // A word's inflected forms are one term (wordFamilies), so the days are counted per family.
    this.family = wordFamilies(told.flatMap(([, ts]) => ts));
    for (const [posting, terms] of told) {
      for (const t of new Set(terms.map((k) => this.family.get(k) ?? k))) {
        let d = this.termDays.get(t);
        if (!d) this.termDays.set(t, (d = new Set()));
        d.add(posting.day);
        let p = this.postings.get(t);
        if (!p) this.postings.set(t, (p = []));
        p.push(posting);
      }
    }
    // A family holding a name counts as one.
    for (const n of [...this.names]) {
      const f = this.family.get(n);
      if (f) this.names.add(f);
    }
    this.maxDays = Math.max(SUBJECT_MAX_DAYS_FLOOR, Math.ceil(SUBJECT_MAX_SHARE * this.days.size));
    if (salient) this.findEpisodic(salient);
  }

  /**
   * Episodic terms: a rare term that is only ever said in salient statements, on at least
   * EPISODIC_MIN_DAYS days, two of them in one week and others in another week. That is a
   * subject that comes back, told anew each time, and never part of the day's routine: the
   * X-ray unit that froze, locked up, came up blank; the roe deer (stirnos, stirnų, stirnas)
   * in the nursery's rows. One such word is subject enough, where two shared rare terms are
   * needed otherwise: short notes in inflected languages rarely share two (docs/design.md,
   * "Subjects").
   */
  private findEpisodic(salient: (day: string, statement: string) => boolean): void {
    // A statement's postings are one object shared by its terms: each is judged once.
    const judged = new Map<Posting, boolean>();
    const isSalient = (p: Posting) => {
      let v = judged.get(p);
      if (v === undefined) judged.set(p, (v = salient(p.day, p.text)));
      return v;
    };
    for (const [term, postings] of this.postings) {
      const days = this.termDays.get(term)!;
      if (days.size < EPISODIC_MIN_DAYS || days.size > this.maxDays) continue;
      if (this.strength(term) === 1 && !hasHan(term) && [...term].length - 2 < EPISODIC_MIN_LETTERS) continue;
      if (!postings.every(isSalient)) continue;
      const perWeek = new Map<number, number>();
      for (const d of days) {
        const w = isoWeekNumber(d);
        perWeek.set(w, (perWeek.get(w) ?? 0) + 1);
      }
      if (perWeek.size < 2 || ![...perWeek.values()].some((n) => n >= 2)) continue;
      this.episodic.set(term, [...days].sort());
    }
  }

  /**
   * The days, other than `day` and within `windowDays` of it, on which an episodic term of
   * `text` was said (ascending; empty when `text` holds none).
   */
  episodicDays(day: string, text: string, windowDays: number): string[] {
    if (this.episodic.size === 0) return [];
    const at = dayNumber(day);
    const out = new Set<string>();
    for (const t of this.subjectTerms(text)) for (const d of this.episodic.get(t) ?? []) if (d !== day && Math.abs(dayNumber(d) - at) <= windowDays) out.add(d);
    return [...out].sort();
  }

  /**
   * How strongly `a` and `b` are one recurring behaviour: for each rare term they share, its
   * strength times ln(1 + the days it was said on). The reverse of `weight`'s rarity: among
   * the rare terms, the one the record keeps coming back to is what a pattern is about (the
   * dolphins seen at the harbour mouth on seven days), where a word said on two days is more
   * likely a neighbour's (docs/design.md, "Memory compactor").
   */
  recurrenceWeight(a: string, b: string): number {
    return this.sumShared(a, b, (t) => this.strength(t) * Math.log(1 + this.daysOf(t)));
  }

  /** Do `a` and `b` share an episodic term? */
  shareEpisodic(a: string, b: string): boolean {
    if (this.episodic.size === 0) return false;
    const mine = new Set(this.subjectTerms(a).filter((t) => this.episodic.has(t)));
    return mine.size > 0 && this.subjectTerms(b).some((t) => mine.has(t));
  }

  get dayCount(): number {
    return this.days.size;
  }

  /**
   * The news keys of `text` (said on `day`) that no other day of the record holds: the new name,
   * ticket, host or date a statement brings. A statement with one is a fact however often its
   * subject comes back ("Opened Paylane support case #88213", "Paylane's account manager is
   * Hannah Okafor"); an occurrence of a pattern shares its specifics with the other days.
   */
  unsharedNews(day: string, text: string): Array<{ key: string; raw: string }> {
    return newsKeys(text, day).filter(({ key }) => {
      const d = this.newsDays.get(key);
      if (d && d.size - (d.has(day) ? 1 : 0) > 0) return false;
      // A new member of a numbering the record uses day after day (WO-0413 after WO-0412) is the
      // next number of a standing series, not news.
      const shape = seriesShape(key);
      const sd = shape === null ? undefined : this.seriesDays.get(shape);
      return !sd || sd.size - (sd.has(day) ? 1 : 0) < SERIES_MIN_DAYS;
    });
  }

  /**
   * The news keys of `text` that the record holds first on `day` and again on a later day: the
   * name, identifier, date or sum a statement brings in ("vendor engineer Hanna Berg takes the
   * case", and Hanna Berg comes back). News when it was said, though unsharedNews, which asks of
   * every other day, does not call it so. None on the record's first FIRST_SAID_MIN_EARLIER days,
   * when every standing name is said for the first time.
   */
  firstSaidNews(day: string, text: string): Array<{ key: string; raw: string }> {
    let earlier = 0;
    for (const d of this.days) if (d < day) earlier++;
    if (earlier < FIRST_SAID_MIN_EARLIER) return [];
    return newsKeys(text, day).filter(({ key }) => {
      const d = this.newsDays.get(key);
      if (!d) return false;
      for (const x of d) if (x < day) return false;
      // A new member of a standing numbering is its next number, as in unsharedNews.
      const shape = seriesShape(key);
      const sd = shape === null ? undefined : this.seriesDays.get(shape);
      return !sd || sd.size < SERIES_MIN_DAYS;
    });
  }

  /**
   * The specifics of `text` (said on `day`) that no other day of the record holds, of any kind:
   * a count, a measurement, a time, a date, a name. Wider than unsharedNews, which asks whether a
   * statement is news rather than an occurrence of something recurring; this asks whether it
   * says anything the record holds nowhere else, which makes an occurrence a fact as well.
   */
  unsharedSpecifics(day: string, text: string): string[] {
    const own = ownDateKey(day);
    const out: string[] = [];
    for (const k of [...specificsOf(text), ...quantityKeys(text)]) {
      if (k === own) continue;
      const d = this.specificDays.get(k);
      if (!d || d.size - (d.has(day) ? 1 : 0) === 0) out.push(k);
    }
    return out;
  }

  /** Days the term was said on (0 for a term the record does not hold). */
  private daysOf(term: string): number {
    return this.termDays.get(term)?.size ?? 0;
  }

  /** A name, an identifier or a Chinese word counts twice. (A Chinese term is a character
   *  bigram free of function characters, isHanSubjectTerm: mostly a word, 补牙, 工位, 白屏, where
   *  an English statement would have a rare word and the noun phrase around it.) */
  private strength(term: string): number {
    return term.startsWith("w:") || this.names.has(term) || hasHan(term) ? 2 : 1;
  }

  /** ln(days / days with the term), times its strength; a term outside the record weighs as if
   *  said on one day. */
  weight(term: string): number {
    return this.strength(term) * Math.log(Math.max(this.days.size, 1) / Math.max(this.daysOf(term), 1));
  }

  /** The rare terms of a statement: what it is about. */
  subjectTerms(text: string): string[] {
    let r = this.memo.get(text);
    if (!r) {
      // A term the record does not hold yet (a draft's own wording) counts as rare: one day.
      r = [...new Set(termsOf(text).map((t) => this.family.get(t) ?? t))].filter((t) => this.daysOf(t) <= this.maxDays);
      this.memo.set(text, r);
    }
    return r;
  }

  /** Do `a` and `b` share a subject? */
  sameSubject(a: string, b: string): boolean {
    return this.subjectWeight(a, b) > 0;
  }

  /** How strongly `a` and `b` share a subject: the summed weight of their shared rare terms, 0
   *  when that is not a subject (below SUBJECT_MIN_TERMS or SUBJECT_MIN_WEIGHT). Of several
   *  statements on a subject, the one sharing the most is the one meant. */
  subjectWeight(a: string, b: string): number {
    const mine = new Set(this.subjectTerms(a));
    let n = 0;
    let w = 0;
    for (const t of this.subjectTerms(b)) {
      if (!mine.has(t)) continue;
      n += this.strength(t);
      w += this.weight(t);
    }
    return n >= SUBJECT_MIN_TERMS && w >= SUBJECT_MIN_WEIGHT ? w : 0;
  }

  /** The summed weight of the rare terms `a` and `b` share, however few (subjectWeight without
   *  its floors). */
  sharedWeight(a: string, b: string): number {
    return this.sumShared(a, b, (t) => this.weight(t));
  }

  /** The sum of `termWeight` over the rare terms `a` and `b` share. */
  private sumShared(a: string, b: string, termWeight: (term: string) => number): number {
    const mine = new Set(this.subjectTerms(a));
    let w = 0;
    for (const t of this.subjectTerms(b)) if (mine.has(t)) w += termWeight(t);
    return w;
  }

  /**
   * Of `texts`, the index of the one sharing the most rare terms with the others (for each of its
   * terms, the other texts holding it), the latest on a tie; only the indices in `among` are
   * candidates (all, by default). What names a group of statements on one subject: the latest
   * may be a neighbour that shares a word or two. Linear in the texts' terms.
   */
  mostShared(texts: readonly string[], among: readonly number[] = texts.map((_, i) => i)): number {
    const termSets = texts.map((t) => new Set(this.subjectTerms(t)));
    const holders = new Map<string, number>();
    for (const terms of termSets) for (const t of terms) holders.set(t, (holders.get(t) ?? 0) + 1);
    let best = among[among.length - 1] ?? -1;
    let bestScore = -1;
    for (const i of among) {
      let score = 0;
      for (const t of termSets[i]!) score += holders.get(t)! - 1;
      if (score >= bestScore) {
        best = i;
        bestScore = score;
      }
    }
    return best;
  }

  /**
   * Do `a` and `b` share rare terms that count SUBJECT_MIN_TERMS together, whatever their
   * weight, a Chinese word (a character bigram) counting as much as a name? A looser test than
   * sameSubject, for statements already known to be occurrences of some pattern (the week groups
   * them): a problem that comes back all month is not rare, and "6幢的电梯又停了" and "电梯还没修好"
   * share 电梯 and nothing else. One shared episodic term is enough (shareEpisodic): the week's
   * groups and the month's clusters ask both questions of every pair, so one pass answers them.
   */
  shareTerms(a: string, b: string): boolean {
    const mine = new Set(this.subjectTerms(a));
    let n = 0;
    for (const t of this.subjectTerms(b)) {
      if (!mine.has(t)) continue;
      if (this.episodic.has(t)) return true;
      n += hasHan(t) ? 2 : this.strength(t);
    }
    return n >= SUBJECT_MIN_TERMS;
  }

  /**
   * The other days, within `windowDays` of `day`, holding a statement on the subject of `text`
   * that `accept` takes (the caller's salience test), ascending.
   */
  recurrence(day: string, text: string, windowDays: number, accept: (day: string, statement: string) => boolean): string[] {
    const at = dayNumber(day);
    const shared = new Map<Posting, { n: number; w: number }>();
    for (const t of this.subjectTerms(text)) {
      const w = this.weight(t);
      const n = this.strength(t);
      for (const p of this.postings.get(t) ?? []) {
        if (p.day === day || Math.abs(p.at - at) > windowDays) continue;
        const s = shared.get(p);
        if (s) {
          s.n += n;
          s.w += w;
        } else shared.set(p, { n, w });
      }
    }
    const out = new Set<string>();
    for (const [p, s] of shared) {
      if (out.has(p.day) || s.n < SUBJECT_MIN_TERMS || s.w < SUBJECT_MIN_WEIGHT) continue;
      if (accept(p.day, p.text)) out.add(p.day);
    }
    return [...out].sort();
  }
}

/**
 * A statement's counts and measures with what they count: "16 tooli", "18 tonn", "15 %"
 * (supersession.ts's unit slots: a percent sign, or a unit of two letters or more). A bare
 * number is said on half the days of a busy log ("16" as a date, a count, a price); with what it
 * counts it is specific: the chairs ordered are 16 on one day only.
 */
function quantityKeys(text: string): string[] {
  const out: string[] = [];
  for (const [slot, values] of valueSlots(text)) if (slot.startsWith("s:")) for (const v of values) out.push(`q:${slot.slice(2)}=${v}`);
  return out;
}

/** A word this long or longer heads a family … */
export const FAMILY_MIN_CHARS = 5;
/** … of the words that extend it by at most this many letters. */
export const FAMILY_MAX_SUFFIX = 3;

/**
 * Inflected forms of one word, as the record writes them: a word and the words that are it with
 * an ending of up to FAMILY_MAX_SUFFIX letters (trafo, trafosu; θερμοσίφων, θερμοσίφωνας;
 * ladestander, ladestanderen; 블루웨이브, 블루웨이브와). The languages the notes come in inflect
 * by suffix far more than by prefix, and a subject told on other days is told in other cases.
 * Each member maps to the family's shortest member. Chinese bigrams and identifiers are left
 * alone. Sorted, so a word's extensions follow it: linear in the words after the sort.
 */
function wordFamilies(terms: readonly string[]): Map<string, string> {
  const words = [...new Set(terms)].filter((t) => t.startsWith("c:") && !hasHan(t) && [...t].length - 2 >= FAMILY_MIN_CHARS).sort();
  const out = new Map<string, string>();
  for (let i = 0; i < words.length; i++) {
    const head = words[i]!;
    if (out.has(head)) continue;
    for (let j = i + 1; j < words.length && words[j]!.startsWith(head); j++) {
      const w = words[j]!;
      if (!out.has(w) && [...w].length - [...head].length <= FAMILY_MAX_SUFFIX) out.set(w, head);
    }
  }
  return out;
}
