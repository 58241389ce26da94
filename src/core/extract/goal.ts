/**
 * The session's goal for the summary: the first substantive thing the user asked for that was
 * not later reversed or corrected (a summary must not open with "a chain of 14 bakeries" when
 * it is 16 now).
 */
import { cleanGeneric } from "./clean.js";
import { SMALL_TALK_EN, SMALL_TALK_ZH } from "./lexicon.js";
import { authoredLines, sentences } from "./segment.js";
import { maskSecrets } from "./sensitive.js";
import type { SessionState } from "./state.js";
import { countHan } from "../text/cjk.js";

export const MAX_GOAL_CANDIDATES = 6; // the goal is stated early; later sentences are work, not the goal

/** Substantive user sentences (not small talk, at least a few words): goal candidates. */
export function goalSentences(text: string): string[] {
  const out: string[] = [];
  for (const s of sentences(authoredLines(text))) {
    const t = s.trim();
    if (SMALL_TALK_EN.test(t) || SMALL_TALK_ZH.test(t)) continue;
    const words = t.split(/\s+/).length;
    const cjk = countHan(t);
    if (words >= 4 || cjk >= 6) out.push(t);
  }
  return out;
}

/** The first candidate that no retired item (reversed, corrected, cancelled) stated. */
export function chooseGoal(candidates: readonly string[], state: SessionState): string | undefined {
  const retiredTexts = state.items.filter((i) => !i.live && i.retiredBy !== "completed").map((i) => i.text);
  const goal = candidates.find((g) => !retiredTexts.some((r) => r.length > 8 && (g.includes(r) || r.includes(g))));
  return goal ? cleanGeneric(maskSecrets(goal).text).slice(0, 160) : undefined;
}
