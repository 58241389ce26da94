/**
 * Chinese numerals to digits: 三千二百 → 3200, 十五 → 15, 两万 → 20000, 一百零五 → 105.
 * Amounts and times in Chinese notes are written both ways ("¥3,200" one day, "三千二百元" the
 * next), and a coverage check must see them as one value (docs/design.md, "Specifics").
 */
const DIGITS: Record<string, number> = { 零: 0, 〇: 0, 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };
const UNITS: Record<string, number> = { 十: 10, 百: 100, 千: 1000 };
const BIG: Record<string, number> = { 万: 10_000, 亿: 100_000_000 };

export const CJK_NUMERAL_CHARS = "零〇一二两三四五六七八九十百千万亿";

/** The value of a run of Chinese numeral characters, or null when it is not a well-formed number. */
export function cjkNumeralValue(run: string): number | null {
  if (run.length === 0) return null;
  // A plain digit string ("二〇二六") reads digit by digit.
  if ([...run].every((c) => c in DIGITS)) {
    if (run.length === 1) return DIGITS[run] as number;
    return Number([...run].map((c) => DIGITS[c]).join(""));
  }
  let total = 0;
  let section = 0;
  let digit: number | null = null;
  for (const c of run) {
    if (c in DIGITS) {
      digit = DIGITS[c] as number;
    } else if (c in UNITS) {
      section += (digit ?? 1) * (UNITS[c] as number);
      digit = null;
    } else if (c in BIG) {
      total = (total + section + (digit ?? 0)) * (BIG[c] as number);
      section = 0;
      digit = null;
    } else return null;
  }
  return total + section + (digit ?? 0);
}
