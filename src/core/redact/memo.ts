/**
 * Forward searches that stay linear when a trigger repeats. A rule that looks for a closing marker
 * (`-----END`, `Private-MAC:`) from each opening marker would rescan the window after it every
 * time on input such as a megabyte of `-----BEGIN RSA PRIVATE KEY-----` with no END: quadratic.
 * Caching the last answer per needle makes every later query that starts at or after the cached
 * starting point free, or a search of only the part of its window not searched yet.
 *
 * The search is bounded by the caller's window (a closing marker further away is of no use to
 * it): an unbounded `indexOf` from each key read the rest of the text, a whole pass per needle
 * per call when the marker is rare.
 */
import type { ScanContext } from "./rule.js";

interface Cached {
  from: number;
  /** The first occurrence starting in [from, to), or -1 when there is none. */
  at: number;
  to: number;
}

/** The first occurrence of `needle` in `ctx.text` starting in [from, to), or -1. */
export function nextIndexOfWithin(ctx: ScanContext, needle: string, from: number, to: number): number {
  let key = keys.get(needle);
  if (key === undefined) keys.set(needle, (key = "indexOf\u0000" + needle));
  const hit = ctx.memo.get(key) as Cached | undefined;
  if (hit !== undefined && hit.from <= from) {
    if (hit.at >= from) return hit.at < to ? hit.at : -1;
    if (hit.at === -1) {
      if (to <= hit.to) return -1;
      if (from <= hit.to) {
        // Nothing in [hit.from, hit.to): only the rest of the window is new.
        const at = search(ctx.text, needle, hit.to, to);
        ctx.memo.set(key, { from: hit.from, at, to } satisfies Cached);
        return at;
      }
    }
  }
  const at = search(ctx.text, needle, from, to);
  ctx.memo.set(key, { from, at, to } satisfies Cached);
  return at;
}

/** Memo keys by needle, made once (not a new string per query). */
const keys = new Map<string, string>();

function search(text: string, needle: string, from: number, to: number): number {
  const end = Math.min(text.length, to + needle.length - 1);
  if (end - from < needle.length) return -1;
  const i = text.slice(from, end).indexOf(needle);
  return i === -1 ? -1 : from + i;
}
