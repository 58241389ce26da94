/**
 * Configuration problems that make context-kit silently do nothing. OpenClaw blocks conversation
 * hooks of non-bundled plugins unless `hooks.allowConversationAccess` is set, and the only trace
 * is a diagnostic in `openclaw plugins inspect`; users are burned by that. We say it loudly.
 */
import { resolveConfig, ConfigError, PLUGIN_ID } from "../config.js";

export interface Problem {
  severity: "error" | "warning";
  message: string;
  fix?: string;
}

interface HostEntry {
  enabled?: boolean;
  config?: unknown;
  hooks?: { allowConversationAccess?: boolean; allowPromptInjection?: boolean };
  llm?: { allowModelOverride?: boolean };
}

export function pluginEntry(hostConfig: unknown): HostEntry | undefined {
  const entries = (hostConfig as { plugins?: { entries?: Record<string, HostEntry> } } | undefined)?.plugins?.entries;
  return entries?.[PLUGIN_ID];
}

export function hostConfigProblems(hostConfig: unknown): Problem[] {
  const problems: Problem[] = [];
  if (hostConfig === undefined) return problems;
  const entry = pluginEntry(hostConfig);
  if (!entry) {
    problems.push({
      severity: "warning",
      message: `No plugins.entries.${PLUGIN_ID} block in the OpenClaw config: the plugin may not be enabled, and its conversation hooks are blocked.`,
      fix: `openclaw config set plugins.entries.${PLUGIN_ID}.enabled true && openclaw config set plugins.entries.${PLUGIN_ID}.hooks.allowConversationAccess true`,
    });
    return problems;
  }
  if (entry.enabled === false) {
    problems.push({ severity: "error", message: `context-kit is disabled (plugins.entries.${PLUGIN_ID}.enabled=false).`, fix: `openclaw plugins enable ${PLUGIN_ID}` });
  }
  if (entry.hooks?.allowConversationAccess !== true) {
    problems.push({
      severity: "error",
      message:
        "Conversation hooks are BLOCKED: hooks.allowConversationAccess is not set. Without it there is no automatic rolling summary, no SESSION-STATE.md injection and no compact injection into new sessions (tools and the compaction safety net still work).",
      fix: `openclaw config set plugins.entries.${PLUGIN_ID}.hooks.allowConversationAccess true`,
    });
  }
  if (entry.hooks?.allowPromptInjection === false) {
    problems.push({
      severity: "error",
      message: "hooks.allowPromptInjection is false: SESSION-STATE.md and the latest compact cannot be injected into prompts.",
      fix: `openclaw config set plugins.entries.${PLUGIN_ID}.hooks.allowPromptInjection true`,
    });
  }
  try {
    const config = resolveConfig(entry.config);
    // OpenClaw refuses a plugin's model override without the operator's opt-in
    // (node_modules/openclaw/docs/plugins/sdk-runtime/models.md); every refinement would fall back.
    if (config.refine.mode === "host" && config.refine.model && entry.llm?.allowModelOverride !== true) {
      problems.push({
        severity: "warning",
        message: `refine.model is "${config.refine.model}", but OpenClaw refuses a plugin's model override unless plugins.entries.${PLUGIN_ID}.llm.allowModelOverride is true: every refinement falls back to the deterministic file.`,
        fix: `openclaw config set plugins.entries.${PLUGIN_ID}.llm.allowModelOverride true (or remove refine.model to use the default model)`,
      });
    }
  } catch (err) {
    if (err instanceof ConfigError) problems.push({ severity: "error", message: err.message });
    else throw err;
  }
  return problems;
}
