/**
 * Streaming JSONL line splitter over byte chunks. Holds at most one line at a time, and a line
 * over the cap is skipped without being buffered: a 50 MB single-line paste costs a counter, not
 * 50 MB. Invalid UTF-8 decodes with U+FFFD (counted) instead of aborting the read.
 */

export const MAX_LINE_BYTES = 8 * 1024 * 1024; // 8 MiB: far above any real entry, far below a runaway paste

export interface LineSink {
  line(text: string): void;
  oversized(): void;
  invalidUtf8(): void;
}

const strict = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });
const lenient = new TextDecoder("utf-8", { fatal: false, ignoreBOM: false });

function decode(buf: Uint8Array, sink: LineSink): string {
  try {
    return strict.decode(buf);
  } catch {
    sink.invalidUtf8();
    return lenient.decode(buf);
  }
}

export class LineSplitter {
  private parts: Buffer[] = [];
  private size = 0;
  private skipping = false;

  constructor(
    private readonly sink: LineSink,
    private readonly maxLineBytes = MAX_LINE_BYTES,
  ) {}

  push(chunk: Buffer): void {
    let start = 0;
    for (;;) {
      const nl = chunk.indexOf(0x0a, start);
      if (nl === -1) {
        this.append(chunk.subarray(start));
        return;
      }
      this.append(chunk.subarray(start, nl));
      this.emit();
      start = nl + 1;
    }
  }

  end(): void {
    this.emit();
  }

  private append(piece: Buffer): void {
    if (piece.length === 0 || this.skipping) return;
    if (this.size + piece.length > this.maxLineBytes) {
      this.skipping = true;
      this.parts = [];
      this.size = 0;
      return;
    }
    this.parts.push(piece);
    this.size += piece.length;
  }

  private emit(): void {
    if (this.skipping) {
      this.skipping = false;
      this.sink.oversized();
      return;
    }
    if (this.size === 0) return;
    let buf = this.parts.length === 1 ? (this.parts[0] as Buffer) : Buffer.concat(this.parts, this.size);
    this.parts = [];
    this.size = 0;
    if (buf[buf.length - 1] === 0x0d) buf = buf.subarray(0, buf.length - 1);
    if (buf.length === 0) return;
    this.sink.line(decode(buf, this.sink));
  }
}
