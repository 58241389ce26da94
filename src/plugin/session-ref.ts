/**
 * Which session a tool call or a hook is about, as OpenClaw passes it (the tool factory's
 * context, a hook's ctx): the one session-reference type of the plugin.
 */
export interface SessionRef {
  workspaceDir?: string;
  agentId?: string;
  sessionKey?: string;
  sessionId?: string;
}
