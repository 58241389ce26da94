/**
 * PEM private keys (PKCS#1 RSA, SEC1 EC, DSA, PKCS#8 plain and encrypted, OpenSSH), PGP
 * private key blocks and OpenVPN's shared keys (`ta.key`, `static.key`: "-----BEGIN OpenVPN
 * Static key V1-----" over lines of hex; the tls-crypt-v2 server and client keys), multi-line
 * or JSON-escaped on one line (`"private_key": "-----BEGIN PRIVATE KEY-----\nMIIE…\n-----END
 * PRIVATE KEY-----\n"`, as in GCP service-account files), or encoded whole in base64 (a
 * Kubernetes Secret's `tls.key`, kubeconfig's `client-key-data`).
 * Certificates and public keys are public and kept. A key cut off before its END line (tool
 * output is often truncated) is redacted up to the last line that still looks like key body.
 *
 * A cut key keeps its BEGIN line: the armour header is no secret, and it is what lets a later
 * write recognise key body appended after it (a daily note that receives the BEGIN line from one
 * append and the body, line by line, from the next ones; see workspace/redact-changed.ts). For
 * the same reason a placeholder line right after the header counts as body already redacted, so
 * the body line appended after it is still taken for key material, and a bare header (no body
 * yet) is not a finding at all. A complete BEGIN…END block is still replaced whole.
 */
import type { Rule, ScanContext, Skip, Span } from "../rule.js";
import { span } from "../rule.js";
import { isAlnum, isBase64Char, isBlank, runEnd } from "../chars.js";
import { nextIndexOfWithin } from "../memo.js";
import { PLACEHOLDERS } from "../placeholders.js";

/** What an armour line names when it holds a secret: a private key, or an OpenVPN key (a
 *  symmetric key shared by both ends, so as secret as a private one). */
const SECRET_LABEL = String.raw`(?:[A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?|OpenVPN [A-Za-z0-9 -]{0,40}key(?: V\d)?)`;
const HEADER = new RegExp(`-----BEGIN (${SECRET_LABEL})-----`, "y");
const END_LINE = /-----END [A-Za-z0-9 -]{0,48}-----/y;
/** Largest armoured key we expect (an 8192-bit RSA key is ~6.5 KB; PGP blocks can be larger). */
const MAX_KEY_CHARS = 64 * 1024;
/** Longest base64 line of a truncated body (PEM uses 64, OpenSSH 70, some tools no wrapping). */
const MAX_BODY_LINE_CHARS = 16 * 1024;
/** Armour headers (Proc-Type:, DEK-Info:, Version:, Comment:) allowed right after BEGIN. */
const ARMOUR_HEADER = /[A-Za-z-]{2,20}: [^\r\n"\\]{0,200}/y;

/**
 * The last `-----BEGIN … PRIVATE KEY-----` header within MAX_KEY_CHARS before `to` with no
 * `-----END ` between it and `to` (a key still being written): its [start, end), or null.
 * For workspace/redact-changed.ts, which must know whether a change continues an open key.
 */
export function openHeaderBefore(text: string, to: number): { start: number; end: number } | null {
  const begin = text.lastIndexOf("-----BEGIN ", to - 1);
  if (begin === -1 || begin < to - MAX_KEY_CHARS) return null;
  HEADER.lastIndex = begin;
  if (!HEADER.test(text)) return null;
  const headerEnd = HEADER.lastIndex;
  const end = text.indexOf("-----END ", headerEnd);
  return end === -1 || end >= to ? { start: begin, end: headerEnd } : null;
}

/** Length of the line separator at `i`: a newline (LF, CRLF) or a JSON-escaped one, once or
 *  twice (`\n`, `\\n`, `\r\n`, `\\r\\n`): a key written on Windows and then into JSON keeps its
 *  CR. */
function separatorLength(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c === 10) return 1;
  if (c === 13 && text.charCodeAt(i + 1) === 10) return 2;
  if (c === 92) {
    if (text.charCodeAt(i + 1) === 110) return 2; // \n
    if (text.charCodeAt(i + 1) === 114 && text.charCodeAt(i + 2) === 92 && text.charCodeAt(i + 3) === 110) return 4; // \r\n
    if (text.charCodeAt(i + 1) === 92) {
      if (text.charCodeAt(i + 2) === 110) return 3; // \\n
      if (text.charCodeAt(i + 2) === 114 && text.charCodeAt(i + 3) === 92 && text.charCodeAt(i + 4) === 92 && text.charCodeAt(i + 5) === 110) return 6; // \\r\\n
    }
  }
  return 0;
}

/** A body that was clipped for display ends in an ellipsis ("MIIEow…"): the clipped line is
 *  still key material. */
const ELLIPSIS = 0x2026;
/** Shortest base64 token taken for key body on a one-line key: PEM lines are 64 characters and
 *  OpenSSH 70, prose words are far shorter. A shorter token is taken only as the last one,
 *  clipped (followed by an ellipsis, a quote or the end of the text rather than a blank). */
const MIN_ONE_LINE_TOKEN_CHARS = 16;

/** The body of a key cut before its END line, whole lines of base64 (and the armour headers of
 *  encrypted keys), from the first line after the header: [start, end), or null when there is
 *  no key material (a bare header, or only lines already redacted). */
function truncatedBody(text: string, from: number): { start: number; end: number } | null {
  let start = -1;
  let end = from;
  let i = from;
  let lines = 0;
  let material = false;
  const limit = Math.min(text.length, from + MAX_KEY_CHARS);
  while (i < limit) {
    const sep = separatorLength(text, i);
    if (sep === 0) break;
    i += sep;
    // A blank line is part of PGP and encrypted-PEM armour.
    if (separatorLength(text, i) > 0) continue;
    lines++;
    ARMOUR_HEADER.lastIndex = i;
    if (lines <= 3 && ARMOUR_HEADER.test(text) && separatorLength(text, ARMOUR_HEADER.lastIndex) > 0) {
      if (start === -1) start = i;
      i = end = ARMOUR_HEADER.lastIndex;
      continue;
    }
    // Body an earlier write already redacted: what follows it is still body.
    if (text.startsWith(PLACEHOLDERS.secret, i) && (i + PLACEHOLDERS.secret.length === text.length || separatorLength(text, i + PLACEHOLDERS.secret.length) > 0)) {
      if (start === -1) start = i;
      i = end = i + PLACEHOLDERS.secret.length;
      continue;
    }
    let j = i;
    const lineLimit = Math.min(limit, i + MAX_BODY_LINE_CHARS);
    while (j < lineLimit && isBase64Char(text.charCodeAt(j))) j++;
    if (j === i) break;
    // Only whole lines: "The key above…" after a truncated key is prose, not body.
    const after = j < text.length ? text.charCodeAt(j) : -1;
    if (after !== -1 && separatorLength(text, j) === 0 && after !== 34 /* " */ && after !== 39 /* ' */ && after !== ELLIPSIS) break;
    if (start === -1) start = i;
    material = true;
    i = end = j;
  }
  return material ? { start, end } : null;
}

/** The body of a key pasted on one line (blanks for its line breaks) and cut before its END:
 *  the run of long base64 tokens after the header, and a short last one when it was clipped. */
function oneLineBody(text: string, from: number): { start: number; end: number } | null {
  let start = -1;
  let end = from;
  let i = from;
  let material = false;
  const limit = Math.min(text.length, from + MAX_KEY_CHARS);
  while (i < limit) {
    let b = i;
    while (b < limit && b - i < 2 && isBlank(text.charCodeAt(b))) b++;
    if (b === i || b === limit) break;
    i = b;
    if (text.startsWith(PLACEHOLDERS.secret, i)) {
      if (start === -1) start = i;
      i = end = i + PLACEHOLDERS.secret.length;
      continue;
    }
    let j = i;
    const tokenLimit = Math.min(limit, i + MAX_BODY_LINE_CHARS);
    while (j < tokenLimit && isBase64Char(text.charCodeAt(j))) j++;
    if (j === i) break;
    const blankAfter = j < text.length && isBlank(text.charCodeAt(j));
    if (j - i < MIN_ONE_LINE_TOKEN_CHARS) {
      // A short token: the clipped last piece of the body, or the prose after it.
      if (material && !blankAfter) end = j;
      break;
    }
    if (start === -1) start = i;
    material = true;
    i = end = j;
  }
  return material ? { start, end } : null;
}

const PRIVATE_END_LINE = new RegExp(`-----END ${SECRET_LABEL}-----`, "y");

/** Start of the key body that ends at `to` (where an END line begins) when its BEGIN line is
 *  gone: whole lines of base64 (or long tokens, on one line) read backwards, or -1 when there
 *  is no key material before the END line. Real line breaks and blanks only. */
function orphanBodyStart(text: string, to: number): number {
  const limit = Math.max(0, to - MAX_KEY_CHARS);
  let i = to;
  let start = -1;
  let material = false;
  while (i > limit) {
    // The separator before `i`: up to two blanks, or a line break (with blanks before it).
    let b = i;
    while (b > limit && i - b < 2 && isBlank(text.charCodeAt(b - 1))) b--;
    if (b > limit && text.charCodeAt(b - 1) === 10) {
      b--;
      if (b > limit && text.charCodeAt(b - 1) === 13) b--;
    }
    if (b === i) break;
    const line = text.charCodeAt(b) === 10 || text.charCodeAt(b) === 13;
    if (b >= PLACEHOLDERS.secret.length && text.startsWith(PLACEHOLDERS.secret, b - PLACEHOLDERS.secret.length)) {
      i = b - PLACEHOLDERS.secret.length;
      continue;
    }
    let a = b;
    const tokenLimit = Math.max(limit, b - MAX_BODY_LINE_CHARS);
    while (a > tokenLimit && isBase64Char(text.charCodeAt(a - 1))) a--;
    if (a === b) break;
    const prev = a > 0 ? text.charCodeAt(a - 1) : -1;
    // A body line is a whole line; a one-line token is a long run between blanks. The first
    // piece of all may have been clipped at its front ("…5FzksnlLvbA0…"): taken, then stop.
    // Body lines and tokens are long (64 characters); only the last one, right before the END
    // line, is short ("AB=="). A short word further back is the text before the key.
    const boundary = prev === -1 || prev === 10 || prev === 13 || (!line && isBlank(prev));
    const long = b - a >= MIN_ONE_LINE_TOKEN_CHARS;
    if (boundary && (long || i === to)) {
      if (long) material = true;
      start = i = a;
      continue;
    }
    if (!boundary && start !== -1 && prev === ELLIPSIS) start = a;
    break;
  }
  return material ? start : -1;
}

/** "-----BEGIN" in base64: a PEM block encoded whole, as Kubernetes Secrets (`tls.key:`),
 *  kubeconfig files (`client-key-data:`), Helm values and CI variables carry a key. */
const ENCODED_BEGIN = "LS0tLS1CRUdJTi";
/** Base64 read to find the armour line's label: "-----BEGIN " and a 40-character label. */
const ENCODED_HEAD_CHARS = 96;
/** A wrapped encoding (`base64` wraps at 76 columns) goes on past a line this long. */
const MIN_WRAPPED_LINE_CHARS = 60;
/** Standard base64 with padding (not the URL-safe `-` and `_` isBase64Char takes too). */
const isStandardBase64 = (c: number): boolean => isAlnum(c) || c === 43 || c === 47 || c === 61;

/** The base64 run at `at` that encodes a private key (its armour line names one; a
 *  certificate's or a public key's is kept), on one line or wrapped. */
function encodedKey(text: string, at: number): Span | null {
  if (at > 0 && isBase64Char(text.charCodeAt(at - 1))) return null;
  // The label first, from the head of the first line: a certificate is not read further (a
  // page of them must not be read once per line).
  const headEnd = runEnd(text, at, isStandardBase64, ENCODED_HEAD_CHARS);
  let decoded: string;
  try {
    decoded = atob(text.slice(at, at + ((headEnd - at) & ~3)));
  } catch {
    return null;
  }
  HEADER.lastIndex = 0;
  if (!HEADER.test(decoded)) return null;
  const limit = Math.min(text.length, at + 2 * MAX_KEY_CHARS);
  let end = at;
  for (;;) {
    const lineStart = end;
    end = runEnd(text, end, isStandardBase64, limit - end);
    // A full line, then the encoding's next line (with the same indentation or none).
    if (end - lineStart < MIN_WRAPPED_LINE_CHARS || separatorLength(text, end) === 0) break;
    let next = end + separatorLength(text, end);
    while (next < limit && isBlank(text.charCodeAt(next))) next++;
    if (next >= limit || !isStandardBase64(text.charCodeAt(next))) break;
    const k = runEnd(text, next, isStandardBase64, limit - next);
    // The next line must end where a line ends: "base64 -d <<<" and prose are not the key.
    if (k < text.length && separatorLength(text, k) === 0 && !isBlank(text.charCodeAt(k)) && text.charCodeAt(k) !== 34 && text.charCodeAt(k) !== 39) break;
    end = next;
  }
  return span(at, end, "private-key");
}

function match(ctx: ScanContext, at: number): Span | Skip | null {
  const { text } = ctx;
  if (text.startsWith(ENCODED_BEGIN, at)) return encodedKey(text, at);
  if (text.startsWith("-----END ", at)) {
    // An END line without its BEGIN (the front of a pasted key cut off, a statement split at
    // the header): the body before it is still a private key. A complete block never gets
    // here, its BEGIN match covers the END line.
    PRIVATE_END_LINE.lastIndex = at;
    if (!PRIVATE_END_LINE.test(text)) return null;
    const start = orphanBodyStart(text, at);
    return start === -1 ? null : span(start, PRIVATE_END_LINE.lastIndex, "private-key");
  }
  HEADER.lastIndex = at;
  if (!HEADER.test(text)) return null;
  const bodyStart = HEADER.lastIndex;
  // The END line of this key: within MAX_KEY_CHARS, and with no other BEGIN before it.
  const endAt = nextIndexOfWithin(ctx, "-----END ", bodyStart, at + MAX_KEY_CHARS + 1);
  if (endAt !== -1 && nextIndexOfWithin(ctx, "-----BEGIN ", bodyStart, endAt) === -1) {
    END_LINE.lastIndex = endAt;
    if (END_LINE.test(text)) return span(at, END_LINE.lastIndex, "private-key");
  }
  // Cut before its END line: the body only (see the header comment), on its lines or on one.
  const body = isBlank(text.charCodeAt(bodyStart)) ? oneLineBody(text, bodyStart) : truncatedBody(text, bodyStart);
  if (body === null) return null;
  return span(body.start, body.end, "private-key");
}

const rule: Rule = {
  name: "private-key",
  ids: ["private-key"],
  kind: "secret",
  triggers: ["-----BEGIN ", "-----END ", ENCODED_BEGIN],
  match,
};
export default rule;
