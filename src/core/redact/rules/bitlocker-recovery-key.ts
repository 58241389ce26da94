/**
 * A BitLocker recovery key, as Windows prints it and people file it in their notes:
 *
 *   bitlocker: 790372-507496-319451-502744-466774-535337-445335-782265
 *   Device name: WREN-LT03   Key ID: B0293EAE   Recovery key: 026576-079145-…-781539
 *
 * Whoever has it unlocks the drive without the PIN, so it is a secret, named or not. The shape
 * needs no name, because the format checks itself:
 * - 48 digits in eight groups of six, joined by dashes;
 * - each group is a multiple of 11 (Windows writes 16 bits of the key times 11, so below
 *   720,896; copies typed by hand and invented examples go past that, and the multiple alone
 *   is check enough): a number typed at random passes one time in 11 per group, about one in
 *   200 million for all eight;
 * - standing alone: no word or digit right before or after it, and no further group;
 * - not a sample: documentation writes `111111-111111-…` (a few distinct digits, or one group
 *   written eight times).
 * See docs/design.md, "Redaction".
 *
 * Anchored on the first dash, between a digit and a digit; the six digits before it must start
 * the key, so an ISO date's dash fails on the four digits of its year.
 */
import type { Finder, Rule } from "../rule.js";
import { span } from "../rule.js";
import { isAlnum, isDigit, runEnd } from "../chars.js";

const GROUPS = 8;
const GROUP_DIGITS = 6;
/** Each group is a multiple of 11. */
const GROUP_FACTOR = 11;
/** A key with this many distinct digits or fewer is a sample, not a drive's. */
const MAX_SAMPLE_DISTINCT_DIGITS = 3;
const DASH = 45;

/** Where the key whose first dash is at q would begin, or -1. */
function find(text: string, q: number): number {
  const s = q - GROUP_DIGITS;
  if (s < 0 || runEnd(text, s, isDigit, GROUP_DIGITS) !== q) return -1;
  if (s > 0) {
    const before = text.charCodeAt(s - 1);
    if (isAlnum(before) || before === DASH) return -1;
  }
  return s;
}

/** The end of the recovery key starting at s, or -1 when it is none (see the module comment). */
export function recoveryKeyEnd(text: string, s: number): number {
  const groups: string[] = [];
  let k = s;
  for (let g = 0; g < GROUPS; g++) {
    if (g > 0) {
      if (text.charCodeAt(k) !== DASH) return -1;
      k++;
    }
    if (runEnd(text, k, isDigit, GROUP_DIGITS) !== k + GROUP_DIGITS) return -1;
    const group = text.slice(k, k + GROUP_DIGITS);
    if (Number(group) % GROUP_FACTOR !== 0) return -1;
    groups.push(group);
    k += GROUP_DIGITS;
  }
  const after = text.charCodeAt(k);
  if (isAlnum(after) || (after === DASH && isDigit(text.charCodeAt(k + 1)))) return -1;
  if (new Set(groups.join("")).size <= MAX_SAMPLE_DISTINCT_DIGITS || new Set(groups).size === 1) return -1;
  return k;
}

const triggers: Finder[] = [{ anchor: "-", prev: "0123456789", next: "0123456789", find }];

const rule: Rule = {
  name: "bitlocker-recovery-key",
  ids: ["bitlocker-recovery-key"],
  kind: "secret",
  triggers,
  match({ text }, at) {
    const end = recoveryKeyEnd(text, at);
    return end < 0 ? null : span(at, end, "bitlocker-recovery-key");
  },
};
export default rule;
