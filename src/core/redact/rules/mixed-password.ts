/**
 * A generated password standing on its own, in any language and with no name beside it:
 *
 *   [23:05] Burak: şifre: Vessel?5500nomad~
 *   Ghi chú bàn giao — Mật khẩu: t7VUn+my9H#IVuz
 *   root on the NAS is Pylon%34ripple!
 *   [17:07] Neha: o7985~sWSd4drN2vJ^o
 *
 * The other rules find a value through its name (`password=`, "the db password is …"); chat and
 * notes name it in whatever language they are written in, or in the message before. This rule
 * needs no name because the word itself says enough: upper and lower case letters, a digit and
 * a symbol that prose, code and identifiers do not put inside a word (`~ ^ * % # & ! ? $`), all
 * in one unbroken run of 12–64 characters. A word of a sentence has no symbol inside it, an
 * identifier has no `^` or `~`, and what does mix them in text is ruled out by its structure:
 * a URL or path (`/`, `.`, `:` around or inside), a query string (`a=1&b=2`), an expression
 * (`==`, `&&`, `!=`, `+=`), a masked display (`ab****cd`), markdown emphasis (`**Q3-2026**`), a
 * shell or Windows variable (`$HOME2`, `%APPDATA%`), percent-encoding, base64 (whose only
 * symbols are `+ / =`, and which the keyed rules judge by its name).
 *
 * Anchored on the symbol: the scanner asks only where one follows a letter or digit, so the
 * cost is a bounded look at the word around it (at most MAX_WORD_CHARS either way).
 */
import type { Rule } from "../rule.js";
import { span } from "../rule.js";
import { isDigit, isEscapeAt, isLower, isUpper } from "../chars.js";
import { distinctChars, shannonEntropy } from "../entropy.js";
import { isPlaceholderValue } from "../values.js";

/** Symbols that make the word: the anchors. `+`, `=`, `-`, `_` and `@` may stand in the word too,
 *  but alone they make base64, `key=value`, kebab and snake case, e-mail and package names. */
const STRONG = "~^*%#&!?$";
const WEAK = "+=-_@";
const MIN_WORD_CHARS = 12;
const MAX_WORD_CHARS = 64;
const MIN_LETTERS = 4;
const MIN_DISTINCT_CHARS = 8;
const MIN_ENTROPY_BITS = 2.5;

const STRONG_SET = new Uint8Array(128);
for (const c of STRONG) STRONG_SET[c.charCodeAt(0)] = 1;
const WORD_SET = new Uint8Array(128);
for (const c of STRONG + WEAK) WORD_SET[c.charCodeAt(0)] = 1;
for (let c = 48; c < 128; c++) if (isDigit(c) || isUpper(c) || isLower(c)) WORD_SET[c] = 1;
const inWord = (c: number): boolean => c < 128 && WORD_SET[c] === 1;
const isStrong = (c: number): boolean => c < 128 && STRONG_SET[c] === 1;


/** Characters that, right beside the word, make it part of something larger: a path or URL
 *  (`/`, `\`), a dotted name or a sentence's next word without a blank (`.` before a letter). */
function joinedOutside(text: string, s: number, e: number): boolean {
  const before = text.charCodeAt(s - 1);
  if (before === 47 || before === 46 || (before === 92 && !isEscapeAt(text, s - 1))) return true; // / . \
  if (isEscapeAt(text, s - 2)) return false;
  const after = text.charCodeAt(e);
  // A backslash after the word is a path's, unless it escapes a break or a quote (JSON).
  if (after === 47 || (after === 92 && !isEscapeAt(text, e))) return true;
  // `.` or `:` ends a sentence or a label only before a blank or the end: `Abc^1234xyz.com` is a name.
  if (after === 46 || after === 58) {
    const next = text.charCodeAt(e + 1);
    return !(Number.isNaN(next) || next === 32 || next === 9 || next === 10 || next === 13);
  }
  return false;
}

/** Expression and markup structure inside the word (see the module comment). */
function structured(v: string): boolean {
  if (v.includes("==") && !/^[^=]+={1,2}$/.test(v)) return true;
  if (v.includes("&&") || v.includes("!=") || v.includes("+=") || v.includes("-=") || v.includes("*=") || v.includes("=>")) return true;
  // A query string: two `name=` fields joined by `&`, or a leading `?name=`.
  if (/(?:^|[?&])[A-Za-z_][\w-]*=[^&]*&[A-Za-z_][\w-]*=/.test(v) || /^\?[A-Za-z_][\w-]*=/.test(v)) return true;
  // A numbered reference: `Order#2026-11-A7`, `PR#1234` (a word, then `#` and a number in
  // separated parts; a password runs its digits into letters: `Lbamxk#799xufbK`).
  if (/^[A-Za-z]+#[0-9]+(?:[-_][A-Za-z0-9]+)*$/.test(v)) return true;
  // A masked display or a rule of symbols: three of one symbol in a row.
  if (/([^A-Za-z0-9])\1\1/.test(v)) return true;
  // Shell and Windows variables, printf and strftime fields, percent-encoding.
  if (/\$[A-Za-z_{(]/.test(v) && /\$[A-Z_]{2,}|\$\{|\$\(/.test(v)) return true;
  if (/%[A-Za-z_]+%/.test(v)) return true;
  if ((v.match(/%[0-9A-Fa-f]{2}/g)?.length ?? 0) >= 2) return true;
  return false;
}

/** Strip a symmetric markdown wrapper (`**x**`, `__x__`, `~~x~~`, `*x*`). */
function unwrap(text: string, s: number, e: number): [number, number] {
  while (e - s > 2) {
    const a = text.charCodeAt(s);
    if ((a === 42 || a === 95 || a === 126) && text.charCodeAt(e - 1) === a) {
      s++;
      e--;
    } else break;
  }
  return [s, e];
}

/** Past a leading `NAME=`, if the word has one: an env name (`MINIO_ROOT_PASSWORD=`) or a
 *  setting's (`smtp_pass=`), in one case; `Mbxi=hIHaZ~…` is a password that holds a `=`. */
function afterName(text: string, s: number, e: number): number {
  let upper = false;
  let lower = false;
  for (let k = s; k < e; k++) {
    const c = text.charCodeAt(k);
    if (c === 61) return k > s && !(upper && lower) ? k + 1 : s;
    if (isUpper(c)) upper = true;
    else if (isLower(c)) lower = true;
    else if (!(isDigit(c) || c === 95 || c === 45)) return s;
  }
  return s;
}

/** The word around the symbol at `q`, [start, end), or null when it cannot be a password. */
export function mixedPasswordAt(text: string, q: number): [number, number] | null {
  let s = q;
  // (The `n` of an escaped break, `\nVessel?5500…` inside a JSON string, is not the word's.)
  while (s > 0 && q - s < MAX_WORD_CHARS && inWord(text.charCodeAt(s - 1)) && !isEscapeAt(text, s - 2)) s--;
  if (s > 0 && inWord(text.charCodeAt(s - 1)) && !isEscapeAt(text, s - 2)) return null;
  let e = q + 1;
  while (e < text.length && e - q < MAX_WORD_CHARS && inWord(text.charCodeAt(e))) e++;
  if (e < text.length && inWord(text.charCodeAt(e))) return null;
  // Sentence punctuation after the word is not part of it ("… is Pylon%34ripple!" keeps its `!`,
  // which a password ends with as often as a sentence does).
  [s, e] = unwrap(text, s, e);
  if (structured(text.slice(s, e))) return null;
  // `NAME=value` written as one word (a compose list item, an env dump): the value is the word.
  s = afterName(text, s, e);
  if (e - s < MIN_WORD_CHARS || e - s > MAX_WORD_CHARS || joinedOutside(text, s, e)) return null;
  let lower = 0;
  let upper = 0;
  let digit = 0;
  let strongInside = false;
  for (let k = s; k < e; k++) {
    const c = text.charCodeAt(k);
    if (isLower(c)) lower++;
    else if (isUpper(c)) upper++;
    else if (isDigit(c)) digit++;
    else if (k > s && isStrong(c)) strongInside = true;
  }
  if (lower === 0 || upper === 0 || digit === 0 || lower + upper < MIN_LETTERS || !strongInside) return null;
  const v = text.slice(s, e);
  if (structured(v) || isPlaceholderValue(v)) return null;
  if (distinctChars(v) < MIN_DISTINCT_CHARS || shannonEntropy(v) < MIN_ENTROPY_BITS) return null;
  return [s, e];
}

const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

const rule: Rule = {
  name: "mixed-password",
  ids: ["mixed-password"],
  kind: "secret",
  // Only where the symbol follows a letter, a digit or another of the word's symbols
  // (`IGx97hQ1RWt7n+&E`): `# heading`, `* item`, `$ prompt` and `?` or `!` after a blank are
  // never asked.
  triggers: [...STRONG].map((anchor) => ({ anchor, prev: ALNUM + STRONG + WEAK, find: (text: string, q: number) => mixedPasswordAt(text, q)?.[0] ?? -1 })),
  match({ text }, at) {
    // `find` has judged the word; the span is its word again from its start.
    for (let q = at; q < text.length && q - at <= MAX_WORD_CHARS; q++) {
      if (!isStrong(text.charCodeAt(q)) || q === at) continue;
      const found = mixedPasswordAt(text, q);
      if (found !== null && found[0] === at) return span(found[0], found[1], "mixed-password", true);
    }
    return null;
  },
};
export default rule;
