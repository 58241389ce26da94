/**
 * Long runs of plain lines, joined for the parser only (parse-root-blocks.ts). micromark is
 * quadratic in the number of lazy continuation lines of one paragraph inside a list item or
 * block quote (for each lazy line it walks back over every event since the paragraph began), and
 * a pasted log under a bullet has no heading to cut at: 16 K such lines took 30 s. So the line
 * endings inside a long run of lines that can only be paragraph or code text are replaced, for
 * the parser only, by spaces of the same length: every offset stays the same and the run costs
 * one line.
 */
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

/** A label whose non-blank characters pass this count is no label, joined or not: every one of
 *  them counts toward micromark's cap of 999 either way, so joining may resume. */
const LABEL_MAX_CHARS = 999;

/**
 * The bracket state after `line`, given the state before it: `open` while an unescaped "[" has
 * had no "]" after it (the line may be inside a definition's label), with `chars` its non-blank
 * characters so far. Any "[" counts, wherever it is: a false open only joins less.
 */
function openLabel(line: string, open: boolean, chars: number): { open: boolean; chars: number } {
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === "\\") {
      i++; // an escaped bracket opens or closes nothing (but is a character of the label)
      if (open) chars += 2;
    } else if (c === "[") {
      open = true;
      chars = 0;
    } else if (c === "]") open = false;
    else if (open && c !== " " && c !== "\t") chars++;
  }
  return open && chars > LABEL_MAX_CHARS ? { open: false, chars: 0 } : { open, chars };
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
 * one paragraph). Nor is anything joined inside a bracket that may be a definition's label
 * (openLabel): micromark caps a label at 999 characters, counting a tab by its columns but
 * neither a line ending nor a continuation line's indentation, so a join changes that count
 * and, near the cap, whether the paragraph is a definition. Frontmatter (before `from`) is left
 * alone: its value is parsed as YAML.
 */
export function joinPlainRuns(source: string, from = 0): string {
  const parts: string[] = [];
  let copied = 0;
  let runEols: number[] = []; // offsets of the line endings between two lines of the run
  let runLines = 0;
  let pendingEol = -1; // the previous line's ending, when that line may be joined to the next
  let prevIndent = "";
  let defMode = false;
  let label = { open: false, chars: 0 };
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
    if (indentEnd === line.length) {
      defMode = false; // a blank line ends any definition, and any label
      label = { open: false, chars: 0 };
    } else label = openLabel(line, label.open, label.chars);
    if (line.includes("]:")) defMode = true;
    if (!htmlMode && mayOpenMarkerEndedHtml(line)) htmlMode = true;
    pendingEol = plain && !defMode && !label.open && !(htmlMode && line.includes(">")) && eolLen > 0 ? end : -1;
    prevIndent = indent;
    pos = end + eolLen;
  }
  flush();
  if (copied === 0) return source;
  parts.push(source.slice(copied));
  return parts.join("");
}
