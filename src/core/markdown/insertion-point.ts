/**
 * Where a missing section goes. The point is always the start of a root heading's line or the
 * end of the file: inserting anywhere else would pull the text that follows into the new
 * section, and the next update would then overwrite it.
 */
import type { Heading } from "mdast";
import { lineStartOf } from "./line-ending.js";
import type { RootBlock } from "./parse-root-blocks.js";
import type { HeadingDepth, Placement } from "./types.js";

export function findInsertionPoint(source: string, blocks: readonly RootBlock[], depth: HeadingDepth, placement: Placement): number {
  if (placement === "end") return source.length;
  const headings = blocks.filter((b) => b.node.type === "heading");
  // A leading higher-level heading is the document's title (`# Session State` above `##`
  // sections): the new section goes below it and its intro, not above it.
  let i = 0;
  const first = headings[0];
  if (first && (first.node as Heading).depth < depth) i = 1;
  for (; i < headings.length; i++) {
    const h = headings[i] as RootBlock;
    if ((h.node as Heading).depth <= depth) return lineStartOf(source, h.start);
  }
  return source.length;
}
