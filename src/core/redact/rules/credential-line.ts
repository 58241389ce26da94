/**
 * Passwords in the positional credential files, where a line is fields and the password is the
 * last: PostgreSQL's `.pgpass` (`host:port:database:user:password`, `*` for any) and Postfix's
 * `sasl_passwd` (`[relay]:587 user:password`). The line's shape names the field; the rest of the
 * line after it is the password.
 */
import type { Rule, Span } from "../rule.js";
import { isAlnum, isAlpha, isBlank, isDigit, isEscapedBreak, isSpace } from "../chars.js";
import { isPlaceholderValue } from "../values.js";

const MAX_FIELD_CHARS = 128;
const MAX_PASSWORD_CHARS = 256;
const MIN_PASSWORD_CHARS = 4;
/** A pgpass entry quoted inside a sentence ("rotate *:*:*:postgres:… after the incident", as a
 *  digest or a distilled line restates it) needs a longer password: the line's shape is all
 *  that says what it is. */
const MIN_INLINE_PASSWORD_CHARS = 8;

const isHostChar = (c: number): boolean => isAlnum(c) || c === 46 || c === 45 || c === 95 || c === 42;

/** End of the line from `i` (bounded), and whether the text up to it has no blank. */
function fieldEnd(text: string, i: number, stop: number, max: number): number {
  const limit = Math.min(text.length, i + max);
  while (i < limit && text.charCodeAt(i) !== stop && !isSpace(text.charCodeAt(i))) i++;
  return i;
}


/** Does a line start at `i`: the start of the text, after a newline or an escaped one? */
const isLineStart = (text: string, i: number): boolean => i === 0 || text.charCodeAt(i - 1) === 10 || (i >= 2 && isEscapedBreak(text, i - 2));

/** The password that runs from `s` to the end of the line, or null. */
function passwordToEol(text: string, s: number): [number, number] | null {
  const limit = Math.min(text.length, s + MAX_PASSWORD_CHARS + 1);
  let e = s;
  while (e < limit && text.charCodeAt(e) !== 10 && text.charCodeAt(e) !== 13 && !isEscapedBreak(text, e)) e++;
  if (e === limit && e < text.length) return null;
  while (e > s && isBlank(text.charCodeAt(e - 1))) e--;
  if (e - s < MIN_PASSWORD_CHARS || isPlaceholderValue(text.slice(s, e))) return null;
  for (let i = s; i < e; i++) if (isBlank(text.charCodeAt(i))) return null;
  return [s, e];
}

/** A password on a line of other text, up to the next blank (a quote ends it too). */
function passwordToBlank(text: string, s: number): [number, number] | null {
  const limit = Math.min(text.length, s + MAX_PASSWORD_CHARS + 1);
  let e = s;
  while (e < limit && !isSpace(text.charCodeAt(e)) && !isEscapedBreak(text, e) && text.charCodeAt(e) !== 34) e++;
  if (e === limit && e < text.length) return null;
  // Sentence punctuation after it belongs to the sentence.
  while (e > s && ".,;)".includes(text.charAt(e - 1))) e--;
  if (e - s < MIN_INLINE_PASSWORD_CHARS || isPlaceholderValue(text.slice(s, e))) return null;
  return [s, e];
}

/** .pgpass: `q` on the `:` after the port. */
function pgpass(text: string, q: number): Span | null {
  // Back over the port (digits or `*`) and the host to the start of the line.
  let p = q;
  while (p > 0 && q - p < 5 && (isDigit(text.charCodeAt(p - 1)) || text.charCodeAt(p - 1) === 42)) p--;
  if (p === q || text.charCodeAt(p - 1) !== 58) return null;
  // Then database and user, each up to a `:`. Read before the host: a time of day in a log
  // (`T10:15:22.123Z`, at every second colon) has no two fields after it, and this runs as the
  // finder at every colon after a digit.
  let i = q + 1;
  let userStart = i;
  for (let f = 0; f < 2; f++) {
    const e = fieldEnd(text, i, 58, MAX_FIELD_CHARS);
    if (e === i || text.charCodeAt(e) !== 58) return null;
    userStart = i;
    i = e + 1;
  }
  let h = p - 1;
  while (h > 0 && p - 1 - h < MAX_FIELD_CHARS && isHostChar(text.charCodeAt(h - 1))) h--;
  // The `n` of an escaped newline reads as a host character: the host starts after it.
  if (h > 0 && isEscapedBreak(text, h - 1)) h++;
  if (h >= p - 1) return null;
  // At the start of a line, or after a blank within one (quoted in a sentence, or a bullet).
  const atLineStart = isLineStart(text, h);
  if (!atLineStart && !isBlank(text.charCodeAt(h - 1))) return null;
  if (!atLineStart) {
    // Inside a sentence only a plain entry: a user name with a letter and a password without a
    // colon (an MD5 fingerprint, 80:71:39:40:27:56:…, has neither).
    let letter = false;
    for (let k = userStart; k < i - 1 && !letter; k++) letter = isAlpha(text.charCodeAt(k)) || text.charCodeAt(k) >= 0xc0;
    if (!letter) return null;
    const limit = Math.min(text.length, i + MAX_PASSWORD_CHARS);
    for (let k = i; k < limit && !isSpace(text.charCodeAt(k)); k++) if (text.charCodeAt(k) === 58) return null;
  }
  const pw = atLineStart ? (passwordToEol(text, i) ?? passwordToBlank(text, i)) : passwordToBlank(text, i);
  if (pw === null || isShadowAgeing(text, pw[0], pw[1])) return null;
  return { start: pw[0], end: pw[1], rule: "credential-file-password" };
}

/** `99999:7:::`: the ageing fields of an /etc/shadow line, numbers and empty fields between
 *  colons. A locked account (`daemon:*:19700:0:99999:7:::`) has the shape of a .pgpass line up
 *  to them; a password is not made of them. */
function isShadowAgeing(text: string, s: number, e: number): boolean {
  let colon = false;
  for (let i = s; i < e; i++) {
    const c = text.charCodeAt(i);
    if (c === 58) colon = true;
    else if (!isDigit(c)) return false;
  }
  return colon;
}

/** sasl_passwd: `at` on the `]:` of `[relay]:port user:password` at the start of a line. */
function saslPasswd(text: string, at: number): Span | null {
  let b = at;
  while (b > 0 && at - b < MAX_FIELD_CHARS && isHostChar(text.charCodeAt(b - 1))) b--;
  if (text.charCodeAt(b - 1) !== 91) return null;
  // At the start of a line, or restated after a blank within one (as in pgpass above).
  const atLineStart = isLineStart(text, b - 1);
  if (!atLineStart && !(b > 1 && isBlank(text.charCodeAt(b - 2)))) return null;
  let i = at + 2;
  while (i - at < 8 && isDigit(text.charCodeAt(i))) i++;
  if (!isBlank(text.charCodeAt(i))) return null;
  while (isBlank(text.charCodeAt(i))) i++;
  const e = fieldEnd(text, i, 58, MAX_FIELD_CHARS);
  if (e === i || text.charCodeAt(e) !== 58) return null;
  const pw = atLineStart ? (passwordToEol(text, e + 1) ?? passwordToBlank(text, e + 1)) : passwordToBlank(text, e + 1);
  return pw === null ? null : { start: pw[0], end: pw[1], rule: "credential-file-password" };
}

const rule: Rule = {
  name: "credential-line",
  ids: ["credential-file-password"],
  kind: "secret",
  triggers: [{ anchor: ":", find: (t, q) => (pgpass(t, q) !== null ? q : -1), prev: "0123456789*", next: "^ \t\r\n" }, "]:"],
  match({ text }, at): Span | null {
    return text.charCodeAt(at) === 93 ? saslPasswd(text, at) : pgpass(text, at);
  },
};
export default rule;
