/**
 * The source stamp: one HTML comment at the end of every distilled file context-kit writes,
 * naming the exact inputs it was built from and a hash of each.
 *
 *   <!-- context-kit:sources 2026-01-15.md=1a2b3c4d5e6f7a8b day-2026-01-15.md=… origin=draft -->
 *
 * Why: deletion must be provably safe. "week-2026-W03.md exists" does not prove that it covers
 * Tuesday's log: it may have been written before Tuesday's notes were appended, or by hand from
 * three of seven days. The stamp lets the deletion planner check that the covering file was made
 * from *this* content of *this* file; any mismatch means "not covered", so the file is kept. It
 * also tells the distiller which files are stale (their inputs changed since).
 *
 * `origin=draft` marks files written from the deterministic draft (safe to rebuild when stale);
 * `origin=agent` marks files the agent refined (never overwritten automatically).
 */
import { createHash } from "node:crypto";

export type Origin = "draft" | "agent";

export interface SourceStamp {
  /** Source file name (not path) → first 16 hex digits of the sha256 of its text. */
  sources: Map<string, string>;
  origin: Origin;
}

const STAMP_RE = /<!--\s*context-kit:sources\b([^>]*?)-->/;
const HASH_LEN = 16; // 64 bits: enough to notice an edit, short enough to keep the line readable

export function sha256Hex(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

export function shortHash(text: string): string {
  return sha256Hex(text).slice(0, HASH_LEN);
}

export function formatStamp(stamp: SourceStamp): string {
  const parts = [...stamp.sources.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([name, h]) => `${name}=${h}`);
  return `<!-- context-kit:sources ${[...parts, `origin=${stamp.origin}`].join(" ")} -->`;
}

/** The stamp of a distilled file, or null for a file context-kit did not write (hand-made, legacy). */
export function parseStamp(markdown: string): SourceStamp | null {
  const m = STAMP_RE.exec(markdown);
  if (!m) return null;
  const sources = new Map<string, string>();
  let origin: Origin = "draft";
  for (const part of (m[1] as string).trim().split(/\s+/)) {
    const eq = part.lastIndexOf("=");
    if (eq <= 0) continue;
    const key = part.slice(0, eq);
    const val = part.slice(eq + 1);
    if (key === "origin") origin = val === "agent" ? "agent" : "draft";
    else if (/^[0-9a-f]{16}$/.test(val)) sources.set(key, val);
  }
  return { sources, origin };
}

/**
 * The markdown without its stamp (what validation and readers look at), ending in exactly one
 * newline. trimEnd() alone: an earlier .replace(/\n{3,}$/, …) before it changed nothing that
 * trimEnd did not remove anyway, and was retried from every position of an inner run of blank
 * lines (quadratic: every distilled file read, validated or written goes through here).
 */
export function stripStamp(markdown: string): string {
  return markdown.replace(new RegExp(STAMP_RE.source, "g"), "").trimEnd() + "\n";
}

/** Replaces any stamp in `markdown` with `stamp`, on its own line at the end. */
export function withStamp(markdown: string, stamp: SourceStamp): string {
  return stripStamp(markdown) + "\n" + formatStamp(stamp) + "\n";
}
