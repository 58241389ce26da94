/**
 * The 2–3 sentence Session Summary, written in the conversation's language from the digest
 * itself (goal, topics, latest decisions or completions, what is still open).
 */
import type { Digest } from "./digest.js";
import { trimEndOf } from "../text/trim-end.js";

const MAX_SUMMARY_ITEM_CHARS = 90; // an item quoted inside a sentence stays short
const MAX_SUMMARY_CHARS = 600; // ~150 tokens: the summary is an overview, the sections hold detail

function short(t: string): string {
  const s = trimEndOf(t.replace(/\s+/g, " ").trim(), ".。!！", false); // a loop: /[.。!！]+$/ is quadratic on an inner run
  return s.length <= MAX_SUMMARY_ITEM_CHARS ? s : s.slice(0, MAX_SUMMARY_ITEM_CHARS - 1).replace(/\s+\S*$/, "") + "…";
}

/** Words that may start an item and read lower-case inside a sentence; names keep their case. */
const PLAIN_START = /^(?:Use|Using|Go|Keep|Switch|Switching|Add|Write|Draft|For|The|A|An|On|In|Migrate|Move|Stick|Deploy|Host|Build|Set|Fix|Update|Review|Remove|Drop|Decided|Decide|Rotate|Export|Test|Stay|Adopt|Pick|Choose|Run|Put|Make|Start|Stop|Ship|Publish)\b/;

function lowerFirst(t: string): string {
  return PLAIN_START.test(t) ? t.charAt(0).toLowerCase() + t.slice(1) : t;
}

export function summarize(d: Digest): string {
  const s = d.language === "zh" ? summarizeZh(d) : d.language === "ja" ? summarizeJa(d) : summarizeEn(d);
  return s.length <= MAX_SUMMARY_CHARS ? s : s.slice(0, MAX_SUMMARY_CHARS - 1) + "…";
}

function summarizeEn(d: Digest): string {
  const out: string[] = [];
  const calls = d.toolCalls > 0 ? ` and ${d.toolCalls} tool call${d.toolCalls === 1 ? "" : "s"}` : "";
  const topics = d.topics.length > 0 ? `, covering ${d.topics.join(", ")}` : "";
  if (d.goal) out.push(`Over ${d.turns} turns${calls}, the session started from "${short(d.goal)}"${topics}.`);
  else out.push(`A session of ${d.turns} turns${calls}${topics}.`);
  const decided = d.decisions.slice(-2).map((x) => lowerFirst(short(x.text)));
  const done = d.completed.slice(-2).map((x) => lowerFirst(short(x.text)));
  if (decided.length > 0) out.push(`Latest decisions: ${decided.join("; ")}.`);
  else if (done.length > 0) out.push(`Completed: ${done.join("; ")}.`);
  const p = d.pending.length;
  const b = d.blockers.length;
  if (p + b === 0) out.push("Nothing is left open.");
  else {
    const parts: string[] = [];
    if (p > 0) parts.push(`${p} pending action${p === 1 ? "" : "s"}`);
    if (b > 0) parts.push(`${b} blocker${b === 1 ? "" : "s"} or open question${b === 1 ? "" : "s"}`);
    const next = d.pending.at(-1);
    out.push(`Still open: ${parts.join(" and ")}${next ? `, most recently "${short(next.text)}"` : ""}.`);
  }
  return out.join(" ");
}

function summarizeZh(d: Digest): string {
  const out: string[] = [];
  const calls = d.toolCalls > 0 ? `（${d.toolCalls} 次工具调用）` : "";
  const topics = d.topics.length > 0 ? `，涉及 ${d.topics.join("、")}` : "";
  if (d.goal) out.push(`本次会话共 ${d.turns} 轮${calls}，起始需求：“${short(d.goal)}”${topics}。`);
  else out.push(`本次会话共 ${d.turns} 轮${calls}${topics}。`);
  const decided = d.decisions.slice(-2).map((x) => short(x.text));
  const done = d.completed.slice(-2).map((x) => short(x.text));
  if (decided.length > 0) out.push(`最新决定：${decided.join("；")}。`);
  else if (done.length > 0) out.push(`已完成：${done.join("；")}。`);
  const p = d.pending.length;
  const b = d.blockers.length;
  if (p + b === 0) out.push("目前没有未完成事项。");
  else {
    const next = d.pending.at(-1);
    out.push(`尚有 ${p} 项待办、${b} 项阻塞或待定问题${next ? `，最近一项：“${short(next.text)}”` : ""}。`);
  }
  return out.join("");
}

function summarizeJa(d: Digest): string {
  const out: string[] = [];
  const calls = d.toolCalls > 0 ? `（ツール呼び出し ${d.toolCalls} 回）` : "";
  const topics = d.topics.length > 0 ? `、主な話題は ${d.topics.join("、")}` : "";
  if (d.goal) out.push(`このセッションは ${d.turns} ターン${calls}で、「${short(d.goal)}」から始まった${topics}。`);
  else out.push(`このセッションは ${d.turns} ターン${calls}${topics}。`);
  const decided = d.decisions.slice(-2).map((x) => short(x.text));
  const done = d.completed.slice(-2).map((x) => short(x.text));
  if (decided.length > 0) out.push(`最新の決定：${decided.join("；")}。`);
  else if (done.length > 0) out.push(`完了：${done.join("；")}。`);
  const p = d.pending.length;
  const b = d.blockers.length;
  if (p + b === 0) out.push("未完了の事項はない。");
  else {
    const next = d.pending.at(-1);
    out.push(`未完了：タスク ${p} 件、ブロッカーまたは未決事項 ${b} 件${next ? `（直近：「${short(next.text)}」）` : ""}。`);
  }
  return out.join("");
}
