/**
 * The dialogue moves around a choice that carry no cue phrase: an assistant message that ends by
 * asking the user to accept something ("Cap it at 14?", "Drop it?", "This is a write — ok?",
 * "你看行吗?"), and a user reply that starts by picking a listed option ("1. go", "b, and tell
 * her", "ok go, second one"). The user's "y" or "删。" then adopts the proposal, and the pick
 * adopts the option's own words. See docs/design.md, "Extraction floor".
 *
 * The words below are closed classes: question words, auxiliaries and pronouns (which make a
 * question ask what is so rather than propose), and the tails that ask for a go-ahead.
 */
import { specificsOf } from "../statements/specifics.js";
import { hasHan } from "../text/cjk.js";
import { ORDINALS } from "./clause-shape.js";
import { authoredLines, sentences } from "./segment.js";
import { contentTerms } from "./terms.js";

/** A proposal longer than this keeps its first clauses: a decision is one line. */
const MAX_PROPOSAL_CHARS = 200;

// "what … ?", "are you sure …?", "did it …?": the question asks what is so, or what to do (an
// open question), not whether to go ahead.
const ASKS_WHAT_IS_EN = /^(?:what|which|where|when|who|whom|whose|why|how|any|anything)\b|^(?:are|is|was|were|do|does|did|have|has|had|can|could|will|would|may|might)\s+(?:you|it|they|there|that|this|these|those|she|he|your|the|any)\b/i;
// Asking for a go-ahead: "shall we …?", "ok to …?", "… — ok?", "sound good?".
const GO_AHEAD_EN = /^(?:shall|should)\s+(?:we|i)\b|^(?:ok(?:ay)?|fine|good) to\b|^(?:go ahead|proceed)\b|(?:^|[\s,—–-])(?:ok(?:ay)?|alright|sound (?:good|ok)|agreed|yes or no)\s*[?？]\s*$/i;
const CHOICE_EN = /\bor\b/i;
// 什么/哪/几/多少/谁/为什么/怎么 ask what is so; 还是/或者 ask to choose.
const ASKS_WHAT_IS_ZH = /什么|哪|几|多少|谁|为什么|怎么|还是|或者|是否|有没有/;
const GO_AHEAD_ZH = /(?:行吗|好吗|可以吗|行不行|好不好|可不可以|要不要|OK吗|ok吗|没问题吧)\s*[?？]\s*$|^(?:要不要|需要我|我先|我来)/;
// Heads a repeat of which says nothing: pronouns, auxiliaries and go-ahead words.
const NOT_A_VERB = /^(?:i|you|we|they|it|he|she|that|this|there|ok|okay|fine|good|shall|should|want|go|proceed|is|are|do|does|can|will|would)$/;
/** A Chinese question this short is a verb put up for a yes ("删？", "重启？"). */
const ZH_VERB_ONLY = 4;

export interface Proposal {
  /** What the user's yes adopts. */
  text: string;
  /** The question's first word ("drop" of "Drop it?", "删" of "删？"): a reply that repeats it
   *  says yes. */
  head: string;
}

/** What an assistant message puts up for the user to accept by its closing question, or null
 *  when it ends on no such question. A question without specifics of its own ("Drop it?")
 *  stands for the statement before it that has some. */
export function proposalOf(text: string): Proposal | null {
  const lines = authoredLines(text).map((l) => sentences([l]));
  const said = lines.flat();
  // The question closes the message, or comes just before a last remark ("… `0 2 * * *`? Still
  // lands before the 07:00 extract.").
  const at = [said.length - 1, said.length - 2].find((i) => i >= 0 && /[?？]\s*$/.test(said[i] ?? ""));
  const q = at === undefined ? undefined : said[at];
  if (at === undefined || q === undefined || !goAhead(q)) return null;
  const own = q.replace(/\s*[?？]\s*$/, "").replace(/\s*[,—–-]\s*(?:ok(?:ay)?|alright|sound (?:good|ok)|agreed)$/i, "").replace(/^(?:ok(?:ay)?|fine|good) to\s+/i, "");
  if (contentTerms(own).size >= 3) return { text: clip(own), head: headOf(q) };
  // "Drop it?" and "`0 2 * * *`?" stand for what their paragraph is about: the paragraph's
  // first statement that names something, else the nearest one before it.
  const line = lines.find((l) => l.includes(q)) ?? [];
  const before = said.slice(Math.max(0, at - 4), at).reverse();
  const about = [...line, ...before].find((s) => s !== q && !/[?？]\s*$/.test(s) && names(s));
  if (!about) return specificsOf(own).size > 0 ? { text: clip(own), head: headOf(q) } : null;
  return { text: clip(own ? `${own} — ${about}` : about), head: headOf(q) };
}

/** A statement that names something: a specific, or a code span ("`n_tickets_after_snapshot`"). */
function names(s: string): boolean {
  return specificsOf(s).size > 0 || /`[^`\n]+`/.test(s);
}

/** The reply repeats the question's verb as its first word: "drop. oot" to "Drop it?". */
export function echoes(reply: string, head: string): boolean {
  return head.length > 0 && !NOT_A_VERB.test(head) && headOf(reply) === head;
}

function headOf(s: string): string {
  const t = s.replace(/[*`]/g, "").trim();
  if (hasHan(t)) return (/^[^\s\p{P}]+/u.exec(t)?.[0] ?? "").slice(0, ZH_VERB_ONLY);
  return (/^[a-z]+/i.exec(t)?.[0] ?? "").toLowerCase();
}

function goAhead(q: string): boolean {
  const body = q.replace(/\*\*/g, "").trim();
  if (hasHan(body)) {
    if (ASKS_WHAT_IS_ZH.test(body) && !GO_AHEAD_ZH.test(body)) return false;
    return GO_AHEAD_ZH.test(body) || body.replace(/[\s\p{P}]/gu, "").length <= ZH_VERB_ONLY;
  }
  if (GO_AHEAD_EN.test(body)) return true;
  if (ASKS_WHAT_IS_EN.test(body) || CHOICE_EN.test(body)) return false;
  // A fragment or an imperative put up as a question: "Patch HPA now?", "Weekly then?".
  return !/^(?:i|you|we|they|it|he|she|that|this|there)\b/i.test(body);
}

function clip(s: string): string {
  const t = s.replace(/^(?:proposal|suggestion|plan|recommendation)\s*:\s*/i, "").trim();
  if (t.length <= MAX_PROPOSAL_CHARS) return t;
  const cut = t.slice(0, MAX_PROPOSAL_CHARS);
  const at = Math.max(cut.lastIndexOf(", "), cut.lastIndexOf("; "), cut.lastIndexOf(" — "));
  return (at > MAX_PROPOSAL_CHARS / 2 ? cut.slice(0, at) : cut).trim();
}

// Fillers before a pick ("ok go, second one"), then the pick and what follows it.
const PICK_LEAD = /^(?:(?:ok(?:ay)?|yeah|yes|yep|sure|go|alright|fine|hmm+|then|so)[,.!]?\s+)*/i;
const PICK_NUMBER = /^(?:(?:option|choice|number|#)\s*)?([1-9]|[a-e](?=\s*[,.;:)]))(?:\s*(?:and|&|\+|,)\s*([1-9]))?(?:\s+(?:yes|then|pls|please|it is))?\s*[,.;:!)]\s*\S/i;
const PICK_ORDINAL = /^(?:the\s+)?(first|second|third|fourth|last)(?:\s+(?:one|option))?\s*[,.;:!]\s*\S/i;

/** The options a user reply picks in its first words when it goes on to say more ("1. go. and
 *  declare sev1", "b, and tell her", "ok go, second one"): 1-based, empty for none. A reply that
 *  is only a pick ("2", "the first one") is read by the clause detectors. */
export function leadingPicks(text: string): number[] {
  const lines = text.trim().split("\n");
  // A user's own numbered list ("1. … / 2. …") picks nothing.
  if (lines.slice(1).some((l) => /^\s*2[.)]\s/.test(l))) return [];
  const first = (lines[0] ?? "").trim();
  const rest = first.slice(PICK_LEAD.exec(first)?.[0].length ?? 0);
  const n = PICK_NUMBER.exec(rest);
  if (n) return [n[1], n[2]].filter((r): r is string => !!r).map((r) => (/^\d$/.test(r) ? Number(r) : r.toLowerCase().charCodeAt(0) - 96));
  const o = PICK_ORDINAL.exec(rest);
  const ord = o?.[1]?.toLowerCase();
  return ord && ORDINALS[ord] ? [ORDINALS[ord]] : [];
}

/** Longest reply read for a pick by an option's own word: a longer message discusses the options. */
const MAX_WORD_PICK_WORDS = 8;

/** The option a short user reply names by a word of its own, no other option holding it: "freed
 *  dan. 9 oere" after "1) freed 15 jan 2) sneon 16 jan 3) snein 17 jan", "barco nomás" after
 *  "1) Aéreo … 2) Por mar (barco) …". 1-based, or 0. Only the reply's opening clause is read,
 *  up to its first stop or comma, where a pick is said; numbers are left to leadingPicks; a word
 *  that two options hold ("jan"), or words naming two options, make it no pick. */
export function wordPick(reply: string, options: readonly string[]): number {
  const first = (reply.trim().split("\n")[0] ?? "").trim();
  if (first.split(/\s+/).length > MAX_WORD_PICK_WORDS || /[?？]/.test(first)) return 0;
  const lead = first.slice(PICK_LEAD.exec(first)?.[0].length ?? 0).split(/[.,;:!—–]/)[0] ?? "";
  const said = [...contentTerms(lead)].filter((t) => !/\d/.test(t));
  const terms = options.map((o) => contentTerms(o));
  const picked = new Set<number>();
  for (const w of said) {
    const holders = terms.flatMap((t, i) => (t.has(w) ? [i] : []));
    if (holders.length > 1) return 0;
    if (holders.length === 1) picked.add(holders[0]!);
  }
  return picked.size === 1 ? [...picked][0]! + 1 : 0;
}
