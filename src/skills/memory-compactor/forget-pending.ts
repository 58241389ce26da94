/**
 * Announced-but-not-yet-forgotten files (verbose mode), `memory/distilled/forget-pending.json`.
 * A file is forgotten only on a run at least one day after the run that announced it, and only
 * if its content is unchanged (same sha256) and it is still covered and not vetoed then.
 */
import type { Workspace } from "../../core/workspace/types.js";
import type { IsoDate } from "./dates.js";
import { DISTILLED_DIR } from "./periods.js";
import type { ForgetTier } from "./retention.js";

export const FORGET_PENDING_PATH = `${DISTILLED_DIR}/forget-pending.json`;

export interface PendingEntry {
  file: string;
  tier: ForgetTier;
  period: string;
  sha256: string;
  announcedOn: IsoDate;
}

export function parsePending(text: string | null): PendingEntry[] {
  if (!text) return [];
  try {
    const j = JSON.parse(text) as { entries?: unknown };
    if (!Array.isArray(j.entries)) return [];
    return j.entries.filter((e): e is PendingEntry => !!e && typeof e === "object" && typeof (e as PendingEntry).file === "string" && typeof (e as PendingEntry).sha256 === "string" && typeof (e as PendingEntry).announcedOn === "string");
  } catch {
    return []; // unreadable: everything is announced again, which only delays forgetting
  }
}

export function formatPending(entries: readonly PendingEntry[]): string {
  return JSON.stringify({ version: 1, note: "Announced by context-kit forget (memory-compactor: verbose); forgotten no earlier than the next day's run.", entries }, null, 2) + "\n";
}

export async function readPending(ws: Workspace): Promise<PendingEntry[]> {
  return parsePending(await ws.readText(FORGET_PENDING_PATH));
}

export async function writePending(ws: Workspace, entries: readonly PendingEntry[]): Promise<void> {
  await ws.writeText(FORGET_PENDING_PATH, formatPending(entries), { policy: { mode: "secrets" } });
}
