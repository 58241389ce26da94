/**
 * Limits are counted in Unicode code points, so an emoji or a CJK character counts as one, as a
 * reader would count it (UTF-16 length counts 🚀 as 2).
 */
export function countChars(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}
