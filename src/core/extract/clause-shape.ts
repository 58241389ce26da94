/**
 * The shape of a clause, independent of what it says: where a sentence splits into clauses, whether
 * a clause is a question, whether it names something concrete enough to be a choice, and which
 * option a short reply picks.
 */
import * as L from "./lexicon.js";
import type { Lang } from "./signal.js";
import { techMentions } from "./terms.js";
import { hasHan } from "../text/cjk.js";

/** Splits a sentence at clause joints ("; ", " but ", "，但是", "；") so "done with auth, but we
 *  still need tests later" yields a completion and a pending action. */
export function clauses(sentence: string): string[] {
  return sentence
    .split(/;\s+|\s+but\s+|,\s*(?:but|and then|although|though)\s+|；|，\s*(?:但是?|不过|然后|可是)|\s+-{1,2}\s+|\s+—\s+/i)
    .map((c) => c.trim())
    // A bare "2" answers a numbered list; "y", "k" and "好" say yes.
    .filter((c) => c.length > 1 || /^(?:[1-9]|[yk]|[好行对])$/i.test(c));
}

/** The clause names something concrete enough to be a choice (a technology, a proper noun, a
 *  file or version), so "switch to the next step" is not a decision but "switch to Bun" is. */
export function hasThing(obj: string): boolean {
  if (techMentions(obj).length > 0) return true;
  if (/`[^`]+`/.test(obj)) return true;
  if (/(?:^|\s)[A-Z][a-zA-Z0-9]*[A-Z0-9][a-zA-Z0-9]*|(?:^|\s)(?!I\b)[A-Z][a-z]{2,}/.test(obj.replace(/^\s*\S+/, ""))) return true;
  if (/\b[\w-]+\.(?:[a-z]{2,4})\b|\b[a-z]+[A-Z]\w*|\bv?\d+(?:\.\d+)+\b/.test(obj)) return true;
  if (/\b[a-z0-9]+(?:[-_][a-z0-9]+)+\b/.test(obj)) return true; // package-style names: date-fns, better_sqlite3
  if (/\b(?:option|plan|approach|variant|proposal)\s+(?:[A-Z0-9]|#?\d+|one|two|three)\b/i.test(obj)) return true;
  if (/\b\d+(?:[.:]\d+)?\s?(?:am|pm|h|hrs?|hours?|mins?|minutes?|days?|weeks?|gb|mb|tb|%|x|k)\b|[$€£¥]\s?\d/i.test(obj)) return true; // 4am, 30 minutes, 2 GB, $20
  if (hasHan(obj)) return true;
  return false;
}

const QUESTION_START_EN = /^(?:what|why|how|which|where|when|who|should (?:we|i)|shall (?:we|i)|do (?:we|you|i)|does|did|is|are|was|were|can (?:we|i)|could (?:we|i)|would it|will it|have you|has)\b/i;
export function isQuestion(clause: string, lang: Lang): boolean {
  if (/[?？]\s*$/.test(clause)) return true;
  if (lang === "zh" && /[吗呢么]\s*[。]?$/.test(clause)) return true;
  return QUESTION_START_EN.test(clause);
}

/** A short, specific object: 1–4 words that are not a pronoun or a vague filler ("mapbox",
 *  "google maps"), for idioms strong enough to carry a decision on their own. */
const VAGUE_START = /^(?:that|this|it|everything|all|both|either|neither|whatever|anything|something|nothing|the plan|your|my|our|one|fine|good|ok|yes|no|me|us)\b/i;
export function isConcrete(obj: string): boolean {
  const t = obj.trim().replace(/^(?:the|a|an)\s+/i, "");
  if (!t || VAGUE_START.test(t)) return false;
  const words = t.split(/\s+/).length;
  return words >= 1 && words <= 4 && (/[a-z]/i.test(t) || hasHan(t));
}

export const ORDINALS: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, 一: 1, 二: 2, 三: 3, 四: 4, 五: 5 };

/** The option a reply picks (1-based; letters a–e count as 1–5; "last" is -1 → 0 here), or 0. */
export function pickRef(text: string): number {
  const m = L.PICK_EN.exec(text.trim()) ?? L.PICK_ZH.exec(text.trim());
  if (!m) return 0;
  const r = (m[1] ?? m[2] ?? m[3] ?? "").toLowerCase();
  if (/^[1-9]$/.test(r)) return Number(r);
  if (/^[a-e]$/.test(r)) return r.charCodeAt(0) - 96;
  return ORDINALS[r] ?? 0;
}
