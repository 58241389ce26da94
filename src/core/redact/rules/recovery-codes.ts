/**
 * Account recovery codes: a line that names them ("Backup codes:", "github-recovery-codes.txt",
 * "emergency scratch codes", "リカバリーコード", "备用码") followed by a list of code-shaped tokens, one or a few a line,
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
import { isAlnum, isAlpha, isBlank, isDigit, isEscapedBreak } from "../chars.js";
import { lineEnd, nextLine } from "../table.js";

/** The words before "codes" that name recovery codes. */
const QUALIFIERS = ["recovery", "backup", "scratch"];
/** Names of recovery codes in Japanese, Chinese and Korean, where no qualifier word stands
 *  apart from the noun. */
const NAMES = ["バックアップコード", "リカバリーコード", "リカバリコード", "恢复码", "备用码", "恢复代码", "备份码", "복구 코드", "백업 코드"];
/** "codes" must start this close after the qualifier, on its line ("backup verification codes"). */
const MAX_GAP_CHARS = 16;
const MAX_LIST_LINES = 40;
const MAX_BLANK_LINES_BEFORE = 2;
const MIN_CODES = 3;
/** Codes right after the name's colon on its own line ("backup codes: 15959832 10091649") are
 *  a list of this many, if each is this long. */
const MIN_CODES_AFTER_COLON = 2;
const MIN_CHARS_AFTER_COLON = 6;
/** Lines of other text between the name and its list ("printed 12 Nov, kept in the safe",
 *  "Keep these somewhere safe, each one works once:"), before the list starts. */
const MAX_OTHER_LINES_BEFORE = 2;
const MAX_CODES_PER_LINE = 4;
const MIN_GROUP_CHARS = 3;
const MAX_GROUP_CHARS = 8;
const MIN_SINGLE_CHARS = 4;
const MAX_SINGLE_CHARS = 12;
const MAX_CODE_CHARS = 24;

/** A Latin qualifier's trigger edge: not inside a longer word (`_` and `-` join `recovery-codes`). */
const isEdge = (c: number): boolean => !isAlpha(c);

/** The shape of text[s, e) if it is code-shaped, alphanumeric groups joined by `-` (each
 *  MIN..MAX_GROUP_CHARS) or one group of MIN..MAX_SINGLE_CHARS: the group lengths (`5-5`), and
 *  whether a digit is in it; null otherwise. */
function codeShape(text: string, s: number, e: number): { shape: string; digit: boolean } | null {
  if (e - s > MAX_CODE_CHARS || e === s) return null;
  const groups: number[] = [];
  let group = 0;
  let digit = false;
  for (let i = s; i <= e; i++) {
    const c = i < e ? text.charCodeAt(i) : 45;
    if (c === 45) {
      if (group === 0) return null;
      groups.push(group);
      group = 0;
    } else if (isAlnum(c)) {
      if (isDigit(c)) digit = true;
      group++;
    } else return null;
  }
  const ok = groups.length === 1 ? groups[0]! >= MIN_SINGLE_CHARS && groups[0]! <= MAX_SINGLE_CHARS : groups.every((g) => g >= MIN_GROUP_CHARS && g <= MAX_GROUP_CHARS);
  return ok ? { shape: groups.join("-"), digit } : null;
}

/** Is text[s, e) a code: code-shaped with a digit in it, or (`shape`) of the shape of the codes
 *  before it in its list (`nzdoc-gdapf` among `b5o9l-wf969`, random letters that drew no digit)? */
export function isCode(text: string, s: number, e: number, shape?: string): boolean {
  const c = codeShape(text, s, e);
  return c !== null && (c.digit || c.shape === shape);
}

/** Where a line's text starts after its bullet or number (`- `, `* `, `• `, `3. `, `3) `) at
 *  `i`; `i` if it has none. */
function markerEnd(text: string, i: number, e: number): number {
  const c = text.charCodeAt(i);
  if ((c === 45 || c === 42 || c === 0x2022) && isBlank(text.charCodeAt(i + 1))) return i + 2;
  let k = i;
  while (k < e && k - i < 3 && isDigit(text.charCodeAt(k))) k++;
  return k > i && (text.charCodeAt(k) === 46 || text.charCodeAt(k) === 41) && isBlank(text.charCodeAt(k + 1)) ? k + 2 : i;
}

/** The codes of the line [s, e) after its bullet or number (`- `, `* `, `3. `, `3) `), or null
 *  if anything else is on it. */
function codesOf(text: string, s: number, e: number, list: { shape?: string; marked?: boolean }): Array<[number, number]> | null {
  let i = s;
  // Blanks, and the `>` of a quoted mail ("> 1. 6LJW-BZGP-Q6MX").
  while (i < e && (isBlank(text.charCodeAt(i)) || text.charCodeAt(i) === 62)) i++;
  const from0 = i;
  i = markerEnd(text, i, e);
  list.marked = i > from0;
  const codes: Array<[number, number]> = [];
  let shape = list.shape;
  while (i < e) {
    while (i < e && (isBlank(text.charCodeAt(i)) || text.charCodeAt(i) === 44)) i++;
    if (i >= e) break;
    let j = i;
    while (j < e && !isBlank(text.charCodeAt(j)) && text.charCodeAt(j) !== 44) j++;
    let t = j;
    while (t > i && text.charCodeAt(t - 1) === 96) t--; // `code`
    const from = text.charCodeAt(i) === 96 ? i + 1 : i;
    // The number of a code in a list set in columns (" 1. 53573458    6. 91457195",
    // "1 64391845     4 81103097"): a marker, when a code follows it on the line.
    if (isMarker(text, i, j) && j < e) {
      i = j;
      continue;
    }
    if (!isCode(text, from, t, shape) || codes.length === MAX_CODES_PER_LINE) return null;
    shape ??= codeShape(text, from, t)!.shape;
    codes.push([from, t]);
    i = j;
  }
  if (codes.length === 0) return null;
  // Only a line of codes sets the shape the rest of the list may have.
  list.shape = shape;
  return codes;
}

/** What may follow a struck-through code on its line ("~~3493 6614~~ used", "~~k2f9-x7q1~~
 *  (used 3 Oct)"): a short note, no more. */
const MAX_STRUCK_NOTE_CHARS = 24;

/**
 * The inside of a struck-through line of the list, [from, to) between its `~~` marks, after an
 * optional bullet or number; null for any other line. A used code crossed out is still a line
 * of the list: it must not end it, and its codes are taken too (a code struck through in error
 * is still valid).
 */
function struckLine(text: string, s: number, e: number): [number, number] | null {
  const i = markerEnd(text, s, e);
  if (!text.startsWith("~~", i)) return null;
  // The closing marks are looked for on this line only (an indexOf could read to the text's end
  // from every line of every list).
  let close = i + 2;
  while (close + 1 < e && !(text.charCodeAt(close) === 126 && text.charCodeAt(close + 1) === 126)) close++;
  if (close + 1 >= e || close === i + 2 || e - (close + 2) > MAX_STRUCK_NOTE_CHARS) return null;
  return [i + 2, close];
}

/** Is text[i, j) a list's number: one or two digits, with `.` or `)` or without? */
function isMarker(text: string, i: number, j: number): boolean {
  let k = i;
  while (k < j && k - i < 2 && isDigit(text.charCodeAt(k))) k++;
  if (k === i) return false;
  return k === j || (k + 1 === j && (text.charCodeAt(k) === 46 || text.charCodeAt(k) === 41));
}

/**
 * The codes that open the rest of the naming line, up to the first token that is none, when
 * there are MIN_CODES of them: the list restated on one line, as a digest or a distilled line
 * writes it ("Recovery codes: 7d849-26c44 63db6-51d57 73908-9ac43 after the incident"), or
 * pasted into a JSON string ("Recovery codes:\\n7d849-26c44\\n63db6-51d57\\n…").
 */
function leadingCodes(text: string, i: number, e: number, list: { shape?: string }): Array<[number, number]> | null {
  const codes: Array<[number, number]> = [];
  let shape = list.shape;
  while (i < e && codes.length < MAX_LIST_LINES * MAX_CODES_PER_LINE) {
    while (i < e && (isBlank(text.charCodeAt(i)) || text.charCodeAt(i) === 44 || isEscapedBreak(text, i))) i += isEscapedBreak(text, i) ? 2 : 1;
    let j = i;
    while (j < e && !isBlank(text.charCodeAt(j)) && text.charCodeAt(j) !== 44 && !isEscapedBreak(text, j)) j++;
    let t = j;
    while (t > i && (text.charCodeAt(t - 1) === 96 || text.charCodeAt(t - 1) === 46 || text.charCodeAt(t - 1) === 59)) t--; // `code`, or "…3f2a1."
    const from = text.charCodeAt(i) === 96 ? i + 1 : i;
    if (j === i || !isCode(text, from, t, shape)) break;
    shape ??= codeShape(text, from, t)!.shape;
    codes.push([from, t]);
    i = j;
  }
  if (codes.length < MIN_CODES) return null;
  list.shape = shape;
  return codes;
}

const rule: Rule = {
  name: "recovery-codes",
  ids: ["recovery-codes"],
  kind: "secret",
  // After an escaped line break (`\\nRecovery codes:` in a JSON string) the letter before the
  // qualifier is the escape's `n`: that form is a trigger of its own.
  triggers: [...QUALIFIERS.flatMap((q) => [{ ci: q, edge: isEdge }, { ci: `\\n${q}`, edge: isEdge }]), ...NAMES],
  match({ text }, at) {
    if (isEscapedBreak(text, at)) at += 2;
    const name = text.charCodeAt(at) >= 0x80 ? NAMES.find((n) => text.startsWith(n, at)) : undefined;
    let i = at;
    if (name !== undefined) i += name.length;
    else {
      while (i < text.length && isAlpha(text.charCodeAt(i))) i++;
      // "codes", plural, after words only: a list is named ("backup verification codes",
      // "recovery-codes.txt"), not "backup code refactor".
      const gap = text.slice(i, i + MAX_GAP_CHARS + 5).toLowerCase().indexOf("codes");
      if (gap === -1 || gap > MAX_GAP_CHARS) return null;
      for (let k = i; k < i + gap; k++) {
        const c = text.charCodeAt(k);
        if (!isAlpha(c) && !isBlank(c) && c !== 45 && c !== 95) return null;
      }
      i += gap + 5;
    }
    // Only a line that names codes is read to its end (so a long line of other text is not read
    // again from each of its triggers).
    const e = lineEnd(text, at);
    if (e === -1) return null;
    const spans: Span[] = [];
    const list: { shape?: string; marked?: boolean } = {};
    // Codes after the name on its own line: "Backup codes: 1234-5678, 2345-6789, 3456-7890".
    let colon = false;
    for (; i < e && (text.charCodeAt(i) === 58 || text.charCodeAt(i) === 0xff1a || isBlank(text.charCodeAt(i))); i++) {
      if (!isBlank(text.charCodeAt(i))) colon = true;
    }
    const onLine = (i < e ? codesOf(text, i, e, list) ?? leadingCodes(text, i, e, list) : null) ?? [];
    for (const [a, b] of onLine) spans.push(span(a, b, "recovery-codes"));
    let line = nextLine(text, e);
    let blanks = 0;
    let others = 0;
    let listed = onLine.length > 0;
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
        const shape = list.shape;
        const struck = struckLine(text, s, le);
        let codes = struck ? codesOf(text, struck[0], struck[1], { ...list }) : codesOf(text, s, le, list);
        // Under other text, a list is bulleted or numbered or of long codes: not a line of years.
        if (codes !== null && others > 0 && !list.marked && codes.some(([a, b]) => b - a < MIN_CHARS_AFTER_COLON)) {
          codes = null;
          list.shape = shape;
        }
        if (codes === null) {
          // A line of other text under the name, before the list: read past a few.
          if (listed || ++others > MAX_OTHER_LINES_BEFORE) break;
          line = nextLine(text, le);
          continue;
        }
        for (const [a, b] of codes) spans.push(span(a, b, "recovery-codes"));
        listed = true;
        end = le;
      }
      line = nextLine(text, le);
    }
    // Another trigger on this line names the same list: the line is done either way. Codes
    // after the name's colon, all on its line, are a list of fewer ("backup codes: 15959832
    // 10091649") when each is long enough.
    const colonList = colon && spans.length === onLine.length && spans.length >= MIN_CODES_AFTER_COLON && spans.every((sp) => sp.end - sp.start >= MIN_CHARS_AFTER_COLON);
    return spans.length >= MIN_CODES || colonList ? { skipTo: end, spans } : { skipTo: e };
  },
};
export default rule;
