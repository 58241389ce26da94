/**
 * A bounded memo for per-statement analyses. Planning a forget run analyses each statement
 * three times (as routine history, as a source, as a cover line) and a distill run drafts each
 * day against the same history, so the same strings come back often. The bound keeps memory
 * flat on a large workspace: when full, the memo starts over.
 */
export const MEMO_ENTRIES = 50_000;

export function memoize<T>(fn: (text: string) => T, entries = MEMO_ENTRIES): (text: string) => T {
  const cache = new Map<string, T>();
  return (text: string) => {
    let v = cache.get(text);
    if (v === undefined) {
      if (cache.size >= entries) cache.clear();
      v = fn(text);
      cache.set(text, v);
    }
    return v;
  };
}
