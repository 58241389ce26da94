/**
 * An authenticator's setup key (a TOTP seed) as the setup screens print it, in groups of four:
 *
 *   Enter this key in your authenticator app: lkgj bdrp r52v bakt 6hls 4bqw jyxh 354w
 *   AWS root MFA setup key: JSGU BOY4 SZEM TO5S DMSN W45W TTJ2 JID4
 *
 * Whoever holds it can make the account's one-time codes, so it is a secret in any language,
 * named or not. The shape is narrow enough to need no name:
 * - 4 to 8 groups of exactly four characters of the base32 alphabet (`a`–`z` and `2`–`7`, or
 *   `A`–`Z` and `2`–`7`: never `0`, `1`, `8` or `9`), one space between groups, all in one
 *   case;
 * - every group holds a letter, and at least two hold a digit (four-letter words, "KEEP THIS
 *   SLIP AWAY", hold none; card numbers and hex groups, "4242 4242", "A3CA 5542", have a group
 *   without a letter or a digit the alphabet lacks);
 * - a letter beyond `a`–`f` (a run of hex is a hash), and at least 8 distinct characters.
 *
 * Anchored on a digit 2–7 right after a letter, a pair that random-value.ts stops at too; a
 * random setup key of 16 characters lacks such a pair about one time in seven, one of 32 about
 * one time in fifty (docs/design.md, "Redaction").
 */
import type { Finder, Rule } from "../rule.js";
import { span } from "../rule.js";
import { ASCII_LETTERS, isAlnum, isDigit, isEscapeAt, isLower, isUpper } from "../chars.js";
import { isPlaceholderValue } from "../values.js";
import { runCache } from "../run-cache.js";

const GROUP_CHARS = 4;
const MIN_GROUPS = 4;
const MAX_GROUPS = 8;
const MIN_DIGIT_GROUPS = 2;
const MIN_DISTINCT_CHARS = 8;

/** A base32 character of the given case (1 upper, 2 lower). */
function isB32(c: number, caseOf: number): boolean {
  if (c >= 50 && c <= 55) return true; // 2–7
  return caseOf === 1 ? isUpper(c) : isLower(c);
}

/** The four-character group of `text` that holds position q, as its start, or -1. */
function groupAt(text: string, q: number, caseOf: number): number {
  if (!isB32(text.charCodeAt(q), caseOf)) return -1;
  let s = q;
  // (The `n` of an escaped break, `\np3oy …` inside a JSON string, is not the group's.)
  while (s > 0 && q - s < GROUP_CHARS && isB32(text.charCodeAt(s - 1), caseOf) && !isEscapeAt(text, s - 2)) s--;
  let e = q + 1;
  while (e < text.length && e - s <= GROUP_CHARS && isB32(text.charCodeAt(e), caseOf)) e++;
  if (e - s !== GROUP_CHARS) return -1;
  return s;
}

/** Is text[s, s+4) a group on its own: a space (or the value's edge) on each side? */
function grouped(text: string, s: number): boolean {
  return (!isAlnum(text.charCodeAt(s - 1)) || isEscapeAt(text, s - 2)) && !isAlnum(text.charCodeAt(s + GROUP_CHARS));
}

/** The spaced value around the group at s, [start, end), grown over single spaces. */
function valueAround(text: string, s: number, caseOf: number): [number, number] {
  let start = s;
  let end = s + GROUP_CHARS;
  while (start - GROUP_CHARS - 1 >= 0 && text.charCodeAt(start - 1) === 32 && groupAt(text, start - 2, caseOf) === start - GROUP_CHARS - 1 && grouped(text, start - GROUP_CHARS - 1)) start -= GROUP_CHARS + 1;
  while (text.charCodeAt(end) === 32 && groupAt(text, end + 1, caseOf) === end + 1 && grouped(text, end + 1)) end += GROUP_CHARS + 1;
  return [start, end];
}

/** Is text[start, end), four-character groups joined by spaces, a setup key's shape? */
function seedShape(text: string, start: number, end: number): boolean {
  const groups = (end - start + 1) / (GROUP_CHARS + 1);
  if (groups < MIN_GROUPS || groups > MAX_GROUPS) return false;
  let digitGroups = 0;
  let beyondHex = false;
  const seen = new Set<number>();
  for (let g = start; g < end; g += GROUP_CHARS + 1) {
    let letters = 0;
    let digits = 0;
    for (let k = g; k < g + GROUP_CHARS; k++) {
      const c = text.charCodeAt(k) | 0x20;
      seen.add(c);
      if (isDigit(c)) digits++;
      else {
        letters++;
        if (c > 102) beyondHex = true; // past `f`
      }
    }
    if (letters === 0) return false;
    if (digits > 0) digitGroups++;
  }
  return digitGroups >= MIN_DIGIT_GROUPS && beyondHex && seen.size >= MIN_DISTINCT_CHARS && !isPlaceholderValue(text.slice(start, end));
}

/** The setup key around position q (a digit after a letter), [start, end), and whether it is
 *  one; [q, q + 1) when q is in no group. */
function readSeed(text: string, q: number): [number, number, boolean] {
  const caseOf = isUpper(text.charCodeAt(q - 1)) ? 1 : 2;
  const s = groupAt(text, q, caseOf);
  if (s < 0 || !grouped(text, s)) return [q, q + 1, false];
  const [start, end] = valueAround(text, s, caseOf);
  return [start, end, seedShape(text, start, end)];
}

const seeds = runCache(readSeed);

const triggers: Finder[] = [..."234567"].map((d) => ({ anchor: d, prev: ASCII_LETTERS, find: seeds.find }));

const rule: Rule = {
  name: "base32-seed",
  ids: ["base32-seed"],
  kind: "secret",
  triggers,
  match({ text }, at) {
    const found = seeds.at(text, at);
    return found === null ? null : span(found[0], found[1], "base32-seed");
  },
};
export default rule;
