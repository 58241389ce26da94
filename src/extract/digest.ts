/**
 * The deterministic extractor: a normalized Transcript in, a Digest out (decisions, facts,
 * pending actions, technical context, blockers and a short summary). No LLM, no network.
 *
 * Only authored text is read for intent: user and assistant prose, never tool output, fenced
 * code, stack traces or external content. Tool output contributes keyed technical values only.
 */
import type { EarlierSummary, Transcript, Turn } from "../transcript/types.js";
import { cleanDecision, cleanGeneric, cleanPending, cleanPreference } from "./clean.js";
import { BULLET_RE, clauses, detectClause, headingKind, type FactTag, type HeadingKind, type Signal, type Speaker } from "./detect.js";
import { knownFilter } from "./known.js";
import { detectLanguage, type Language } from "./language.js";
import { CORRECTION_EN, CORRECTION_ZH, SMALL_TALK_EN, SMALL_TALK_ZH } from "./lexicon.js";
import { authoredLines, sentences } from "./segment.js";
import { maskSecrets } from "./sensitive.js";
import { SessionState, type Item, type Meta } from "./state.js";
import { summarize } from "./summary.js";
import { hostsIn, portsIn, toolResultValues, versionsIn, type TechValue } from "./techfacts.js";
import { contentTerms, techMentions } from "./terms.js";
import { estimateTokens } from "./tokens.js";

/** Per-section ceilings before the compact's size budget; the newest items are kept. */
export const MAX_ITEMS = { decisions: 15, facts: 15, pending: 15, technical: 15, blockers: 10, completed: 15 } as const;

export interface DigestItem {
  text: string;
  /** YYYY-MM-DD (UTC) of the statement. */
  date: string;
  tag?: FactTag;
  speaker: Speaker | "tool";
  /** Index in transcript.turns. */
  turn: number;
}

export interface Digest {
  language: Language;
  /** User and assistant messages after noise removal (tool results not counted). */
  turns: number;
  userTurns: number;
  toolCalls: number;
  startedAt?: string;
  endedAt?: string;
  decisions: DigestItem[];
  facts: DigestItem[];
  pending: DigestItem[];
  technical: DigestItem[];
  blockers: DigestItem[];
  /** Completed tasks (not a compact section; feeds the summary and rolling fields). */
  completed: DigestItem[];
  /** First substantive user request. */
  goal?: string;
  /** Most-mentioned technologies. */
  topics: string[];
  summary: string;
  /** Estimated tokens of the text the digest replaces. */
  sourceTokens: number;
  stats: DigestStats;
}

export interface DigestStats {
  signals: number;
  /** Items no longer current, by reason (reversed, completed, resolved, corrected …). */
  retired: Record<string, number>;
  /** Items skipped because MEMORY.md already holds them. */
  known: number;
  /** Items dropped because they state a value that was later changed. */
  stale: number;
  maskedSecrets: number;
  /** Compaction summaries mined (low trust). */
  summariesUsed: number;
}

export interface ExtractOptions {
  /** Fallback date for statements without a timestamp. Default: now. */
  now?: Date;
  /** MEMORY.md text: facts already there are not repeated. */
  memoryMd?: string;
}

function dateOf(ts: string | undefined, fallback: string): string {
  return ts && /^\d{4}-\d{2}-\d{2}/.test(ts) ? ts.slice(0, 10) : fallback;
}

const TOPIC_SAMPLE_TURNS = 400; // topic counts settle quickly; later turns only cost time

export function extract(transcript: Transcript, opts: ExtractOptions = {}): Digest {
  const now = opts.now ?? new Date();
  const fallbackDate = now.toISOString().slice(0, 10);
  const state = new SessionState();
  const language = detectLanguage(transcript.turns);
  let signals = 0;
  let masked = 0;

  const feed = (text: string, speaker: Speaker, meta: Meta): void => {
    let ctx: HeadingKind | null = null;
    for (const line of authoredLines(text)) {
      const hk = headingKind(line);
      if (hk) {
        ctx = hk;
        continue;
      }
      const bullet = BULLET_RE.exec(line);
      if (!bullet) ctx = null;
      if (ctx && bullet) {
        const m = maskSecrets(line.slice(bullet[0].length).trim());
        masked += m.masked;
        const sig = headingSignal(ctx, m.text, bullet[1]);
        if (sig) {
          signals++;
          state.apply(sig, meta);
        }
        continue;
      }
      let previous = "";
      for (const sentence of sentences([line])) {
        const correction = CORRECTION_EN.test(sentence) || CORRECTION_ZH.test(sentence);
        const context = previous;
        previous = sentence;
        // Several clauses of one sentence that each name a blocker are one blocker, said once:
        // "Blocked on the sandbox keys; can't test refunds until they arrive."
        const parts = clauses(sentence);
        let blockerSaid = false;
        for (const clause of parts) {
          const m = maskSecrets(clause);
          masked += m.masked;
          const values = [...versionsIn(m.text), ...portsIn(m.text), ...hostsIn(m.text)];
          for (const sig of detectClause(m.text, speaker)) {
            // A fact that only states a keyed value is Technical Context, not a second bullet.
            if (sig.kind === "fact" && values.length > 0 && (sig.weak || residue(m.text, values) <= KV_ONLY_RESIDUE)) continue;
            // A fact whose point was a secret ("user admin with password …") is sensitive data.
            if (sig.kind === "fact" && m.masked > 0) continue;
            // "Not sure yet." says nothing alone: the open question is the sentence before it.
            if (sig.kind === "question" && context && contentTerms(sig.text).size <= 2) sig.text = `${maskSecrets(context).text} ${sig.text}`;
            if (sig.kind === "blocker" && parts.length > 1) {
              if (blockerSaid) continue;
              blockerSaid = true;
              sig.text = maskSecrets(sentence).text;
            }
            signals++;
            state.apply(sig, meta);
          }
          for (const v of values) state.setTech(v, meta, correction);
        }
      }
    }
  };

  const latest = [...transcript.summaries].reverse().find((s) => s.kind === "compaction");
  let summariesUsed = 0;
  const mine = (s: EarlierSummary): void => {
    summariesUsed++;
    feed(s.text, "summary", { turn: Math.max(0, s.turnsBefore - 1), date: dateOf(s.timestamp, fallbackDate), speaker: "summary" });
  };

  let turns = 0;
  let userTurns = 0;
  let toolCalls = 0;
  const goalCandidates: string[] = [];
  const topicCounts = new Map<string, number>();
  transcript.turns.forEach((turn: Turn, i: number) => {
    if (latest && latest.turnsBefore === i && summariesUsed === 0) mine(latest);
    const meta: Meta = { turn: i, date: dateOf(turn.timestamp, fallbackDate), speaker: turn.role === "user" ? "user" : "assistant" };
    if (turn.external) return;
    if (turn.role === "tool") {
      for (const v of toolResultValues(turn)) state.setTech(v, meta, false);
      return;
    }
    turns++;
    if (turn.toolCalls) toolCalls += turn.toolCalls.length;
    if (turn.role === "user") {
      userTurns++;
      if (goalCandidates.length < MAX_GOAL_CANDIDATES) goalCandidates.push(...goalSentences(turn.text).slice(0, MAX_GOAL_CANDIDATES - goalCandidates.length));
      if (i < TOPIC_SAMPLE_TURNS) for (const t of techMentions(turn.text)) topicCounts.set(t.name, (topicCounts.get(t.name) ?? 0) + 1);
    }
    feed(turn.text, meta.speaker, meta);
  });
  if (latest && summariesUsed === 0) mine(latest);

  // ---- current items, newest kept, filtered
  const known = knownFilter(opts.memoryMd);
  let knownCount = 0;
  let stale = 0;
  const keep = (i: Item): boolean => {
    if (state.mentionsStaleValue(i.text)) {
      stale++;
      return false;
    }
    if ((i.kind === "fact" || i.kind === "decision") && known.isKnown(i.text)) {
      knownCount++;
      return false;
    }
    return true;
  };
  const toItem = (i: Item, text: string): DigestItem => {
    const d: DigestItem = { text, date: i.date ?? fallbackDate, speaker: i.speaker, turn: i.turn };
    if (i.tag) d.tag = i.tag;
    return d;
  };
  const pick = (kind: Item["kind"], max: number, render: (i: Item) => string): DigestItem[] => {
    const seen = new Set<string>();
    const out: DigestItem[] = [];
    for (const i of state.live(kind).filter(keep).reverse()) {
      const text = render(i);
      const k = text.toLowerCase();
      if (!text || seen.has(k)) continue;
      seen.add(k);
      out.push(toItem(i, text));
      if (out.length >= max) break;
    }
    return out.reverse();
  };

  const decisions = pick("decision", MAX_ITEMS.decisions, (i) => (i.action === "adopted" ? adoptedText(i.text, language) : cleanDecision(i.text)));
  const facts = pick("fact", MAX_ITEMS.facts, (i) => (i.tag === "PREF" ? cleanPreference(i.text) : cleanGeneric(i.text)));
  const pending = pick("pending", MAX_ITEMS.pending, (i) => cleanPending(i.text, i.action));
  const blockers = [
    ...pick("blocker", MAX_ITEMS.blockers, (i) => cleanGeneric(i.text)),
    ...pick("question", MAX_ITEMS.blockers, (i) => questionText(i.text)),
  ]
    .sort((a, b) => a.turn - b.turn)
    .slice(-MAX_ITEMS.blockers);
  const completed = state.items
    .filter((i) => i.kind === "completed")
    .slice(-MAX_ITEMS.completed)
    .map((i) => toItem(i, cleanGeneric(i.action && i.action !== "adopted" ? i.action : i.text)));

  const technical: DigestItem[] = [];
  // One value named twice (the user's "database port" and the config's "development port")
  // is listed once, under the label it was given last.
  const entries = [...state.tech.values()];
  const lastOf = new Map(entries.map((t, idx) => [`${t.kind}:${t.value}`, idx]));
  // A bare version already stated in a fuller value ("Ubuntu: 24.04.1" beside "OS: Ubuntu
  // 24.04.1 LTS") adds nothing.
  const unique = entries.filter(
    (t, idx) =>
      (t.kind === "config" || lastOf.get(`${t.kind}:${t.value}`) === idx) &&
      !(t.kind === "version" && entries.some((o) => o !== t && o.value !== t.value && o.value.includes(t.value.replace(/^v/, "")) && o.value.toLowerCase().includes(t.label.toLowerCase()))),
  );
  for (const t of unique.slice(-MAX_ITEMS.technical)) {
    if (known.isKnownValue(t.label, t.value)) {
      knownCount++;
      continue;
    }
    const text = maskSecrets(`${t.label}: ${t.value}`).text;
    technical.push({ text, date: dateOf(transcript.turns[t.turn]?.timestamp, fallbackDate), speaker: t.speaker, turn: t.turn });
  }

  const retired: Record<string, number> = {};
  for (const i of state.items) if (!i.live && i.retiredBy) retired[i.retiredBy] = (retired[i.retiredBy] ?? 0) + 1;
  // Topics: what the live decisions chose first, then what the user mentioned most.
  const chosen = state.live("decision").flatMap((i) => i.objects);
  const rejectedNow = new Set(state.live("decision").flatMap((i) => i.rejected));
  const byCount = [...topicCounts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([n]) => n).filter((n) => !rejectedNow.has(n));
  const topics = [...new Set([...chosen.reverse(), ...byCount])].slice(0, 4);

  const digest: Digest = {
    language,
    turns,
    userTurns,
    toolCalls,
    decisions,
    facts,
    pending,
    technical,
    blockers,
    completed,
    topics,
    summary: "",
    sourceTokens: transcript.stats.sourceTokens || transcript.turns.reduce((n, t) => n + estimateTokens(t.text), 0),
    stats: { signals, retired, known: knownCount, stale, maskedSecrets: masked, summariesUsed },
  };
  // The goal is the first substantive request that was not later reversed or corrected (a
  // summary must not open with "a chain of 14 bakeries" when it is 16 now).
  const retiredTexts = state.items.filter((i) => !i.live && i.retiredBy !== "completed").map((i) => i.text);
  const goal = goalCandidates.find((g) => !retiredTexts.some((r) => r.length > 8 && (g.includes(r) || r.includes(g))));
  if (goal) digest.goal = cleanGeneric(maskSecrets(goal).text).slice(0, 160);
  if (transcript.startedAt) digest.startedAt = transcript.startedAt;
  if (transcript.endedAt) digest.endedAt = transcript.endedAt;
  digest.summary = summarize(digest);
  return digest;
}

const KV_ONLY_RESIDUE = 12; // letters left once the key and value are removed: "the port is" → kv only

/** Letters (CJK counted double) left in a clause after its keyed values and their keys go. */
function residue(text: string, values: TechValue[]): number {
  let t = text;
  for (const v of values) {
    t = t.split(v.value).join(" ");
    for (const w of v.label.split(/\s+/)) if (w.length > 1) t = t.replace(new RegExp(w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "ig"), " ");
  }
  t = t.replace(/\b(?:the|a|an|is|are|was|it'?s|on|at|to|now|our|my|we|use|uses|using|runs?|version|port|端口|版本|是|为|用)\b/gi, " ").replace(/端口|版本|服务|系统|是|为|用|的/g, " ");
  let n = 0;
  for (const ch of t) {
    if (/[a-z]/i.test(ch)) n++;
    else if (/[\u3400-\u9fff]/.test(ch)) n += 2;
  }
  return n;
}

function headingSignal(kind: HeadingKind, body: string, checkbox: string | undefined): Signal | null {
  if (!body) return null;
  if (checkbox && checkbox.toLowerCase() === "x") return { kind: "done", text: body, object: body };
  switch (kind) {
    case "decision":
      return { kind: "decision", text: body, chosen: body.split(/\b(?:instead of|rather than|over)\b|而不是/i)[0] ?? body, rejected: /\b(?:instead of|rather than|over)\s+(.+)$/i.exec(body)?.[1] ?? "" };
    case "pending":
      return { kind: "pending", text: body, action: body };
    case "blocker":
      return /[?？]\s*$/.test(body) ? { kind: "question", text: body } : { kind: "blocker", text: body, object: body };
    case "done":
      return { kind: "done", text: body, object: body };
    case "pref":
      return { kind: "fact", tag: "PREF", text: body, correction: false };
  }
}

function adoptedText(object: string, lang: Language): string {
  const t = cleanGeneric(object);
  if (lang === "ja") return `採用：${t}`;
  return lang === "zh" || /[\u3400-\u9fff]/.test(t) ? `采用：${t}` : `Go with ${/^(?:The|A|An|Using|Use)\b/.test(t) ? t.charAt(0).toLowerCase() + t.slice(1) : t}`;
}

function questionText(text: string): string {
  const t = cleanGeneric(text);
  return /[?？]$/.test(text.trim()) && !/[?？]$/.test(t) ? `${t}?` : t;
}

const MAX_GOAL_CANDIDATES = 6; // the goal is stated early; later sentences are work, not the goal

/** Substantive user sentences (not small talk, at least a few words): goal candidates. */
function goalSentences(text: string): string[] {
  const out: string[] = [];
  for (const s of sentences(authoredLines(text))) {
    const t = s.trim();
    if (SMALL_TALK_EN.test(t) || SMALL_TALK_ZH.test(t)) continue;
    const words = t.split(/\s+/).length;
    const cjk = (t.match(/[\u3400-\u9fff]/g) ?? []).length;
    if (words >= 4 || cjk >= 6) out.push(t);
  }
  return out;
}
