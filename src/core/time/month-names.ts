/**
 * Month names of the languages notes are written in, read after a day number ("3 de diciembre",
 * "5. marraskuuta", "5 listopada", "28 ก.พ.", "5 ноября"): a closed class of twelve values per
 * language, so a moved date is a changed value in any of them. The names come from ICU's locale
 * data (Intl.DateTimeFormat, which Node ships), not from a list kept here: the long names, in the
 * form a date uses after its day (Polish and Russian use the genitive) and on their own, and the
 * abbreviations that ICU writes with a dot ("févr.", "февр.", "ก.พ."), which must keep it: a
 * short name without one is too often a word ("out", "set", "pro", "led").
 * English is read by specifics.ts itself; Chinese, Japanese and Korean dates are numerals.
 */

import { MONTH_NAMES } from "./month-names.data.js";

/** Languages whose month names are read in full: most of the world's written languages that ICU
 *  holds, with their short names (the French "mai", the German "mai") too. */
export const MONTH_LOCALES =
  "af am ar az be bg bn bs ca cs cy da de el es et eu fa fi fil fr ga gl gu he hi hr hu hy id is it ka kk km kn ky lo lt lv mk ml mn mr ms my nb ne nl pa pl pt ro ru si sk sl sq sr sv sw ta te th tr uk ur uz vi zu".split(" ");

/**
 * The other languages ICU holds month names for (every language code Node's ICU resolves to
 * itself whose months are not English's fallback, less English, Chinese, Japanese, Korean and
 * Cantonese, whose dates are read elsewhere): Somali's "12 Oktoobar", Kinyarwanda's "16
 * Werurwe", Hausa's "Oktoba", Maltese's "Ottubru". Of these, only names of MORE_MIN_LETTERS
 * letters or more are read, and no abbreviation: among hundreds of languages a short name is too
 * often another language's word after a number ("3 out", "5 du", "2 here", "4 now.").
 */
export const MORE_MONTH_LOCALES =
  "agq ak ars as asa ast ba bas bem bez bgc bho blo bm bo br brx bua ccp ce ceb cgg chr ckb csw cv dav dje doi dsb dua dyo dz ebu ee eo ewo ff fo fur fy gaa gd gsw guz gv ha haw hsb ia ie ig jgo jmc jv kab kam kde kea kgp khq ki kkj kl kln kok ks ksb ksf ksh ku kw kxv lag lb lg lij lkt lmo ln lrc lu luo luy mai mas mer mfe mg mgh mgo mi mni mt mua mzn naq nd nds nmg nn nnh no nqo nso nus nyn oc om or os pcm pms prg ps qu raj rm rn rof rw rwk sa sah saq sat sbp sc scn sd se seh ses sg shi shn smn sn so st su syr szl teo tg ti tk tn to tok tt twq tyv tzm ug vai vec vmw vun wae wo xh xnr xog yav yi yo yrl za zgh".split(" ");
/** Letters a name of MORE_MONTH_LOCALES needs to be read. */
export const MORE_MIN_LETTERS = 5;

/**
 * The names as ICU gives them today, lower-cased, each with its month (1–12). Building them
 * takes ~50 ms per 200 formatters, too long for every process that reads a note, so they are
 * kept in month-names.data.ts, written by `node scripts/month-names.mjs` after a build; a test
 * checks that the two agree, so a Node upgrade whose ICU names a month otherwise is noticed.
 */
export function buildMonthNames(locales: readonly string[] = MONTH_LOCALES, more: readonly string[] = MORE_MONTH_LOCALES): Map<string, number> {
  const months = new Map<string, Set<number>>();
  const add = (name: string, month: number) => {
    const key = name.toLowerCase();
    // A name with a digit ("thg 2", "2月") is a numeral date, not a name.
    if (key === "" || /\d/.test(key)) return;
    let s = months.get(key);
    if (!s) months.set(key, (s = new Set()));
    s.add(month);
  };
  // A locale's long names (the form a date uses after its day, and on their own) and, when
  // `abbreviations`, its short names that ICU writes with a dot; `keep` filters the long ones.
  const read = (locale: string, keep: (name: string) => boolean, abbreviations: boolean) => {
    const withDay = new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", timeZone: "UTC" });
    const alone = new Intl.DateTimeFormat(locale, { month: "long", timeZone: "UTC" });
    const short = abbreviations ? new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" }) : null;
    for (let m = 0; m < 12; m++) {
      const date = new Date(Date.UTC(2026, m, 15));
      for (const name of [withDay.formatToParts(date).find((p) => p.type === "month")?.value ?? "", alone.format(date)]) if (keep(name)) add(name, m + 1);
      const abbr = short?.formatToParts(date).find((p) => p.type === "month")?.value ?? "";
      if (abbr.includes(".")) add(abbr, m + 1);
    }
  };
  const long = (name: string) => (name.match(/\p{L}/gu) ?? []).length >= MORE_MIN_LETTERS && !name.includes(".");
  for (const locale of more) read(locale, long, false);
  for (const locale of locales) read(locale, () => true, true);
  // A name two languages give to different months ("listopad": October in Croatian, November in
  // Polish) says no month.
  const out = new Map<string, number>();
  for (const [name, s] of [...months].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) if (s.size === 1) out.set(name, [...s][0] as number);
  return out;
}

/**
 * What a language writes between a day number and a glued month name, as ICU's dates show it:
 * Hebrew's "ב" ("3 בנובמבר", "on the 3rd of November"). Spanish and Portuguese write "de" as a
 * word; specifics.ts reads those with the Italian "di" and "del".
 */
export const MONTH_PREFIXES: readonly string[] = ["ב"];

/** Lower-cased month name → its number (1–12). */
export const OTHER_MONTHS: ReadonlyMap<string, number> = new Map(Object.entries(MONTH_NAMES));

/**
 * The names a date may put before its day ("Hulyo 7" in Filipino, "június 7." in Hungarian, as
 * English writes "July 7"): the long names of four letters or more. Shorter ones and dotted
 * abbreviations are too often a word before a number ("mai 5 minute" is "5 more minutes" in
 * Romanian; "Mei" is a name), and a language that writes the day first is read that way before
 * this (specifics.ts). Longest first.
 */
export const MONTH_FIRST_NAMES: ReadonlySet<string> = new Set([...OTHER_MONTHS.keys()].filter((name) => [...name].length >= 4 && !name.includes(".")));
