/**
 * Redacts only the lines a write changes. SESSION-STATE.md and daily notes hold the user's own
 * text too; re-redacting the whole file would rewrite bytes outside the section we edit (a URL
 * in the user's notes turning into <REDACTED_URL>). So: find the common prefix and suffix of the
 * old and new text, widen the changed middle to whole lines (a secret cannot straddle the edge),
 * and redact that span. New files and full replacements are redacted whole.
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
  // Widen to whole lines of `after`.
  const lineStart = after.lastIndexOf("\n", start - 1) + 1;
  const nl = after.indexOf("\n", endA);
  const lineEnd = nl === -1 ? after.length : nl;
  const middle = redact(after.slice(lineStart, lineEnd), policy);
  const findings = middle.findings.map((f) => ({ ...f, start: f.start + lineStart, end: f.end + lineStart }));
  return { text: after.slice(0, lineStart) + middle.text + after.slice(lineEnd), findings };
}
