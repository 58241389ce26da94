/**
 * Display text for digest items: the statement as said, minus fillers and scaffolding
 * ("ok so let's …" → "…"), one line, capitalized, and at most MAX_ITEM_CHARS.
 */
import { LATER } from "./lexicon.js";
import { trimEndOf } from "../text/trim-end.js";
import { hasHan } from "../text/cjk.js";

export const MAX_ITEM_CHARS = 200; // one bullet stays one readable line (~50 tokens)

const FILLERS_EN = /^(?:(?:ok(?:ay)?|so|and|but|also|then|well|hmm+|yeah|yes|yep|right|alright|oh|btw|fyi|please|pls|great|cool|perfect|good|fine|sure|anyway|anyways|hey|look|listen|honestly|basically|actually|wait|on second thought|scratch that|i think|i guess|i mean|in that case|for now)[,!.:]?\s+)+/i;
const FILLERS_ZH = /^(?:(?:好的?|嗯+|那|那么|然后|对了|另外|还有|哦|啊|所以|其实|总之)[，,、\s]*)+/;
const DECISION_LEAD_EN = /^(?:(?:so|ok(?:ay)?|alright|right|yes|yeah|fine|then)[,!]?\s+)*(?:i think\s+)?(?:let'?s|let us|we'?ll|we will|we should|we shall|we're going to|we are going to|we(?:'re| are) gonna|i'?ll|i will|i'm going to|i want (?:us )?to|i'd like (?:us )?to|we(?:'ve| have)? (?:finally )?decided to|i(?:'ve| have)? decided to|decided to|decision:\s*|plan:\s*|the plan is to|final(?: decision| answer| call)?:\s*)\s*/i;
const PENDING_LEAD_EN = /^(?:(?:so|ok(?:ay)?|also|and|then)[,!]?\s+)*(?:todo|to-do|action item|follow-?up|next steps?|remaining)\s*[:\-–]\s*/i;

/** What a choice or a condition is made against: "X over Y", "until Z". The clause holding it is
 *  the statement's point and is kept whole when an item must be shortened. */
const QUALIFIER_RE = /\b(?:over|instead of|rather than|in place of|until|unless|except|not)\s+\S/i;
const CLAUSE_END_RE = /[,;:，；。]\s|\s[-–—]\s/g;

/** Shortens to `max` at a clause boundary, keeping the clause that carries "over Y" / "until Z";
 *  a word boundary only when no clause ends in reach. */
export function clip(text: string, max = MAX_ITEM_CHARS): string {
  const t = text.replace(/\s+/g, " ").trim();
  if (t.length <= max) return t;
  const ends: number[] = [];
  for (const m of t.matchAll(CLAUSE_END_RE)) if ((m.index ?? 0) > 0) ends.push(m.index ?? 0);
  const q = QUALIFIER_RE.exec(t);
  if (q) {
    const end = ends.find((e) => e > (q.index ?? 0)) ?? t.length;
    if (end <= max - 1) return trimEndOf(t.slice(0, end), ",;:，、") + "…";
  }
  const boundary = ends.filter((e) => e <= max - 1).at(-1);
  if (boundary !== undefined && boundary > max * 0.5) return trimEndOf(t.slice(0, boundary), ",;:，、") + "…";
  const cut = t.slice(0, max - 1);
  const sp = cut.lastIndexOf(" ");
  return trimEndOf(sp > max * 0.6 ? cut.slice(0, sp) : cut, ",;:，、") + "…";
}

function capitalize(t: string): string {
  return t.length > 0 ? t.charAt(0).toUpperCase() + t.slice(1) : t;
}

function stripTrail(t: string): string {
  // Loops from the end, not /[…]+$/ and /\s*(?:吧|啦|哈)$/: those are retried from every
  // position of an inner run of their class (quadratic, see text/trim-end.ts).
  const s = trimEndOf(t, ".!。！~,，;；:：");
  return /[吧啦哈]$/u.test(s) ? trimEndOf(s.slice(0, -1), "") : s;
}

export function cleanGeneric(text: string): string {
  const zh = hasHan(text);
  let t = text.trim().replace(/^\*\*|\*\*$/g, "");
  t = zh ? t.replace(FILLERS_ZH, "") : t.replace(FILLERS_EN, "");
  t = stripTrail(t);
  return clip(zh ? t : capitalize(t));
}

export function cleanDecision(text: string): string {
  const zh = hasHan(text);
  if (zh) return cleanGeneric(text);
  let t = text.trim().replace(FILLERS_EN, "");
  // Keep a leading topic ("For auth, let's use …" → "For auth, use …").
  t = t.replace(/^((?:for|as for|regarding)\s+[\w -]{1,30}?)\s+(?=(?:let'?s|we'?ll|we will|we should|i'?d like to)\b)/i, "$1, ");
  const topic = /^((?:for|on|in|as for|about|regarding|re)\s+[^,]{1,40},\s*)/i.exec(t);
  if (topic?.[1]) t = topic[1] + t.slice(topic[1].length).replace(FILLERS_EN, "").replace(DECISION_LEAD_EN, "");
  else t = t.replace(DECISION_LEAD_EN, "");
  t = t.replace(/^(?:on second thought|actually|scratch that|never ?mind)[,:]?\s+/i, "");
  return clip(capitalize(stripTrail(t)));
}

/** A pending item reads as an action: "can you rotate the logs tomorrow?" → "Rotate the logs tomorrow". */
export function cleanPending(text: string, action: string | undefined): string {
  const zh = hasHan(text);
  if (zh) return cleanGeneric(text.replace(/^(?:待办|TODO|todo|后续)\s*[:：]\s*/, ""));
  let base = action && action.trim().split(/\s+/).length >= 2 ? action.trim() : text.trim().replace(PENDING_LEAD_EN, "");
  const later = new RegExp(`\\b${LATER}`, "i").exec(text);
  if (later && !base.toLowerCase().includes(later[0].toLowerCase()) && base.length + later[0].length < MAX_ITEM_CHARS) base = `${base} ${later[0]}`;
  base = base.replace(/^(?:please\s+|also\s+|to\s+)+/i, "");
  return clip(capitalize(stripTrail(base.replace(FILLERS_EN, ""))));
}

/** Preferences read about the user, in the compact's wording ("User prefers …"). */
export function cleanPreference(text: string): string {
  const zh = hasHan(text);
  let t = text.trim();
  if (zh) {
    t = t.replace(FILLERS_ZH, "").replace(/^我(?=(?:比较|更|很|最)?(?:喜欢|偏好|不喜欢|讨厌))/, "用户");
    return clip(stripTrail(t));
  }
  t = t.replace(FILLERS_EN, "");
  t = t
    .replace(/^i\s+(?:really\s+)?(prefer|like|love|hate|dislike|want|need|expect)\b/i, (_m, v: string) => `User ${v.toLowerCase()}s`)
    .replace(/^i\s+(?:really\s+)?(?:don'?t|do not)\s+like\b/i, "User doesn't like")
    .replace(/^i'?d (rather|prefer)\b/i, (_m, v: string) => `User would ${v.toLowerCase()}`);
  return clip(capitalize(stripTrail(t)));
}
