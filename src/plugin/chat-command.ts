/**
 * `/context_kit`: status in chat, without a model call. Same report as `context-kit status`.
 */
import type { PluginContext } from "./plugin-context.js";
import { buildStatus, formatStatus } from "./status/build-status.js";
import { hostConfigProblems } from "../core/host-config/host-config-problems.js";
import { snapshotOf, type RuntimeState } from "./runtime-state.js";
import { sessionKeyOf } from "./plugin-context.js";
import type { SessionRef } from "./session-ref.js";

export function createContextKitCommand(pc: PluginContext) {
  return {
    name: "context_kit",
    description: "Show context-kit status: files, last runs, pending triggers and configuration problems.",
    acceptsArgs: false,
    async handler(ctx: Omit<SessionRef, "workspaceDir"> & { config?: unknown }) {
      const problems = hostConfigProblems(ctx.config);
      const dir = pc.workspaceDirFor({ ...(ctx.agentId ? { agentId: ctx.agentId } : {}), ...(ctx.sessionKey ? { sessionKey: ctx.sessionKey } : {}), ...(ctx.sessionId ? { sessionId: ctx.sessionId } : {}) });
      if (!dir) return { text: "context-kit: no agent workspace is known for this session." };
      const live: RuntimeState["sessions"] = {};
      const key = sessionKeyOf(ctx);
      if (pc.tracker.peek(key)) live[ctx.sessionKey ?? key] = snapshotOf(pc.tracker, key);
      const report = await buildStatus(await pc.open(dir), pc.config, problems, live);
      return { text: formatStatus(report) };
    },
  };
}
