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

/**
 * Typed hooks that only run with plugins.entries.context-kit.hooks.allowConversationAccess
 * (pitfall 6). `before_prompt_build` re-injects SESSION-STATE.md / the latest compact every turn.
 */
export const HOOKS_NEEDING_CONVERSATION_ACCESS = ["before_prompt_build"] as const;
