/**
 * Values a statement takes back. "ok 200 then, not 999", "it's May 15, not May 22", "12 mois,
 * pas 24", "June 18 na hindi June 4", "950 per trip badal 850", "24 ساعة مش 12", "14日じゃなくて
 * 18日", "是每个月一千五百元，之前说的一千二是没算域名": the negated value is no longer so, and a line
 * that kept it would report it as current. Self-corrections inside one sentence ("db is
 * pg-main-01 — no wait, primary is pg-main-02 now") keep what follows the turn. See
 * docs/design.md, "Extraction floor".
 *
 * The words are a closed class: negation and "instead of" in the transcripts' languages. What
 * is negated must be a value that opens the phrase ("pas 24", "not May 22", "hindi ₱17,500"):
 * "has not confirmed the 300 chickens" and "do not have £6,000" negate the verb, not the value.
 */
import { specificSpans, specificsOf } from "../statements/specifics.js";
import { trimEndOf } from "../text/trim-end.js";

// "not X", "instead of X", "rather than X", "no longer X", up to the next clause mark; the same
// words in the other languages users write most (Portuguese, Spanish, French, Italian, German,
// Dutch, the Scandinavian languages, Polish, Czech, Russian and Ukrainian, Greek, Tagalog,
// Arabic and Arabizi, Vietnamese, Indonesian). A bare "no" is left out: it opens too many
// sentences ("no 2 ways about it").
const NEGATED_BEFORE = /(?:^|[\s,;(—–-])(?:not|instead of|rather than|no longer|never mind|e não|em vez de|não|y no|en vez de|en lugar de|et non|au lieu de|plutôt que|pas|invece di|anziché|non|anstatt|statt|nicht|in plaats van|ipv|niet|istället för|i stedet for|inte|ikke|zamiast|místo|а не|вместо|замість|не|αντί για|και όχι|όχι|hindi|بدل|مش|مو|badal|không phải|ko phải|khong phai|ko phai|bukan)\s+((?:[^,.;:!?()—–]|[.,](?=\d)){1,60})/giu;
// Languages that put the negation after what it negates: "14日じゃなくて", "12일 말고",
// "12 saat değil", "4 June nahi". The phrase is the value, with its unit or a month before it.
const NEGATED_AFTER = /((?:(?<=^|\s)\p{L}{3,9}\.?\s)?(?<![\p{N}.,])(?:[$€£¥₹]\s?)?\p{N}(?:\p{N}|[.,:/](?=\p{N}))*(?:\s?[\p{L}%]{1,6})?)\s*(?:じゃなくて|じゃなく|ではなく|말고|아니라|아니고|değil|nahin|nahi|नहीं)/giu;
const NEGATED_ZH = /(?:不是|而不是|之前说的|原来的|以前的)([^，,。；;！!？?]{1,20})/g;
// A turn inside the sentence: what follows replaces what came before.
const RETRACT_RE = /(?:^|[\s,;—–-])(?:no wait|wait no|sorry|i mean|scratch that|correction|actually)[,:!]?\s+|不对[，,]?|更正[：:，,]?|说错了[，,]?/gi;
/** An article before the negated value ("not the 14th", "pas le 12"). */
const LEADING_ARTICLE_RE = /^(?:the|a|an|el|la|le|les|los|las|o|os|der|die|das|de|het)\s+/i;
/** Thousands grouped by spaces ("3 200 zł", "84 730,00 $"): one number, not two. */
const SPACE_GROUPED_RE = /(\d)[ \u00a0\u202f](?=\d{3}(?!\d))/g;
export const ungrouped = (text: string): string => text.replace(SPACE_GROUPED_RE, "$1");

const MAX_NEGATED_WORDS = 4;
const PHRASE_END_RE = /\s(?:for|in|on|at|to|by|because|since|until|and|but|so|with|from|as|if|when)\b/i;

/** The negated phrase: up to the first preposition or conjunction, at most a few words. */
function objectOf(phrase: string): string {
  const end = PHRASE_END_RE.exec(phrase);
  const head = end ? phrase.slice(0, end.index) : phrase;
  const words = head.split(/(?<=\S)\s+/);
  return words.length > MAX_NEGATED_WORDS ? words.slice(0, MAX_NEGATED_WORDS).join(" ") : head;
}

/** The value keys of the specifics that open `phrase`: nothing but signs before them. */
function openingValues(phrase: string): Set<string> {
  return new Set(specificSpans(phrase).filter((s) => !/[\p{L}\p{N}]/u.test(phrase.slice(0, s.index))).map((s) => s.key));
}

/** The part of a sentence after its last self-correction, when that part still says something. */
export function retractedPart(sentence: string): string {
  let last = -1;
  for (const m of sentence.matchAll(RETRACT_RE)) last = m.index + m[0].length;
  if (last <= 0) return sentence;
  const rest = sentence.slice(last).trim();
  return specificsOf(rest).size > 0 ? rest : sentence;
}

/** Could `text` take a value back at all (one of the negation shapes occurs in it)? A cheap test
 *  before splitting a whole message into sentences. */
export function mayNegate(text: string): boolean {
  for (const re of [NEGATED_BEFORE, NEGATED_AFTER, NEGATED_ZH]) {
    re.lastIndex = 0;
    const hit = re.test(text);
    re.lastIndex = 0;
    if (hit) return true;
  }
  return false;
}

/** The sentence without its negated alternatives, the value keys those named, and the keys of
 *  the values said in their place. */
export function negatedValues(sentence: string): { kept: string; negated: string[]; replacements: string[] } {
  const negated: string[] = [];
  const replacements: string[] = [];
  let kept = sentence;
  for (const re of [NEGATED_BEFORE, NEGATED_AFTER, NEGATED_ZH]) {
    kept = kept.replace(re, (whole: string, phrase: string, offset: number, all: string) => {
      // What is negated is a short phrase: "not Steam Workshop for the 0.2 release" takes back
      // Steam Workshop, not the release.
      const what = objectOf(phrase);
      const value = ungrouped(what.trimStart().replace(LEADING_ARTICLE_RE, ""));
      // The phrase before "아니고" or "değil" is the value alone (with a month or a word before it).
      const head = re === NEGATED_BEFORE ? openingValues(value) : specificsOf(value);
      // The same value said just before is a format, not a change: "84 730,00 $ et pas $84,730.00".
      const said = specificSpans(ungrouped(all.slice(0, offset)));
      const before = new Set(said.map((sp) => sp.key));
      const keys = [...specificsOf(value)].filter((k) => (!k.startsWith("w:") || /\d/.test(k)) && head.has(k) && !before.has(k));
      if (keys.length === 0) return whole;
      negated.push(...keys);
      // What replaces it is the value beside the negation: the last one before "not", "pas",
      // "instead of", "不是"; the first one after "아니고", "じゃなくて", "değil".
      const near = re === NEGATED_AFTER ? specificSpans(ungrouped(all.slice(offset + whole.length)))[0] : said.at(-1);
      if (near) replacements.push(near.key);
      const rest = phrase.slice(what.length);
      return (whole.startsWith(",") || whole.startsWith(";") ? "" : " ") + rest.trimStart();
    });
  }
  // "the 2 GB plan, not 5 GB, for …" leaves two commas where the phrase was: one stays.
  const tidy = trimEndOf(kept.replace(/\s{2,}/g, " ").replace(/(?<!\s)\s+(?=[,.;!?])/g, "").replace(/([,;])(?:\s*[,;])+/g, "$1").replace(/[,;]\s*(?=[.!?。])/g, "").replace(/[,;]\s*(?=[—–]\s)/g, " "), ",;:，；—–-").trim();
  return { kept: tidy, negated, replacements };
}
