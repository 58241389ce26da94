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
 * whole group follows. Null when the first group is not whole.
 */
export function readGroups(text: string, s: number, size: number, max: number, join: number, isChar: (c: number) => boolean): GroupRun | null {
  const seen = new Set<number>();
  const run: GroupRun = { end: s, groups: 0, digits: 0, upper: 0, lower: 0, distinct: 0, repeatedGroup: false };
  while (run.groups < max) {
    const from = run.groups === 0 ? s : run.end + 1;
    if (run.groups > 0 && text.charCodeAt(run.end) !== join) break;
    let j = 0;
    while (j < size && isChar(text.charCodeAt(from + j))) j++;
    if (j < size) break;
    const first = text.charCodeAt(from);
    let same = true;
    for (let k = from; k < from + size; k++) {
      const c = text.charCodeAt(k);
      if (isDigit(c)) run.digits++;
      else if (isUpper(c)) run.upper++;
      else if (isLower(c)) run.lower++;
      if (c !== first) same = false;
      seen.add(c);
    }
    if (same) run.repeatedGroup = true;
    run.groups++;
    run.end = from + size;
  }
  run.distinct = seen.size;
  return run.groups === 0 ? null : run;
}
