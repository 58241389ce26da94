/**
 * A secret printed on the line after the line that asked for it by name: a shell, a REPL or a
 * console reads a secret-named variable, and its output is the value, with no name beside it.
 *
 *   $ printenv SESSION_SECRET            >>> os.environ.get('PAYMENTS_HMAC_KEY')
 *   4716…                                '06cc…'
 *
 *   C:\build> echo %NEXUS_TOKEN%         store(prod)> ENV.fetch("SIDEKIQ_WEB_PASSWORD")
 *   0b39…                                => "t&bl…"
 *
 *   127.0.0.1:6379> CONFIG GET requirepass     REDIS_PASSWORD:      (kubectl describe)
 *   1) "requirepass"                           ----
 *   2) "c115…"                                 c153…
 *
 * The asking line ends with the name (closing quotes, brackets or `%` aside) and either holds a
 * prompt before it (`$ `, `> `, `# `, `>>> `) or is the name alone (a label line, with or
 * without `:`). The output is the next line, after at most one line that only underlines the
 * label (`----`) or repeats the name (`1) "requirepass"`); it holds one word, perhaps quoted
 * and after a REPL's result marker (`=> `, `= `, `2) `, `Out[3]: `). The value is then judged
 * as the same value after `NAME=` would be (judge-value.ts): the name vouches for nothing a
 * placeholder, a path or a word would need.
 *
 * Anchored on the name's keyword where a name can end (`…TOKEN` before a quote, a bracket, `%`,
 * `:` or the line's end), so ordinary prose never reaches it.
 */
import type { Rule } from "../rule.js";
import { span } from "../rule.js";
import { isBlank, isTokenChar } from "../chars.js";
import { judgeNamedValue } from "../judge-value.js";
import { keywordEndingName, secretNameFamily } from "../secret-name.js";

const MAX_LINE_CHARS = 512;
const MAX_NAME_CHARS = 128;
const MAX_VALUE_CHARS = 1024;
/** Closing characters that may follow the name on its line: `')`, `"]`, `%`, `:`, and the
 *  backslash of an escaped quote (`\")`). */
const CLOSERS = new Set([34, 39, 41, 93, 37, 58, 96, 125, 92]);
/** Characters of a name, walking back from its keyword (`os.environ.get('`, `$env:`, `$`, `%`
 *  and quotes end it). */
const isNameChar = (c: number): boolean => isTokenChar(c) || c === 46; // a token character or `.`

/** Is there a line break at `i`: a newline, or an escaped one (`\n` inside a JSON string or a
 *  log record), and how long is it? */
function breakAt(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c === 10) return 1;
  return c === 92 && text.charCodeAt(i + 1) === 110 ? 2 : 0;
}
const lineStart = (text: string, i: number): number => {
  let s = i;
  while (s > 0 && i - s < MAX_LINE_CHARS && breakAt(text, s - 1) !== 1 && !(s > 1 && breakAt(text, s - 2) === 2)) s--;
  return s;
};
const lineEnd = (text: string, i: number): number => {
  let e = i;
  while (e < text.length && e - i < MAX_LINE_CHARS && breakAt(text, e) === 0) e++;
  return e;
};
/** Start of the line after the one that ends at `e`. */
const nextLine = (text: string, e: number): number => e + Math.max(1, breakAt(text, e));
/** End of the line's content: before `\r` (or an escaped `\r`) and trailing blanks. */
function contentEnd(text: string, s: number, e: number): number {
  for (;;) {
    if (e > s && (isBlank(text.charCodeAt(e - 1)) || text.charCodeAt(e - 1) === 13)) e--;
    else if (e - 1 > s && text.charCodeAt(e - 2) === 92 && text.charCodeAt(e - 1) === 114) e -= 2;
    else return e;
  }
}

/** What stands before the name on its line, text[s, nameStart): nothing (LABEL, a label line),
 *  a prompt (`$ `, `> `, `# `, `% `, `>>> `) perhaps followed by a command (`printenv `, `echo $`,
 *  `CONFIG GET `): the index where the typed text starts; or NO_PROMPT. */
const LABEL = -1;
/** A date as a form or a listing writes it: `2026-09-06`, `06.09.2026`, `6/9/26`. */
const CALENDAR_DATE = /^(?:\d{4}-\d{2}-\d{2}|\d{1,2}[./-]\d{1,2}[./-](?:\d{2}|\d{4}))$/;
const NO_PROMPT = -2;
function promptEnd(text: string, s: number, nameStart: number): number {
  let k = s;
  while (k < nameStart && isBlank(text.charCodeAt(k))) k++;
  if (k === nameStart) return LABEL;
  // The last prompt before the name: a line joined from a quote ("(> quoted from the runbook:
  // store(prod)> ENV.fetch(…)") holds a `>` before the prompt that typed the read.
  let last = NO_PROMPT;
  for (let j = k; j < nameStart; j++) {
    const c = text.charCodeAt(j);
    if (!(c === 36 || c === 62 || c === 37 || c === 35) || !isBlank(text.charCodeAt(j + 1))) continue;
    // A prompt character followed by a blank: the rest of the line is what was typed. It starts
    // the line (`$ `, `>>> `) or ends a word (`dev@box:~$ `, `root@db:~# `, `store(prod)> `);
    // a `#` that starts the line starts a comment (`# hostname:port:…:password`), and a `>`
    // that closes a tag (`<REDACTED_SECRET> `) is no prompt either.
    // A `$ ` or `% ` after a blank is a prompt too: lines joined into one keep their prompts
    // after the blank that replaced the break (`Blocked by  $ printenv …`).
    const shell = c === 36 || c === 37;
    if (j === k ? c !== 35 : shell || (!isBlank(text.charCodeAt(j - 1)) && !(c === 62 && closesTag(text, k, j)))) {
      let t = j + 1;
      while (t < nameStart && isBlank(text.charCodeAt(t))) t++;
      last = t;
    }
  }
  return last;
}

/** Does the `>` at `j` close a `<tag>` opened on the line after `s` (no blank or `>` between)? */
function closesTag(text: string, s: number, j: number): boolean {
  for (let k = j - 1; k >= s; k--) {
    const c = text.charCodeAt(k);
    if (c === 60) return true;
    if (c === 62 || isBlank(c)) return false;
  }
  return false;
}

/** What may stand between the blank before a name and the name: a lookup (`os.environ.get('`,
 *  `ENV.fetch("`, `$env:`, `echo $`, `%`), never an assignment, a path or a list
 *  (`JWT_SECRET=${`, `//proxy/:_authToken=`, `a,b,`). */
function lookupPrefix(text: string, s: number, e: number): boolean {
  for (let k = s; k < e; k++) {
    const c = text.charCodeAt(k);
    if (c === 61 || c === 47 || c === 44 || c === 59) return false; // = / , ;
    // A backslash is a Windows path's, unless it escapes a quote (`fetch(\"X\")` in JSON).
    if (c === 92 && text.charCodeAt(k + 1) !== 34) return false;
  }
  return true;
}

/** Is the line text[s, e) only an underline (`----`, `====`) or the name repeated (`1) "x"`)? */
function fillerLine(text: string, s: number, e: number, name: string): boolean {
  const line = text.slice(s, contentEnd(text, s, e)).trim();
  if (/^[-=]{3,}$/.test(line)) return true;
  return line.replace(/^\d+\)\s*/, "").replace(/^["']|["']$/g, "") === name;
}

/** The value on the output line text[s, e): [start, end, quoted], or null. The line holds the
 *  value alone; with `firstWord`, the value is the first word and the rest of the line is other
 *  text (the output's line joined onto the command's: `>>> SIGNING_KEY '6b40…' and then …`). */
function valueOn(text: string, s: number, e: number, firstWord: boolean): [number, number, boolean] | null {
  let i = s;
  while (i < e && isBlank(text.charCodeAt(i))) i++;
  const rest = text.slice(i, Math.min(e, i + 16));
  const marker = /^(?:=>|=|\d+\)|Out\[\d+\]:|\$\d+ =)\s+/.exec(rest);
  if (marker !== null) i += marker[0].length;
  const end = contentEnd(text, i, e);
  if (end - i < 2) return null;
  // A quoted value: `'…'`, `"…"`, or `\"…\"` inside an escaped string.
  const esc = text.charCodeAt(i) === 92 ? 1 : 0;
  const q = text.charCodeAt(i + esc);
  if (q === 34 || q === 39) {
    const from = i + esc + 1;
    const limit = Math.min(end, from + MAX_VALUE_CHARS);
    let k = from;
    while (k < limit && text.charCodeAt(k) !== q && !isBlank(text.charCodeAt(k))) k++;
    if (k >= limit || text.charCodeAt(k) !== q) return null;
    const close = esc === 1 ? k - 1 : k;
    if (esc === 1 && text.charCodeAt(close) !== 92) return null;
    const after = k + 1;
    if (!firstWord && contentEnd(text, after, end) !== after) return null;
    return close - from >= 1 ? [from, close, true] : null;
  }
  // One word; a prompt glued to the output of `terraform output -raw` (`…DFR$ terraform …`)
  // ends it.
  let w = i;
  while (w < end && w - i < MAX_VALUE_CHARS && !isBlank(text.charCodeAt(w))) w++;
  if (w < end && !firstWord) {
    const last = text.charCodeAt(w - 1);
    if (!(last === 36 || last === 35 || last === 62) || w - 1 <= i) return null;
    w--;
  }
  // Joined onto other text, the word loses the sentence's punctuation.
  if (firstWord) while (w > i && /[.,;)]/.test(text.charAt(w - 1))) w--;
  return w > i ? [i, w, false] : null;
}

/** A word that ends in `:` and is a name (`username:`, `Notes:`, `DB_PASSWORD_2:`) labels what
 *  follows it: the line under a label is another label, not the output the first one asked for. */
function isLabel(word: string): boolean {
  if (word.charCodeAt(word.length - 1) !== 58) return false;
  const name = word.slice(0, -1);
  return /^[A-Za-z](?:[A-Za-z_-]*[A-Za-z])?$/.test(name) || secretNameFamily(name) !== null;
}

const rule: Rule = {
  name: "echoed-value",
  ids: ["echoed-value"],
  kind: "secret",
  // After the name: a closer, the line's end (`\n`, `\r`, an escaped `\n`), or a blank before
  // output joined onto the line.
  triggers: ["password", "passwd", "pass", "pwd", "secret", "token", "key", "auth", "psk", "passphrase"].map((ci) => ({
    ci,
    next: "\"')]%:`}\n\r\\ \t",
  })),
  match({ text }, at) {
    const kw = keywordEndingName(text, at);
    if (kw === null) return null;
    // The whole name: back over name characters (`os.environ.get('` stops at the quote).
    let nameStart = at;
    while (nameStart > 0 && at - nameStart < MAX_NAME_CHARS && isNameChar(text.charCodeAt(nameStart - 1))) nameStart--;
    // `process.env.SESSION_SECRET`, `settings.API_KEY`: the last dotted part names the value.
    // (Searched back to the name's start only: a `lastIndexOf` over the whole text would make
    // every trigger cost the text's length.)
    let partStart = nameStart;
    for (let d = at - 1; d >= nameStart; d--) {
      if (text.charCodeAt(d) === 46) {
        partStart = d + 1;
        break;
      }
    }
    const name = text.slice(partStart, kw.nameEnd);
    // `requirepass`, `masterauth`: a keyword with no boundary ends a one-word setting name (not
    // a file's: `~/.pgpass`).
    if (secretNameFamily(name) === null && (kw.boundary || !/^[a-z]+$/.test(name) || partStart > nameStart || /[./]/.test(text.charAt(nameStart - 1)))) return null;
    // Only closers after the name, then the line's end, or a blank and output joined onto the
    // line (a transcript line joined into one, a draft that quotes a session in a bullet).
    const s = lineStart(text, nameStart);
    const e = lineEnd(text, kw.nameEnd);
    const ce = contentEnd(text, kw.nameEnd, e);
    let k = kw.nameEnd;
    while (k < ce && CLOSERS.has(text.charCodeAt(k))) k++;
    const joined = k < ce;
    if (joined && !isBlank(text.charCodeAt(k))) return null;
    // Before the name: `$`, `%`, `$env:`, a quote or a bracket, then the prompt or nothing.
    let before = nameStart;
    while (before > s && !isBlank(text.charCodeAt(before - 1))) before--;
    const typed = promptEnd(text, s, before);
    if (!lookupPrefix(text, before, nameStart) || typed === NO_PROMPT) return null;
    // Joined output needs a read typed at a prompt: the name alone (`>>> SIGNING_KEY`), in a
    // lookup (`os.environ.get('X')`), or after one command word (`printenv X`, `echo $X`); not a
    // command that only has the name in it (`aws ecr get-login-password --profile …`).
    if (joined && (typed === LABEL || /\s/.test(text.slice(typed, before).trim()))) return null;
    let os = k;
    let oe = e;
    if (!joined) {
      if (e >= text.length) return null;
      // The output line, past one underline or echo of the name.
      os = nextLine(text, e);
      oe = lineEnd(text, os);
      if (fillerLine(text, os, oe, name)) {
        if (oe >= text.length) return null;
        os = nextLine(text, oe);
        oe = lineEnd(text, os);
      }
    }
    const v = valueOn(text, os, oe, joined);
    if (v === null) return null;
    // A flag, a pipe or a redirection after the name is more of the command.
    if (joined && /[-|<>&]/.test(text.charAt(v[0]))) return null;
    const [vs, ve, quoted] = v;
    if (!quoted && isLabel(text.slice(vs, ve))) return null;
    // Under a label line with no prompt, a calendar date is the next field of a form or a
    // listing ("password" / "2026-09-06", last changed), not what a shell printed for the name.
    if (typed === LABEL && !quoted && CALENDAR_DATE.test(text.slice(vs, ve))) return null;
    const id = judgeNamedValue(secretNameFamily(name) === null ? `${name}_password` : name, text.slice(vs, ve), quoted);
    return id === null ? null : span(vs, ve, "echoed-value", true);
  },
};
export default rule;
