/**
 * The contract every rule module implements. A rule never scans the whole text itself: it names
 * the short literals (or tiny patterns) where a match can begin, the scanner finds all of them in
 * one pass, and the rule only looks at the few positions it is handed. That keeps the cost of 60+
 * rules close to the cost of one regex pass, and every rule's work per position bounded.
 */
import type { FindingKind } from "./types.js";

/** Where a match can begin (or be anchored):
 *  - a string: a case-sensitive literal;
 *  - `{ ci }`: an ASCII case-insensitive literal (keywords such as `password`);
 *  - `{ pattern, first }`: a regex source without capture groups and without unbounded
 *    quantifiers, and the set of characters it can start with (used to dispatch). */
export type Trigger = string | { ci: string } | { pattern: string; first: string };

/** One span a rule wants replaced. `replacement` is for location rules that keep part of the
 *  text (`<PROJECT_ROOT>/src/a.ts`); secret spans always become the secret placeholder. */
export interface Span {
  start: number;
  end: number;
  rule: string;
  replacement?: string;
  /** Overrides the rule's kind (the URL rule reports `url`, `internal-host` or `path`). */
  kind?: FindingKind;
}

/** Per-scan state shared by the rules: the text, and a memo for searches that would otherwise
 *  repeat (see memo.ts: a forward search cached per needle keeps repeated triggers linear). */
export interface ScanContext {
  readonly text: string;
  readonly memo: Map<string, unknown>;
  /** Only for location rules: the normalised policy. */
  readonly workspaceDir?: string;
  readonly allowHosts?: readonly string[];
}

export interface Rule {
  /** Module name, for diagnostics and tests. */
  readonly name: string;
  /** Every rule id this module can report (a module may cover a family, e.g. ghp_/gho_/ghu_). */
  readonly ids: readonly string[];
  readonly kind: FindingKind;
  readonly triggers: readonly Trigger[];
  /** Called at each position where one of `triggers` occurs. Must look at a bounded window only. */
  match(ctx: ScanContext, at: number): Span | readonly Span[] | null;
}
