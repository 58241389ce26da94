/**
 * Replace, insert or remove one section by splicing the source string at parser offsets. The
 * file is never re-stringified: every byte before and after the edited section is copied as it
 * was, so the user's bullets, escapes, spacing, CRLFs and missing final newline survive.
 *
 * Spacing rules (they make an update idempotent: the second identical update finds exactly the
 * bytes the first one wrote):
 * - a section followed by another heading ends with one blank line;
 * - the last section of a file keeps the file's final-newline convention (no final newline if
 *   the file had none);
 * - an inserted section is preceded by a blank line (added after the text before it, if that
 *   text does not already end with one).
 */
import { SectionEditError } from "./errors.js";
import { checkSelector, sectionsInBlocks, selectorMatcher } from "./find-section.js";
import { findInsertionPoint } from "./insertion-point.js";
import { detectLineEnding, endsWithBlankLine, endsWithLineEnding, type LineEnding } from "./line-ending.js";
import { parseRootBlocks, type ParseOptions, type RootBlock } from "./parse-root-blocks.js";
import { assertSelfContained, renderSection } from "./render-section.js";
import type { HeadingDepth, Placement, Section, SectionContent, SectionEdit, SectionSelector } from "./types.js";

export interface UpsertOptions extends ParseOptions {
  /** Where to put the section when the file has none (default "after-intro", see Placement). */
  placement?: Placement;
}

const PLACEMENTS: readonly Placement[] = ["after-intro", "end"];

function checkPlacement(p: unknown): Placement {
  if (p === undefined) return "after-intro";
  if (!PLACEMENTS.includes(p as Placement)) {
    throw new SectionEditError("invalid-option", `placement: expected one of ${PLACEMENTS.map((x) => `"${x}"`).join(", ")}, got ${JSON.stringify(p)}.`);
  }
  return p as Placement;
}

function stripFinalLineEnding(text: string, eol: LineEnding): string {
  return text.endsWith(eol) ? text.slice(0, -eol.length) : text;
}

/** The exact bytes that replace `section`: spacing per the rules above. */
function replacementFor(source: string, section: Section, rendered: string, eol: LineEnding): string {
  if (section.end < source.length) return rendered + eol;
  return endsWithLineEnding(source) || source.length === 0 ? rendered : stripFinalLineEnding(rendered, eol);
}

function unchangedOrSpliced(source: string, start: number, end: number, replacement: string, matches: number, action: "replaced" | "removed"): SectionEdit {
  if (source.slice(start, end) === replacement) {
    return { text: source, changed: false, action: "unchanged", range: action === "removed" ? null : { start, end }, matches };
  }
  const text = source.slice(0, start) + replacement + source.slice(end);
  return { text, changed: true, action, range: action === "removed" ? null : { start, end: start + replacement.length }, matches };
}

interface Prepared {
  source: string;
  selector: SectionSelector;
  options: UpsertOptions;
  blocks: RootBlock[];
  matches: Section[];
  occurrence: number;
  target: Section | null;
  eol: LineEnding;
}

/** Parses once; every public function below works from this. */
function prepare(source: string, selector: SectionSelector, options: UpsertOptions): Prepared {
  if (typeof source !== "string") throw new SectionEditError("invalid-option", "source: expected the file's text as a string (\"\" for an empty file).");
  checkSelector(selector);
  checkPlacement(options.placement);
  const blocks = parseRootBlocks(source, options);
  const matches = sectionsInBlocks(source, blocks, selector);
  const occurrence = selector.occurrence ?? 1;
  return { source, selector, options, blocks, matches, occurrence, target: matches[occurrence - 1] ?? null, eol: detectLineEnding(source) };
}

/** Rendered at `depth`: the selector's for a new section, the file's own for a replacement. */
function render(selector: SectionSelector, content: SectionContent, eol: LineEnding, depth: HeadingDepth = selector.depth): string {
  const rendered = renderSection(depth, content, eol);
  assertSelfContained(rendered, eol, depth, selectorMatcher(selector), selector.anyDepth === true);
  return rendered;
}

function replaceTarget(p: Prepared, target: Section, content: SectionContent): SectionEdit {
  const rendered = render(p.selector, content, p.eol, target.depth);
  return unchangedOrSpliced(p.source, target.start, target.end, replacementFor(p.source, target, rendered, p.eol), p.matches.length, "replaced");
}

function insertNew(p: Prepared, content: SectionContent): SectionEdit {
  const { source, selector, options, eol } = p;
  const rendered = render(selector, content, eol);
  const at = findInsertionPoint(source, p.blocks, selector.depth, checkPlacement(options.placement));
  const before = source.slice(0, at);
  const after = source.slice(at);
  const lead = before === "" || endsWithBlankLine(before) ? "" : endsWithLineEnding(before) ? eol : eol + eol;
  const body = after.length > 0 ? rendered + eol : endsWithLineEnding(source) || source.length === 0 ? rendered : stripFinalLineEnding(rendered, eol);
  const text = before + lead + body + after;
  const start = at + lead.length;
  const end = start + body.length;
  // Re-parse to prove the new section is found exactly where it was put.
  const found = sectionsInBlocks(text, parseRootBlocks(text, options), selector);
  if (found.length !== p.matches.length + 1 || !found.some((s) => s.start === start && s.end === end)) {
    throw new SectionEditError(
      "cannot-insert",
      `Cannot insert the ${JSON.stringify(content.title)} section: the file ends inside an open block (an unclosed \`\`\` fence, HTML comment or HTML block), so a heading added at offset ${at} would not be a heading. Close that block in the file first.`,
    );
  }
  return { text, changed: true, action: "inserted", range: { start, end }, matches: p.matches.length };
}

/** Replaces the selected section; `not-found` (text unchanged) when there is none. */
export function replaceSection(source: string, selector: SectionSelector, content: SectionContent, options: ParseOptions = {}): SectionEdit {
  const p = prepare(source, selector, options);
  if (!p.target) return { text: source, changed: false, action: "not-found", range: null, matches: p.matches.length };
  return replaceTarget(p, p.target, content);
}

/** Inserts a new section at `placement`, even when one with the same heading exists. The
 *  result is re-parsed to prove the new section is found where it was put: a file that ends
 *  inside an unclosed fence or HTML comment has no such place, and is refused. */
export function insertSection(source: string, selector: SectionSelector, content: SectionContent, options: UpsertOptions = {}): SectionEdit {
  return insertNew(prepare(source, { ...selector, occurrence: undefined }, options), content);
}

/**
 * Replaces the selected section, or inserts it when the file has no match. Applying the same
 * upsert twice gives the same bytes. With duplicate headings the first match (or
 * `selector.occurrence`) is replaced and `matches` says how many there were.
 */
export function upsertSection(source: string, selector: SectionSelector, content: SectionContent, options: UpsertOptions = {}): SectionEdit {
  const p = prepare(source, selector, options);
  if (p.target) return replaceTarget(p, p.target, content);
  if (p.occurrence > 1 && p.matches.length > 0) {
    throw new SectionEditError("occurrence-missing", `occurrence: ${p.occurrence} asked for, but only ${p.matches.length} matching section(s) exist.`);
  }
  return insertNew(p, content);
}

/** Removes the selected section's bytes exactly (heading through the byte before the next
 *  boundary heading); nothing around them is tidied. `not-found` when there is none. */
export function removeSection(source: string, selector: SectionSelector, options: ParseOptions = {}): SectionEdit {
  const p = prepare(source, selector, options);
  if (!p.target) return { text: source, changed: false, action: "not-found", range: null, matches: p.matches.length };
  return unchangedOrSpliced(source, p.target.start, p.target.end, "", p.matches.length, "removed");
}
