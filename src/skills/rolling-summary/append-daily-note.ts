/**
 * End of session: the detailed version goes to the daily note `memory/YYYY-MM-DD.md`
 * (docs/design.md, "Rolling summary"). Append only: an existing note is
 * never rewritten, only extended; a missing one is created with a `# YYYY-MM-DD` title. Both go
 * through the workspace, so the block is redacted and the write is atomic and locked.
 */
import type { RedactPolicy } from "../../core/redact/types.js";
import type { Workspace, WriteReceipt } from "../../core/workspace/types.js";
import { SessionStateError } from "./errors.js";

export interface DailyNoteEntry {
  /** The note's day, "YYYY-MM-DD" (see core/time/in-zone.ts formatDateInZone). */
  date: string;
  /** One line, e.g. "Session 14:05–17:40"; written as a `##` heading. */
  heading: string;
  /** Markdown body; line endings are normalized to LF, trailing blank lines dropped. */
  body: string;
}

export interface DailyNoteResult {
  file: string;
  created: boolean;
  receipt: WriteReceipt;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function dailyNotePath(date: string): string {
  const m = DATE.exec(date);
  const d = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
  if (!m || !d || d.getUTCFullYear() !== Number(m[1]) || d.getUTCMonth() !== Number(m[2]) - 1 || d.getUTCDate() !== Number(m[3])) {
    throw new SessionStateError("invalid-option", `date: expected a calendar date "YYYY-MM-DD", got ${JSON.stringify(date)}.`);
  }
  return `memory/${date}.md`;
}

/** The appended block: a blank line first, so it starts a new paragraph whatever the note ended with. */
export function renderDailyNoteBlock(heading: string, body: string): string {
  if (typeof heading !== "string" || heading.trim() === "") {
    throw new SessionStateError("invalid-option", "heading: expected a non-empty one-line heading, e.g. \"Session 14:05–17:40\".");
  }
  if (typeof body !== "string") throw new SessionStateError("invalid-option", "body: expected a string.");
  const h = heading.replace(/\s+/gu, " ").trim();
  const b = body.replace(/\r\n|\r/g, "\n").trimEnd();
  return b === "" ? `\n## ${h}\n` : `\n## ${h}\n\n${b}\n`;
}

export async function appendDailyNote(ws: Workspace, entry: DailyNoteEntry, opts: { policy?: RedactPolicy } = {}): Promise<DailyNoteResult> {
  if (entry === null || typeof entry !== "object") throw new SessionStateError("invalid-option", "entry: expected { date, heading, body }.");
  const file = dailyNotePath(entry.date);
  const block = renderDailyNoteBlock(entry.heading, entry.body);
  const writeOpts = opts.policy ? { policy: opts.policy } : undefined;
  try {
    // createText is exclusive: of two sessions ending at once, one creates, the other appends.
    const receipt = await ws.createText(file, `# ${entry.date}\n${block}`, writeOpts);
    return { file, created: true, receipt };
  } catch (err) {
    if ((err as { code?: string })?.code !== "already-exists") throw err;
  }
  const receipt = await ws.appendText(file, block, writeOpts);
  return { file, created: false, receipt };
}
