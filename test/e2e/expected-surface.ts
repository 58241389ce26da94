/**
 * The public surface the e2e tests expect OpenClaw to see. Kept in one place so a deliberate
 * change (a new tool, a renamed skill) is a one-line edit here, and an accidental one fails.
 */

/** Tools registered by the entry and listed in openclaw.plugin.json#contracts.tools. */
export const EXPECTED_TOOLS = ["session_state", "context_compact", "memory_distill"] as const;

/** Skills under skills/<name>/SKILL.md, one per tool. */
export const EXPECTED_SKILLS = ["rolling-summary", "context-compactor", "memory-compactor"] as const;

/** Chat commands registered with api.registerCommand (`/context_kit` is the status command). */
export const EXPECTED_COMMANDS = ["context_kit"] as const;

/** Typed hooks (api.on) the entry registers (src/plugin/hooks/register-hooks.ts). */
export const EXPECTED_HOOKS = [
  "after_compaction",
  "after_tool_call",
  "agent_end",
  "before_compaction",
  "before_prompt_build",
  "before_reset",
  "gateway_stop",
  "llm_output",
  "session_end",
] as const;

/**
 * The subset that only runs with plugins.entries.context-kit.hooks.allowConversationAccess
 * (OpenClaw blocks them silently otherwise; node_modules/openclaw/docs/plugins/hooks.md, "Permissions and scope"): injection
 * (before_prompt_build) and the turn/usage triggers of the rolling summary (agent_end, llm_output).
 */
export const HOOKS_NEEDING_CONVERSATION_ACCESS = ["before_prompt_build", "agent_end", "llm_output"] as const;
