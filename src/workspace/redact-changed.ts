/**
 * Redacts only the lines a write changes. SESSION-STATE.md and daily notes hold the user's own
 * text too; re-redacting the whole file would rewrite bytes outside the section we edit (a URL
 * in the user's notes turning into <REDACTED_URL>). So: find the common prefix and suffix of the
 * old and new text, redact the changed lines under the policy and their paragraph for secrets
 * (see below). New files and full replacements are redacted whole.
 */
import { redact } from "../redact/index.js";
import type { Finding, RedactPolicy } from "../redact/types.js";

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
  // 2. Their whole paragraph, secrets only: a key or token written in two pieces (a PEM header
  //    by one append, its body by the next) is only recognisable whole. The user's URLs and
  //    paths next to our lines stay as they are; a secret never does.
  const changedEnd = lineStart + middle.text.length;
  const para = text.lastIndexOf("\n\n", lineStart - 1);
  const paraStart = para === -1 ? 0 : para + 2;
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
