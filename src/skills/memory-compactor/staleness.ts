/**
 * Is an existing distilled file still a faithful distillation of what is on disk?
 * Compares the sources it was stamped with against the sources it would be built from now.
 *  - fresh: every current source is in the stamp with the same hash;
 *  - stale: a source is new or changed since (notes appended to a log after the nightly run, a
 *    day distilled after its week …). Rebuilding is safe only if nothing it was built from has
 *    been forgotten since, except a log whose (current) day file still stands in for it.
 * Unstamped files (hand-made, or from the prose skill) are never called stale: we cannot know.
 */
import type { SourceStamp } from "./source-stamp.js";

export interface Staleness {
  stale: boolean;
  /** Sources that are new or changed since the file was written. */
  changed: string[];
  /** Stamped sources that no longer exist (forgotten), so a rebuild would lose them. */
  lost: string[];
}

const LOG_RE = /^(\d{4}-\d{2}-\d{2})\.md$/;

export function staleness(stamp: SourceStamp | null, current: ReadonlyMap<string, string>): Staleness {
  if (!stamp) return { stale: false, changed: [], lost: [] };
  const changed = [...current].filter(([name, h]) => stamp.sources.get(name) !== h).map(([name]) => name);
  const lost = [...stamp.sources.keys()].filter((name) => {
    if (current.has(name)) return false;
    const log = LOG_RE.exec(name);
    return !(log && current.has(`day-${log[1]}.md`));
  });
  return { stale: changed.length > 0, changed, lost };
}
