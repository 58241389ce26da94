/**
 * context-kit: the OpenClaw plugin entry. Registers one tool per skill, the hooks that make the
 * rolling summary and the compaction safety net happen in code, the `/context_kit` status
 * command, and (opt-in) the distillation cron service.
 */
import { definePluginEntry, buildJsonPluginConfigSchema } from "openclaw/plugin-sdk/plugin-entry";
import { ConfigSchema, resolveConfig, fallbackConfig, PLUGIN_ID, type ContextKitConfig } from "../core/config.js";
import { createPluginContext, processSharedRuntime } from "./plugin-context.js";
import { createSessionStateTool } from "./tools/session-state-tool.js";
import { createContextCompactTool } from "./tools/context-compact-tool.js";
import { createMemoryDistillTool } from "./tools/memory-distill-tool.js";
import { registerHooks } from "./hooks/register-hooks.js";
import { createContextKitCommand } from "./chat-command.js";
import { createDistillCronService } from "./distill-cron-service.js";
import { hostConfigProblems } from "../core/host-config/host-config-problems.js";
import type { HostComplete } from "./refine/host-model.js";

export { PLUGIN_ID };
export const TOOL_NAMES = ["session_state", "context_compact", "memory_distill"] as const;

export default definePluginEntry({
  id: PLUGIN_ID,
  name: "context-kit",
  description: "Rolling session summaries, deterministic session compacts and strategic memory distillation, with redaction on every write.",
  // The same JSON Schema as openclaw.plugin.json#configSchema (test/plugin/entry.test.ts checks).
  configSchema: buildJsonPluginConfigSchema(JSON.parse(JSON.stringify(ConfigSchema)), { cacheKey: "context-kit-config" }),
  register(api) {
    const logger = api.logger;
    let config: ContextKitConfig;
    try {
      config = resolveConfig(api.pluginConfig);
    } catch (err) {
      // A bad config must not take the Gateway down; run on defaults and say so loudly.
      logger.error?.(`context-kit: ${(err as Error).message} Running with defaults until it is fixed.`);
      config = fallbackConfig();
    }
    for (const p of hostConfigProblems(api.config)) {
      logger.warn?.(`context-kit: ${p.message}${p.fix ? ` Fix: ${p.fix}` : ""}`);
    }
    // The host's completion API, for refine.mode "host" (docs/design.md, "Refinement by the host
    // model"); an older host without it makes every refinement fall back, with that reason.
    const llm = (api.runtime as { llm?: { complete?: unknown } }).llm;
    const complete: HostComplete | undefined = typeof llm?.complete === "function" ? (params) => api.runtime.llm.complete(params) : undefined;
    const pc = createPluginContext({
      config,
      logger,
      ...(complete ? { complete } : {}),
      shared: processSharedRuntime(config),
      resolveWorkspaceDir: (agentId) => {
        try {
          return api.runtime.agent.resolveAgentWorkspaceDir(api.config, agentId ?? "main");
        } catch {
          return undefined;
        }
      },
    });

    api.registerTool((ctx) => createSessionStateTool(pc, ctx) as never, { name: "session_state" });
    api.registerTool((ctx) => createContextCompactTool(pc, ctx) as never, { name: "context_compact" });
    api.registerTool((ctx) => createMemoryDistillTool(pc, ctx) as never, { name: "memory_distill" });
    registerHooks(api.on.bind(api) as never, pc);
    api.registerCommand(createContextKitCommand(pc) as never);
    api.registerService(createDistillCronService(pc) as never);
  },
});
