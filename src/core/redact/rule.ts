/**
 * The contract every rule module implements. A rule never scans the whole text itself: it names
 * the short literals (or anchored shapes) where a match can begin, the scanner finds all of them
 * together (scanner.ts), and the rule only looks at the few positions it is handed. That keeps
 * the cost of 60+ rules close to the cost of a few `indexOf` passes, and every rule's work per
 * position bounded.
 */
import type { FindingKind } from "./types.js";

/** Where a match can begin:
 *  - a string: a case-sensitive literal (`ghp_`, `-----BEGIN `, `://`);
 *  - `{ ci }`: an ASCII case-insensitive literal (`authorization`, `.local`); with `edge`, only
 *    where `edge` holds for the code unit just before the literal and the one just after it
 *    (the start and end of the text always pass): a whole word such as `key` in prose, which
 *    the scanner then never reports inside `keys`, `monkey` or `api_key`;
 *    with `next` (as a Finder's: the characters allowed just after the literal, or with a
 *    leading `^` those not allowed; the end of the text always passes), only where the code
 *    unit after it is one of those: a keyword that ends a name (`token` of `API_TOKEN`, never of
 *    `input_tokens`);
 *  - `{ anchor, find }`: at every occurrence `q` of the one character `anchor`, `find` returns
 *    where a match would begin, or -1. For shapes a literal cannot express (an IPv4 address
 *    anchored on its first dot, `password =` anchored on its `=`). `find` must look at a
 *    bounded window only.
 *
 *
 *  The scanner does not search for the literals themselves: it searches for one rare character
 *  of each (scanner.ts), which `indexOf` finds at memory speed, and verifies the literal around
 *  it. */
export type Trigger = string | { ci: string; edge?: (c: number) => boolean; next?: string } | Finder;

/** See Trigger. `prev` / `next`: if given, the only characters allowed just before / after the
 *  anchor (or, starting with `^`, the characters not allowed); the scanner checks them before
 *  calling `find`, and most occurrences fail there. The start and end of the text always pass. */
export interface Finder {
  anchor: string;
  find(text: string, q: number): number;
  prev?: string;
  next?: string;
}

/** One span a rule wants replaced. `replacement` is for location rules that keep part of the
 *  text (`<PROJECT_ROOT>/src/a.ts`); secret spans always become the secret placeholder. */
export interface Span {
  start: number;
  end: number;
  rule: string;
  replacement?: string;
  /** Overrides the rule's kind (the URL rule reports `url`, `internal-host` or `path`). */
  kind?: FindingKind;
  /** With `replacement`: the text from here to `end` is kept after the replacement (the relative
   *  part of `<PROJECT_ROOT>/src/a.ts`), with any secret inside it still redacted. */
  keepFrom?: number;
  /** A secret found by its shape and surroundings alone (a value a few words after "key"): when
   *  a rule that knows the format reports the same span, that rule's id is the one kept. */
  weak?: boolean;
}

/** A secret span (`weak`: see Span). Rules build every span with this or locationSpan, so
 *  that all spans have one shape: the scanner and spans.ts read each span several times, and
 *  objects of one shape are read without a lookup per property (on dense text the lookups
 *  across a dozen shapes cost more than the rest of merging and planning together). */
export function span(start: number, end: number, rule: string, weak = false): Span {
  return spanOf(start, end, rule, undefined, undefined, undefined, weak);
}

/** A path, URL or host span: `kind` (undefined: the rule's), what it becomes, and the offset
 *  from which its own text is kept after the replacement (see Span). */
export function locationSpan(start: number, end: number, rule: string, kind: FindingKind | undefined, replacement: string, keepFrom?: number): Span {
  return spanOf(start, end, rule, kind, replacement, keepFrom, false);
}

function spanOf(start: number, end: number, rule: string, kind: FindingKind | undefined, replacement: string | undefined, keepFrom: number | undefined, weak: boolean): Span {
  return { start, end, rule, kind, replacement, keepFrom, weak };
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

export interface Skip {
  skipTo: number;
  /** Spans found before `skipTo`, if any. */
  spans?: readonly Span[];
}

export interface Rule {
  /** Module name, for diagnostics and tests. */
  readonly name: string;
  /** Every rule id this module can report (a module may cover a family, e.g. ghp_/gho_/ghu_). */
  readonly ids: readonly string[];
  readonly kind: FindingKind;
  readonly triggers: readonly Trigger[];
  /** Called at each position where one of `triggers` occurs. Must look at a bounded window only.
   *  Returns the spans found, null, or `{ skipTo }`: nothing here, and no match of this rule can
   *  start before `skipTo` (a rule that has read a whole run, such as a 4 KB low-variety token
   *  body or a cookie header, says so, and is not asked again inside it). */
  match(ctx: ScanContext, at: number): Span | readonly Span[] | Skip | null;
}
