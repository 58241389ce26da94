/**
 * Clause → signals. A clause is one statement ("let's use Postgres", "waiting on DNS",
 * "done"); each signal says what the clause does to the session's state. The reducer in
 * state.ts applies them in order, so later statements win.
 */
import * as L from "./lexicon.js";
import { techMentions } from "./terms.js";

export type FactTag = "PROJ" | "TECH" | "PREF";
export type Speaker = "user" | "assistant" | "summary";
export type Lang = "en" | "zh";

export type Signal =
  | { kind: "decision"; text: string; chosen: string; rejected: string }
  | { kind: "reject"; text: string; object: string; weak?: boolean }
  | { kind: "retract"; text: string }
  | { kind: "proposal"; text: string; object: string }
  | { kind: "agree"; text: string }
  | { kind: "pick"; text: string; ref: number }
  | { kind: "counter"; text: string; object: string }
  | { kind: "pending"; text: string; action: string }
  | { kind: "cancel"; text: string; object: string }
  | { kind: "done"; text: string; object: string }
  | { kind: "blocker"; text: string; object: string }
  | { kind: "question"; text: string }
  | { kind: "unblock"; text: string; object: string }
  | { kind: "fact"; tag: FactTag; text: string; correction: boolean; weak?: boolean };

const CJK_RE = /[\u3400-\u9fff]/;

/** Splits a sentence at clause joints ("; ", " but ", "，但是", "；") so "done with auth, but we
 *  still need tests later" yields a completion and a pending action. */
export function clauses(sentence: string): string[] {
  return sentence
    .split(/;\s+|\s+but\s+|,\s*(?:but|and then|although|though)\s+|；|，\s*(?:但是?|不过|然后|可是)|\s+-{1,2}\s+|\s+—\s+/i)
    .map((c) => c.trim())
    .filter((c) => c.length > 1);
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
  if (CJK_RE.test(obj)) return true;
  return false;
}

const QUESTION_START_EN = /^(?:what|why|how|which|where|when|who|should (?:we|i)|shall (?:we|i)|do (?:we|you|i)|does|did|is|are|was|were|can (?:we|i)|could (?:we|i)|would it|will it|have you|has)\b/i;
export function isQuestion(clause: string, lang: Lang): boolean {
  if (/[?？]\s*$/.test(clause)) return true;
  if (lang === "zh" && /[吗呢么]\s*[。]?$/.test(clause)) return true;
  return QUESTION_START_EN.test(clause);
}

const DECISION_GUARD = /\b(?:not|never|if|whether|unless)\b|n['’]t\b|没|未|还没|要不要|是否/i;

/** A short, specific object: 1–4 words that are not a pronoun or a vague filler ("mapbox",
 *  "google maps"), for idioms strong enough to carry a decision on their own. */
const VAGUE_START = /^(?:that|this|it|everything|all|both|either|neither|whatever|anything|something|nothing|the plan|your|my|our|one|fine|good|ok|yes|no|me|us)\b/i;
export function isConcrete(obj: string): boolean {
  const t = obj.trim().replace(/^(?:the|a|an)\s+/i, "");
  if (!t || VAGUE_START.test(t)) return false;
  const words = t.split(/\s+/).length;
  return words >= 1 && words <= 4 && /[a-z\u4e00-\u9fff]/i.test(t);
}

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

/**
 * Signals of one clause. `lang` is the clause's own script (a Chinese clause in an English
 * session still uses the Chinese cues).
 */
export function detectClause(clause: string, speaker: Speaker): Signal[] {
  const lang: Lang = CJK_RE.test(clause) ? "zh" : "en";
  const text = clause.trim();
  if (!text) return [];
  const out: Signal[] = [];
  const user = speaker !== "assistant";

  if (lang === "en" ? L.SMALL_TALK_EN.test(text) : L.SMALL_TALK_ZH.test(text)) {
    if (speaker === "user" && (L.AGREE_EN.test(text) || L.AGREE_ZH.test(text))) out.push({ kind: "agree", text });
    return out;
  }
  if (speaker === "user") {
    const ref = pickRef(text);
    if (ref > 0) return [{ kind: "pick", text, ref }];
  }
  if (speaker === "user" && (L.AGREE_EN.test(text) || L.AGREE_ZH.test(text))) return [{ kind: "agree", text }];
  // "nah, swr": turns down what the assistant just proposed and names another pick.
  if (speaker === "user") {
    const c = L.COUNTER_EN.exec(text);
    const pick = (c?.[1] ?? "").replace(/\s+(?:instead|then|please|pls|for now)$/i, "");
    if (c && pick && isConcrete(pick) && !L.COUNTER_NOT.test(pick)) return [{ kind: "counter", text, object: pick }];
  }
  if (speaker === "assistant" && (lang === "en" ? L.NARRATION_EN.test(text) : L.NARRATION_ZH.test(text))) return [];

  let body = text;
  let retracted = false;
  const lead = lang === "en" ? /^(?:(?:hmm+|um+|uh|oh|ah|ok(?:ay)?|so|well|no)[,!.]?\s+)+/i.exec(body) : null;
  const afterLead = lead ? body.slice(lead[0].length) : body;
  const retract = lang === "en" ? L.RETRACT_EN.exec(afterLead) : L.RETRACT_ZH.exec(afterLead);
  // "context: orders-api is the checkout backend …": a label announcing a statement of fact.
  const label = lang === "en" && !retract ? /^(?:context|fyi|background|for context|note|info)\s*[:,–-]\s*(?=\S)/i.exec(afterLead) : null;
  if (label) body = afterLead.slice(label[0].length);
  if (retract && user) {
    retracted = true;
    body = afterLead.slice(retract[0].length).replace(/^[\s,，.。:：!！-]+/, "");
    if (!body) return [{ kind: "retract", text }];
  }

  if (isQuestion(body, lang)) {
    if (lang === "en" ? L.QUESTION_EN.test(body) : L.QUESTION_ZH.test(body)) out.push({ kind: "question", text: body });
    else {
      // A deferred request is a task even when phrased as a question: "can you rotate the logs tomorrow?"
      const p = lang === "en" ? /\b(?:can|could|would|will) you\s+(?:please\s+|also\s+)?(.{3,}?)\s+(?:later|tomorrow|tonight|next week|at some point|on \w+day)\b/i.exec(body) : /(?:明天|回头|之后|稍后|下周|晚点|改天).{0,4}(?:帮我|能不能|可以|你)?(.{2,40})/.exec(body);
      if (p && user) out.push({ kind: "pending", text: body, action: p[1] ?? body });
    }
    return out;
  }

  const correction = lang === "en" ? L.CORRECTION_EN.test(body) : L.CORRECTION_ZH.test(body);

  // An open question ("haven't decided on pricing", "要不要做多语言还没决定") is not a decision.
  if (lang === "en" ? L.QUESTION_EN.test(body) : L.QUESTION_ZH.test(body)) {
    out.push({ kind: "question", text: body });
    return out;
  }
  // Standing instructions to the assistant ("以后都用中文回复", "please always …") are preferences,
  // even when they contain a choice verb.
  if (user && (lang === "zh" ? /^(?:以后|今后|之后)(?:都|请)|^请(?:一直|总是|始终)?(?:用|使用)|^我(?:比较|更|很|最)?(?:喜欢|偏好|不喜欢|讨厌)/.test(body) : /^(?:please\s+)?(?:always|never|from now on)\b|^i\s+(?:really\s+)?(?:prefer|like|love|hate|dislike|don'?t like)\b/i.test(body) || L.OUTPUT_FORM_EN.test(body))) {
    out.push({ kind: "fact", tag: "PREF", text: body, correction: false });
    return out;
  }

  // Decisions and rejections.
  if (lang === "en") {
    const d = firstMatch(L.DECISION_EN, body, speaker, true);
    if (d) out.push({ kind: "decision", text: body, chosen: chosenPart(body, d[2] ?? d[1] ?? body), rejected: rejectedPart(body) });
    else {
      const r = firstMatch(L.REJECT_EN, body, speaker, true);
      if (r) out.push({ kind: "reject", text: body, object: r[1] ?? body });
      else if (weakHit) out.push({ kind: "reject", text: body, object: weakHit[1] ?? body, weak: true });
    }
  } else {
    const d = firstMatch(L.DECISION_ZH, body, speaker, true);
    const r = firstMatch(L.REJECT_ZH, body, speaker, true);
    if (d) out.push({ kind: "decision", text: body, chosen: chosenPart(body, d[1] ?? body), rejected: rejectedPart(body) });
    // "图表别用饼图": not using something that is no technology is how the user wants things done.
    else if (r && user && !/[A-Za-z]/.test(r[1] ?? "") && techMentions(r[1] ?? "").length === 0 && L.PREF_ZH.test(body)) return [{ kind: "fact", tag: "PREF", text: body, correction: false }];
    else if (r) out.push({ kind: "reject", text: body, object: r[1] ?? body });
  }

  // Completion (may accompany a decision: "we've migrated to Postgres").
  const done = detectDone(body, lang);
  if (done !== null) out.push({ kind: "done", text: body, object: done });

  // "No need to renew the certificate": a cancelled task, not a need that blocks.
  const cancel = user && done === null ? (lang === "en" ? L.CANCEL_EN.exec(body) : L.CANCEL_ZH.exec(body)) : null;
  if (cancel) {
    out.push({ kind: "cancel", text: body, object: cancel[1] ?? body });
    return out;
  }

  // Blockers resolved, blockers, open questions.
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
  const hasBlocker = out.some((s) => s.kind === "blocker" || s.kind === "question");

  // Pending actions and cancellations.
  if (done === null && !hasBlocker) {
    if (!out.some((s) => s.kind === "decision" || s.kind === "reject")) {
      if (lang === "en") {
        const p = firstMatch(L.PENDING_EN, body, speaker);
        if (p) out.push({ kind: "pending", text: body, action: p[1] ?? body });
      } else {
        const p = L.PENDING_ZH.map((re) => re.exec(body)).find((m) => m);
        if (p && (user || /待办|TODO|下一步|接下来|后续|还需要|还没/.test(body))) out.push({ kind: "pending", text: body, action: p[1] ?? body });
      }
    }
  }

  // Facts: only statements that did not already become a decision, task or blocker.
  // "On second thought, switching to SQLite" carries its own decision, which supersedes by
  // subject; a retraction is only needed when nothing new was said.
  if (retracted && !out.some((s) => s.kind === "decision" || s.kind === "reject" || s.kind === "pending")) out.unshift({ kind: "retract", text });
  const onlyRetract = !out.some((s) => s.kind !== "retract");
  if (onlyRetract) {
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
  return out;
}

const ORDINALS: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, 一: 1, 二: 2, 三: 3, 四: 4, 五: 5 };

/** The option a reply picks (1-based; letters a–e count as 1–5; "last" is -1 → 0 here), or 0. */
export function pickRef(text: string): number {
  const m = L.PICK_EN.exec(text.trim()) ?? L.PICK_ZH.exec(text.trim());
  if (!m) return 0;
  const r = (m[1] ?? m[2] ?? m[3] ?? "").toLowerCase();
  if (/^[1-9]$/.test(r)) return Number(r);
  if (/^[a-e]$/.test(r)) return r.charCodeAt(0) - 96;
  return ORDINALS[r] ?? 0;
}

function detectDone(body: string, lang: Lang): string | null {
  if (lang === "en") {
    // Every pattern that matches contributes what it names: "Seed data is done, I wrote it last
    // night" completes "seed data", not "it last night".
    const objects: string[] = [];
    let hit = false;
    for (const re of L.DONE_EN) {
      const m = re.exec(body);
      if (!m) continue;
      const cap = m[1] ?? "";
      // Guard words make it hypothetical ("once it's merged", "not fixed yet"). A captured
      // subject before the verb is part of the frame ("Once the branch is merged"); a captured
      // object after it is not ("I've fixed the bug where login did not redirect").
      const subjectFirst = cap !== "" && m[0].startsWith(cap);
      const frame = body.slice(0, m.index ?? 0) + (cap && !subjectFirst ? m[0].replace(cap, " ") : m[0]);
      if (L.DONE_GUARD_EN.test(frame)) continue;
      hit = true;
      if (cap.trim()) objects.push(cap.trim());
    }
    return hit ? objects.join(" ") : null;
  }
  const m = L.DONE_ZH.exec(body);
  if (!m) return null;
  const head = body.slice(0, m.index ?? 0);
  if (L.DONE_GUARD_ZH.test(head) || /[?？吗]/.test(body)) return null;
  return body.replace(m[0], "").trim();
}

function detectUnblock(body: string, lang: Lang): string | null {
  if (lang === "en") {
    for (const re of L.UNBLOCK_EN) {
      const m = re.exec(body);
      if (!m) continue;
      if (/\b(?:not|n't|never|still|yet|if|once|when|until)\b/i.test(body.slice(0, (m.index ?? 0) + m[0].length))) continue;
      return (m[1] ?? "").trim();
    }
    return null;
  }
  const m = L.UNBLOCK_ZH.exec(body);
  if (!m || /(?:没|未|还没|不|如果|吗)/.test(body.slice(0, m.index ?? 0))) return null;
  return body.replace(m[0], "").trim();
}

/** Where a credential lives or what it is: sensitive, never a fact (seed: skip sensitive data). */
const CREDENTIAL_FACT_RE = /\b(?:api[ _-]?key|(?:service account|access|secret|private|ssh)\s+key|key file|token|password|passwd|secret|credentials?)\b[^.]{0,40}?\b(?:is|are|at|in|lives|=|:)|(?:密码|密钥|令牌|token|口令)\s*(?:是|在|为|：|:)/i;

/** A state of the moment ("the app is crashing", "网站挂了"), i.e. debugging, not an established fact. */
const TRANSIENT_RE = /\b(?:crash(?:es|ing|ed)?|broken|down|fail(?:s|ing|ed)?|errors?|bugs?|buggy|slow|hangs?|hanging|stuck|timing out|times out|timeout|not working|doesn'?t work|won'?t (?:start|load|build)|500|404|502|503|flaky|weird|wrong|missing)\b|挂了|崩了|报错|出错|不工作|打不开|很慢|卡死/i;

function detectFact(body: string, lang: Lang, speaker: Speaker, correction: boolean): Signal | null {
  if (CREDENTIAL_FACT_RE.test(body)) return null;
  const transient = TRANSIENT_RE.test(body);
  if (lang === "en") {
    const lesson = L.LESSON_EN.exec(body);
    if (lesson) return { kind: "fact", tag: "TECH", text: body, correction };
    if (speaker === "assistant") return null;
    if (L.PREF_EN.some((re) => re.test(body))) return { kind: "fact", tag: "PREF", text: body, correction };
    if (transient) return null;
    if (L.PROJ_EN.test(body)) return { kind: "fact", tag: "PROJ", text: body, correction };
    if (L.TECH_FACT_EN.test(body) && (hasThing(body) || /\d/.test(body))) return { kind: "fact", tag: "TECH", text: body, correction };
    // A correction with no other fact cue is weak: kept only when it states no keyed value
    // (the keyed value itself is corrected in Technical Context).
    if (correction && /\d|[A-Z]\w+/.test(body.replace(/^\S+\s*/, ""))) return { kind: "fact", tag: "TECH", text: body, correction, weak: true };
    return null;
  }
  if (L.LESSON_ZH.test(body)) return { kind: "fact", tag: "TECH", text: body, correction };
  if (speaker === "assistant") return null;
  if (L.PREF_ZH.test(body)) return { kind: "fact", tag: "PREF", text: body, correction };
  if (transient) return null;
  if (L.PROJ_ZH.test(body)) return { kind: "fact", tag: "PROJ", text: body, correction };
  if (L.TECH_FACT_ZH.test(body)) return { kind: "fact", tag: "TECH", text: body, correction };
  if (correction) return { kind: "fact", tag: "TECH", text: body, correction, weak: true };
  return null;
}

/** List headings that type the bullets below them ("Next steps:", "## Decisions", "**待办**").
 *  A bare word ("done") is a sentence, not a heading: a heading needs `#`, bold, or a colon. */
const HEADING_WORDS = String.raw`(decisions?(?: made)?|key decisions|next steps?|todos?|to-?dos?|open todos|action items|remaining(?: work| tasks)?|follow-?ups?|pending(?: actions)?|in progress|blockers?|blocked|open questions|questions|done|completed|constraints(?: (?:&|and) preferences)?|preferences|决定|已决定|决策|待办|下一步|后续|后续步骤|阻塞|待定问题|已完成|完成|偏好)`;
const HEADING_RE = new RegExp(
  String.raw`^(?:#{1,6}\s*(?:\*\*)?\s*${HEADING_WORDS}\s*(?:\*\*)?\s*[:：]?|(?:\*\*)?\s*${HEADING_WORDS}\s*(?:\*\*)?\s*[:：]\s*(?:\*\*)?|\*\*\s*${HEADING_WORDS}\s*\*\*)\s*$`,
  "i",
);

export type HeadingKind = "decision" | "pending" | "blocker" | "done" | "pref";

export function headingKind(line: string): HeadingKind | null {
  const m = HEADING_RE.exec(line.trim());
  if (!m) return null;
  const h = (m[1] ?? m[2] ?? m[3] ?? "").toLowerCase();
  if (/decision|决定|决策/.test(h)) return "decision";
  if (/block|question|阻塞|待定/.test(h)) return "blocker";
  if (/^(?:done|completed|已完成|完成)$/.test(h)) return "done";
  if (/constraint|preference|偏好/.test(h)) return "pref";
  return "pending";
}

export const BULLET_RE = /^(?:[-*•+]\s+|\d{1,2}[.)]\s+)(?:\[([ xX])\]\s+)?/;
