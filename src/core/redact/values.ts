/**
 * Is a candidate value a real secret or a stand-in? Shared by the generic assignment rule, URL
 * credentials and Authorization headers. Documentation, config templates and code are full of
 * `password: <your password here>`, `token: ${{ secrets.X }}`, `apiKey: config.apiKey` and
 * `sk-...`; redacting those destroys the digest while protecting nothing.
 */
import { charClasses, distinctChars } from "./entropy.js";
import { asciiNeedlesCi, asciiWordsCi, isAscii } from "./chars.js";

/** How much of a value the template checks read: enough to tell `xxxxxxxx…` from a key, and
 *  bounded, since a rule may be asked at every position of a long run. */
const TOKEN_CHECK_WINDOW_CHARS = 64;
/** Template markers are looked for in the first this many characters of a value. */
const PLACEHOLDER_CHECK_WINDOW_CHARS = 128;

/** Values that name a type, a literal or the field itself rather than holding a secret. */
const STOPWORDS = new Set([
  "true", "false", "null", "none", "nil", "undefined", "yes", "no", "on", "off", "empty",
  "string", "str", "number", "int", "integer", "bool", "boolean", "any", "unknown", "object", "bytes", "text",
  "required", "optional", "hidden", "masked", "redacted", "secret", "secrets", "password", "passwd", "token",
  "tokens", "key", "apikey", "api_key", "credentials", "credential", "auth", "bearer", "basic", "value",
  "changeme", "change_me", "changeit", "example", "sample", "dummy", "placeholder", "test", "testing",
  "foo", "bar", "baz", "xxx", "todo", "tbd", "n/a", "na", "default", "env", "var", "function", "return",
  "await", "async", "new", "this", "self", "const", "let", "get", "set", "input", "output", "params",
]);

/** Substrings that mark a template value (case-insensitive). An ellipsis is judged apart
 *  (see ellipsisAt). */
const MARKERS = ["your_", "your-", "yourapi", "<your", "example", "placeholder", "changeme", "change_me", "redacted", "dummy", "insert", "replace", "xxxx", "****", "<secret", "<token", "<password", "<key"];

/** The same tests for ASCII values, without a lower-cased copy of each (chars.ts). */
const isStopword = asciiWordsCi(STOPWORDS);
const hasMarker = asciiNeedlesCi(MARKERS);
const TOKEN_MARKERS = ["example", "xxxxx", "placeholder", "your"];
const hasTokenMarker = asciiNeedlesCi(TOKEN_MARKERS);

const ELLIPSIS = "\u2026";
/** Shortest text before an ellipsis that can be a clipped secret rather than a template: `sk-`,
 *  `ghp_`, `abc1` before "…" are examples or masked displays, and too short to be worth a key. */
const MIN_CLIPPED_SECRET_CHARS = 8;
/** Distinct characters a clipped secret needs (`aaaaaaaa…`, `12121212…` are templates). */
const MIN_CLIPPED_SECRET_DISTINCT_CHARS = 6;

/** Offset of the first ellipsis in `v` ("…", or four or more dots), or -1. Three dots are left
 *  out: a value's own trailing "..." is sentence punctuation the rules trim, and `a...b` is a
 *  range. */
function ellipsisAt(v: string): number {
  const u = v.indexOf(ELLIPSIS);
  const d = v.indexOf("....");
  return u === -1 ? d : d === -1 ? u : Math.min(u, d);
}

/** Is `stem`, the text before an ellipsis, a secret that was clipped for display (a compact's
 *  Session Summary cuts items with "…", and the cut can land right after a password)? Only
 *  when it could be a secret on its own: long enough, varied, and not a bare prefix such as
 *  `sk-proj-` or `xoxb-` (which ends in a separator, not in key material). */
function isClippedSecret(stem: string): boolean {
  if (stem.length < MIN_CLIPPED_SECRET_CHARS) return false;
  const last = stem.charCodeAt(stem.length - 1);
  const alnum = (last >= 48 && last <= 57) || (last >= 65 && last <= 90) || (last >= 97 && last <= 122);
  if (!alnum) return false;
  return charClasses(stem) >= 2 && distinctChars(stem, TOKEN_CHECK_WINDOW_CHARS) >= MIN_CLIPPED_SECRET_DISTINCT_CHARS && !isPlaceholderValue(stem);
}

/** End of `text[start, end)` without a trailing ellipsis ("…" or a run of dots), for rules that
 *  read a value which display clipping may have cut: the secret is what comes before it, and
 *  is judged as if the value ended there. */
export function endBeforeEllipsis(text: string, start: number, end: number): number {
  let e = end;
  while (e > start && (text.charCodeAt(e - 1) === 0x2026 || text.charCodeAt(e - 1) === 46 /* . */)) e--;
  // Only a real ellipsis: one "…", or at least three dots (one dot ends a sentence, and is
  // trimmed, or not, by the rule itself).
  const cut = text.slice(e, end);
  return cut.includes(ELLIPSIS) || cut.length >= 3 ? e : end;
}

/** Encrypted values in the form their tools store them: SOPS `ENC[AES256_GCM,data:…]`, Jasypt
 *  `ENC(…)` in Spring properties, Ansible Vault, HashiCorp Vault transit `vault:v1:…`. They look
 *  random, but they are the safe-to-commit form of a secret, not the secret. */
const CIPHERTEXT_PREFIXES = ["ENC[", "ENC(", "$ANSIBLE_VAULT;", "vault:v"];

export function isCiphertext(v: string): boolean {
  for (const p of CIPHERTEXT_PREFIXES) if (v.startsWith(p)) return p !== "vault:v" || /^vault:v[0-9]+:/.test(v);
  return false;
}

/** A name after a sigil: a variable, a YAML alias, anchor or tag (`$VAR`, `*base`, `&base`, `!vault`). */
const SIGIL_NAME = /^[A-Za-z_][A-Za-z0-9_.-]*$/;

/**
 * A stand-in that starts with a symbol: <token>, {{ var }}, ${VAR}, $(cmd), $VAR, %VAR%, %s,
 * [REDACTED], (hidden), !vault, !!binary, *alias, &anchor, ***. Only the shape of each counts: a
 * generated password starts with a symbol as often as with a letter (`*XFU=b#9Gy…`, `!E%8G+rz…`,
 * `$ecr3t-W0rd…`), and is none of them.
 */
function symbolStandIn(v: string): boolean {
  const c0 = v.charCodeAt(0);
  const rest = v.slice(1);
  switch (c0) {
    case 60 /* < */:
    case 123 /* { */:
      return true;
    case 36 /* $ */:
      return rest === "" || rest.startsWith("{") || rest.startsWith("(") || /^[A-Za-z_][A-Za-z0-9_]*(?:[/\\][^\s]*)?$/.test(rest);
    case 37 /* % */:
      return rest === "" || /^[A-Za-z_][A-Za-z0-9_]*%/.test(rest) || /^(?:\([A-Za-z_]\w*\))?[-+ #0]*(?:[1-9][0-9]*)?[sdrif]$/.test(rest);
    case 91 /* [ */:
      return v.endsWith("]");
    case 40 /* ( */:
      return v.endsWith(")");
    case 33 /* ! */:
      // YAML's tags (`!!str`, `!!binary`, `!vault`, `!Ref`, `!secret`) are words: `!!C?hcKg25` and
      // `!abc123XYZ` are passwords that open with a symbol.
      return /^![a-z]+$/.test(rest) || (SIGIL_NAME.test(rest) && !/[0-9]/.test(rest));
    case 42 /* * */:
      return /^\**$/.test(rest) || SIGIL_NAME.test(rest);
    case 38 /* & */:
      return SIGIL_NAME.test(rest);
    default:
      return false;
  }
}

/** A Markdown code fence or container opener (```ts, ~~~python, ````js{1,3}, :::note) is markup,
 *  not a value: a label line ("Password", "API_TOKEN:") above a code block is a heading for the
 *  block, and its fence must not be read as the value printed under the label. */
const MARKDOWN_OPENER = /^(?:`{3,}|~{3,}|:{3,})[A-Za-z0-9_+.#-]{0,32}(?:\{[^}\n]{0,64}\})?$/;

/** True when `v` is a stand-in: a template, a reference to somewhere else, a stopword, a stored
 *  ciphertext, or a run of one repeated character. */
/** A template's or a shell's reference in the value (`${DB_PASSWORD}`, `{{ vault_pw }}`,
 *  `$(cat ~/.token)`): its opener and, after it, its closer. A generated salt may hold `$(`
 *  or `${` among its symbols (Django's `…6hmk$(v!+h%a!`) with nothing closing them. */
function hasTemplateReference(head: string): boolean {
  for (const [open, close] of TEMPLATE_BRACKETS) {
    const at = head.indexOf(open);
    if (at === -1) continue;
    if (head.indexOf(close, at + open.length) !== -1) return true;
    // `${` before a name's first letter is a reference even where a quote inside it cut the
    // value short (Nix's "$__file{${config.sops.secrets."x".path}}").
    if (open === "${" && /[A-Za-z_]/.test(head.charAt(at + 2))) return true;
  }
  return false;
}
const TEMPLATE_BRACKETS: ReadonlyArray<readonly [string, string]> = [["${", "}"], ["{{", "}}"], ["$(", ")"]];

export function isPlaceholderValue(v: string): boolean {
  if (v.length === 0) return true;
  if (isCiphertext(v)) return true;
  if (symbolStandIn(v)) return true;
  if (MARKDOWN_OPENER.test(v)) return true;
  const head = v.length > PLACEHOLDER_CHECK_WINDOW_CHARS ? v.slice(0, PLACEHOLDER_CHECK_WINDOW_CHARS) : v;
  if (hasTemplateReference(head)) return true;
  if (isAscii(head)) {
    if (isStopword(head) || hasMarker(head, head.length)) return true;
  } else {
    const lower = head.toLowerCase();
    if (STOPWORDS.has(lower)) return true;
    for (const m of MARKERS) if (lower.includes(m)) return true;
  }
  // `sk-...`, `abcd…wxyz` (a masked display) are stand-ins; `Zk3p9Qw+x7LmN2…` is a password
  // clipped for display, and what precedes the ellipsis is judged as the value.
  const cut = ellipsisAt(head);
  if (cut !== -1) return !isClippedSecret(v.slice(0, cut));
  // Code references: process.env.X, os.environ["X"], ENV["X"], getenv(...), secrets.X
  if (/^(?:process\.env|os\.environ|env\.|environ|getenv|secrets\.|vars\.|config\.|settings\.|import\.meta)/i.test(head)) return true;
  if (v.length <= 64 && /^[A-Z][A-Z0-9_]*_(?:KEY|TOKEN|SECRET|PASSWORD|PASS|PWD)$/.test(v)) return true; // GITHUB_TOKEN (a name, not a value)
  // A run of one or two distinct characters: xxxxxxxx, 00000000, ********, abababab.
  if (v.length >= 4 && distinctChars(v, TOKEN_CHECK_WINDOW_CHARS) <= 2) return true;
  return false;
}

/** True when a token body is a template (`ghp_xxxxxxxx…`, `AKIA…EXAMPLE`) rather than a key. */
export function isPlaceholderToken(body: string): boolean {
  if (body.length >= 8 && distinctChars(body, TOKEN_CHECK_WINDOW_CHARS) < 6) return true;
  const head = body.length > TOKEN_CHECK_WINDOW_CHARS ? body.slice(0, TOKEN_CHECK_WINDOW_CHARS) : body;
  if (isAscii(head)) return hasTokenMarker(head, head.length);
  const lower = head.toLowerCase();
  return TOKEN_MARKERS.some((m) => lower.includes(m));
}
