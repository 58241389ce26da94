/**
 * Entry points of the transcript reader: already-parsed events (what the plugin gets from
 * `loadTranscriptEventsSync`), JSONL text, and JSONL files streamed from disk.
 */
import { createReadStream } from "node:fs";
import zlib from "node:zlib";
import type { Readable } from "node:stream";
import { TranscriptBuilder } from "./builder.js";
import { LineSplitter, MAX_LINE_BYTES } from "./lines.js";
import type { ReadOptions, Transcript } from "./types.js";

/** Normalizes events that are already parsed (one event = one JSONL line's object). */
export function readTranscriptEvents(events: Iterable<unknown>, opts: ReadOptions = {}): Transcript {
  const b = new TranscriptBuilder(opts);
  for (const ev of events) b.pushEvent(ev);
  return b.finish();
}

/** Normalizes JSONL text held in memory (tests, stdin). Prefer readTranscriptFile for files. */
export function readTranscriptJsonl(text: string | Buffer, opts: ReadOptions = {}): Transcript {
  const b = new TranscriptBuilder(opts);
  const splitter = makeSplitter(b, opts);
  splitter.push(typeof text === "string" ? Buffer.from(text, "utf8") : text);
  splitter.end();
  return b.finish();
}

/** Normalizes a JSONL byte stream, line by line. */
export async function readTranscriptStream(stream: Readable | AsyncIterable<Buffer | string>, opts: ReadOptions = {}): Promise<Transcript> {
  const b = new TranscriptBuilder(opts);
  const splitter = makeSplitter(b, opts);
  for await (const chunk of stream as AsyncIterable<Buffer | string>) {
    splitter.push(typeof chunk === "string" ? Buffer.from(chunk, "utf8") : chunk);
  }
  splitter.end();
  return b.finish();
}

/**
 * Streams a transcript file: legacy `sessions/*.jsonl`, a materialised export, a
 * `*.jsonl.deleted.<ts>` archive, or a `.zst` / `.gz` compressed archive (by extension).
 */
export async function readTranscriptFile(file: string, opts: ReadOptions = {}): Promise<Transcript> {
  const raw = createReadStream(file, { highWaterMark: 256 * 1024 });
  let stream: Readable = raw;
  if (/\.zst$/i.test(file)) {
    const z = zlib as unknown as { createZstdDecompress?: () => NodeJS.ReadWriteStream };
    if (typeof z.createZstdDecompress !== "function") {
      raw.destroy();
      throw new Error(`Cannot read ${JSON.stringify(file)}: this Node has no zstd support (needs Node >= 22.15); decompress it first with \`zstd -d\`.`);
    }
    stream = raw.pipe(z.createZstdDecompress()) as unknown as Readable;
  } else if (/\.gz$/i.test(file)) {
    stream = raw.pipe(zlib.createGunzip());
  }
  const onError = new Promise<never>((_, reject) => {
    raw.once("error", reject);
    if (stream !== raw) stream.once("error", reject);
  });
  onError.catch(() => undefined); // a late error after a finished read must not go unhandled
  try {
    return await Promise.race([readTranscriptStream(stream, opts), onError]);
  } finally {
    raw.destroy();
  }
}

function makeSplitter(b: TranscriptBuilder, opts: ReadOptions): LineSplitter {
  return new LineSplitter(
    {
      line: (text) => b.pushLine(text),
      oversized: () => {
        b.stats.lines++;
        b.stats.oversized++;
      },
      invalidUtf8: () => {
        b.stats.invalidUtf8++;
      },
    },
    opts.maxLineBytes ?? MAX_LINE_BYTES,
  );
}
