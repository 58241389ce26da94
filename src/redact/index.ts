/**
 * Redaction: the one function every write path in context-kit calls before a byte reaches disk.
 *
 *   redact(text, policy) → { text, findings }
 *
 * Two passes. The secret pass runs under every policy: 60+ rules (rules/index.ts) report spans
 * at the triggers one combined scan finds (scanner.ts); overlapping spans merge, and each
 * becomes `<REDACTED_SECRET>`. Under `strict` (the default, the seed's policy for compacts) a
 * location pass then runs on that output: paths become `<PROJECT_ROOT>/rel` or
 * `<REDACTED_PATH>`, URLs `<REDACTED_URL>` (unless allowed), internal hosts `<INTERNAL_URL>`.
 * Running the location pass second means an allowed URL keeps `<REDACTED_SECRET>` where its
 * token was, and no location rule can ever re-expose part of a secret.
 *
 * Findings carry kind, rule id and offsets into the input, never the text they cover. No rule
 * matches a placeholder, so redact(redact(x).text).text === redact(x).text.
 */
import type { Finding, FindingKind, RedactPolicy, RedactResult } from "./types.js";
import type { ScanContext, Span } from "./rule.js";
import { createScanner } from "./scanner.js";
import { LOCATION_RULES, SECRET_RULES } from "./rules/index.js";
import { applySpans, mergeOverlapping, pickNonOverlapping, toInputOffset, type Edit } from "./spans.js";
import { resolvePolicy } from "./policy.js";
import { PLACEHOLDERS } from "./placeholders.js";

export type { RedactPolicy, RedactResult, Finding, FindingKind, RedactionMode } from "./types.js";
export { PLACEHOLDERS } from "./placeholders.js";
export { DEFAULT_REDACT_POLICY, REDACTION_MODES, RedactPolicyError } from "./policy.js";
export { loadHostRedactor } from "./host-pass.js";

const secretScanner = createScanner(SECRET_RULES);
const locationScanner = createScanner(LOCATION_RULES);

const uniqueSorted = (ids: string[]): readonly string[] => Object.freeze([...new Set(ids)].sort());

/** Every rule id a secret finding can carry (what a leak scan should look for). */
export const SECRET_RULE_IDS: readonly string[] = uniqueSorted(SECRET_RULES.flatMap((r) => r.ids));
/** Every rule id a path, URL or internal-host finding can carry (strict policy only). */
export const LOCATION_RULE_IDS: readonly string[] = uniqueSorted(LOCATION_RULES.flatMap((r) => r.ids));
/** Rule id of a finding made by the optional host pass (OpenClaw's redactor). */
export const HOST_PASS_RULE_ID = "openclaw-host";

const PLACEHOLDER_BY_KIND: Record<FindingKind, string> = {
  secret: PLACEHOLDERS.secret,
  path: PLACEHOLDERS.path,
  url: PLACEHOLDERS.url,
  "internal-host": PLACEHOLDERS.internal,
};

function findSecretSpans(text: string): Span[] {
  const ctx: ScanContext = { text, memo: new Map() };
  return mergeOverlapping(secretScanner.scan(ctx));
}

/** The placeholder, followed by the span's own line breaks when lines must be preserved. */
function secretReplacement(text: string, s: Span, preserveLines: boolean): string {
  if (!preserveLines) return PLACEHOLDERS.secret;
  let breaks = "";
  for (let i = s.start; i < s.end; i++) {
    if (text.charCodeAt(i) === 10) breaks += i > s.start && text.charCodeAt(i - 1) === 13 ? "\r\n" : "\n";
  }
  return PLACEHOLDERS.secret + breaks;
}

/** Secret findings only, without rewriting: for scanning files for leaks. */
export function scanSecrets(text: string): Finding[] {
  return findSecretSpans(text).map((s) => ({ kind: "secret", rule: s.rule, start: s.start, end: s.end }));
}

/** Maps an offset in the final text back through every pass to the input. */
function throughLayers(layers: readonly Edit[][], x: number, side: "start" | "end"): number {
  for (let k = layers.length - 1; k >= 0; k--) x = toInputOffset(layers[k]!, x, side);
  return x;
}

/** Redacts `text` under `policy` (default: strict). Throws RedactPolicyError for a bad policy. */
export function redact(text: string, policy?: RedactPolicy): RedactResult {
  if (typeof text !== "string") throw new TypeError(`redact: text must be a string, got ${text === null ? "null" : typeof text}.`);
  const p = resolvePolicy(policy);

  const secrets = findSecretSpans(text);
  const findings: Finding[] = secrets.map((s) => ({ kind: "secret", rule: s.rule, start: s.start, end: s.end }));
  const pass1 = applySpans(text, secrets, (s) => secretReplacement(text, s, p.preserveLines));
  const layers: Edit[][] = [pass1.edits];
  let out = pass1.text;

  if (p.mode === "strict") {
    const ctx: ScanContext = { text: out, memo: new Map(), allowHosts: p.allowHosts, ...(p.workspaceDir ? { workspaceDir: p.workspaceDir } : {}) };
    const spans = pickNonOverlapping(locationScanner.scan(ctx));
    const pass2 = applySpans(out, spans, (s) => s.replacement ?? PLACEHOLDER_BY_KIND[s.kind ?? "path"]);
    for (const s of spans) {
      findings.push({ kind: s.kind ?? "path", rule: s.rule, start: toInputOffset(pass1.edits, s.start, "start"), end: toInputOffset(pass1.edits, s.end, "end") });
    }
    layers.push(pass2.edits);
    out = pass2.text;
  }

  if (p.hostRedactor) {
    const after = p.hostRedactor(out);
    if (after !== out) {
      let pre = 0;
      while (pre < out.length && pre < after.length && out.charCodeAt(pre) === after.charCodeAt(pre)) pre++;
      let suf = 0;
      while (suf < out.length - pre && suf < after.length - pre && out.charCodeAt(out.length - 1 - suf) === after.charCodeAt(after.length - 1 - suf)) suf++;
      findings.push({ kind: "secret", rule: HOST_PASS_RULE_ID, start: throughLayers(layers, pre, "start"), end: throughLayers(layers, out.length - suf, "end") });
      out = after;
    }
  }

  findings.sort((a, b) => a.start - b.start || b.end - a.end);
  return { text: out, findings };
}
