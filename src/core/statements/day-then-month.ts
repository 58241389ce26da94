/**
 * A day number followed by a month's name in one of the languages month-names.ts holds ("3 de
 * diciembre", "5. marraskuuta", "5 listopada", "28 ก.พ.", "3 בנובמבר"), read by looking the name
 * up rather than by a regex alternative.
 *
 * Why: an alternation of the 913 names under the `iu` flags took V8 30–40 ms to compile, on the
 * first value read by every process, which is more than a distill run's reading of all its
 * notes. A lookup is paid per use: a name is looked for only after a number, a space and a letter.
 *
 * It reads what the alternative read:
 *   \b(?<day>\d{1,2})\.?\s(?:de\s|del\s|di\s|ב)?(?<month>NAME)(?![\p{L}])
 * with the names tried longest first and case ignored.
 */
import { MONTH_PREFIXES, OTHER_MONTHS } from "../time/month-names.js";

export interface DayThenMonth {
  day: number;
  month: number;
  /** Where the date's text ends (exclusive). */
  end: number;
}

/** Longest name first, grouped by the name's first code unit. */
const NAMES_BY_FIRST: ReadonlyMap<string, readonly string[]> = (() => {
  const out = new Map<string, string[]>();
  for (const name of [...OTHER_MONTHS.keys()].sort((a, b) => b.length - a.length)) {
    const first = name[0] as string;
    let list = out.get(first);
    if (!list) out.set(first, (list = []));
    list.push(name);
  }
  return out;
})();

/** The words a language writes between the day and the name, tried in this order, then none. */
const PREFIXES: readonly string[] = ["de", "del", "di"];
/** What \w is under the `iu` flags: ASCII word characters, ſ and the Kelvin sign. */
const WORD_CHAR_RE = /[A-Za-z0-9_\u017f\u212a]/;
const SPACE_RE = /\s/;
const LETTER_RE = /\p{L}/u;
const DIGIT_RE = /[0-9]/;
/** Letters a case ending glued to the day may have ("28ê"). */
const DAY_ENDING_MAX = 3;
/** The scripts that write a case ending rather than a postposition after a month's name. */
const CASED_SCRIPT_RE = /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}]/u;
/** Letters a month name needs to be read with an ending after it, and the ending's most. */
const INFLECTED_MIN_LETTERS = 5;
const ENDING_MAX = 6;

/** The date that starts at `at` ("3 de diciembre"), or null. */
export function dayThenMonthAt(text: string, at: number): DayThenMonth | null {
  if (!DIGIT_RE.test(text.charAt(at)) || (at > 0 && WORD_CHAR_RE.test(text.charAt(at - 1)))) return null;
  let q = at + 1;
  if (DIGIT_RE.test(text.charAt(q))) q++;
  const day = Number(text.slice(at, q));
  // A case ending glued to the day ("28ê Cotmehê"), DAY_ENDING_MAX letters at most, that is no
  // English ordinal: such a day reads its month with an ending too.
  let dayEnding = false;
  if (text.charAt(q) === ".") q++;
  else {
    let k = q;
    while (k - q <= DAY_ENDING_MAX && letterAt(text, k)) k++;
    if (k > q && k - q <= DAY_ENDING_MAX && SPACE_RE.test(text.charAt(k)) && !WORD_CHAR_RE.test(text.charAt(q))) {
      q = k;
      dayEnding = true;
    }
  }
  if (!SPACE_RE.test(text.charAt(q))) return null;
  q++;
  for (const prefix of PREFIXES) {
    if (text.slice(q, q + prefix.length).toLowerCase() !== prefix || !SPACE_RE.test(text.charAt(q + prefix.length))) continue;
    const month = monthNameAt(text, q + prefix.length + 1);
    if (month) return { day, ...month };
  }
  for (const prefix of MONTH_PREFIXES) {
    if (!text.startsWith(prefix, q)) continue;
    const month = monthNameAt(text, q + prefix.length);
    if (month) return { day, ...month };
  }
  const month = monthNameAt(text, q, dayEnding);
  return month ? { day, ...month } : null;
}

const letterAt = (text: string, at: number): boolean => at < text.length && LETTER_RE.test(String.fromCodePoint(text.codePointAt(at) as number));

/**
 * The longest month name at `at` that no letter follows, or, for a name of INFLECTED_MIN_LETTERS
 * letters or more, one that an ending of its own script follows: a postposition written as one
 * word with it in the scripts that do so ("१ ऑगस्टपासून", Marathi's "from 1 August"), or, in the
 * Latin, Cyrillic and Greek scripts, a case ending after a day that has one too ("28ê Cotmehê",
 * Kurmanji's oblique). Without the day's ending a longer word is another word ("2 junior").
 */
function monthNameAt(text: string, at: number, dayEnding = false): { month: number; end: number } | null {
  const names = NAMES_BY_FIRST.get(text.charAt(at).toLowerCase());
  if (!names) return null;
  let inflected: { month: number; end: number } | null = null;
  for (const name of names) {
    const end = at + name.length;
    if (end > text.length || text.slice(at, end).toLowerCase() !== name) continue;
    if (!letterAt(text, end)) return { month: OTHER_MONTHS.get(name) as number, end };
    if (inflected === null && !name.includes(".") && (name.match(/[\p{L}\p{M}]/gu) ?? []).length >= INFLECTED_MIN_LETTERS) {
      const cased = CASED_SCRIPT_RE.test(name);
      if (cased && !dayEnding) continue;
      let k = end;
      while (k < text.length && /[\p{L}\p{M}]/u.test(text.charAt(k)) && CASED_SCRIPT_RE.test(text.charAt(k)) === cased) k++;
      if (k - end <= ENDING_MAX && !letterAt(text, k)) inflected = { month: OTHER_MONTHS.get(name) as number, end: k };
    }
  }
  return inflected;
}
