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
    return {
      version: 1,
      lastRun: typeof v.lastRun === "object" && v.lastRun ? v.lastRun : {},
      sessions: typeof v.sessions === "object" && v.sessions ? v.sessions : {},
      problems: Array.isArray(v.problems) ? v.problems.slice(-20) : [],
      ...(ended ? { endedSummary: ended } : {}),
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
