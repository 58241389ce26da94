/**
 * Redaction: the one function every write path in context-kit calls before a byte reaches disk.
 *
 *   redact(text, policy) → { text, findings }
 *
 * Secrets are removed under every policy: 60+ rules (rules/index.ts) report spans at the
 * triggers one anchor-character pass finds (scanner.ts); overlapping spans merge, and each
 * becomes `<REDACTED_SECRET>`. Under `strict` (the default; docs/design.md, "Principles") the
 * location rules run in the same pass: paths become `<PROJECT_ROOT>/rel` or `<REDACTED_PATH>`,
 * URLs `<REDACTED_URL>` (unless their host is allowed), internal hosts `<INTERNAL_URL>`; spans.ts
 * reconciles the two so that no location can keep part of a secret.
 *
 * Findings carry kind, rule id and offsets into the input, never the text they cover. No rule
 * matches a placeholder, so redact(redact(x).text).text === redact(x).text.
 */
import { foldDigits } from "../text/digits.js";
import { foldMisreadNouns } from "./ocr-nouns.js";
import type { Finding, RedactPolicy, RedactResult } from "./types.js";
import type { ScanContext } from "./rule.js";
import { createScanner } from "./scanner.js";
import { LOCATION_RULES, SECRET_RULES } from "./rules/index.js";
import { borrowTable, findingsOf, mergeOverlapping, pickNonOverlapping, planReplacements, returnTable, rewrite, type Replacement, type SpanTable } from "./spans.js";
import { addCredentialNeighbours, CREDENTIAL_BLOCK_RULE_ID } from "./credential-block.js";
import { dropPublishedExamples } from "./published-examples.js";
import { addRecurrences, RECURRENCE_RULE_ID } from "./recurrence.js";
import { addCodesInContext, CODE_CONTEXT_RULE_ID } from "./code-context.js";
import { resolvePolicy } from "./policy.js";
import { PLACEHOLDERS } from "./placeholders.js";

export type { RedactPolicy, RedactResult, Finding, FindingKind, RedactionMode } from "./types.js";
export { PLACEHOLDERS } from "./placeholders.js";
export { DEFAULT_REDACT_POLICY, REDACTION_MODES, RedactPolicyError } from "./policy.js";
export { loadHostRedactor } from "./host-pass.js";

const secretScanner = createScanner(SECRET_RULES);
const strictScanner = createScanner([...SECRET_RULES, ...LOCATION_RULES]);

const uniqueSorted = (ids: string[]): readonly string[] => Object.freeze([...new Set(ids)].sort());

/** Every rule id a secret finding can carry (what a leak scan should look for). */
export const SECRET_RULE_IDS: readonly string[] = uniqueSorted([...SECRET_RULES.flatMap((r) => r.ids), CREDENTIAL_BLOCK_RULE_ID, CODE_CONTEXT_RULE_ID, RECURRENCE_RULE_ID]);
/** Every rule id a path, URL or internal-host finding can carry (strict policy only). */
export const LOCATION_RULE_IDS: readonly string[] = uniqueSorted(LOCATION_RULES.flatMap((r) => r.ids));
/** Rule id of a finding made by the optional host pass (OpenClaw's redactor). */
export const HOST_PASS_RULE_ID = "openclaw-host";

/** The placeholder, followed by the line breaks of text[start, end) when lines must be preserved. */
function secretReplacement(text: string, start: number, end: number, preserveLines: boolean): string {
  if (!preserveLines) return PLACEHOLDERS.secret;
  let breaks = "";
  for (let i = start; i < end; i++) {
    if (text.charCodeAt(i) === 10) breaks += i > start && text.charCodeAt(i - 1) === 13 ? "\r\n" : "\n";
  }
  return PLACEHOLDERS.secret + breaks;
}

/** The rules' secret spans merged, less the published examples (published-examples.ts), with
 *  the codes and passwords that stand beside them (credential-block.ts), then every other
 *  occurrence of what they replace (recurrence.ts). */
function mergeSecrets(text: string, secrets: SpanTable): void {
  mergeOverlapping(secrets);
  dropPublishedExamples(text, secrets);
  if (addCredentialNeighbours(text, secrets) > 0) {
    mergeOverlapping(secrets);
    dropPublishedExamples(text, secrets);
  }
  if (addCodesInContext(text, secrets) > 0) mergeOverlapping(secrets);
  if (addRecurrences(text, secrets) > 0) mergeOverlapping(secrets);
}

/** Secret findings only, without rewriting: for scanning files for leaks. */
export function scanSecrets(input: string): Finding[] {
  // Rules read ASCII digits; a PIN in another script's digits is read through the fold, whose
  // offsets are the input's (core/text/digits.ts).
  const text = foldMisreadNouns(foldDigits(input));
  const ctx: ScanContext = { text, memo: new Map() };
  const secrets = borrowTable();
  const none = borrowTable();
  secretScanner.scan(ctx, secrets, none);
  mergeSecrets(text, secrets);
  const findings = findingsOf(secrets, none);
  returnTable(secrets);
  returnTable(none);
  return findings;
}

/** Redacts `text` under `policy` (default: strict). Throws RedactPolicyError for a bad policy. */
export function redact(text: string, policy?: RedactPolicy): RedactResult {
  if (typeof text !== "string") throw new TypeError(`redact: text must be a string, got ${text === null ? "null" : typeof text}.`);
  const p = resolvePolicy(policy);
  const strict = p.mode === "strict";
  // The rules read the text with other scripts' digits as ASCII ones ("door PIN: ৪৮২১৯৩"): the
  // fold keeps every offset, so the spans they find are the input's, and the output is built
  // from the input (core/text/digits.ts). So does the fold of a label text recognition misread
  // ("passw0rd", "c0de": ocr-nouns.ts).
  const scanned = foldMisreadNouns(foldDigits(text));
  const ctx: ScanContext = strict ? { text: scanned, memo: new Map(), allowHosts: p.allowHosts, ...(p.workspaceDir ? { workspaceDir: p.workspaceDir } : {}) } : { text: scanned, memo: new Map() };
  const secrets = borrowTable();
  const locations = borrowTable();
  (strict ? strictScanner : secretScanner).scan(ctx, secrets, locations);
  mergeSecrets(scanned, secrets);
  pickNonOverlapping(locations);
  // The edits are kept only for the host pass, which maps its change back through them.
  const edits: Replacement[] = [];
  const secretText = (start: number, end: number): string => secretReplacement(text, start, end, p.preserveLines);
  let out = rewrite(text, (emit) => planReplacements(text, secrets, locations, secretText, emit), p.hostRedactor ? edits : undefined);
  const findings: Finding[] = findingsOf(secrets, locations);
  returnTable(secrets);
  returnTable(locations);

  if (p.hostRedactor) {
    const after = p.hostRedactor(out);
    if (after !== out) {
      // Report the changed stretch, mapped back through our edits to input offsets.
      let pre = 0;
      while (pre < out.length && pre < after.length && out.charCodeAt(pre) === after.charCodeAt(pre)) pre++;
      let suf = 0;
      while (suf < out.length - pre && suf < after.length - pre && out.charCodeAt(out.length - 1 - suf) === after.charCodeAt(after.length - 1 - suf)) suf++;
      findings.push({ kind: "secret", rule: HOST_PASS_RULE_ID, start: toInputOffset(edits, pre, "start"), end: toInputOffset(edits, out.length - suf, "end") });
      findings.sort((a, b) => a.start - b.start || b.end - a.end);
      out = after;
    }
  }

  return { text: out, findings };
}

/** Maps an offset in the redacted text back to the input; inside a replacement it maps to the
 *  start or end of what was replaced. */
function toInputOffset(edits: readonly Replacement[], x: number, side: "start" | "end"): number {
  let delta = 0;
  for (const e of edits) {
    const outStart = e.start + delta;
    if (x <= outStart) break;
    if (x < outStart + e.text.length) return side === "start" ? e.start : e.end;
    delta += e.text.length - (e.end - e.start);
  }
  return x - delta;
}
