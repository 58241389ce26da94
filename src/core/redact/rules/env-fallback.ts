/**
 * Secrets written into code as the fallback of an environment lookup: the name is the variable
 * looked up (or the variable the result is assigned to), the secret is the default literal.
 *
 *   process.env.API_KEY ?? "…"      process.env["API_KEY"] || '…'    import.meta.env.X ?? "…"
 *   os.getenv("SECRET_KEY", "…")    os.environ.get("TOKEN", "…")     os.environ.get("X") or "…"
 *   getenv("DB_PASSWORD", "…")      ENV.fetch("API_TOKEN", "…")      ENV["API_TOKEN"] || "…"
 *   token = os.getenv("GH", "…")    (the assigned name counts when the looked-up one does not)
 *   $ENV{SMTP_PASS} // "…"          $ENV{'X'} || '…'                 %*ENV<SMTP_PASS> // "…"
 *   ENV.fetch("X") { "…" }          (Perl's and Raku's hashes, `//` defined-or, Ruby's block)
 *   getenv("X") orelse "…"          System.getenv("X") ?: "…"        (os.getenv and os.getenv("X")) or "…"
 *   env::var("X").unwrap_or_else(|_| String::from("…"))              (Zig, Kotlin, Lua, Rust)
 *   String.fromEnvironment("X", defaultValue: "…")                    (Dart)
 *
 * Anchored on the lookup (`env.`, `env[`, `env{`, `env<`, `getenv(`, `environ.get(`,
 * `ENV.fetch(`); everything after it is read within one line.
 */
import type { Rule, Span } from "../rule.js";
import { span } from "../rule.js";
import { isAlnum, isBlank, isQuote, runStart } from "../chars.js";
import { judgeNamedValue } from "../judge-value.js";
import { endBeforeEllipsis } from "../values.js";

const MAX_NAME_CHARS = 128;
const MAX_VALUE_CHARS = 1024;
/** How far back the assigned name is looked for (`const apiToken = process.env.`). */
const MAX_LHS_CHARS = 96;

const isIdent = (c: number): boolean => isAlnum(c) || c === 95 || c === 36;

function skipBlanks(text: string, i: number): number {
  while (isBlank(text.charCodeAt(i))) i++;
  return i;
}

/**
 * The quote at `i`: a plain one, or one escaped with a backslash (`\"`), as the code reads once
 * it is quoted inside a JSON string or a log line. Its character and length, or null.
 */
function quoteAt(text: string, i: number): { q: number; len: 1 | 2 } | null {
  const c = text.charCodeAt(i);
  if (isQuote(c)) return { q: c, len: 1 };
  if (c === 92 && isQuote(text.charCodeAt(i + 1))) return { q: text.charCodeAt(i + 1), len: 2 };
  return null;
}

/** A string literal at `i` on one line: [start, end] of its content, or null. */
function literalAt(text: string, i: number): [number, number] | null {
  const open = quoteAt(text, i);
  if (open === null) return null;
  const { q, len } = open;
  const from = i + len;
  const limit = Math.min(text.length, from + MAX_VALUE_CHARS);
  for (let j = from; j < limit; j++) {
    const c = text.charCodeAt(j);
    if (c === 10 || c === 13) return null;
    if (c !== q) continue;
    const escaped = text.charCodeAt(j - 1) === 92;
    // A plain literal ends at an unescaped quote; an escaped one at the next escaped quote.
    if (len === 1 && !escaped) return [from, endBeforeEllipsis(text, from, j)];
    if (len === 2 && escaped) return [from, endBeforeEllipsis(text, from, j - 1)];
  }
  return null;
}

/** The variable the expression starting at `from` is assigned to (`apiToken = …`,
 *  `"token": …`, `token := …`), or "". */
function assignedName(text: string, from: number): string {
  // Back over the receiver (`os.`, `process.`, `import.meta.`).
  let i = runStart(text, from, (c) => isIdent(c) || c === 46, MAX_LHS_CHARS);
  while (i > 0 && isBlank(text.charCodeAt(i - 1))) i--;
  const op = text.charCodeAt(i - 1);
  if (op !== 61 && op !== 58) return "";
  i--;
  if (op === 61 && text.charCodeAt(i - 1) === 58) i--; // :=
  if (op === 61 && "=!<>".includes(text.charAt(i - 1))) return ""; // comparisons
  while (i > 0 && isBlank(text.charCodeAt(i - 1))) i--;
  if (isQuote(text.charCodeAt(i - 1))) i--;
  const s = runStart(text, i, isIdent, MAX_NAME_CHARS);
  return text.slice(s, i);
}

/** Where the default's literal starts, after the operator that gives a lookup its fallback at
 *  `i`, or -1: `?? "…"`, `|| "…"`, `or "…"`, `// "…"` (Perl's and Raku's defined-or), Zig's
 *  `orelse "…"`, Kotlin's `?: "…"`, Ruby's default block (`ENV.fetch("X") { "…" }`), and Rust's
 *  `.unwrap_or("…")` / `.unwrap_or_else(|_| String::from("…"))`, also on the next line. */
function fallbackAfter(text: string, i: number, block: boolean): number {
  if (text.startsWith("orelse", i)) return skipBlanks(text, i + 6);
  const two = text.slice(i, i + 2);
  if (two === "??" || two === "||" || two === "or" || two === "//" || two === "?:") return skipBlanks(text, i + 2);
  if (block && text.charCodeAt(i) === 123 /* { */) return skipBlanks(text, i + 1);
  // A method chained on the next line.
  let k = i;
  if (text.charCodeAt(k) === 13) k++;
  if (text.charCodeAt(k) === 10) k = skipBlanks(text, k + 1);
  if (text.startsWith(".unwrap_or_else(", k)) {
    k = skipBlanks(text, k + 16);
    if (text.startsWith("|_|", k)) k += 3;
    else if (text.startsWith("||", k)) k += 2;
    else return -1;
  } else if (text.startsWith(".unwrap_or(", k)) k += 11;
  else return -1;
  k = skipBlanks(text, k);
  if (text.startsWith("String::from(", k)) k = skipBlanks(text, k + 13);
  return k;
}

const LOOKUPS = ["getenv(", "environ.get(", "env.fetch(", "env.get(", "env::var(", "fromEnvironment(", "env[", "env{", "env<", "env."];
/** The bracket that closes each bracketed lookup's name. */
const CLOSERS: Readonly<Record<string, number>> = { "env[": 93, "env{": 125, "env<": 62 };

const rule: Rule = {
  name: "env-fallback",
  ids: ["env-fallback-secret"],
  kind: "secret",
  triggers: [{ ci: "getenv(" }, "environ.get(", "ENV.fetch(", "env.get(", "env::var(", "fromEnvironment(", { ci: "env[" }, "ENV{", "ENV<", "env."],
  match({ text }, at) {
    const lookup = LOOKUPS.find((l) => text.startsWith(l, at) || text.slice(at, at + l.length).toLowerCase() === l);
    if (lookup === undefined) return null;
    // `env.` inside a longer word (`venv.`, `dotenv.config`) is not a lookup.
    const prev = text.charCodeAt(at - 1);
    if (at > 0 && isAlnum(prev) && lookup !== "getenv(") return null;
    let i = at + lookup.length;
    const call = lookup.endsWith("(");
    // The looked-up name: quoted in calls and brackets, bare after `env.` and in Perl's and
    // Raku's hashes (`$ENV{X}`, `%*ENV<X>`), which take it quoted too.
    let quote: { q: number; len: 1 | 2 } | null = null;
    const closer = CLOSERS[lookup];
    if (lookup !== "env.") {
      i = skipBlanks(text, i);
      quote = quoteAt(text, i);
      if (quote === null && (closer === undefined || lookup === "env[")) return null;
      if (quote !== null) i += quote.len;
    }
    const nameStart = i;
    while (i - nameStart < MAX_NAME_CHARS && isIdent(text.charCodeAt(i))) i++;
    if (i === nameStart) return null;
    const name = text.slice(nameStart, i);
    if (quote !== null) {
      const close = quoteAt(text, i);
      if (close === null || close.q !== quote.q || close.len !== quote.len) return null;
      i += quote.len;
    }
    i = skipBlanks(text, i);
    if (call && text.charCodeAt(i) === 44 /* , */) {
      // getenv("X", "default"), Dart's String.fromEnvironment("X", defaultValue: "default")
      i = skipBlanks(text, i + 1);
      if (text.startsWith("defaultValue:", i)) i = skipBlanks(text, i + 13);
    } else {
      if (call) {
        if (text.charCodeAt(i) !== 41 /* ) */) return null;
        i = skipBlanks(text, i + 1);
        // The lookup inside parentheses: Lua's `(os.getenv and os.getenv("X")) or "…"`.
        if (text.charCodeAt(i) === 41) i = skipBlanks(text, i + 1);
      } else if (closer !== undefined) {
        if (text.charCodeAt(i) !== closer) return null;
        i = skipBlanks(text, i + 1);
      }
      const after = fallbackAfter(text, i, call && lookup === "env.fetch(");
      if (after === -1) return null;
      i = after;
    }
    const lit = literalAt(text, i);
    if (lit === null) return null;
    const [start, end] = lit;
    const value = text.slice(start, end);
    const id = judgeNamedValue(name, value, true) ?? judgeNamedValue(assignedName(text, at), value, true);
    if (id === null) return null;
    return span(start, end, "env-fallback-secret");
  },
};
export default rule;
