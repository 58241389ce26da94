/**
 * Clause → signals. A clause is one statement ("let's use Postgres", "waiting on DNS",
 * "done"); each signal says what the clause does to the session's state. The reducer in
 * state.ts applies them in order, so later statements win.
 */
import * as L from "./lexicon.js";
import { techMentions } from "./terms.js";
import { hasThing, isConcrete, isQuestion, pickRef } from "./clause-shape.js";
import { hasHan } from "../text/cjk.js";
import { detectFact } from "./detect-fact.js";
import { detectDone, detectUnblock } from "./detect-progress.js";
import { isRelayed } from "./provenance.js";
import type { Lang, Signal, Speaker } from "./signal.js";

export type { FactTag, Lang, Signal, Speaker } from "./signal.js";
export { clauses, hasThing, isConcrete, isQuestion, pickRef } from "./clause-shape.js";
export { BULLET_RE, headingAt, readHeading, type HeadingKind } from "./headings.js";

const DECISION_GUARD = /\b(?:not|never|if|whether|unless)\b|n['’]t\b|没|未|还没|要不要|是否/i;

/** The assistant offering to do something, as a question. Group 1: what it offers. */
const OFFER_EN = /^(?:(?:ok(?:ay)?|so|alright)[,!]?\s+)?(?:should i|shall i|do you want me to|want me to|would you like me to)\s+(?:go ahead and\s+)?(.{3,160}?)\s*[?？]$/i;

/** Set by firstMatch when only a weak (no known thing) match was found: "drop mapbox". */
let weakHit: RegExpExecArray | null = null;

function firstMatch(cues: L.Cue[], clause: string, speaker: Speaker, guarded = false): RegExpExecArray | null {
  weakHit = null;
  for (const c of cues) {
    if (speaker === "assistant" && !c.assistant) continue;
    const m = c.re.exec(clause);
    if (!m) continue;
    if (c.needsThing && !hasThing(c.thingInClause ? clause : (m[1] ?? clause)) && !(c.numberOk && /\d/.test(m[1] ?? ""))) {
      const concrete = isConcrete(m[1] ?? "");
      if (c.idiom && concrete) return m;
      if (c.weakOk && concrete) {
        weakHit = m;
        continue;
      }
      continue;
    }
    // "haven't decided on the model", "if we switch to Bun": negated or hypothetical.
    if (guarded && c.guard !== false && DECISION_GUARD.test(clause.slice(0, (m.index ?? 0) + Math.max(1, m[0].length - (m[1]?.length ?? 0))))) continue;
    return m;
  }
  return null;
}

/** The part of a decision clause that names what was rejected ("X instead of Y" → Y). */
function rejectedPart(clause: string): string {
  const m = /\b(?:instead of|rather than|in place of|over|from)\s+(.+)$/i.exec(clause) ?? /(?:而不是|不用|替换掉?|代替)\s*(.+)$/.exec(clause) ?? L.VERDICT_AGAINST_ZH.exec(clause);
  return m?.[1] ?? "";
}

function chosenPart(clause: string, captured: string): string {
  const cut = captured.split(/\b(?:instead of|rather than|in place of|over)\b|而不是/i)[0] ?? captured;
  return cut.trim() || clause;
}

const LEAD_EN = /^(?:(?:hmm+|um+|uh|oh|ah|ok(?:ay)?|so|well|no)[,!.]?\s+)+/i;
// "context: orders-api is the checkout backend …": a label announcing a statement of fact.
const LABEL_EN = /^(?:context|fyi|background|for context|note|info)\s*[:,–-]\s*(?=\S)/i;

/**
 * Moves that answer the other side rather than state anything: small talk, picking an option,
 * agreeing, countering a proposal, and the assistant narrating its own work. Null: none of
 * these, go on.
 */
function conversationalMove(text: string, lang: Lang, speaker: Speaker): Signal[] | null {
  const agrees = () => speaker === "user" && (L.AGREE_EN.test(text) || L.AGREE_ZH.test(text));
  if (lang === "en" ? L.SMALL_TALK_EN.test(text) : L.SMALL_TALK_ZH.test(text)) return agrees() ? [{ kind: "agree", text }] : [];
  if (speaker === "user") {
    const ref = pickRef(text);
    if (ref > 0) return [{ kind: "pick", text, ref }];
  }
  if (agrees()) return [{ kind: "agree", text }];
  // "nah, swr": turns down what the assistant just proposed and names another pick.
  if (speaker === "user") {
    const c = L.COUNTER_EN.exec(text);
    const pick = (c?.[1] ?? "").replace(/\s+(?:instead|then|please|pls|for now)$/i, "");
    if (c && pick && isConcrete(pick) && !L.COUNTER_NOT.test(pick)) return [{ kind: "counter", text, object: pick }];
  }
  if (speaker === "assistant" && (lang === "en" ? L.NARRATION_EN.test(text) : L.NARRATION_ZH.test(text))) return [];
  return null;
}

/** The statement with its lead-in removed: fillers before a retraction ("hmm, actually …"), the
 *  user's retraction itself, or a label ("fyi: …"). An empty body is a bare retraction. */
function stripLead(text: string, lang: Lang, user: boolean): { body: string; retracted: boolean } {
  const lead = lang === "en" ? LEAD_EN.exec(text) : null;
  const afterLead = lead ? text.slice(lead[0].length) : text;
  const retract = lang === "en" ? L.RETRACT_EN.exec(afterLead) : L.RETRACT_ZH.exec(afterLead);
  const label = lang === "en" && !retract ? LABEL_EN.exec(afterLead) : null;
  if (retract && user) return { body: afterLead.slice(retract[0].length).replace(/^[\s,，.。:：!！-]+/, ""), retracted: true };
  return { body: label ? afterLead.slice(label[0].length) : text, retracted: false };
}

/** A question: an offer the user's "ok go" adopts, an open question, or a deferred request. */
function questionSignals(body: string, lang: Lang, speaker: Speaker): Signal[] {
  // "Want me to switch the queue to SQS?": an offer the user's "ok go" adopts.
  const offer = speaker === "assistant" ? OFFER_EN.exec(body) : null;
  // "Shall I set that up?" points back at the proposal before it, which stays the one on offer.
  if (offer?.[1] && !/\b(?:that|this|it|those|these|them)\b/i.test(offer[1])) return [{ kind: "proposal", text: body, object: offer[1] }];
  if (lang === "en" ? L.QUESTION_EN.test(body) : L.QUESTION_ZH.test(body)) return [{ kind: "question", text: body }];
  // A deferred request is a task even when phrased as a question: "can you rotate the logs tomorrow?"
  const p = lang === "en" ? /\b(?:can|could|would|will) you\s+(?:please\s+|also\s+)?(.{3,}?)\s+(?:later|tomorrow|tonight|next week|at some point|on \w+day)\b/i.exec(body) : /(?:明天|回头|之后|稍后|下周|晚点|改天).{0,4}(?:帮我|能不能|可以|你)?(.{2,40})/.exec(body);
  return p && speaker !== "assistant" ? [{ kind: "pending", text: body, action: p[1] ?? body }] : [];
}

/** An open question stated as such ("haven't decided on pricing") or a standing instruction to
 *  the assistant ("以后都用中文回复", "please always …"): neither is a decision, even with a
 *  choice verb in it. */
function openQuestionOrPreference(body: string, lang: Lang, user: boolean): Signal[] | null {
  if (lang === "en" ? L.QUESTION_EN.test(body) : L.QUESTION_ZH.test(body)) return [{ kind: "question", text: body }];
  if (user && (lang === "zh" ? /^(?:以后|今后|之后)(?:都|请)|^请(?:一直|总是|始终)?(?:用|使用)|^我(?:比较|更|很|最)?(?:喜欢|偏好|不喜欢|讨厌)/.test(body) : /^(?:please\s+)?(?:always|never|from now on)\b|^i\s+(?:really\s+)?(?:prefer|like|love|hate|dislike|don'?t like)\b/i.test(body) || L.OUTPUT_FORM_EN.test(body))) {
    return [{ kind: "fact", tag: "PREF", text: body, correction: false }];
  }
  return null;
}

/** Decisions and rejections. `final`: the clause is a preference and nothing else applies. */
function choiceSignals(body: string, lang: Lang, speaker: Speaker): { signals: Signal[]; final?: true } {
  if (lang === "en") {
    const d = firstMatch(L.DECISION_EN, body, speaker, true);
    if (d) return { signals: [{ kind: "decision", text: body, chosen: chosenPart(body, d[2] ?? d[1] ?? body), rejected: rejectedPart(body) }] };
    const r = firstMatch(L.REJECT_EN, body, speaker, true);
    if (r) return { signals: [{ kind: "reject", text: body, object: r[1] ?? body }] };
    return { signals: weakHit ? [{ kind: "reject", text: body, object: weakHit[1] ?? body, weak: true }] : [] };
  }
  const d = firstMatch(L.DECISION_ZH, body, speaker, true);
  const r = firstMatch(L.REJECT_ZH, body, speaker, true);
  if (d) return { signals: [{ kind: "decision", text: body, chosen: chosenPart(body, d[1] ?? body), rejected: rejectedPart(body) }] };
  // "图表别用饼图": not using something that is no technology is how the user wants things done.
  if (r && speaker !== "assistant" && !/[A-Za-z]/.test(r[1] ?? "") && techMentions(r[1] ?? "").length === 0 && L.PREF_ZH.test(body)) {
    return { signals: [{ kind: "fact", tag: "PREF", text: body, correction: false }], final: true };
  }
  return { signals: r ? [{ kind: "reject", text: body, object: r[1] ?? body }] : [] };
}

/** Blockers resolved, blockers and open questions, then pending tasks (only for a clause that
 *  completed, blocked or decided nothing). Appends to `out`. */
function openItemSignals(out: Signal[], body: string, lang: Lang, speaker: Speaker, done: string | null): void {
  const unblock = detectUnblock(body, lang);
  if (unblock !== null) out.push({ kind: "unblock", text: body, object: unblock });
  else if (done === null) {
    if (lang === "en") {
      const b = firstMatch(L.BLOCKER_EN, body, speaker);
      if (b) out.push({ kind: "blocker", text: body, object: b[1] ?? body });
      else if (L.QUESTION_EN.test(body)) out.push({ kind: "question", text: body });
    } else {
      const b = L.BLOCKER_ZH.map((re) => re.exec(body)).find((m) => m);
      if (b) out.push({ kind: "blocker", text: body, object: b[1] ?? body });
      else if (L.QUESTION_ZH.test(body)) out.push({ kind: "question", text: body });
    }
  }
  if (done !== null || out.some((s) => s.kind === "blocker" || s.kind === "question" || s.kind === "decision" || s.kind === "reject")) return;
  if (lang === "en") {
    const p = firstMatch(L.PENDING_EN, body, speaker);
    if (p) out.push({ kind: "pending", text: body, action: p[1] ?? body });
  } else {
    const p = L.PENDING_ZH.map((re) => re.exec(body)).find((m) => m);
    if (p && (speaker !== "assistant" || /待办|TODO|下一步|接下来|后续|还需要|还没/.test(body))) out.push({ kind: "pending", text: body, action: p[1] ?? body });
  }
}

/**
 * Facts: only statements that did not already become a decision, task or blocker. "On second
 * thought, switching to SQLite" carries its own decision, which supersedes by subject; a
 * retraction is only needed when nothing new was said. Appends to `out`.
 */
function factSignals(out: Signal[], text: string, body: string, lang: Lang, speaker: Speaker, retracted: boolean, correction: boolean): void {
  if (retracted && !out.some((s) => s.kind === "decision" || s.kind === "reject" || s.kind === "pending")) out.unshift({ kind: "retract", text });
  if (out.some((s) => s.kind !== "retract")) return;
  const fact = detectFact(body, lang, speaker, correction);
  // "我们在做「豆仓」的留存分析，数据都在 ClickHouse 里": two facts of different kinds in one
  // Chinese sentence (commas do not end a clause there) are two facts.
  const parts = fact && lang === "zh" && !correction ? body.split(/[，,]\s*/).filter((p) => p.length > 1) : [];
  const split = parts.length > 1 ? parts.map((p) => detectFact(p, lang, speaker, false)).filter((f): f is Signal => f !== null) : [];
  if (split.length > 1 && new Set(split.map((f) => (f.kind === "fact" ? f.tag : ""))).size > 1) out.push(...split);
  else if (fact) out.push(fact);
  else if (speaker === "assistant") {
    const prop = lang === "en" ? L.PROPOSAL_EN.exec(body) : L.PROPOSAL_ZH.exec(body);
    if (prop) out.push({ kind: "proposal", text: body, object: body.slice((prop.index ?? 0) + prop[0].length).replace(/^[\s:：,，]*(?:using\s+|to use\s+|用)?/i, "") });
  }
}

/**
 * Signals of one clause. `lang` is the clause's own script (a Chinese clause in an English
 * session still uses the Chinese cues). The steps run in order and the first that settles the
 * clause ends it: a conversational move, a bare retraction, a question, an open question or
 * standing preference; otherwise choices, completion, cancellation, open items and facts add up.
 */
export function detectClause(clause: string, speaker: Speaker): Signal[] {
  const lang: Lang = hasHan(clause) ? "zh" : "en";
  const text = clause.trim();
  if (!text) return [];
  if (isRelayed(text, speaker)) return [];
  const move = conversationalMove(text, lang, speaker);
  if (move) return move;
  const user = speaker !== "assistant";
  const { body, retracted } = stripLead(text, lang, user);
  if (retracted && !body) return [{ kind: "retract", text }];
  if (isQuestion(body, lang)) return questionSignals(body, lang, speaker);
  const correction = lang === "en" ? L.CORRECTION_EN.test(body) : L.CORRECTION_ZH.test(body);
  const standing = openQuestionOrPreference(body, lang, user);
  if (standing) return standing;
  const choice = choiceSignals(body, lang, speaker);
  if (choice.final) return choice.signals;
  const out = choice.signals;
  // Completion (may accompany a decision: "we've migrated to Postgres").
  const done = detectDone(body, lang);
  if (done !== null) out.push({ kind: "done", text: body, object: done });
  // "No need to renew the certificate": a cancelled task, not a need that blocks.
  const cancel = user && done === null ? (lang === "en" ? L.CANCEL_EN.exec(body) : L.CANCEL_ZH.exec(body)) : null;
  if (cancel) {
    out.push({ kind: "cancel", text: body, object: cancel[1] ?? body });
    return out;
  }
  openItemSignals(out, body, lang, speaker, done);
  factSignals(out, text, body, lang, speaker, retracted, correction);
  return out;
}
