/** The items the session state holds (state.ts) and what each statement carries with it. */
import type { FactTag, Speaker } from "./signal.js";

export type ItemKind = "decision" | "fact" | "pending" | "blocker" | "question" | "completed";

export interface Item {
  id: number;
  kind: ItemKind;
  /** The statement as said (clause), used for display after cleaning. */
  text: string;
  /** For pending items: the action phrase ("rotate the logs tomorrow"). */
  action?: string;
  tag?: FactTag;
  terms: Set<string>;
  /** Technologies chosen (decisions) and their slots. */
  objects: string[];
  slots: Set<string>;
  /** Technologies rejected by this statement. */
  rejected: string[];
  turn: number;
  date?: string;
  speaker: Speaker;
  live: boolean;
  /** For a decision picked from a list of options: that list. */
  options?: readonly string[];
  /** Why an item stopped being current (for stats and tests). */
  retiredBy?: "superseded" | "reversed" | "completed" | "resolved" | "cancelled" | "retracted" | "corrected";
}

export interface Meta {
  turn: number;
  date?: string;
  speaker: Speaker;
}
