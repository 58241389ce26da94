/**
 * The deterministic extractor: a normalized Transcript in, a Digest out (decisions, facts,
 * pending actions, technical context, blockers and a short summary). No LLM, no network.
 *
 * Only authored text is read for intent: user and assistant prose, never tool output, fenced
 * code, stack traces or external content. Tool output contributes keyed technical values only.
 */
import type { EarlierSummary, Transcript, Turn } from "../transcript/types.js";
import { countUserTurns } from "../transcript/count-turns.js";
import { redact } from "../redact/index.js";
import type { RedactPolicy } from "../redact/types.js";
import type { FactTag, Speaker } from "./detect.js";
import { Feeder } from "./feed.js";
import { chooseGoal, goalSentences, MAX_GOAL_CANDIDATES } from "./goal.js";
import { detectLanguage, type Language } from "./language.js";
import { dateOf, selectItems } from "./select.js";
import { SessionState, type Meta } from "./state.js";
import { summarize } from "./summary.js";
import { toolResultValues } from "./techfacts.js";
import { techMentions } from "./terms.js";
import { estimateTokens } from "../text/tokens.js";
import { addFloor } from "./floor-merge.js";
import { changedItem, workingSet, workingSetItem } from "./working-set.js";
import { applySummaryUpdates } from "./summary-updates.js";
import { applyRecap } from "./recap.js";
import { applySectionUpdates } from "./section-updates.js";
import { applyTakenBack } from "./taken-back.js";
import { applyClearedBlockers } from "./cleared-blockers.js";
import { handsOverCredential } from "./credential-shape.js";
import { pastedKinds, rotateTask, type CredentialKind } from "./pasted-credential.js";

export { MAX_ITEMS } from "./select.js";

export interface DigestItem {
  text: string;
  /** YYYY-MM-DD (UTC) of the statement. */
  date: string;
  tag?: FactTag;
  speaker: Speaker | "tool";
  /** Index in transcript.turns. */
  turn: number;
  /** How much the item says (src/core/extract/salience.ts): over budget, the least salient go first. */
  salience?: number;
}

export interface Digest {
  language: Language;
  /** Turns: user messages, each with the assistant messages and tool calls that answer it
   *  (see countUserTurns). */
  turns: number;
  /** The same count (kept for callers that read it under this name). */
  userTurns: number;
  toolCalls: number;
  startedAt?: string;
  endedAt?: string;
  decisions: DigestItem[];
  facts: DigestItem[];
  pending: DigestItem[];
  technical: DigestItem[];
  blockers: DigestItem[];
  /** The files and references the session's tool calls came back to, as one Technical Context
   *  line (working-set.ts): the renderer adds it only when the compact has room for it, so it
   *  never displaces a statement. */
  workingSet?: DigestItem;
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

const TOPIC_SAMPLE_TURNS = 400; // topic counts settle quickly; later turns only cost time

export function extract(input: Transcript, opts: ExtractOptions = {}): Digest {
  // Secrets go before anything else touches the text: the extractor cleans, cuts and clips
  // items, and a secret rewritten first (a URL cut at "?", a token clipped with "…") would no
  // longer match its redaction rule when the digest is written.
  const { transcript, pasted } = redactSecretsOf(input);
  const now = opts.now ?? new Date();
  const fallbackDate = now.toISOString().slice(0, 10);
  const state = new SessionState();
  const language = detectLanguage(transcript.turns);
  const rotations = new Set<CredentialKind>();

  const feeder = new Feeder(state);
  const latest = [...transcript.summaries].reverse().find((s) => s.kind === "compaction");
  let summariesUsed = 0;
  const mine = (s: EarlierSummary): void => {
    summariesUsed++;
    feeder.feed(s.text, "summary", { turn: Math.max(0, s.turnsBefore - 1), date: dateOf(s.timestamp, fallbackDate), speaker: "summary" });
  };

  const turns = countUserTurns(transcript.turns);
  let toolCalls = 0;
  const goalCandidates: string[] = [];
  const topicCounts = new Map<string, number>();
  transcript.turns.forEach((turn: Turn, i: number) => {
    if (latest && latest.turnsBefore === i && summariesUsed === 0) mine(latest);
    const meta: Meta = { turn: i, date: dateOf(turn.timestamp, fallbackDate), speaker: turn.role === "user" ? "user" : "assistant" };
    if (turn.external) return;
    if (turn.role === "tool") {
      for (const v of toolResultValues(turn)) state.tech.set(v, meta, false);
      return;
    }
    if (turn.toolCalls) toolCalls += turn.toolCalls.length;
    if (turn.role === "user") {
      if (goalCandidates.length < MAX_GOAL_CANDIDATES) goalCandidates.push(...goalSentences(turn.text).slice(0, MAX_GOAL_CANDIDATES - goalCandidates.length));
      if (i < TOPIC_SAMPLE_TURNS) for (const t of techMentions(turn.text)) topicCounts.set(t.name, (topicCounts.get(t.name) ?? 0) + 1);
    }
    feeder.feed(turn.text, meta.speaker, meta);
    // A credential the user pasted stays in the history: rotating it is an open task.
    for (const kind of pasted.get(i) ?? []) {
      if (rotations.has(kind)) continue;
      rotations.add(kind);
      const task = rotateTask(kind, meta.date ?? fallbackDate, language);
      state.apply({ kind: "pending", text: task, action: task }, meta);
    }
  });
  if (latest && summariesUsed === 0) mine(latest);

  const sel = selectItems(state, { transcript, language, fallbackDate, ...(opts.memoryMd !== undefined ? { memoryMd: opts.memoryMd } : {}) });
  addFloor(sel, transcript, state, fallbackDate, opts.memoryMd);
  applySummaryUpdates(sel, transcript);
  // The last status recap says what is still open (recap.ts).
  applyRecap(sel, transcript);
  applySectionUpdates(sel);
  // A value a later sentence takes back is stale in every section (taken-back.ts).
  applyTakenBack(sel, transcript);
  // A blocker the user later speaks of plainly is cleared (cleared-blockers.ts).
  const cleared = applyClearedBlockers(sel, transcript);

  const retired: Record<string, number> = {};
  for (const i of state.items) if (!i.live && i.retiredBy) retired[i.retiredBy] = (retired[i.retiredBy] ?? 0) + 1;
  if (cleared > 0) retired.resolved = (retired.resolved ?? 0) + cleared;
  // Topics: what the live decisions chose first, then what the user mentioned most.
  const chosen = state.live("decision").flatMap((i) => i.objects);
  const rejectedNow = new Set(state.live("decision").flatMap((i) => i.rejected));
  const byCount = [...topicCounts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([n]) => n).filter((n) => !rejectedNow.has(n));
  const topics = [...new Set([...chosen.reverse(), ...byCount])].slice(0, 4);

  const digest: Digest = {
    language,
    turns,
    userTurns: turns,
    toolCalls,
    decisions: sel.decisions,
    facts: sel.facts,
    pending: sel.pending,
    technical: sel.technical,
    blockers: sel.blockers,
    completed: sel.completed,
    topics,
    summary: "",
    sourceTokens: transcript.stats.sourceTokens || transcript.turns.reduce((n, t) => n + estimateTokens(t.text), 0),
    stats: { signals: feeder.signals, retired, known: sel.known, stale: sel.stale, maskedSecrets: feeder.masked, summariesUsed },
  };
  // The files and references the tools came back to (working-set.ts): the files the session
  // changed are a statement ranked like any other; the rest is an index listed when the compact
  // has room. The working set is read once for both.
  const lastDate = dateOf(transcript.turns[transcript.turns.length - 1]?.timestamp, fallbackDate);
  const uses = workingSet(transcript);
  const changed = changedItem(transcript, sel.technical.map((i) => i.text), lastDate, uses);
  if (changed) sel.technical.push(changed);
  const workingSetLine = workingSetItem(transcript, sel.technical.map((i) => i.text), lastDate, uses);
  if (workingSetLine) digest.workingSet = workingSetLine;
  const goal = chooseGoal(goalCandidates.filter((g) => !handsOverCredential(g)), state);
  if (goal) digest.goal = goal;
  if (transcript.startedAt) digest.startedAt = transcript.startedAt;
  if (transcript.endedAt) digest.endedAt = transcript.endedAt;
  digest.summary = summarize(digest);
  return digest;
}

const SECRETS_ONLY: RedactPolicy = { mode: "secrets" };

/** The transcript with every secret in turn and summary text replaced (secrets policy: paths,
 *  URLs and hosts stay until the digest is written under the workspace's policy), and the kinds
 *  of credential found in each user turn (by index). */
function redactSecretsOf(t: Transcript): { transcript: Transcript; pasted: Map<number, CredentialKind[]> } {
  const pasted = new Map<number, CredentialKind[]>();
  // A call's argument summary comes again as its result's toolArgs: redacted once.
  const cleaned = new Map<string, string>();
  const clean = (text: string): string => {
    if (!text) return text;
    let r = cleaned.get(text);
    if (r === undefined) cleaned.set(text, (r = redact(text, SECRETS_ONLY).text));
    return r;
  };
  const turns = t.turns.map((turn, i) => {
    const toolArgs = turn.toolArgs ? { toolArgs: clean(turn.toolArgs) } : {};
    // The calls' arguments are read for the working set (working-set.ts): a token in a curl
    // header is as much a secret as one in prose.
    const toolCalls = turn.toolCalls?.some((c) => c.args) ? { toolCalls: turn.toolCalls.map((c) => (c.args ? { ...c, args: clean(c.args) } : c)) } : {};
    if (!turn.text) return { ...turn, ...toolArgs, ...toolCalls };
    const r = redact(turn.text, SECRETS_ONLY);
    if (turn.role === "user" && !turn.external) {
      const kinds = pastedKinds(turn.text, r.findings);
      if (kinds.length > 0) pasted.set(i, kinds);
    }
    return { ...turn, text: r.text, ...toolArgs, ...toolCalls };
  });
  return { transcript: { ...t, turns, summaries: t.summaries.map((s) => ({ ...s, text: clean(s.text) })) }, pasted };
}
