/**
 * A root heading's level and plain text. The structure pass (parse-root-blocks.ts) skips inline
 * parsing, so the heading's own lines are parsed again, whole. Parsed alone, a heading's
 * reference link `[foo]` whose definition is elsewhere in the file reads as "[foo]" rather than
 * "foo"; nothing else differs.
 */
import type { Heading } from "mdast";
import { headingText } from "./heading-text.js";
import { lineStartOf } from "./line-ending.js";
import { parseMarkdown, type RootBlock } from "./parse-root-blocks.js";
import type { HeadingDepth } from "./types.js";

export function headingAt(source: string, block: RootBlock): { depth: HeadingDepth; text: string } {
  if (block.node.type !== "heading") throw new Error(`headingAt: expected a heading block, got ${block.node.type}`);
  const depth = (block.node as Heading).depth;
  const start = lineStartOf(source, block.start);
  const first = parseMarkdown(source.slice(start, block.end)).children[0];
  return { depth, text: first?.type === "heading" ? headingText(first) : "" };
}
