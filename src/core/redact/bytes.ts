/**
 * Redaction of raw bytes with the line structure kept: what `context-kit redact` needs to pass
 * stdin through unchanged wherever nothing is sensitive. Each line is decoded on its own, as
 * UTF-8 when it is valid UTF-8 and byte for byte (latin1) when it is not, so a stray invalid
 * byte neither breaks redaction of its line nor changes any other line. The decoded lines are
 * redacted together (a PEM key spans lines) with `preserveLines`, and every output line that
 * equals its input line is written as the original bytes.
 */
import { isUtf8 } from "node:buffer";
import type { FindingKind, RedactPolicy } from "./types.js";
import { redact } from "./index.js";

/** A finding located in the input bytes (never the bytes themselves). */
export interface ByteFinding {
  kind: FindingKind;
  rule: string;
  /** 1-based line and byte column where the finding starts. */
  line: number;
  column: number;
  /** 1-based line where it ends (PEM keys span lines). */
  endLine: number;
  /** Byte offsets into the input. */
  start: number;
  end: number;
}

interface Line {
  /** Byte offset of the line in the input. */
  byteStart: number;
  /** Bytes of the line, without its `\n`. */
  bytes: Buffer;
  utf8: boolean;
  text: string;
  /** Offset of the line in the joined text. */
  charStart: number;
}

function splitLines(input: Buffer, allUtf8: boolean): Line[] {
  const lines: Line[] = [];
  let byteStart = 0;
  let charStart = 0;
  for (;;) {
    const nl = input.indexOf(10, byteStart);
    const bytes = input.subarray(byteStart, nl === -1 ? input.length : nl);
    const utf8 = allUtf8 || isUtf8(bytes);
    const text = bytes.toString(utf8 ? "utf8" : "latin1");
    lines.push({ byteStart, bytes, utf8, text, charStart });
    if (nl === -1) break;
    byteStart = nl + 1;
    charStart += text.length + 1;
  }
  return lines;
}

/** Byte offset in the input of character offset `x` of the joined text. */
function byteOffset(lines: readonly Line[], x: number, ascii: boolean): { line: number; byte: number } {
  let lo = 0;
  let hi = lines.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (lines[mid]!.charStart <= x) lo = mid;
    else hi = mid - 1;
  }
  const l = lines[lo]!;
  const col = Math.min(x - l.charStart, l.text.length);
  const bytes = l.utf8 && !ascii ? Buffer.byteLength(l.text.slice(0, col), "utf8") : col;
  // x just past the line's text is its newline.
  return { line: lo + 1, byte: l.byteStart + bytes + (x - l.charStart > l.text.length ? 1 : 0) };
}

/** Number of lines of `text` (its \n count + 1), as `text.split("\n").length` says. */
function lineCount(text: string): number {
  let n = 1;
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) n++;
  return n;
}

export class LineStructureError extends Error {
  override name = "LineStructureError";
}

/** Redacts `input`, keeping its lines: same count, and unchanged lines byte-identical. */
export function redactBytes(input: Buffer, policy: RedactPolicy): { output: Buffer; findings: ByteFinding[] } {
  const allUtf8 = isUtf8(input);
  const lines = splitLines(input, allUtf8);
  // Valid UTF-8 decodes line by line as it decodes whole (a \n byte is never inside a
  // character): one decode, not a join of 50k lines on dense input.
  const joined = allUtf8 ? input.toString("utf8") : lines.map((l) => l.text).join("\n");
  // All ASCII: character offsets are byte offsets.
  const ascii = allUtf8 && joined.length === input.length;
  const result = redact(joined, { ...policy, preserveLines: true });
  const changed = result.text !== joined;
  // Only text that is not all UTF-8 is written back line by line; otherwise the lines are
  // only counted.
  const outLines = changed && !allUtf8 ? result.text.split("\n") : null;
  const outCount = outLines !== null ? outLines.length : changed ? lineCount(result.text) : lines.length;
  if (outCount !== lines.length) {
    // Cannot happen with preserveLines; refuse rather than write a shifted file.
    throw new LineStructureError(`redact: the redacted text has ${outCount} lines, the input ${lines.length}; nothing was written.`);
  }
  let output: Buffer;
  if (!changed) output = input;
  // Valid UTF-8 decodes and re-encodes to the same bytes, so unchanged lines come back
  // byte-identical from one encode of the whole text (no per-line buffers on dense input).
  else if (allUtf8) output = Buffer.from(result.text, "utf8");
  else {
    const parts: Buffer[] = [];
    lines.forEach((l, k) => {
      const out = outLines![k]!;
      parts.push(out === l.text ? l.bytes : Buffer.from(out, l.utf8 ? "utf8" : "latin1"));
      if (k < lines.length - 1) parts.push(Buffer.from([10]));
    });
    output = Buffer.concat(parts);
  }
  const findings = result.findings.map((f) => {
    const a = byteOffset(lines, f.start, ascii);
    const b = byteOffset(lines, f.end, ascii);
    return { kind: f.kind, rule: f.rule, line: a.line, column: a.byte - lines[a.line - 1]!.byteStart + 1, endLine: b.line, start: a.byte, end: b.byte };
  });
  return { output, findings };
}
