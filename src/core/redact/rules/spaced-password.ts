/**
 * A generated password shown in groups of four, as WordPress shows an application password
 * (`wIHK RZNd m4Fw XU4i ehZU N3b2`): six groups of four letters and digits, one blank between
 * them, with upper case, lower case and digits all present. The other rules read a value as one
 * word, so after its name ("application password:", `WP_APP_PASSWORD="…"`) they stopped at the
 * first group.
 *
 * An app-specific password of Apple's or Google's is four groups of four lower-case letters,
 * joined by hyphens or blanks (`wugs-eyal-vtoy-lpeb`, `qwrt ypsd fghj klzx`): random letters,
 * eleven distinct or more, which four words of a sentence rarely have.
 *
 * Found after a password's name: on its line, or on the next one when the line ends the name
 * with a colon. Upper case and digits alone (an IBAN, `FR37 6024 9338 …`; a key fingerprint,
 * `C15D D1FD 42FE …`) and a few words ("will send when done") are not it. See docs/design.md,
 * "Redaction".
 */
import type { Rule } from "../rule.js";
import { span } from "../rule.js";
import { isAlnum, isEscapedBreak, isLower, joinedBefore, wordRunsInto } from "../chars.js";
import { readGroups } from "../char-groups.js";

const GROUPS = 6;
const GROUP_CHARS = 4;
const MIN_DISTINCT_CHARS = 12;
/** An app-specific password's groups, and the distinct letters random ones have (of 16 letters
 *  drawn from 26, twelve on average). */
const LETTER_GROUPS = 4;
const MIN_DISTINCT_LETTERS = 11;
/** How far after the name the value may start (characters). */
const MAX_LEAD_CHARS = 96;

/** Is text[s, s + 4) a word of four characters `isChar` takes, standing alone? */
function wordOfFour(text: string, s: number, isChar: (c: number) => boolean): boolean {
  if (s < 0 || wordRunsInto(text, s) || isAlnum(text.charCodeAt(s + GROUP_CHARS))) return false;
  for (let j = 0; j < GROUP_CHARS; j++) if (!isChar(text.charCodeAt(s + j))) return false;
  return true;
}

/** A group that would make six mixed groups longer: four letters and digits, a digit or a
 *  capital among them. A word of the sentence ("from", "here") stands beside them as often. */
function mixedGroupAt(text: string, s: number): boolean {
  if (!wordOfFour(text, s, isAlnum)) return false;
  for (let j = 0; j < GROUP_CHARS; j++) if (!isLower(text.charCodeAt(s + j))) return true;
  return false;
}

/** The end of six groups of four starting at `s` (see the file's comment), or -1. */
function groupsEnd(text: string, s: number): number {
  if (joinedBefore(text, s)) return -1;
  // A group before it: the run is longer than six.
  if (text.charCodeAt(s - 1) === 32 && mixedGroupAt(text, s - 5)) return -1;
  const run = readGroups(text, s, GROUP_CHARS, GROUPS, GROUPS, 32, isAlnum);
  if (run === null) return -1;
  const k = run.end;
  // A seventh group, or a word run on: something longer than a password.
  const after = text.charCodeAt(k);
  if (isAlnum(after) || after === 45 || after === 95 || (after === 32 && mixedGroupAt(text, k + 1))) return -1;
  return run.upper > 0 && run.lower > 0 && run.digits > 0 && run.distinct >= MIN_DISTINCT_CHARS ? k : -1;
}

/** The end of four groups of four lower-case letters starting at `s`, joined by one blank or
 *  one hyphen each (the same throughout), with MIN_DISTINCT_LETTERS letters at least, or -1. */
function letterGroupsEnd(text: string, s: number): number {
  if (joinedBefore(text, s)) return -1;
  const before = text.charCodeAt(s - 1);
  const join = text.charCodeAt(s + GROUP_CHARS);
  if (join !== 32 && join !== 45) return -1;
  // A fifth group before it: the run is longer than four.
  if (before === join && wordOfFour(text, s - 5, isLower)) return -1;
  const run = readGroups(text, s, GROUP_CHARS, LETTER_GROUPS, LETTER_GROUPS, join, isLower);
  if (run === null) return -1;
  const k = run.end;
  const after = text.charCodeAt(k);
  // A longer run: a hyphen going on, or a fifth group after a blank (a word of the sentence may
  // follow a blank).
  if (isAlnum(after) || after === 95 || (after === join && (join === 45 ? isAlnum(text.charCodeAt(k + 1)) : wordOfFour(text, k + 1, isLower)))) return -1;
  return run.distinct >= MIN_DISTINCT_LETTERS ? k : -1;
}

const rule: Rule = {
  name: "spaced-password",
  ids: ["spaced-password"],
  kind: "secret",
  triggers: [{ ci: "pass" }],
  match({ text }, at) {
    let i = at + 4;
    const limit = Math.min(text.length, at + MAX_LEAD_CHARS);
    let newlines = 0;
    while (i < limit) {
      const c = text.charCodeAt(i);
      // A line break, also one a JSON string escapes (`\n`).
      if (c === 10 || (isEscapedBreak(text, i) && text.charCodeAt(i + 1) === 110)) {
        // The next line only after a colon ("… an application password:\nwIHK …"), with one
        // blank line between at most.
        let b = i - 1;
        for (;;) {
          if (b > at && (text.charCodeAt(b) === 32 || text.charCodeAt(b) === 13)) b--;
          else if (b > at + 1 && text.charCodeAt(b) === 114 && text.charCodeAt(b - 1) === 92) b -= 2; // an escaped `\r`
          else break;
        }
        const prevBreak = text.charCodeAt(b) === 10 || (text.charCodeAt(b) === 110 && text.charCodeAt(b - 1) === 92);
        if (++newlines > 2 || (newlines === 1 && text.charCodeAt(b) !== 58) || (newlines === 2 && !prevBreak)) return null;
      }
      // Both shapes put a blank or a hyphen after a first group of four.
      const sep = text.charCodeAt(i + GROUP_CHARS);
      if ((sep === 32 || sep === 45) && isAlnum(c) && !wordRunsInto(text, i)) {
        const e = groupsEnd(text, i);
        if (e !== -1) return span(i, e, "spaced-password");
        const l = letterGroupsEnd(text, i);
        if (l !== -1) return span(i, l, "spaced-password");
      }
      i++;
    }
    return null;
  },
};
export default rule;
