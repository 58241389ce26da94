/**
 * Secrets passed to a call rather than assigned, where the call says what its argument is:
 *
 *   define('SNYK_TOKEN', '…'), System.setProperty("javax.net.ssl.keyStorePassword", "…"):
 *       the first argument names the second (a secret name, secret-name.ts);
 *   .clientSecret("…"), setPassword("…"), withApiKey("…"): the method is named for it;
 *   new NetworkCredential("svc", "…"), server.login("alerts", "…"), new PDO(dsn, "app", "…"),
 *   WiFi.begin("ssid", "…"), requests.get(url, auth=("user", "…")),
 *   token.SignedString([]byte("…")), jwt.sign(payload, "…"), createHmac("sha256", "…"):
 *       credential and signing calls, by the position of their password or key (CALLS);
 *   res.cookie("sid", "…"), set_cookie("remember_token", "…"), cookies.set("JSESSIONID", "…"):
 *       a cookie's name and value, judged as a header's would be (cookie-value.ts).
 *
 * Anchored on the `(` after the called name. Only string literals are judged (also wrapped:
 * `[]byte("…")`, `b"…"`, `Encoding.UTF8.GetBytes("…")`); the arguments are read within one
 * bounded window.
 */
import type { Rule, ScanContext, Span } from "../rule.js";
import { isAlnum, isBlank, isQuote, isSpace } from "../chars.js";
import { mayEndSecretName, secretNameFamily } from "../secret-name.js";
import { classify } from "../judge-value.js";
import { isSecretCookieValue } from "../cookie-value.js";
import { skipLiteralWrapper } from "../literal-wrapper.js";
import { KEYED_RULES } from "./keyed/index.js";

const MAX_CALL_CHARS = 512;
const MAX_CALLEE_CHARS = 48;
const MAX_NAME_LITERAL_CHARS = 128;

interface CallSpec {
  /** Position (from 0) of the password or key among the arguments. */
  index: number;
  /** For a name that many APIs use (`sign`, `new`), the receivers it must be called on. */
  receivers?: readonly string[];
  kind: "password" | "key" | "cookie";
}

/** Called names whose argument at `index` is a credential, and cookie setters (name, value). */
const CALLS: Readonly<Record<string, CallSpec>> = {
  NetworkCredential: { index: 1, kind: "password" },
  login: { index: 1, kind: "password" },
  PDO: { index: 2, kind: "password" },
  getConnection: { index: 2, kind: "password", receivers: ["DriverManager"] },
  HTTPBasicAuth: { index: 1, kind: "password" },
  HTTPDigestAuth: { index: 1, kind: "password" },
  SetBasicAuth: { index: 1, kind: "password" },
  BasicAuth: { index: 1, kind: "password" },
  UsernamePasswordCredentials: { index: 1, kind: "password" },
  PasswordAuthentication: { index: 1, kind: "password" },
  simple_bind_s: { index: 1, kind: "password" },
  simple_bind: { index: 1, kind: "password" },
  BasicAWSCredentials: { index: 1, kind: "key" },
  create: { index: 1, kind: "key", receivers: ["AwsBasicCredentials", "AwsSessionCredentials", "SearchClient"] },
  // Clients made from (an id or endpoint, a key): Algolia's, Azure Cosmos DB's.
  algoliasearch: { index: 1, kind: "key" },
  CosmosClient: { index: 1, kind: "key" },
  // A Wi-Fi station joins with (SSID, passphrase): Arduino's and MicroPython's.
  begin: { index: 1, kind: "password", receivers: ["WiFi"] },
  addAP: { index: 1, kind: "password" },
  connect: { index: 1, kind: "password", receivers: ["wlan", "sta", "sta_if", "wifi", "station"] },
  NewStaticCredentials: { index: 1, kind: "key" },
  SignedString: { index: 0, kind: "key" },
  sign: { index: 1, kind: "key", receivers: ["jwt", "jsonwebtoken", "JWT"] },
  encode: { index: 1, kind: "key", receivers: ["jwt", "JWT"] },
  createHmac: { index: 1, kind: "key" },
  new: { index: 0, kind: "key", receivers: ["hmac"] },
  new_from_slice: { index: 0, kind: "key" },
  SecretKeySpec: { index: 0, kind: "key" },
  hmacShaKeyFor: { index: 0, kind: "key" },
  Fernet: { index: 0, kind: "key" },
  AESGCM: { index: 0, kind: "key" },
  cookie: { index: 1, kind: "cookie" },
  set_cookie: { index: 1, kind: "cookie" },
  setCookie: { index: 1, kind: "cookie" },
  Cookie: { index: 1, kind: "cookie" },
  set: { index: 1, kind: "cookie", receivers: ["cookies"] },
};

const isIdent = (c: number): boolean => isAlnum(c) || c === 95 || c === 36;

/** Setter and builder prefixes: `setPassword`, `with_api_key`. Getters (`getPassword("x")`) name
 *  what they look up, not what they are given. */
const SETTER = /^(?:set_?|with_?)(?=[A-Za-z])/;
const GETTER = /^(?:get|fetch|load|read|find|has|is|check|verify|validate|reset|update|delete|remove|hash|rotate|generate|create|new|request|revoke)/i;

/** The literal an argument starting at `i` is (content [start, end)), or null. */
function literalArg(text: string, i: number, limit: number): [number, number] | null {
  const q = skipLiteralWrapper(text, i);
  const quote = text.charCodeAt(q);
  if (!isQuote(quote)) return null;
  for (let j = q + 1; j < limit; j++) {
    const c = text.charCodeAt(j);
    if (c === 10 || c === 13) return null;
    if (c === 92) j++;
    else if (c === quote) return j > q + 1 ? [q + 1, j] : null;
  }
  return null;
}

/** The arguments of the call whose `(` is at `open`: for each, its literal (or null), until the
 *  call closes or `max` arguments have been read. */
function readArgs(text: string, open: number, max: number): Array<[number, number] | null> {
  const limit = Math.min(text.length, open + 1 + MAX_CALL_CHARS);
  const args: Array<[number, number] | null> = [];
  let i = open + 1;
  while (i < limit && args.length < max) {
    while (i < limit && isSpace(text.charCodeAt(i))) i++;
    const lit = literalArg(text, i, limit);
    args.push(lit);
    // To the end of this argument: the next `,` or `)` outside brackets and strings.
    let depth = 0;
    if (lit !== null) i = lit[1] + 1;
    for (; i < limit; i++) {
      const c = text.charCodeAt(i);
      if (isQuote(c)) {
        const q = c;
        for (i++; i < limit && text.charCodeAt(i) !== q; i++) if (text.charCodeAt(i) === 92) i++;
      } else if (c === 40 || c === 91 || c === 123) depth++;
      else if (c === 41 || c === 93 || c === 125) {
        if (depth === 0) return args;
        depth--;
      } else if (c === 44 && depth === 0) break;
    }
    i++;
  }
  return args;
}

/** The called name that ends at `end` and its receiver (`jwt` of `jwt.sign`). */
function calleeBefore(text: string, end: number): { name: string; receiver: string } {
  let s = end;
  while (s > 0 && end - s < MAX_CALLEE_CHARS && isIdent(text.charCodeAt(s - 1))) s--;
  const name = text.slice(s, end);
  let r = s;
  if (text.charCodeAt(r - 1) === 46) r--;
  else if (text.charCodeAt(r - 1) === 58 && text.charCodeAt(r - 2) === 58) r -= 2;
  else return { name, receiver: "" };
  let rs = r;
  while (rs > 0 && r - rs < MAX_CALLEE_CHARS && isIdent(text.charCodeAt(rs - 1))) rs--;
  return { name, receiver: text.slice(rs, r) };
}

function judge(name: string, family: ReturnType<typeof secretNameFamily>, value: string): string | null {
  return family === null ? null : classify({ key: name, family, quoted: true, op: "=" }, value);
}

/** Keyword arguments that take a (user, password) pair: requests' and httpx's `auth=`. */
const PAIR_KEYWORDS = new Set(["auth", "basic_auth", "http_auth", "credentials"]);

/** The keyword before `=` at `eq` (past blanks), or "". */
function keywordBefore(text: string, eq: number): string {
  let e = eq;
  while (e > 0 && eq - e < 4 && isBlank(text.charCodeAt(e - 1))) e--;
  let s = e;
  while (s > 0 && e - s < MAX_CALLEE_CHARS && isIdent(text.charCodeAt(s - 1))) s--;
  return text.slice(s, e);
}

/** `auth=("user", "…")`: the tuple whose `(` is at `open`, its second element. */
function matchPair(text: string, open: number): Span | null {
  let e = open;
  while (e > 0 && open - e < 4 && isBlank(text.charCodeAt(e - 1))) e--;
  if (text.charCodeAt(e - 1) !== 61 || text.charCodeAt(e - 2) === 61 || !PAIR_KEYWORDS.has(keywordBefore(text, e - 1))) return null;
  const args = readArgs(text, open, 2);
  const [user, pw] = args;
  if (user == null || pw == null) return null;
  const id = judge("password", "password", text.slice(pw[0], pw[1]));
  return id === null ? null : { start: pw[0], end: pw[1], rule: id };
}

function matchCall(text: string, open: number): Span | null {
  if (!isIdent(text.charCodeAt(open - 1))) return matchPair(text, open);
  const { name, receiver } = calleeBefore(text, open);
  if (name.length === 0) return null;
  const spec = CALLS[name];
  if (spec !== undefined && (spec.receivers === undefined || spec.receivers.includes(receiver))) {
    const args = readArgs(text, open, spec.index + 1);
    const lit = args[spec.index];
    if (lit === undefined || lit === null) return null;
    const value = text.slice(lit[0], lit[1]);
    if (spec.kind === "cookie") {
      const n = args[0];
      return n != null && isSecretCookieValue(text.slice(n[0], n[1]), value) ? { start: lit[0], end: lit[1], rule: "http-cookie" } : null;
    }
    const id = judge(spec.kind, spec.kind === "password" ? "password" : "secret", value);
    return id === null ? null : { start: lit[0], end: lit[1], rule: id };
  }
  // A method named for its argument: `.clientSecret("…")`, `setPassword("…")`.
  if (mayEndSecretName(name.charCodeAt(name.length - 1)) && !GETTER.test(name)) {
    const bare = name.replace(SETTER, "");
    const family = secretNameFamily(bare);
    if (family !== null) {
      const lit = readArgs(text, open, 1)[0];
      if (lit == null) return null;
      const id = judge(bare, family, text.slice(lit[0], lit[1]));
      return id === null ? null : { start: lit[0], end: lit[1], rule: id };
    }
  }
  // The first argument names the second: `define('API_TOKEN', '…')`.
  const args = readArgs(text, open, 2);
  const [n, v] = args;
  if (n == null || v == null || n[1] - n[0] > MAX_NAME_LITERAL_CHARS || !mayEndSecretName(text.charCodeAt(n[1] - 1))) return null;
  const key = text.slice(n[0], n[1]);
  const id = judge(key, secretNameFamily(key), text.slice(v[0], v[1]));
  return id === null ? null : { start: v[0], end: v[1], rule: id };
}

/** The last three characters of each name in CALLS, as one number. */
const tail3 = (text: string, end: number): number => (text.charCodeAt(end - 3) << 16) | (text.charCodeAt(end - 2) << 8) | text.charCodeAt(end - 1);
const CALL_TAILS = new Set(Object.keys(CALLS).map((n) => tail3(n, n.length)));

/** Worth reading the call at `q`? Its first argument is a string literal, or its name may be
 *  one of CALLS (by its last three characters). Most calls leave here, unread. */
function callFinder(text: string, q: number): number {
  let i = q + 1;
  while (i - q < 8 && isBlank(text.charCodeAt(i))) i++;
  const c = text.charCodeAt(i);
  if (isQuote(c) || ((c === 98 || c === 114) && isQuote(text.charCodeAt(i + 1)))) return q; // "…", b"…", r"…"
  return CALL_TAILS.has(tail3(text, q)) ? q : -1;
}

/** Worth reading as `auth=(…)`? A string literal opens it and `=` stands before it. */
function pairFinder(text: string, q: number): boolean {
  let e = q;
  while (e > 0 && q - e < 4 && isBlank(text.charCodeAt(e - 1))) e--;
  if (text.charCodeAt(e - 1) !== 61) return false;
  let i = q + 1;
  while (i - q < 8 && isBlank(text.charCodeAt(i))) i++;
  return isQuote(text.charCodeAt(i));
}

const rule: Rule = {
  name: "call-argument",
  ids: ["generic-password", "generic-api-key", "generic-secret", "http-cookie", ...KEYED_RULES.map((k) => k.id)],
  kind: "secret",
  // One finder for both readings of a `(`: a call after a name, a pair after `=` (`auth=(…)`).
  triggers: [{ anchor: "(", find: (t, q) => (isIdent(t.charCodeAt(q - 1)) ? callFinder(t, q) : pairFinder(t, q) ? q : -1), prev: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_$= " }],
  match(ctx: ScanContext, at: number): Span | null {
    return matchCall(ctx.text, at);
  },
};
export default rule;
