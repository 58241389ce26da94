/**
 * Redacts only the lines a write changes. SESSION-STATE.md and daily notes hold the user's own
 * text too; re-redacting the whole file would rewrite bytes outside the section we edit (a URL
 * in the user's notes turning into <REDACTED_URL>). So: find the common prefix and suffix of the
 * old and new text, redact the changed lines under the policy and their paragraph for secrets
 * (see below). New files and full replacements are redacted whole.
 */
import { redact } from "../redact/index.js";
import type { Finding, RedactPolicy } from "../redact/types.js";
import { isBase64Char } from "../redact/chars.js";
import { openHeaderBefore } from "../redact/rules/private-key.js";

/** Shortest line taken for the start of key body in a change (PEM lines are 64 characters). */
const MIN_BODY_LINE_CHARS = 16;

/** Offset of the first line in text[from, to) made only of base64 characters (at least
 *  MIN_BODY_LINE_CHARS of them): where key body appended after an open header would begin. */
function firstBodyLine(text: string, from: number, to: number): number {
  let i = from;
  while (i < to) {
    let j = i;
    while (j < to && isBase64Char(text.charCodeAt(j))) j++;
    const c = j < text.length ? text.charCodeAt(j) : 10;
    if (j - i >= MIN_BODY_LINE_CHARS && (c === 10 || c === 13 || c === 0x2026)) return i;
    const nl = text.indexOf("\n", j);
    if (nl === -1 || nl >= to) return -1;
    i = nl + 1;
  }
  return -1;
}

export function redactChanged(before: string | null, after: string, policy: RedactPolicy): { text: string; findings: Finding[] } {
  if (before === null || before.length === 0) return redact(after, policy);
  let start = 0;
  const max = Math.min(before.length, after.length);
  while (start < max && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  let endA = after.length;
  let endB = before.length;
  while (endA > start && endB > start && before.charCodeAt(endB - 1) === after.charCodeAt(endA - 1)) {
    endA--;
    endB--;
  }
  if (start === endA) return { text: after, findings: [] }; // pure deletion: nothing new to check
  // 1. The changed lines, under the full policy.
  const lineStart = after.lastIndexOf("\n", start - 1) + 1;
  const nl = after.indexOf("\n", endA);
  const lineEnd = nl === -1 ? after.length : nl;
  const middle = redact(after.slice(lineStart, lineEnd), policy);
  const findings = middle.findings.map((f) => ({ ...f, start: f.start + lineStart, end: f.end + lineStart }));
  let text = after.slice(0, lineStart) + middle.text + after.slice(lineEnd);
  let changedEnd = lineStart + middle.text.length;
  // 2. Key body appended after a key a previous write left open (its BEGIN line on disk, the
  //    private-key rule keeps it for this; BUG D), past whatever this change put first (the
  //    heading of an appended block): the changed lines from their first base64 line on are
  //    read as if they followed the header directly. Only what the rule then finds inside the
  //    change is applied; a change that closes the key (its END line) is left to the paragraph
  //    pass below, which sees the whole block.
  const openKey = openHeaderBefore(text, lineStart);
  if (openKey !== null) {
    const bodyAt = firstBodyLine(text, lineStart, changedEnd);
    if (bodyAt !== -1) {
      const header = text.slice(openKey.start, openKey.end) + "\n";
      const probe = redact(header + text.slice(bodyAt, changedEnd), { ...policy, mode: "secrets" });
      if (probe.findings.length > 0 && probe.findings.every((f) => f.start >= header.length) && probe.text.startsWith(header)) {
        for (const f of probe.findings) findings.push({ ...f, start: f.start - header.length + bodyAt, end: f.end - header.length + bodyAt });
        text = text.slice(0, bodyAt) + probe.text.slice(header.length) + text.slice(changedEnd);
        changedEnd = bodyAt + probe.text.length - header.length;
      }
    }
  }
  // 3. Their whole paragraph, secrets only: a key or token written in two pieces (a PEM header
  //    by one append, its body by the next) is only recognisable whole. The user's URLs and
  //    paths next to our lines stay as they are; a secret never does. With a key left open
  //    before the change, the window reaches back to its header (paragraphs back, past a
  //    heading), so that a change carrying the END line redacts the block whole.
  const para = text.lastIndexOf("\n\n", lineStart - 1);
  const paraStart = openKey !== null && openKey.start < para + 2 ? openKey.start : para === -1 ? 0 : para + 2;
  const next = text.indexOf("\n\n", changedEnd);
  const paraEnd = next === -1 ? text.length : next;
  if (paraStart < lineStart || paraEnd > changedEnd) {
    const wide = redact(text.slice(paraStart, paraEnd), { ...policy, mode: "secrets" });
    if (wide.findings.length > 0) {
      // A loop, not push(...spread): a spread passes every element as a call argument, and a
      // paragraph with >100k findings (4 MB of short tokens) overflows the stack (BUG R5).
      for (const f of wide.findings) findings.push({ ...f, start: f.start + paraStart, end: f.end + paraStart });
      text = text.slice(0, paraStart) + wide.text + text.slice(paraEnd);
    }
  }
  return { text, findings };
}
