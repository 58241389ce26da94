/**
 * One request to the host's model (`api.runtime.llm.complete`, see
 * node_modules/openclaw/docs/plugins/sdk-runtime/models.md), bounded in time: after `timeoutMs`
 * the request is aborted through its signal and the caller gets "timeout" at once, whether or
 * not the host honours the abort. Never throws: every failure is a reason, because the caller's
 * answer to any failure is the same (the deterministic file stands; docs/design.md, "Refinement
 * by the host model").
 */

/** The part of OpenClaw's LlmCompleteParams context-kit uses (direct completion, no tools). */
export interface HostCompleteParams {
  messages: Array<{ role: "user"; content: string }>;
  systemPrompt?: string;
  /** `context-kit.<skill>`: shows up in the host's audit of plugin completions. */
  purpose: string;
  maxTokens?: number;
  temperature?: number;
  /** A model override; OpenClaw refuses it without plugins.entries.context-kit.llm.allowModelOverride. */
  model?: string;
  signal?: AbortSignal;
}

export interface HostCompleteResult {
  text: string;
  usage?: { inputTokens?: number; outputTokens?: number };
  provider?: string;
  model?: string;
  stopReason?: string;
}

export type HostComplete = (params: HostCompleteParams) => Promise<HostCompleteResult>;

export interface Tokens {
  input: number;
  output: number;
}

export type AskOutcome =
  | { ok: true; text: string; tokens: Tokens; model?: string }
  | { ok: false; reason: string; tokens: Tokens; /** false when no request reached the host */ called: boolean };

export interface AskRequest {
  purpose: string;
  systemPrompt: string;
  prompt: string;
  maxTokens: number;
  model?: string;
}

const NO_TOKENS: Tokens = { input: 0, output: 0 };

/** "error: LLM_COMPLETION_NOT_AUTHORIZED: Plugin LLM completion cannot override the target model." */
export function errorReason(err: unknown): string {
  const e = err as { code?: unknown; message?: unknown } | null;
  const code = typeof e?.code === "string" ? `${e.code}: ` : "";
  const message = typeof e?.message === "string" ? e.message : String(err);
  const line = `error: ${code}${message.split("\n")[0] ?? ""}`;
  return line.length > 300 ? `${line.slice(0, 299)}…` : line;
}

/** `signal`: the caller's own cancellation (the Gateway stopping); its reason is reported. */
export async function askHostModel(complete: HostComplete | undefined, req: AskRequest, opts: { timeoutMs: number; signal?: AbortSignal }): Promise<AskOutcome> {
  if (!complete) return { ok: false, called: false, tokens: NO_TOKENS, reason: "unavailable: this host offers no api.runtime.llm.complete" };
  const outer = opts.signal;
  const abortedBy = () => `aborted: ${(outer?.reason as Error | undefined)?.message ?? "cancelled"}`;
  if (outer?.aborted) return { ok: false, called: false, tokens: NO_TOKENS, reason: abortedBy() };
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onOuterAbort: (() => void) | undefined;
  const timedOut = new Promise<AskOutcome>((resolve) => {
    timer = setTimeout(() => {
      controller.abort(new Error(`context-kit: refinement timed out after ${opts.timeoutMs} ms`));
      resolve({ ok: false, called: true, tokens: NO_TOKENS, reason: "timeout" });
    }, opts.timeoutMs);
    onOuterAbort = () => {
      controller.abort(outer?.reason);
      resolve({ ok: false, called: true, tokens: NO_TOKENS, reason: abortedBy() });
    };
    outer?.addEventListener("abort", onOuterAbort, { once: true });
  });
  const answered = (async (): Promise<AskOutcome> => {
    try {
      const r = await complete({
        messages: [{ role: "user", content: req.prompt }],
        systemPrompt: req.systemPrompt,
        purpose: req.purpose,
        maxTokens: req.maxTokens,
        temperature: 0.2,
        ...(req.model ? { model: req.model } : {}),
        signal: controller.signal,
      });
      const tokens = { input: r.usage?.inputTokens ?? 0, output: r.usage?.outputTokens ?? 0 };
      if (r.stopReason === "length") return { ok: false, called: true, tokens, reason: `invalid: the reply was cut off at ${req.maxTokens} tokens` };
      if (r.stopReason === "error" || r.stopReason === "aborted") return { ok: false, called: true, tokens, reason: `error: the host reported stopReason ${r.stopReason}` };
      if (typeof r.text !== "string" || !r.text.trim()) return { ok: false, called: true, tokens, reason: "invalid: empty reply" };
      return { ok: true, text: r.text, tokens, ...(r.model ? { model: r.provider ? `${r.provider}/${r.model}` : r.model } : {}) };
    } catch (err) {
      return { ok: false, called: true, tokens: NO_TOKENS, reason: outer?.aborted ? abortedBy() : controller.signal.aborted ? "timeout" : errorReason(err) };
    }
  })();
  try {
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
    if (onOuterAbort) outer?.removeEventListener("abort", onOuterAbort);
  }
}
