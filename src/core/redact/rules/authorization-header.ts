/**
 * HTTP credentials: `Authorization: Bearer …`, `Authorization: Basic …`, `Authorization: token
 * …` (GitHub), a raw `Authorization: <key>`, and a free-standing `Bearer <token>` in curl
 * commands and logs. The scheme word is kept; only the credential is removed. "Bearer tokens
 * are…" and `Bearer $TOKEN` are kept.
 */
import type { Rule, Span } from "../rule.js";
import { span } from "../rule.js";
import { isAlnum, isBlank, isDigit, isAlpha, startsWithCi } from "../chars.js";
import { charClasses, shannonEntropy } from "../entropy.js";
import { isPlaceholderValue } from "../values.js";

const MAX_CREDENTIAL_CHARS = 8192;
const MIN_BEARER_CHARS = 8;
/** A bearer token without digits must be long and random-looking (base64url words). */
const MIN_LETTERS_ONLY_BEARER_CHARS = 20;
const MIN_BEARER_ENTROPY_BITS = 3.0;

const SCHEMES = ["bearer", "basic", "token", "bot", "apikey", "api-key", "key", "sso-key", "ssws", "oauth", "dpop"];

/** Characters of a credential: token68 (RFC 7235) plus a few that real tokens use, and `%` of
 *  URL-encoded ones (Twitter's app-only bearer tokens carry `%2B`, `%3D`). */
const isCredChar = (c: number): boolean => isAlnum(c) || c === 45 || c === 46 || c === 95 || c === 126 || c === 43 || c === 47 || c === 61 || c === 58 || c === 124 || c === 37;

function credentialEnd(text: string, from: number): number {
  const limit = Math.min(text.length, from + MAX_CREDENTIAL_CHARS);
  let i = from;
  while (i < limit && isCredChar(text.charCodeAt(i))) i++;
  // Trailing sentence punctuation is not part of the token.
  while (i > from && ".:,".includes(text.charAt(i - 1))) i--;
  return i;
}

function looksLikeToken(v: string): boolean {
  if (v.length < MIN_BEARER_CHARS || isPlaceholderValue(v)) return false;
  let digits = 0, letters = 0;
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if (isDigit(c)) digits++;
    else if (isAlpha(c)) letters++;
  }
  if (letters === 0) return false;
  if (digits === 0 && (v.length < MIN_LETTERS_ONLY_BEARER_CHARS || charClasses(v) < 2)) return false;
  return shannonEntropy(v) >= MIN_BEARER_ENTROPY_BITS;
}

/** `Basic` credentials are base64 of `user:password`. */
function looksLikeBasic(v: string): boolean {
  if (v.length < 8 || !/^[A-Za-z0-9+/]+={0,2}$/.test(v) || isPlaceholderValue(v)) return false;
  const decoded = Buffer.from(v, "base64").toString("latin1");
  return decoded.includes(":") && /^[\x20-\x7e]+$/.test(decoded);
}

function skipBlanks(text: string, i: number, max = 8): number {
  const limit = Math.min(text.length, i + max);
  while (i < limit && isBlank(text.charCodeAt(i))) i++;
  return i;
}

/** After `scheme` (at `i`, already known to match), the credential span if there is one. */
function afterScheme(text: string, i: number, scheme: string, rule: string): Span | null {
  const s = skipBlanks(text, i + scheme.length);
  if (s === i + scheme.length) return null; // the scheme must be followed by a blank
  const e = credentialEnd(text, s);
  const v = text.slice(s, e);
  const ok = scheme === "basic" ? looksLikeBasic(v) : looksLikeToken(v);
  return ok ? span(s, e, rule) : null;
}

const rule: Rule = {
  name: "authorization-header",
  ids: ["authorization-bearer", "authorization-basic", "authorization-credential"],
  kind: "secret",
  // `authorization` in any case; the free-standing schemes as written in headers (`Bearer`,
  // `Basic`), which keeps their anchor on a rare capital.
  triggers: ["Authorization", "authorization", "AUTHORIZATION", "Bearer", "Basic"],
  match({ text }, at) {
    if (at > 0 && isAlnum(text.charCodeAt(at - 1))) return null;
    if (startsWithCi(text, "bearer", at)) return afterScheme(text, at, "bearer", "authorization-bearer");
    if (startsWithCi(text, "basic", at)) return afterScheme(text, at, "basic", "authorization-basic");
    // Authorization header: `Authorization: X`, `"Authorization": "X"`, `authorization=X`.
    let i = at + "authorization".length;
    if (text.charAt(i) === '"' || text.charAt(i) === "'") i++;
    i = skipBlanks(text, i);
    if (text.charAt(i) !== ":" && text.charAt(i) !== "=") return null;
    i = skipBlanks(text, i + 1);
    if (text.charAt(i) === '"' || text.charAt(i) === "'") i++;
    for (const scheme of SCHEMES) {
      if (startsWithCi(text, scheme, i) && isBlank(text.charCodeAt(i + scheme.length))) {
        // `Bearer`, `Basic` as written are triggers of their own; `bearer`, `BASIC` are not.
        if (text.startsWith("Bearer", i) || text.startsWith("Basic", i)) return null;
        const id = scheme === "bearer" ? "authorization-bearer" : scheme === "basic" ? "authorization-basic" : "authorization-credential";
        return afterScheme(text, i, scheme, id);
      }
    }
    const e = credentialEnd(text, i);
    const v = text.slice(i, e);
    return looksLikeToken(v) ? span(i, e, "authorization-credential") : null;
  },
};
export default rule;
