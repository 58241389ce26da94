/**
 * What context-kit remembers about its own activity, in `memory/context-kit-state.json`, so that
 * `/context_kit` and `context-kit status` (a separate process) can say when each skill last ran
 * and which triggers are pending. Small, bounded, written through the workspace layer.
 */
import type { Workspace } from "../core/workspace/types.js";
import type { SessionTracker } from "./session-tracker.js";

export const STATE_FILE = "memory/context-kit-state.json";
export const MAX_SESSIONS_IN_STATE = 20; // status shows recent sessions, not history

export type SkillName = "rollingSummary" | "compact" | "distill" | "dailyNote" | "forget";

export interface LastRun {
  at: string;
  /** What started it: a trigger (turns, tool-loop, context), a tool call, a hook or the CLI. */
  by: string;
  /** The session key. Not named `sessionKey`: a `…Key: value` line looks like a credential to
   *  the redactor, and this file goes through it like every other write. */
  session?: string;
  note?: string;
}

export interface SessionSnapshot {
  turns: number;
  turnsUntilSummary: number;
  consecutiveToolCalls: number;
  toolCallsUntilCheckpoint: number;
  contextPercent: number | null;
  lastTrigger: { reason: string; at: string } | null;
  /** The latest compact goes into the next turn (core compaction just ran). */
  compactPending?: boolean;
  updatedAt: string;
}

export interface RuntimeState {
  version: 1;
  lastRun: Partial<Record<SkillName, LastRun>>;
  sessions: Record<string, SessionSnapshot>;
  /** Problems seen at run time (e.g. a failed hook), newest last, bounded. */
  problems: Array<{ at: string; message: string }>;
  /** The Rolling Summary as the last session to end left it: until SESSION-STATE.md's summary
   *  changes (the next session's first refresh), it is injected as that session's, not as
   *  current state. */
  endedSummary?: EndedSummary;
  /** Refinement by the host model (config `refine`): totals and the latest outcomes. */
  refine?: RefineStats;
}

/** The file a refinement was for: the safety-net compact, the Rolling Summary or a distilled file. */
export type RefineSkill = "compact" | "rollingSummary" | "distill";

export interface RefineEvent {
  at: string;
  skill: RefineSkill;
  /** refined: the host model's draft replaced the deterministic file; fallback: it stands. */
  outcome: "refined" | "fallback";
  /** Why it fell back: "timeout", "error: …", "invalid: …", "ungrounded: `v15.2`", "missing: …", "superseded: …". */
  reason?: string;
  file?: string;
  /** What started it (the hook or tool that wrote the deterministic file). */
  by?: string;
}

export interface RefineStats {
  /** Requests that reached the host's completion API. */
  calls: number;
  refined: number;
  fallbacks: number;
  inputTokens: number;
  outputTokens: number;
  /** Newest last, at most MAX_REFINE_EVENTS. */
  recent: RefineEvent[];
}

export const MAX_REFINE_EVENTS = 10;

export function emptyRefineStats(): RefineStats {
  return { calls: 0, refined: 0, fallbacks: 0, inputTokens: 0, outputTokens: 0, recent: [] };
}

function refineStatsOf(v: unknown): RefineStats | undefined {
  const r = v as Partial<RefineStats> | null | undefined;
  if (!r || typeof r !== "object") return undefined;
  const n = (x: unknown) => (typeof x === "number" && Number.isFinite(x) && x >= 0 ? x : 0);
  const recent = Array.isArray(r.recent)
    ? r.recent.filter((e): e is RefineEvent => !!e && typeof e === "object" && typeof e.at === "string" && (e.outcome === "refined" || e.outcome === "fallback")).slice(-MAX_REFINE_EVENTS)
    : [];
  return { calls: n(r.calls), refined: n(r.refined), fallbacks: n(r.fallbacks), inputTokens: n(r.inputTokens), outputTokens: n(r.outputTokens), recent };
}

/** Counts one refinement: its outcome, and the call and tokens when a request was made. */
export function recordRefine(s: RuntimeState, event: RefineEvent, usage: { called: boolean; input: number; output: number }): void {
  const r = (s.refine ??= emptyRefineStats());
  if (usage.called) r.calls++;
  r.inputTokens += usage.input;
  r.outputTokens += usage.output;
  if (event.outcome === "refined") r.refined++;
  else r.fallbacks++;
  r.recent = [...r.recent, event].slice(-MAX_REFINE_EVENTS);
}

export interface EndedSummary {
  /** When that session ended (ISO). */
  at: string;
  /** The same moment as HH:MM in the configured timezone, for the label. */
  clock: string;
  /** SHA-256 of the summary section's text then. */
  sha256: string;
}

function endedSummaryOf(v: unknown): EndedSummary | undefined {
  const e = v as Partial<EndedSummary> | null | undefined;
  return e && typeof e === "object" && typeof e.at === "string" && typeof e.clock === "string" && typeof e.sha256 === "string" ? { at: e.at, clock: e.clock, sha256: e.sha256 } : undefined;
}

export function emptyState(): RuntimeState {
  return { version: 1, lastRun: {}, sessions: {}, problems: [] };
}

export function parseState(text: string | null): RuntimeState {
  if (!text) return emptyState();
  try {
    const v = JSON.parse(text) as Partial<RuntimeState>;
    if (!v || typeof v !== "object" || v.version !== 1) return emptyState();
    const ended = endedSummaryOf(v.endedSummary);
    const refine = refineStatsOf(v.refine);
    return {
      version: 1,
      lastRun: typeof v.lastRun === "object" && v.lastRun ? v.lastRun : {},
      sessions: typeof v.sessions === "object" && v.sessions ? v.sessions : {},
      problems: Array.isArray(v.problems) ? v.problems.slice(-20) : [],
      ...(ended ? { endedSummary: ended } : {}),
      ...(refine ? { refine } : {}),
    };
  } catch {
    return emptyState(); // a hand-edited or torn file must not break the plugin; it is rewritten
  }
}

export async function readRuntimeState(ws: Workspace): Promise<RuntimeState> {
  try {
    return parseState(await ws.readText(STATE_FILE, { maxBytes: 1024 * 1024 }));
  } catch {
    return emptyState();
  }
}

export async function updateRuntimeState(ws: Workspace, fn: (s: RuntimeState) => void): Promise<void> {
  await ws.updateText(
    STATE_FILE,
    (cur) => {
      const s = parseState(cur);
      fn(s);
      const keys = Object.keys(s.sessions);
      if (keys.length > MAX_SESSIONS_IN_STATE) {
        keys
          .sort((a, b) => (s.sessions[a]!.updatedAt < s.sessions[b]!.updatedAt ? -1 : 1))
          .slice(0, keys.length - MAX_SESSIONS_IN_STATE)
          .forEach((k) => delete s.sessions[k]);
      }
      s.problems = s.problems.slice(-20);
      return JSON.stringify(s, null, 2) + "\n";
    },
    { policy: { mode: "secrets" } },
  );
}

export function recordRun(s: RuntimeState, skill: SkillName, run: Omit<LastRun, "at"> & { at?: string }): void {
  s.lastRun[skill] = { at: run.at ?? new Date().toISOString(), by: run.by, ...(run.session ? { session: run.session } : {}), ...(run.note ? { note: run.note } : {}) };
}

/** What status shows for a session, from the live tracker. */
export function snapshotOf(tracker: SessionTracker, key: string): SessionSnapshot {
  const c = tracker.get(key);
  const pending = tracker.pending(key);
  return {
    turns: c.turns,
    turnsUntilSummary: pending.turnsUntilSummary,
    consecutiveToolCalls: c.consecutiveToolCalls,
    toolCallsUntilCheckpoint: pending.toolCallsUntilCheckpoint,
    contextPercent: c.contextPercent,
    lastTrigger: c.lastTrigger,
    ...(c.compactAfterCompaction ? { compactPending: true } : {}),
    updatedAt: new Date().toISOString(),
  };
}
