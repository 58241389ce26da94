/**
 * Account recovery codes: a line that names them ("Backup codes:", "github-recovery-codes.txt",
 * "emergency scratch codes") followed by a list of code-shaped tokens, one or a few a line,
 * bulleted or numbered or bare (`11fc0-9bc3e`, `OLSW-SRBG-FUC2`, `8372 1956`). Each code signs
 * in without the second factor, so each is a password.
 *
 * Selected by structure: the naming line only opens the search; what is redacted is a run of
 * lines made of nothing but code-shaped tokens (isCode), right under it or after a blank line.
 * The first line that holds anything else ends the list, and a list of fewer than
 * MIN_CODES codes is not one.
 */
import type { Rule, Span } from "../rule.js";
import { span } from "../rule.js";
import { isAlnum, isAlpha, isBlank, isDigit } from "../chars.js";
import { lineEnd, nextLine } from "../table.js";

/** The words before "codes" that name recovery codes. */
const QUALIFIERS = ["recovery", "backup", "scratch"];
/** "codes" must start this close after the qualifier, on its line ("backup verification codes"). */
const MAX_GAP_CHARS = 16;
const MAX_LIST_LINES = 40;
const MAX_BLANK_LINES_BEFORE = 2;
const MIN_CODES = 3;
const MAX_CODES_PER_LINE = 4;
const MIN_GROUP_CHARS = 3;
const MAX_GROUP_CHARS = 8;
const MIN_SINGLE_CHARS = 4;
const MAX_SINGLE_CHARS = 12;
const MAX_CODE_CHARS = 24;

/** A Latin qualifier's trigger edge: not inside a longer word (`_` and `-` join `recovery-codes`). */
const isEdge = (c: number): boolean => !isAlpha(c);

/** Is text[s, e) code-shaped: alphanumeric groups joined by `-` (each MIN..MAX_GROUP_CHARS),
 *  or one group of MIN..MAX_SINGLE_CHARS, with a digit in it? */
export function isCode(text: string, s: number, e: number): boolean {
  if (e - s > MAX_CODE_CHARS) return false;
  let groups = 0;
  let group = 0;
  let longest = 0;
  let digit = false;
  for (let i = s; i <= e; i++) {
    const c = i < e ? text.charCodeAt(i) : 45;
    if (c === 45) {
      if (group === 0) return false;
      if (group > longest) longest = group;
      groups++;
      if (groups > 1 || i < e) {
        if (group < MIN_GROUP_CHARS) return false;
      }
      group = 0;
    } else if (isAlnum(c)) {
      if (isDigit(c)) digit = true;
      group++;
    } else return false;
  }
  if (!digit) return false;
  if (groups === 1) return longest >= MIN_SINGLE_CHARS && longest <= MAX_SINGLE_CHARS;
  return longest <= MAX_GROUP_CHARS;
}

/** The codes of the line [s, e) after its bullet or number (`- `, `* `, `3. `, `3) `), or null
 *  if anything else is on it. */
function codesOf(text: string, s: number, e: number): Array<[number, number]> | null {
  let i = s;
  while (i < e && isBlank(text.charCodeAt(i))) i++;
  const c = text.charCodeAt(i);
  if ((c === 45 || c === 42 || c === 0x2022) && isBlank(text.charCodeAt(i + 1))) i += 2;
  else {
    let k = i;
    while (k < e && k - i < 3 && isDigit(text.charCodeAt(k))) k++;
    if (k > i && (text.charCodeAt(k) === 46 || text.charCodeAt(k) === 41) && isBlank(text.charCodeAt(k + 1))) i = k + 2;
  }
  const codes: Array<[number, number]> = [];
  while (i < e) {
    while (i < e && (isBlank(text.charCodeAt(i)) || text.charCodeAt(i) === 44)) i++;
    if (i >= e) break;
    let j = i;
    while (j < e && !isBlank(text.charCodeAt(j)) && text.charCodeAt(j) !== 44) j++;
    let t = j;
    while (t > i && text.charCodeAt(t - 1) === 96) t--; // `code`
    const from = text.charCodeAt(i) === 96 ? i + 1 : i;
    if (!isCode(text, from, t) || codes.length === MAX_CODES_PER_LINE) return null;
    codes.push([from, t]);
    i = j;
  }
  return codes.length > 0 ? codes : null;
}

const rule: Rule = {
  name: "recovery-codes",
  ids: ["recovery-codes"],
  kind: "secret",
  triggers: QUALIFIERS.map((q) => ({ ci: q, edge: isEdge })),
  match({ text }, at) {
    let q = at;
    while (q < text.length && isAlpha(text.charCodeAt(q))) q++;
    // "codes", plural, after words only: a list is named ("backup verification codes",
    // "recovery-codes.txt"), not "backup code refactor".
    const gap = text.slice(q, q + MAX_GAP_CHARS + 5).toLowerCase().indexOf("codes");
    if (gap === -1 || gap > MAX_GAP_CHARS) return null;
    for (let k = q; k < q + gap; k++) {
      const c = text.charCodeAt(k);
      if (!isAlpha(c) && !isBlank(c) && c !== 45 && c !== 95) return null;
    }
    // Only a line that names codes is read to its end (so a long line of other text is not read
    // again from each of its triggers).
    const e = lineEnd(text, at);
    if (e === -1) return null;
    const spans: Span[] = [];
    // Codes after the name on its own line: "Backup codes: 1234-5678, 2345-6789, 3456-7890".
    let i = q + gap + 5;
    while (i < e && (text.charCodeAt(i) === 58 || isBlank(text.charCodeAt(i)))) i++;
    for (const [a, b] of (i < e ? codesOf(text, i, e) : null) ?? []) spans.push(span(a, b, "recovery-codes"));
    let line = nextLine(text, e);
    let blanks = 0;
    let listed = false;
    let end = e;
    for (let n = 0; line !== -1 && n < MAX_LIST_LINES; n++) {
      const le = lineEnd(text, line);
      if (le === -1) break;
      let s = line;
      while (s < le && isBlank(text.charCodeAt(s))) s++;
      const fence = text.startsWith("```", s);
      if (s === le || fence) {
        // Blank lines and a code fence may stand between the name and the list, not inside it.
        if (listed && !fence) break;
        if (++blanks > MAX_BLANK_LINES_BEFORE + 1) break;
      } else {
        const codes = codesOf(text, s, le);
        if (codes === null) break;
        for (const [a, b] of codes) spans.push(span(a, b, "recovery-codes"));
        listed = true;
        end = le;
      }
      line = nextLine(text, le);
    }
    // Another trigger on this line names the same list: the line is done either way.
    return spans.length >= MIN_CODES ? { skipTo: end, spans } : { skipTo: e };
  },
};
export default rule;
