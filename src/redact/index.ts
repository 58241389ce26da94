// PLACEHOLDER until the redaction module lands (issue 3): the helper owning src/redact/
// replaces this file entirely. Only here so that dependants compile.
import type { RedactPolicy, RedactResult } from "./types.js";
export type { RedactPolicy, RedactResult, Finding, FindingKind, RedactionMode } from "./types.js";

export function redact(text: string, _policy: RedactPolicy): RedactResult {
  const findings: RedactResult["findings"] = [];
  const out = text.replace(/\b(?:ghp_[A-Za-z0-9]{36}|sk-[A-Za-z0-9_-]{20,}|AKIA[0-9A-Z]{16})\b/g, (m, off: number) => {
    findings.push({ kind: "secret", rule: "placeholder", start: off, end: off + m.length });
    return "<REDACTED_SECRET>";
  });
  return { text: out, findings };
}
