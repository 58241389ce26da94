/**
 * Reads the live session's raw transcript events. On OpenClaw 2026.9.6 transcripts live in
 * per-agent SQLite; the typed way in is `openclaw/plugin-sdk/session-store-runtime`. It is
 * imported lazily: `openclaw` is an optional peer, and the CLI (which reads JSONL files) must
 * work without it.
 */
import type { SessionRef } from "./session-ref.js";

type LoadEvents = (p: { agentId?: string; sessionKey?: string; sessionId: string }) => unknown[];
let loader: Promise<LoadEvents | null> | null = null;

async function getLoader(): Promise<LoadEvents | null> {
  loader ??= import("openclaw/plugin-sdk/session-store-runtime")
    .then((m) => (m as unknown as { loadTranscriptEventsSync: LoadEvents }).loadTranscriptEventsSync)
    .catch(() => null);
  return loader;
}

export class TranscriptUnavailableError extends Error {
  override name = "TranscriptUnavailableError";
}

export async function loadLiveEvents(ref: SessionRef): Promise<unknown[]> {
  if (!ref.sessionId) {
    throw new TranscriptUnavailableError("No session id in this context, so there is no live transcript to read. Run this from a chat session, or use the CLI with --session FILE.jsonl.");
  }
  const load = await getLoader();
  if (!load) throw new TranscriptUnavailableError("OpenClaw's session store is not available in this process (openclaw/plugin-sdk/session-store-runtime could not be imported).");
  return load({ ...(ref.agentId ? { agentId: ref.agentId } : {}), ...(ref.sessionKey ? { sessionKey: ref.sessionKey } : {}), sessionId: ref.sessionId });
}
