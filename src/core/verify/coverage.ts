/**
 * Coverage: what the deterministic extractor holds with high confidence that a model's draft
 * leaves out: open pending actions, open blockers, and the latest decision on each subject (the
 * extractor retires reversed decisions, finished tasks and resolved blockers itself, so what is
 * left is current). "Holds with high confidence" is the newest PER_SECTION items of each: the
 * ones the next session needs first and the least likely to be stale.
 *
 * An item is covered when one line of the draft keeps all its specifics (normalised) and shares
 * a word with it (src/core/statements/coverage.ts, the same test the forgetting gate uses).
 */
import type { Digest, DigestItem } from "../extract/digest.js";
import { analyse, coverLines, isRepresented } from "../statements/coverage.js";

export const PER_SECTION = 5;

export type CoverageSection = "decision" | "pending" | "blocker";

export interface MissingItem {
  section: CoverageSection;
  text: string;
}

const PLACEHOLDER_RE = /<[A-Z][A-Z_]{2,40}>/g;
const unplaceholder = (s: string) => s.replace(PLACEHOLDER_RE, " ");

export function expectedItems(d: Pick<Digest, "decisions" | "pending" | "blockers">): MissingItem[] {
  const take = (items: DigestItem[], section: CoverageSection) => items.slice(-PER_SECTION).map((i) => ({ section, text: i.text.replace(/\s+/g, " ").trim() }));
  return [...take(d.decisions, "decision"), ...take(d.pending, "pending"), ...take(d.blockers, "blocker")];
}

/** Items of `expected` that no line of `draft` represents, in order. */
export function missingItems(expected: readonly MissingItem[], draft: string | string[]): MissingItem[] {
  const lines = coverLines((Array.isArray(draft) ? draft : [draft]).map(unplaceholder));
  return expected.filter((it) => !isRepresented(analyse(unplaceholder(it.text)), lines));
}
