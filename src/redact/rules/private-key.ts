/**
 * PEM private keys (PKCS#1 RSA, SEC1 EC, DSA, PKCS#8 plain and encrypted, OpenSSH) and PGP
 * private key blocks, multi-line or JSON-escaped on one line (`"private_key": "-----BEGIN
 * PRIVATE KEY-----\nMIIE…\n-----END PRIVATE KEY-----\n"`, as in GCP service-account files).
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
import { isBase64Char, isBlank } from "../chars.js";
import { nextIndexOf } from "../memo.js";
import { PLACEHOLDERS } from "../placeholders.js";

const HEADER = /-----BEGIN ([A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?)-----/y;
const END_LINE = /-----END [A-Z0-9 ]{0,40}-----/y;
/** Largest armoured key we expect (an 8192-bit RSA key is ~6.5 KB; PGP blocks can be larger). */
const MAX_KEY_CHARS = 64 * 1024;
/** Longest base64 line of a truncated body (PEM uses 64, OpenSSH 70, some tools no wrapping). */
const MAX_BODY_LINE_CHARS = 16 * 1024;
/** Armour headers (Proc-Type:, DEK-Info:, Version:, Comment:) allowed right after BEGIN. */
const ARMOUR_HEADER = /[A-Za-z-]{2,20}: [^\r\n"\\]{0,200}/y;

/** Length of the line separator at `i`: a newline (LF, CRLF) or a JSON-escaped `\n` / `\\n`. */
function separatorLength(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c === 10) return 1;
  if (c === 13 && text.charCodeAt(i + 1) === 10) return 2;
  if (c === 92) {
    if (text.charCodeAt(i + 1) === 110) return 2; // \n
    if (text.charCodeAt(i + 1) === 92 && text.charCodeAt(i + 2) === 110) return 3; // \\n
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

function match(ctx: ScanContext, at: number): Span | Skip | null {
  const { text } = ctx;
  HEADER.lastIndex = at;
  if (!HEADER.test(text)) return null;
  const bodyStart = HEADER.lastIndex;
  const endAt = nextIndexOf(ctx, "-----END ", bodyStart);
  const nextBegin = nextIndexOf(ctx, "-----BEGIN ", bodyStart);
  if (endAt !== -1 && endAt - at <= MAX_KEY_CHARS && (nextBegin === -1 || nextBegin > endAt)) {
    END_LINE.lastIndex = endAt;
    if (END_LINE.test(text)) return { start: at, end: END_LINE.lastIndex, rule: "private-key" };
  }
  // Cut before its END line: the body only (see the header comment), on its lines or on one.
  const body = isBlank(text.charCodeAt(bodyStart)) ? oneLineBody(text, bodyStart) : truncatedBody(text, bodyStart);
  if (body === null) return null;
  return { start: body.start, end: body.end, rule: "private-key" };
}

const rule: Rule = {
  name: "private-key",
  ids: ["private-key"],
  kind: "secret",
  triggers: ["-----BEGIN "],
  match,
};
export default rule;
