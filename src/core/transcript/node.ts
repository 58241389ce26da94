/**
 * What the builder keeps of each transcript entry until the active branch is known: its place in
 * the tree and its already-normalised content (builder.ts).
 */
import type { EarlierSummary, TranscriptStats, Turn } from "./types.js";

export type Payload =
  | { k: "turns"; turns: Turn[]; user: boolean }
  | { k: "run-noise"; kind: "heartbeat" | "memory-flush" }
  | { k: "summary"; summary: Omit<EarlierSummary, "turnsBefore"> }
  | { k: "reset"; keptFrom?: string };

export interface Node {
  id: string;
  parentId: string | null;
  payload?: Payload;
  timestamp?: string;
  /** Source cost of this entry's text (before noise removal). */
  chars: number;
  tokens: number;
}

/** Counts `n` removed items of one kind of noise in the stats. */
export function countNoise(stats: TranscriptStats, kind: string, n = 1): void {
  stats.noise[kind] = (stats.noise[kind] ?? 0) + n;
}
