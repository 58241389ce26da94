/**
 * The safety net: before core compaction, /new, /reset and at session end, extract a compact
 * from the live transcript and write it, with no model call, so nothing is lost when core
 * compaction times out. With `refine.mode: "host"` the host model is then asked, in the
 * background, for a better version (src/plugin/refine/refine-compact.ts); the hook does not wait
 * for it. Also appends the detailed end-of-session note to memory/YYYY-MM-DD.md.
 */
import type { PluginContext } from "../plugin-context.js";
import { recordRun } from "../runtime-state.js";
import { countUserTurns, readTranscriptEvents, type Transcript } from "../../core/transcript/index.js";
import { extractCompact, readMemoryMd, renderCompactWrite, writeCompact } from "../../skills/context-compactor/index.js";
import type { Digest } from "../../core/extract/index.js";
import { appendDailyNote, formatDateInZone, formatTimeInZone } from "../../skills/rolling-summary/index.js";
import type { SessionRef } from "../session-ref.js";
import { startCompactRefinement } from "../refine/refine-compact.js";

function remember(map: Map<string, number>, key: string, turns: number): void {
  map.set(key, turns);
  if (map.size > 500) map.delete(map.keys().next().value!);
}

/** Nothing a later session would need: no decision, fact, task, detail, blocker or finished work. */
export function isEmptyDigest(d: Digest): boolean {
  return [d.decisions, d.facts, d.pending, d.technical, d.blockers, d.completed].every((items) => items.length === 0);
}

/** The compact without its title and counts line: the daily note's detailed version. */
function bodyOf(markdown: string): string {
  return markdown
    .split("\n")
    .filter((l) => !l.startsWith("# Session Compact") && !l.startsWith("**Turns**"))
    .join("\n")
    .trim();
}

export async function loadTranscript(pc: PluginContext, ref: SessionRef): Promise<Transcript> {
  return readTranscriptEvents(await pc.loadEvents(ref));
}

/** What "already saved at this many turns" is remembered under: the conversation, not only the
 *  session id, which OpenClaw keeps across /new (core/transcript/conversation.ts). */
function conversationKey(ref: SessionRef, transcript: Transcript): string {
  return `${ref.sessionId ?? ref.sessionKey ?? "?"} ${transcript.startedAt ?? ""}`;
}

export async function saveSessionCompact(pc: PluginContext, ref: SessionRef, by: string): Promise<{ path: string | null; message: string }> {
  const dir = pc.workspaceDirFor(ref);
  if (!dir) return { path: null, message: "no workspace known" };
  const transcript = await loadTranscript(pc, ref);
  const userTurns = countUserTurns(transcript.turns);
  if (userTurns === 0) return { path: null, message: "nothing to save (no user turns)" };
  const key = conversationKey(ref, transcript);
  if (pc.savedAtTurns.compact.get(key) === userTurns) return { path: null, message: "already saved for this point of the session" };
  const ws = await pc.open(dir);
  const memoryMd = await readMemoryMd(ws);
  const now = new Date();
  const extracted = extractCompact(transcript, { now, ...(memoryMd ? { memoryMd } : {}) });
  remember(pc.savedAtTurns.compact, key, userTurns);
  // An automatic save must not crowd real compacts out of the retention cap: skip a digest with
  // nothing in it; writeCompact itself skips one that says what the newest compact says.
  if (isEmptyDigest(extracted.digest)) return { path: null, message: "nothing worth saving" };
  const written = await writeCompact(ws, extracted.markdown, { now, keep: pc.config.compactor.keep });
  const message = renderCompactWrite(written, pc.config.compactor.keep);
  if (written.skipped) return { path: null, message };
  await pc.recordState(ws, (s) => recordRun(s, "compact", { by, ...(ref.sessionKey ? { session: ref.sessionKey } : {}), note: written.path }));
  const refining = startCompactRefinement(pc, key, { ws, transcript, language: extracted.digest.language, path: written.path, now, ...(memoryMd ? { memoryMd } : {}), by });
  return { path: written.path, message: `${message}${refining ? "; the host model is refining it" : ""}` };
}

export async function appendSessionDailyNote(pc: PluginContext, ref: SessionRef, by: string): Promise<string | null> {
  const dir = pc.workspaceDirFor(ref);
  if (!dir) return null;
  const transcript = await loadTranscript(pc, ref);
  const userTurns = countUserTurns(transcript.turns);
  if (userTurns === 0) return null;
  const key = conversationKey(ref, transcript);
  if (pc.savedAtTurns.dailyNote.get(key) === userTurns) return null; // before_reset and session_end of one /new
  remember(pc.savedAtTurns.dailyNote, key, userTurns);
  const ws = await pc.open(dir);
  const now = new Date();
  const extracted = extractCompact(transcript, { now });
  if (isEmptyDigest(extracted.digest)) return null;
  // The daily note gets the detailed version: the digest's sections without the compact title.
  const body = bodyOf(extracted.markdown)
    .split("\n")
    .map((l) => (l.startsWith("## ") ? "#" + l : l))
    .join("\n");
  const date = formatDateInZone(now, pc.config.timezone);
  const heading = `Session ${formatTimeInZone(now, pc.config.timezone)} (context-kit, ${by})`;
  await appendDailyNote(ws, { date, heading, body });
  await pc.recordState(ws, (s) => recordRun(s, "dailyNote", { by, ...(ref.sessionKey ? { session: ref.sessionKey } : {}), note: `memory/${date}.md` }));
  return `memory/${date}.md`;
}
