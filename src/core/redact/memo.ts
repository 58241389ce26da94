/**
 * Forward searches that stay linear when a trigger repeats. A rule that looks for a closing marker
 * (`-----END`, `Private-MAC:`) from each opening marker would rescan the rest of the text every
 * time on input such as a megabyte of `-----BEGIN RSA PRIVATE KEY-----` with no END: quadratic.
 * Caching the last answer per needle makes every later query that starts at or after the cached
 * starting point, and not beyond the cached hit, free.
 */
import type { ScanContext } from "./rule.js";

interface Cached {
  from: number;
  at: number; // -1: no occurrence at or after `from`
}

/** `ctx.text.indexOf(needle, from)`, answered from cache when the previous search covers it. */
export function nextIndexOf(ctx: ScanContext, needle: string, from: number): number {
  const key = "indexOf\u0000" + needle;
  const hit = ctx.memo.get(key) as Cached | undefined;
  if (hit && hit.from <= from && (hit.at === -1 || hit.at >= from)) return hit.at;
  const at = ctx.text.indexOf(needle, from);
  ctx.memo.set(key, { from, at } satisfies Cached);
  return at;
}
