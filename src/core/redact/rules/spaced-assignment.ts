/**
 * A secret-named identifier and its value with only blanks between them, where the syntax has
 * no `=` or `:` to anchor on (rules/assignment.ts):
 *
 *   set -gx TWILIO_AUTH_TOKEN 76de…      fish (`set -x`, `set -U`), Windows `setx`, Dockerfile `ENV`
 *   okta_api_token    00dW…              a `vault kv get` or `kubectl describe` table row
 *   requirepass pNk_…                     a config directive (redis.conf, sssd, postfix)
 *   --requirepass Dg8I…, -deststorepass …  a command-line flag (also exec-form `"--token", "…"`)
 *   IDENTIFIED BY '…', PASSWORD '…'        SQL
 *   (define webhook-secret "…")            Lisp, Tcl's and AppleScript's `set`, Elixir's `@name "…"`,
 *   proxy_set_header X-Api-Key "…";         a web server's header and variable directives
 *
 * A blank says less than `=`, so more is asked: the name must read as an identifier (an env
 * name, a flag, a directive at the start of a line, a compound `a_b`), and the value must have
 * a secret's shape (value-shape.ts) besides passing the judgement of an assigned value.
 * Anchored on the keyword at the end of the name; everything is read within one line.
 */
import type { Rule, ScanContext, Span } from "../rule.js";
import { span } from "../rule.js";
import { isAlnum, isBlank, isSpace } from "../chars.js";
import { KEYWORDS, keywordEndingName } from "../secret-name.js";
import { classify } from "../judge-value.js";
import { isBoundSecret } from "../value-shape.js";
import { KEYED_RULES } from "./keyed/index.js";
import { placeholderAt } from "../placeholders.js";

const MAX_NAME_CHARS = 64;
const MAX_GAP_CHARS = 32;
const MAX_VALUE_CHARS = 512;

const isNameChar = (c: number): boolean => isAlnum(c) || c === 95 || c === 45 || c === 46;
const isQuote = (c: number): boolean => c === 34 || c === 39;

/** What stands before the name on its line and makes it a name: a flag's dashes, a command that
 *  sets a variable, or nothing (the start of the line, after indentation). */
type Context = "flag" | "set" | "bind" | "line" | null;

/** Commands that set a variable from the next two words (fish, Windows, Dockerfile). */
const SETTERS = ["set -gx", "set -Ux", "set -x", "set -g", "set -U", "set -l", "set -lx", "setx", "ENV"];
/** Forms that bind a name to the literal after it: Lisp's and Scheme's definitions, Tcl's and
 *  AppleScript's `set` (`set streamKey to "…"`), and a web server's header and variable
 *  directives (`proxy_set_header X-Api-Key "…"`, Apache's `SetEnv`). Their value must be quoted,
 *  or a directive's bare word before its `;`. */
const BINDERS = [
  "(define", "(def", "(defvar", "(defconst", "(defparameter", "(setq", "(setf", "(set!", "set",
  "proxy_set_header", "add_header", "grpc_set_header", "fastcgi_param", "uwsgi_param", "SetEnv", "RequestHeader set",
];

/** What stands before the name that starts at `nameStart` (blanks skipped). */
function contextOf(text: string, nameStart: number, flag: boolean): Context {
  if (flag) return "flag";
  let i = nameStart;
  while (i > 0 && nameStart - i < MAX_GAP_CHARS && isBlank(text.charCodeAt(i - 1))) i--;
  if (i === 0 || text.charCodeAt(i - 1) === 10 || text.charCodeAt(i - 1) === 13) return "line";
  if (i === nameStart) return null;
  // Every setter and binder ends in one of these letters; prose words before a keyword mostly do not.
  const last = text.charCodeAt(i - 1);
  if (last === 120 /* x */ || last === 103 /* g */ || last === 85 /* U */ || last === 108 /* l */ || last === 86 /* V */) {
    for (const s of SETTERS) {
      const from = i - s.length;
      if (from >= 0 && text.startsWith(s, from) && (from === 0 || isSpace(text.charCodeAt(from - 1)) || text.charCodeAt(from - 1) === 59)) return "set";
    }
  }
  if (last === 101 /* e */ || last === 102 /* f */ || last === 114 /* r */ || last === 113 /* q */ || last === 33 /* ! */ || last === 116 /* t */ || last === 109 /* m */ || last === 118 /* v */) {
    for (const s of BINDERS) {
      const from = i - s.length;
      if (from >= 0 && text.startsWith(s, from) && (from === 0 || isSpace(text.charCodeAt(from - 1)) || text.charCodeAt(from - 1) === 59 || text.charCodeAt(from - 1) === 40)) return "bind";
    }
  }
  return null;
}

/** The value at `i`: quoted (one line) or a bare word. [start, end, quoted], or null. */
function valueAt(text: string, i: number): [number, number, boolean] | null {
  const q = text.charCodeAt(i);
  const limit = Math.min(text.length, i + 1 + MAX_VALUE_CHARS);
  if (isQuote(q)) {
    for (let j = i + 1; j < limit; j++) {
      const c = text.charCodeAt(j);
      if (c === 10 || c === 13) return null;
      if (c === q) return j > i + 1 ? [i + 1, j, true] : null;
    }
    return null;
  }
  let j = i;
  while (j < limit && !isSpace(text.charCodeAt(j)) && !isQuote(text.charCodeAt(j))) j++;
  return j > i ? [i, j, false] : null;
}

/** Only blanks (or a comment) from `i` to the end of the line? */
function restOfLineEmpty(text: string, i: number): boolean {
  let j = i;
  while (j - i < MAX_GAP_CHARS && isBlank(text.charCodeAt(j))) j++;
  const c = text.charCodeAt(j);
  return Number.isNaN(c) || c === 10 || c === 13 || (c === 35 && j > i);
}

function judge(name: string, family: ReturnType<typeof keywordEndingName> & object, value: string, quoted: boolean): string | null {
  if (!isBoundSecret(value, family.family === "password" ? "password" : "key")) return null;
  return classify({ key: name, family: family.family, quoted, op: "=" }, value);
}

/** `IDENTIFIED BY '…'` (MySQL), `IDENTIFIED BY "…"` (Oracle), `IDENTIFIED WITH plugin BY '…'`
 *  (MySQL 8), `PASSWORD '…'` (PostgreSQL): the SQL literal is a password. A double-quoted
 *  PostgreSQL `PASSWORD "x"` would be an identifier, so only `IDENTIFIED` takes one. */
function sqlPassword(text: string, at: number, len: number): Span | null {
  let i = at + len;
  if (!isBlank(text.charCodeAt(i))) return null;
  while (i - at - len < MAX_GAP_CHARS && isBlank(text.charCodeAt(i))) i++;
  const identified = (text.charCodeAt(at) | 32) === 105; /* i */
  if (identified && (text.charCodeAt(at + len - 1) | 32) === 104 /* h: IDENTIFIED WITH */) {
    // The authentication plugin's name, then BY (AS '…' gives a stored hash, not a password).
    const w = i;
    while (i - w < MAX_NAME_CHARS && isNameChar(text.charCodeAt(i))) i++;
    if (i === w || !isBlank(text.charCodeAt(i))) return null;
    while (isBlank(text.charCodeAt(i))) i++;
    if (!(text.startsWith("BY", i) || text.startsWith("by", i)) || !isBlank(text.charCodeAt(i + 2))) return null;
    i += 2;
    while (isBlank(text.charCodeAt(i))) i++;
  }
  const q = text.charCodeAt(i);
  if (q !== 39 && !(identified && q === 34)) return null;
  const v = valueAt(text, i);
  if (v === null) return null;
  const id = classify({ key: "password", family: "password", quoted: true, op: "=" }, text.slice(v[0], v[1]));
  return id === null ? null : { start: v[0], end: v[1], rule: id };
}

const SQL_PHRASES = ["IDENTIFIED BY", "identified by", "IDENTIFIED WITH", "identified with", "PASSWORD"];

/** Redis's `AUTH [user] password`, typed at the start of a line or after a `host:port>` prompt:
 *  the last word is the password. */
function redisAuth(text: string, at: number): Span | null {
  let b = at;
  while (b > 0 && at - b < MAX_GAP_CHARS && isBlank(text.charCodeAt(b - 1))) b--;
  const before = text.charCodeAt(b - 1);
  if (!(b === 0 || before === 10 || before === 13 || before === 62 /* > */)) return null;
  const limit = Math.min(text.length, at + MAX_VALUE_CHARS);
  const words: Array<[number, number]> = [];
  let i = at + 4;
  while (i < limit && words.length < 3) {
    while (i < limit && isBlank(text.charCodeAt(i))) i++;
    const s = i;
    while (i < limit && !isSpace(text.charCodeAt(i))) i++;
    if (i === s) break;
    words.push([s, i]);
  }
  if (words.length === 0 || words.length > 2 || !restOfLineEmpty(text, i)) return null;
  const [vs, ve] = words[words.length - 1]!;
  const value = text.slice(vs, ve);
  if (!isBoundSecret(value, "password")) return null;
  const id = classify({ key: "password", family: "password", quoted: false, op: "=" }, value);
  return id === null ? null : { start: vs, end: ve, rule: id };
}

/** A `next` filter (rule.ts) for the keyword `kw`: any character but an ASCII letter or digit,
 *  except the next letter of a longer spelling of it (secret-name.ts: `pass` + `word`, `secret`
 *  + `s`, `auth` + `tok`), in either case. */
function keywordNext(kw: string): string {
  const allowed = new Set<string>();
  for (const k of KEYWORDS) for (const t of k.tails) if ((k.kw + t).length > kw.length && (k.kw + t).startsWith(kw)) allowed.add(t.charAt(kw.length - k.kw.length));
  let banned = "^";
  for (const ch of "abcdefghijklmnopqrstuvwxyz") if (!allowed.has(ch)) banned += ch + ch.toUpperCase();
  return banned + "0123456789";
}

const rule: Rule = {
  name: "spaced-assignment",
  ids: ["generic-password", "generic-api-key", "generic-secret", ...KEYED_RULES.map((k) => k.id)],
  kind: "secret",
  // A keyword ends the name (keywordEndingName) only before a non-alphanumeric character or
  // the first letter of one of its tails (`password`, `secrets`, `authtok`): the scanner tests
  // that (rule.ts, `next`), so `input_tokens`, `keys` and `tokenizer` never call.
  triggers: [
    ...["pass", "pwd", "token", "secret", "key", "auth", "credential", "psk"].map((kw) => ({ ci: kw, next: keywordNext(kw) })),
    "IDENTIFIED BY",
    "identified by",
    "IDENTIFIED WITH",
    "identified with",
  ],
  match(ctx: ScanContext, at: number): Span | null {
    const { text } = ctx;
    const c0 = text.charCodeAt(at);
    if (c0 === 65 && text.startsWith("AUTH ", at)) return redisAuth(text, at);
    if (c0 === 73 || c0 === 105 || c0 === 80) {
      for (const p of SQL_PHRASES) {
        if (!text.startsWith(p, at) || (at > 0 && isNameChar(text.charCodeAt(at - 1)))) continue;
        const s = sqlPassword(text, at, p.length);
        if (s !== null || p !== "PASSWORD") return s;
      }
    }
    // A keyword after a blank is a whole name (`the key is`, `token 12`): only at the start of a
    // line or after a setter. Most keywords of prose leave here.
    if (at > 0 && isBlank(text.charCodeAt(at - 1)) && contextOf(text, at, false) === null) return null;
    const k = keywordEndingName(text, at);
    if (k === null) return null;
    // The blank after the name: a `=` or `:` there is the assignment rule's.
    let i = k.nameEnd;
    const exec = isQuote(text.charCodeAt(i)) && text.charCodeAt(i + 1) === 44; // "--token", "…"
    if (exec) i += 2;
    if (!isBlank(text.charCodeAt(i))) return null;
    const gapStart = i;
    while (i - gapStart < MAX_GAP_CHARS && isBlank(text.charCodeAt(i))) i++;
    if (placeholderAt(text, i)) return null;
    // The whole name, back from the keyword: `TWILIO_AUTH_TOKEN`, `--requirepass`.
    let s = at;
    while (s > 0 && at - s < MAX_NAME_CHARS && isNameChar(text.charCodeAt(s - 1))) s--;
    let nameStart = s;
    while (text.charCodeAt(nameStart) === 45) nameStart++;
    const flag = nameStart > s && nameStart - s <= 2 && (s === 0 || !isNameChar(text.charCodeAt(s - 1)));
    if (exec && (!flag || !isQuote(text.charCodeAt(s - 1)))) return null;
    if (nameStart === k.nameEnd) return null;
    const name = text.slice(nameStart, k.keywordEnd);
    // Elixir's module attribute (`@server_token "…"`) opens its line as a directive does.
    const attribute = !flag && text.charCodeAt(s - 1) === 64 && contextOf(text, s - 1, false) === "line";
    const context: Context = attribute ? "bind" : contextOf(text, s, flag);
    // AppleScript's `set streamKey to "…"`.
    if (context === "bind" && text.startsWith("to", i) && isBlank(text.charCodeAt(i + 2))) {
      i += 2;
      while (i - gapStart < MAX_GAP_CHARS * 2 && isBlank(text.charCodeAt(i))) i++;
    }
    if (context === null && !(name.includes("_") && /[A-Z]/.test(name) && !/[a-z]/.test(name))) return null;
    // A keyword without a word boundary (`requirepass`, `masterauth`) names a secret only as a
    // flag or a directive: one word, nothing else that could be an ordinary word's ending.
    if (!k.boundary && (context === "set" || context === null || !/^[a-z]+$/.test(name))) return null;
    if (!k.boundary && name.length <= 6) return null; // bypass, compass
    let v = valueAt(text, i);
    if (v === null) return null;
    if (context === "bind" && !v[2]) {
      // A directive's bare value ends at its `;` and its line.
      if (text.charCodeAt(v[1] - 1) !== 59 || !restOfLineEmpty(text, v[1])) return null;
      v = [v[0], v[1] - 1, false];
    }
    const [vs, ve, quoted] = v;
    if (context === "line" && !restOfLineEmpty(text, ve + (quoted ? 1 : 0))) return null;
    const id = judge(name, k, text.slice(vs, ve), quoted);
    return id === null ? null : span(vs, ve, id);
  },
};
export default rule;
