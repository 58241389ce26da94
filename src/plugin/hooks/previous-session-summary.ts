/**
 * After /new (or /reset, or any other end of a session), SESSION-STATE.md still holds the ended
 * session's Rolling Summary, "In progress" included. Injected as it is, the new session would
 * take that for its own current state. So when a session ends, the summary it left is
 * fingerprinted; while the file's summary still has that fingerprint (no refresh of the new
 * session has rewritten it yet), it is injected labelled as the previous session's, with the
 * time that session ended. The file itself is not touched: the ended session's detailed record
 * goes to the daily note.
 */
import { createHash } from "node:crypto";
import type { PluginContext } from "../plugin-context.js";
import { findSection } from "../../core/markdown/index.js";
import { formatTimeInZone, SUMMARY_SELECTOR } from "../../skills/rolling-summary/index.js";
import type { Workspace } from "../../core/workspace/types.js";
import type { EndedSummary } from "../runtime-state.js";

const STATE_FILE = "SESSION-STATE.md";

function summaryOf(text: string): { raw: string; headingEnd: number } | null {
  const s = findSection(text, SUMMARY_SELECTOR);
  return s ? { raw: text.slice(s.start, s.end).trimEnd(), headingEnd: s.headingEnd } : null;
}

function sha256(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

/** Records the summary the ending session leaves behind (nothing when there is none). */
export async function markSummaryEnded(pc: PluginContext, ws: Workspace, now = new Date()): Promise<void> {
  const text = await ws.readText(STATE_FILE);
  const summary = text === null ? null : summaryOf(text);
  if (!summary) return;
  const ended: EndedSummary = { at: now.toISOString(), clock: formatTimeInZone(now, pc.config.timezone), sha256: sha256(summary.raw) };
  await pc.recordState(ws, (s) => {
    s.endedSummary = ended;
  });
}

export function previousSessionLabel(clock: string): string {
  return `from the previous session (ended ${clock}), not this session's state`;
}

/**
 * `text` (SESSION-STATE.md) as it is injected, and whether its summary is the previous
 * session's: then a line right under the summary heading says so, and so does the block's
 * description (the caller's).
 */
export function labelPreviousSummary(text: string, ended: EndedSummary | undefined): { text: string; previous: string | null } {
  if (!ended) return { text, previous: null };
  const summary = summaryOf(text);
  if (!summary || sha256(summary.raw) !== ended.sha256) return { text, previous: null };
  const note = `\n\n> context-kit: this Rolling Summary is ${previousSessionLabel(ended.clock)}. Nothing in it, "In progress" included, is being worked on now unless the user picks it up again.\n`;
  // After the heading line; the summary's first bullet then follows the note's blank line.
  const rest = text.slice(summary.headingEnd).replace(/^[ \t]*(?:\r\n|\r|\n)/, "");
  return { text: text.slice(0, summary.headingEnd) + note + "\n" + rest, previous: ended.clock };
}
