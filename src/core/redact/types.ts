/**
 * Public types of the redaction module. The implementation lives beside this file
 * (one rule per module, a rule table, and `redact()` in `index.ts`).
 */

/** `strict` (default; docs/design.md, "Principles"): secrets, paths, URLs and internal hosts.
 *  `secrets`: secrets only; paths, URLs and hosts are kept. Secrets are removed under every policy. */
export type RedactionMode = "strict" | "secrets";

export interface RedactPolicy {
  mode: RedactionMode;
  /** Absolute path of the agent workspace. Paths inside it become `<PROJECT_ROOT>/rel/path`. */
  workspaceDir?: string;
  /** Hosts whose URLs may be kept under `strict` (exact host or `*.example.com`). */
  allowHosts?: readonly string[];
  /** Keep the line count: a redacted multi-line span (a PEM key) becomes the placeholder followed
   *  by the same line breaks. Default false (the span collapses to one placeholder). The CLI sets
   *  it so that line structure passes through. */
  preserveLines?: boolean;
  /** An extra pass run after ours on the redacted text, e.g. OpenClaw's own redactor from
   *  `loadHostRedactor()`. It can only add redactions, never replace ours. */
  hostRedactor?: (text: string) => string;
}

export type FindingKind = "secret" | "path" | "url" | "internal-host";

/** One redacted span. Never holds the redacted text itself. */
export interface Finding {
  kind: FindingKind;
  /** Rule id, e.g. `github-pat`, `aws-access-key-id`, `unix-path`. */
  rule: string;
  /** UTF-16 offsets into the *input* text. */
  start: number;
  end: number;
}

export interface RedactResult {
  text: string;
  findings: Finding[];
}
