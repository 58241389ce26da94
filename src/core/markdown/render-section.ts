/**
 * Renders a section from its title and body, and proves the result stays one self-contained
 * section wherever it is spliced: its first line is a heading the selector finds again, nothing
 * in the body starts a section of the same or a higher level, and nothing in it (an unclosed
 * fence, an open HTML block) swallows the text that follows.
 */
import type { Heading } from "mdast";
import { SectionEditError } from "./errors.js";
import { headingAt } from "./heading-at.js";
import { withLineEnding, type LineEnding } from "./line-ending.js";
import { parseRootBlocks } from "./parse-root-blocks.js";
import type { HeadingDepth, SectionContent } from "./types.js";

/** A depth-1 heading no real text carries (U+2063 INVISIBLE SEPARATOR around a fixed word). */
const SENTINEL = "\u2063context-kit-section-end\u2063";

/** `#`×depth, the title, then the body; every line ending `eol`; ends with one `eol`. */
export function renderSection(depth: HeadingDepth, content: SectionContent, eol: LineEnding): string {
  if (content === null || typeof content !== "object") {
    throw new SectionEditError("invalid-option", "content: expected an object { title, body }.");
  }
  const { title, body } = content;
  if (typeof title !== "string" || title.trim() === "") {
    throw new SectionEditError("invalid-option", "title: expected non-empty heading text, e.g. \"Rolling Summary (as of 14:05)\".");
  }
  if (/[\r\n]/.test(title)) throw new SectionEditError("invalid-option", "title: must be one line (no line breaks).");
  if (typeof body !== "string") throw new SectionEditError("invalid-option", "body: expected a string (\"\" for a heading alone).");
  const heading = `${"#".repeat(depth)} ${title.trim()}`;
  const lines = withLineEnding(body, "\n").trimEnd();
  return lines === "" ? heading + eol : heading + eol + withLineEnding(lines, eol) + eol;
}

/**
 * Throws SectionEditError("unsafe-content") unless `rendered`, followed by a blank line and a
 * `#` heading, parses as: our heading (level `depth`, accepted by `matches`) first, no other
 * root heading of level ≤ `depth` (of any level with `anyHeadingEnds`, for a section that ends at
 * the next heading whatever its level), and the following heading still a heading.
 */
export function assertSelfContained(rendered: string, eol: LineEnding, depth: HeadingDepth, matches: (text: string) => boolean, anyHeadingEnds = false): void {
  const probe = rendered + eol + "# " + SENTINEL + eol;
  const blocks = parseRootBlocks(probe);
  const first = blocks[0];
  if (!first || first.start !== 0 || first.node.type !== "heading" || (first.node as Heading).depth !== depth) {
    throw new SectionEditError("unsafe-content", `title: "${rendered.split(/\r\n|\r|\n/)[0]}" does not parse as a level-${depth} heading.`);
  }
  const firstText = headingAt(probe, first).text;
  if (!matches(firstText)) {
    throw new SectionEditError("unsafe-content", `title: "${firstText}" would not match the section's heading key, so the next update could not find it; use the key, optionally followed by a parenthetical such as "(as of 14:05)".`);
  }
  const last = blocks[blocks.length - 1];
  if (!last || last.node.type !== "heading" || headingAt(probe, last).text !== SENTINEL) {
    throw new SectionEditError("unsafe-content", "body: ends inside an open block (an unclosed ``` fence or an HTML block), which would swallow the rest of the file.");
  }
  for (const b of blocks.slice(1, -1)) {
    if (b.node.type === "heading" && anyHeadingEnds) {
      throw new SectionEditError("unsafe-content", `body: holds a heading ("${headingAt(probe, b).text}"), which would end the section early: this section ends at the next heading of any level.`);
    }
    if (b.node.type === "heading" && (b.node as Heading).depth <= depth) {
      throw new SectionEditError("unsafe-content", `body: holds a level-${(b.node as Heading).depth} heading ("${headingAt(probe, b).text}"), which would end the section early; use level ${depth + 1} or deeper inside a level-${depth} section.`);
    }
  }
}
