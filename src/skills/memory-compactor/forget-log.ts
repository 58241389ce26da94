/**
 * The forgetting log, `memory/distilled/forget-log.jsonl`: one JSON line per deletion (or move
 * to the archive), appended *before* the file is removed. A crash between the two leaves the log
 * claiming a file that is still there, never the reverse; the next run reconciles by finishing
 * the removal (if the file is still covered) or appending a `cancel` line.
 *
 * Invariant after every completed run: the files the log says are gone (a delete/archive line
 * not followed by a cancel, for the same content) are exactly the files we removed.
 */
import type { Workspace } from "../../core/workspace/types.js";
import type { IsoDate } from "./dates.js";
import { DISTILLED_DIR } from "./periods.js";
import type { ForgetTier } from "./retention.js";

export const FORGET_LOG_PATH = `${DISTILLED_DIR}/forget-log.jsonl`;

export interface ForgetLogEntry {
  v: 1;
  /** The run's date (`now`). */
  at: IsoDate;
  action: "delete" | "archive" | "cancel";
  /** Workspace-relative path of the forgotten file. */
  file: string;
  tier: ForgetTier;
  period: string;
  /** The file whose existence and validity allowed it (absent on cancel). */
  coveredBy?: string;
  /** sha256 (hex) of the forgotten content. */
  sha256: string;
  bytes?: number;
  /** Archive destination (action "archive"). */
  to?: string;
  /** Why a logged removal was cancelled. */
  reason?: string;
}

export function formatLogLine(e: ForgetLogEntry): string {
  return JSON.stringify(e) + "\n";
}

/** Parses the log; malformed lines are counted and skipped, never fatal. */
export function parseForgetLog(text: string | null): { entries: ForgetLogEntry[]; malformed: number } {
  const entries: ForgetLogEntry[] = [];
  let malformed = 0;
  for (const line of (text ?? "").split("\n")) {
    if (line.trim() === "") continue;
    try {
      const e = JSON.parse(line) as ForgetLogEntry;
      if (e && typeof e.file === "string" && typeof e.sha256 === "string" && ["delete", "archive", "cancel"].includes(e.action)) entries.push(e);
      else malformed++;
    } catch {
      malformed++;
    }
  }
  return { entries, malformed };
}

export async function readForgetLog(ws: Workspace) {
  return parseForgetLog(await ws.readText(FORGET_LOG_PATH));
}

/** Per file, the last delete/archive line not cancelled afterwards: what the log says is gone. */
export function loggedAsGone(entries: readonly ForgetLogEntry[]): Map<string, ForgetLogEntry> {
  const out = new Map<string, ForgetLogEntry>();
  for (const e of entries) {
    if (e.action === "cancel") {
      if (out.get(e.file)?.sha256 === e.sha256) out.delete(e.file);
    } else out.set(e.file, e);
  }
  return out;
}

export async function appendForgetLog(ws: Workspace, entries: readonly ForgetLogEntry[]): Promise<void> {
  if (entries.length === 0) return;
  // The log holds paths and hashes only; `secrets` mode keeps relative paths intact.
  await ws.appendText(FORGET_LOG_PATH, entries.map(formatLogLine).join(""), { policy: { mode: "secrets" } });
}
