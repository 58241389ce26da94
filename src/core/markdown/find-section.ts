/**
 * Finding sections by heading key and level. See types.ts for what a section is.
 */
import type { Heading } from "mdast";
import { SectionEditError } from "./errors.js";
import { headingTexts } from "./heading-at.js";
import { lineStartOf } from "./line-ending.js";
import { headingKeyMatcher } from "./match-heading.js";
import { parseRootBlocks, type ParseOptions, type RootBlock } from "./parse-root-blocks.js";
import type { HeadingDepth, Section, SectionSelector } from "./types.js";

const DEPTHS: readonly number[] = [1, 2, 3, 4, 5, 6];

/** Validates a selector; throws SectionEditError naming the bad option and what is allowed. */
export function checkSelector(selector: SectionSelector): void {
  if (selector === null || typeof selector !== "object") {
    throw new SectionEditError("invalid-option", "selector: expected an object { heading, depth, match?, occurrence? }.");
  }
  if (!DEPTHS.includes(selector.depth)) {
    throw new SectionEditError("invalid-option", `depth: expected an integer from 1 to 6 (the number of #), got ${JSON.stringify(selector.depth)}.`);
  }
  if (selector.match !== undefined && typeof selector.match !== "function") {
    throw new SectionEditError("invalid-option", "match: expected a function (text) => boolean or nothing.");
  }
  if (selector.match === undefined && (typeof selector.heading !== "string" || selector.heading.trim() === "")) {
    throw new SectionEditError("invalid-option", "heading: expected a non-empty heading key such as \"Rolling Summary\" (or pass match).");
  }
  if (selector.anyDepth !== undefined && typeof selector.anyDepth !== "boolean") {
    throw new SectionEditError("invalid-option", `anyDepth: expected true, false or nothing, got ${JSON.stringify(selector.anyDepth)}.`);
  }
  const occ = selector.occurrence;
  if (occ !== undefined && (!Number.isInteger(occ) || occ < 1)) {
    throw new SectionEditError("invalid-option", `occurrence: expected an integer ≥ 1 (1 = the first matching heading), got ${JSON.stringify(occ)}.`);
  }
}

/** The selector's matcher: its own `match`, or key matching on `heading`. */
export function selectorMatcher(selector: SectionSelector): (text: string) => boolean {
  return selector.match ?? headingKeyMatcher(selector.heading);
}

/** Every section in `blocks` whose heading has the selector's level (any level with
 *  `anyDepth`) and matches it, in file order (`occurrence` is ignored here). */
export function sectionsInBlocks(source: string, blocks: readonly RootBlock[], selector: SectionSelector): Section[] {
  checkSelector(selector);
  const matcher = selectorMatcher(selector);
  const headings: Array<{ block: RootBlock; depth: HeadingDepth }> = [];
  for (const block of blocks) {
    if (block.node.type === "heading") headings.push({ block, depth: (block.node as Heading).depth });
  }
  // Texts only for the level asked for, parsed in one batch.
  const wanted = (depth: HeadingDepth) => selector.anyDepth === true || depth === selector.depth;
  const atDepth = headings.filter((h) => wanted(h.depth));
  const texts = new Map(headingTexts(source, atDepth.map((h) => h.block)).map((t, i) => [atDepth[i]!.block, t]));
  const out: Section[] = [];
  for (let i = 0; i < headings.length; i++) {
    const h = headings[i] as (typeof headings)[number];
    if (!wanted(h.depth)) continue;
    const text = texts.get(h.block) as string;
    if (!matcher(text)) continue;
    let end = source.length;
    for (let j = i + 1; j < headings.length; j++) {
      const next = headings[j] as (typeof headings)[number];
      if (selector.anyDepth === true || next.depth <= h.depth) {
        end = lineStartOf(source, next.block.start);
        break;
      }
    }
    out.push({ start: lineStartOf(source, h.block.start), end, headingEnd: h.block.end, depth: h.depth, text, occurrence: out.length + 1 });
  }
  return out;
}

/** All matching sections (duplicates included), in file order. */
export function findSections(source: string, selector: SectionSelector, options?: ParseOptions): Section[] {
  checkSelector(selector);
  return sectionsInBlocks(source, parseRootBlocks(source, options), selector);
}

/** The section chosen by `selector.occurrence` (default: the first match), or null. */
export function findSection(source: string, selector: SectionSelector, options?: ParseOptions): Section | null {
  return findSections(source, selector, options)[(selector.occurrence ?? 1) - 1] ?? null;
}
