/**
 * A payment card's number as people pass it on, in groups:
 *
 *   Ines: 4539 0294 3602 0292 exp 08/29 cvc on the back
 *   Card number⏎5355 1842 1390 2770
 *
 * With the expiry beside it, whoever reads it can pay with the card, so it is a secret in any
 * language, named or not. The shape needs no name:
 * - 16 digits in four groups of four, or 15 in groups of 4, 6 and 5 (American Express), one
 *   space between groups, as cards print them and people copy them;
 * - the prefix of a card network: Visa 4, Mastercard 51–55 and 2221–2720, American Express 34
 *   and 37 (15 digits only), Discover 6011, 644–649 and 65, JCB 3528–3589, UnionPay 62;
 * - the Luhn check digit, which a mistyped or invented number fails nine times in ten;
 * - standing alone: not a stretch of a longer run of groups (an IBAN, `DE64 3167 4214 2401
 *   1386 46`, or a tracking number), and not a published test number (`4242 4242 4242 4242`,
 *   `4111 1111 1111 1111`, `5555 5555 5555 4444`, `5200 8282 8282 8210`, `4000 0025 0000 3155`):
 *   those are made of a few digits, repeat a group or run five zeros (isTestCardNumber). A real
 *   card's random digits do one of these about one time in 1,200; a looser test (five distinct
 *   digits, four zeros) let one real card in 200 through.
 * IMEIs, ICCIDs, loyalty and gift cards, epoch milliseconds and order numbers pass the Luhn check
 * too; they are written without groups, have another length, or start otherwise. A number
 * written without groups, or with dashes, needs a name (the keyed rules): a stop at every dash
 * before a digit (every ISO date) cost 3% more on a transcript. See docs/design.md, "Redaction".
 *
 * Anchored on the first digit of the second group, right after the space: the scanner stops only
 * at a space followed by a digit, and most such stops fail on the four digits before.
 */
import type { Finder, Rule } from "../rule.js";
import { span } from "../rule.js";
import { isAlnum, isDigit, runEnd } from "../chars.js";

const FIRST_GROUP_DIGITS = 4;
/** A number with this many distinct digits or fewer is a test number, not a customer's card. */
const MAX_TEST_DISTINCT_DIGITS = 4;
/** A run of zeros this long makes a number a test one (`4000 0025 0000 3155`, `4000 0000 0000 0002`). */
const TEST_ZEROS = "00000";
/** Group lengths of the two layouts. */
const LAYOUTS = ["4,4,4,4", "4,6,5"];

const SPACE = 32;

/** Where the card number whose second group starts at q would begin, or -1: four digits and a
 *  separator before q, with nothing of a word or a number right before them. */
function find(text: string, q: number): number {
  const s = q - FIRST_GROUP_DIGITS - 1;
  if (s < 0 || runEnd(text, s, isDigit, FIRST_GROUP_DIGITS) !== q - 1) return -1;
  return s > 0 && isAlnum(text.charCodeAt(s - 1)) ? -1 : s;
}

/** The card network's prefix and the number's length agree (see the module comment). */
function networkNumber(d: string): boolean {
  const p2 = Number(d.slice(0, 2));
  const p3 = Number(d.slice(0, 3));
  const p4 = Number(d.slice(0, 4));
  if (d.length === 15) return p2 === 34 || p2 === 37;
  if (d.length !== 16) return false;
  return d[0] === "4" || (p2 >= 51 && p2 <= 55) || (p4 >= 2221 && p4 <= 2720) || p4 === 6011 || (p3 >= 644 && p3 <= 649) || p2 === 65 || (p4 >= 3528 && p4 <= 3589) || p2 === 62;
}

export function luhnValid(d: string): boolean {
  let sum = 0;
  for (let i = 0; i < d.length; i++) {
    let x = d.charCodeAt(d.length - 1 - i) - 48;
    if (i % 2 === 1) {
      x *= 2;
      if (x > 9) x -= 9;
    }
    sum += x;
  }
  return sum % 10 === 0;
}

/** The end of the card number starting at s, or -1 when it is none (see the module comment). */
export function cardEnd(text: string, s: number): number {
  const sep = text.charCodeAt(s + FIRST_GROUP_DIGITS);
  if (sep !== SPACE) return -1;
  // A stretch of a longer run: a group with a digit before it, a space between (`DE64 3167 …`;
  // a word before it, `card 4539 …`, is no group).
  if (s >= 2 && text.charCodeAt(s - 1) === sep) {
    for (let k = s - 2; k >= 0 && isAlnum(text.charCodeAt(k)); k--) if (isDigit(text.charCodeAt(k))) return -1;
  }
  const groups: number[] = [];
  let k = s;
  for (;;) {
    let e = k;
    while (e < text.length && e - k <= 6 && isDigit(text.charCodeAt(e))) e++;
    groups.push(e - k);
    if (groups.length > 4 || e - k > 6) return -1;
    if (text.charCodeAt(e) === sep && isDigit(text.charCodeAt(e + 1))) {
      k = e + 1;
      continue;
    }
    k = e;
    break;
  }
  if (!LAYOUTS.includes(groups.join(","))) return -1;
  // Nothing of a word or a number right after it, and no further group of digits.
  const after = text.charCodeAt(k);
  if (isAlnum(after) || ((after === sep || after === 46 || after === 44) && isDigit(text.charCodeAt(k + 1)))) return -1;
  const number = text.slice(s, k);
  const digits = number.replace(/\D/g, "");
  if (!networkNumber(digits) || !luhnValid(digits)) return -1;
  if (isTestCardNumber(digits, number.split(" "))) return -1;
  return k;
}

/** Is the number (its digits, and its groups as written) a published test number: made of a few
 *  digits, one group written twice, or a run of zeros? */
function isTestCardNumber(digits: string, groups: readonly string[]): boolean {
  return new Set(digits).size <= MAX_TEST_DISTINCT_DIGITS || digits.includes(TEST_ZEROS) || new Set(groups).size < groups.length;
}

const triggers: Finder[] = [..."0123456789"].map((d) => ({ anchor: d, prev: " ", find }));

const rule: Rule = {
  name: "payment-card",
  ids: ["payment-card"],
  kind: "secret",
  triggers,
  match({ text }, at) {
    const end = cardEnd(text, at);
    return end < 0 ? null : span(at, end, "payment-card");
  },
};
export default rule;
