/**
 * Root headings' levels and plain text. The structure pass (parse-root-blocks.ts) skips inline
 * parsing, so the headings' own lines are parsed again, whole: all of them in one parse, each
 * separated from the next by a blank line (a heading is one block, so this gives the same nodes
 * as parsing each alone, at the cost of one parse instead of hundreds).
 *
 * Parsed apart from the file, a heading's reference link `[foo]` whose definition is elsewhere
 * reads as "[foo]" rather than "foo"; nothing else differs.
 */
import type { Heading } from "mdast";
import { headingText } from "./heading-text.js";
import { lineStartOf } from "./line-ending.js";
import { parseMarkdown, type RootBlock } from "./parse-root-blocks.js";
import type { HeadingDepth } from "./types.js";

function sourceOf(source: string, block: RootBlock): string {
  if (block.node.type !== "heading") throw new Error(`headingAt: expected a heading block, got ${block.node.type}`);
  return source.slice(lineStartOf(source, block.start), block.end);
}

function textOfOne(text: string): string {
  const first = parseMarkdown(text).children[0];
  return first?.type === "heading" ? headingText(first) : "";
}

export function headingAt(source: string, block: RootBlock): { depth: HeadingDepth; text: string } {
  return { depth: (block.node as Heading).depth, text: textOfOne(sourceOf(source, block)) };
}

/** Plain text of each heading block, in order. */
export function headingTexts(source: string, blocks: readonly RootBlock[]): string[] {
  if (blocks.length === 0) return [];
  const parts = blocks.map((b) => sourceOf(source, b));
  const nodes = parseMarkdown(parts.join("\n\n")).children;
  if (nodes.length === parts.length && nodes.every((n) => n.type === "heading")) return nodes.map((n) => headingText(n as Heading));
  return parts.map(textOfOne); // never expected; parsing one by one is always right
}
