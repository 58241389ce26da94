/**
 * A live-stream key in the shape YouTube prints it: five groups of four lower-case letters and
 * digits joined by hyphens (`oo2m-d2t0-tb1m-thtj-tmjp`). Like a licence key (licence-key.ts), the
 * shape needs no name: it is pasted alone in a chat message, under a name in a language no rule
 * reads ("Streymilykilin: …"), or in a calendar invite. Letters and digits both appear (two of
 * each at least), ten distinct characters or more, no stand-in (`xxxx-xxxx-…`) and no sixth
 * group; all digits (a survey code, an ORCID) is a number. See docs/design.md, "Redaction".
 */
import type { Finder, Rule } from "../rule.js";
import { span } from "../rule.js";
import { isAlnum, isDigit, isLower, joinedBefore } from "../chars.js";
import { readGroups } from "../char-groups.js";
import { isPlaceholderValue } from "../values.js";

const GROUP_CHARS = 4;
const GROUPS = 5;
const MIN_DIGITS = 2;
const MIN_LETTERS = 2;
const MIN_DISTINCT_CHARS = 10;

const isKeyChar = (c: number): boolean => isLower(c) || isDigit(c);

/** The end of the key whose first group starts at `s`, or -1. */
function keyEnd(text: string, s: number): number {
  if (joinedBefore(text, s)) return -1;
  const run = readGroups(text, s, GROUP_CHARS, GROUPS, GROUPS, 45, isKeyChar);
  if (run === null) return -1;
  const k = run.end;
  const after = text.charCodeAt(k);
  if (isAlnum(after) || after === 95 || (after === 45 && isAlnum(text.charCodeAt(k + 1)))) return -1;
  if (run.digits < MIN_DIGITS || run.lower < MIN_LETTERS || run.distinct < MIN_DISTINCT_CHARS) return -1;
  return isPlaceholderValue(text.slice(s, k)) ? -1 : k;
}

/** At the first hyphen of a key: its first group ends here. */
const trigger: Finder = {
  anchor: "-",
  prev: "abcdefghijklmnopqrstuvwxyz0123456789",
  next: "abcdefghijklmnopqrstuvwxyz0123456789",
  find(text, q) {
    return q >= GROUP_CHARS && keyEnd(text, q - GROUP_CHARS) !== -1 ? q : -1;
  },
};

const rule: Rule = {
  name: "stream-key",
  ids: ["stream-key"],
  kind: "secret",
  triggers: [trigger],
  match({ text }, at) {
    const s = at - GROUP_CHARS;
    const e = keyEnd(text, s);
    return e === -1 ? null : span(s, e, "stream-key");
  },
};
export default rule;
