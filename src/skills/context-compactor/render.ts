/**
 * Digest → compact markdown, within a size budget: about 1/TARGET_RATIO of the conversation's
 * tokens (never under MIN_TARGET_TOKENS) and never over MAX_COMPACT_CHARS. Over budget, items
 * leave the fullest section first, keeping a couple per section as long as possible; within a
 * section the oldest go first, since the newest state is what the next session needs (among
 * items of one turn, the least salient: DigestItem.salience, specifics and whether the user said
 * it). What was
 * left out is counted at the end of the summary ("12 more facts"), so a reader knows the digest
 * is not the whole session.
 */
import type { Digest, DigestItem } from "../../core/extract/digest.js";
import { estimateTokens } from "../../core/text/tokens.js";
import { MAX_COMPACT_CHARS, MIN_TARGET_TOKENS, SECTIONS, TARGET_RATIO, formatCount, titleTime } from "./format.js";

type ListKey = "decisions" | "facts" | "pending" | "technical" | "blockers";
/** Which section gives up items first when over budget (first = least needed to resume work). */
const DROP_ORDER: ListKey[] = ["technical", "facts", "decisions", "blockers", "pending"];
const SECTION_FLOOR = 2; // items kept per section before any section is emptied

export interface RenderOptions {
  now: Date;
  /** Budget in estimated tokens; default max(MIN_TARGET_TOKENS, sourceTokens / TARGET_RATIO). */
  targetTokens?: number;
  maxChars?: number;
}

export interface Rendered {
  markdown: string;
  /** Items left out to fit the budget, per section. */
  dropped: Record<string, number>;
  tokens: number;
  tokensSaved: number;
}

const EMPTY = { en: "_None._", zh: "_无_", ja: "_なし_" } as const;

function line(key: ListKey, item: DigestItem): string {
  const text = item.text.replace(/\s+/g, " ").trim();
  switch (key) {
    case "decisions":
      return `- [${item.date}] ${text}`;
    case "facts":
      return `- [${item.tag ?? "TECH"}] ${text}`;
    case "pending":
      return `- [ ] ${text}`;
    default:
      return `- ${text}`;
  }
}

function build(d: Digest, lists: Record<ListKey, DigestItem[]>, summary: string, now: Date, tokensSaved: number): string {
  const empty = EMPTY[d.language];
  const out: string[] = [`# Session Compact — ${titleTime(now)}`, `**Turns**: ${formatCount(d.turns)} | **Est. tokens saved**: ~${formatCount(tokensSaved)}`, ""];
  for (const s of SECTIONS) {
    out.push(s.heading);
    // One paragraph: a newline in the summary could otherwise start a heading of its own.
    if (s.key === "summary") out.push(summary.replace(/\s+/g, " ").trim() || empty);
    else {
      const items = lists[s.key];
      if (items.length === 0) out.push(empty);
      else for (const it of items) out.push(line(s.key, it));
    }
    out.push("");
  }
  return out.join("\n");
}

export function renderCompact(d: Digest, opts: RenderOptions): Rendered {
  const maxChars = opts.maxChars ?? MAX_COMPACT_CHARS;
  const target = opts.targetTokens ?? Math.max(MIN_TARGET_TOKENS, Math.ceil(d.sourceTokens / TARGET_RATIO));
  const lists: Record<ListKey, DigestItem[]> = {
    decisions: [...d.decisions],
    facts: [...d.facts],
    pending: [...d.pending],
    technical: [...d.technical],
    blockers: [...d.blockers],
  };
  const dropped: Record<string, number> = {};
  let summary = d.summary;
  const saved = (md: string) => Math.max(0, d.sourceTokens - estimateTokens(md));
  // The header's tokens-saved figure is written last, and is never more than the source's
  // tokens: the fit is measured with that widest figure, so writing the real one cannot push a
  // compact that fits over the cap ("~0" while fitting, "~1,234,567" after, was 9 characters more).
  const widest = d.sourceTokens;
  let md = build(d, lists, summary, opts.now, widest);
  const over = (text: string) => text.length > maxChars || estimateTokens(text) > target;
  while (over(md)) {
    const victim = pickVictim(lists);
    if (!victim) break;
    lists[victim].splice(firstToDrop(lists[victim]), 1);
    dropped[victim] = (dropped[victim] ?? 0) + 1;
    summary = withLeftOut(d.summary, dropped, d.language);
    md = build(d, lists, summary, opts.now, widest);
  }
  // The working set is an index, not a statement: it goes in only where it still fits.
  if (d.workingSet && !over(md)) {
    lists.technical.push(d.workingSet);
    const withSet = build(d, lists, summary, opts.now, widest);
    if (over(withSet)) lists.technical.pop();
    else md = withSet;
  }
  // Still over the hard cap with every list empty: only the summary is left to cut.
  if (md.length > maxChars) {
    const room = Math.max(40, summary.length - (md.length - maxChars) - 1);
    summary = summary.slice(0, room).trimEnd() + "…";
    md = build(d, lists, summary, opts.now, widest);
  }
  // The tokens-saved figure is part of the text it measures; a second pass settles it.
  md = build(d, lists, summary, opts.now, saved(md));
  md = build(d, lists, summary, opts.now, saved(md));
  return { markdown: md, dropped, tokens: estimateTokens(md), tokensSaved: saved(md) };
}

/** Index of the item to drop: the oldest, and among items of one turn the least salient. On the
 *  read blind sessions the newest items were the labelled ones more often than the ones with
 *  the most specifics (docs/design.md, "Context compactor"). */
function firstToDrop(items: DigestItem[]): number {
  let best = 0;
  for (let i = 1; i < items.length; i++) {
    const a = items[i] as DigestItem;
    const b = items[best] as DigestItem;
    if (a.turn < b.turn || (a.turn === b.turn && (a.salience ?? 0) < (b.salience ?? 0))) best = i;
  }
  return best;
}

const LEFT_OUT_NAMES: Record<Digest["language"], Record<ListKey, [string, string]> & { lead: string }> = {
  en: { lead: "Left out for size:", decisions: ["decision", "decisions"], facts: ["fact", "facts"], pending: ["pending action", "pending actions"], technical: ["technical value", "technical values"], blockers: ["blocker or question", "blockers or questions"] },
  zh: { lead: "因篇幅省略：", decisions: ["项决定", "项决定"], facts: ["条事实", "条事实"], pending: ["项待办", "项待办"], technical: ["项技术信息", "项技术信息"], blockers: ["项阻塞或问题", "项阻塞或问题"] },
  ja: { lead: "紙幅のため省略：", decisions: ["件の決定", "件の決定"], facts: ["件の事実", "件の事実"], pending: ["件のタスク", "件のタスク"], technical: ["件の技術情報", "件の技術情報"], blockers: ["件の課題", "件の課題"] },
};

/** The summary with a count of the items that did not fit: "… Left out for size: 12 more facts." */
export function withLeftOut(summary: string, dropped: Record<string, number>, language: Digest["language"]): string {
  const names = LEFT_OUT_NAMES[language];
  const parts: string[] = [];
  for (const k of SECTIONS.map((s) => s.key)) {
    if (k === "summary") continue;
    const n = dropped[k] ?? 0;
    if (n === 0) continue;
    const [one, many] = names[k];
    parts.push(language === "en" ? `${n} more ${n === 1 ? one : many}` : `${n} ${many}`);
  }
  if (parts.length === 0) return summary;
  return language === "en" ? `${summary} ${names.lead} ${parts.join(", ")}.` : `${summary}${names.lead}${parts.join("、")}。`;
}

function pickVictim(lists: Record<ListKey, DigestItem[]>): ListKey | null {
  for (const floor of [SECTION_FLOOR, 0]) {
    let best: ListKey | null = null;
    let bestExcess = 0;
    for (const k of DROP_ORDER) {
      const excess = lists[k].length - floor;
      if (excess > bestExcess) {
        best = k;
        bestExcess = excess;
      }
    }
    if (best) return best;
  }
  return null;
}
