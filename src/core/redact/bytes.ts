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
}

/** Each line of input that is not all UTF-8, decoded on its own. */
function splitLines(input: Buffer): Line[] {
  const lines: Line[] = [];
  let byteStart = 0;
  for (;;) {
    const nl = input.indexOf(10, byteStart);
    const bytes = input.subarray(byteStart, nl === -1 ? input.length : nl);
    const utf8 = isUtf8(bytes);
    lines.push({ byteStart, bytes, utf8, text: bytes.toString(utf8 ? "utf8" : "latin1") });
    if (nl === -1) break;
    byteStart = nl + 1;
  }
  return lines;
}

/** Where each line of the input starts, in the bytes and in the decoded text (joined with
 *  `\n`), for locating findings. */
interface LineIndex {
  byteStart: number[];
  charStart: number[];
  /** Characters of each line, without its `\n`. */
  length: number[];
  /** Bytes of the first `col` characters of line k. */
  prefixBytes(k: number, col: number): number;
}

/** Any code unit outside ASCII. */
const NON_ASCII = /[^\x00-\x7f]/g;

/** The index of input that is all UTF-8 (a \n byte is never inside a character, so its lines
 *  are the lines of the text decoded whole): lines found in the text, and a line's bytes counted
 *  apart only when it holds a character outside ASCII (else its bytes are its characters). No
 *  per-line buffer, decode or search of the bytes (50k lines on dense input). */
function utf8Index(input: Buffer, joined: string): LineIndex {
  const charStart: number[] = [];
  const length: number[] = [];
  for (let c = 0; ; ) {
    const nc = joined.indexOf("\n", c);
    charStart.push(c);
    length.push((nc === -1 ? joined.length : nc) - c);
    if (nc === -1) break;
    c = nc + 1;
  }
  const wide = new Uint8Array(charStart.length);
  if (joined.length !== input.length) {
    NON_ASCII.lastIndex = 0;
    let line = 0;
    for (let m = NON_ASCII.exec(joined); m !== null; m = NON_ASCII.exec(joined)) {
      while (line + 1 < charStart.length && charStart[line + 1]! <= m.index) line++;
      wide[line] = 1;
      NON_ASCII.lastIndex = charStart[line]! + length[line]!; // on to the next line
    }
  }
  const lineBytes = (k: number, col: number): number => (wide[k] === 1 ? Buffer.byteLength(joined.slice(charStart[k]!, charStart[k]! + col), "utf8") : col);
  const byteStart: number[] = [0];
  for (let k = 0; k + 1 < charStart.length; k++) byteStart.push(byteStart[k]! + lineBytes(k, length[k]!) + 1);
  return { byteStart, charStart, length, prefixBytes: lineBytes };
}

/** The index of input that is not all UTF-8, from its decoded lines. */
function linesIndex(lines: readonly Line[]): LineIndex {
  const charStart: number[] = [];
  let c = 0;
  for (const l of lines) {
    charStart.push(c);
    c += l.text.length + 1;
  }
  return {
    byteStart: lines.map((l) => l.byteStart),
    charStart,
    length: lines.map((l) => l.text.length),
    prefixBytes: (k, col) => (lines[k]!.utf8 ? Buffer.byteLength(lines[k]!.text.slice(0, col), "utf8") : col),
  };
}

/** Byte offset in the input of character offset `x` of the joined text. */
function byteOffset(index: LineIndex, x: number): { line: number; byte: number } {
  let lo = 0;
  let hi = index.charStart.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (index.charStart[mid]! <= x) lo = mid;
    else hi = mid - 1;
  }
  const len = index.length[lo]!;
  const col = Math.min(x - index.charStart[lo]!, len);
  // x just past the line's text is its newline.
  return { line: lo + 1, byte: index.byteStart[lo]! + index.prefixBytes(lo, col) + (x - index.charStart[lo]! > len ? 1 : 0) };
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
  // Valid UTF-8 decodes line by line as it decodes whole: one decode, no lines split out.
  const lines = allUtf8 ? null : splitLines(input);
  const joined = lines === null ? input.toString("utf8") : lines.map((l) => l.text).join("\n");
  const index = lines === null ? utf8Index(input, joined) : linesIndex(lines);
  const lineTotal = index.charStart.length;
  const result = redact(joined, { ...policy, preserveLines: true });
  const changed = result.text !== joined;
  // Only text that is not all UTF-8 is written back line by line; otherwise the lines are
  // only counted.
  const outLines = changed && lines !== null ? result.text.split("\n") : null;
  // Valid UTF-8 decodes and re-encodes to the same bytes, so unchanged lines come back
  // byte-identical from one encode of the whole text (no per-line buffers on dense input). The
  // encode comes first: it flattens the redacted text, which the line count then reads.
  const encoded = changed && lines === null ? Buffer.from(result.text, "utf8") : null;
  const outCount = outLines !== null ? outLines.length : changed ? lineCount(result.text) : lineTotal;
  if (outCount !== lineTotal) {
    // Cannot happen with preserveLines; refuse rather than write a shifted file.
    throw new LineStructureError(`redact: the redacted text has ${outCount} lines, the input ${lineTotal}; nothing was written.`);
  }
  let output: Buffer;
  if (!changed) output = input;
  else if (encoded !== null || lines === null) output = encoded!;
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
    const a = byteOffset(index, f.start);
    const b = byteOffset(index, f.end);
    return { kind: f.kind, rule: f.rule, line: a.line, column: a.byte - index.byteStart[a.line - 1]! + 1, endLine: b.line, start: a.byte, end: b.byte };
  });
  return { output, findings };
}
