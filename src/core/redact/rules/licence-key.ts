/**
 * A software licence, product or recovery key in the shape vendors print it: four or five groups
 * of five capitals and digits joined by hyphens (`8XVQ5-SWFE5-ANNN2-Z6L5K-VR9KH`,
 * `XTYKD-5U4H4-TP34M-RTPEX`). The shape is narrow enough to need no name: it is how product keys
 * and account recovery keys are written, and an identifier of that shape (five groups of five)
 * is rare. Letters and digits both appear (two of each at least), the key has ten distinct
 * characters or more, and a stand-in (`XXXXX-XXXXX-…`, `AAAAA-BBBBB-…`, a group of one
 * repeated character) is none. See docs/design.md, "Redaction".
 */
import type { Finder, Rule } from "../rule.js";
import { span } from "../rule.js";
import { isAlnum, isDigit, isUpper, joinedBefore } from "../chars.js";
import { readGroups } from "../char-groups.js";
import { isPlaceholderValue } from "../values.js";

const GROUP_CHARS = 5;
const MIN_GROUPS = 4;
const MAX_GROUPS = 5;
const MIN_DIGITS = 2;
const MIN_LETTERS = 2;
const MIN_DISTINCT_CHARS = 10;

const isKeyChar = (c: number): boolean => isUpper(c) || isDigit(c);

/** The end of the key whose first group starts at `s`, or -1. */
function keyEnd(text: string, s: number): number {
  if (joinedBefore(text, s)) return -1;
  const run = readGroups(text, s, GROUP_CHARS, MIN_GROUPS, MAX_GROUPS, 45, isKeyChar);
  if (run === null) return -1;
  // A hyphen after the fifth group is read with the key.
  const end = run.groups === MAX_GROUPS && text.charCodeAt(run.end) === 45 ? run.end + 1 : run.end;
  // A longer run (a sixth group, a seventh character) is something else.
  if (isAlnum(text.charCodeAt(end)) || text.charCodeAt(end) === 95 || (text.charCodeAt(end) === 45 && isAlnum(text.charCodeAt(end + 1)))) return -1;
  const letters = run.upper;
  if (run.digits < MIN_DIGITS || letters < MIN_LETTERS || run.distinct < MIN_DISTINCT_CHARS || run.repeatedGroup) return -1;
  return isPlaceholderValue(text.slice(s, end)) ? -1 : end;
}

/** At the first hyphen of a key: its first group ends here. */
const trigger: Finder = {
  anchor: "-",
  prev: "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789",
  next: "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789",
  find(text, q) {
    return q >= GROUP_CHARS && keyEnd(text, q - GROUP_CHARS) !== -1 ? q : -1;
  },
};

const rule: Rule = {
  name: "licence-key",
  ids: ["licence-key"],
  kind: "secret",
  triggers: [trigger],
  match({ text }, at) {
    const s = at - GROUP_CHARS;
    const e = keyEnd(text, s);
    return e === -1 ? null : span(s, e, "licence-key");
  },
};
export default rule;
