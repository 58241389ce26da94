/**
 * Values printed in groups of a fixed size joined by one separator (`8XVQ5-SWFE5-ANNN2-…`,
 * `oo2m-d2t0-tb1m-…`, `wIHK RZNd m4Fw …`): read once here for the rules that take such a value
 * by its shape (rules/licence-key.ts, rules/stream-key.ts, rules/spaced-password.ts). Each rule
 * says where a run may start and end and judges what the groups hold.
 */
import { isDigit, isLower, isUpper } from "./chars.js";

/** A run of groups and what its groups hold (separators not counted). */
export interface GroupRun {
  /** The end of the last whole group. */
  end: number;
  groups: number;
  digits: number;
  upper: number;
  lower: number;
  /** Distinct characters. */
  distinct: number;
  /** Some group is one character repeated (`XXXXX`): a stand-in's. */
  repeatedGroup: boolean;
}

/**
 * From `s`, up to `max` groups of `size` characters that `isChar` takes, each after the first
 * joined to the one before by the character `join`. The run stops before a separator that no
 * whole group follows. Null when it has fewer than `min` groups. (The groups are walked once to
 * count them and again, only for a run long enough, to say what they hold: most runs a rule
 * looks at, a kebab-case word's, are too short, and cost no allocation.)
 */
export function readGroups(text: string, s: number, size: number, min: number, max: number, join: number, isChar: (c: number) => boolean): GroupRun | null {
  let groups = 0;
  let end = s;
  while (groups < max) {
    const from = groups === 0 ? s : end + 1;
    if (groups > 0 && text.charCodeAt(end) !== join) break;
    let j = 0;
    while (j < size && isChar(text.charCodeAt(from + j))) j++;
    if (j < size) break;
    groups++;
    end = from + size;
  }
  if (groups === 0 || groups < min) return null;
  const seen = new Set<number>();
  const run: GroupRun = { end, groups, digits: 0, upper: 0, lower: 0, distinct: 0, repeatedGroup: false };
  for (let g = s; g < end; g += size + 1) {
    const first = text.charCodeAt(g);
    let same = true;
    for (let k = g; k < g + size; k++) {
      const c = text.charCodeAt(k);
      if (isDigit(c)) run.digits++;
      else if (isUpper(c)) run.upper++;
      else if (isLower(c)) run.lower++;
      if (c !== first) same = false;
      seen.add(c);
    }
    if (same) run.repeatedGroup = true;
  }
  run.distinct = seen.size;
  return run;
}
