/**
 * Tool results in OpenClaw's shape. Domain data goes under `contextKit`, because OpenClaw reads
 * `status`, `ok`, `success`, `error`, `timedOut` and `exitCode` in `details` as outcome signals.
 */
export interface ToolResult<T> {
  content: Array<{ type: "text"; text: string }>;
  details: { contextKit: T };
}

export function toolResult<T>(text: string, data: T): ToolResult<T> {
  return { content: [{ type: "text", text }], details: { contextKit: data } };
}
