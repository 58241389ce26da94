/**
 * What every tool, hook and command of the plugin shares: the resolved config, the trigger
 * tracker, the logger, and how to find (and open) the agent workspace for a session.
 */
import { openWorkspace } from "../core/workspace/index.js";
import type { Workspace } from "../core/workspace/types.js";
import { redactPolicy, type ContextKitConfig } from "../core/config.js";
import { SessionTracker } from "./session-tracker.js";
import { updateRuntimeState, type RuntimeState } from "./runtime-state.js";
import { loadLiveEvents } from "./live-transcript.js";
import type { SessionRef } from "./session-ref.js";
import { BackgroundTasks } from "./refine/background.js";
import type { HostComplete } from "./refine/host-model.js";

export interface PluginLogger {
  info?: (msg: string) => void;
  warn?: (msg: string) => void;
  error?: (msg: string) => void;
  debug?: (msg: string) => void;
}

export interface PluginContext {
  config: ContextKitConfig;
  tracker: SessionTracker;
  logger: PluginLogger;
  /** Resolves an agent's workspace when a hook context does not carry one. */
  resolveWorkspaceDir(agentId: string | undefined): string | undefined;
  /** Remembers the workspace a session uses (hooks without workspaceDir look it up here). */
  rememberWorkspace(sessionKey: string, dir: string): void;
  workspaceDirFor(ref: SessionRef): string | undefined;
  open(dir: string): Promise<Workspace>;
  /** Records a problem for status output and the log, never throwing. */
  reportProblem(ws: Workspace | null, message: string): Promise<void>;
  recordState(ws: Workspace, fn: (s: RuntimeState) => void): Promise<void>;
  /** Per session: the user-turn count at the last safety-net compact and daily note, so that
   *  before_reset and session_end of one /new do not save the same session twice. */
  savedAtTurns: { compact: Map<string, number>; dailyNote: Map<string, number> };
  /** Raw transcript events of a live session (OpenClaw's session store; tests pass their own). */
  loadEvents(ref: SessionRef): Promise<unknown[]>;
  /** The host's completion API (`api.runtime.llm.complete`), for `refine.mode: "host"`. */
  complete?: HostComplete;
  /** Refinements started by hooks, running in the background (one per skill and session). */
  refinements: BackgroundTasks;
}

export function sessionKeyOf(ref: SessionRef): string {
  // Counters belong to one session generation: /new keeps the sessionKey but starts a new id.
  return ref.sessionId ?? ref.sessionKey ?? "unknown";
}

/** Session state that must be one per process: OpenClaw 2026.9.6 registers a plugin more than
 *  once in a Gateway, and different hooks of one session land in different registrations. */
export interface SharedRuntime {
  tracker: SessionTracker;
  known: Map<string, string>;
  savedAtTurns: { compact: Map<string, number>; dailyNote: Map<string, number> };
  refinements: BackgroundTasks;
}

const SHARED_KEY = Symbol.for("openclaw-context-kit.runtime");

export function processSharedRuntime(config: ContextKitConfig): SharedRuntime {
  const g = globalThis as { [SHARED_KEY]?: SharedRuntime };
  const shared = (g[SHARED_KEY] ??= newSharedRuntime(config));
  shared.refinements ??= new BackgroundTasks(); // a runtime shared by an older build of the plugin
  shared.tracker.setThresholds(config.rollingSummary); // the latest registration's config wins
  return shared;
}

function newSharedRuntime(config: ContextKitConfig): SharedRuntime {
  return { tracker: new SessionTracker(config.rollingSummary), known: new Map(), savedAtTurns: { compact: new Map(), dailyNote: new Map() }, refinements: new BackgroundTasks() };
}

export function createPluginContext(opts: {
  config: ContextKitConfig;
  logger: PluginLogger;
  resolveWorkspaceDir: (agentId: string | undefined) => string | undefined;
  loadEvents?: (ref: SessionRef) => Promise<unknown[]>;
  complete?: HostComplete;
  shared?: SharedRuntime;
}): PluginContext {
  const shared: SharedRuntime = opts.shared ?? newSharedRuntime(opts.config);
  const known = shared.known;
  const ctx: PluginContext = {
    config: opts.config,
    tracker: shared.tracker,
    logger: opts.logger,
    resolveWorkspaceDir: opts.resolveWorkspaceDir,
    rememberWorkspace(key, dir) {
      known.set(key, dir);
      if (known.size > 1000) known.delete(known.keys().next().value!);
    },
    workspaceDirFor(ref) {
      if (ref.workspaceDir) return ref.workspaceDir;
      for (const k of [ref.sessionId, ref.sessionKey]) if (k && known.has(k)) return known.get(k);
      return opts.resolveWorkspaceDir(ref.agentId);
    },
    open: (dir) => openWorkspace(dir, { policy: redactPolicy(opts.config, dir) }),
    async reportProblem(ws, message) {
      opts.logger.warn?.(`context-kit: ${message}`);
      if (!ws) return;
      try {
        await updateRuntimeState(ws, (s) => void s.problems.push({ at: new Date().toISOString(), message }));
      } catch {
        // Reporting must never become a second failure.
      }
    },
    recordState: (ws, fn) => updateRuntimeState(ws, fn),
    loadEvents: opts.loadEvents ?? loadLiveEvents,
    savedAtTurns: shared.savedAtTurns,
    ...(opts.complete ? { complete: opts.complete } : {}),
    refinements: shared.refinements,
  };
  return ctx;
}
