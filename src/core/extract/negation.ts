/**
 * Values a statement takes back. "ok 200 then, not 999", "it's May 15, not May 22", "是每个月
 * 一千五百元，之前说的一千二是没算域名": the negated value is no longer so, and a line that kept
 * it would report it as current. Self-corrections inside one sentence ("db is pg-main-01 — no
 * wait, primary is pg-main-02 now") keep what follows the turn. See docs/design.md,
 * "Extraction floor".
 */
import { specificsOf } from "../statements/specifics.js";
import { trimEndOf } from "../text/trim-end.js";

// "not X", "instead of X", "rather than X", "no longer X", up to the next clause mark.
const NEGATED_EN = /(?:^|[\s,;(—–-])(?:not|instead of|rather than|no longer|never mind)\s+((?:[^,.;:!?()—–]|\.(?=\d)){1,60})/gi;
const NEGATED_ZH = /(?:不是|而不是|之前说的|原来的|以前的)([^，,。；;！!？?]{1,20})/g;
// A turn inside the sentence: what follows replaces what came before.
const RETRACT_RE = /(?:^|[\s,;—–-])(?:no wait|wait no|sorry|i mean|scratch that|correction|actually)[,:!]?\s+|不对[，,]?|更正[：:，,]?|说错了[，,]?/gi;

const MAX_NEGATED_WORDS = 4;
const PHRASE_END_RE = /\s(?:for|in|on|at|to|by|because|since|until|and|but|so|with|from|as|if|when)\b/i;

/** The negated phrase: up to the first preposition or conjunction, at most a few words. */
function objectOf(phrase: string): string {
  const end = PHRASE_END_RE.exec(phrase);
  const head = end ? phrase.slice(0, end.index) : phrase;
  const words = head.split(/(?<=\S)\s+/);
  return words.length > MAX_NEGATED_WORDS ? words.slice(0, MAX_NEGATED_WORDS).join(" ") : head;
}

/** The part of a sentence after its last self-correction, when that part still says something. */
export function retractedPart(sentence: string): string {
  let last = -1;
  for (const m of sentence.matchAll(RETRACT_RE)) last = m.index + m[0].length;
  if (last <= 0) return sentence;
  const rest = sentence.slice(last).trim();
  return specificsOf(rest).size > 0 ? rest : sentence;
}

/** The sentence without its negated alternatives, and the value keys those named. */
export function negatedValues(sentence: string): { kept: string; negated: string[] } {
  const negated: string[] = [];
  let kept = sentence;
  for (const re of [NEGATED_EN, NEGATED_ZH]) {
    kept = kept.replace(re, (whole: string, phrase: string) => {
      // What is negated is a short phrase: "not Steam Workshop for the 0.2 release" takes back
      // Steam Workshop, not the release.
      const what = objectOf(phrase);
      const keys = [...specificsOf(what)].filter((k) => !k.startsWith("w:") || /\d/.test(k));
      if (keys.length === 0) return whole;
      negated.push(...keys);
      const rest = phrase.slice(what.length);
      return (whole.startsWith(",") || whole.startsWith(";") ? "" : " ") + rest.trimStart();
    });
  }
  // "the 2 GB plan, not 5 GB, for …" leaves two commas where the phrase was: one stays.
  const tidy = trimEndOf(kept.replace(/\s{2,}/g, " ").replace(/(?<!\s)\s+(?=[,.;!?])/g, "").replace(/([,;])(?:\s*[,;])+/g, "$1"), ",;:，；—–-").trim();
  return { kept: tidy, negated };
}
