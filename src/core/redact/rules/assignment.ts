/**
 * Secrets assigned to a secret-sounding name, in every syntax an agent transcript carries:
 * env (`DB_PASSWORD=…`), shell (`export TOKEN=…`), YAML (`password: …`), JSON (`"api_key": "…"`,
 * also JSON-in-a-string `{\"api_key\":\"…\"}`), INI/TOML (`secret = "…"`), code (`const
 * password = "…"`, `password := "…"`, `'token' => '…'`), query strings (`?access_token=…`),
 * CLI flags (`--password=…`) and XML (`<password>…</password>`).
 *
 * The name must *end* in the keyword (`DB_PASSWORD`, `apiKey`, `client_secret`), so
 * `token_count`, `max_tokens`, `tokenizer`, `password_min_length` and `keyboard` are not keys
 * (secret-name.ts). Whether the value is a secret is judge-value.ts's call.
 */
import type { Rule, ScanContext, Span } from "../rule.js";
import { span } from "../rule.js";
import { ASCII_LETTERS, isAlnum, isAlpha, isBlank, isLower, isQuote, isSpace, runEnd, runStart, startsWithCi } from "../chars.js";
import { endBeforeEllipsis, isPlaceholderValue } from "../values.js";
import { KEYED_RULES } from "./keyed/index.js";
import { camelBoundary, isCompoundJoin, KEYWORDS, nameSuffixAt, nameSuffixBefore } from "../secret-name.js";
import { classify, type Assigned } from "../judge-value.js";
import { placeholderAt } from "../placeholders.js";
import { skipLiteralWrapper } from "../literal-wrapper.js";
import { isBoundSecret } from "../value-shape.js";
import { afterTypeAnnotation, braceValue, fallbackLiteral, goSecondResultAt, goSecondResultBefore, goTypeAt, goTypeBefore } from "../code-value.js";

const MAX_KEY_CHARS = 64;
const MAX_KEYWORD_TAIL_CHARS = 12;
const MAX_GAP_CHARS = 8;
/** Blanks between the operator and its value: a listing aligns its values in a column after the
 *  longest name (`heroku config`, `dokku config:show`: "JWT_SECRET:         5c9c…"). */
const MAX_VALUE_GAP_CHARS = 48;
const MAX_QUOTED_VALUE_CHARS = 1024;
/** How much of an unquoted value is read to judge it (longer values are judged on their start). */
const MAX_UNQUOTED_VALUE_CHARS = 160;
/** A value still running at MAX_UNQUOTED_VALUE_CHARS (an STS session token, a JWT) is judged on
 *  its start and, if secret, redacted to its real end, up to this far. */
const MAX_SECRET_VALUE_CHARS = 256 * 1024;

const isKeyChar = (c: number): boolean => isAlnum(c) || c === 95 || c === 45 || c === 46;
/** Most backslashes before an escaped quote: JSON inside a JSON string escapes its quotes as
 *  `\"`, one level deeper as `\\\"`, then 7, then 15 (tool results nest JSON that deep). */
const MAX_QUOTE_ESCAPES = 15;

/** Length of an escaped double quote at `i` (1 to MAX_QUOTE_ESCAPES backslashes, then `"`),
 *  or 0. */
function escapedQuoteLength(text: string, i: number): number {
  let j = i;
  while (j - i < MAX_QUOTE_ESCAPES && text.charCodeAt(j) === 92) j++;
  return j > i && text.charCodeAt(j) === 34 ? j - i + 1 : 0;
}
/** Characters that end an unquoted value. */
const UNQUOTED_STOPS = new Uint8Array(128);
for (const c of "\t\n\r ,;&\"'<>()[]{}`\\") UNQUOTED_STOPS[c.charCodeAt(0)] = 1;

/** What can precede an operator after a name: its last letter, a closing quote or bracket, an
 *  escaping backslash, a blank, or the `?` of TypeScript's `?:`. */
const NAME_END = ASCII_LETTERS + "\"'`]\\ \t?";

/** Every keyword+tail spelling, longest first, lower case, grouped by its last two letters: a
 *  name before an operator (every JSON key) is checked only against the spellings that end like
 *  it, which is none for almost all of them. */
const SPELLINGS_BY_LAST2: Array<string[] | undefined> = new Array<string[] | undefined>(128 * 128).fill(undefined);
for (const sp of KEYWORDS.flatMap((k) => k.tails.map((t) => k.kw + t)).sort((a, b) => b.length - a.length)) {
  (SPELLINGS_BY_LAST2[sp.charCodeAt(sp.length - 2) * 128 + sp.charCodeAt(sp.length - 1)] ??= []).push(sp);
}

/** At an operator `q` (`=`, `:`, or the `>` of `<password>`), the start of the keyword that
 *  ends the name before it, or -1. Skips blanks, a closing quote (also JSON-escaped `\"`) and
 *  `]`, then reads the name backwards. */
function keywordBefore(text: string, q: number): number {
  let i = q;
  if (text.charCodeAt(q) === 62 /* > */) {
    // only `<password>`-style tags
  } else {
    // TypeScript's `?:`, Make's `?=`
    if ((text.charCodeAt(q) === 58 || text.charCodeAt(q) === 61) && text.charCodeAt(i - 1) === 63) i--;
    while (i > 0 && q - i < MAX_GAP_CHARS && isBlank(text.charCodeAt(i - 1))) i--;
    if (text.charCodeAt(q) === 61) i -= goTypeBefore(text, i); // var apiKey string = …
    i -= goSecondResultBefore(text, i); // key, err := …
    if (text.charCodeAt(i - 1) === 93 /* ] */) i--;
    if (isQuote(text.charCodeAt(i - 1))) i--;
    // The backslashes of an escaped quote (`\"`, `\\\"`: JSON in a JSON string, nested).
    for (let k = 0; k < MAX_QUOTE_ESCAPES && text.charCodeAt(i - 1) === 92 /* \ */; k++) i--;
  }
  // `SECRET_KEY_BASE`, `JWT_SECRET_B64`: the keyword, then how its value is encoded.
  i -= nameSuffixBefore(text, i);
  // The name must end in a letter: `x = 5` after `key` ends at `y`, `token_2 =` does not count.
  if (i < 2) return -1;
  const last = text.charCodeAt(i - 1);
  const last2 = text.charCodeAt(i - 2);
  if (!isAlpha(last) || !isAlpha(last2)) return -1;
  // (An array, not a Map: this runs at every `:` after a quote, every JSON key of the text.)
  const candidates = SPELLINGS_BY_LAST2[(last2 | 32) * 128 + (last | 32)];
  if (candidates === undefined) return -1;
  for (const sp of candidates) {
    const s = i - sp.length;
    if (s >= 0 && startsWithCi(text, sp, s)) return s;
  }
  return -1;
}

interface Parsed extends Assigned {
  valueStart: number;
  valueEnd: number;
  /** The unquoted value was cut at MAX_UNQUOTED_VALUE_CHARS; its real end is further. */
  truncated?: boolean;
  /** The value is an expression's fallback literal: a rule that knows the lookup
   *  (env-fallback) reports the same span under its own id. */
  fallback?: boolean;
  /** The name ends in a password keyword glued to the word before it (keyAt). */
  glued?: boolean;
}

/** The value [valueStart, valueEnd) assigned to `name`. Written out field by field: an object
 *  spread with more fields after it (`{ ...name, valueStart, … }`) took ~10 µs per call in V8
 *  (Node 20 and 24), a third of a sparse scan's assignment rule on its ~1.2k calls per 4 MB. */
function parsed(name: Assigned, valueStart: number, valueEnd: number, quoted: boolean, prose = false, truncated = false, fallback = false): Parsed {
  return { key: name.key, family: name.family, op: name.op, quoted, prose, valueStart, valueEnd, truncated, fallback };
}

/** Is the keyword at `at` preceded by a word boundary (start, punctuation, `_`, or camelCase)? */
function boundaryBefore(text: string, at: number): boolean {
  if (at === 0) return true;
  const prev = text.charCodeAt(at - 1);
  if (!isAlnum(prev)) return true;
  if (camelBoundary(text, at)) return true; // apiKey, dbPwd, syncHMACKey
  return startsWithCi(text, "api", at - 3); // APIKEY, apikey
}

/** Does the word that ended at `end` go on as an expression: a call, a generic or an index
 *  (`(`, `<`, `[`), or a fallback operator after blanks (`??`, `?:`, `||`, `or`)? */
function isExpression(text: string, end: number): boolean {
  const c = text.charCodeAt(end);
  if (c === 40 || c === 60 || c === 91) return true;
  if (!isBlank(c)) return false;
  const j = runEnd(text, end, isBlank, MAX_GAP_CHARS);
  const a = text.charCodeAt(j);
  const b = text.charCodeAt(j + 1);
  return (a === 63 && (b === 63 || b === 58)) || (a === 124 && b === 124) || (a === 111 && b === 114 && isBlank(text.charCodeAt(j + 2)));
}

/** The assigned name that ends in the keyword at `at` (with an encoding suffix, secret-name.ts),
 *  or null when the keyword is not the end of the name (password_hash, api_key_id,
 *  token.length) or not a word of its own. */
function keyAt(text: string, at: number): { key: string; family: Assigned["family"]; keyStart: number; nameEnd: number; glued: boolean } | null {
  const entry = KEYWORDS.find((k) => startsWithCi(text, k.kw, at));
  if (!entry || (entry.compound && !isCompoundJoin(text, at))) return null;
  const afterKw = at + entry.kw.length;
  const keyEnd = runEnd(text, afterKw, (c) => isAlpha(c), MAX_KEYWORD_TAIL_CHARS + 1);
  const tail = text.slice(afterKw, keyEnd).toLowerCase();
  if (!entry.tails.includes(tail)) return null;
  // Bare `pass` needs a boundary too: bypass, compass, surpass. A password keyword glued to a
  // lower-case word (`smtppass`, `dbpass`, `bindpw`: PHP, CLI and LDAP settings) still names
  // one, but only a value of a generated password's shape is taken there (match).
  const needsBoundary = entry.boundary || (entry.kw === "pass" && tail === "");
  let glued = false;
  if (needsBoundary && !boundaryBefore(text, at)) {
    if (entry.family !== "password" || !isLowerWordBefore(text, at)) return null;
    glued = true;
  }
  // SECRET_KEY_BASE: a suffix that only says how the value is encoded (secret-name.ts).
  const nameEnd = keyEnd + nameSuffixAt(text, keyEnd);
  const next = text.charCodeAt(nameEnd);
  if (isAlnum(next) || next === 95) return null;
  if ((next === 46 || next === 45) && isAlnum(text.charCodeAt(nameEnd + 1))) return null;
  const keyStart = runStart(text, at, isKeyChar, MAX_KEY_CHARS);
  return { key: text.slice(keyStart, keyEnd), family: entry.family, keyStart, nameEnd, glued };
}

/** Lower-case letters before `at` back to a boundary: the `smtp` of `smtppass`, not the `Com`
 *  of `Compass` or the `x2` of `x2pass`. */
function isLowerWordBefore(text: string, at: number): boolean {
  const i = runStart(text, at, isLower, MAX_KEY_CHARS + 1);
  return i < at && (i === 0 || !isAlnum(text.charCodeAt(i - 1)));
}

/** The operator after the name and where the value starts: `=`, `:`, `:=`, `=>`, `?:`, `?=`, or
 *  "xml" for `<password>…<`; null when what follows the name is no assignment (`==`, `::`). */
function operatorAfter(text: string, keyStart: number, nameEnd: number): { op: string; valueAt: number } | null {
  let i = nameEnd;
  if (text.charCodeAt(keyStart - 1) === 60 /* < */ && text.charCodeAt(nameEnd) === 62 /* > */) {
    if (placeholderAt(text, keyStart - 1)) return null; // <REDACTED_SECRET> is ours, not a tag
    return { op: "xml", valueAt: i + 1 };
  }
  if (isQuote(text.charCodeAt(i))) i++;
  else i += escapedQuoteLength(text, i); // \" or \\\" …
  if (text.charCodeAt(i) === 93 /* ] */) i++;
  i = runEnd(text, i, isBlank, MAX_GAP_CHARS);
  i += goTypeAt(text, i);
  i += goSecondResultAt(text, i);
  const c = text.charCodeAt(i);
  const c1 = text.charCodeAt(i + 1);
  let op: string;
  if (c === 61 /* = */) {
    if (c1 === 61) return null; // == comparison
    op = c1 === 62 ? "=>" : "=";
  } else if (c === 58 /* : */) {
    if (c1 === 58) return null; // :: scope
    op = c1 === 61 ? ":=" : ":";
    // ${NAME:-default}, ${NAME:=default}: a shell expansion's operator, not part of the value;
    // ${NAME:?message} holds an error message.
    if (text.startsWith("${", keyStart - 2)) {
      if (c1 === 63) return null;
      if (c1 === 45 || c1 === 61 || c1 === 43) op = ":" + String.fromCharCode(c1);
    }
  } else if (c === 63 /* ? */ && c1 === 58) {
    op = "?:"; // TypeScript optional property: a type, unless a default follows
  } else if (c === 63 /* ? */ && c1 === 61) {
    op = "?="; // Make's conditional assignment
  } else return null;
  i = runEnd(text, i + op.length, isBlank, MAX_VALUE_GAP_CHARS);
  if (op === "=" || op === ":=") i = literalOnNextLine(text, i);
  if (op === ":" || op === "?:") {
    // `COOKIE_SECRET: &[u8] = b"…"`, `jwt_secret: str = …`: the value comes after the type.
    const t = afterTypeAnnotation(text, i);
    if (t !== -1) {
      op = "=";
      i = runEnd(text, t, isBlank, MAX_GAP_CHARS);
    }
  }
  return { op, valueAt: skipLiteralWrapper(text, i) }; // []byte("…"), b"…", Buffer.from("…")
}

/** Where a quoted literal starts that an `=` at the end of its line gives on the next, indented
 *  (Elm's and Haskell's `newsletterToken =` then `    "7157…"`, Python's `HF_TOKEN = (` then
 *  `    "hf_…"`), or `i` unchanged. Only a quoted literal: a bare word there is the next
 *  statement's. */
function literalOnNextLine(text: string, i: number): number {
  let k = i;
  if (text.charCodeAt(k) === 40 /* ( */) k = runEnd(text, k + 1, isBlank, MAX_GAP_CHARS);
  if (text.charCodeAt(k) === 13) k++;
  if (text.charCodeAt(k) !== 10) return i;
  const indent = k + 1;
  k = runEnd(text, indent, isBlank, MAX_GAP_CHARS);
  return k > indent && isQuote(text.charCodeAt(k)) ? k : i;
}

/** A quoted value at `i` (also with escaped quotes, `\"…\"`): the value, null when it is a
 *  stand-in to leave alone, or where an unquoted reading starts (no quote, or none closing it on
 *  the line: a truncated log line, whose value runs to the next blank). */
function quotedValue(text: string, i: number, name: Assigned): Parsed | null | { unquotedAt: number } {
  const c = text.charCodeAt(i);
  const escapedQuote = c === 92 ? escapedQuoteLength(text, i) : 0;
  if (!isQuote(c) && escapedQuote === 0) return { unquotedAt: i };
  // An escaped opening quote closes with the same escaping (`\"…\"`, `\\\"…\\\"`).
  const escaped = escapedQuote > 0;
  const start = i + (escaped ? escapedQuote : 1);
  const close = escaped ? text.slice(i, start) : text.charAt(i);
  const limit = Math.min(text.length, start + MAX_QUOTED_VALUE_CHARS);
  for (let j = start; j < limit; j++) {
    const ch = text.charCodeAt(j);
    if (ch === 10 || ch === 13) break;
    if (text.startsWith(close, j) && (escaped || text.charCodeAt(j - 1) !== 92)) {
      // "Zk3p9Qw+x7LmN2…": a value clipped for display is judged on what precedes the cut.
      const valueEnd = endBeforeEllipsis(text, start, j);
      if (valueEnd < j && isPlaceholderValue(text.slice(start, j))) return null;
      return parsed(name, start, valueEnd, true);
    }
  }
  return { unquotedAt: start };
}

/** Does what follows a quote at `at - 1` say the quote closed a string: the end of the text or
 *  line, a blank, or `,` `]` `}` `)` `;`? */
function closesString(text: string, at: number): boolean {
  if (at >= text.length) return true;
  const c = text.charCodeAt(at);
  return isSpace(c) || c === 44 || c === 93 || c === 125 || c === 41 || c === 59;
}

/** An unquoted value at `i`, up to the first character that ends one; for an expression, its
 *  fallback literal (code-value.ts). */
function unquotedValue(text: string, i: number, name: Assigned): Parsed | null {
  let end = i;
  const limit = Math.min(text.length, i + MAX_UNQUOTED_VALUE_CHARS);
  while (end < limit) {
    const ch = text.charCodeAt(end);
    if (ch < 128 && UNQUOTED_STOPS[ch] === 1) break;
    end++;
  }
  const truncated = end === limit && end < text.length && !(text.charCodeAt(end) < 128 && UNQUOTED_STOPS[text.charCodeAt(end)] === 1);
  // Trailing sentence punctuation is not part of the value, nor is the ellipsis of a value
  // clipped for display (`DB_PASSWORD=Zk3p9Qw+x7LmN2…`): the secret is what precedes it.
  while (end > i && ".:!?".includes(text.charAt(end - 1))) end--;
  const clippedEnd = endBeforeEllipsis(text, i, end);
  // Whether it is a clipped secret or a stand-in (`sk-proj-…`) is values.ts's call, on the
  // value with its ellipsis; the span is what precedes it.
  if (clippedEnd < end && isPlaceholderValue(text.slice(i, end))) return null;
  end = clippedEnd;
  if (end === i) return null;
  // `Endpoint=<REDACTED_SECRET>`: what is left of a compound value whose secret part was
  // redacted by an earlier pass is its `Name=` prefix, not a value of its own.
  const lastCh = text.charCodeAt(end - 1);
  if ((lastCh === 61 /* = */ || lastCh === 58 /* : */) && placeholderAt(text, end)) return null;
  // `password: JWT_SECRET="…"`: the word is the name of the next assignment, which its own `=`
  // reports; taken as this one's value, it would hide that `=` from the scanner. Unless the
  // quote closes the string the assignment stands in (`"SIGNING_SECRET=NH1E…k=",` in `docker
  // inspect`'s env list): then the `=` is the value's base64 padding.
  if (lastCh === 61 /* = */ && isQuote(text.charCodeAt(end)) && !closesString(text, end + 1)) return null;
  if (isExpression(text, end)) {
    // `getenv("X") ?: "…"`, `config.get<string>("k", "…")`, `process.env.X || "…"`: the
    // variable holds the expression's fallback literal, if it has one (code-value.ts). A call
    // alone (`getPassword()`) is no value.
    const f = fallbackLiteral(text, i);
    return f === null ? null : parsed(name, f[0], f[1], true, false, false, true);
  }
  let prose = false;
  if (name.op === ":") {
    // `Token: the unit of text…`: a word followed by more words on the line is prose.
    const after = runEnd(text, end, isBlank, MAX_GAP_CHARS);
    const n = text.charCodeAt(after);
    prose = after > end && after < text.length && !isSpace(n) && n !== 35 /* # */ && n !== 47 /* / */ && n !== 125 /* } */;
  }
  return parsed(name, i, end, false, prose, truncated);
}

/** The assignment whose name ends in the keyword at `at`, with its value's span. */
function parse(text: string, at: number): Parsed | null {
  const k = keyAt(text, at);
  if (!k) return null;
  const o = operatorAfter(text, k.keyStart, k.nameEnd);
  if (!o) return null;
  const name: Assigned = { key: k.key, family: k.family, quoted: false, op: o.op };
  const i = o.valueAt;
  if (o.op === "xml") {
    const end = runEnd(text, i, (ch) => ch !== 60 && ch !== 10 && ch !== 13, MAX_QUOTED_VALUE_CHARS);
    if (text.charCodeAt(end) !== 60) return null;
    return gluedIf(parsed(name, i, end, true), k.glued);
  }
  if (text.charCodeAt(i) === 123 /* { */ && o.op === "=") {
    // ODBC: `Pwd={e*b6…};`. Judged as an unquoted word, so `{pwd}` (a format field) stays.
    const b = braceValue(text, i);
    if (b !== null) return gluedIf(parsed(name, b[0], b[1], false), k.glued);
  }
  const q = quotedValue(text, i, name);
  return gluedIf(q !== null && "unquotedAt" in q ? unquotedValue(text, q.unquotedAt, name) : q, k.glued);
}

function gluedIf(p: Parsed | null, glued: boolean): Parsed | null {
  if (p !== null && glued) p.glued = true;
  return p;
}

const rule: Rule = {
  name: "assignment",
  ids: ["generic-password", "generic-api-key", "generic-secret", ...KEYED_RULES.map((k) => k.id)],
  kind: "secret",
  // Anchored on the operator, not the keyword: `=`, `:` and `>` are where an assignment is, and
  // the name before them is read backwards (keywordBefore).
  triggers: [
    { anchor: "=", find: keywordBefore, prev: NAME_END },
    { anchor: ":", find: keywordBefore, prev: NAME_END },
    { anchor: ">", find: keywordBefore, prev: ASCII_LETTERS },
  ],
  match(ctx: ScanContext, at: number): Span | null {
    const { text } = ctx;
    const p = parse(text, at);
    if (p === null) return null;
    const value = text.slice(p.valueStart, p.valueEnd);
    if (p.glued === true && !isBoundSecret(value, "password")) return null;
    const id = classify(p, value);
    if (id === null) return null;
    let end = p.valueEnd;
    if (p.truncated) {
      const limit = Math.min(text.length, p.valueStart + MAX_SECRET_VALUE_CHARS);
      while (end < limit && !(text.charCodeAt(end) < 128 && UNQUOTED_STOPS[text.charCodeAt(end)] === 1)) end++;
    }
    return span(p.valueStart, end, id, p.fallback === true);
  },
};
export default rule;
