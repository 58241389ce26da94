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
 * lazy continuation lines of one paragraph inside a list item or block quote (for each lazy line
 * it walks back over every event since the paragraph began), and a pasted log under a bullet
 * has no heading to cut at: 16 K such lines took 30 s. See joinPlainRuns: the line endings
 * inside a long run of lines that can only be paragraph or code text are replaced, for the
 * parser only, by spaces of the same length, so every offset stays the same and the run costs
 * one line.
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

/** A run of plain lines is joined only from this many lines: shorter runs cost little, and
 *  leaving them alone keeps the nodes of ordinary files exactly as remark gives them. */
export const JOIN_MIN_LINES = 16;

const isDigit = (c: string | undefined) => c !== undefined && c >= "0" && c <= "9";

/**
 * True when `line` (without its line ending) is not blank and its first non-blank character
 * can start no block construct in any container: not an ATX heading, fence, HTML block, block
 * quote, list item, thematic break or setext underline. Such a line is paragraph text (first
 * or continuation, lazy or not) or the content of a fence, HTML block or indented code, and
 * it never closes or opens anything by itself, except through its indentation (which
 * joinPlainRuns requires to be identical) and the HTML end markers (which all contain ">").
 */
function isPlainLine(line: string): boolean {
  let i = 0;
  while (i < line.length && (line[i] === " " || line[i] === "\t")) i++;
  if (i === line.length) return false;
  const c = line[i] as string;
  if (c === "#" || c === "`" || c === "~" || c === "<" || c === ">") return false;
  if (c === "-" || c === "*" || c === "+") {
    const next = line[i + 1];
    if (next === undefined || next === " " || next === "\t") return false;
  }
  if (isDigit(c)) {
    let j = i;
    while (j < line.length && j - i < 10 && isDigit(line[j])) j++;
    const after = line[j + 1];
    if (j - i <= 9 && (line[j] === "." || line[j] === ")") && (after === undefined || after === " " || after === "\t")) return false;
  }
  // Only - * _ = and blanks: a thematic break or a setext underline (or close enough).
  let j = i;
  while (j < line.length && "-*_= \t".includes(line[j] as string)) j++;
  return j < line.length;
}

/** Could this line open an HTML block of kinds 1–5 (CommonMark), which end at a line holding a
 *  marker with ">" rather than at a blank line? Matched anywhere in the line, since container
 *  markers (`- `, `> `) may precede it: false positives only make joining more careful. */
function mayOpenMarkerEndedHtml(line: string): boolean {
  const lt = line.indexOf("<");
  if (lt === -1) return false;
  if (line.includes("<!") || line.includes("<?")) return true;
  const lower = line.slice(lt).toLowerCase();
  return lower.includes("<script") || lower.includes("<pre") || lower.includes("<style") || lower.includes("<textarea");
}

/**
 * `source` with the line endings inside each run of at least JOIN_MIN_LINES plain lines
 * (isPlainLine) of identical indentation replaced by as many spaces: the same offsets and the
 * same block structure, but one line per run for micromark (see the header). One linear pass.
 *
 * Why the structure is the same: each line of a run continues whatever the first one is in
 * (a paragraph, lazily or not, or the content of a fence, HTML block or indented code), since
 * a plain line can neither interrupt a paragraph nor close a fence, and with the same
 * indentation it continues the same containers. Two things join more than they should, and
 * end a run: a line holding ">" once an HTML block that ends at a ">" marker may be open (the
 * next line then starts anew; before any such block, ">" is ordinary text)
 * and link reference definitions, whose destination and title must end their line: after a
 * line holding "]:" nothing is joined until the next blank line (a definition lives inside
 * one paragraph). A definition's label may span lines and is compared with its whitespace
 * collapsed, so joining label lines is harmless. Frontmatter (before `from`) is left alone:
 * its value is parsed as YAML.
 */
export function joinPlainRuns(source: string, from = 0): string {
  const parts: string[] = [];
  let copied = 0;
  let runEols: number[] = []; // offsets of the line endings between two lines of the run
  let runLines = 0;
  let pendingEol = -1; // the previous line's ending, when that line may be joined to the next
  let prevIndent = "";
  let defMode = false;
  // Once an HTML block that ends at a marker (`-->`, `?>`, `]]>`, `>` of `<!X`, `</script>`…)
  // may have opened, a line holding ">" ends a run (it may be that marker). Before that, ">"
  // in a line (`a -> b`, `x >= 3`, a pasted log) changes nothing and is joined like any text.
  // Conservatively never reset: the marker that closes the block is not tracked.
  let htmlMode = false;
  const flush = () => {
    if (runLines >= JOIN_MIN_LINES) {
      // The ending after the run's first line stays: that line is where the parser settles
      // what the run is in (it may close containers; micromark even puts the first indented
      // line after an empty `>` in a code block of its own). Lines two to n are alike.
      for (const at of runEols.slice(1)) {
        const len = source[at] === "\r" && source[at + 1] === "\n" ? 2 : 1;
        parts.push(source.slice(copied, at), len === 2 ? "  " : " ");
        copied = at + len;
      }
    }
    runEols = [];
    runLines = 0;
  };
  let pos = from;
  while (pos < source.length) {
    let end = pos;
    while (end < source.length && source[end] !== "\n" && source[end] !== "\r") end++;
    const eolLen = source[end] === "\r" && source[end + 1] === "\n" ? 2 : end < source.length ? 1 : 0;
    const line = source.slice(pos, end);
    const plain = isPlainLine(line);
    let indentEnd = 0;
    while (indentEnd < line.length && (line[indentEnd] === " " || line[indentEnd] === "\t")) indentEnd++;
    const indent = line.slice(0, indentEnd);
    if (plain && pendingEol >= 0 && indent === prevIndent) {
      runEols.push(pendingEol);
      runLines++;
    } else {
      flush();
      runLines = plain ? 1 : 0;
    }
    if (indentEnd === line.length) defMode = false; // a blank line ends any definition
    if (line.includes("]:")) defMode = true;
    if (!htmlMode && mayOpenMarkerEndedHtml(line)) htmlMode = true;
    pendingEol = plain && !defMode && !(htmlMode && line.includes(">")) && eolLen > 0 ? end : -1;
    prevIndent = indent;
    pos = end + eolLen;
  }
  flush();
  if (copied === 0) return source;
  parts.push(source.slice(copied));
  return parts.join("");
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
