/**
 * The root-level blocks of a markdown file, with their offsets in the source. This is the only
 * place that runs the parser: unified + remark-parse (CommonMark) + remark-frontmatter, so
 * fenced code, HTML blocks, block quotes, lists and `---` frontmatter are recognised exactly as
 * a CommonMark renderer would, and a `## line` inside them is not taken for a heading.
 *
 * Why in chunks: micromark (remark's tokenizer) copies its whole event list each time a list
 * item or block quote closes, so one parse costs O(events × containers): a 100 KB file full of
 * short lists takes tens of seconds in one piece. A root-level ATX heading at column 0 closes
 * every open block, and nothing after it can change how the text before it parses, so the file
 * can be cut there and each piece parsed alone. A cut is only made where the parser itself,
 * parsing the piece up to and including the candidate line, says that line is a root heading;
 * a `#` line inside an unclosed fence or HTML block fails that check and the piece grows.
 *
 * Why long runs of plain lines are joined first: micromark is also quadratic in the number of
 * lazy continuation lines of one paragraph inside a list item or block quote, and a pasted log
 * under a bullet has no heading to cut at. join-plain-runs.ts makes each long run of such lines
 * one line for the parser, without moving any offset.
 *
 * Why without inline constructs: CommonMark settles block structure before it looks inside a
 * paragraph or heading (emphasis, code spans, links, inline HTML cannot open or close a block),
 * so the structure pass turns them off, which saves about 40% of the parse. Headings the caller
 * cares about are re-parsed whole for their text (heading-at.ts). Escapes and character
 * references stay on: link reference definitions, which are block-level, use them.
 */
import { unified, type Plugin } from "unified";
import remarkParse from "remark-parse";
import remarkFrontmatter from "remark-frontmatter";
import type { Root, RootContent } from "mdast";
import { lineEndAfter, lineStartOf } from "./line-ending.js";
import { joinPlainRuns } from "./join-plain-runs.js";

/** Target piece size in UTF-16 code units. Parse cost per piece grows with its square (see
 *  above); 4 K keeps that small while the per-parse overhead stays negligible. */
export const PARSE_CHUNK_CHARS = 4_096;

const processor = unified().use(remarkParse).use(remarkFrontmatter, ["yaml", "toml"]).freeze();

/** Inline (text-level) constructs: none of them can change block structure. */
const INLINE_CONSTRUCTS = ["attention", "autolink", "codeText", "htmlText", "labelStartImage", "labelStartLink", "labelEnd", "hardBreakEscape"];

const withoutInlineConstructs: Plugin<[], Root> = function () {
  const data = this.data() as { micromarkExtensions?: unknown[] };
  (data.micromarkExtensions ??= []).push({ disable: { null: INLINE_CONSTRUCTS } });
};

const structureProcessor = unified().use(remarkParse).use(remarkFrontmatter, ["yaml", "toml"]).use(withoutInlineConstructs).freeze();

export interface RootBlock {
  /** The root-level node. Its inline children are NOT parsed (plain text): use headingAt() for
   *  a heading's text. In a run of 16 or more plain lines the text holds spaces where the
   *  source has line endings (see joinPlainRuns); types and offsets are exact. */
  node: RootContent;
  /** Offset of the node's first character in the whole source. */
  start: number;
  /** Offset just past the node's last character. */
  end: number;
}

export interface ParseOptions {
  /** Piece size override, for tests that prove chunking changes nothing. */
  chunkChars?: number;
}

/** Parses `source` once, whole and with inline constructs: the full mdast. */
export function parseMarkdown(source: string): Root {
  return processor.parse(source);
}

/** Block structure only: inline content is left as plain text nodes. */
function parseStructure(source: string): Root {
  return structureProcessor.parse(source);
}

/** Line starts that begin with 1–6 `#` then a space, a tab or the end of the line. */
function atxCandidates(source: string): number[] {
  const out: number[] = [];
  const re = /(^|\r\n|\r|\n)#{1,6}(?=[ \t\r\n]|$)/g;
  for (let m = re.exec(source); m !== null; m = re.exec(source)) {
    out.push(m.index + (m[1]?.length ?? 0));
    // The lookahead consumed nothing past the `#`s, so the next search may start right here.
  }
  return out;
}

/**
 * Offset before which no cut may be made. Frontmatter is the one construct whose end decides
 * how its start parses: `---` at offset 0 is frontmatter only if a closing `---` line follows,
 * so a `#` comment line inside it looks like a root heading to a piece that stops short of the
 * closing fence. The closing line is the first line that is exactly the opening fence plus
 * optional spaces (micromark-extension-frontmatter's rule).
 */
function frontmatterEnd(source: string): number {
  const open = /^(---|\+\+\+)[ \t]*(?:\r\n|\r|\n)/.exec(source);
  if (!open) return 0;
  const fence = open[1] === "---" ? "---" : "\\+\\+\\+";
  const close = new RegExp(`(?:\\r\\n|\\r|\\n)${fence}[ \\t]*(?=\\r\\n|\\r|\\n|$)`, "g");
  close.lastIndex = open[0].length - 1;
  const m = close.exec(source);
  return m ? m.index + m[0].length : 0;
}

function offsetsOf(node: RootContent, base: number): RootBlock {
  const s = node.position?.start.offset;
  const e = node.position?.end.offset;
  if (s === undefined || e === undefined) throw new Error(`remark returned a ${node.type} node without offsets`);
  return { node, start: base + s, end: base + e };
}

export function parseRootBlocks(source: string, options: ParseOptions = {}): RootBlock[] {
  const chunkChars = options.chunkChars ?? PARSE_CHUNK_CHARS;
  if (!Number.isInteger(chunkChars) || chunkChars < 1) {
    throw new RangeError(`chunkChars: must be a positive integer, got ${String(chunkChars)}`);
  }
  const noCutBefore = frontmatterEnd(source);
  const candidates = atxCandidates(source).filter((c) => c > noCutBefore);
  // What the parser sees: the same offsets and structure, long plain runs on one line each.
  const parsed = joinPlainRuns(source, noCutBefore);
  const out: RootBlock[] = [];
  let start = 0;
  let size = chunkChars;
  let ci = 0;
  for (;;) {
    while (ci < candidates.length && (candidates[ci] as number) < start + size) ci++;
    if (ci >= candidates.length) {
      for (const node of parseStructure(parsed.slice(start)).children) out.push(offsetsOf(node, start));
      return out;
    }
    const cut = candidates[ci] as number;
    const pieceEnd = lineEndAfter(source, cut);
    const children = parseStructure(parsed.slice(start, pieceEnd)).children;
    const last = children[children.length - 1];
    const lastBlock = last ? offsetsOf(last, start) : null;
    if (lastBlock && last?.type === "heading" && lineStartOf(source, lastBlock.start) === cut) {
      for (let i = 0; i < children.length - 1; i++) out.push(offsetsOf(children[i] as RootContent, start));
      start = cut;
      size = chunkChars;
    } else {
      // The `#` line is inside something (fence, HTML block, frontmatter): grow the piece.
      // Doubling keeps the re-parsing of a long unclosed block to a constant factor.
      size *= 2;
    }
  }
}
